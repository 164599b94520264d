import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { ArrowRight, Award, FileText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { Loaded } from '@/components/ui/load-state';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useMyProject } from '../api/get-my-project';
import { ProjectForm } from './project-form';
import { ProjectStanding } from './project-standing';
import { ProjectVersions } from './project-versions';

/** A titled card around the form. */
function FormCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="project-form-heading"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6"
    >
      <h2 id="project-form-heading" className="mb-5 text-xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** What the course's project asks for, beside the form (above it on a phone). */
function Brief({ course }: { course: CourseDetail }) {
  const t = useT();
  return (
    <div className="rounded-[var(--radius-card)] bg-sand p-5 sm:p-6">
      <h2 className="text-lg font-semibold">{t('project.mine.brief')}</h2>
      <p
        translate="no"
        className="mt-2 text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft"
      >
        {course.projectBrief}
      </p>
      {course.projectRequired && (
        <p className="mt-4 flex gap-2 text-sm font-medium">
          <Award size={16} className="mt-0.5 shrink-0 text-accent-strong" aria-hidden />
          {t('project.course.required')}
        </p>
      )}
    </div>
  );
}

/**
 * Issue 30: a student's project for one course (/my-courses/projects/:courseId). The brief, where
 * the project stands, the form while one may be sent (none yet, or sent back with feedback; a
 * newer version on request while one waits; never once approved), and every version with the
 * academy's answers.
 */
export function StudentProject({
  course,
  userId,
  owned,
}: {
  course: CourseDetail;
  userId: string;
  /** Whether the student owns the course (undefined while that is asked): only owners hand in. */
  owned: boolean | undefined;
}) {
  const t = useT();
  const mine = useMyProject(course._id, userId);
  const [sendingNewer, setSendingNewer] = useState(false);

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('project.course.title')} title={<span translate="no">{course.title}</span>}>
        <div className="flex flex-wrap gap-x-5 gap-y-2 text-sm font-semibold">
          <Link
            to={paths.courseProgress(course._id)}
            className="inline-flex items-center gap-1.5 hover:text-accent-strong"
          >
            {t('course.goTo')}
            <ArrowRight size={14} aria-hidden />
          </Link>
          <Link to={paths.purchases} className="inline-flex items-center gap-1.5 hover:text-accent-strong">
            {t('menu.myPurchases')}
            <ArrowRight size={14} aria-hidden />
          </Link>
        </div>
      </PageHeader>
      <Loaded query={mine} loading={t('project.mine.loading')} failed={t('project.mine.loadFailed')}>
        {(project) => {
          if (!course.projectBrief && !project) {
            return (
              <EmptyState icon={FileText} title={t('project.mine.noBrief')}>
                <p>{t('project.mine.noBriefHint')}</p>
              </EmptyState>
            );
          }
          const latest = project?.versions[0];
          const mayHandIn =
            owned === true &&
            (!project || project.status === 'needs-work' || (project.status === 'submitted' && sendingNewer));
          return (
            <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start lg:gap-10">
              {course.projectBrief && (
                <aside className="min-w-0 lg:sticky lg:top-24 lg:col-start-2 lg:row-start-1">
                  <Brief course={course} />
                </aside>
              )}
              <div className="min-w-0 space-y-8 lg:col-start-1 lg:row-start-1">
                {project && (
                  <ProjectStanding
                    project={project}
                    required={course.projectRequired}
                    onSendNewer={
                      owned && project.status === 'submitted' && !sendingNewer
                        ? () => setSendingNewer(true)
                        : undefined
                    }
                  />
                )}
                {mayHandIn && (
                  <FormCard title={t(project ? 'project.standing.sendNewer' : 'project.course.handIn')}>
                    <ProjectForm
                      courseId={course._id}
                      earlier={latest}
                      shownAtStart={project?.public ?? false}
                      onClose={project?.status === 'submitted' ? () => setSendingNewer(false) : undefined}
                    />
                  </FormCard>
                )}
                {!project && owned === false && (
                  <EmptyState icon={FileText} title={t('project.mine.notOwned')}>
                    <Link to={paths.courseDetails(course._id)} className="btn-primary mt-5">
                      {t('learning.viewCourse')}
                    </Link>
                  </EmptyState>
                )}
                {project && <ProjectVersions versions={project.versions} />}
              </div>
            </div>
          );
        }}
      </Loaded>
    </div>
  );
}
