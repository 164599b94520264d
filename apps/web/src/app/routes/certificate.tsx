import { ArrowLeft, Award } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { paths } from '@/config/paths';
import { CertificateView } from '@/features/certificates/components/certificate-view';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { readCertificateState } from './certificate-state';

/** Stand for the student's name and the course's in a message, for the length of a call. */
const NAME_SLOT = '\uE001';
const COURSE_SLOT = '\uE002';

/**
 * "{name}, you completed {course}.": both as the student and the admin typed them, each an
 * element of its own, placed where each language's sentence puts it.
 */
function YouCompleted({ name, courseName }: { name: string; courseName: string }) {
  const t = useT();
  const parts = t('certificate.youCompleted', { name: NAME_SLOT, course: COURSE_SLOT }).split(
    /(\uE001|\uE002)/,
  );
  return parts.map((part, index) =>
    part === NAME_SLOT ? (
      <span key={index} translate="no">
        {name}
      </span>
    ) : part === COURSE_SLOT ? (
      <span key={index} translate="no" className="font-semibold text-ink">
        {courseName}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * SPEC §2 /certificate (no header): the certificate of the course the student just completed,
 * from the navigation state. A direct visit has no state and is pointed back to the purchases.
 */
export function CertificateRoute() {
  const location = useLocation();
  const state = readCertificateState(location.state);
  const t = useT();
  useDocumentMeta({
    title: state
      ? t('certificate.metaTitleCourse', { course: state.courseName })
      : t('certificate.metaTitle'),
    description: t('certificate.metaDescription'),
  });

  return (
    <div className="min-h-dvh bg-sand">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Brand to={paths.home} />
        <Link to={paths.purchases} className="btn-outline">
          <ArrowLeft size={16} aria-hidden />
          <span className="sm:hidden">{t('certificate.myCourses')}</span>
          <span className="max-sm:hidden">{t('certificate.backToMyCourses')}</span>
        </Link>
      </div>
      <div className="container-page pt-4 pb-16 md:pt-8">
        {state ? (
          <>
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">
              {t('certificate.wellDone')}
            </p>
            <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{t('certificate.yours')}</h1>
            <p className="mt-2 mb-8 max-w-2xl text-ink-soft">
              <YouCompleted name={state.name} courseName={state.courseName} />
            </p>
            <CertificateView
              details={{
                studentName: state.name,
                courseName: state.courseName,
                instructorName: state.instructorName,
                completedAt: state.completedAt,
                certificateNumber: state.certificateNumber,
                verifyUrl: state.certificateNumber
                  ? `${window.location.origin}${paths.certificateVerify(state.certificateNumber)}`
                  : undefined,
              }}
              official={
                state.userId && state.courseId
                  ? { userId: state.userId, courseId: state.courseId }
                  : undefined
              }
            />
          </>
        ) : (
          <div className="mx-auto mt-10 max-w-md rounded-[var(--radius-card)] border border-line bg-white px-6 py-12 text-center shadow-card">
            <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-accent-soft text-accent-strong">
              <Award size={26} aria-hidden />
            </span>
            <h1 className="mt-4 text-2xl font-semibold">{t('certificate.openFromCourse')}</h1>
            <p className="mt-2 text-sm text-ink-soft">{t('certificate.openFromCourseHint')}</p>
            <Link to={paths.purchases} className="btn-primary mt-6">
              {t('certificate.goToMyCourses')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
