import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

/** The documents' text colour, unless a piece of text asks for another. */
export const INK = '#16131f';

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

export type TextStyle = { size: number; weight?: Weight; color?: string };

export function widthOf(doc: PDFKit.PDFDocument, text: string, style: TextStyle): number {
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
export function write(
  doc: PDFKit.PDFDocument,
  text: string,
  x: number,
  y: number,
  width: number,
  style: TextStyle & { align?: 'left' | 'right' },
): number {
  const weight = style.weight ?? 'regular';
  doc.fillColor(style.color ?? INK);
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

export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  // One font is close enough for the rare mixed line: a row taller by a point does no harm.
  doc.font(FONTS.latin[style.weight ?? 'regular']).fontSize(style.size);
  return doc.heightOfString(text, { width, lineGap: 1 });
}

/**
 * An A4 document with no margins (the layout places everything itself) and the bytes it will
 * have written once `doc.end()` is called.
 */
export function openA4Document(info: PDFKit.DocumentInfo): {
  doc: PDFKit.PDFDocument;
  done: Promise<Buffer>;
} {
  const doc = new PDFDocument({ size: 'A4', margin: 0, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
