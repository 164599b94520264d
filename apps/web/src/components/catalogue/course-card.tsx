import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { BookOpen, Languages } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CardHeart } from './card-heart';
import { levelName, teachingLanguageName } from '@/lib/catalogue-words';
import { messageWith, useT } from '@/lib/i18n';
import { useCourseOpenHandler } from './course-open-context';
import { CoverImage } from './cover-image';
import { Price } from './price';
import { CardRating } from './rating-stars';

export function CourseCard({ course, eager = false }: { course: CourseSummary; eager?: boolean }) {
  const onOpen = useCourseOpenHandler();
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card transition-shadow hover:shadow-lg has-[a:focus-visible]:focus-ring">
      <CoverImage
        src={course.image}
        alt=""
        width={640}
        height={360}
        eager={eager}
        className="w-full transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <CardHeart item={{ kind: 'course', id: course._id }} title={course.title} />
      <div className="flex flex-1 flex-col p-5">
        <p translate="no" className="text-xs font-semibold tracking-wider text-accent-strong uppercase">
          {course.category}
        </p>
        <h3 translate="no" className="mt-2 text-lg leading-snug font-semibold">
          <Link
            to={paths.courseDetails(course._id)}
            onClick={(event) => {
              // A new tab or window (modifier keys, middle button) still opens the details.
              const plain =
                event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
              if (!onOpen || !plain || event.defaultPrevented) return;
              event.preventDefault();
              onOpen(course._id);
            }}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {course.title}
          </Link>
        </h3>
        <p className="mt-1 text-sm text-ink-soft">
          {messageWith(
            (name) => t('card.courseBy', { name }),
            <span translate="no">{course.instructorName}</span>,
          )}
        </p>
        <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink-muted">
          <li className="flex items-center gap-1.5">
            <BookOpen size={14} aria-hidden />
            {t('card.lectures', { count: course.lectures })}
          </li>
          <li className="flex items-center gap-1.5">
            <Languages size={14} aria-hidden />
            {teachingLanguageName(t, course.primaryLanguage)} · {levelName(t, course.level)}
          </li>
        </ul>
        <CardRating rating={course.rating} />
        <div className="mt-auto pt-4">
          <Price price={course.price} fakePrice={course.fakePrice} />
        </div>
      </div>
    </article>
  );
}
