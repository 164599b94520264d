/**
 * Generated catalogue data and search queries for scripts/bench-catalogue.ts: word lists of
 * tools, topics and themes combined by a seeded generator, so every run sees the same catalogue.
 */

import { randomUUID } from 'node:crypto';
import { ASSET_FILTER_CHIPS, COURSE_CATEGORIES } from '@academy/shared/catalogue';
import type { assetImages, digitalAssets } from '../apps/server/src/db/schema/assets';
import type { courses, lectures } from '../apps/server/src/db/schema/courses';

export { COURSE_CATEGORIES };

/** mulberry32: the same catalogue and the same queries on every run. */
export function prng(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  const some = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const chosen: T[] = [];
    while (chosen.length < count && copy.length > 0)
      chosen.push(copy.splice(int(0, copy.length - 1), 1)[0] as T);
    return chosen;
  };
  return { next, int, pick, some };
}

export const TOOLS = [
  'Photoshop',
  'Illustrator',
  'Figma',
  'InDesign',
  'Lightroom',
  'After Effects',
  'Premiere Pro',
  'Blender',
  'Canva',
  'CorelDRAW',
  'Procreate',
  'DaVinci Resolve',
  'Sketch',
  'Affinity Designer',
  'Cinema 4D',
  'Midjourney',
  'Adobe XD',
  'Webflow',
  'Framer',
  'Krita',
] as const;

export const TOPICS = [
  'Logo Design',
  'Brand Identity',
  'UI Design',
  'UX Research',
  'Typography',
  'Poster Design',
  'Packaging Design',
  'Social Media Graphics',
  'Photo Retouching',
  'Colour Grading',
  'Motion Graphics',
  'Video Editing',
  '3D Modelling',
  'Illustration',
  'Calligraphy',
  'Print Design',
  'Product Photography',
  'Portfolio Building',
  'Freelancing',
  'Digital Marketing',
  'Wedding Photography',
  'Storyboarding',
  'Character Design',
  'Infographics',
  'Icon Design',
  'Web Design',
  'Mobile App Design',
  'Layout Design',
  'Hand Lettering',
  'Documentary Filmmaking',
] as const;

export const ADJECTIVES = [
  'Complete',
  'Practical',
  'Advanced',
  'Essential',
  'Hands-on',
  'Modern',
  'Professional',
  'Ultimate',
  'Creative',
  'Fast-Track',
  'Studio',
  'Weekend',
  'Intensive',
] as const;

export const HINDI_TOPICS = [
  'ग्राफिक डिज़ाइन',
  'लोगो डिज़ाइन',
  'टाइपोग्राफी',
  'वीडियो एडिटिंग',
  'फोटो एडिटिंग',
  'सुलेखन',
];
export const HINDI_TOOLS = ['फोटोशॉप', 'इलस्ट्रेटर', 'फिग्मा', 'कैनवा', 'प्रीमियर प्रो'];

export const ASSET_KINDS = [
  'Mockup',
  'Font',
  'Preset Pack',
  'Action Set',
  'Layer Styles',
  'Brush Set',
  'Template',
  'Icon Pack',
  'Texture Pack',
  'Poster',
  'Ebook',
  'PSD Bundle',
  'Vector Pack',
  'LUT Pack',
  'Social Media Kit',
  'Logo Template',
  'Business Card',
  'Invitation',
  'Flyer',
  'Banner Set',
] as const;

export const ASSET_THEMES = [
  'Diwali',
  'Holi',
  'Wedding',
  'Vintage',
  'Minimal',
  'Retro',
  'Neon',
  'Watercolour',
  'Grunge',
  'Botanical',
  'Monsoon',
  'Ganesh Chaturthi',
  'Corporate',
  'Cafe',
  'Fashion',
  'Real Estate',
  'Food',
  'Travel',
  'Fitness',
  'Tech',
  'Bollywood',
  'Devanagari',
  'Marathi',
  'Kids',
  'Luxury',
  'Street',
  'Cinematic',
  'Pastel',
] as const;

export const ASSET_ADJECTIVES = [
  'Editable',
  'Premium',
  'Hand-drawn',
  'Modern',
  'Bold',
  'Elegant',
  'Playful',
  'Clean',
  'Textured',
  'Layered',
  'Print-ready',
  'Animated',
  'High-resolution',
] as const;

