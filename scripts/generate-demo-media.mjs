#!/usr/bin/env node
/**
 * Draws the demo catalogue's media into apps/server/seed/media/ (committed; the seed stores
 * them through saveMedia on an empty database):
 *
 *   videos/<topic>.mp4       short lecture videos, 640x360 H.264 (baseline, no audio track)
 *   banners/<course>.webp    course banners, 1280x720
 *   assets/<asset>-<n>.webp  asset preview images, 1200x900
 *   files/…pdf               the sample file behind every demo download
 *   manifest.json            what is where, with each video's length in seconds
 *
 * Every picture is an SVG drawn here in the academy palette and rasterised by ffmpeg (librsvg),
 * so the only tool needed is ffmpeg (`apt-get install -y ffmpeg`) with the DejaVu fonts.
 *
 *   node scripts/generate-demo-media.mjs            everything
 *   node scripts/generate-demo-media.mjs images     banners and asset previews only
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT = path.join(ROOT, 'apps/server/seed/media');
const only = process.argv[2];

/* ---------------------------------------------------------------- palette and type */

const C = {
  ink: '#16131f',
  accent: '#ff6b3d',
  plum: '#3b2a5c',
  sand: '#f4efe6',
  paper: '#fbf8f3',
  // Complementary hues, used sparingly.
  teal: '#2f8f83',
  saffron: '#f2b134',
  rose: '#e9a3b5',
  sky: '#8fb8d8',
  leaf: '#6f9e5a',
  lilac: '#b9a6dd',
  muted: '#8a8496',
};
const SANS = 'DejaVu Sans';
const SERIF = 'DejaVu Serif';
const MONO = 'DejaVu Sans Mono';
const NARROW = 'Liberation Sans Narrow';

const esc = (value) =>
  String(value)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** <text>, with sensible defaults. */
function t(x, y, content, o = {}) {
  const attrs = [
    `x="${x}"`,
    `y="${y}"`,
    `font-family="${o.family ?? SANS}"`,
    `font-size="${o.size ?? 24}"`,
    `fill="${o.fill ?? C.ink}"`,
  ];
  if (o.weight) attrs.push(`font-weight="${o.weight}"`);
  if (o.italic) attrs.push('font-style="italic"');
  if (o.anchor) attrs.push(`text-anchor="${o.anchor}"`);
  if (o.spacing !== undefined) attrs.push(`letter-spacing="${o.spacing}"`);
  if (o.opacity !== undefined) attrs.push(`opacity="${o.opacity}"`);
  if (o.transform) attrs.push(`transform="${o.transform}"`);
  return `<text ${attrs.join(' ')}>${esc(content)}</text>`;
}

const rect = (x, y, w, h, fill, o = {}) =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${o.r ?? 0}" fill="${fill}"${
    o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 2}"` : ''
  }${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}${o.transform ? ` transform="${o.transform}"` : ''}/>`;
const circle = (cx, cy, r, fill, o = {}) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${
    o.stroke ? ` stroke="${o.stroke}" stroke-width="${o.sw ?? 2}"` : ''
  }${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''}${o.dash ? ` stroke-dasharray="${o.dash}"` : ''}/>`;
const line = (x1, y1, x2, y2, stroke, sw = 2, o = {}) =>
  `<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="${stroke}" stroke-width="${sw}"${
    o.dash ? ` stroke-dasharray="${o.dash}"` : ''
  }${o.opacity !== undefined ? ` opacity="${o.opacity}"` : ''} stroke-linecap="round"/>`;
const svg = (w, h, body, defs = '') =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${defs}</defs>${body}</svg>`;
const linear = (id, stops, { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = {}) =>
  `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</linearGradient>`;
const radial = (id, stops, { cx = 0.5, cy = 0.5, r = 0.5 } = {}) =>
  `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}">${stops
    .map(
      ([offset, color, opacity = 1]) =>
        `<stop offset="${offset}" stop-color="${color}" stop-opacity="${opacity}"/>`,
    )
    .join('')}</radialGradient>`;
const shadow = (id, { dy = 14, blur = 18, opacity = 0.28 } = {}) =>
  // SVG 1.1 primitives: the librsvg in ffmpeg does not know feDropShadow.
  `<filter id="${id}" x="-20%" y="-20%" width="140%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="${blur}"/><feOffset dy="${dy}" result="blur"/><feFlood flood-color="${C.ink}" flood-opacity="${opacity}"/><feComposite in2="blur" operator="in"/><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
/** Dark speckles where the noise is above its middle: film grain. */
const grain = (id, opacity = 0.12, frequency = 0.9) =>
  `<filter id="${id}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="${frequency}" numOctaves="2" seed="7"/><feColorMatrix type="matrix" values="0 0 0 0 0.09  0 0 0 0 0.07  0 0 0 0 0.12  ${
    opacity * 6
  } 0 0 0 ${-opacity * 3}"/><feComposite in2="SourceGraphic" operator="in"/></filter>`;

/* ---------------------------------------------------------------- rendering */

function ffmpeg(args) {
  const result = spawnSync('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args], {
    encoding: 'utf8',
  });
  if (result.error)
    throw new Error(`ffmpeg did not run (apt-get install -y ffmpeg): ${result.error.message}`);
  if (result.status !== 0) throw new Error(`ffmpeg failed: ${result.stderr}`);
}

const work = mkdtempSync(path.join(tmpdir(), 'kalakriti-media-'));
process.on('exit', () => rmSync(work, { recursive: true, force: true }));

const MAX_IMAGE_BYTES = 80 * 1024;

/** SVG → WebP, lowering the quality until the file is under 80 KB. */
function renderImage(markup, file) {
  const source = path.join(work, `${path.basename(file)}.svg`);
  writeFileSync(source, markup);
  for (const quality of [82, 76, 70, 62, 55, 48]) {
    ffmpeg(['-i', source, '-c:v', 'libwebp', '-quality', String(quality), '-compression_level', '6', file]);
    if (statSync(file).size <= MAX_IMAGE_BYTES) return;
  }
  throw new Error(`${file} stays over ${MAX_IMAGE_BYTES} bytes`);
}

const FPS = 24;

/** Draws `seconds` of frames with `frame(t)` and encodes them (H.264 baseline, faststart, no audio). */
function renderVideo(frame, seconds, file) {
  const folder = mkdtempSync(path.join(work, 'frames-'));
  const count = Math.round(seconds * FPS);
  for (let index = 0; index < count; index += 1) {
    writeFileSync(path.join(folder, `f${String(index).padStart(4, '0')}.svg`), frame(index / FPS));
  }
  ffmpeg([
    '-framerate',
    String(FPS),
    '-i',
    path.join(folder, 'f%04d.svg'),
    '-c:v',
    'libx264',
    '-profile:v',
    'baseline',
    '-level',
    '3.0',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'veryslow',
    '-crf',
    '27',
    '-maxrate',
    '400k',
    '-bufsize',
    '800k',
    '-g',
    String(FPS * 2),
    '-movflags',
    '+faststart',
    '-metadata',
    'title=Kalakriti Design Academy demo lesson',
    file,
  ]);
  rmSync(folder, { recursive: true, force: true });
}

/* ---------------------------------------------------------------- easing */

const clamp = (value, low = 0, high = 1) => Math.min(high, Math.max(low, value));
const easeOut = (value) => 1 - (1 - clamp(value)) ** 3;
const easeInOut = (value) => {
  const x = clamp(value);
  return x < 0.5 ? 4 * x ** 3 : 1 - (-2 * x + 2) ** 3 / 2;
};
/** 0 → 1 between `start` and `start + length` seconds. */
const phase = (time, start, length) => clamp((time - start) / length);
const mix = (from, to, amount) => from + (to - from) * amount;

/* ---------------------------------------------------------------- videos */

const VW = 640;
const VH = 360;

/** Title card, then the lesson; a lower third names the topic throughout the lesson part. */
function lessonFrame(time, lesson) {
  const { number, title, background, foreground, draw } = lesson;
  const card = 2.6;
  const parts = [rect(0, 0, VW, VH, background)];
  if (time < card + 0.4) {
    // Title card: an accent bar grows, the kicker and title rise in.
    const rise = easeOut(phase(time, 0.15, 0.8));
    const bar = easeOut(phase(time, 0, 0.9));
    const out = phase(time, card, 0.4);
    parts.push(`<g opacity="${1 - out}">`);
    parts.push(circle(560, 70, 150 * bar, C.accent, { opacity: 0.9 }));
    parts.push(circle(600, 300, 70 * bar, C.plum === background ? C.saffron : C.plum, { opacity: 0.9 }));
    parts.push(rect(48, 212, 240 * bar, 8, C.accent, { r: 4 }));
    parts.push(
      t(48, 130 + 16 * (1 - rise), 'KALAKRITI DESIGN ACADEMY · DEMO LESSON', {
        size: 13,
        weight: 'bold',
        spacing: 2,
        fill: foreground,
        opacity: rise * 0.75,
      }),
    );
    parts.push(
      t(48, 190 + 20 * (1 - rise), `Lecture ${number} · ${title}`, {
        size: 30,
        weight: 'bold',
        fill: foreground,
        opacity: rise,
        spacing: -0.5,
      }),
    );
    parts.push('</g>');
  }
  if (time >= card) {
    const lessonTime = time - card;
    const show = easeOut(phase(time, card, 0.5));
    parts.push(`<g opacity="${show}">${draw(lessonTime)}</g>`);
    parts.push(rect(0, VH - 44, VW, 44, C.ink, { opacity: 0.92 * show }));
    parts.push(rect(0, VH - 44, 6, 44, C.accent, { opacity: show }));
    parts.push(
      t(20, VH - 16, `${number} · ${title}`, { size: 15, weight: 'bold', fill: C.paper, opacity: show }),
    );
    parts.push(
      t(VW - 20, VH - 16, 'kalakriti.academy', {
        size: 12,
        fill: C.sand,
        opacity: 0.6 * show,
        anchor: 'end',
      }),
    );
  }
  return svg(VW, VH, parts.join(''));
}

