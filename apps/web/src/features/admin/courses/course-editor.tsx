import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { namedField } from '@/lib/named-field';
import { notify } from '@/lib/toast';
import { useAdminCourse, useSaveCourse } from '../api/courses';
import { AdminPageHeader } from '../components/admin-page';
import { FormAlert } from '../components/fields';
import { Tabs } from '../components/tabs';
import { useAdminState, useEditedId, useUnsavedChanges } from '../lib/admin-state';
import {
  type CourseForm,
  courseToForm,
  emptyCourseForm,
  formFingerprint,
  LANDING_FIELDS,
  type LandingField,
  type LectureRow,
  newLectureKey,
  toCourseInput,
} from './course-form';
import { briefProblem, type CourseIssue, validateCourse } from './course-validation';
import { CourseIssues, CourseSettings, SubmitBar } from './course-editor-parts';
import { CourseInstructorFields } from './course-instructor-fields';
import { CourseLandingForm } from './course-landing-form';
import { CourseProjectFields } from './course-project-fields';
import { CurriculumEditor } from './curriculum-editor';

type Tab = CourseIssue['tab'];

/** A landing field, the project brief, or a lecture's title: each named as its `data-focus`. */
type EditorField = LandingField | 'projectBrief' | `lecture:${string}:title`;
const EDITOR_FIELDS: readonly EditorField[] = [...LANDING_FIELDS, 'projectBrief'];
const lectureTitle = (key: string): EditorField => `lecture:${key}:title`;

/** Focuses the control an issue points at, once its tab has rendered. */
function focusLater(focus: string) {
  window.setTimeout(() => {
    const element = document.querySelector<HTMLElement>(`[data-focus="${CSS.escape(focus)}"]`);
    element?.focus();
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }, 30);
}

/**
 * SPEC §2 Add/Edit Course: tabs Curriculam, Course Landing Page and Settings; Submit only when
 * the SPEC §5 rule holds. A failed save keeps everything typed and says which field the server
 * refused; leaving with unsaved changes asks first.
 */
