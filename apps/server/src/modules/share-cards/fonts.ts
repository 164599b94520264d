import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { sfntOfWoff } from '../invoices/pdf-text';

/*
 * The store's fonts for pictures drawn on the server: Bricolage Grotesque for titles and prices,
 * Inter for the rest, and Noto Sans Devanagari for Hindi and Marathi (all OFL, from npm). sharp
 * draws text with Pango, whose FreeType reads WOFF 2.0 only with brotli (not in sharp's build):
 * each font's WOFF 1.0 is unwrapped to TrueType once, into the system's temporary folder.
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

let files: Promise<Record<ShareFont, string>> | undefined;

async function writeAndRegister(): Promise<Record<ShareFont, string>> {
  // One folder for every process of this user. A file is named by its font's contents, so an
  // updated font package gets files of its own; each is written beside its place and renamed into
  // it, so a process never reads a half-written one.
  const folder = path.join(tmpdir(), `academy-share-fonts-${process.getuid?.() ?? 'user'}`);
  mkdirSync(folder, { recursive: true });
  const written = Object.fromEntries(
    Object.entries(SHARE_FONTS).map(([name, font]) => {
      const woff = readFileSync(requireFont.resolve(font.file));
      const digest = createHash('sha256').update(woff).digest('hex').slice(0, 12);
      const file = path.join(folder, `${path.basename(font.file, '.woff')}-${digest}.ttf`);
      if (!existsSync(file)) {
        const partial = `${file}.${process.pid}`;
        writeFileSync(partial, sfntOfWoff(woff));
        renameSync(partial, file);
      }
      return [name, file];
    }),
  ) as Record<ShareFont, string>;
  for (const [name, file] of Object.entries(written)) {
    await sharp({ text: { text: '.', font: `${SHARE_FONTS[name as ShareFont].family} 8`, fontfile: file } })
      .png()
      .toBuffer();
  }
  return written;
}

/**
 * Each font's TrueType file, written and given to Pango the first time a picture is drawn (once,
 * however many cards are asked for at that moment). Pango keeps every font file it is given for
 * the process, so once all are given, a title in Latin letters that has a Devanagari word falls
 * back to Noto for that word.
 */
export function shareFontFiles(): Promise<Record<ShareFont, string>> {
  // A failure (a full temporary folder) is tried again at the next picture, not kept.
  files ??= writeAndRegister().catch((error: unknown) => {
    files = undefined;
    throw error;
  });
  return files;
}
