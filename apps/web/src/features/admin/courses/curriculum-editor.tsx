import { Plus, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { ConfirmDialog } from '../components/confirm-dialog';
import { FormAlert } from '../components/fields';
import { FileButton } from '../components/file-button';
import { UploadBar } from '../components/upload-bar';
import { useVideoStreams } from '../api/video-streams';
import { BulkReportAlert } from './bulk-report-alert';
import { blankLecture, type LectureRow, newLectureKey } from './course-form';
import { canAddLecture, type LectureIssues } from './course-validation';
import { LectureItem } from './lecture-row';
import { VIDEO_ACCEPT } from './lecture-video';
import { type Rows, useLectureMedia } from './use-lecture-media';

/**
 * SPEC §2/§4/§5 curriculum editor: one row per lecture with its title, Free Preview switch and
 * video; Add Lecture (only when every lecture has a title and a video, and no upload runs),
 * Bulk Upload ('Lecture N' per file), Replace Video and Delete Lecture (each only after the
 * server has deleted the stored video).
 */
export function CurriculumEditor({
  courseId,
  rows,
  setRows,
  issues,
  curriculumIssue,
  showAllIssues,
  titleError,
  onTitleLeft,
}: {
  /** The saved course's id; null while it is new (its lectures take captions once submitted). */
  courseId: string | null;
  rows: LectureRow[];
  setRows: Rows;
  issues: Record<string, LectureIssues>;
  curriculumIssue: string | null;
  showAllIssues: boolean;
  /** The message under a lecture's title, by its row key: the server's, else its problem once due. */
  titleError: (key: string, problem: string | undefined) => string | undefined;
  onTitleLeft: (key: string) => void;
}) {
  const media = useLectureMedia(rows, setRows);
  const { uploading, busy, pendingDelete, pendingReplace } = media;
  const [previewing, setPreviewing] = useState<string | null>(null);
  const addHintId = useId();
  const streams = useVideoStreams(rows.flatMap((row) => (row.public_id ? [row.public_id] : [])));

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
            onFiles={(files) => void media.bulkUpload(files)}
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
      {media.bulkError && (
        <div className="mt-3">
          <FormAlert>{media.bulkError}</FormAlert>
        </div>
      )}
      {media.bulkReport && (
        <BulkReportAlert
          report={media.bulkReport}
          uploading={uploading}
          onRetry={(files) => void media.bulkUpload(files)}
        />
      )}
      {curriculumIssue && (showAllIssues || rows.length === 0) && (
        <p data-focus="curriculum" tabIndex={-1} className="mt-3 text-sm text-danger">
          {curriculumIssue}
        </p>
      )}

      <ol className="mt-5 space-y-4">
        {rows.map((row, index) => (
          <LectureItem
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            courseId={courseId}
            issue={showAllIssues ? issues[row.key]?.video : undefined}
            titleError={titleError(row.key, issues[row.key]?.title)}
            onTitleLeft={() => onTitleLeft(row.key)}
            onMove={(by) => move(index, by)}
            busy={busy[row.key]}
            media={media}
            previewing={previewing === row.key}
            onTogglePreview={() => setPreviewing((current) => (current === row.key ? null : row.key))}
            stream={streams.data?.get(row.public_id)}
          />
        ))}
      </ol>
      {rows.length === 0 && (
        <p className="mt-4 rounded-2xl border border-dashed border-line bg-white px-4 py-10 text-center text-sm text-ink-soft">
          No lectures yet. Add a lecture, or bulk upload several videos at once.
        </p>
      )}

      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => !open && media.cancelDelete()}
        title={`Delete Lecture ${pendingRowIndex + 1}?`}
        description="Its video is deleted from storage straight away. This cannot be undone."
        confirmLabel="Delete Lecture"
        pending={pendingDelete ? busy[pendingDelete.key] === 'delete' : false}
        error={pendingDelete?.error}
        onConfirm={() => pendingDelete && void media.deleteLecture(pendingDelete.key)}
      />
      <ConfirmDialog
        open={pendingReplace !== null}
        onOpenChange={(open) => !open && media.cancelReplace()}
        title={`Replace the video of Lecture ${replaceRowIndex + 1}?`}
        description="The current video is deleted straight away, and the published course shows this lecture without a video until you upload the new one and submit."
        confirmLabel="Replace Video"
        pending={pendingReplace ? busy[pendingReplace.key] === 'replace' : false}
        error={pendingReplace?.error}
        onConfirm={() => replaceRow && void media.replaceVideo(replaceRow)}
      />
    </div>
  );
}
