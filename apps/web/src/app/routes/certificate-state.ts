/**
 * What the course page hands the certificate page through navigation state (SPEC §2
 * /certificate): the student's and course's names, and what else is known.
 */
export type CertificateState = {
  name: string;
  courseName: string;
  courseId?: string | undefined;
  userId?: string | undefined;
  instructorName?: string | undefined;
  certificateNumber?: string | undefined;
  completedAt?: string | undefined;
};

const optionalText = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The state when it has at least the two names; anything else (a direct visit) is null. */
export function readCertificateState(state: unknown): CertificateState | null {
  if (!state || typeof state !== 'object') return null;
  const record = state as Record<string, unknown>;
  const name = optionalText(record['name']);
  const courseName = optionalText(record['courseName']);
  if (!name || !courseName) return null;
  return {
    name,
    courseName,
    courseId: optionalText(record['courseId']),
    userId: optionalText(record['userId']),
    instructorName: optionalText(record['instructorName']),
    certificateNumber: optionalText(record['certificateNumber']),
    completedAt: optionalText(record['completedAt']),
  };
}
