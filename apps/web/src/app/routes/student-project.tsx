import { useParams } from 'react-router';
import { DetailUnavailable } from '@/components/catalogue/detail-unavailable';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useCourse } from '@/features/courses/api/get-course';
import { StudentProject } from '@/features/projects/components/student-project';
import { useCoursePurchase } from '@/features/purchases/api/get-course-purchase';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

/** Issue 30, /my-courses/projects/{courseId}: the signed-in student's project for a course. */
export function StudentProjectRoute() {
  const { courseId = '' } = useParams();
  const { user } = useAuth();
  const course = useCourse(courseId);
  const purchase = useCoursePurchase(courseId, user?._id);
  const t = useT();
  useDocumentMeta({
    title: course.data
      ? t('project.mine.metaTitle', { course: course.data.title })
      : t('project.course.title'),
    description: t('project.mine.metaDescription'),
  });

  if (!user) return null;
  if (course.isPending) return <PageSpinner label={t('project.mine.loading')} />;
  if (course.isError) return <DetailUnavailable error={course.error} backTo={paths.purchases} />;
  return <StudentProject course={course.data} userId={user._id} owned={purchase.data} />;
}
