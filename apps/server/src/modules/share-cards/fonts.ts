import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sfntOfWoff } from '../invoices/pdf-text';

/*
 * The store's fonts for pictures drawn on the server: Bricolage Grotesque for titles and prices,
 * Inter for the rest, and Noto Sans Devanagari for Hindi and Marathi (all OFL, from npm). sharp
 * draws text with Pango, whose FreeType reads WOFF 2.0 only with brotli (not in sharp's build):
 * each font's WOFF 1.0 is unwrapped to TrueType once, into a folder of this process's own.
 */

const requireFont = createRequire(import.meta.url);

export const SHARE_FONTS = {
  display: {
    family: 'Bricolage Grotesque Bold',
    file: '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-700-normal.woff',
  },
  displayRupee: {
    family: 'Bricolage Grotesque Bold',
    file: '@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-ext-700-normal.woff',
  },
  text: { family: 'Inter', file: '@fontsource/inter/files/inter-latin-400-normal.woff' },
  textRupee: { family: 'Inter', file: '@fontsource/inter/files/inter-latin-ext-400-normal.woff' },
  devanagari: {
    family: 'Noto Sans Devanagari Bold',
    file: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-700-normal.woff',
  },
} as const;

export type ShareFont = keyof typeof SHARE_FONTS;

let files: Record<ShareFont, string> | undefined;

/**
 * Each font's TrueType file, written the first time a picture is drawn. Pango keeps every font
 * file it is given for the process, so once all are given, a title in Latin letters that has a
 * Devanagari word falls back to Noto for that word.
 */
export async function shareFontFiles(): Promise<Record<ShareFont, string>> {
  if (files) return files;
  const folder = mkdtempSync(path.join(tmpdir(), 'academy-share-fonts-'));
  const written = Object.fromEntries(
    Object.entries(SHARE_FONTS).map(([name, font]) => {
      const file = path.join(folder, `${name}.ttf`);
      writeFileSync(file, sfntOfWoff(readFileSync(requireFont.resolve(font.file))));
      return [name, file];
    }),
  ) as Record<ShareFont, string>;
  for (const [name, file] of Object.entries(written)) {
    await sharp({ text: { text: '.', font: `${SHARE_FONTS[name as ShareFont].family} 8`, fontfile: file } })
      .png()
      .toBuffer();
  }
  files = written;
  return written;
}
