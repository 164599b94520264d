import type { Lecture } from '@academy/shared/catalogue-courses';
import { Award, Check, Download, Play } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatTime } from '@/components/player/format-time';
import { useDateFormat } from '@/lib/dates';
import { useT } from '@/lib/i18n';

/**
 * SPEC §2 Course progress: the 'Next Lectures' panel, every curriculum title in order with a
 * tick on the viewed ones; choosing one plays it.
 */
export function LecturePanel({
  lectures,
  viewed,
  saved,
  currentId,
  onSelect,
  disabled = false,
  certificate,
  actions,
}: {
  lectures: Lecture[];
  viewed: Set<string>;
  /** Issue 32: the lectures saved on this device, marked as such. */
  saved?: ReadonlyMap<string, unknown> | undefined;
  currentId: string | undefined;
  onSelect: (lecture: Lecture) => void;
  disabled?: boolean;
  /** A certificate earned before, offered while the course is not complete now. */
  certificate?: { completedAt: string; onOpen: () => void } | undefined;
  /** Under the course's progress: saving the whole course for offline (issue 32). */
  actions?: ReactNode;
}) {
  const t = useT();
  const earnedDay = useDateFormat({ dateStyle: 'medium' });
  const viewedCount = lectures.filter((lecture) => viewed.has(lecture._id)).length;
  const percent = lectures.length > 0 ? Math.round((viewedCount / lectures.length) * 100) : 0;

  return (
    <div className="flex h-full flex-col">
      <div className="border-b border-white/10 px-4 pt-5 pb-4 sm:px-5">
        <h2 id="next-lectures-heading" className="text-lg font-semibold">
          {t('learning.nextLectures')}
        </h2>
        <p className="mt-1 text-sm text-white/60">
          {t('learning.viewedCount', { viewed: viewedCount, total: lectures.length })}
        </p>
        <div
          className="mt-3 h-1.5 overflow-hidden rounded-full bg-white/10"
          role="progressbar"
          aria-label={t('learning.courseProgress')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={percent}
        >
          <div
            className="h-full rounded-full bg-success transition-[width]"
            style={{ width: `${percent}%` }}
          />
        </div>
        {actions}
      </div>

      <ol aria-labelledby="next-lectures-heading" className="flex-1 space-y-1 overflow-y-auto p-2 sm:p-3">
        {lectures.map((lecture, index) => {
          const isViewed = viewed.has(lecture._id);
          const isCurrent = lecture._id === currentId;
          return (
            <li key={lecture._id}>
              <button
                type="button"
                onClick={() => onSelect(lecture)}
                disabled={disabled}
                aria-current={isCurrent ? 'true' : undefined}
                data-testid="lecture-item"
                data-viewed={isViewed}
                className={`flex w-full items-start gap-3 rounded-xl px-3 py-3 text-left transition-colors disabled:cursor-not-allowed ${
                  isCurrent ? 'bg-white/10 ring-1 ring-accent/70' : 'hover:bg-white/5'
                }`}
              >
                <span
                  className={`mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-semibold tabular-nums ${
                    isViewed
                      ? 'bg-success text-white'
                      : isCurrent
                        ? 'bg-accent text-white'
                        : 'bg-white/10 text-white/70'
                  }`}
                  aria-hidden
                >
                  {isViewed ? (
                    <Check size={15} strokeWidth={3} />
                  ) : isCurrent ? (
                    <Play size={12} fill="currentColor" className="translate-x-px" />
                  ) : (
                    index + 1
                  )}
                </span>
                <span className="min-w-0 flex-1">
                  <span
                    translate="no"
                    className={`block text-sm font-medium break-words ${isCurrent ? 'text-white' : 'text-white/85'}`}
                  >
                    <span className="sr-only">{`${index + 1}. `}</span>
                    {lecture.title}
                  </span>
                  <span className="mt-0.5 block text-xs text-white/50">
                    {lecture.duration !== null && formatTime(lecture.duration)}
                    {lecture.duration !== null && (isViewed || isCurrent) && ' · '}
                    {isViewed && <span className="text-[#5fd49c]">{t('learning.viewed')}</span>}
                    {isViewed && isCurrent && ' · '}
                    {isCurrent && <span className="text-accent-bright">{t('learning.nowPlaying')}</span>}
                    {saved?.has(lecture._id) && (
                      <span className="ml-2 inline-flex items-center gap-1 align-middle text-white/60">
                        <Download size={12} aria-hidden />
                        {t('saved.savedTag')}
                      </span>
                    )}
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ol>

      {certificate && (
        <div className="m-3 rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
          <p className="text-xs text-white/60">
            {t('learning.earnedOn', { date: earnedDay(certificate.completedAt) })}
          </p>
          <button
            type="button"
            onClick={certificate.onOpen}
            className="mt-2 inline-flex items-center gap-2 text-sm font-semibold text-accent-bright hover:underline"
          >
            <Award size={16} aria-hidden />
            {t('learning.certificate')}
          </button>
        </div>
      )}
    </div>
  );
}
