import type { MediaUploadResult } from '@academy/shared/admin-media';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DomainErrorKind } from '../../lib/errors';
import { users } from './users';

/* The media module's tables: stored files, resumable uploads, and video streams. */

/** Uploaded files; `publicId` is the spec's media identifier. */
export const mediaFiles = pgTable(
  'media_files',
  {
    publicId: text('public_id').primaryKey(),
    kind: text('kind', { enum: ['video', 'image', 'raw'] }).notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    originalName: text('original_name').notNull().default(''),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Served only through a signed link, never by /media/public even as a picture: a student's
     * project files (issue 30), whose owner decides who sees them.
     */
    signedOnly: boolean('signed_only').notNull().default(false),
    /** A video's length and picture size, read by ffprobe after upload (modules/media/video-probe.ts). */
    durationSeconds: real('duration_seconds'),
    width: integer('width'),
    height: integer('height'),
    /** When the probe finished (with or without an answer); null while it is still to run. */
    probedAt: timestamp('probed_at', { withTimezone: true }),
    /** Why the video could not be read, or why it has not been (ffmpeg missing). */
    probeError: text('probe_error'),
  },
  (table) => [
    index('media_files_uploaded_by_idx').on(table.uploadedBy),
    index('media_files_unprobed_idx')
      .on(table.createdAt)
      .where(sql`${table.kind} = 'video' and ${table.probedAt} is null`),
  ],
);

/**
 * A resumable (tus) upload, from its creation to the stored file's answer (modules/media/resumable.ts).
 * The bytes received so far live in the tus store, not here; `result` is kept after the upload is
 * stored so a client whose last answer was lost can still ask for it.
 */
export const mediaUploads = pgTable(
  'media_uploads',
  {
    /** The id in the upload's URL (`/api/media/uploads/<id>`). */
    id: text('id').primaryKey(),
    /** Which multipart route's rules it follows: `media` (/media/upload) or `raw` (/media/raw/upload). */
    policy: text('policy', { enum: ['media', 'raw'] }).notNull(),
    filename: text('filename').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    uploadedBy: uuid('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['receiving', 'storing', 'stored', 'failed'] }).notNull(),
    result: jsonb('result').$type<MediaUploadResult>(),
    /** The domain error's kind and message a refused or failed upload answers (lib/errors.ts). */
    errorKind: text('error_kind').$type<DomainErrorKind>(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('media_uploads_status_updated_idx').on(table.status, table.updatedAt),
    check('media_uploads_status_check', sql`${table.status} in ('receiving', 'storing', 'stored', 'failed')`),
    check('media_uploads_policy_check', sql`${table.policy} in ('media', 'raw')`),
  ],
);

/** A rendition of a video's adaptive stream, as its master playlist lists it. */
export type VideoRendition = { name: string; width: number; height: number; bandwidth: number };

/**
 * A video's adaptive stream (HLS), made by the transcoding job (modules/media/video-transcode.ts):
 * where it stands, and what it holds once ready. The files are stored under `<video id>.hls/`.
 */
export const videoStreams = pgTable(
  'video_streams',
  {
    publicId: text('public_id')
      .primaryKey()
      .references(() => mediaFiles.publicId, { onDelete: 'cascade' }),
    status: text('status', { enum: ['queued', 'processing', 'ready', 'failed', 'unavailable'] }).notNull(),
    /** 0-100 while processing. */
    progress: integer('progress').notNull().default(0),
    /** Why it failed, or why it cannot be made (ffmpeg missing). */
    error: text('error'),
    renditions: jsonb('renditions').$type<VideoRendition[]>().notNull().default([]),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'video_streams_status_check',
      sql`${table.status} in ('queued', 'processing', 'ready', 'failed', 'unavailable')`,
    ),
  ],
);
