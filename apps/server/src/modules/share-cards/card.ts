import { ACADEMY } from '@academy/shared/academy';
import sharp, { type OverlayOptions } from 'sharp';
import { SHARE_FONTS, type ShareFont, shareFontFiles } from './fonts';

/** Open Graph's large picture: what WhatsApp, LinkedIn and X show in full. */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

const INK = '#16131f';
const INK_SOFT = '#4a4558';
const PAPER = '#fbf8f3';
const ACCENT = '#cc4311';
const ACCENT_SOFT = '#ffe3d8';

const MARGIN = 64;
const TEXT_WIDTH = 560;
const PICTURE = { left: 660, width: 476, height: 268 };

/** What a card says: a kind ("Video course"), the product's name, its facts, and its price. */
export type ShareCardContent = {
  kind: string;
  title: string;
  facts: string[];
  price: string;
  /** The product's own picture (a banner or first preview), any format sharp reads. */
  picture: Buffer | undefined;
};

const markup = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

async function drawText(
  text: string,
  font: ShareFont,
  colour: string,
  box: { size: number; width: number } | { width: number; height: number },
) {
  const files = await shareFontFiles();
  return sharp({
    text: {
      text: `<span foreground="${colour}">${markup(text)}</span>`,
      // With a height, Pango picks the largest size at which the text fits the box.
      font: 'size' in box ? `${SHARE_FONTS[font].family} ${box.size}` : SHARE_FONTS[font].family,
      fontfile: files[font],
      width: box.width,
      ...('height' in box ? { height: box.height } : { dpi: 72 }),
      rgba: true,
      wrap: 'word',
    },
  })
    .png()
    .toBuffer({ resolveWithObject: true });
}

type Block = { input: Buffer; width: number; height: number };

/** One block of text in a store font, wrapped to `width`, as a transparent PNG and its size. */
async function textBlock(
  text: string,
  { font, size, colour, width }: { font: ShareFont; size: number; colour: string; width: number },
): Promise<Block> {
  const { data, info } = await drawText(text, font, colour, { size, width });
  return { input: data, width: info.width, height: info.height };
}

/** The product's name at TITLE_SIZE, or smaller when that takes more than TITLE_HEIGHT. */
async function titleBlock(title: string, width: number): Promise<Block> {
  const large = await drawText(title, 'display', INK, { size: TITLE_SIZE, width });
  const { data, info } =
    large.info.height <= TITLE_HEIGHT
      ? large
      : await drawText(title, 'display', INK, { width, height: TITLE_HEIGHT });
  return { input: data, width: info.width, height: info.height };
}

/** Pixels (Pango's dpi 72: a point is a pixel); three lines of a Latin name fit the height. */
const TITLE_SIZE = 64;
const TITLE_HEIGHT = 216;

/** The product's picture with rounded corners, or nothing when it cannot be read. */
async function rounded(picture: Buffer | undefined) {
  if (!picture) return undefined;
  const mask = Buffer.from(
    `<svg width="${PICTURE.width}" height="${PICTURE.height}"><rect width="100%" height="100%" rx="24" ry="24"/></svg>`,
  );
  try {
    return await sharp(picture)
      .resize(PICTURE.width, PICTURE.height, { fit: 'cover' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    return undefined;
  }
}

/**
 * A product's share card, 1200 × 630 JPEG: the academy's name, the kind of product, its name in
 * the store's display type, its facts (language, level, lectures), its price, and its picture.
 */
export async function drawShareCard(content: ShareCardContent): Promise<Buffer> {
  const [brand, kind, title, facts, price, picture] = await Promise.all([
    textBlock(ACADEMY.name.toUpperCase(), { font: 'text', size: 22, colour: INK, width: TEXT_WIDTH }),
    textBlock(content.kind, { font: 'text', size: 24, colour: ACCENT, width: TEXT_WIDTH }),
    titleBlock(content.title, TEXT_WIDTH),
    textBlock(content.facts.join('  ·  '), { font: 'text', size: 26, colour: INK_SOFT, width: TEXT_WIDTH }),
    textBlock(content.price, { font: 'display', size: 44, colour: INK, width: TEXT_WIDTH }),
    rounded(content.picture),
  ]);

  const priceTop = SHARE_CARD_HEIGHT - MARGIN - price.height - 16;
  const background = Buffer.from(
    `<svg width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" xmlns="http://www.w3.org/2000/svg">
      <rect width="100%" height="100%" fill="${PAPER}"/>
      <circle cx="${SHARE_CARD_WIDTH - 40}" cy="40" r="220" fill="${ACCENT_SOFT}"/>
      <circle cx="${SHARE_CARD_WIDTH - 40}" cy="40" r="120" fill="none" stroke="${ACCENT}" stroke-width="22" opacity="0.85"/>
      <rect x="${MARGIN}" y="${MARGIN}" width="36" height="36" rx="9" fill="${INK}"/>
      <rect x="${MARGIN + 10}" y="${MARGIN + 10}" width="16" height="16" rx="4" fill="${ACCENT}"/>
      <rect x="${MARGIN - 8}" y="${priceTop - 12}" width="${price.width + 40}" height="${price.height + 24}" rx="${(price.height + 24) / 2}" fill="${ACCENT_SOFT}"/>
    </svg>`,
  );

  const titleTop = MARGIN + 116;
  const layers: OverlayOptions[] = [
    { input: brand.input, left: MARGIN + 52, top: MARGIN + 5 },
    { input: kind.input, left: MARGIN, top: MARGIN + 72 },
    { input: title.input, left: MARGIN, top: titleTop },
    { input: facts.input, left: MARGIN, top: titleTop + title.height + 20 },
    { input: price.input, left: MARGIN + 12, top: priceTop },
  ];
  if (picture) {
    layers.push({
      input: picture,
      left: PICTURE.left,
      top: Math.round((SHARE_CARD_HEIGHT - PICTURE.height) / 2),
    });
  }
  return sharp(background).composite(layers).jpeg({ quality: 86, mozjpeg: true }).toBuffer();
}
