import type { Lecture } from '@academy/shared/catalogue-courses';
import { Lock, PlayCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';

const formatDuration = (seconds: number | null) => {
  if (seconds === null) return '';
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
};

/**
 * SPEC §2: EP number, title, duration, and a play icon for previews or a lock. For a student who
 * owns the course every episode plays (`onOpen`, in the course player).
 */
export function EpisodeList({
  lectures,
  onPreview,
  onLocked,
  owned = false,
  onOpen,
}: {
  lectures: Lecture[];
  onPreview: (lecture: Lecture) => void;
  onLocked: () => void;
  owned?: boolean;
  onOpen?: (lecture: Lecture) => void;
}) {
  const t = useT();
  return (
    <ol className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      {lectures.map((lecture, index) => {
        const preview = lecture.freePreview && lecture.videoUrl !== '';
        const playable = owned || preview;
        const open = () => {
          if (owned && onOpen) onOpen(lecture);
          else if (preview) onPreview(lecture);
          else onLocked();
        };
        return (
          <li
            key={lecture._id}
            className="relative flex items-center gap-4 px-4 py-4 hover:bg-paper has-[button:focus-visible]:focus-ring has-[button:focus-visible]:-outline-offset-2 sm:px-5"
          >
            {/* The row is the button (its ::after covers it); the duration beside the name is not
                part of the name a voice user speaks to press it (WCAG 2.5.3). */}
            <button
              type="button"
              onClick={open}
              className="flex min-w-0 flex-1 items-center gap-4 text-left after:absolute after:inset-0 focus-visible:outline-none"
              aria-label={t(
                owned ? 'episode.labelPlay' : preview ? 'episode.labelPreview' : 'episode.labelLocked',
                {
                  number: String(index + 1).padStart(2, '0'),
                  title: lecture.title,
                },
              )}
            >
              <span className="w-12 shrink-0 font-display text-sm font-semibold text-ink-muted">
                {t('episode.number', { number: String(index + 1).padStart(2, '0') })}
              </span>{' '}
              <span className="min-w-0 flex-1">
                <span translate="no" className="block font-medium break-words">
                  {lecture.title}
                </span>{' '}
                {preview && !owned && (
                  <span className="text-xs font-semibold text-success">{t('episode.freePreview')}</span>
                )}
              </span>
            </button>
            <span className="w-11 shrink-0 text-right text-sm text-ink-muted tabular-nums">
              {formatDuration(lecture.duration)}
            </span>
            {playable ? (
              <PlayCircle className="shrink-0 text-accent" size={22} aria-hidden />
            ) : (
              <Lock className="shrink-0 text-ink-muted" size={20} aria-hidden />
            )}
          </li>
        );
      })}
    </ol>
  );
}
