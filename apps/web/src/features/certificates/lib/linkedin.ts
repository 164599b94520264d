import { ACADEMY, indianYearMonth } from '@academy/shared/academy';

/**
 * LinkedIn's "Add to profile" link for a certification: it opens the member's Add licence or
 * certification form filled in, with the verification page as the credential's URL, so a
 * recruiter can check it with one click. It needs no LinkedIn app or key.
 */
export function addToLinkedInUrl({
  courseName,
  certificateNumber,
  completedAt,
  verifyUrl,
}: {
  courseName: string;
  certificateNumber: string;
  /** ISO date; the issue month and year LinkedIn shows. */
  completedAt: string | undefined;
  verifyUrl: string;
}): string {
  // The certificate's month in Pune, as the certificate itself dates it.
  const issued = indianYearMonth(completedAt ? new Date(completedAt) : new Date());
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: courseName,
    organizationName: ACADEMY.name,
    issueYear: String(issued.year),
    issueMonth: String(issued.month),
    certUrl: verifyUrl,
    certId: certificateNumber,
  });
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
