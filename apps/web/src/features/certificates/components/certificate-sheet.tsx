import { ACADEMY } from '@academy/shared/academy';
import { CERTIFICATE_LONG_NAME_CHARS } from '@academy/shared/limits';
import type { Ref } from 'react';
import { dateFormat } from '@/lib/dates';

/** A4 landscape at 96 px per inch: the size the certificate is drawn and exported at. */
export const SHEET_WIDTH = 1123;
export const SHEET_HEIGHT = 794;

export type CertificateDetails = {
  studentName: string;
  courseName: string;
  instructorName?: string | undefined;
  /** ISO date of completion; today when the course page did not say. */
  completedAt?: string | undefined;
  certificateNumber?: string | undefined;
  /** Where anyone can check the number. */
  verifyUrl?: string | undefined;
};

/*
 * The certificate is the academy's document, issued in English to be shown to employers, as
 * printed or downloaded: its words and its date stay English on the Hindi and Marathi pages too
 * (issue 29), and the sheet is marked lang="en" translate="no".
 */
const longDate = dateFormat('en', { day: 'numeric', month: 'long', year: 'numeric' });

const SHEET_WORDS = {
  place: 'Pune · India',
  title: 'Certificate of Completion',
  certifies: 'This certifies that',
  completed: 'has successfully completed the course',
  taughtBy: 'taught by',
  dateOfCompletion: 'Date of completion',
  instructor: 'Instructor',
  academy: 'Design Academy',
  number: 'Certificate No.',
  verifyAt: 'Verify at',
} as const;

/** SPEC §5: a course name longer than 20 characters is set smaller (and very long ones smaller still). */
export function courseNameSize(courseName: string): number {
  if (courseName.length > CERTIFICATE_LONG_NAME_CHARS * 3) return 24;
  if (courseName.length > CERTIFICATE_LONG_NAME_CHARS) return 30;
  return 44;
}

const studentNameSize = (name: string) => (name.length > 34 ? 38 : name.length > 24 ? 46 : 56);

function Logo() {
  return (
    <svg width="44" height="44" viewBox="0 0 64 64" aria-hidden>
      <rect width="64" height="64" rx="14" fill="#16131f" />
      <path d="M18 46V18h15a10 10 0 0 1 0 20h-7v8z" fill="#ff6b3d" />
      <circle cx="44" cy="44" r="5" fill="#f4efe6" />
    </svg>
  );
}

const SEAL_TEXT = 'KALAKRITI • DESIGN ACADEMY •';

function Seal() {
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden>
      <defs>
        <path id="seal-ring" d="M60 60 m-41 0 a41 41 0 1 1 82 0 a41 41 0 1 1 -82 0" />
      </defs>
      <circle cx="60" cy="60" r="58" fill="#ff6b3d" />
      <circle cx="60" cy="60" r="52" fill="none" stroke="#fbf8f3" strokeWidth="1.5" strokeDasharray="2 4" />
      <circle cx="60" cy="60" r="30" fill="#3b2a5c" />
      {/* The ring is 2π × 41 ≈ 258 long; these letters and gaps take about 245 of it. */}
      <text
        fill="#fbf8f3"
        fontSize="8.5"
        fontWeight="700"
        letterSpacing="3"
        fontFamily="Inter Variable, sans-serif"
      >
        <textPath href="#seal-ring">{SEAL_TEXT}</textPath>
      </text>
      <path
        d="M60 44l4.7 9.6 10.6 1.5-7.7 7.5 1.8 10.5L60 68.1l-9.4 5 1.8-10.5-7.7-7.5 10.6-1.5z"
        fill="#ff6b3d"
      />
    </svg>
  );
}

/**
 * SPEC §4 Certificate: the academy's certificate of completion, drawn at a fixed A4 landscape
 * size so the picture and the PDF look the same on every screen.
 */
