import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { ArrowRight, Award } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';
import { useMyProject } from '../api/get-my-project';
import { ProjectStatusBadge } from './project-status';

/** An owner's way to their project: to hand it in, or to see where it stands. */
function OwnerLink({ courseId }: { courseId: string }) {
  const t = useT();
  const { user } = useAuth();
  const mine = useMyProject(courseId, user?._id);
  const project = mine.data;
  return (
    <div className="mt-5 flex flex-wrap items-center gap-3">
      <Link to={paths.studentProject(courseId)} className={project ? 'btn-outline' : 'btn-accent'}>
        {t(project ? 'project.course.open' : 'project.course.handIn')}
        <ArrowRight size={16} aria-hidden />
      </Link>
      {project && <ProjectStatusBadge status={project.status} />}
    </div>
  );
}

/**
 * What the course's project asks students to make, as the academy wrote it (plain text: a link
 * in it stays text), whether the certificate waits for it, and, for an owner, the way to it.
 */
export function CourseProjectBrief({ course, owned }: { course: CourseDetail; owned: boolean }) {
  const t = useT();
  return (
    <section aria-labelledby="course-project-heading" className="mt-16">
      <h2 id="course-project-heading" className="text-2xl font-semibold">
        {t('project.course.title')}
      </h2>
      <div className="mt-5 rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6">
        <p translate="no" className="leading-7 [overflow-wrap:anywhere] whitespace-pre-line text-ink-soft">
          {course.projectBrief}
        </p>
        {course.projectRequired && (
          <p className="mt-4 flex gap-2 rounded-2xl bg-sand px-4 py-3 text-sm">
            <Award size={16} className="mt-0.5 shrink-0 text-accent-strong" aria-hidden />
            {t('project.course.required')}
          </p>
        )}
        {owned && <OwnerLink courseId={course._id} />}
      </div>
    </section>
  );
}
