// Draws the web app manifest's icons and the Apple touch icon from the favicon's design
// (apps/web/public/favicon.svg) into apps/web/public/icons/. Run once after changing the mark:
//   node scripts/generate-icons.mjs
// The PNGs are committed; the build only copies them.
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const publicDir = fileURLToPath(new URL('../apps/web/public/', import.meta.url));
const favicon = readFileSync(`${publicDir}favicon.svg`, 'utf8');
// Full bleed, no rounded corners: launchers (maskable) and iOS cut their own shape. The mark
// sits within the middle 80 %, the safe zone of a maskable icon.
const fullBleed = favicon.replace(/ rx="\d+"/, '');
if (fullBleed === favicon) throw new Error('favicon.svg changed: its rounded square (rx) was not found');

const icons = [
  { file: 'icon-192.png', svg: favicon, size: 192 },
  { file: 'icon-512.png', svg: favicon, size: 512 },
  { file: 'icon-maskable-512.png', svg: fullBleed, size: 512 },
  { file: 'apple-touch-icon.png', svg: fullBleed, size: 180 },
];

mkdirSync(`${publicDir}icons`, { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`${publicDir}icons/${file}`);
  console.log(`icons/${file} (${size} x ${size})`);
}
