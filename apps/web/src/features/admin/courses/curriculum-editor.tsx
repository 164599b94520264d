import type { MediaUploadResult } from '@academy/shared/admin';
import { ACCEPTED_VIDEO_TYPES } from '@academy/shared/admin-limits';
import {
  ArrowDown,
  ArrowUp,
  CircleCheck,
  Film,
  LoaderCircle,
  Play,
  Plus,
  RefreshCw,
  Trash2,
  Upload,
} from 'lucide-react';
import { useId, useState } from 'react';
import { VideoPlayer } from '@/components/player/video-player';
import { ApiError } from '@/lib/api-client';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { deleteMedia, type OnProgress } from '../api/media';
import { type OnNotice, uploadResumable } from '../api/resumable-upload';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FormAlert, TextInput } from '../components/fields';
import { FileButton } from '../components/file-button';
import { Switch } from '../components/switch';
import { UploadBar } from '../components/upload-bar';
import { useVideoStreams } from '../api/video-streams';
import { StreamStatus } from './stream-status';
import { useAdminState } from '../lib/admin-state';
import { type BatchReport, uploadBatch } from '../lib/upload-batch';
import { formatDuration, readVideoDuration } from '../lib/video-duration';
import {
  blankLecture,
  canAddLecture,
  type LectureIssues,
  type LectureRow,
  newLectureKey,
} from './course-form';

type Rows = (update: (rows: LectureRow[]) => LectureRow[]) => void;

const VIDEO_ACCEPT = ACCEPTED_VIDEO_TYPES.join(',');
const isVideo = (file: File) =>
  (ACCEPTED_VIDEO_TYPES as readonly string[]).includes(file.type) ||
  (file.type === '' && /\.(mp4|m4v|mov|webm)$/i.test(file.name));
const notVideo = (name: string) => `“${name}” is not a video we can use. Choose an MP4, WebM or MOV file.`;

/** A lecture video, resumably; a picture (the endpoint takes those too) is deleted and refused. */
async function uploadLectureVideo(file: File, onProgress: OnProgress, onNotice: OnNotice) {
  const media = await uploadResumable(file, 'media', onProgress, onNotice);
  if (media.resource_type !== 'video') {
    void deleteMedia(media.public_id).catch(() => undefined);
    throw new ApiError(415, notVideo(file.name));
  }
  return media;
}

/** A bulk upload that did not store every file, with what happened to each. */
class IncompleteBatch extends Error {
  constructor(readonly report: BatchReport<File>) {
    super('Not every video was uploaded.');
  }
}

type BulkOutcome = BatchReport<File> & { total: number };

const bulkSummary = (stored: number, total: number) =>
  stored === 0
    ? `None of the ${total} videos was uploaded.`
    : `${stored} of ${total} videos were uploaded and added as lectures; ${total - stored} ${total - stored === 1 ? 'was' : 'were'} not.`;

/** The server's reason, which usually names the file already; otherwise the name comes first. */
const failureText = (file: File, message: string) =>
  message.includes(file.name) ? message : `“${file.name}”: ${message}`;

/**
 * SPEC §2/§4/§5 curriculum editor: one row per lecture with its title, Free Preview switch and
 * video; Add Lecture (only when every lecture has a title and a video, and no upload runs),
 * Bulk Upload ('Lecture N' per file), Replace Video and Delete Lecture (each only after the
 * server has deleted the stored video).
 */
