import { useParams } from 'react-router';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useProject } from '@/features/projects/api/get-project';
import { ProjectView } from '@/features/projects/components/project-view';
import { projectMeta } from '@/features/projects/lib/project-meta';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

/**
 * Issue 30, /projects/{id}: a student's approved project, shown with their consent; rendered on
 * the server for visitors and link previews. 'Page Not Found' once it is hidden or deleted.
 */
export function ProjectRoute() {
  const { id = '' } = useParams();
  const project = useProject(id);
  const t = useT();
  useDocumentMeta(
    project.data
      ? projectMeta(project.data, t)
      : project.isError
        ? null
        : { title: t('project.page.kind'), description: t('project.gallery.intro') },
  );

  if (project.isPending) return <PageSpinner label={t('project.page.loading')} />;
  if (project.isError) return <DetailUnavailable error={project.error} backTo={paths.allCourses} />;
  return <ProjectView project={project.data} />;
}