/** Every asset chip but 'All'. */
export const ASSET_CATEGORIES = ASSET_FILTER_CHIPS.filter((chip) => chip !== 'All');

export const OUTCOMES = [
  'build a portfolio piece',
  'work faster with shortcuts',
  'present work to clients',
  'prepare files for print',
  'export for every screen',
  'price freelance projects',
  'design for Indian festivals',
  'set up a reusable workflow',
  'give and take design feedback',
  'master colour and contrast',
];

export function courseTitle(random: ReturnType<typeof prng>, index: number): string {
  const tool = random.pick(TOOLS);
  const topic = random.pick(TOPICS);
  const adjective = random.pick(ADJECTIVES);
  if (index % 25 === 0) return `${random.pick(HINDI_TOOLS)} से ${random.pick(HINDI_TOPICS)} सीखें`;
  if (index % 37 === 0) return `${random.pick(HINDI_TOPICS)} शिका: मराठीतून`;
  switch (random.int(0, 5)) {
    case 0:
      return `${tool} for ${topic}`;
    case 1:
      return `${adjective} ${topic} with ${tool}`;
    case 2:
      return `${topic} Masterclass`;
    case 3:
      return `${adjective} ${tool} Bootcamp`;
    case 4:
      return `${topic}: From Zero to Pro in ${tool}`;
    default:
      return `${tool} ${topic} Vol. ${random.int(1, 9)}`;
  }
}

export function courseDescription(random: ReturnType<typeof prng>, title: string): string {
  const [a, b, c] = random.some(OUTCOMES, 3);
  const topics = random.some(TOPICS, 2).join(' and ');
  return (
    `${title} is taught by working designers from our Pune studio. Across ${random.int(3, 6)} modules you ` +
    `will ${a}, ${b} and ${c}. Along the way we touch on ${topics.toLowerCase()}, with project files ` +
    `you can keep. Suitable for students, freelancers and in-house teams who want practical, ` +
    `portfolio-ready results rather than theory.`
  );
}

export function assetName(random: ReturnType<typeof prng>, index: number): string {
  if (index % 40 === 0)
    return `${random.pick(['दिवाळी', 'लग्न', 'गणपती', 'होळी'])} ${random.pick(['पोस्टर', 'निमंत्रण', 'फॉन्ट', 'बॅनर'])}`;
  return `${random.pick(ASSET_ADJECTIVES)} ${random.pick(ASSET_THEMES)} ${random.pick(ASSET_KINDS)}`;
}

const DAY_MS = 86_400_000;

/**
 * A catalogue of `counts.courses` courses (3-6 lectures each, 3 % unpublished) and
 * `counts.assets` assets (1-3 preview images each), dated over the three years before `now`.
 */