const LESSONS = [
  {
    key: 'layers',
    number: 1,
    title: 'Layers and masks',
    seconds: 9,
    background: C.plum,
    foreground: C.paper,
    draw(time) {
      // Three layers drop into a stack; then a circular mask reveals the top one.
      const layers = [
        { name: 'Background', color: C.sand, delay: 0 },
        { name: 'Photo', color: C.teal, delay: 0.5 },
        { name: 'Title', color: C.accent, delay: 1 },
      ];
      const parts = [];
      layers.forEach((layer, index) => {
        const drop = easeOut(phase(time, layer.delay, 0.7));
        const x = 70 + index * 36;
        const y = 40 + index * 30 - 40 * (1 - drop);
        parts.push(rect(x, y, 260, 170, layer.color, { r: 14, opacity: drop }));
        parts.push(t(x + 16, y + 32, layer.name, { size: 16, weight: 'bold', fill: C.ink, opacity: drop }));
      });
      const reveal = easeInOut(phase(time, 2.6, 2.2));
      parts.push(
        `<clipPath id="m"><circle cx="250" cy="165" r="${10 + reveal * 110}"/></clipPath><g clip-path="url(#m)">${rect(
          142,
          100,
          260,
          170,
          C.saffron,
          { r: 14 },
        )}${t(272, 198, 'MASK', { size: 34, weight: 'bold', fill: C.ink, anchor: 'middle', spacing: 4 })}</g>`,
      );
      // The layers panel.
      parts.push(rect(452, 40, 150, 200, C.ink, { r: 10, opacity: 0.85 }));
      parts.push(t(468, 66, 'LAYERS', { size: 12, weight: 'bold', fill: C.sand, spacing: 2 }));
      ['Mask', 'Title', 'Photo', 'Background'].forEach((name, index) => {
        const active =
          (index === 0 && reveal > 0) || (index > 0 && easeOut(phase(time, (3 - index) * 0.5, 0.7)) > 0.5);
        const y = 84 + index * 36;
        parts.push(rect(462, y, 130, 28, active ? C.plum : '#2a2438', { r: 6 }));
        parts.push(rect(470, y + 6, 16, 16, [C.saffron, C.accent, C.teal, C.sand][index], { r: 3 }));
        parts.push(t(494, y + 19, name, { size: 13, fill: active ? C.paper : C.muted }));
      });
      return parts.join('');
    },
  },
  {
    key: 'colour',
    number: 2,
    title: 'Colour that works',
    seconds: 9,
    background: C.paper,
    foreground: C.ink,
    draw(time) {
      const swatches = [
        [C.ink, '#16131F', 'Ink'],
        [C.plum, '#3B2A5C', 'Plum'],
        [C.accent, '#FF6B3D', 'Accent'],
        [C.saffron, '#F2B134', 'Saffron'],
        [C.teal, '#2F8F83', 'Teal'],
      ];
      const parts = [t(40, 50, 'Build a palette', { size: 22, weight: 'bold', fill: C.ink })];
      swatches.forEach(([color, hex, name], index) => {
        const enter = easeOut(phase(time, index * 0.35, 0.6));
        const x = 40 + index * 114;
        parts.push(rect(x, 70 + 30 * (1 - enter), 100, 120, color, { r: 12, opacity: enter }));
        parts.push(t(x + 4, 214, name, { size: 14, weight: 'bold', fill: C.ink, opacity: enter }));
        parts.push(t(x + 4, 232, hex, { size: 12, family: MONO, fill: C.muted, opacity: enter }));
      });
      // 60-30-10: one bar fills in proportion.
      const fill = easeInOut(phase(time, 2.6, 1.8));
      parts.push(
        t(40, 268, '60 · 30 · 10', { size: 14, weight: 'bold', fill: C.ink, opacity: fill > 0 ? 1 : 0 }),
      );
      parts.push(rect(150, 254, 440 * 0.6 * fill, 18, C.sand, { r: 4, stroke: '#e6dccb', sw: 1 }));
      parts.push(rect(150 + 440 * 0.6 * fill, 254, 440 * 0.3 * fill, 18, C.plum, { r: 4 }));
      parts.push(rect(150 + 440 * 0.9 * fill, 254, 440 * 0.1 * fill, 18, C.accent, { r: 4 }));
      return parts.join('');
    },
  },
  {
    key: 'type',
    number: 3,
    title: 'Type hierarchy',
    seconds: 9,
    background: C.sand,
    foreground: C.ink,
    draw(time) {
      const rows = [
        { size: 44, weight: 'bold', text: 'Headline', label: '44 / Bold', family: SANS },
        {
          size: 26,
          weight: 'normal',
          text: 'A subheading sets the scene',
          label: '26 / Regular',
          family: SERIF,
        },
        {
          size: 16,
          weight: 'normal',
          text: 'Body copy carries the detail at a calm size,',
          label: '16 / Regular',
          family: SANS,
        },
        {
          size: 16,
          weight: 'normal',
          text: 'with a line height of about one and a half.',
          label: '',
          family: SANS,
        },
      ];
      const parts = [];
      let y = 84;
      rows.forEach((row, index) => {
        const enter = easeOut(phase(time, index * 0.55, 0.6));
        parts.push(
          t(60 + 24 * (1 - enter), y, row.text, {
            size: row.size,
            weight: row.weight,
            family: row.family,
            fill: index === 0 ? C.plum : C.ink,
            opacity: enter,
          }),
        );
        if (row.label) {
          parts.push(
            t(600, y, row.label, { size: 11, family: MONO, fill: C.accent, anchor: 'end', opacity: enter }),
          );
        }
        y += row.size + (index === 1 ? 34 : 18);
      });
      // Baseline grid sweeps in.
      const grid = easeInOut(phase(time, 2.6, 1.5));
      for (let gy = 40; gy < 300; gy += 24) {
        parts.push(line(40, gy, 40 + 560 * grid, gy, C.accent, 1, { opacity: 0.25 }));
      }
      return parts.join('');
    },
  },
  {
    key: 'grid',
    number: 4,
    title: 'Grids and layout',
    seconds: 9,
    background: C.ink,
    foreground: C.paper,
    draw(time) {
      const parts = [];
      const columns = 12;
      const gutter = 8;
      const left = 40;
      const width = 560;
      const col = (width - gutter * (columns - 1)) / columns;
      for (let index = 0; index < columns; index += 1) {
        const enter = easeOut(phase(time, index * 0.06, 0.5));
        parts.push(rect(left + index * (col + gutter), 24, col, 270 * enter, C.accent, { opacity: 0.14 }));
      }
      const cards = [
        { span: [0, 8], y: 36, h: 120, color: C.plum, delay: 1.0, label: 'Hero · 8 columns' },
        { span: [8, 4], y: 36, h: 120, color: C.accent, delay: 1.4, label: '4 columns' },
        { span: [0, 4], y: 168, h: 114, color: C.sand, delay: 1.8, label: '4' },
        { span: [4, 4], y: 168, h: 114, color: C.sand, delay: 2.1, label: '4' },
        { span: [8, 4], y: 168, h: 114, color: C.teal, delay: 2.4, label: '4' },
      ];
      for (const card of cards) {
        const snap = easeOut(phase(time, card.delay, 0.6));
        const x = left + card.span[0] * (col + gutter);
        const w = card.span[1] * (col + gutter) - gutter;
        parts.push(rect(x, card.y + 18 * (1 - snap), w, card.h, card.color, { r: 10, opacity: snap }));
        parts.push(
          t(x + 14, card.y + 28 + 18 * (1 - snap), card.label, {
            size: 13,
            weight: 'bold',
            fill: card.color === C.sand ? C.ink : C.paper,
            opacity: snap,
          }),
        );
      }
      return parts.join('');
    },
  },
  {
    key: 'pen',
    number: 5,
    title: 'Pen tool and curves',
    seconds: 9,
    background: C.paper,
    foreground: C.ink,
    draw(time) {
      const path1 = 'M 70 250 C 150 60, 270 60, 320 170 S 500 290, 570 90';
      const length = 720;
      const drawn = easeInOut(phase(time, 0.2, 3));
      const parts = [
        `<path d="${path1}" fill="none" stroke="${C.plum}" stroke-width="5" stroke-linecap="round" stroke-dasharray="${length}" stroke-dashoffset="${length * (1 - drawn)}"/>`,
      ];
      const anchors = [
        { x: 70, y: 250, h: [150, 60], at: 0 },
        { x: 320, y: 170, h: [270, 60], h2: [370, 280], at: 0.45 },
        { x: 570, y: 90, h: [500, 290], at: 1 },
      ];
      for (const anchor of anchors) {
        const on = drawn >= anchor.at - 0.02 ? 1 : 0;
        const handles = easeOut(phase(time, 0.2 + anchor.at * 3, 0.6));
        const [hx, hy] = anchor.h;
        parts.push(
          line(anchor.x, anchor.y, mix(anchor.x, hx, handles), mix(anchor.y, hy, handles), C.accent, 2, {
            opacity: on,
          }),
        );
        parts.push(
          circle(mix(anchor.x, hx, handles), mix(anchor.y, hy, handles), 6, C.accent, { opacity: on }),
        );
        if (anchor.h2) {
          const [kx, ky] = anchor.h2;
          parts.push(
            line(anchor.x, anchor.y, mix(anchor.x, kx, handles), mix(anchor.y, ky, handles), C.accent, 2, {
              opacity: on,
            }),
          );
          parts.push(
            circle(mix(anchor.x, kx, handles), mix(anchor.y, ky, handles), 6, C.accent, { opacity: on }),
          );
        }
        parts.push(rect(anchor.x - 8, anchor.y - 8, 16, 16, C.paper, { stroke: C.ink, sw: 3, opacity: on }));
      }
      const tip = easeOut(phase(time, 3.4, 0.8));
      parts.push(
        t(40, 44, 'Click for corners · drag for curves', {
          size: 16,
          weight: 'bold',
          fill: C.ink,
          opacity: tip,
        }),
      );
      return parts.join('');
    },
  },
  {
    key: 'motion',
    number: 6,
    title: 'Timing and easing',
    seconds: 9,
    background: C.plum,
    foreground: C.paper,
    draw(time) {
      const parts = [];
      const loop = (time % 3) / 2.4;
      const tracks = [
        { y: 70, label: 'Linear', amount: clamp(loop), color: C.sand },
        { y: 150, label: 'Ease out', amount: easeOut(loop), color: C.saffron },
        { y: 230, label: 'Ease in-out', amount: easeInOut(loop), color: C.accent },
      ];
      for (const track of tracks) {
        parts.push(t(40, track.y - 30, track.label, { size: 14, weight: 'bold', fill: C.sand }));
        parts.push(line(60, track.y, 580, track.y, C.sand, 2, { opacity: 0.25, dash: '2 8' }));
        // Keyframe diamonds at both ends, under the moving ball.
        for (const x of [60, 580]) {
          parts.push(
            rect(x - 8, track.y - 8, 16, 16, C.sand, {
              transform: `rotate(45 ${x} ${track.y})`,
              opacity: 0.8,
            }),
          );
        }
        parts.push(circle(60 + 520 * track.amount, track.y, 20, track.color));
      }
      return parts.join('');
    },
  },
];

