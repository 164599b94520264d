import { ACADEMY } from '@academy/shared/academy';
import { stateName } from '@academy/shared/gst';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import type { TaxDocument } from './service';

/*
 * The tax invoice and credit note as PDFs (issue 12), laid out like the GST invoices Indian
 * businesses issue: supplier and GSTIN, number and date, place of supply, buyer, a table of lines
 * with SAC and the tax split, totals with the amount in words. Everything is drawn from the
 * stored document, never from today's settings or catalogue, so a PDF made years later says what
 * was issued.
 */

const COLOURS = {
  ink: '#16131f',
  soft: '#4a4558',
  muted: '#6b6679',
  line: '#e6dfd3',
  band: '#fbf8f3',
  accent: '#cc4311',
} as const;

/* A4 portrait, in points. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const RIGHT = PAGE_WIDTH - MARGIN;
/** Lines go onto a new page below this, leaving room for the footer. */
const TABLE_BOTTOM = PAGE_HEIGHT - 90;

/*
 * pdfkit's standard fonts lack the rupee sign and Devanagari (course titles and buyers' names may
 * be written in it). Noto Sans, shipped as an npm package (OFL) in three subsets, covers both:
 * each piece of text is cut into runs set in the subset that has its characters, shaped by
 * fontkit. A character no subset has is printed as '?' rather than as an empty box.
 */
const requireFont = createRequire(import.meta.url);
const fontFile = (subset: string, weight: 400 | 700) =>
  requireFont.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  );
type Weight = 'regular' | 'bold';
type Subset = 'latin' | 'latinExt' | 'devanagari';
const FONTS: Record<Subset, Record<Weight, string>> = {
  latin: { regular: fontFile('latin', 400), bold: fontFile('latin', 700) },
  latinExt: { regular: fontFile('latin-ext', 400), bold: fontFile('latin-ext', 700) },
  devanagari: { regular: fontFile('devanagari', 400), bold: fontFile('devanagari', 700) },
};
/** The Unicode ranges each subset was cut to (the package's unicode-range), tried in turn. */
const SUBSET_RANGES: [Subset, [number, number][]][] = [
  [
    'latin',
    [
      [0x0000, 0x00ff],
      [0x2000, 0x206f],
      [0x20ac, 0x20ac],
      [0x2122, 0x2122],
      [0x2212, 0x2212],
    ],
  ],
  [
    'devanagari',
    [
      [0x0900, 0x097f],
      [0x1cd0, 0x1cf9],
      [0x200c, 0x200d],
      [0x20a8, 0x20a8],
      [0x20b9, 0x20b9],
      [0xa830, 0xa839],
      [0xa8e0, 0xa8ff],
    ],
  ],
  [
    'latinExt',
    [
      [0x0100, 0x024f],
      [0x1e00, 0x1eff],
      [0x20a0, 0x20c0],
      [0x2c60, 0x2c7f],
      [0xa720, 0xa7ff],
    ],
  ],
];

function subsetOf(character: string): Subset | undefined {
  const code = character.codePointAt(0) ?? 0;
  return SUBSET_RANGES.find(([, ranges]) => ranges.some(([from, to]) => code >= from && code <= to))?.[0];
}

type Run = { text: string; subset: Subset };

/** `text` cut into runs of characters that one subset sets; joiners stay with what they join. */
function runsOf(text: string): Run[] {
  const runs: Run[] = [];
  for (const character of text) {
    const found = subsetOf(character);
    const subset = found ?? 'latin';
    const printable = found ? character : '?';
    // A space between two Devanagari words stays in their run, so the words are shaped together.
    const last = runs.at(-1);
    if (last && (last.subset === subset || (character === ' ' && last.subset === 'devanagari'))) {
      last.text += printable;
    } else {
      runs.push({ text: printable, subset });
    }
  }
  return runs;
}

type TextStyle = { size: number; weight?: Weight; color?: string };

function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
  return runsOf(text).reduce(
    (width, run) =>
      width +
      doc
        .font(FONTS[run.subset][style.weight ?? 'regular'])
        .fontSize(style.size)
        .widthOfString(run.text),
    0,
  );
}

/**
 * Writes `text` at (x, y) within `width`: wrapped when left-aligned, on one line when aligned
 * right. Answers the height it took.
 */
