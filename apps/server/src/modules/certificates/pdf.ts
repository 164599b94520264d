import { ACADEMY } from '@academy/shared/academy';
import { CERTIFICATE_LONG_NAME_CHARS } from '@academy/shared/limits';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CERTIFICATE_TIME_ZONE } from './service';

/** Everything a certificate shows, as issued. */
export type CertificateContent = {
  certificateNumber: string;
  studentName: string;
  courseTitle: string;
  instructorName: string;
  completedAt: Date;
  /** Where anyone can check the certificate: `${PUBLIC_URL}/certificate/verify/<number>`. */
  verifyUrl: string;
};

/** '6 March 2026': the date as written in India, in India's time zone. */
export function formatCertificateDate(date: Date): string {
  return new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: CERTIFICATE_TIME_ZONE,
  }).format(date);
}

/** The course title's size: smaller past CERTIFICATE_LONG_NAME_CHARS (SPEC §5, §9). */
export const courseTitleFontSize = (title: string) =>
  Array.from(title).length > CERTIFICATE_LONG_NAME_CHARS ? 20 : 28;

const COLOURS = {
  paper: '#FFFDF7',
  brand: '#7A3E1D',
  gold: '#C59A4B',
  ink: '#26231F',
  muted: '#6B645C',
};

/* A4 landscape, in points. */
const PAGE_WIDTH = 841.89;
const PAGE_HEIGHT = 595.28;
const CONTENT_WIDTH = 640;
const CONTENT_LEFT = (PAGE_WIDTH - CONTENT_WIDTH) / 2;

/*
 * pdfkit's standard fonts have Latin glyphs only, and many of the academy's students write their
 * names (and some courses their titles) in Devanagari. Devanagari runs are set in Noto Sans
 * Devanagari, shipped as an npm package (OFL) and shaped by pdfkit's fontkit, so conjuncts, the
 * reph and the i-matra come out right; the rest of the line (spaces, digits, Latin, punctuation,
 * which that font lacks) stays in the line's standard font.
 */
const requireFont = createRequire(import.meta.url);
const DEVANAGARI_FONTS = {
  regular: requireFont.resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff',
  ),
  bold: requireFont.resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  ),
};
/** Devanagari letters, signs, digits and dandas, and the joiners that shape them. */
const DEVANAGARI_CHAR = String.raw`(?:\p{scx=Deva}|\u200C|\u200D)`;
/** A run of Devanagari words; a single space between two of them stays in the run. */
const DEVANAGARI_RUN = new RegExp(`${DEVANAGARI_CHAR}+(?: ${DEVANAGARI_CHAR}+)*`, 'gu');

export const hasDevanagari = (text: string) => /\p{scx=Deva}/u.test(text);

type LineStyle = { latinFont: string; weight: 'regular' | 'bold'; size: number };
type Run = { text: string; font: string };

/** `text` cut into runs of Devanagari and of everything else, each with the font it needs. */
function runsOf(text: string, style: LineStyle): Run[] {
  const runs: Run[] = [];
  let last = 0;
  for (const match of text.matchAll(DEVANAGARI_RUN)) {
    if (match.index > last) runs.push({ text: text.slice(last, match.index), font: style.latinFont });
    runs.push({ text: match[0], font: DEVANAGARI_FONTS[style.weight] });
    last = match.index + match[0].length;
  }
  if (last < text.length) runs.push({ text: text.slice(last), font: style.latinFont });
  return runs;
}

function lineWidth(doc: PDFKit.PDFDocument, runs: Run[], size: number): number {
  return runs.reduce((width, run) => width + doc.font(run.font).fontSize(size).widthOfString(run.text), 0);
}

/** One line of mixed-script text, centred on the page at `y`, run by run. */
function drawCentredLine(doc: PDFKit.PDFDocument, runs: Run[], size: number, y: number) {
  let x = (PAGE_WIDTH - lineWidth(doc, runs, size)) / 2;
  for (const run of runs) {
    doc.font(run.font).fontSize(size);
    doc.text(run.text, x, y, { lineBreak: false });
    x += doc.widthOfString(run.text);
  }
}

/** The largest size from `largest` down to `smallest` at which the runs fit on one line. */
function fittingRunSize(doc: PDFKit.PDFDocument, runs: Run[], largest: number, smallest: number): number {
  let size = largest;
  while (size > smallest && lineWidth(doc, runs, size) > CONTENT_WIDTH) size -= 1;
  return size;
}

/**
 * The certificate as a one-page A4 landscape PDF. pdfkit's standard fonts (Times and Helvetica,
 * whose metrics ship with pdfkit) and Noto Sans Devanagari from node_modules, so nothing is read
 * from the system. The creation date is the completion date, so the same certificate always
 * gives the same bytes.
 */
