import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { sfntOfWoff } from './pdf-text';

const fontFolder = path.dirname(
  createRequire(import.meta.url).resolve(
    '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-latin-400-normal.woff',
  ),
);
const woffFiles = readdirSync(fontFolder)
  .filter((name) => /^noto-sans-devanagari-(latin|latin-ext|devanagari)-(400|700)-normal\.woff$/.test(name))
  .map((name) => path.join(fontFolder, name));

/** The OpenType checksum: the table as big-endian 32-bit words, zero-padded, summed mod 2^32. */
function checksumOf(table: Buffer): number {
  const padded = Buffer.alloc((table.length + 3) & ~3);
  table.copy(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

describe('fonts unwrapped from WOFF once', () => {
  it('covers the six fonts the documents use', () => {
    expect(woffFiles).toHaveLength(6);
  });

  it.each(woffFiles.map((file) => [path.basename(file), file]))(
    '%s: every table comes out whole, its checksum the one the font recorded',
    (_name, file) => {
      const woff = readFileSync(file);
      const sfnt = sfntOfWoff(woff);
      const count = sfnt.readUInt16BE(4);
      expect(sfnt.readUInt32BE(0)).toBe(woff.readUInt32BE(4));
      expect(count).toBe(woff.readUInt16BE(12));
      for (let index = 0; index < count; index += 1) {
        const record = 12 + index * 16;
        const tag = sfnt.toString('latin1', record, record + 4);
        const offset = sfnt.readUInt32BE(record + 8);
        const table = Buffer.from(sfnt.subarray(offset, offset + sfnt.readUInt32BE(record + 12)));
        expect(offset % 4, tag).toBe(0);
        // The head table's checksum is taken with its checkSumAdjustment set to zero.
        if (tag === 'head') table.writeUInt32BE(0, 8);
        expect(checksumOf(table), tag).toBe(sfnt.readUInt32BE(record + 4));
      }
    },
  );

  it.each(woffFiles.map((file) => [path.basename(file), file]))(
    '%s: sets text exactly as the WOFF file does',
    (_name, file) => {
      const doc = new PDFDocument();
      const sample = 'Kalakriti ₹2,499 कलाकृति डिज़ाइन Ŝŵ';
      const fromWoff = doc.font(file).fontSize(11).widthOfString(sample);
      doc.registerFont('unwrapped', sfntOfWoff(readFileSync(file)));
      expect(doc.font('unwrapped').fontSize(11).widthOfString(sample)).toBe(fromWoff);
      expect(fromWoff).toBeGreaterThan(0);
    },
  );

  it('refuses what is not WOFF 1.0', () => {
    expect(() => sfntOfWoff(Buffer.from('wOF2 is the other format'))).toThrow('Not a WOFF 1.0 font');
  });
});