export function CurriculumEditor({
  rows,
  setRows,
  issues,
  curriculumIssue,
  showAllIssues,
  titleError,
  onTitleLeft,
}: {
  rows: LectureRow[];
  setRows: Rows;
  issues: Record<string, LectureIssues>;
  curriculumIssue: string | null;
  showAllIssues: boolean;
  /** The message under a lecture's title, by its row key: the server's, else its problem once due. */
  titleError: (key: string, problem: string | undefined) => string | undefined;
  onTitleLeft: (key: string) => void;
}) {
  const { mediaUpload, runUpload } = useAdminState();
  const uploading = mediaUpload.uploading;
  const [busy, setBusy] = useState<Record<string, 'replace' | 'delete'>>({});
  const [rowErrors, setRowErrors] = useState<Record<string, string>>({});
  const [bulkError, setBulkError] = useState<string | null>(null);
  const [bulkReport, setBulkReport] = useState<BulkOutcome | null>(null);
  const [pendingDelete, setPendingDelete] = useState<{ key: string; error: string | null } | null>(null);
  const [pendingReplace, setPendingReplace] = useState<{ key: string; error: string | null } | null>(null);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const addHintId = useId();
  const streams = useVideoStreams(rows.flatMap((row) => (row.public_id ? [row.public_id] : [])));

  const update = (key: string, patch: Partial<LectureRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const setRowError = (key: string, message: string | null) =>
    setRowErrors(({ [key]: _old, ...rest }) => (message ? { ...rest, [key]: message } : rest));
  const setBusyFor = (key: string, state: 'replace' | 'delete' | null) =>
    setBusy(({ [key]: _old, ...rest }) => (state ? { ...rest, [key]: state } : rest));

  const uploadVideo = async (key: string, file: File) => {
    if (!isVideo(file)) {
      setRowError(key, notVideo(file.name));
      return;
    }
    setRowError(key, null);
    const duration = readVideoDuration(file);
    try {
      const media = await runUpload(`lecture:${key}`, (onProgress, onNotice) =>
        uploadLectureVideo(file, onProgress, onNotice),
      );
      update(key, {
        videoUrl: media.secure_url,
        public_id: media.public_id,
        duration: await duration,
        fileName: media.original_filename || file.name,
        ...(media.preview_url ? { previewUrl: media.preview_url } : {}),
      });
    } catch (error) {
      const message = errorMessage(error, 'The video could not be uploaded. Please try again.');
      setRowError(key, message);
      notify.error(message);
    }
  };

  /**
   * Each file goes up on its own resumable upload, two at a time, under one bar, and becomes a
   * 'Lecture N' row as soon as it is stored (in the order picked): a failed file costs only
   * itself, and what the connection cut short can be tried again.
   */
  const bulkUpload = async (files: File[]) => {
    const wrong = files.filter((file) => !isVideo(file));
    if (wrong.length) {
      setBulkError(
        `Only MP4, WebM or MOV videos can be bulk uploaded. Not videos: ${wrong.map((file) => file.name).join(', ')}.`,
      );
      return;
    }
    setBulkError(null);
    setBulkReport(null);
    const addLecture = async (media: MediaUploadResult, file: File) => {
      const duration = await readVideoDuration(file);
      setRows((current) => {
        // A blank row (no title, no video) is a placeholder: the uploaded lectures take its place.
        const kept = current.filter((row) => row.title.trim() !== '' || row.videoUrl !== '');
        return [
          ...kept,
          {
            ...blankLecture(newLectureKey(), `Lecture ${kept.length + 1}`),
            videoUrl: media.secure_url,
            public_id: media.public_id,
            duration,
            fileName: media.original_filename || file.name,
            ...(media.preview_url ? { previewUrl: media.preview_url } : {}),
          },
        ];
      });
    };
    let report: BatchReport<File>;
    try {
      report = await runUpload('bulk', async (onProgress, onNotice) => {
        const done = await uploadBatch(files, {
          upload: uploadLectureVideo,
          onStored: addLecture,
          onProgress,
          onNotice,
        });
        // The bar shows the batch as failed when any file was not stored; the report says which.
        if (done.stored < files.length) throw new IncompleteBatch(done);
        return done;
      });
    } catch (error) {
      if (!(error instanceof IncompleteBatch)) {
        const message = errorMessage(error, 'The videos could not be uploaded. Please try again.');
        setBulkError(message);
        notify.error(message);
        return;
      }
      report = error.report;
    }
    const { stored } = report;
    if (stored === files.length) {
      notify.success(`${stored} ${stored === 1 ? 'lecture' : 'lectures'} added`);
      return;
    }
    setBulkReport({ ...report, total: files.length });
    notify.error(bulkSummary(stored, files.length));
  };

  const replaceVideo = async (row: LectureRow) => {
    setRowError(row.key, null);
    setBusyFor(row.key, 'replace');
    try {
      if (row.public_id) await deleteMedia(row.public_id);
      // Only now that the server has deleted it does the lecture lose its video.
      update(row.key, { videoUrl: '', public_id: '', duration: null, fileName: '', previewUrl: '' });
      setPendingReplace(null);
    } catch (error) {
      const message = errorMessage(error, 'The old video could not be removed. Please try again.');
      setRowError(row.key, message);
      setPendingReplace((current) => (current ? { ...current, error: message } : current));
    } finally {
      setBusyFor(row.key, null);
    }
  };

  const deleteLecture = async (key: string) => {
    const row = rows.find((candidate) => candidate.key === key);
    if (!row) return;
    setBusyFor(key, 'delete');
    try {
      if (row.public_id) await deleteMedia(row.public_id);
      setRows((current) => current.filter((candidate) => candidate.key !== key));
      setPendingDelete(null);
    } catch (error) {
      const message = errorMessage(error, 'The lecture could not be deleted. Please try again.');
      setPendingDelete((current) => (current ? { ...current, error: message } : current));
      setRowError(key, message);
    } finally {
      setBusyFor(key, null);
    }
  };

  /** A saved lecture's video is live: the server clears it from the course at once, so ask first. */
  const requestReplace = (row: LectureRow) => {
    if (row._id) setPendingReplace({ key: row.key, error: null });
    else void replaceVideo(row);
  };

  const requestDelete = (row: LectureRow) => {
    if (row.public_id) setPendingDelete({ key: row.key, error: null });
    else setRows((current) => current.filter((candidate) => candidate.key !== row.key));
  };

  const move = (index: number, by: -1 | 1) =>
    setRows((current) => {
      const next = [...current];
      const [row] = next.splice(index, 1);
      if (!row) return current;
      next.splice(index + by, 0, row);
      return next;
    });

  const addAllowed = canAddLecture(rows, uploading);
  const pendingRowIndex = pendingDelete ? rows.findIndex((row) => row.key === pendingDelete.key) : -1;
  const replaceRowIndex = pendingReplace ? rows.findIndex((row) => row.key === pendingReplace.key) : -1;
  const replaceRow = rows[replaceRowIndex];

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h2 className="text-lg font-semibold">Lectures</h2>
          <p className="mt-1 text-sm text-ink-soft">
            Give each lecture a title and a video. Turn on Free Preview for at least one, so visitors can try
            the course.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <FileButton
            label="Bulk Upload"
            accept={VIDEO_ACCEPT}
            multiple
            disabled={uploading}
            onFiles={(files) => void bulkUpload(files)}
          >
            <Upload size={16} aria-hidden />
            Bulk Upload
          </FileButton>
          <button
            type="button"
            className="btn-primary"
            disabled={!addAllowed}
            aria-describedby={addAllowed ? undefined : addHintId}
            onClick={() => setRows((current) => [...current, blankLecture(newLectureKey())])}
          >
            <Plus size={16} aria-hidden />
            Add Lecture
          </button>
        </div>
      </div>
      {!addAllowed && (
        <p id={addHintId} className="mt-2 text-right text-xs text-ink-muted">
          {uploading
            ? 'Wait for the upload to finish before adding a lecture.'
            : 'Give every lecture a title and a video before adding another.'}
        </p>
      )}
      <UploadBar target="bulk" label="Bulk upload progress" failedText="Not every video was uploaded" />
      {bulkError && (
        <div className="mt-3">
          <FormAlert>{bulkError}</FormAlert>
        </div>
      )}
      {bulkReport && (
        <BulkReportAlert
          report={bulkReport}
          uploading={uploading}
          onRetry={(files) => void bulkUpload(files)}
        />
      )}
      {curriculumIssue && (showAllIssues || rows.length === 0) && (
        <p data-focus="curriculum" tabIndex={-1} className="mt-3 text-sm text-danger">
          {curriculumIssue}
        </p>
      )}

      <ol className="mt-5 space-y-4">
        {rows.map((row, index) => {
          const rowIssues = issues[row.key] ?? {};
          const rowTitleError = titleError(row.key, rowIssues.title);
          const rowBusy = busy[row.key];
          const thisUploading = uploading && mediaUpload.target === `lecture:${row.key}`;
          return (
            <li key={row.key}>
              <fieldset className="min-w-0 rounded-2xl border border-line bg-white p-3 sm:p-5">
                <legend className="sr-only">Lecture {index + 1}</legend>
                <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
                  <p className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap" aria-hidden>
                    <span className="flex size-7 items-center justify-center rounded-full bg-sand text-xs">
                      {index + 1}
                    </span>
                    <span className="max-[400px]:hidden">Lecture {index + 1}</span>
                  </p>
                  <div className="flex items-center gap-1">
                    <button
                      type="button"
                      className="rounded-lg p-1.5 text-ink-muted hover:bg-sand hover:text-ink disabled:opacity-40 sm:p-2"
                      aria-label={`Move lecture ${index + 1} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUp size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className="rounded-lg p-1.5 text-ink-muted hover:bg-sand hover:text-ink disabled:opacity-40 sm:p-2"
                      aria-label={`Move lecture ${index + 1} down`}
                      disabled={index === rows.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDown size={16} aria-hidden />
                    </button>
                    <button
                      type="button"
                      className="inline-flex items-center gap-1.5 rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-danger hover:bg-danger/10 disabled:opacity-50 sm:ml-1 sm:px-3"
                      disabled={Boolean(rowBusy) || thisUploading}
                      onClick={() => requestDelete(row)}
                    >
                      {rowBusy === 'delete' ? (
                        <LoaderCircle size={15} className="animate-spin" aria-hidden />
                      ) : (
                        <Trash2 size={15} aria-hidden />
                      )}
                      Delete Lecture
                    </button>
                  </div>
                </div>

                <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
                  <TextInput
                    data-focus={`lecture:${row.key}:title`}
                    label="Lecture Title"
                    required
                    value={row.title}
                    placeholder="e.g. Setting up your Photoshop workspace"
                    error={rowTitleError}
                    onChange={(event) => update(row.key, { title: event.target.value })}
                    onBlur={() => onTitleLeft(row.key)}
                  />
                  <div className="pb-2.5">
                    <Switch
                      label="Free Preview"
                      checked={row.freePreview}
                      onCheckedChange={(freePreview) => update(row.key, { freePreview })}
                    />
                  </div>
                </div>

                <div className="mt-4 rounded-xl border border-dashed border-line bg-paper p-3">
                  {row.videoUrl ? (
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <p className="flex min-w-0 items-center gap-2 text-sm">
                        <CircleCheck size={18} className="shrink-0 text-success" aria-hidden />
                        <span className="min-w-0 truncate">
                          <span className="font-medium">
                            {row.fileName || (row._id ? 'Video attached' : 'Video uploaded')}
                          </span>
                          {row.duration !== null && (
                            <span className="text-ink-muted"> · {formatDuration(row.duration)}</span>
                          )}
                        </span>
                      </p>
                      <div className="flex flex-wrap gap-2">
                        {row.previewUrl && (
                          <button
                            type="button"
                            className="btn-outline px-4 py-2"
                            aria-expanded={previewing === row.key}
                            onClick={() => setPreviewing((current) => (current === row.key ? null : row.key))}
                          >
                            <Play size={15} aria-hidden />
                            {previewing === row.key ? 'Hide Preview' : 'Preview'}
                          </button>
                        )}
                        <button
                          type="button"
                          className="btn-outline px-4 py-2"
                          disabled={Boolean(rowBusy) || uploading}
                          onClick={() => requestReplace(row)}
                        >
                          {rowBusy === 'replace' ? (
                            <LoaderCircle size={15} className="animate-spin" aria-hidden />
                          ) : (
                            <RefreshCw size={15} aria-hidden />
                          )}
                          Replace Video
                        </button>
                      </div>
                      {streams.data?.has(row.public_id) && (
                        <div className="w-full">
                          <StreamStatus stream={streams.data.get(row.public_id)} />
                        </div>
                      )}
                      {previewing === row.key && row.previewUrl && (
                        <VideoPlayer
                          src={row.previewUrl}
                          title={`Lecture ${index + 1} video preview`}
                          className="rounded-lg"
                        />
                      )}
                    </div>
                  ) : (
                    <div className="flex flex-wrap items-center justify-between gap-3">
                      <p
                        className="flex items-center gap-2 text-sm text-ink-soft"
                        data-focus={`lecture:${row.key}:video`}
                        tabIndex={-1}
                      >
                        <Film size={18} className="shrink-0 text-ink-muted" aria-hidden />
                        {thisUploading ? 'Uploading the video…' : 'No video yet'}
                      </p>
                      <FileButton
                        label="Upload Video"
                        accept={VIDEO_ACCEPT}
                        disabled={uploading || Boolean(rowBusy)}
                        className="btn-outline px-4 py-2"
                        onFiles={([file]) => file && void uploadVideo(row.key, file)}
                      >
                        <Upload size={15} aria-hidden />
                        Upload Video
                      </FileButton>
                    </div>
                  )}
                  <UploadBar
                    target={`lecture:${row.key}`}
                    label={`Lecture ${index + 1} video upload progress`}
                  />
                  {(rowErrors[row.key] || (showAllIssues && rowIssues.video)) && (
                    <p className="mt-2 text-sm text-danger" role={rowErrors[row.key] ? 'alert' : undefined}>
                      {rowErrors[row.key] ?? rowIssues.video}
                    </p>
                  )}
                </div>
              </fieldset>
            </li>
          );
        })}
      </ol>
      {rows.length === 0 && (
        <p className="mt-4 rounded-2xl border border-dashed border-line bg-white px-4 py-10 text-center text-sm text-ink-soft">
          No lectures yet. Add a lecture, or bulk upload several videos at once.
        </p>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && setPendingDelete(null)}
        title={`Delete Lecture ${pendingRowIndex + 1}?`}
        description="Its video is deleted from storage straight away. This cannot be undone."
        confirmLabel="Delete Lecture"
        pending={pendingDelete ? busy[pendingDelete.key] === 'delete' : false}
        error={pendingDelete?.error}
        onConfirm={() => pendingDelete && void deleteLecture(pendingDelete.key)}
      />
      <ConfirmDialog
        open={pendingReplace !== null}
        onOpenChange={(open) => !open && setPendingReplace(null)}
        title={`Replace the video of Lecture ${replaceRowIndex + 1}?`}
        description="The current video is deleted straight away, and the published course shows this lecture without a video until you upload the new one and submit."
        confirmLabel="Replace Video"
        pending={pendingReplace ? busy[pendingReplace.key] === 'replace' : false}
        error={pendingReplace?.error}
        onConfirm={() => replaceRow && void replaceVideo(replaceRow)}
      />
    </div>
  );
}

/**
 * What a bulk upload did not do: each file the server refused, with its reason, and what the
 * connection (or session) cut short, with a button that sends just those again; a file cut
 * short carries on from where it stopped.
 */
function BulkReportAlert({
  report,
  uploading,
  onRetry,
}: {
  report: BulkOutcome;
  uploading: boolean;
  onRetry: (files: File[]) => void;
}) {
  const notStarted = report.unfinished.filter((failure) => failure.message === null);
  const retry = report.unfinished.map((failure) => failure.file);
  return (
    <div className="mt-3">
      <FormAlert>
        <p className="font-medium">{bulkSummary(report.stored, report.total)}</p>
        <ul className="mt-2 list-disc space-y-1 pl-5">
          {report.refused.map(({ file, index, message }) => (
            <li key={index}>{failureText(file, message)}</li>
          ))}
          {report.unfinished.flatMap(({ file, index, message }) =>
            message === null ? [] : [<li key={index}>{failureText(file, message)}</li>],
          )}
          {notStarted.length > 0 && (
            <li>Not started: {notStarted.map(({ file }) => `“${file.name}”`).join(', ')}.</li>
          )}
        </ul>
        {retry.length > 0 && (
          <p className="mt-2">
            {retry.length === 1
              ? 'Retry sends it again, carrying on where it stopped.'
              : 'Retry sends them again, each carrying on where it stopped.'}
          </p>
        )}
        {retry.length > 0 && (
          <button
            type="button"
            className="btn-outline mt-3 px-4 py-2"
            disabled={uploading}
            onClick={() => onRetry(retry)}
          >
            <RefreshCw size={15} aria-hidden />
            {retry.length === 1 ? 'Retry the video' : `Retry the ${retry.length} videos`}
          </button>
        )}
      </FormAlert>
    </div>
  );
}
