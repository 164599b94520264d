import type { Lecture } from '@academy/shared/catalogue-api';
import { Lock, PlayCircle } from 'lucide-react';

const formatDuration = (seconds: number | null) => {
  if (seconds === null) return '';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
};

/** SPEC §2: EP number, title, duration, and a play icon for previews or a lock. */
export function EpisodeList({
  lectures,
  onPreview,
  onLocked,
}: {
  lectures: Lecture[];
  onPreview: (lecture: Lecture) => void;
  onLocked: () => void;
}) {
  return (
    <ol className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      {lectures.map((lecture, index) => {
        const playable = lecture.freePreview && lecture.videoUrl !== '';
        return (
          <li key={lecture._id}>
            <button
              type="button"
              onClick={() => (playable ? onPreview(lecture) : onLocked())}
              className="flex w-full items-center gap-4 px-4 py-4 text-left hover:bg-paper sm:px-5"
              aria-label={`EP ${String(index + 1).padStart(2, '0')}: ${lecture.title}${playable ? ', free preview' : ', locked'}`}
            >
              <span className="w-12 shrink-0 font-display text-sm font-semibold text-ink-muted">
                EP {String(index + 1).padStart(2, '0')}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{lecture.title}</span>
                {playable && <span className="text-xs font-semibold text-success">Free preview</span>}
              </span>
              <span className="text-sm text-ink-muted tabular-nums">{formatDuration(lecture.duration)}</span>
              {playable ? (
                <PlayCircle className="shrink-0 text-accent" size={22} aria-hidden />
              ) : (
                <Lock className="shrink-0 text-ink-muted" size={20} aria-hidden />
              )}
            </button>
          </li>
        );
      })}
    </ol>
  );
}
