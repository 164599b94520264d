import { ACCEPTED_VIDEO_TYPES } from '@academy/shared/admin-limits';
import type { BatchReport } from '../lib/upload-batch';

/** What the lecture video pickers accept. */
export const VIDEO_ACCEPT = ACCEPTED_VIDEO_TYPES.join(',');

/** A file the lecture uploads take: by its type, or by its name when the browser gives none. */
export const isVideo = (file: Pick<File, 'name' | 'type'>) =>
  (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(file.type) ||
  (file.type === '' && /\.(mp4|m4v|mov|webm)$/i.test(file.name));

export const notVideo = (name: string) =>
  `“${name}” is not a video we can use. Choose an MP4, WebM or MOV file.`;

/** A bulk upload that did not store every file, with what happened to each. */
export class IncompleteBatch extends Error {
  constructor(readonly report: BatchReport<File>) {
    super('Not every video was uploaded.');
  }
}

export type BulkOutcome = BatchReport<File> & { total: number };

export const bulkSummary = (stored: number, total: number) =>
  stored === 0
    ? `None of the ${total} videos was uploaded.`
    : `${stored} of ${total} videos were uploaded and added as lectures; ${total - stored} ${total - stored === 1 ? 'was' : 'were'} not.`;

/** The server's reason, which usually names the file already; otherwise the name comes first. */
export const failureText = (file: Pick<File, 'name'>, message: string) =>
  message.includes(file.name) ? message : `“${file.name}”: ${message}`;
