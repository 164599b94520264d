import type { Lecture } from '@academy/shared/catalogue-courses';
import { ArrowRight } from 'lucide-react';
import { useT } from '@/lib/i18n';

/**
 * Under the player: the lecture's place in the course and whether it was viewed, its title (the
 * course's before a lecture is chosen), and the lecture up next.
 */
export function LectureDetails({
  lecture,
  position,
  count,
  viewed,
  courseTitle,
  nextLecture,
  onPlayNext,
}: {
  lecture: Lecture | undefined;
  /** The lecture's number in the curriculum, from 1. */
  position: number;
  count: number;
  viewed: boolean;
  courseTitle: string | undefined;
  nextLecture: Lecture | undefined;
  onPlayNext: (lecture: Lecture) => void;
}) {
  const t = useT();
  return (
    <div className="px-4 py-5 sm:px-0">
      {lecture && (
        <p className="text-xs font-semibold tracking-[0.18em] text-white/50 uppercase">
          {t('learning.lectureOf', { position, count })}
          {viewed && <span className="ml-2 text-[#5fd49c]">· {t('learning.viewed')}</span>}
        </p>
      )}
      <h2
        data-testid="lecture-title"
        translate="no"
        className="mt-1.5 text-xl leading-snug font-semibold sm:text-2xl"
      >
        {lecture?.title ?? courseTitle}
      </h2>
      {lecture && nextLecture && (
        <button
          type="button"
          onClick={() => onPlayNext(nextLecture)}
          className="mt-3 inline-flex max-w-full items-center gap-2 text-sm text-white/60 hover:text-white"
        >
          <span className="shrink-0">{t('learning.upNext')}</span>
          <span translate="no" className="truncate font-medium text-white/85">
            {nextLecture.title}
          </span>
          <ArrowRight size={15} className="shrink-0" aria-hidden />
        </button>
      )}
    </div>
  );
}