/* ---------------------------------------------------------------- course banners */

const BW = 1280;
const BH = 720;

/** Poster layout: kicker, title lines, a meta line; the motif fills the right half. */
function banner({
  kicker,
  title,
  meta,
  background,
  foreground = C.paper,
  accent = C.accent,
  motif,
  defs = '',
}) {
  const titleSize = title.some((text) => text.length > 14) ? 66 : 78;
  const lineHeight = titleSize + 10;
  // The text block sits a little above the middle, whatever the number of title lines.
  const top = 330 - (title.length * lineHeight) / 2;
  const parts = [rect(0, 0, BW, BH, background), motif];
  parts.push(rect(80, top - 90, 64, 10, accent, { r: 5 }));
  parts.push(t(80, top - 34, kicker.toUpperCase(), { size: 22, weight: 'bold', fill: accent, spacing: 4 }));
  title.forEach((text, index) => {
    parts.push(
      t(76, top + 56 + index * lineHeight, text, {
        size: titleSize,
        weight: 'bold',
        fill: foreground,
        spacing: -2,
      }),
    );
  });
  parts.push(
    t(80, top + 56 + title.length * lineHeight + 34, meta, { size: 26, fill: foreground, opacity: 0.8 }),
  );
  parts.push(
    t(80, 650, 'KALAKRITI DESIGN ACADEMY · PUNE', {
      size: 16,
      weight: 'bold',
      fill: foreground,
      spacing: 3,
      opacity: 0.55,
    }),
  );
  return svg(BW, BH, parts.join(''), defs);
}

function petals(cx, cy, count, radius, rx, ry, fill, opacity = 1, offset = 0) {
  const out = [];
  for (let index = 0; index < count; index += 1) {
    const angle = offset + (360 / count) * index;
    out.push(
      `<ellipse cx="${cx}" cy="${cy - radius}" rx="${rx}" ry="${ry}" fill="${fill}" opacity="${opacity}" transform="rotate(${angle} ${cx} ${cy})"/>`,
    );
  }
  return out.join('');
}

