import type { VideoStream } from '@academy/shared/admin-media';
import { CircleAlert, CircleCheck, LoaderCircle, RefreshCw } from 'lucide-react';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useRetryVideoStream } from '../api/video-streams';

/**
 * Under a lecture's video in the curriculum editor: whether its adaptive stream (issue 14) is
 * waiting, being prepared (with a percentage), ready, or failed / unavailable with the reason
 * and a Retry. Students get the uploaded MP4 until the stream is ready.
 */
export function StreamStatus({ stream }: { stream: VideoStream | undefined }) {
  const retry = useRetryVideoStream();
  if (!stream) return null;

  const retryButton = (
    <button
      type="button"
      className="btn-outline px-3 py-1.5 text-xs"
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(stream.public_id, {
          onError: (error) => notify.error(errorMessage(error, 'The video could not be queued again.')),
        })
      }
    >
      {retry.isPending ? (
        <LoaderCircle size={13} className="animate-spin" aria-hidden />
      ) : (
        <RefreshCw size={13} aria-hidden />
      )}
      Retry
    </button>
  );

  switch (stream.status) {
    case 'ready':
      return (
        <p className="flex items-center gap-2 text-xs text-ink-soft">
          <CircleCheck size={14} className="shrink-0 text-success" aria-hidden />
          Ready to stream in {stream.renditions.map((rendition) => rendition.name).join(', ')}
        </p>
      );
    case 'processing':
      return (
        <div className="text-xs text-ink-soft">
          <p className="flex items-center gap-2">
            <LoaderCircle size={14} className="shrink-0 animate-spin" aria-hidden />
            Preparing for streaming… {stream.progress}%
          </p>
          <div
            className="mt-1.5 h-1 overflow-hidden rounded-full bg-line"
            role="progressbar"
            aria-label="Preparing for streaming"
            aria-valuenow={stream.progress}
            aria-valuemin={0}
            aria-valuemax={100}
          >
            <div className="h-full rounded-full bg-accent" style={{ width: `${stream.progress}%` }} />
          </div>
        </div>
      );
    case 'failed':
    case 'unavailable':
      return (
        <div className="flex flex-wrap items-start justify-between gap-2 text-xs">
          <p className="flex min-w-0 flex-1 basis-64 items-start gap-2 text-ink-soft">
            <CircleAlert size={14} className="mt-0.5 shrink-0 text-accent" aria-hidden />
            <span className="min-w-0">
              {stream.status === 'failed'
                ? 'Could not be prepared for streaming, so students get the uploaded file. '
                : 'Students get the uploaded file: streaming in several qualities is not set up. '}
              <span className="text-ink-muted">{stream.error}</span>
            </span>
          </p>
          {retryButton}
        </div>
      );
    default:
      return (
        <p className="flex items-center gap-2 text-xs text-ink-soft">
          <LoaderCircle size={14} className="shrink-0 animate-spin" aria-hidden />
          Waiting to be prepared for streaming
        </p>
      );
  }
}
