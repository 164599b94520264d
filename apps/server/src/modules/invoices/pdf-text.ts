import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
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

/**
 * A WOFF 1.0 font as the TrueType (sfnt) font it wraps. fontkit reads WOFF tables through a
 * JavaScript inflate, again for every document: that was three quarters of a receipt's time
 * (issue 26). Unwrapped once with zlib, each document reads plain tables.
 */
export function sfntOfWoff(woff: Buffer): Buffer {
  if (woff.readUInt32BE(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = woff.readUInt32BE(4);
  const count = woff.readUInt16BE(12);
  const tables = Array.from({ length: count }, (_, index) => {
    const entry = 44 + index * 20;
    const offset = woff.readUInt32BE(entry + 4);
    const compressedLength = woff.readUInt32BE(entry + 8);
    const length = woff.readUInt32BE(entry + 12);
    const stored = woff.subarray(offset, offset + compressedLength);
    return {
      tag: woff.readUInt32BE(entry),
      checksum: woff.readUInt32BE(entry + 16),
      data: compressedLength < length ? inflateSync(stored) : stored,
    };
  });
  const padded = (length: number) => (length + 3) & ~3;
  const directoryEnd = 12 + count * 16;
  const size = tables.reduce((total, table) => total + padded(table.data.length), directoryEnd);
  const sfnt = Buffer.alloc(size);
  const power = 2 ** Math.floor(Math.log2(count));
  sfnt.writeUInt32BE(flavor, 0);
  sfnt.writeUInt16BE(count, 4);
  sfnt.writeUInt16BE(power * 16, 6);
  sfnt.writeUInt16BE(Math.log2(power), 8);
  sfnt.writeUInt16BE(count * 16 - power * 16, 10);
  let offset = directoryEnd;
  tables.forEach((table, index) => {
    const record = 12 + index * 16;
    sfnt.writeUInt32BE(table.tag, record);
    sfnt.writeUInt32BE(table.checksum, record + 4);
    sfnt.writeUInt32BE(offset, record + 8);
    sfnt.writeUInt32BE(table.data.length, record + 12);
    table.data.copy(sfnt, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

type Weight = 'regular' | 'bold';
type Subset = 'latin' | 'latinExt' | 'devanagari';
/** Each subset and weight: the name a document knows it by, and its sfnt bytes once read. */
type Font = { name: string; file: string };
const font = (subset: string, weight: 400 | 700): Font => ({
  name: `noto-sans-${subset}-${weight}`,
  file: requireFont.resolve(
    `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
  ),
});
const FONTS: Record<Subset, Record<Weight, Font>> = {
  latin: { regular: font('latin', 400), bold: font('latin', 700) },
  latinExt: { regular: font('latin-ext', 400), bold: font('latin-ext', 700) },
  devanagari: { regular: font('devanagari', 400), bold: font('devanagari', 700) },
};

let sfnts: Map<string, Buffer> | undefined;

/** The six fonts' sfnt bytes, by name, read the first time a document is opened. */
function fontBytes(): Map<string, Buffer> {
  sfnts ??= new Map(
    Object.values(FONTS)
      .flatMap((weights) => Object.values(weights))
      .map((font) => [font.name, sfntOfWoff(readFileSync(font.file))]),
  );
  return sfnts;
}

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
      width + doc.font(FONTS[run.subset][style.weight ?? 'regular'].name, style.size).widthOfString(run.text),
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
      doc.font(FONTS[run.subset][weight].name, style.size);
      doc.text(run.text, left, y, { lineBreak: false });
      left += doc.widthOfString(run.text);
    }
    return style.size * 1.3;
  }
  // Continued runs wrap as one paragraph, whatever fonts they are in.
  runs.forEach((run, index) => {
    doc.font(FONTS[run.subset][weight].name, style.size);
    const options = { width, continued: index < runs.length - 1, lineGap: 1 };
    if (index === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  return doc.y - y;
}

export function heightOf(doc: PDFKit.PDFDocument, text: string, width: number, style: TextStyle): number {
  // One font is close enough for the rare mixed line: a row taller by a point does no harm.
  doc.font(FONTS.latin[style.weight ?? 'regular'].name, style.size);
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
  for (const [name, bytes] of fontBytes()) doc.registerFont(name, bytes);
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
