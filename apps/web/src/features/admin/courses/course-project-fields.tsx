import { PROJECT_BRIEF_MAX } from '@academy/shared/project-rules';
import { TextArea } from '../components/fields';
import { Switch } from '../components/switch';
import { type ProjectValues, withBrief } from './course-form';

const count = (value: number) => value.toLocaleString('en-IN');

/**
 * The course's project (issue 30): a brief of what to make and hand in, which students who own
 * the course answer with their work (reviewed in Admin → Projects), and whether the certificate
 * waits for an approved one. No brief, no requirement: there would be nothing to hand in.
 */
export function CourseProjectFields({
  values,
  onChange,
  briefError,
  onBriefLeft,
}: {
  values: ProjectValues;
  onChange: (values: ProjectValues) => void;
  /** The brief's problem, once it is due (left, a submit tried, or the server named it). */
  briefError: string | undefined;
  onBriefLeft: () => void;
}) {
  const length = values.brief.trim().length;
  const hasBrief = length > 0;
  return (
    <section aria-labelledby="project-heading" className="mt-8 border-t border-line pt-6">
      <h2 id="project-heading" className="text-lg font-semibold">
        Course project
      </h2>
      <p className="mt-1 mb-5 text-sm text-ink-soft">
        Optional. Students who own the course hand in their work for it, pictures with a description and a PDF
        if they like, and you answer each in Projects.
      </p>
      <div className="grid gap-5">
        <div>
          <TextArea
            label="Project brief"
            name="projectBrief"
            data-focus="projectBrief"
            hint="What to make and hand in: the task, what to show, any size or format. Plain text; leave it empty for no project."
            rows={6}
            value={values.brief}
            error={briefError}
            onBlur={onBriefLeft}
            onChange={(event) => onChange(withBrief(values, event.target.value))}
          />
          <p
            className={`mt-1 text-right text-xs tabular-nums ${
              length > PROJECT_BRIEF_MAX ? 'text-danger' : 'text-ink-muted'
            }`}
          >
            {count(length)} / {count(PROJECT_BRIEF_MAX)}
          </p>
        </div>
        <Switch
          label="Require an approved project for the certificate"
          checked={values.required}
          disabled={!hasBrief}
          onCheckedChange={(required) => onChange({ ...values, required })}
          hint={
            hasBrief
              ? 'Students who finish every lecture get their certificate once you approve their project.'
              : 'Write the brief first: only a course with a project can require one.'
          }
        />
      </div>
    </section>
  );
}
