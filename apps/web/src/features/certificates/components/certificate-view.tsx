import { BadgeCheck, ChevronDown, FileDown, FileText, ImageDown, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { notify } from '@/lib/toast';
import { useDownloadOfficialCertificate } from '../api/download-official-certificate';
import { downloadCertificatePdf, downloadCertificatePng } from '../lib/export-certificate';
import { addToLinkedInUrl } from '../lib/linkedin';
import { type CertificateDetails, CertificateSheet, SHEET_HEIGHT, SHEET_WIDTH } from './certificate-sheet';

/** The sheet drawn at its real size and scaled down to fit the column. */
function ScaledPreview({ children }: { children: ReactNode }) {
  const frameRef = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(0);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setScale(Math.min(1, entry.contentRect.width / SHEET_WIDTH));
    });
    observer.observe(frame);
    return () => observer.disconnect();
  }, []);

  return (
    // Its width is its column's, never the sheet's: the column can narrow (a window resized, a
    // phone turned) and the sheet scales down with it.
    <div ref={frameRef} className="w-full [contain:inline-size]">
      <div
        className="overflow-hidden rounded-lg shadow-[0_30px_60px_-30px_rgb(22_19_31/0.45)] ring-1 ring-ink/10"
        style={{
          height: SHEET_HEIGHT * scale,
          width: SHEET_WIDTH * scale,
          visibility: scale ? 'visible' : 'hidden',
        }}
      >
        <div style={{ transform: `scale(${scale})`, transformOrigin: 'top left', width: SHEET_WIDTH }}>
          {children}
        </div>
      </div>
    </div>
  );
}

type Busy = 'png' | 'pdf' | null;

/** LinkedIn's mark (from Simple Icons, CC0) in LinkedIn's blue, so the button is known at a glance. */
function LinkedInMark() {
  return (
    <svg viewBox="0 0 24 24" width={16} height={16} fill="#0a66c2" aria-hidden>
      <path d="M20.447 20.452h-3.554v-5.569c0-1.328-.027-3.037-1.852-3.037-1.853 0-2.136 1.445-2.136 2.939v5.667H9.351V9h3.414v1.561h.046c.477-.9 1.637-1.85 3.37-1.85 3.601 0 4.267 2.37 4.267 5.455v6.286zM5.337 7.433a2.062 2.062 0 1 1 0-4.125 2.062 2.062 0 0 1 0 4.125zm1.782 13.019H3.555V9h3.564v11.452zM22.225 0H1.771C.792 0 0 .774 0 1.729v20.542C0 23.227.792 24 1.771 24h20.451C23.2 24 24 23.227 24 22.271V1.729C24 .774 23.2 0 22.222 0h.003z" />
    </svg>
  );
}

/**
 * SPEC §4 Certificate: the student's certificate, saved as 'certificate.png' or 'Certificate.pdf'
 * in the browser, or as the server's PDF when the course is known. One download leads (the
 * server's PDF when there is one); the others wait under More formats (issue 28).
 */
export function CertificateView({
  details,
  official,
}: {
  details: CertificateDetails;
  /** The student and course, when known: the server's PDF can then be fetched. */
  official?: { userId: string; courseId: string } | undefined;
}) {
  const t = useT();
  const sheetRef = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const officialPdf = useDownloadOfficialCertificate();

  const save = async (kind: Exclude<Busy, null>) => {
    const sheet = sheetRef.current;
    if (!sheet || busy) return;
    setBusy(kind);
    try {
      // Web fonts must be ready, or the picture falls back to a system font.
      await document.fonts.ready;
      if (kind === 'png') await downloadCertificatePng(sheet);
      else
        await downloadCertificatePdf(sheet, {
          studentName: details.studentName,
          courseName: details.courseName,
        });
    } catch (error) {
      console.error('Could not create the certificate file', error);
      notify.error(t('spec.genericFailure'));
    } finally {
      setBusy(null);
    }
  };

  const spinner = <LoaderCircle size={16} className="animate-spin" aria-hidden />;
  const linkedIn =
    details.certificateNumber && details.verifyUrl
      ? addToLinkedInUrl({
          courseName: details.courseName,
          certificateNumber: details.certificateNumber,
          completedAt: details.completedAt,
          verifyUrl: details.verifyUrl,
        })
      : undefined;
  const browserPdf = (label: string, className: string) => (
    <button
      type="button"
      className={className}
      onClick={() => void save('pdf')}
      disabled={busy !== null}
      aria-busy={busy === 'pdf'}
    >
      {busy === 'pdf' ? spinner : <FileDown size={16} aria-hidden />}
      {label}
    </button>
  );

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
      <ScaledPreview>
        <CertificateSheet ref={sheetRef} details={details} />
      </ScaledPreview>

      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card">
        <h2 className="text-lg font-semibold">{t('certificate.save')}</h2>
        <p className="mt-1 text-sm text-ink-soft">{t('certificate.saveHint')}</p>
        <div className="mt-5 flex flex-col gap-3">
          {/* The server's PDF is the certificate of record: print quality, with its verification link. */}
          {official ? (
            <button
              type="button"
              className="btn-accent"
              onClick={() => officialPdf.mutate(official)}
              disabled={officialPdf.isPending}
              aria-busy={officialPdf.isPending}
            >
              {officialPdf.isPending ? spinner : <FileText size={16} aria-hidden />}
              {t('certificate.download')}
            </button>
          ) : (
            browserPdf(t('certificate.download'), 'btn-accent')
          )}
          {linkedIn && (
            <a href={linkedIn} target="_blank" rel="noopener noreferrer" className="btn-outline">
              <LinkedInMark />
              {t('certificate.addToLinkedIn')}
              <span className="sr-only"> {t('certificate.opensLinkedIn')}</span>
            </a>
          )}
        </div>
        <details className="group mt-4 rounded-xl border border-line">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-2 px-4 py-3 text-sm font-semibold [&::-webkit-details-marker]:hidden">
            {t('certificate.moreFormats')}
            <ChevronDown size={16} className="transition-transform group-open:rotate-180" aria-hidden />
          </summary>
          <div className="flex flex-col gap-3 px-4 pb-4">
            <p className="text-xs text-ink-soft">{t('certificate.browserMade')}</p>
            <button
              type="button"
              className="btn-outline"
              onClick={() => void save('png')}
              disabled={busy !== null}
              aria-busy={busy === 'png'}
            >
              {busy === 'png' ? spinner : <ImageDown size={16} aria-hidden />}
              {t('certificate.downloadPng')}
            </button>
            {official && browserPdf(t('certificate.downloadPdf'), 'btn-outline')}
          </div>
        </details>
        {details.certificateNumber && (
          <div className="mt-5 border-t border-line pt-4 text-sm">
            <p className="text-ink-muted">{t('certificate.number')}</p>
            <p translate="no" className="font-display font-semibold tracking-wide">
              {details.certificateNumber}
            </p>
            <Link
              to={paths.certificateVerify(details.certificateNumber)}
              className="mt-2 inline-flex items-center gap-1.5 font-semibold text-accent-strong hover:underline"
            >
              <BadgeCheck size={16} aria-hidden />
              {t('certificate.checkOnVerification')}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