const BANNERS = [
  {
    slug: 'photoshop-masterclass',
    kicker: 'Graphic Design',
    title: ['Photoshop', 'Masterclass'],
    meta: 'Compositing and retouching',
    background: C.ink,
    defs:
      linear('sky', [
        [0, C.accent],
        [1, C.plum],
      ]) + shadow('s'),
    motif: [
      circle(1120, 110, 260, C.plum, { opacity: 0.7 }),
      rect(700, 140, 380, 270, C.sand, { r: 18, transform: 'rotate(-8 890 275)', opacity: 0.95 }),
      `<g filter="url(#s)">${rect(760, 200, 380, 270, 'url(#sky)', { r: 18, transform: 'rotate(3 950 335)' })}</g>`,
      circle(980, 300, 70, C.saffron),
      `<path d="M 770 455 L 880 330 L 960 410 L 1040 340 L 1130 455 Z" fill="${C.ink}" opacity="0.85" transform="rotate(3 950 335)"/>`,
      rect(820, 500, 340, 120, C.plum, { r: 18, transform: 'rotate(-4 990 560)' }),
      circle(890, 560, 40, 'none', { stroke: C.accent, sw: 6, dash: '10 8' }),
      t(950, 573, 'MASK', { size: 34, weight: 'bold', fill: C.paper, spacing: 6 }),
    ].join(''),
  },
  {
    slug: 'illustrator-from-zero',
    kicker: 'Graphic Design',
    title: ['Adobe Illustrator', 'from Zero'],
    meta: 'Vectors, pen tool, print-ready art',
    background: C.sand,
    foreground: C.ink,
    motif: [
      circle(1040, 360, 250, C.paper),
      `<path d="M 800 520 C 860 200, 1000 160, 1060 330 S 1220 520, 1200 200" fill="none" stroke="${C.plum}" stroke-width="14" stroke-linecap="round"/>`,
      line(800, 520, 860, 200, C.accent, 4),
      line(1060, 330, 1000, 160, C.accent, 4),
      line(1060, 330, 1120, 500, C.accent, 4),
      circle(860, 200, 14, C.accent),
      circle(1000, 160, 14, C.accent),
      circle(1120, 500, 14, C.accent),
      rect(786, 506, 28, 28, C.paper, { stroke: C.ink, sw: 5 }),
      rect(1046, 316, 28, 28, C.paper, { stroke: C.ink, sw: 5 }),
      rect(1186, 186, 28, 28, C.paper, { stroke: C.ink, sw: 5 }),
      `<path d="M 1130 560 l 0 70 l 18 -18 l 14 30 l 12 -6 l -14 -28 l 26 0 z" fill="${C.ink}"/>`,
    ].join(''),
  },
  {
    slug: 'typography-indian-scripts',
    kicker: 'Typography',
    title: ['Typography', 'Essentials for', 'Indian Scripts'],
    meta: 'Latin and Devanagari, side by side',
    background: C.plum,
    motif: [
      line(700, 470, 1280, 470, C.sand, 2, { opacity: 0.35 }),
      line(700, 330, 1280, 330, C.accent, 2, { opacity: 0.7, dash: '8 10' }),
      line(700, 250, 1280, 250, C.sand, 2, { opacity: 0.35 }),
      t(760, 470, 'Aa', { size: 300, weight: 'bold', family: SERIF, fill: C.paper }),
      t(1180, 250, 'x-height', { size: 18, family: MONO, fill: C.accent, anchor: 'end' }),
      t(1180, 500, 'baseline', { size: 18, family: MONO, fill: C.sand, anchor: 'end', opacity: 0.7 }),
      circle(1150, 610, 46, C.accent),
      circle(1060, 610, 46, C.saffron),
      circle(970, 610, 46, C.sand),
    ].join(''),
  },
  {
    slug: 'brand-identity-design',
    kicker: 'Digital Branding',
    title: ['Brand Identity', 'Design'],
    meta: 'From strategy to logo system',
    background: C.paper,
    foreground: C.ink,
    motif: [
      circle(980, 330, 200, 'none', { stroke: C.muted, sw: 2, dash: '6 8' }),
      circle(900, 330, 120, 'none', { stroke: C.muted, sw: 2, dash: '6 8' }),
      circle(1060, 330, 120, 'none', { stroke: C.muted, sw: 2, dash: '6 8' }),
      line(760, 330, 1200, 330, C.muted, 1.5, { dash: '4 6' }),
      line(980, 110, 980, 550, C.muted, 1.5, { dash: '4 6' }),
      `<path d="M 900 210 A 120 120 0 0 0 900 450 A 120 120 0 0 0 900 210 Z" fill="${C.plum}"/>`,
      `<path d="M 1060 210 A 120 120 0 0 1 1060 450 A 120 120 0 0 1 1060 210 Z" fill="${C.accent}" opacity="0.92"/>`,
      rect(780, 590, 90, 60, C.ink, { r: 8 }),
      rect(880, 590, 90, 60, C.plum, { r: 8 }),
      rect(980, 590, 90, 60, C.accent, { r: 8 }),
      rect(1080, 590, 90, 60, C.sand, { r: 8, stroke: '#e6dccb' }),
    ].join(''),
  },
  {
    slug: 'ui-design-figma',
    kicker: 'UI Design',
    title: ['UI Design', 'with Figma'],
    meta: 'Components, auto layout, prototypes',
    background: C.ink,
    defs: shadow('s', { opacity: 0.5 }),
    motif: [
      circle(1000, 380, 230, C.plum),
      `<g filter="url(#s)">${rect(880, 90, 250, 520, C.paper, { r: 34 })}</g>`,
      rect(904, 130, 202, 120, C.accent, { r: 16 }),
      rect(904, 266, 130, 14, C.ink, { r: 7 }),
      rect(904, 292, 180, 10, C.muted, { r: 5, opacity: 0.6 }),
      rect(904, 330, 94, 110, C.sand, { r: 14 }),
      rect(1012, 330, 94, 110, C.sand, { r: 14 }),
      rect(904, 456, 202, 50, C.plum, { r: 25 }),
      t(1005, 488, 'Enrol now', { size: 18, weight: 'bold', fill: C.paper, anchor: 'middle' }),
      rect(740, 200, 110, 38, C.teal, { r: 8 }),
      t(795, 225, 'Button', { size: 16, weight: 'bold', fill: C.paper, anchor: 'middle' }),
      rect(736, 196, 118, 46, 'none', { r: 10, stroke: C.sky, sw: 2 }),
      `<path d="M 1090 470 l 0 64 l 16 -16 l 13 28 l 11 -5 l -13 -27 l 23 0 z" fill="${C.accent}" stroke="${C.paper}" stroke-width="3"/>`,
    ].join(''),
  },
  {
    slug: 'social-media-creatives',
    kicker: 'Social Media',
    title: ['Social Media', 'Creatives that', 'Convert'],
    meta: 'Posts, reels covers and carousels',
    background: C.accent,
    foreground: C.ink,
    accent: C.ink,
    defs: shadow('s', { opacity: 0.35 }),
    motif: [
      `<g filter="url(#s)">`,
      rect(760, 150, 250, 250, C.plum, { r: 20, transform: 'rotate(-10 885 275)' }),
      rect(820, 360, 250, 250, C.ink, { r: 20, transform: 'rotate(-3 945 485)' }),
      rect(900, 220, 250, 250, C.sand, { r: 20, transform: 'rotate(6 1025 345)' }),
      `</g>`,
      t(1025, 340, 'SALE', {
        size: 56,
        weight: 'bold',
        fill: C.accent,
        anchor: 'middle',
        transform: 'rotate(6 1025 345)',
      }),
      t(1025, 390, 'this Diwali', {
        size: 26,
        family: SERIF,
        italic: true,
        fill: C.ink,
        anchor: 'middle',
        transform: 'rotate(6 1025 345)',
      }),
      `<path d="M 945 520 c -22 -30 -66 -10 -50 24 c 10 20 50 44 50 44 c 0 0 40 -24 50 -44 c 16 -34 -28 -54 -50 -24 z" fill="${C.accent}" transform="rotate(-3 945 485)"/>`,
      rect(1090, 560, 150, 56, C.paper, { r: 28 }),
      t(1165, 597, '+38%', { size: 26, weight: 'bold', fill: C.teal, anchor: 'middle' }),
    ].join(''),
  },
  {
    slug: 'freelancing-for-designers',
    kicker: 'Freelance',
    title: ['Freelancing', 'for Designers'],
    meta: 'Pricing, proposals, GST and clients',
    background: C.sand,
    foreground: C.ink,
    defs: shadow('s'),
    motif: [
      circle(1080, 200, 150, C.saffron, { opacity: 0.9 }),
      `<g filter="url(#s)">${rect(780, 150, 330, 440, C.paper, { r: 16, transform: 'rotate(-4 945 370)' })}</g>`,
      `<g transform="rotate(-4 945 370)">`,
      t(820, 210, 'INVOICE', { size: 26, weight: 'bold', fill: C.plum, spacing: 4 }),
      rect(820, 240, 250, 8, C.muted, { r: 4, opacity: 0.4 }),
      rect(820, 262, 180, 8, C.muted, { r: 4, opacity: 0.4 }),
      ...[0, 1, 2].map((row) => rect(820, 310 + row * 46, 250, 30, C.sand, { r: 6 })),
      t(820, 520, 'Total', { size: 24, fill: C.ink }),
      t(1070, 520, '₹48,000', { size: 30, weight: 'bold', fill: C.accent, anchor: 'end' }),
      `</g>`,
      circle(1150, 560, 70, C.plum),
      t(1150, 585, '₹', { size: 72, weight: 'bold', fill: C.paper, anchor: 'middle' }),
    ].join(''),
  },
  {
    slug: 'motion-graphics-after-effects',
    kicker: 'Animation',
    title: ['Motion Graphics', 'in After Effects'],
    meta: 'Keyframes, easing, kinetic type',
    background: C.plum,
    motif: [
      `<path d="M 720 560 C 900 560, 900 160, 1200 160" fill="none" stroke="${C.sand}" stroke-width="4" stroke-dasharray="4 12" stroke-linecap="round"/>`,
      ...[0, 1, 2, 3, 4].map((index) => {
        const progress = index / 4;
        const eased = easeInOut(progress);
        const x = 740 + 440 * progress;
        const y = 560 - 400 * eased;
        return circle(x, y, 18 + index * 8, index === 4 ? C.accent : C.sand, {
          opacity: 0.35 + index * 0.16,
        });
      }),
      line(720, 640, 1220, 640, C.sand, 3, { opacity: 0.5 }),
      ...[740, 900, 1060, 1200].map((x) =>
        rect(x - 12, 628, 24, 24, C.saffron, { transform: `rotate(45 ${x} 640)` }),
      ),
    ].join(''),
  },
  {
    slug: 'product-photography-home',
    kicker: 'Photography',
    title: ['Product', 'Photography', 'at Home'],
    meta: 'Phone or DSLR, one window, one table',
    background: C.ink,
    defs:
      radial('light', [
        [0, C.paper, 0.9],
        [1, C.paper, 0],
      ]) +
      linear(
        'bottle',
        [
          [0, C.teal],
          [1, '#1d5e56'],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0 },
      ),
    motif: [
      circle(1000, 280, 300, 'url(#light)', { opacity: 0.35 }),
      rect(700, 520, 580, 200, C.plum),
      `<ellipse cx="990" cy="560" rx="170" ry="22" fill="${C.ink}" opacity="0.5"/>`,
      rect(930, 300, 120, 260, 'url(#bottle)', { r: 26 }),
      rect(960, 250, 60, 60, C.sand, { r: 8 }),
      rect(945, 380, 90, 110, C.sand, { r: 6 }),
      t(990, 445, 'KESAR', { size: 18, weight: 'bold', fill: C.plum, anchor: 'middle', spacing: 2 }),
      circle(1160, 470, 62, C.accent),
      circle(1160, 470, 40, C.ink),
      circle(1160, 470, 18, C.sand, { opacity: 0.6 }),
      // The window the light comes from.
      rect(760, 110, 140, 190, C.sand, { r: 6, opacity: 0.16 }),
      line(830, 110, 830, 300, C.ink, 8, { opacity: 0.7 }),
      line(760, 205, 900, 205, C.ink, 8, { opacity: 0.7 }),
    ].join(''),
  },
  {
    slug: 'ai-tools-for-designers',
    kicker: 'Productivity',
    title: ['AI Tools for', 'Designers'],
    meta: 'Firefly, Midjourney and ChatGPT at work',
    background: C.plum,
    motif: [
      circle(1000, 360, 250, C.ink, { opacity: 0.45 }),
      rect(790, 170, 420, 90, C.paper, { r: 45 }),
      t(830, 226, 'a rangoli, top view…', { size: 26, family: MONO, fill: C.ink }),
      rect(1150, 190, 40, 50, C.accent, { r: 10 }),
      ...petals(960, 440, 10, 70, 22, 48, C.saffron, 0.95),
      circle(960, 440, 44, C.accent),
      circle(960, 440, 18, C.paper),
      ...[
        [760, 330],
        [1170, 360],
        [1120, 590],
        [790, 570],
      ].map(
        ([x, y], index) =>
          `<path d="M ${x} ${y - 26} L ${x + 8} ${y - 8} L ${x + 26} ${y} L ${x + 8} ${y + 8} L ${x} ${y + 26} L ${x - 8} ${y + 8} L ${x - 26} ${y} L ${x - 8} ${y - 8} Z" fill="${index % 2 ? C.sand : C.saffron}" opacity="0.9"/>`,
      ),
    ].join(''),
  },
  {
    slug: 'packaging-design-indian-brands',
    kicker: 'Digital Branding',
    title: ['Packaging Design', 'for Indian Brands'],
    meta: 'Dielines, mithai boxes, shelf impact',
    background: C.sand,
    foreground: C.ink,
    motif: [
      circle(1010, 360, 250, C.paper),
      // A box in three faces.
      `<path d="M 860 300 L 1010 240 L 1160 300 L 1010 360 Z" fill="${C.saffron}"/>`,
      `<path d="M 860 300 L 1010 360 L 1010 560 L 860 500 Z" fill="${C.accent}"/>`,
      `<path d="M 1010 360 L 1160 300 L 1160 500 L 1010 560 Z" fill="${C.plum}"/>`,
      ...petals(935, 430, 8, 26, 9, 20, C.paper, 0.85),
      t(1085, 445, 'MITHAI', { size: 22, weight: 'bold', fill: C.paper, anchor: 'middle', spacing: 3 }),
      line(760, 620, 1260, 620, C.ink, 2, { opacity: 0.35, dash: '10 8' }),
      rect(760, 150, 70, 70, 'none', { stroke: C.ink, sw: 2, opacity: 0.4 }),
      line(760, 185, 830, 185, C.ink, 2, { opacity: 0.4, dash: '6 6' }),
    ].join(''),
  },
  {
    slug: 'logo-design-sketch-to-symbol',
    kicker: 'Digital Branding',
    title: ['Logo Design:', 'Sketch to Symbol'],
    meta: 'Marks, monograms and wordmarks',
    background: C.ink,
    motif: [
      circle(1010, 360, 230, 'none', { stroke: C.sand, sw: 2, dash: '8 10' }),
      line(780, 360, 1240, 360, C.sand, 2, { opacity: 0.3 }),
      line(1010, 130, 1010, 590, C.sand, 2, { opacity: 0.3 }),
      circle(1010, 360, 150, C.accent),
      t(1010, 425, 'K', { size: 200, weight: 'bold', family: SERIF, fill: C.ink, anchor: 'middle' }),
      ...[
        [860, 210],
        [1160, 210],
        [1160, 510],
        [860, 510],
      ].map(([x, y]) => rect(x - 10, y - 10, 20, 20, C.paper, { stroke: C.accent, sw: 4 })),
    ].join(''),
  },
  {
    slug: 'documentary-on-a-smartphone',
    kicker: 'Documentary',
    title: ['Documentary', 'on a Smartphone'],
    meta: 'Story, sound and edit, in Hindi',
    background: C.sand,
    foreground: C.ink,
    motif: [
      circle(1010, 360, 250, C.paper),
      rect(880, 180, 260, 360, C.ink, { r: 36 }),
      rect(896, 200, 228, 320, C.teal, { r: 24 }),
      circle(1010, 330, 54, C.paper, { opacity: 0.9 }),
      `<path d="M 992 302 L 1040 330 L 992 358 Z" fill="${C.teal}"/>`,
      rect(920, 450, 180, 10, C.paper, { r: 5, opacity: 0.5 }),
      rect(920, 450, 110, 10, C.accent, { r: 5 }),
      circle(1180, 210, 16, C.accent),
      t(1210, 218, 'REC', { size: 24, weight: 'bold', fill: C.ink, spacing: 2 }),
      ...[0, 1, 2, 3, 4, 5, 6].map((index) =>
        rect(780 + index * 14, 600 - (index % 3) * 18, 8, 40 + (index % 3) * 18, C.plum, { r: 4 }),
      ),
    ].join(''),
  },
];