export function catalogueRows(
  random: ReturnType<typeof prng>,
  counts: { courses: number; assets: number; now: number },
) {
  const { now } = counts;
  const day = DAY_MS;
  const courseRows: (typeof courses.$inferInsert)[] = [];
  const lectureRows: (typeof lectures.$inferInsert)[] = [];
  for (let index = 0; index < counts.courses; index += 1) {
    const id = randomUUID();
    const title = courseTitle(random, index);
    courseRows.push({
      id,
      title,
      category: random.pick(COURSE_CATEGORIES),
      level: random.pick(['Beginner', 'Intermediate', 'Advance']),
      primaryLanguage: /[\u0900-\u097f]/.test(title)
        ? random.pick(['Hindi', 'Marathi'])
        : random.pick(['English', 'English', 'Hindi']),
      objectives: random.some(OUTCOMES, 4).join(', '),
      welcomeMessage: `Welcome to ${title}! Say hello in the first lecture.`,
      pricePaise: random.int(4, 60) * 10_000 - 100,
      fakePricePaise: random.int(61, 120) * 10_000 - 100,
      description: courseDescription(random, title),
      image: `/api/media/images/course-${index % 50}.webp`,
      isPublished: random.next() > 0.03,
      instructorName: random.pick(['Meera Kulkarni', 'Rohan Patil', 'Ananya Rao', 'Kabir Shah']),
      date: new Date(now - random.int(0, 3 * 365) * day),
    });
    const lectureCount = random.int(3, 6);
    for (let position = 0; position < lectureCount; position += 1) {
      lectureRows.push({
        courseId: id,
        position,
        title:
          position === 0 ? 'Welcome and course files' : `Lecture ${position + 1}: ${random.pick(OUTCOMES)}`,
        videoUrl: `media/videos/${id}-${position}.mp4`,
        publicId: `videos/${id}-${position}`,
        freePreview: position === 0,
        durationSeconds: random.int(180, 1800),
      });
    }
  }
  const assetRows: (typeof digitalAssets.$inferInsert)[] = [];
  const imageRows: (typeof assetImages.$inferInsert)[] = [];
  for (let index = 0; index < counts.assets; index += 1) {
    const id = randomUUID();
    const name = assetName(random, index);
    const kind = ASSET_KINDS.find((candidate) => name.endsWith(candidate)) ?? 'Template';
    assetRows.push({
      id,
      name,
      pricePaise: random.next() < 0.1 ? 0 : random.int(1, 30) * 5_000 - 100,
      fakePricePaise: random.int(31, 60) * 5_000 - 100,
      subTitle: `${kind} for ${random.pick(TOPICS).toLowerCase()} projects`,
      keyPoints: random
        .some(
          [
            'Fully editable',
            'Print ready',
            'Free fonts used',
            'Smart objects',
            'CMYK and RGB',
            '300 DPI',
            'Commercial use',
          ],
          3,
        )
        .join(', '),
      description: `A ${name.toLowerCase()} made in ${random.pick(TOOLS)} by our studio. Drop in your text and images and export in minutes.`,
      type: kind,
      fileSize: String(random.int(2, 400)),
      format: random.pick(['PSD', 'AI', 'PNG', 'PDF', 'OTF', 'ATN', 'XMP', 'CUBE']),
      dimensions: random.pick(['1080x1080', '1920x1080', 'A4', 'A3', '3500x2500']),
      resolution: random.pick(['300 DPI', '72 DPI']),
      license: random.pick(['Personal use', 'Commercial use']),
      category: random.pick(ASSET_CATEGORIES),
      downloadUrl: `raw/${id}.zip`,
      instructorName: 'Kalakriti Studio',
      date: new Date(now - random.int(0, 3 * 365) * day),
    });
    const pictures = random.int(1, 3);
    for (let position = 0; position < pictures; position += 1) {
      imageRows.push({
        assetId: id,
        position,
        url: `/api/media/images/asset-${(index + position) % 80}.webp`,
      });
    }
  }
  return { courseRows, lectureRows, assetRows, imageRows };
}

/** 200 different things people type: tools, topics, beginnings, typos, pairs, Devanagari. */
export function searchQueries(count: number): string[] {
  const random = prng(7);
  const queries = new Set<string>();
  const typo = (word: string) => {
    const at = random.int(1, word.length - 2);
    return random.next() < 0.5
      ? word.slice(0, at) + word.slice(at + 1)
      : word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  };
  const generators: (() => string)[] = [
    () => random.pick(TOOLS).toLowerCase(),
    () => random.pick(TOPICS).toLowerCase(),
    () => random.pick(TOOLS).toLowerCase().slice(0, random.int(3, 5)),
    () => random.pick(TOPICS).split(' ')[0]?.toLowerCase().slice(0, random.int(3, 6)) ?? 'logo',
    () => typo(random.pick(TOOLS).split(' ')[0]?.toLowerCase() ?? 'photoshop'),
    () => typo(random.pick(TOPICS).split(' ')[0]?.toLowerCase() ?? 'typography'),
    () => `${random.pick(TOOLS)} ${random.pick(TOPICS).split(' ')[0]}`.toLowerCase(),
    () => `${random.pick(ASSET_THEMES)} ${random.pick(ASSET_KINDS).split(' ')[0]}`.toLowerCase(),
    () => `${random.pick(ASSET_ADJECTIVES)} ${random.pick(ASSET_KINDS).split(' ')[0]}`.toLowerCase(),
    () => random.pick([...HINDI_TOOLS, ...HINDI_TOPICS, 'दिवाळी', 'पोस्टर', 'निमंत्रण']),
  ];
  while (queries.size < count) queries.add(random.pick(generators)());
  return [...queries];
}
