import type { ManualAccessRecord } from '@academy/shared/admin';
import { isStudentReference } from '@academy/shared/admin-limits';
import { MESSAGES } from '@academy/shared/messages';
import { KeyRound, LoaderCircle, Search, UserPlus, Users } from 'lucide-react';
import { type FormEvent, useDeferredValue, useId, useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError } from '@/lib/api-client';
import { notify } from '@/lib/toast';
import { useAdminCourses } from '../api/courses';
import { useGrantAccess, useManualAccess, useRemoveAccess, useStudentSearch } from '../api/manual-access';
import { AdminPageHeader, Loaded, Panel } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { DeleteAction } from '../components/delete-action';
import { FormAlert, SelectInput, TextArea } from '../components/fields';
import { useUnsavedChanges } from '../lib/admin-state';
import { splitList } from '../lib/form-values';

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
          <p className="px-2 py-3 text-sm text-danger">
            {results.error instanceof ApiError ? results.error.message : MESSAGES.genericFailure}
          </p>
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

type Row = {
  studentId: string;
  studentName: string;
  studentEmail: string;
  courseId: string;
  courseTitle: string;
};

/** SPEC §2 Manual Access table: student, course, Delete. */
function ManualAccessTable() {
  return (
    <Loaded
      query={useManualAccess()}
      loading="Loading manual access"
      failed="Manual access could not be loaded"
    >
      {(records) => <ManualAccessRows records={records} />}
    </Loaded>
  );
}

function ManualAccessRows({ records }: { records: ManualAccessRecord[] }) {
  const remove = useRemoveAccess();
  const rows: Row[] = records.flatMap((record) =>
    record.manualAccessCourses.map((course) => ({
      studentId: record.userId._id,
      studentName: record.userId.name,
      studentEmail: record.userId.email ?? '',
      courseId: course._id,
      courseTitle: course.title,
    })),
  );
  if (rows.length === 0) {
    return (
      <EmptyState icon={Users} title="No manual access yet">
        <p>Students you grant a course to appear here, and can be removed again.</p>
      </EmptyState>
    );
  }
  return (
    <DataTable<Row>
      caption="Manual access"
      rows={rows}
      rowKey={(row) => `${row.studentId}:${row.courseId}`}
      columns={[
        {
          header: 'Student',
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
          header: 'Actions',
          actions: true,
          cell: (row) => (
            <DeleteAction
              itemName={`${row.studentName}: ${row.courseTitle}`}
              title="Remove this access?"
              description={`${row.studentName} can no longer open “${row.courseTitle}”, unless they bought it.`}
              onDelete={async () => {
                try {
                  const response = await remove.mutateAsync({
                    studentId: row.studentId,
                    courseId: row.courseId,
                  });
                  notify.success(response.message || 'Access removed');
                } catch (error) {
                  console.error('remove manual access failed', error);
                  throw error;
                }
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** SPEC §2 Grant Access: course id and student ids (or emails), comma-separated. */
export function GrantAccess() {
  const courses = useAdminCourses();
  const grant = useGrantAccess();
  const [courseId, setCourseId] = useState('');
  const [students, setStudents] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [studentsTouched, setStudentsTouched] = useState(false);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  useUnsavedChanges(courseId !== '' || students.trim() !== '');

  const studentIds = splitList(students);
  const notStudents = studentIds.filter((entry) => !isStudentReference(entry));
  const errors = {
    courseId: courseId ? undefined : 'Choose the course to open.',
    students: !studentIds.length
      ? 'Enter at least one student id or email, or find students below.'
      : notStudents.length
        ? `Neither a student id nor an email: ${notStudents.join(', ')}.`
        : undefined,
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (errors.courseId || errors.students) return;
    setResult(null);
    grant.mutate(
      { id: courseId, studentIds },
      {
        onSuccess: (response) => {
          const message = response.message || 'Access granted';
          setResult({ tone: 'success', message });
          notify.success(message, 2000);
          setStudents('');
          setCourseId('');
          setSubmitted(false);
          setStudentsTouched(false);
        },
        onError: (error) => {
          setResult({
            tone: 'error',
            message: error instanceof ApiError ? error.message : MESSAGES.grantAccessFailed,
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
              <SelectInput
                label="Course"
                name="courseId"
                required
                value={courseId}
                error={submitted ? errors.courseId : undefined}
                hint={
                  courses.isError ? 'The course list could not be loaded; try reloading the page.' : undefined
                }
                placeholder={courses.isPending ? 'Loading courses…' : 'Select a course'}
                options={(courses.data ?? []).map((course) => ({ value: course._id, label: course.title }))}
                onChange={(event) => {
                  setCourseId(event.target.value);
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
                error={submitted || studentsTouched ? errors.students : undefined}
                onBlur={() => setStudentsTouched(true)}
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
