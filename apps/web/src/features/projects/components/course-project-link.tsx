import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { useStudentProjects } from '../api/get-student-projects';
import { ProjectStatusBadge, STATUS_WORDS } from './project-status';

/**
 * A My Purchases row's way to the student's project for the course, with where it stands. Only
 * for a course they handed a project in for: the purchases list does not say which courses ask
 * for one, so a first project is reached from the course page or the player.
 */
export function CourseProjectLink({
  userId,
  courseId,
  courseTitle,
}: {
  userId: string;
  courseId: string;
  courseTitle: string;
}) {
  const t = useT();
  // One request for the whole list: every row reads the same query.
  const projects = useStudentProjects(userId);
  const project = projects.data?.find((candidate) => candidate.course.id === courseId);
  if (!project) return null;
  return (
    <Link
      to={paths.studentProject(courseId)}
      aria-label={t('project.purchases.label', {
        title: courseTitle,
        status: t(STATUS_WORDS[project.status]),
      })}
      className="mt-2 inline-flex items-center gap-2 rounded-full text-xs font-semibold text-ink underline decoration-line underline-offset-4 hover:decoration-ink"
    >
      {t('project.purchases.link')}
      <ProjectStatusBadge status={project.status} />
    </Link>
  );
}