export function renderCertificatePdf(content: CertificateContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 0,
    info: {
      Title: `Certificate of Completion: ${content.courseTitle}`,
      Author: ACADEMY.name,
      Subject: `${content.studentName} completed ${content.courseTitle}`,
      Keywords: content.certificateNumber,
      CreationDate: content.completedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  drawFrame(doc);

  const centred = (text: string, y: number, options: PDFKit.Mixins.TextOptions = {}) =>
    doc.text(text, CONTENT_LEFT, y, { width: CONTENT_WIDTH, align: 'center', lineBreak: false, ...options });

  doc.font('Times-Bold').fontSize(22).fillColor(COLOURS.brand);
  centred(ACADEMY.name.toUpperCase(), 66, { characterSpacing: 2 });
  doc.font('Helvetica').fontSize(10).fillColor(COLOURS.muted);
  centred(`${ACADEMY.address.line1}, ${ACADEMY.address.line2}`, 96);

  doc.font('Times-Bold').fontSize(40).fillColor(COLOURS.ink);
  centred('Certificate of Completion', 128);
  doc
    .moveTo(PAGE_WIDTH / 2 - 90, 180)
    .lineTo(PAGE_WIDTH / 2 + 90, 180)
    .lineWidth(1.5)
    .strokeColor(COLOURS.gold)
    .stroke();

  doc.font('Helvetica').fontSize(14).fillColor(COLOURS.muted);
  centred('This is to certify that', 204);

  const nameRuns = runsOf(content.studentName, { latinFont: 'Times-BoldItalic', weight: 'bold', size: 36 });
  const nameSize = fittingRunSize(doc, nameRuns, 36, 18);
  doc.fillColor(COLOURS.brand);
  // A long name set smaller stays centred on the same line.
  drawCentredLine(doc, nameRuns, nameSize, 232 + (36 - nameSize) * 0.6);
  doc
    .moveTo(PAGE_WIDTH / 2 - 200, 282)
    .lineTo(PAGE_WIDTH / 2 + 200, 282)
    .lineWidth(0.75)
    .strokeColor(COLOURS.gold)
    .stroke();

  doc.font('Helvetica').fontSize(14).fillColor(COLOURS.muted);
  centred('has successfully completed the course', 298);

  const titleSize = courseTitleFontSize(content.courseTitle);
  let titleHeight: number;
  doc.fillColor(COLOURS.ink);
  if (hasDevanagari(content.courseTitle)) {
    // Set run by run on one line, smaller when it must be.
    const titleRuns = runsOf(content.courseTitle, {
      latinFont: 'Helvetica-Bold',
      weight: 'bold',
      size: titleSize,
    });
    const size = fittingRunSize(doc, titleRuns, titleSize, 12);
    drawCentredLine(doc, titleRuns, size, 326);
    titleHeight = size * 1.3;
  } else {
    // At most two lines; a title longer still is cut with an ellipsis rather than overlapping.
    const titleBox = titleSize * 2.4;
    doc.font('Helvetica-Bold').fontSize(titleSize);
    titleHeight = Math.min(doc.heightOfString(content.courseTitle, { width: CONTENT_WIDTH }), titleBox);
    centred(content.courseTitle, 326, { lineBreak: true, height: titleBox, ellipsis: true });
  }

  doc.fillColor(COLOURS.muted);
  drawCentredLine(
    doc,
    runsOf(`taught by ${content.instructorName}`, {
      latinFont: 'Helvetica-Oblique',
      weight: 'regular',
      size: 13,
    }),
    13,
    326 + titleHeight + 12,
  );

  drawFooter(doc, content);

  doc.end();
  return done;
}

function drawFrame(doc: PDFKit.PDFDocument) {
  doc.rect(0, 0, PAGE_WIDTH, PAGE_HEIGHT).fill(COLOURS.paper);
  doc
    .rect(22, 22, PAGE_WIDTH - 44, PAGE_HEIGHT - 44)
    .lineWidth(4)
    .strokeColor(COLOURS.brand)
    .stroke();
  doc
    .rect(32, 32, PAGE_WIDTH - 64, PAGE_HEIGHT - 64)
    .lineWidth(1)
    .strokeColor(COLOURS.gold)
    .stroke();
}

function drawFooter(doc: PDFKit.PDFDocument, content: CertificateContent) {
  const columnWidth = 200;
  const top = 452;
  const columns = [
    { x: 90, label: 'Date of completion', value: formatCertificateDate(content.completedAt) },
    { x: (PAGE_WIDTH - columnWidth) / 2, label: 'Issued by', value: ACADEMY.name },
    { x: PAGE_WIDTH - 90 - columnWidth, label: 'Certificate No.', value: content.certificateNumber },
  ];
  for (const column of columns) {
    doc
      .moveTo(column.x + 20, top)
      .lineTo(column.x + columnWidth - 20, top)
      .lineWidth(0.75)
      .strokeColor(COLOURS.muted)
      .stroke();
    doc.font('Helvetica-Bold').fontSize(12).fillColor(COLOURS.ink);
    doc.text(column.value, column.x, top + 8, { width: columnWidth, align: 'center', lineBreak: false });
    doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
    doc.text(column.label, column.x, top + 26, { width: columnWidth, align: 'center', lineBreak: false });
  }

  doc.font('Helvetica').fontSize(9).fillColor(COLOURS.muted);
  doc.text(`Verify this certificate at ${content.verifyUrl}`, CONTENT_LEFT, PAGE_HEIGHT - 72, {
    width: CONTENT_WIDTH,
    align: 'center',
    lineBreak: false,
    link: content.verifyUrl,
  });
}