function CourseEditor({ courseId, initial }: { courseId: string | null; initial: CourseForm }) {
  const navigate = useNavigate();
  const { mediaUpload, setEditedId } = useAdminState();
  const save = useSaveCourse();
  const [form, setForm] = useState(initial);
  const [baseline] = useState(() => formFingerprint(initial));
  const [tab, setTab] = useState<Tab>('curriculum');
  const fields = useForm<EditorField>({
    fields: EDITOR_FIELDS,
    focus: (field) => {
      setTab(field.startsWith('lecture:') ? 'curriculum' : 'landing');
      focusLater(field);
    },
  });
  const showAll = fields.attempted;
  const [serverError, setServerError] = useState<string | null>(null);

  useEditedId(courseId);
  const dirty = formFingerprint(form) !== baseline;
  useUnsavedChanges((dirty || mediaUpload.uploading) && !save.isSuccess);

  const validation = validateCourse(form);
  const ready = validation.issues.length === 0;
  const canSubmit = ready && !mediaUpload.uploading && !save.isPending;

  const setLanding = (field: LandingField, value: string) => {
    setForm((current) => ({ ...current, landing: { ...current.landing, [field]: value } }));
    fields.changed(field);
  };
  const setRows = (update: (rows: LectureRow[]) => LectureRow[]) => {
    setForm((current) => ({ ...current, curriculum: update(current.curriculum) }));
    fields.changed(...form.curriculum.map((row) => lectureTitle(row.key)));
  };

  const landingErrors: Partial<Record<LandingField, string>> = {};
  for (const field of LANDING_FIELDS) {
    const message = fields.errorFor(field, validation.landing[field]);
    if (message) landingErrors[field] = message;
  }

  const jumpTo = (issue: CourseIssue) => {
    fields.showAll();
    setTab(issue.tab);
    focusLater(issue.focus);
  };

  /** A landing field the server names, or the lecture of "curriculum.<index>.…", shows its message. */
  const showServerError = (error: unknown, message: string) => {
    setServerError(message);
    if (fields.refused(error)) return;
    const lecture = namedField(error, ['curriculum']);
    const row = lecture && form.curriculum[Number(lecture.path[1])];
    if (row) fields.placeServerError(lectureTitle(row.key), lecture.message);
  };

  const submit = () => {
    if (!canSubmit) return;
    setServerError(null);
    fields.clearServerErrors();
    save.mutate(
      { id: courseId, course: toCourseInput(form) },
      {
        onSuccess: (response) => {
          notify.success(response.message || (courseId ? 'Course updated' : 'Course created'), 2000);
          setEditedId(null);
          void navigate(paths.admin.dashboard);
        },
        onError: (error) => {
          const message = errorMessage(error, 'The course could not be saved. Please try again.');
          showServerError(error, message);
          notify.error(message);
        },
      },
    );
  };

  const curriculumIssues = validation.issues.filter((issue) => issue.tab === 'curriculum').length;
  const landingIssues = validation.issues.filter((issue) => issue.tab === 'landing').length;

  return (
    <div className="pb-28">
      <AdminPageHeader
        title={courseId ? 'Edit Course' : 'Add Course'}
        description={
          courseId
            ? 'Change anything and submit; students keep their progress on lectures you keep.'
            : 'Build the lectures, fill in the landing page, add a banner, then submit.'
        }
      />

      <div className="rounded-[var(--radius-card)] border border-line bg-white p-3 sm:p-6">
        <Tabs
          label="Course sections"
          value={tab}
          onValueChange={setTab}
          items={[
            { value: 'curriculum', label: 'Curriculam', issues: showAll || dirty ? curriculumIssues : 0 },
            { value: 'landing', label: 'Course Landing Page', issues: showAll || dirty ? landingIssues : 0 },
            { value: 'settings', label: 'Settings' },
          ]}
        >
          {tab === 'curriculum' && (
            <CurriculumEditor
              courseId={courseId}
              rows={form.curriculum}
              setRows={setRows}
              issues={validation.lectures}
              curriculumIssue={validation.curriculum}
              showAllIssues={showAll}
              titleError={(key, problem) => fields.errorFor(lectureTitle(key), problem)}
              onTitleLeft={(key) => fields.touch(lectureTitle(key))}
            />
          )}
          {tab === 'landing' && (
            <>
              <CourseLandingForm
                values={form.landing}
                errors={landingErrors}
                onChange={setLanding}
                onBlur={fields.touch}
              />
              <CourseInstructorFields
                values={form.instructor}
                onChange={(instructor) => setForm((current) => ({ ...current, instructor }))}
                showAllIssues={showAll}
              />
              <CourseProjectFields
                values={form.project}
                onChange={(project) => {
                  setForm((current) => ({ ...current, project }));
                  fields.changed('projectBrief');
                }}
                briefError={fields.errorFor('projectBrief', briefProblem(form.project.brief))}
                onBriefLeft={() => fields.touch('projectBrief')}
              />
            </>
          )}
          {tab === 'settings' && <CourseSettings form={form} setForm={setForm} />}
        </Tabs>
      </div>

      {!ready && <CourseIssues issues={validation.issues} onJump={jumpTo} />}

      {serverError && (
        <div className="mt-6">
          <FormAlert>
            The course was not saved: {serverError} Nothing you entered has been lost; fix it and submit
            again.
          </FormAlert>
        </div>
      )}

      <SubmitBar
        uploading={mediaUpload.uploading}
        left={validation.issues.length}
        pending={save.isPending}
        canSubmit={canSubmit}
        onSubmit={submit}
      />
    </div>
  );
}

/** `/admin/course/add-course`: a fresh form every time (SPEC §4: new items reset the forms). */
export function AddCourseRoute() {
  const [initial] = useState(() => emptyCourseForm(newLectureKey()));
  return <CourseEditor key="new" courseId={null} initial={initial} />;
}

/** `/admin/edit-course/{courseId}`: loads the course, sets the edited id, prefills the form. */
export function EditCourseRoute() {
  const { courseId = '' } = useParams();
  return (
    <Loaded
      query={useAdminCourse(courseId)}
      loading="Loading the course"
      failed="This course could not be loaded"
    >
      {(course) => <CourseEditor key={courseId} courseId={courseId} initial={courseToForm(course)} />}
    </Loaded>
  );
}
