import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { type FocusEvent, useState } from 'react';
import { useCourseOptions, useCoursesByIds } from '../api/courses';
import { Combobox } from '../components/combobox';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { TEXT } from './projects-text';
import { ClearFilterButton } from '../components/clear-filter-button';

/** How long typing pauses before the course filter asks the server. */
const PICKER_PAUSE_MS = 250;

type Course = Pick<CourseSummary, '_id' | 'title'>;

/**
 * The queue's course filter, Admin → Reviews' product filter for courses alone: a course found by
 * typing part of its title. The chosen one's title comes from the server (`?ids=`), so a reloaded
 * or shared link names it; emptying the box, or ×, clears the filter, and leaving the box with a
 * half typed title puts the chosen course's back.
 */
export function CourseFilter({
  courseId,
  onChange,
}: {
  courseId: string | undefined;
  onChange: (courseId: string | undefined) => void;
}) {
  // The course chosen from the suggestions, named at once, before `?ids=` answers.
  const [picked, setPicked] = useState<Course | null>(null);
  const known = courseId && picked?._id === courseId ? picked : null;
  const named = useCoursesByIds(courseId && !known ? [courseId] : []);
  const title = !courseId
    ? ''
    : (known?.title ??
      named.data?.find((course) => course._id === courseId)?.title ??
      (named.isFetching || named.isPending ? '' : TEXT.course.unknown));

  const [query, setQuery] = useState(title);
  const [shown, setShown] = useState(title);
  if (shown !== title) {
    // Chosen, named or cleared: the box shows the course's title, or nothing.
    setShown(title);
    setQuery(title);
  }
  const typed = useDebouncedValue(query.trim(), PICKER_PAUSE_MS);
  // Once a course is chosen, its title is in the box: suggest the others too, not just it.
  const q = courseId && typed === title ? '' : typed;
  const options = useCourseOptions(q);

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setQuery(title);
  };
  return (
    <div className="flex items-end gap-2" onBlur={leave}>
      <div className="min-w-0 flex-1">
        <Combobox<CourseSummary>
          label={TEXT.course.label}
          placeholder={TEXT.course.placeholder}
          query={query}
          onQueryChange={(text) => {
            setQuery(text);
            if (text === '' && courseId) onChange(undefined);
          }}
          options={options.data}
          loading={options.isFetching || query.trim() !== typed}
          stale={query.trim() !== typed || options.isPlaceholderData}
          failed={options.isError ? TEXT.course.failed : undefined}
          optionKey={(option) => option._id}
          isSelected={(option) => option._id === courseId}
          onChoose={(option) => {
            setPicked(option);
            setQuery(option.title);
            onChange(option._id);
          }}
          noMatches={TEXT.course.noMatches(q)}
          renderOption={(option) => (
            <>
              <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{option.title}</span>
              {!option.isPublished && (
                <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-semibold text-ink-soft">
                  {TEXT.course.hidden}
                </span>
              )}
            </>
          )}
        />
      </div>
      {courseId && (
        <ClearFilterButton
          label={TEXT.course.clear(title || TEXT.course.unknown)}
          onClear={() => onChange(undefined)}
        />
      )}
    </div>
  );
}