/* ---------------------------------------------------------------- asset previews */

const AW = 1200;
const AH = 900;

/** The shared frame of an asset preview: background, the content, a small product tag. */
function preview(background, body, { defs = '', tag, tagColor = C.ink, tagFill = C.paper } = {}) {
  const parts = [rect(0, 0, AW, AH, background), body];
  if (tag) {
    parts.push(rect(40, 40, tag.length * 13 + 40, 44, tagFill, { r: 22 }));
    parts.push(t(60, 69, tag.toUpperCase(), { size: 16, weight: 'bold', fill: tagColor, spacing: 2 }));
  }
  return svg(AW, AH, parts.join(''), defs);
}

/** A landscape "photograph" drawn with gradients, graded by `grade` colours. */
function landscape({ x = 0, y = 0, w = AW, h = AH, sky, ground, sun, id }) {
  const defs = [
    linear(`${id}-sky`, sky),
    linear(`${id}-ground`, ground),
    radial(`${id}-sun`, [
      [0, sun, 1],
      [0.35, sun, 0.85],
      [1, sun, 0],
    ]),
  ].join('');
  const body = [
    `<svg x="${x}" y="${y}" width="${w}" height="${h}" viewBox="0 0 1200 900" preserveAspectRatio="xMidYMid slice">`,
    rect(0, 0, 1200, 900, `url(#${id}-sky)`),
    circle(820, 430, 260, `url(#${id}-sun)`),
    `<path d="M 0 560 Q 200 430 420 520 T 820 500 T 1200 470 L 1200 900 L 0 900 Z" fill="url(#${id}-ground)" opacity="0.75"/>`,
    `<path d="M 0 660 Q 300 560 600 640 T 1200 600 L 1200 900 L 0 900 Z" fill="url(#${id}-ground)"/>`,
    `<path d="M 0 780 Q 400 700 800 770 T 1200 740 L 1200 900 L 0 900 Z" fill="${C.ink}" opacity="0.55"/>`,
    `</svg>`,
  ].join('');
  return { defs, body };
}

const GRADES = {
  original: {
    sky: [
      [0, '#9fb7c9'],
      [1, '#e9dcc7'],
    ],
    ground: [
      [0, '#7d8a6a'],
      [1, '#4f5a45'],
    ],
    sun: '#fff4dc',
  },
  monsoon: {
    sky: [
      [0, '#4d5b6e'],
      [1, '#a9b5b4'],
    ],
    ground: [
      [0, '#3f6b5c'],
      [1, '#1f3a33'],
    ],
    sun: '#d9e4e1',
  },
  golden: {
    sky: [
      [0, '#f2b134'],
      [1, '#ff6b3d'],
    ],
    ground: [
      [0, '#8a4b2e'],
      [1, '#3b2a5c'],
    ],
    sun: '#fff1c9',
  },
  dusk: {
    sky: [
      [0, '#3b2a5c'],
      [1, '#e9a3b5'],
    ],
    ground: [
      [0, '#5a3f6e'],
      [1, '#16131f'],
    ],
    sun: '#ffd7c2',
  },
  teal: {
    sky: [
      [0, '#2f8f83'],
      [1, '#f4efe6'],
    ],
    ground: [
      [0, '#c97a52'],
      [1, '#3b2a5c'],
    ],
    sun: '#fff6e8',
  },
  matte: {
    sky: [
      [0, '#b9aec4'],
      [1, '#efe6da'],
    ],
    ground: [
      [0, '#8d8a7c'],
      [1, '#5d5a66'],
    ],
    sun: '#fbf8f3',
  },
};

function gradedPhoto(gradeName, options = {}) {
  const grade = GRADES[gradeName];
  return landscape({ ...options, ...grade, id: options.id ?? gradeName });
}

function fontSpecimen({ name, family, weight, italic, background, foreground, accent, tag, sample }) {
  const parts = [
    t(80, 300, name, { size: 104, family, weight, italic, fill: foreground, spacing: -3 }),
    t(80, 360, sample, { size: 30, family: SERIF, italic: true, fill: foreground, opacity: 0.7 }),
    t(80, 640, 'Aa', { size: 240, family, weight, italic, fill: accent }),
    t(460, 500, 'ABCDEFGHIJKLM', { size: 44, family, weight, italic, fill: foreground }),
    t(460, 560, 'NOPQRSTUVWXYZ', { size: 44, family, weight, italic, fill: foreground }),
    t(460, 620, 'abcdefghijklm', { size: 44, family, weight, italic, fill: foreground, opacity: 0.85 }),
    t(460, 680, '0123456789 ₹ & ?!', { size: 44, family, weight, italic, fill: foreground, opacity: 0.85 }),
    rect(80, 740, 1040, 2, foreground, { opacity: 0.2 }),
    t(80, 800, 'Light · Regular · Medium · Bold · Black', {
      size: 24,
      family: SANS,
      fill: foreground,
      opacity: 0.7,
    }),
    t(1120, 800, 'OTF · TTF · WOFF2', { size: 20, family: MONO, fill: accent, anchor: 'end' }),
  ];
  return preview(background, parts.join(''), { tag, tagColor: background, tagFill: accent });
}

function glyphGrid({ family, weight, italic, background, foreground, accent, glyphs }) {
  const parts = [];
  const columns = 6;
  const cell = 170;
  glyphs.forEach((glyph, index) => {
    const col = index % columns;
    const row = Math.floor(index / columns);
    const x = 90 + col * cell;
    const y = 130 + row * cell;
    const highlight = index === 8;
    parts.push(
      rect(x, y, cell - 16, cell - 16, highlight ? accent : 'none', {
        r: 14,
        stroke: foreground,
        sw: 1.5,
        opacity: highlight ? 1 : 0.35,
      }),
    );
    parts.push(
      t(x + (cell - 16) / 2, y + 112, glyph, {
        size: 92,
        family,
        weight,
        italic,
        fill: highlight ? background : foreground,
        anchor: 'middle',
      }),
    );
  });
  parts.push(
    t(90, 860, '420 glyphs · Latin Extended · Indian Rupee sign', {
      size: 22,
      fill: foreground,
      opacity: 0.7,
    }),
  );
  return preview(background, parts.join(''));
}

function fontPoster({ name, family, weight, italic, background, foreground, accent, lines }) {
  const parts = [
    circle(920, 280, 240, accent),
    ...lines.map((text, index) =>
      t(80, 330 + index * 150, text, { size: 150, family, weight, italic, fill: foreground, spacing: -6 }),
    ),
    t(80, 820, `Set in ${name}`, { size: 24, family: MONO, fill: foreground, opacity: 0.7 }),
  ];
  return preview(background, parts.join(''));
}

function beforeAfter(gradeName, label) {
  const before = gradedPhoto('original', { id: 'before' });
  const after = gradedPhoto(gradeName, { id: 'after' });
  const defs =
    before.defs +
    after.defs +
    `<clipPath id="half"><rect x="600" y="0" width="600" height="900"/></clipPath>`;
  const body = [
    before.body,
    `<g clip-path="url(#half)">${after.body}</g>`,
    rect(597, 0, 6, AH, C.paper),
    circle(600, 450, 34, C.paper),
    `<path d="M 588 438 l -12 12 l 12 12 M 612 438 l 12 12 l -12 12" stroke="${C.ink}" stroke-width="4" fill="none"/>`,
    rect(40, 820, 130, 44, C.ink, { r: 22, opacity: 0.8 }),
    t(105, 849, 'BEFORE', { size: 16, weight: 'bold', fill: C.paper, anchor: 'middle', spacing: 2 }),
    rect(1030, 820, 130, 44, C.accent, { r: 22 }),
    t(1095, 849, 'AFTER', { size: 16, weight: 'bold', fill: C.ink, anchor: 'middle', spacing: 2 }),
  ].join('');
  return preview(C.ink, body, { defs, tag: label, tagColor: C.ink, tagFill: C.paper });
}

function presetGrid(names, tag) {
  const parts = [];
  let defs = '';
  names.forEach(([grade, name], index) => {
    const col = index % 3;
    const row = Math.floor(index / 3);
    const x = 60 + col * 370;
    const y = 130 + row * 370;
    const photo = gradedPhoto(grade, { x, y, w: 340, h: 300, id: `g${index}` });
    defs += photo.defs;
    parts.push(photo.body);
    parts.push(t(x, y + 336, name, { size: 22, weight: 'bold', fill: C.paper }));
  });
  return preview(C.ink, parts.join(''), { defs, tag, tagColor: C.ink, tagFill: C.accent });
}

function filmFrame(gradeName, tag) {
  const photo = gradedPhoto(gradeName, { x: 110, y: 140, w: 980, h: 620, id: 'film' });
  const holes = [];
  for (let x = 130; x < 1080; x += 60) {
    holes.push(rect(x, 80, 30, 36, C.paper, { r: 5, opacity: 0.85 }));
    holes.push(rect(x, 784, 30, 36, C.paper, { r: 5, opacity: 0.85 }));
  }
  const body = [
    rect(60, 50, 1080, 800, '#0c0a11', { r: 12 }),
    ...holes,
    photo.body,
    `<rect x="110" y="140" width="980" height="620" fill="${C.paper}" filter="url(#grain)"/>`,
    t(1080, 838, 'KODA 400 · 24', { size: 16, family: MONO, fill: C.saffron, anchor: 'end' }),
  ].join('');
  return preview(C.plum, body, {
    defs: photo.defs + grain('grain', 0.28, 1.1),
    tag,
    tagColor: C.plum,
    tagFill: C.saffron,
  });
}

