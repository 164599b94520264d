import { ACADEMY } from '@academy/shared/academy';
import { isStudentReference } from '@academy/shared/admin-limits';
import type { CourseSummary } from '@academy/shared/catalogue-api';
import { MESSAGES } from '@academy/shared/messages';
import { KeyRound, LoaderCircle, Search, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/error-message';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useCourseOptions } from '../api/courses';
import {
  MANUAL_ACCESS_SORT,
  type ManualAccessRow,
  type ManualAccessSort,
  useGrantAccess,
  useManualAccessPage,
  useRemoveAccess,
  useStudentSearch,
} from '../api/manual-access';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { AdminTable, type SortOption } from '../components/admin-table';
import { Combobox } from '../components/combobox';
import { DeleteAction } from '../components/delete-action';
import { FormAlert, TextArea } from '../components/fields';
import { useUnsavedChanges } from '../lib/admin-state';
import { splitList } from '../lib/form-values';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { useTableSearch } from '../lib/use-table-search';

/** Beyond SPEC §5: find students by name or email and add them to the list. */
function StudentSearch({ chosen, onPick }: { chosen: string[]; onPick: (value: string) => void }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const results = useStudentSearch(deferred);
  const inputId = useId();
  const picked = new Set(chosen.map((value) => value.toLowerCase()));

  return (
    <div className="rounded-2xl border border-line bg-paper p-3">
      <label htmlFor={inputId} className="field-label">
        Find students
      </label>
      <div className="relative">
        <Search size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Name or email, at least 2 letters"
          className="field-input py-2 pl-9 text-sm"
          autoComplete="off"
        />
      </div>
      <div className="mt-2" aria-live="polite">
        {deferred.length < 2 ? null : results.isPending ? (
          <p className="px-2 py-3 text-sm text-ink-muted">Searching…</p>
        ) : results.isError ? (
          <p className="px-2 py-3 text-sm text-danger">{errorMessage(results.error)}</p>
        ) : results.data.length === 0 ? (
          <p className="px-2 py-3 text-sm text-ink-muted">No student matches “{deferred}”.</p>
        ) : (
          <ul className="max-h-64 divide-y divide-line overflow-y-auto" aria-label="Matching students">
            {results.data.map((student) => {
              const already =
                picked.has(student._id.toLowerCase()) || picked.has(student.email.toLowerCase());
              return (
                <li key={student._id} className="flex items-center justify-between gap-3 px-2 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="block truncate font-medium">{student.name}</span>
                    <span className="block truncate text-xs text-ink-muted">{student.email}</span>
                  </span>
                  <button
                    type="button"
                    className="btn-outline shrink-0 px-3 py-1.5 text-xs"
                    disabled={already}
                    onClick={() => onPick(student._id)}
                  >
                    {already ? 'Added' : 'Add'}
                    <span className="sr-only"> {student.name}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </div>
  );
}

const grantedDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

const SORT_OPTIONS: SortOption<ManualAccessSort>[] = [
  { sort: 'date', dir: 'desc', label: 'Latest grant first' },
  { sort: 'date', dir: 'asc', label: 'Earliest grant first' },
  { sort: 'name', dir: 'asc', label: 'Student, A to Z' },
  { sort: 'name', dir: 'desc', label: 'Student, Z to A' },
];

/**
 * SPEC §2 Manual Access table: student, course, Delete; and when it was granted. A page of
 * students at a time, searched by student or course and sorted on the server.
 */
function ManualAccessTable() {
  const table = useTableSearch(MANUAL_ACCESS_SORT);
  const rows = useManualAccessPage(table.search);
  const remove = useRemoveAccess();
  return (
    <AdminTable<ManualAccessRow, ManualAccessSort>
      controls={table}
      query={rows}
      caption="Manual access"
      noun={{ one: 'student', many: 'students' }}
      searchLabel="Search manual access"
      searchPlaceholder="Student or course"
      sortOptions={SORT_OPTIONS}
      loading="Loading manual access"
      failed="Manual access could not be loaded"
      empty={
        <EmptyState icon={Users} title="No manual access yet">
          <p>Students you grant a course to appear here, and can be removed again.</p>
        </EmptyState>
      }
      rowKey={(row) => `${row.studentId}:${row.courseId}`}
      columns={[
        {
          header: 'Student',
          sort: 'name',
          primary: true,
          cell: (row) => (
            <span>
              {row.studentName}
              {row.studentEmail && (
                <span className="block text-xs font-normal text-ink-muted">{row.studentEmail}</span>
              )}
            </span>
          ),
        },
        { header: 'Course', cell: (row) => row.courseTitle },
        {
          header: 'Granted',
          sort: 'date',
          cell: (row) => (
            <time dateTime={row.grantedAt} className="whitespace-nowrap">
              {grantedDay.format(new Date(row.grantedAt))}
            </time>
          ),
        },
        {
          header: 'Actions',
          actions: true,
          cell: (row) => (
            <DeleteAction
              itemName={`${row.studentName}: ${row.courseTitle}`}
              title="Remove this access?"
              description={`${row.studentName} can no longer open “${row.courseTitle}”, unless they bought it.`}
              onDelete={async () => {
                const response = await remove.mutateAsync({
                  studentId: row.studentId,
                  courseId: row.courseId,
                });
                notify.success(response.message || 'Access removed');
              }}
            />
          ),
        },
      ]}
    />
  );
}

type ChosenCourse = { id: string; title: string };

/**
 * The course to open, found by typing part of its title: the server searches the courses, a
 * page of suggestions at a time, instead of the form loading every course to list them.
 */
function CoursePicker({
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

/** How long typing pauses before the course picker asks the server. */
const COURSE_PICKER_PAUSE_MS = 250;

/** SPEC §2 Grant Access: course id and student ids (or emails), comma-separated. */
export function GrantAccess() {
  const grant = useGrantAccess();
  const [course, setCourse] = useState<ChosenCourse | null>(null);
  const courseId = course?.id ?? '';
  const [students, setStudents] = useState('');
  // A failed submit has always left focus where it was: the course is chosen in a picker.
  const fields = useForm({ fields: ['courseId', 'studentIds'], focus: null });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  useUnsavedChanges(courseId !== '' || students.trim() !== '');

  const studentIds = splitList(students);
  const notStudents = studentIds.filter((entry) => !isStudentReference(entry));
  const errors = {
    courseId: courseId ? undefined : 'Choose the course to open.',
    studentIds: !studentIds.length
      ? 'Enter at least one student id or email, or find students below.'
      : notStudents.length
        ? `Neither a student id nor an email: ${notStudents.join(', ')}.`
        : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.attempt(errors)) return;
    setResult(null);
    grant.mutate(
      { id: courseId, studentIds },
      {
        onSuccess: (response) => {
          const message = response.message || 'Access granted';
          setResult({ tone: 'success', message });
          notify.success(message, 2000);
          setStudents('');
          setCourse(null);
          fields.reset();
        },
        onError: (error) => {
          setResult({
            tone: 'error',
            message: errorMessage(error, MESSAGES.grantAccessFailed),
          });
        },
      },
    );
  };

  const pick = (value: string) => {
    setStudents((current) => [...splitList(current), value].join(', '));
    setResult(null);
  };

  return (
    <div className="space-y-8 pb-10">
      <AdminPageHeader
        title="Grant Access"
        description="Open a course to students without a payment: offline-batch students, scholarships, replacements."
      />
      <form noValidate onSubmit={submit}>
        <Panel>
          <div className="grid gap-5 lg:grid-cols-2">
            <div className="space-y-5">
              <CoursePicker
                course={course}
                error={fields.errorFor('courseId', errors.courseId)}
                onChange={(chosen) => {
                  setCourse(chosen);
                  setResult(null);
                }}
              />
              <TextArea
                label="Student IDs or Emails"
                name="studentIds"
                required
                rows={4}
                value={students}
                hint="Separate with commas. Spaces and empty entries are ignored."
                placeholder="asha@example.com, 7f3c…-…"
                error={fields.errorFor('studentIds', errors.studentIds)}
                onBlur={() => fields.touch('studentIds')}
                onChange={(event) => {
                  setStudents(event.target.value);
                  setResult(null);
                }}
              />
              {studentIds.length > 0 && (
                <p className="text-xs text-ink-muted">
                  {studentIds.length} {studentIds.length === 1 ? 'student' : 'students'} will get access.
                </p>
              )}
            </div>
            <StudentSearch chosen={studentIds} onPick={pick} />
          </div>
          {result && (
            <div className="mt-5">
              <FormAlert tone={result.tone}>{result.message}</FormAlert>
            </div>
          )}
          <div className="mt-5 flex justify-end">
            <button type="submit" className="btn-accent" disabled={grant.isPending}>
              {grant.isPending ? (
                <LoaderCircle size={16} className="animate-spin" aria-hidden />
              ) : (
                <KeyRound size={16} aria-hidden />
              )}
              Grant Access
            </button>
          </div>
        </Panel>
      </form>

      <section aria-labelledby="manual-access-heading">
        <h2 id="manual-access-heading" className="mb-4 flex items-center gap-2 text-xl font-semibold">
          <UserPlus size={20} className="text-accent" aria-hidden />
          Manual Access
        </h2>
        <ManualAccessTable />
      </section>
    </div>
  );
}
