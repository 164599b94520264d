import { MESSAGES } from '@academy/shared/messages';
import { KeyRound, LoaderCircle, UserPlus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useForm } from '@/components/form/use-form';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useGrantAccess } from '../api/manual-access';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { FormAlert, TextArea } from '../components/fields';
import { useUnsavedChanges } from '../lib/admin-state';
import { splitList } from '../lib/form-values';
import { type ChosenCourse, CoursePicker } from './course-picker';
import { grantProblems } from './grant-problems';
import { ManualAccessTable } from './manual-access-table';
import { StudentSearch } from './student-search';

/** SPEC §2 Grant Access: course id and student ids (or emails), comma-separated. */
export function GrantAccess() {
  const grant = useGrantAccess();
  const [course, setCourse] = useState<ChosenCourse | null>(null);
  const courseId = course?.id ?? '';
  const [students, setStudents] = useState('');
  const fields = useForm({ fields: ['courseId', 'studentIds'] });
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  useUnsavedChanges(courseId !== '' || students.trim() !== '');

  const studentIds = splitList(students);
  const errors = grantProblems(courseId, studentIds);

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