function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'right' },
): number {
  const weight = style.weight ?? 'regular';
  doc.fillColor(style.color ?? COLOURS.ink);
  const runs = runsOf(text);
  if (style.align === 'right') {
    let left = x + width - widthOf(doc, text, style);
    for (const run of runs) {
      doc.font(FONTS[run.subset][weight]).fontSize(style.size);
      doc.text(run.text, left, y, { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
    return style.size * 1.3;
  }
  // Continued runs wrap as one paragraph, whatever fonts they are in.
  runs.forEach((run, index) => {
    doc.font(FONTS[run.subset][weight]).fontSize(style.size);
    const options = { width, continued: index < runs.length - 1, lineGap: 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return doc.y - y;
}

function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  // One font is close enough for the rare mixed line: a row taller by a point does no harm.
  doc.font(FONTS.latin[style.weight ?? 'regular']).fontSize(style.size);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

function rule(doc: PDFKit.PDFDocument, y: number, color: string = COLOURS.line, width = 0.75) {
  doc.moveTo(MARGIN, y).lineTo(RIGHT, y).lineWidth(width).strokeColor(color).stroke();
}

/* Money and dates as Indian invoices write them */

const amounts = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** 123456789 paise → '12,34,567.89': Indian digit grouping, always two decimals. */
export function formatAmount(paise: number): string {
  return amounts.format(paise / 100);
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '24 Nov 2026': the calendar day in India (ICU's en-IN would write 'Sept'). */
export function formatInvoiceDate(instant: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: ACADEMY.timeZone,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(instant);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value);
  return `${part('day')} ${MONTHS[part('month') - 1]} ${part('year')}`;
}

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = n % 10;
  return `${TENS[Math.floor(n / 10)]}${ones ? `-${ONES[ones]}` : ''}`;
}

function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  return [hundreds ? `${ONES[hundreds]} Hundred` : '', rest ? belowHundred(rest) : '']
    .filter(Boolean)
    .join(' ');
}

/** A whole number in words in the Indian system: thousand, lakh, crore (and crores of crores). */
export function numberInWords(n: number): string {
  if (n === 0) return 'Zero';
  const crores = Math.floor(n / 10_000_000);
  const lakhs = Math.floor((n % 10_000_000) / 100_000);
  const thousands = Math.floor((n % 100_000) / 1000);
  const rest = n % 1000;
  return [
    crores ? `${numberInWords(crores)} Crore` : '',
    lakhs ? `${belowHundred(lakhs)} Lakh` : '',
    thousands ? `${belowHundred(thousands)} Thousand` : '',
    rest ? belowThousand(rest) : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** 199900 → 'Rupees One Thousand Nine Hundred Ninety-Nine Only'; paise, when any, after 'and'. */
export function amountInWords(paise: number): string {
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseWords = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWords(rupees)}${paiseWords} Only`;
}

/** Basis points as a percentage: 900 → '9%', 250 → '2.5%'. */
const percent = (basisPoints: number) => `${Number((basisPoints / 100).toFixed(2))}%`;

const placeOf = (code: string) => `${stateName(code)} (${code})`;

/** The file name a download or attachment carries: no slashes ('Invoice-KDA-26-27-00001.pdf'). */
export function taxDocumentFilename(document: Pick<TaxDocument, 'type' | 'number'>): string {
  const kind = document.type === 'invoice' ? 'Invoice' : 'Credit-note';
  return `${kind}-${document.number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}

type Column = { label: string; width: number; align: 'left' | 'right'; cell: (index: number) => string };

/**
 * The document as an A4 portrait PDF. A credit note names the invoice it reverses (`invoice`).
 * The creation date is the issue date, so the same document always gives the same bytes.
 */
export function renderTaxDocumentPdf(
  document: TaxDocument,
  invoice?: Pick<TaxDocument, 'number' | 'issuedAt'>,
): Promise<Buffer> {
  const creditNote = document.type === 'credit-note';
  const title = creditNote ? 'Credit Note' : 'Tax Invoice';
  const { supplier, lines } = document;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      Title: `${title} ${document.number}`,
      Author: supplier.legalName,
      Subject: `${title} ${document.number} to ${document.buyerLegalName ?? document.buyerName}`,
      Keywords: document.number,
      CreationDate: document.issuedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  /* Supplier, left; the document's title and number, right */
  let y = MARGIN;
  doc.rect(0, 0, PAGE_WIDTH, 6).fill(COLOURS.accent);
  let left = y + 4;
  left += write(doc, supplier.legalName, MARGIN, left, 300, { size: 14, weight: 'bold' });
  left += write(doc, supplier.address, MARGIN, left + 2, 280, { size: 8.5, color: COLOURS.soft }) + 2;
  left += write(doc, `GSTIN: ${supplier.gstin}`, MARGIN, left + 2, 280, { size: 8.5, weight: 'bold' });
  left += write(doc, `State: ${placeOf(supplier.stateCode)}`, MARGIN, left + 1, 280, {
    size: 8.5,
    color: COLOURS.soft,
  });
  left += write(doc, `${ACADEMY.email} · ${ACADEMY.phone}`, MARGIN, left + 1, 280, {
    size: 8.5,
    color: COLOURS.soft,
  });

  write(doc, title.toUpperCase(), 330, y + 2, RIGHT - 330, {
    size: 20,
    weight: 'bold',
    color: COLOURS.accent,
    align: 'right',
  });
  write(doc, 'Original for recipient', 330, y + 30, RIGHT - 330, {
    size: 8,
    color: COLOURS.muted,
    align: 'right',
  });

  y = Math.max(left, y + 60) + 14;
  rule(doc, y, COLOURS.ink, 1);
  y += 14;

  /* Buyer, left; number, date and place of supply, right */
  const top = y;
  write(doc, creditNote ? 'ISSUED TO' : 'BILLED TO', MARGIN, y, 250, {
    size: 7.5,
    weight: 'bold',
    color: COLOURS.muted,
  });
  y += 13;
  if (document.buyerGstin) {
    y += write(doc, document.buyerLegalName ?? document.buyerName, MARGIN, y, 260, {
      size: 10.5,
      weight: 'bold',
    });
    y += write(doc, `GSTIN: ${document.buyerGstin}`, MARGIN, y + 1, 260, { size: 9 }) + 1;
    const contact = [document.buyerName, document.buyerEmail].filter(Boolean).join(' · ');
    y += write(doc, `Attn: ${contact}`, MARGIN, y + 1, 260, { size: 8.5, color: COLOURS.soft }) + 1;
  } else {
    y += write(doc, document.buyerName, MARGIN, y, 260, { size: 10.5, weight: 'bold' });
    if (document.buyerEmail) {
      y += write(doc, document.buyerEmail, MARGIN, y + 1, 260, { size: 9, color: COLOURS.soft }) + 1;
    }
  }

  const facts: [string, string][] = [
    [creditNote ? 'Credit note no.' : 'Invoice no.', document.number],
    [creditNote ? 'Credit note date' : 'Invoice date', formatInvoiceDate(document.issuedAt)],
    ...(creditNote && invoice
      ? [
          ['Against invoice', `${invoice.number} dated ${formatInvoiceDate(invoice.issuedAt)}`] as [
            string,
            string,
          ],
        ]
      : []),
    ['Place of supply', placeOf(document.placeOfSupply)],
  ];
  let right = top;
  for (const [label, value] of facts) {
    write(doc, label, 330, right, 90, { size: 8.5, color: COLOURS.muted });
    const height = write(doc, value, 415, right, RIGHT - 415, { size: 9, weight: 'bold' });
    right += Math.max(height, 12) + 3;
  }
  y = Math.max(y, right) + 18;

  /* The lines */
  const intraState = document.placeOfSupply === supplier.stateCode;
  const rate = supplier.rateBasisPoints;
  const taxColumns: Column[] = intraState
    ? [
        {
          label: `CGST ${percent(rate / 2)}`,
          width: 44,
          align: 'right',
          cell: (i) => formatAmount(lines[i]?.cgstPaise ?? 0),
        },
        {
          label: `SGST ${percent(rate / 2)}`,
          width: 44,
          align: 'right',
          cell: (i) => formatAmount(lines[i]?.sgstPaise ?? 0),
        },
      ]
    : [
        {
          label: `IGST ${percent(rate)}`,
          width: 60,
          align: 'right',
          cell: (i) => formatAmount(lines[i]?.igstPaise ?? 0),
        },
      ];
  const fixed: Column[] = [
    { label: '#', width: 16, align: 'left', cell: (i) => String(i + 1) },
    { label: 'Description', width: 0, align: 'left', cell: () => '' },
    { label: 'SAC', width: 36, align: 'left', cell: (i) => lines[i]?.sac ?? '' },
    { label: 'Price', width: 50, align: 'right', cell: (i) => formatAmount(lines[i]?.listPricePaise ?? 0) },
    { label: 'Discount', width: 44, align: 'right', cell: (i) => formatAmount(lines[i]?.discountPaise ?? 0) },
    {
      label: 'Taxable value',
      width: 56,
      align: 'right',
      cell: (i) => formatAmount(lines[i]?.taxablePaise ?? 0),
    },
    ...taxColumns,
    { label: 'Total', width: 54, align: 'right', cell: (i) => formatAmount(lines[i]?.totalPaise ?? 0) },
  ];
  const gap = 5;
  const used = fixed.reduce((sum, column) => sum + column.width, 0) + gap * (fixed.length - 1);
  const description = fixed[1];
  if (description) description.width = CONTENT_WIDTH - 8 - used;
  const cellStyle = { size: 8.5 };

  const header = () => {
    doc.rect(MARGIN, y, CONTENT_WIDTH, 20).fill(COLOURS.band);
    rule(doc, y);
    rule(doc, y + 20);
    let x = MARGIN + 4;
    for (const column of fixed) {
      write(doc, column.label, x, y + 6, column.width, {
        size: 7.5,
        weight: 'bold',
        color: COLOURS.soft,
        align: column.align,
      });
      x += column.width + gap;
    }
    y += 26;
  };
  header();

  lines.forEach((line, index) => {
    const text = line.title;
    const descriptionWidth = description?.width ?? 100;
    // The title, then the product type under it.
    const height = heightOf(doc, text, descriptionWidth, { size: 9, weight: 'bold' }) + 14;
    if (y + height > TABLE_BOTTOM) {
      doc.addPage({ size: 'A4', margin: 0 });
      y = MARGIN;
      header();
    }
    let x = MARGIN + 4;
    for (const column of fixed) {
      if (column === description) {
        const used = write(doc, text, x, y, column.width, { size: 9, weight: 'bold' });
        write(doc, line.type === 'Course' ? 'Video course' : 'Digital asset', x, y + used, column.width, {
          size: 7.5,
          color: COLOURS.muted,
        });
      } else {
        write(doc, column.cell(index), x, y, column.width, { ...cellStyle, align: column.align });
      }
      x += column.width + gap;
    }
    y += height + 4;
    rule(doc, y - 6);
  });

  /* Totals, right; the amount in words and the notes, left */
  if (y + 150 > TABLE_BOTTOM) {
    doc.addPage({ size: 'A4', margin: 0 });
    y = MARGIN;
  }
  y += 12;
  const totalsLeft = 335;
  const totals: [string, number][] = [
    ['Taxable value', document.taxablePaise],
    ...(intraState
      ? ([
          [`CGST @ ${percent(rate / 2)}`, document.cgstPaise],
          [`SGST @ ${percent(rate / 2)}`, document.sgstPaise],
        ] as [string, number][])
      : ([[`IGST @ ${percent(rate)}`, document.igstPaise]] as [string, number][])),
  ];
  let totalsY = y;
  for (const [label, paise] of totals) {
    write(doc, label, totalsLeft, totalsY, 120, { size: 9, color: COLOURS.soft });
    write(doc, formatAmount(paise), totalsLeft, totalsY, RIGHT - 4 - totalsLeft, { size: 9, align: 'right' });
    totalsY += 15;
  }
  doc.moveTo(totalsLeft, totalsY).lineTo(RIGHT, totalsY).lineWidth(1).strokeColor(COLOURS.ink).stroke();
  totalsY += 8;
  write(doc, creditNote ? 'Total credited' : 'Total', totalsLeft, totalsY, 120, { size: 11, weight: 'bold' });
  write(doc, `₹${formatAmount(document.totalPaise)}`, totalsLeft, totalsY, RIGHT - 4 - totalsLeft, {
    size: 11,
    weight: 'bold',
    align: 'right',
  });
  totalsY += 22;

  let notesY = y;
  write(doc, 'AMOUNT IN WORDS', MARGIN, notesY, 260, { size: 7.5, weight: 'bold', color: COLOURS.muted });
  notesY += 12;
  notesY += write(doc, amountInWords(document.totalPaise), MARGIN, notesY, 270, { size: 9, weight: 'bold' });
  notesY += 10;
  const notes = [
    'Prices include GST. Amounts in Indian rupees (₹).',
    'Tax payable on reverse charge: No',
    ...(creditNote && invoice ? [`This credit note reverses invoice ${invoice.number} in full.`] : []),
  ];
  for (const note of notes) {
    notesY += write(doc, note, MARGIN, notesY, 270, { size: 8.5, color: COLOURS.soft }) + 2;
  }

  y = Math.max(totalsY, notesY) + 24;
  write(doc, `For ${supplier.legalName}`, totalsLeft, y, RIGHT - totalsLeft, {
    size: 9,
    weight: 'bold',
    align: 'right',
  });
  write(doc, 'Computer-generated document; no signature required.', totalsLeft, y + 14, RIGHT - totalsLeft, {
    size: 7.5,
    color: COLOURS.muted,
    align: 'right',
  });

  /* Footer */
  rule(doc, PAGE_HEIGHT - 58);
  write(
    doc,
    `${supplier.legalName} · GSTIN ${supplier.gstin} · ${ACADEMY.email} · Thank you for learning with us.`,
    MARGIN,
    PAGE_HEIGHT - 48,
    CONTENT_WIDTH,
    { size: 7.5, color: COLOURS.muted },
  );

  doc.end();
  return done;
}
