import { useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '@/config/paths';
import { CoursePlayer } from '@/features/learning/components/course-player';
import { useAuth } from '@/lib/auth';
import type { CertificateState } from './certificate-state';

export { DownloadsRoute } from './downloads';

/** A lecture chosen on the course page arrives as `{ lectureId }` in the navigation state. */
function lectureFromState(state: unknown): string | undefined {
  if (!state || typeof state !== 'object' || !('lectureId' in state)) return undefined;
  return typeof state.lectureId === 'string' ? state.lectureId : undefined;
}

/** SPEC §2 /course-progress/{id}: the signed-in student's course player (no header). */
export function CourseProgressRoute() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const location = useLocation();
  const navigate = useNavigate();

  if (!user) return null;
  return (
    <CoursePlayer
      key={id}
      courseId={id}
      user={user}
      initialLectureId={lectureFromState(location.state)}
      onOpenCertificate={(request) => {
        const state: CertificateState = {
          name: user.name,
          courseName: request.courseName,
          courseId: request.courseId,
          userId: user._id,
          instructorName: request.instructorName,
          certificateNumber: request.certificateNumber,
          completedAt: request.completedAt,
        };
        navigate(paths.certificate, { state });
      }}
    />
  );
}