function actionsPanel() {
  const photo = gradedPhoto('golden', { x: 60, y: 60, w: 700, h: 780, id: 'act' });
  const actions = [
    'Film grain · fine',
    'Film grain · 35 mm',
    'Light leak · warm',
    'Dust and scratches',
    'Faded blacks',
    'Halation glow',
  ];
  const body = [
    photo.body,
    `<rect x="60" y="60" width="700" height="780" fill="${C.paper}" filter="url(#grain)"/>`,
    rect(800, 60, 340, 780, '#221d2e', { r: 16 }),
    t(830, 110, 'ACTIONS', { size: 18, weight: 'bold', fill: C.sand, spacing: 3 }),
    ...actions.flatMap((name, index) => {
      const y = 140 + index * 86;
      const active = index === 1;
      return [
        rect(822, y, 296, 66, active ? C.accent : '#2d2640', { r: 10 }),
        `<path d="M ${842} ${y + 22} l 0 22 l 18 -11 z" fill="${active ? C.ink : C.sand}"/>`,
        t(874, y + 41, name, {
          size: 19,
          fill: active ? C.ink : C.paper,
          weight: active ? 'bold' : 'normal',
        }),
      ];
    }),
    t(830, 800, '24 actions · one click', { size: 18, fill: C.muted }),
  ].join('');
  return preview(C.ink, body, { defs: photo.defs + grain('grain', 0.22, 1.2) });
}

function layerStyles(kind) {
  const gold = linear('gold', [
    [0, '#fff1c9'],
    [0.45, '#f2b134'],
    [0.55, '#b7791f'],
    [1, '#fff1c9'],
  ]);
  const chrome = linear('chrome', [
    [0, '#ffffff'],
    [0.48, '#9aa3b2'],
    [0.52, '#3a3f4b'],
    [1, '#e5e9f0'],
  ]);
  const rosegold = linear('rosegold', [
    [0, '#ffe3da'],
    [0.5, '#e9a3b5'],
    [1, '#a85d6e'],
  ]);
  const ember = linear('ember', [
    [0, C.saffron],
    [1, C.accent],
  ]);
  const defs = gold + chrome + rosegold + ember + shadow('lift', { dy: 10, blur: 10, opacity: 0.5 });
  if (kind === 'hero') {
    const body = [
      t(600, 420, 'GOLD', { size: 250, weight: 'bold', fill: 'url(#gold)', anchor: 'middle', spacing: 8 }),
      `<text x="600" y="420" font-family="${SANS}" font-size="250" font-weight="bold" text-anchor="middle" letter-spacing="8" fill="none" stroke="#7a4e12" stroke-width="3">GOLD</text>`,
      t(600, 640, 'CHROME', {
        size: 150,
        weight: 'bold',
        fill: 'url(#chrome)',
        anchor: 'middle',
        spacing: 6,
      }),
      `<text x="600" y="640" font-family="${SANS}" font-size="150" font-weight="bold" text-anchor="middle" letter-spacing="6" fill="none" stroke="#20242c" stroke-width="2">CHROME</text>`,
      t(600, 790, 'One-click Photoshop layer styles (.ASL)', {
        size: 26,
        fill: C.sand,
        anchor: 'middle',
        opacity: 0.8,
      }),
    ].join('');
    return preview(C.ink, body, { defs, tag: 'Layer style', tagColor: C.ink, tagFill: C.saffron });
  }
  const styles = [
    ['url(#gold)', 'Gold leaf'],
    ['url(#chrome)', 'Chrome'],
    ['url(#rosegold)', 'Rose gold'],
    ['url(#ember)', 'Ember'],
    [C.plum, 'Plum emboss'],
    [C.teal, 'Teal glass'],
  ];
  const body = styles
    .map(([fill, name], index) => {
      const col = index % 3;
      const row = Math.floor(index / 3);
      const x = 80 + col * 360;
      const y = 110 + row * 380;
      return [
        rect(x, y, 320, 320, '#221d2e', { r: 20 }),
        `<g filter="url(#lift)">${t(x + 160, y + 210, 'Aa', { size: 160, weight: 'bold', fill, anchor: 'middle' })}</g>`,
        t(x + 160, y + 290, name, { size: 22, fill: C.sand, anchor: 'middle' }),
      ].join('');
    })
    .join('');
  return preview(C.ink, body, { defs });
}

function socialKit(kind) {
  const defs = shadow('s', { opacity: 0.35 });
  if (kind === 'phone') {
    const body = [
      circle(900, 300, 260, C.accent, { opacity: 0.9 }),
      `<g filter="url(#s)">${rect(400, 70, 400, 780, C.ink, { r: 50 })}</g>`,
      rect(420, 90, 360, 740, C.plum, { r: 36 }),
      ...petals(600, 330, 12, 90, 26, 60, C.saffron, 0.9),
      circle(600, 330, 50, C.accent),
      circle(600, 330, 22, C.paper),
      t(600, 560, 'Shubh', { size: 64, family: SERIF, italic: true, fill: C.paper, anchor: 'middle' }),
      t(600, 630, 'DEEPAVALI', { size: 48, weight: 'bold', fill: C.saffron, anchor: 'middle', spacing: 6 }),
      rect(480, 700, 240, 60, C.accent, { r: 30 }),
      t(600, 739, 'Shop the sale', { size: 22, weight: 'bold', fill: C.ink, anchor: 'middle' }),
      `<g filter="url(#s)">${rect(150, 620, 180, 180, C.paper, { r: 16, transform: 'rotate(-8 240 710)' })}</g>`,
      t(240, 725, '1080²', {
        size: 40,
        weight: 'bold',
        fill: C.plum,
        anchor: 'middle',
        transform: 'rotate(-8 240 710)',
      }),
    ].join('');
    return preview(C.sand, body, { defs, tag: 'PSD · Story 1080x1920', tagColor: C.sand, tagFill: C.plum });
  }
  const posts = [
    [C.plum, C.saffron, 'Festive', 'Offer'],
    [C.accent, C.ink, '40%', 'OFF'],
    [C.sand, C.plum, 'New', 'Arrivals'],
    [C.ink, C.accent, 'Light', 'Up'],
    [C.saffron, C.plum, 'Sweet', 'Deals'],
    [C.teal, C.paper, 'Gift', 'Guide'],
  ];
  const body = posts
    .map(([background, foreground, first, second], index) => {
      const col = index % 3;
      const row = Math.floor(index / 3);
      const x = 60 + col * 370;
      const y = 100 + row * 370;
      return [
        rect(x, y, 340, 340, background, { r: 18 }),
        ...[petals(x + 270, y + 80, 8, 34, 12, 26, foreground, 0.5)],
        t(x + 30, y + 230, first, { size: 56, weight: 'bold', fill: foreground }),
        t(x + 30, y + 290, second, { size: 44, family: SERIF, italic: true, fill: foreground }),
      ].join('');
    })
    .join('');
  return preview(C.paper, body);
}

function rangolis(kind) {
  const checker = `<pattern id="checker" width="40" height="40" patternUnits="userSpaceOnUse"><rect width="40" height="40" fill="#ffffff"/><rect width="20" height="20" fill="#ece7f1"/><rect x="20" y="20" width="20" height="20" fill="#ece7f1"/></pattern>`;
  const rangoli = (cx, cy, scale, palette) =>
    [
      petals(cx, cy, 16, 150 * scale, 22 * scale, 60 * scale, palette[0], 0.95),
      petals(cx, cy, 12, 95 * scale, 22 * scale, 44 * scale, palette[1], 0.95, 15),
      petals(cx, cy, 8, 50 * scale, 18 * scale, 30 * scale, palette[2], 1),
      circle(cx, cy, 30 * scale, palette[3]),
      circle(cx, cy, 14 * scale, palette[0]),
      ...Array.from({ length: 24 }, (_, index) => {
        const angle = (Math.PI * 2 * index) / 24;
        return circle(
          cx + Math.cos(angle) * 215 * scale,
          cy + Math.sin(angle) * 215 * scale,
          8 * scale,
          palette[2],
        );
      }),
    ].join('');
  if (kind === 'hero') {
    return preview('url(#checker)', rangoli(600, 470, 1.6, [C.accent, C.saffron, C.plum, C.teal]), {
      defs: checker,
      tag: 'PNG · transparent',
      tagColor: C.paper,
      tagFill: C.plum,
    });
  }
  const body = [
    rangoli(300, 300, 0.9, [C.plum, C.rose, C.saffron, C.accent]),
    rangoli(900, 300, 0.9, [C.teal, C.saffron, C.accent, C.plum]),
    rangoli(300, 680, 0.75, [C.saffron, C.accent, C.teal, C.plum]),
    rangoli(900, 680, 0.75, [C.accent, C.lilac, C.plum, C.saffron]),
  ].join('');
  return preview('url(#checker)', body, { defs: checker });
}

function guidelines(kind) {
  const defs = shadow('s', { opacity: 0.25 });
  if (kind === 'spread') {
    const body = [
      `<g filter="url(#s)">`,
      rect(80, 130, 510, 660, C.paper, { r: 6 }),
      rect(610, 130, 510, 660, C.paper, { r: 6 }),
      `</g>`,
      t(120, 200, '02 · Logo', { size: 20, family: MONO, fill: C.accent }),
      circle(335, 420, 150, 'none', { stroke: C.muted, sw: 1.5, dash: '5 7' }),
      `<path d="M 275 300 A 120 120 0 0 0 275 540 A 120 120 0 0 0 275 300 Z" fill="${C.plum}"/>`,
      `<path d="M 395 300 A 120 120 0 0 1 395 540 A 120 120 0 0 1 395 300 Z" fill="${C.accent}"/>`,
      t(120, 690, 'Clear space: one circle radius', { size: 20, fill: C.ink }),
      t(120, 724, 'Minimum size: 24 px / 10 mm', { size: 20, fill: C.muted }),
      t(650, 200, '03 · Colour', { size: 20, family: MONO, fill: C.accent }),
      ...[
        [C.ink, 'Ink', '#16131F'],
        [C.plum, 'Plum', '#3B2A5C'],
        [C.accent, 'Accent', '#FF6B3D'],
        [C.sand, 'Sand', '#F4EFE6'],
      ].flatMap(([color, name, hex], index) => [
        rect(650, 240 + index * 128, 110, 100, color, { r: 8, stroke: '#e6dccb', sw: 1 }),
        t(786, 282 + index * 128, name, { size: 24, weight: 'bold', fill: C.ink }),
        t(786, 314 + index * 128, hex, { size: 18, family: MONO, fill: C.muted }),
      ]),
    ].join('');
    return preview(C.sand, body, { defs });
  }
  const body = [
    `<g filter="url(#s)">${rect(200, 110, 800, 680, C.plum, { r: 10 })}</g>`,
    circle(760, 330, 170, C.accent),
    t(260, 560, 'Brand', { size: 110, weight: 'bold', fill: C.paper, spacing: -3 }),
    t(260, 670, 'Guidelines', { size: 110, weight: 'bold', fill: C.paper, spacing: -3 }),
    t(264, 740, '48 pages · AI · INDD · PDF', { size: 22, family: MONO, fill: C.sand }),
  ].join('');
  return preview(C.sand, body, { defs, tag: 'Designs', tagColor: C.sand, tagFill: C.ink });
}

