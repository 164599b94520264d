import { ArrowLeft, Award } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Brand } from '@/components/layout/brand';
import { paths } from '@/config/paths';
import { CertificateView } from '@/features/certificates/components/certificate-view';
import { useDocumentMeta } from '@/lib/document-meta';
import { readCertificateState } from './certificate-state';

/**
 * SPEC §2 /certificate (no header): the certificate of the course the student just completed,
 * from the navigation state. A direct visit has no state and is pointed back to the purchases.
 */
export function CertificateRoute() {
  const location = useLocation();
  const state = readCertificateState(location.state);
  useDocumentMeta({
    title: state ? `Certificate: ${state.courseName}` : 'Certificate',
    description: 'Your certificate of completion from Kalakriti Design Academy.',
  });

  return (
    <div className="min-h-dvh bg-sand">
      <div className="container-page flex h-16 items-center justify-between gap-4 md:h-20">
        <Brand to={paths.home} />
        <Link to={paths.purchases} className="btn-outline">
          <ArrowLeft size={16} aria-hidden />
          <span className="sm:hidden">My courses</span>
          <span className="max-sm:hidden">Back to my courses</span>
        </Link>
      </div>
      <div className="container-page pt-4 pb-16 md:pt-8">
        {state ? (
          <>
            <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">Well done</p>
            <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">Your certificate</h1>
            <p className="mt-2 mb-8 max-w-2xl text-ink-soft">
              {state.name}, you completed <span className="font-semibold text-ink">{state.courseName}</span>.
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
            <h1 className="mt-4 text-2xl font-semibold">Open your certificate from its course</h1>
            <p className="mt-2 text-sm text-ink-soft">
              Finish a course, then choose Download Certificate on its last screen.
            </p>
            <Link to={paths.purchases} className="btn-primary mt-6">
              Go to my courses
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
