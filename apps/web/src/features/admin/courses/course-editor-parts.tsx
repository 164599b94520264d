import { CircleCheck, ListChecks, LoaderCircle, Send } from 'lucide-react';
import { Panel } from '../components/admin-page';
import { SingleImageUpload } from '../components/image-upload';
import { Switch } from '../components/switch';
import type { CourseForm } from './course-form';
import type { CourseIssue } from './course-validation';

/** The Settings tab: the course banner and whether the course shows in the store. */
export function CourseSettings({
  form,
  setForm,
}: {
  form: CourseForm;
  setForm: (update: (current: CourseForm) => CourseForm) => void;
}) {
  return (
    <div className="max-w-xl">
      <h2 className="text-lg font-semibold">Course banner</h2>
      <p className="mt-1 mb-4 text-sm text-ink-soft">
        Shown on the course card and page. A 16:9 image of at least 1280 × 720 looks best.
      </p>
      <SingleImageUpload
        target="course-banner"
        label="Course banner"
        value={form.image}
        onChange={(image) => setForm((current) => ({ ...current, image }))}
      />
      <div className="mt-8 border-t border-line pt-6">
        <h2 className="text-lg font-semibold">Visibility</h2>
        <p className="mt-1 mb-4 text-sm text-ink-soft">
          A hidden course leaves the store and search; students who have it keep watching it.
        </p>
        <Switch
          label="Show in the store"
          checked={form.isPublished}
          onCheckedChange={(isPublished) => setForm((current) => ({ ...current, isPublished }))}
        />
      </div>
    </div>
  );
}

/** What the SPEC §5 rule still needs, each a button that goes to the field. */
export function CourseIssues({
  issues,
  onJump,
}: {
  issues: CourseIssue[];
  onJump: (issue: CourseIssue) => void;
}) {
  return (
    <Panel className="mt-6" title="Still needed before you can submit">
      <ul className="grid gap-1.5 text-sm sm:grid-cols-2">
        {issues.map((issue) => (
          <li key={`${issue.focus}-${issue.message}`}>
            <button
              type="button"
              className="flex w-full items-start gap-2 rounded-lg px-2 py-1.5 text-left text-ink-soft hover:bg-sand hover:text-ink"
              onClick={() => onJump(issue)}
            >
              <ListChecks size={16} className="mt-0.5 shrink-0 text-accent-strong" aria-hidden />
              {issue.message}
            </button>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** The bar along the bottom: how many things are left, or Ready to submit, and Submit. */
export function SubmitBar({
  uploading,
  left,
  pending,
  canSubmit,
  onSubmit,
}: {
  uploading: boolean;
  left: number;
  pending: boolean;
  canSubmit: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className="fixed inset-x-0 bottom-0 z-30 border-t border-line bg-white/95 backdrop-blur md:left-60">
      <div className="flex items-center justify-between gap-3 px-4 py-3 sm:px-8">
        <p className="min-w-0 text-sm text-ink-soft" aria-live="polite">
          {uploading ? (
            'Uploading… submit when it finishes.'
          ) : left === 0 ? (
            <span className="flex items-center gap-1.5 text-success">
              <CircleCheck size={16} aria-hidden />
              Ready to submit
            </span>
          ) : (
            `${left} ${left === 1 ? 'thing' : 'things'} left to fill in`
          )}
        </p>
        <button type="button" className="btn-accent shrink-0" disabled={!canSubmit} onClick={onSubmit}>
          {pending ? (
            <LoaderCircle size={16} className="animate-spin" aria-hidden />
          ) : (
            <Send size={16} aria-hidden />
          )}
          Submit
        </button>
      </div>
    </div>
  );
}
