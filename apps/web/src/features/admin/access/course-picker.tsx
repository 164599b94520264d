import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { useState } from 'react';
import { formatRupees } from '@/lib/money';
import { useCourseOptions } from '../api/courses';
import { Combobox } from '../components/combobox';
import { useDebouncedValue } from '../lib/use-debounced-value';

/** How long typing pauses before the course picker asks the server. */
const COURSE_PICKER_PAUSE_MS = 250;

export type ChosenCourse = { id: string; title: string };

/**
 * The course to open, found by typing part of its title: the server searches the courses, a
 * page of suggestions at a time, instead of the form loading every course to list them.
 */
export function CoursePicker({
  course,
  onChange,
  error,
}: {
  course: ChosenCourse | null;
  onChange: (course: ChosenCourse | null) => void;
  error: string | undefined;
}) {
  const [query, setQuery] = useState(course?.title ?? '');
  const [shown, setShown] = useState(course);
  if (shown !== course) {
    // Chosen, or cleared after a grant: the box shows the chosen title, or nothing.
    setShown(course);
    setQuery(course?.title ?? '');
  }
  const typed = useDebouncedValue(query.trim(), COURSE_PICKER_PAUSE_MS);
  // Once a course is chosen, its title is in the box: suggest the others too, not just it.
  const q = course && typed === course.title ? '' : typed;
  const options = useCourseOptions(q);
  return (
    <Combobox<CourseSummary>
      label="Course"
      name="courseId"
      required
      placeholder="Type part of the course title"
      hint="Published and hidden courses alike."
      query={query}
      onQueryChange={(text) => {
        setQuery(text);
        if (course && text !== course.title) onChange(null);
      }}
      options={options.data}
      loading={options.isFetching || query.trim() !== typed}
      stale={query.trim() !== typed || options.isPlaceholderData}
      failed={options.isError ? 'The courses could not be loaded. Type again to retry.' : undefined}
      optionKey={(option) => option._id}
      isSelected={(option) => option._id === course?.id}
      onChoose={(option) => onChange({ id: option._id, title: option.title })}
      noMatches={`No course matches ‘${q}’.`}
      error={error}
      renderOption={(option) => (
        <>
          <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{option.title}</span>
          {!option.isPublished && (
            <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-semibold text-ink-soft">
              Hidden
            </span>
          )}
          <span className="w-16 shrink-0 text-right text-xs text-ink-muted tabular-nums">
            {formatRupees(option.price)}
          </span>
        </>
      )}
    />
  );
}
