import type { VideoStream } from '@academy/shared/admin-media';
import {
  ArrowDown,
  ArrowUp,
  CircleCheck,
  Film,
  LoaderCircle,
  Play,
  RefreshCw,
  Trash2,
  Upload,
} from 'lucide-react';
import { VideoPlayer } from '@/components/player/video-player';
import { TextInput } from '../components/fields';
import { FileButton } from '../components/file-button';
import { Switch } from '../components/switch';
import { UploadBar } from '../components/upload-bar';
import { formatDuration } from '../lib/video-duration';
import type { LectureRow } from './course-form';
import { LectureCaptions } from './lecture-captions';
import { VIDEO_ACCEPT } from './lecture-video';
import { StreamStatus } from './stream-status';
import type { useLectureMedia } from './use-lecture-media';

type LectureMedia = ReturnType<typeof useLectureMedia>;

type VideoProps = {
  row: LectureRow;
  index: number;
  /** What the §5 rule says is missing about the video, once every issue shows. */
  issue: string | undefined;
  busy: 'replace' | 'delete' | undefined;
  media: LectureMedia;
  previewing: boolean;
  onTogglePreview: () => void;
  stream: VideoStream | undefined;
};

/** One lecture of the curriculum: its place, title, Free Preview switch and video. */
export function LectureItem({
  row,
  index,
  count,
  courseId,
  titleError,
  onTitleLeft,
  onMove,
  ...video
}: VideoProps & {
  count: number;
  /** The saved course's id; null while it is new. */
  courseId: string | null;
  titleError: string | undefined;
  onTitleLeft: () => void;
  onMove: (by: -1 | 1) => void;
}) {
  const { busy, media } = video;
  return (
    <li>
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
              onClick={() => onMove(-1)}
            >
              <ArrowUp size={16} aria-hidden />
            </button>
            <button
              type="button"
              className="rounded-lg p-1.5 text-ink-muted hover:bg-sand hover:text-ink disabled:opacity-40 sm:p-2"
              aria-label={`Move lecture ${index + 1} down`}
              disabled={index === count - 1}
              onClick={() => onMove(1)}
            >
              <ArrowDown size={16} aria-hidden />
            </button>
            <button
              type="button"
              className="inline-flex items-center gap-1.5 rounded-full px-2 py-2 text-sm font-medium whitespace-nowrap text-danger hover:bg-danger/10 disabled:opacity-50 sm:ml-1 sm:px-3"
              disabled={Boolean(busy) || media.uploadingFor(row.key)}
              onClick={() => media.requestDelete(row)}
            >
              {busy === 'delete' ? (
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
            error={titleError}
            onChange={(event) => media.update(row.key, { title: event.target.value })}
            onBlur={onTitleLeft}
          />
          <div className="pb-2.5">
            <Switch
              label="Free Preview"
              checked={row.freePreview}
              onCheckedChange={(freePreview) => media.update(row.key, { freePreview })}
            />
          </div>
        </div>

        <LectureVideo row={row} index={index} {...video} />
        <LectureCaptions
          courseId={courseId}
          lectureId={row._id}
          captions={row.captions}
          onChange={(captions) => media.update(row.key, { captions })}
        />
      </fieldset>
    </li>
  );
}

/** A lecture's video: the file and its stream, or the upload; Preview, Replace Video. */
function LectureVideo({ row, index, issue, busy, media, previewing, onTogglePreview, stream }: VideoProps) {
  return (
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
                aria-expanded={previewing}
                onClick={onTogglePreview}
              >
                <Play size={15} aria-hidden />
                {previewing ? 'Hide Preview' : 'Preview'}
              </button>
            )}
            <button
              type="button"
              className="btn-outline px-4 py-2"
              disabled={Boolean(busy) || media.uploading}
              onClick={() => media.requestReplace(row)}
            >
              {busy === 'replace' ? (
                <LoaderCircle size={15} className="animate-spin" aria-hidden />
              ) : (
                <RefreshCw size={15} aria-hidden />
              )}
              Replace Video
            </button>
          </div>
          {stream && (
            <div className="w-full">
              <StreamStatus stream={stream} />
            </div>
          )}
          {previewing && row.previewUrl && (
            <VideoPlayer
              src={row.previewUrl}
              title={`Lecture ${index + 1} video preview`}
              captions={row.captions}
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
            {media.uploadingFor(row.key) ? 'Uploading the video…' : 'No video yet'}
          </p>
          <FileButton
            label="Upload Video"
            accept={VIDEO_ACCEPT}
            disabled={media.uploading || Boolean(busy)}
            className="btn-outline px-4 py-2"
            onFiles={([file]) => file && void media.uploadVideo(row.key, file)}
          >
            <Upload size={15} aria-hidden />
            Upload Video
          </FileButton>
        </div>
      )}
      <UploadBar target={`lecture:${row.key}`} label={`Lecture ${index + 1} video upload progress`} />
      {(media.rowErrors[row.key] || issue) && (
        <p className="mt-2 text-sm text-danger" role={media.rowErrors[row.key] ? 'alert' : undefined}>
          {media.rowErrors[row.key] ?? issue}
        </p>
      )}
    </div>
  );
}
