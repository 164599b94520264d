import type { CourseDetail } from '@academy/shared/catalogue-courses';
import { CourseProjectBrief } from './course-project-brief';
import { ProjectGallery } from './project-gallery';

/** The course page's project brief and its students' approved projects (CourseProjectsShell loads it). */
export default function CourseProjects({ course, owned }: { course: CourseDetail; owned: boolean }) {
  return (
    <>
      {course.projectBrief && <CourseProjectBrief course={course} owned={owned} />}
      <ProjectGallery courseId={course._id} />
    </>
  );
}
