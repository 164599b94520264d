import { isStudentReference } from '@academy/shared/admin-limits';

/** SPEC §5 Grant Access: a course, and at least one student, each an id or an email. */
export function grantProblems(courseId: string, studentIds: string[]) {
  const notStudents = studentIds.filter((entry) => !isStudentReference(entry));
  return {
    courseId: courseId ? undefined : 'Choose the course to open.',
    studentIds: !studentIds.length
      ? 'Enter at least one student id or email, or find students below.'
      : notStudents.length
        ? `Neither a student id nor an email: ${notStudents.join(', ')}.`
        : undefined,
  };
}
