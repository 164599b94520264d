import { MESSAGES } from '@academy/shared/messages';
import { BadgeCheck, FileDown, FileText, ImageDown, LoaderCircle } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useDownloadOfficialCertificate } from '../api/download-official-certificate';
import { downloadCertificatePdf, downloadCertificatePng } from '../lib/export-certificate';
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
    <div ref={frameRef} className="w-full">
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

/**
 * SPEC §4 Certificate: the student's certificate, saved as 'certificate.png' or 'Certificate.pdf'
 * in the browser, or as the server's PDF when the course is known.
 */
export function CertificateView({
  details,
  official,
}: {
  details: CertificateDetails;
  /** The student and course, when known: the server's PDF can then be fetched. */
  official?: { userId: string; courseId: string } | undefined;
}) {
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
      notify.error(MESSAGES.genericFailure);
    } finally {
      setBusy(null);
    }
  };

  const spinner = <LoaderCircle size={16} className="animate-spin" aria-hidden />;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start">
      <ScaledPreview>
        <CertificateSheet ref={sheetRef} details={details} />
      </ScaledPreview>

      <div className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card">
        <h2 className="text-lg font-semibold">Save your certificate</h2>
        <p className="mt-1 text-sm text-ink-soft">Share it on your portfolio or print it for your wall.</p>
        <div className="mt-5 flex flex-col gap-3">
          <button
            type="button"
            className="btn-primary"
            onClick={() => void save('png')}
            disabled={busy !== null}
            aria-busy={busy === 'png'}
          >
            {busy === 'png' ? spinner : <ImageDown size={16} aria-hidden />}
            Download PNG
          </button>
          <button
            type="button"
            className="btn-accent"
            onClick={() => void save('pdf')}
            disabled={busy !== null}
            aria-busy={busy === 'pdf'}
          >
            {busy === 'pdf' ? spinner : <FileDown size={16} aria-hidden />}
            Download PDF
          </button>
          {official && (
            <button
              type="button"
              className="btn-outline"
              onClick={() => officialPdf.mutate(official)}
              disabled={officialPdf.isPending}
              aria-busy={officialPdf.isPending}
            >
              {officialPdf.isPending ? spinner : <FileText size={16} aria-hidden />}
              Download official PDF
            </button>
          )}
        </div>
        {details.certificateNumber && (
          <div className="mt-5 border-t border-line pt-4 text-sm">
            <p className="text-ink-muted">Certificate number</p>
            <p className="font-display font-semibold tracking-wide">{details.certificateNumber}</p>
            <Link
              to={paths.certificateVerify(details.certificateNumber)}
              className="mt-2 inline-flex items-center gap-1.5 font-semibold text-accent-strong hover:underline"
            >
              <BadgeCheck size={16} aria-hidden />
              Check it on the verification page
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