export function CertificateSheet({
  details,
  ref,
}: {
  details: CertificateDetails;
  ref?: Ref<HTMLDivElement>;
}) {
  // oxlint-disable-next-line react/purity -- today when the course page did not say the completion date.
  const date = longDate.format(details.completedAt ? new Date(details.completedAt) : new Date());
  const courseSize = courseNameSize(details.courseName);

  return (
    <div
      ref={ref}
      data-testid="certificate"
      lang="en"
      translate="no"
      className="relative overflow-hidden bg-paper font-sans text-ink"
      style={{ width: SHEET_WIDTH, height: SHEET_HEIGHT }}
    >
      {/* Shapes of the academy's identity: warm circle, plum circle, a faint dot grid. */}
      <div className="absolute -top-40 -right-40 size-[420px] rounded-full bg-accent-soft" aria-hidden />
      <div
        className="absolute -top-16 -right-16 size-[180px] rounded-full border-[18px] border-accent/80"
        aria-hidden
      />
      <div className="absolute -bottom-[190px] -left-[150px] size-[300px] rounded-full bg-plum" aria-hidden />
      <div className="absolute -bottom-[70px] -left-[70px] size-[140px] rounded-full bg-accent" aria-hidden />
      <div
        className="absolute inset-0 opacity-60"
        style={{
          backgroundImage: 'radial-gradient(rgb(22 19 31 / 0.07) 1px, transparent 1px)',
          backgroundSize: '22px 22px',
        }}
        aria-hidden
      />
      <div className="absolute inset-[26px] rounded-[10px] border-[1.5px] border-ink/80" aria-hidden />
      <div className="absolute inset-[34px] rounded-[6px] border border-accent/60" aria-hidden />

      <div className="absolute inset-[60px] flex flex-col items-center text-center">
        <div className="flex items-center gap-3">
          <Logo />
          <div className="text-left">
            <p data-pdf-text className="font-display text-[19px] leading-none font-semibold">
              {ACADEMY.name}
            </p>
            <p className="mt-1.5 text-[11px] font-semibold tracking-[0.28em] text-ink-muted uppercase">
              {SHEET_WORDS.place}
            </p>
          </div>
        </div>

        <div className="flex flex-1 flex-col items-center justify-center pb-4">
          <p
            data-pdf-text
            className="font-display text-[50px] leading-none font-semibold tracking-tight text-ink"
          >
            {SHEET_WORDS.title}
          </p>
          <div className="mt-4 h-[3px] w-20 rounded-full bg-accent" aria-hidden />

          <p className="mt-6 text-[15px] tracking-[0.2em] text-ink-soft uppercase">{SHEET_WORDS.certifies}</p>
          <p
            data-pdf-text
            data-testid="certificate-student"
            className="mt-3 max-w-[860px] font-display leading-[1.05] font-semibold text-plum"
            style={{ fontSize: studentNameSize(details.studentName) }}
          >
            {details.studentName}
          </p>
          <p className="mt-5 text-[16px] text-ink-soft">{SHEET_WORDS.completed}</p>
          <p
            data-pdf-text
            data-testid="certificate-course"
            data-long-name={details.courseName.length > CERTIFICATE_LONG_NAME_CHARS}
            className="mt-2 line-clamp-2 max-w-[820px] font-display leading-[1.15] font-semibold text-ink"
            style={{ fontSize: courseSize }}
          >
            {details.courseName}
          </p>
          {details.instructorName && (
            <p className="mt-3 text-[15px] text-ink-soft">
              {SHEET_WORDS.taughtBy} <span className="font-semibold text-ink">{details.instructorName}</span>
            </p>
          )}
        </div>

        <div className="grid w-full grid-cols-[1fr_auto_1fr] items-end gap-10 px-16">
          <div className="text-left">
            <p data-pdf-text className="font-display text-[20px] font-semibold">
              {date}
            </p>
            <div className="mt-2 h-px w-56 bg-ink/60" />
            <p className="mt-2 text-[11px] font-semibold tracking-[0.22em] text-ink-muted uppercase">
              {SHEET_WORDS.dateOfCompletion}
            </p>
          </div>
          <Seal />
          <div className="flex flex-col items-end text-right">
            <p className="font-display text-[20px] font-semibold italic">
              {details.instructorName || ACADEMY.shortName}
            </p>
            <div className="mt-2 h-px w-56 bg-ink/60" />
            <p className="mt-2 text-[11px] font-semibold tracking-[0.22em] text-ink-muted uppercase">
              {details.instructorName ? SHEET_WORDS.instructor : SHEET_WORDS.academy}
            </p>
          </div>
        </div>

        {details.certificateNumber && (
          <p className="mt-7 text-[11.5px] text-ink-soft">
            <span data-pdf-text>
              {SHEET_WORDS.number} {details.certificateNumber}
            </span>
            {details.verifyUrl && (
              <>
                <span className="mx-2 text-ink-muted">·</span>
                <span data-pdf-text>
                  {SHEET_WORDS.verifyAt} {details.verifyUrl}
                </span>
              </>
            )}
          </p>
        )}
      </div>
    </div>
  );
}