function combinations(kind) {
  const pairs = [
    ['Headline', SANS, 'bold', false, 'Body in a serif', SERIF, [C.ink, C.accent, C.sand]],
    ['Editorial', SERIF, 'bold', false, 'Clean sans body', SANS, [C.plum, C.saffron, C.paper]],
    ['Narrow', NARROW, 'bold', false, 'Mono for details', MONO, [C.teal, C.sand, C.ink]],
    ['Italic', SERIF, 'normal', true, 'Friendly sans', SANS, [C.accent, C.plum, C.sand]],
  ];
  if (kind === 'cards') {
    const body = pairs
      .map(([head, headFamily, weight, italic, bodyText, bodyFamily, palette], index) => {
        const col = index % 2;
        const row = Math.floor(index / 2);
        const x = 60 + col * 550;
        const y = 60 + row * 400;
        return [
          rect(x, y, 530, 380, palette[0], { r: 18 }),
          t(x + 40, y + 140, head, { size: 76, family: headFamily, weight, italic, fill: palette[2] }),
          t(x + 40, y + 200, bodyText, { size: 28, family: bodyFamily, fill: palette[2], opacity: 0.85 }),
          ...palette.map((color, swatch) =>
            circle(x + 60 + swatch * 60, y + 300, 24, color, { stroke: palette[2], sw: 2 }),
          ),
        ].join('');
      })
      .join('');
    return preview(C.paper, body, { tag: undefined });
  }
  const body = [
    t(80, 240, 'Pair it.', { size: 140, weight: 'bold', fill: C.ink, spacing: -5 }),
    t(80, 380, 'Colour it.', { size: 140, family: SERIF, italic: true, fill: C.plum, spacing: -4 }),
    ...[C.ink, C.plum, C.accent, C.saffron, C.teal, C.sand].map((color, index) =>
      rect(80 + index * 175, 470, 160, 300, color, { r: 14, stroke: '#e6dccb', sw: 1 }),
    ),
    t(80, 830, '40 font and palette combinations, ready for Canva, Figma and Illustrator', {
      size: 24,
      fill: C.muted,
    }),
  ].join('');
  return preview(C.paper, body, { tag: 'Combinations', tagColor: C.paper, tagFill: C.accent });
}

function documentPage({ title, kicker, rows, background, accent, kind }) {
  const defs = shadow('s', { opacity: 0.25 });
  if (kind === 'cover') {
    const body = [
      circle(980, 180, 220, accent, { opacity: 0.9 }),
      `<g filter="url(#s)">${rect(300, 90, 600, 760, C.paper, { r: 8 })}</g>`,
      rect(300, 90, 600, 260, C.plum, { r: 8 }),
      t(340, 190, kicker, { size: 22, weight: 'bold', fill: accent, spacing: 3 }),
      ...title.map((text, index) =>
        t(340, 270 + index * 56, text, { size: 50, weight: 'bold', fill: C.paper }),
      ),
      ...rows
        .slice(0, 6)
        .flatMap((text, index) => [
          rect(340, 420 + index * 66, 30, 30, 'none', { r: 6, stroke: C.plum, sw: 3 }),
          index < 3
            ? `<path d="M 346 ${436 + index * 66} l 8 8 l 14 -18" stroke="${accent}" stroke-width="4" fill="none"/>`
            : '',
          t(390, 444 + index * 66, text, { size: 24, fill: C.ink }),
        ]),
    ].join('');
    return preview(background, body, { defs });
  }
  const body = [
    `<g filter="url(#s)">`,
    rect(110, 120, 470, 680, C.paper, { r: 6, transform: 'rotate(-3 345 460)' }),
    rect(620, 120, 470, 680, C.paper, { r: 6, transform: 'rotate(2 855 460)' }),
    `</g>`,
    `<g transform="rotate(-3 345 460)">`,
    t(150, 200, 'Chapter 3', { size: 20, family: MONO, fill: accent }),
    t(150, 250, rows[0], { size: 34, weight: 'bold', fill: C.ink }),
    ...Array.from({ length: 12 }, (_, index) =>
      rect(150, 300 + index * 34, index % 4 === 3 ? 260 : 390, 10, C.muted, { r: 5, opacity: 0.35 }),
    ),
    `</g>`,
    `<g transform="rotate(2 855 460)">`,
    rect(660, 170, 390, 220, C.sand, { r: 10 }),
    ...(kind === 'bleed'
      ? [
          rect(690, 195, 330, 170, 'none', { stroke: C.accent, sw: 3 }),
          rect(705, 210, 300, 140, C.plum),
          rect(725, 230, 260, 100, 'none', { stroke: C.sand, sw: 2, opacity: 0.8 }),
          t(855, 288, 'Safe area', { size: 20, fill: C.paper, anchor: 'middle' }),
          t(1030, 390, '3 mm bleed', { size: 16, family: MONO, fill: C.accent, anchor: 'end' }),
        ]
      : [
          t(690, 260, '₹1,500', { size: 56, weight: 'bold', fill: C.plum }),
          t(690, 320, 'per hour, to start', { size: 24, fill: C.ink }),
        ]),
    ...Array.from({ length: 9 }, (_, index) =>
      rect(660, 430 + index * 34, index % 3 === 2 ? 240 : 390, 10, C.muted, { r: 5, opacity: 0.35 }),
    ),
    `</g>`,
  ].join('');
  return preview(background, body, { defs });
}

/** A wedding invitation suite: one card up close, or the card, its envelope and a story. */
function invitation(kind) {
  const defs = shadow('s', { opacity: 0.3 });
  const card = (x, y, scale) =>
    [
      `<g transform="translate(${x} ${y}) scale(${scale})" filter="url(#s)">`,
      rect(0, 0, 440, 640, C.paper, { r: 10 }),
      rect(24, 24, 392, 592, 'none', { stroke: C.saffron, sw: 3 }),
      ...petals(220, 170, 12, 54, 16, 38, C.accent, 0.85),
      circle(220, 170, 30, C.saffron),
      circle(220, 170, 12, C.paper),
      t(220, 330, 'Shubh Vivah', { size: 48, family: SERIF, italic: true, fill: C.plum, anchor: 'middle' }),
      t(220, 380, 'ANANYA  &  ROHIT', {
        size: 20,
        weight: 'bold',
        fill: C.ink,
        anchor: 'middle',
        spacing: 3,
      }),
      line(120, 410, 320, 410, C.saffron, 2),
      t(220, 460, 'Saturday, 14 February', { size: 20, fill: C.ink, anchor: 'middle' }),
      t(220, 494, 'Shivaji Nagar, Pune', { size: 20, fill: C.muted, anchor: 'middle' }),
      ...petals(220, 560, 8, 18, 6, 12, C.plum, 0.6),
      `</g>`,
    ].join('');
  if (kind === 'card') {
    return preview(
      C.plum,
      [circle(980, 160, 240, C.accent, { opacity: 0.8 }), card(380, 120, 1.02)].join(''),
      {
        defs,
        tag: 'PSD · 5x7 in',
        tagColor: C.plum,
        tagFill: C.sand,
      },
    );
  }
  const body = [
    `<g filter="url(#s)">${rect(90, 330, 520, 380, C.accent, { r: 8 })}</g>`,
    `<path d="M 90 330 L 350 520 L 610 330" fill="none" stroke="${C.plum}" stroke-width="4"/>`,
    circle(350, 520, 34, C.saffron),
    t(350, 531, 'A & R', { size: 22, weight: 'bold', fill: C.plum, anchor: 'middle' }),
    card(520, 150, 0.78),
    `<g filter="url(#s)">${rect(930, 180, 220, 420, C.ink, { r: 28 })}</g>`,
    rect(944, 196, 192, 388, C.plum, { r: 20 }),
    ...petals(1040, 330, 10, 44, 12, 30, C.saffron, 0.9),
    t(1040, 460, 'Save the', { size: 26, family: SERIF, italic: true, fill: C.paper, anchor: 'middle' }),
    t(1040, 500, 'DATE', { size: 34, weight: 'bold', fill: C.saffron, anchor: 'middle', spacing: 4 }),
  ].join('');
  return preview(C.sand, body, { defs, tag: 'Card · Envelope · Story', tagColor: C.sand, tagFill: C.ink });
}

function mockups(kind) {
  const defs =
    shadow('s', { opacity: 0.35 }) +
    linear('wall', [
      [0, '#efe6da'],
      [1, '#d9cdbd'],
    ]);
  if (kind === 'poster') {
    const body = [
      rect(0, 0, AW, 700, 'url(#wall)'),
      rect(0, 700, AW, 200, '#b98c66'),
      rect(0, 700, AW, 12, '#8a6446'),
      `<g filter="url(#s)">${rect(380, 90, 440, 580, C.paper, { r: 4 })}</g>`,
      rect(410, 120, 380, 520, C.plum),
      circle(600, 300, 120, C.accent),
      t(600, 520, 'YOUR', { size: 56, weight: 'bold', fill: C.paper, anchor: 'middle', spacing: 6 }),
      t(600, 585, 'DESIGN', { size: 56, weight: 'bold', fill: C.saffron, anchor: 'middle', spacing: 6 }),
      // A potted plant beside the frame.
      ...[-50, -25, 0, 25, 50].map(
        (angle) =>
          `<ellipse cx="955" cy="470" rx="26" ry="90" fill="${C.leaf}" opacity="0.95" transform="rotate(${angle} 955 580)"/>`,
      ),
      rect(890, 560, 130, 140, C.teal, { r: 18 }),
      rect(880, 550, 150, 26, '#267a70', { r: 8 }),
    ].join('');
    return preview(C.sand, body, { defs, tag: 'Free · smart object', tagColor: C.ink, tagFill: C.saffron });
  }
  const body = [
    circle(600, 450, 330, C.plum),
    `<g filter="url(#s)">${rect(440, 90, 320, 700, C.ink, { r: 44 })}</g>`,
    rect(458, 108, 284, 664, C.sand, { r: 30 }),
    rect(478, 150, 244, 244, C.accent, { r: 16 }),
    t(600, 300, 'Your', { size: 44, weight: 'bold', fill: C.ink, anchor: 'middle' }),
    t(600, 350, 'artwork', { size: 36, family: SERIF, italic: true, fill: C.ink, anchor: 'middle' }),
    rect(478, 420, 200, 18, C.ink, { r: 9 }),
    rect(478, 452, 160, 12, C.muted, { r: 6, opacity: 0.5 }),
    rect(478, 690, 244, 54, C.plum, { r: 27 }),
  ].join('');
  return preview(C.sand, body, { defs });
}

/** Asset slug → its preview images (2 or 3 each). */
const ASSET_PREVIEWS = {
  'peshwa-serif-display': [
    () =>
      fontSpecimen({
        name: 'Peshwa Serif',
        family: SERIF,
        weight: 'bold',
        background: C.plum,
        foreground: C.paper,
        accent: C.saffron,
        tag: 'Font',
        sample: 'A display serif with a courtly swing',
      }),
    () =>
      fontPoster({
        name: 'Peshwa Serif Bold',
        family: SERIF,
        weight: 'bold',
        background: C.sand,
        foreground: C.plum,
        accent: C.accent,
        lines: ['Shaniwar', 'Wada', 'Nights'],
      }),
    () =>
      glyphGrid({
        family: SERIF,
        weight: 'bold',
        background: C.ink,
        foreground: C.sand,
        accent: C.saffron,
        glyphs: ['A', 'g', 'Q', 'R', '&', 'ß', 'ñ', 'é', '₹', '@', 'fi', '?', 'W', 'k', 'y', '8', '%', '!'],
      }),
  ],
  'deccan-grotesk-family': [
    () =>
      fontSpecimen({
        name: 'Deccan Grotesk',
        family: SANS,
        weight: 'bold',
        background: C.paper,
        foreground: C.ink,
        accent: C.accent,
        tag: 'Font family',
        sample: 'Nine weights for screens and signage',
      }),
    () =>
      fontPoster({
        name: 'Deccan Grotesk Black',
        family: SANS,
        weight: 'bold',
        background: C.accent,
        foreground: C.ink,
        accent: C.saffron,
        lines: ['Chai', 'before', 'pixels.'],
      }),
  ],
  'sahyadri-devanagari-display': [
    () =>
      fontSpecimen({
        name: 'Sahyadri',
        family: SANS,
        weight: 'bold',
        background: C.teal,
        foreground: C.paper,
        accent: C.saffron,
        tag: 'Free font',
        sample: 'A free display face for Marathi and Hindi',
      }),
    () =>
      fontPoster({
        name: 'Sahyadri Display',
        family: SANS,
        weight: 'bold',
        background: C.paper,
        foreground: C.teal,
        accent: C.accent,
        lines: ['Ganpati', 'Bappa', 'Morya!'],
      }),
  ],
  'wedding-invitation-psd': [() => invitation('card'), () => invitation('set')],
  'monsoon-lightroom-presets': [
    () => beforeAfter('monsoon', 'Lightroom preset'),
    () =>
      presetGrid(
        [
          ['monsoon', 'Monsoon 01'],
          ['matte', 'Monsoon 04'],
          ['teal', 'Konkan teal'],
          ['dusk', 'Dusk mauve'],
          ['golden', 'Golden hour'],
          ['original', 'Original'],
        ],
        '20 presets',
      ),
  ],
  'film-grain-actions': [() => filmFrame('golden', 'Photoshop action'), () => actionsPanel()],
  'gold-chrome-layer-styles': [() => layerStyles('hero'), () => layerStyles('grid')],
  'diwali-social-media-kit': [() => socialKit('phone'), () => socialKit('grid')],
  'rangoli-png-elements': [() => rangolis('hero'), () => rangolis('grid')],
  'brand-guidelines-template': [() => guidelines('cover'), () => guidelines('spread')],
  'font-palette-combinations': [() => combinations('hero'), () => combinations('cards')],
  'print-ready-checklist': [
    () =>
      documentPage({
        kind: 'cover',
        title: ['Print-ready', 'Checklist'],
        kicker: 'PDF · 12 PAGES',
        rows: [
          'CMYK, not RGB',
          '3 mm bleed on every side',
          '300 ppi images',
          'Fonts outlined',
          'Rich black for large areas',
          'Proof at 100%',
        ],
        background: C.sand,
        accent: C.accent,
      }),
    () =>
      documentPage({
        kind: 'bleed',
        title: [],
        kicker: '',
        rows: ['Bleed and trim'],
        background: C.plum,
        accent: C.accent,
      }),
  ],
  'freelance-pricing-handbook': [
    () =>
      documentPage({
        kind: 'cover',
        title: ['Freelance', 'Pricing Handbook'],
        kicker: 'EBOOK · 86 PAGES',
        rows: [
          'Find your hourly floor',
          'Price by project, not hour',
          'Write a one-page proposal',
          'GST and invoices',
          'Retainers that last',
          'Saying no, politely',
        ],
        background: C.paper,
        accent: C.saffron,
      }),
    () =>
      documentPage({
        kind: 'spread',
        title: [],
        kicker: '',
        rows: ['Your hourly floor'],
        background: C.teal,
        accent: C.accent,
      }),
  ],
  'free-poster-phone-mockups': [() => mockups('poster'), () => mockups('phone')],
};

/* ---------------------------------------------------------------- the sample download */

/** A one-page PDF, written by hand (offsets computed), so no PDF library is needed. */
function samplePdf() {
  const lines = [
    ['F2', 24, 'Kalakriti Design Academy'],
    ['F1', 14, 'Thank you for downloading from the demo store.'],
    ['F1', 12, 'This sample file stands in for the product you bought.'],
    ['F1', 12, 'In a real store this is the font pack, preset bundle or ebook itself.'],
    ['F1', 12, 'Kalakriti Design Academy, Pune, Maharashtra, India'],
  ];
  let y = 760;
  const content = [
    '0.086 0.075 0.122 rg',
    ...lines.map(([font, size, text], index) => {
      y -= index === 0 ? 0 : index === 1 ? 44 : 24;
      return `BT /${font} ${size} Tf 72 ${y} Td (${text.replace(/[()\\]/g, '\\$&')}) Tj ET`;
    }),
    '1 0.42 0.239 rg 72 780 120 6 re f',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Title (Kalakriti demo download) /Producer (generate-demo-media.mjs) >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf);
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 7 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return pdf;
}

/* ---------------------------------------------------------------- main */

function probeSeconds(file) {
  const result = spawnSync(
    'ffprobe',
    ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=noprint_wrappers=1:nokey=1', file],
    { encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`ffprobe failed on ${file}: ${result.stderr}`);
  return Math.round(Number(result.stdout.trim()));
}

const manifest = { videos: [], banners: {}, assets: {}, files: {} };
for (const folder of ['videos', 'banners', 'assets', 'files'])
  mkdirSync(path.join(OUT, folder), { recursive: true });

for (const item of BANNERS) {
  const file = `banners/${item.slug}.webp`;
  renderImage(banner(item), path.join(OUT, file));
  manifest.banners[item.slug] = file;
  console.log(file, statSync(path.join(OUT, file)).size);
}

for (const [slug, drawings] of Object.entries(ASSET_PREVIEWS)) {
  manifest.assets[slug] = drawings.map((draw, index) => {
    const file = `assets/${slug}-${index + 1}.webp`;
    renderImage(draw(), path.join(OUT, file));
    console.log(file, statSync(path.join(OUT, file)).size);
    return file;
  });
}

const pdfFile = 'files/kalakriti-sample-download.pdf';
writeFileSync(path.join(OUT, pdfFile), samplePdf());
manifest.files.sample = pdfFile;

for (const lesson of LESSONS) {
  const file = `videos/${lesson.key}.mp4`;
  const target = path.join(OUT, file);
  // `images` redraws the pictures only and keeps the videos already there.
  if (only !== 'images') {
    renderVideo((time) => lessonFrame(time, lesson), lesson.seconds, target);
    console.log(file, statSync(target).size);
  }
  manifest.videos.push({
    key: lesson.key,
    title: `Lecture ${lesson.number} · ${lesson.title}`,
    file,
    durationSeconds: probeSeconds(target),
  });
}

writeFileSync(path.join(OUT, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
// Formatted as the repository's Prettier would (when it is installed), so `npm run lint` agrees.
const prettier = path.join(ROOT, 'node_modules/prettier/bin/prettier.cjs');
if (existsSync(prettier)) spawnSync(process.execPath, [prettier, '--write', path.join(OUT, 'manifest.json')]);

const total = (folder) =>
  readdirSync(folder, { withFileTypes: true }).reduce(
    (sum, entry) =>
      sum +
      (entry.isDirectory()
        ? total(path.join(folder, entry.name))
        : statSync(path.join(folder, entry.name)).size),
    0,
  );
console.log(`apps/server/seed/media: ${(total(OUT) / 1024 / 1024).toFixed(2)} MB`);
