import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { bundleInputSchema } from '@academy/shared/bundles';
import { assetInputSchema } from '@academy/shared/catalogue-assets';
import type { CaptionLanguage } from '@academy/shared/caption-languages';
import { courseInputSchema } from '@academy/shared/catalogue-courses';
import { count } from 'drizzle-orm';
import { seedMediaFolder } from '../lib/paths';
import { createAsset } from '../modules/assets/commands';
import { createBundleIn } from '../modules/bundles/commands';
import { createCoupon } from '../modules/coupons/service';
import { saveCaptions } from '../modules/courses/captions';
import { createCourse } from '../modules/courses/commands';
import type { UrlSigner } from '../modules/courses/service';
import type { MediaKind } from '../lib/media-ids';
import { saveMedia } from '../modules/media/service';
import { storePicture } from '../modules/media/images';
import { publicMediaUrl } from '../modules/media/signing';
import type { Storage } from '../infrastructure/storage/storage';
import { createUser } from '../modules/users/service';
import type { Database } from './client';
import {
  DEMO_CAPTIONS,
  DEMO_ASSETS,
  DEMO_COURSES,
  DEMO_INSTRUCTOR_HEADLINES,
  demoCoupons,
  type DemoVideoKey,
} from './demo-catalogue';
import { DEMO_BUNDLES } from './demo-bundles';
import { AlreadySeeded, seedStudentWork } from './seed-students';
import { users } from './schema/index';

/** Accounts anyone can try on a fresh demo store; printed at start and listed in the README. */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    name: 'Meera Kulkarni',
    email: 'admin@kalakriti.test',
    password: 'admin-demo-2026',
    phone: '+91 98220 10001',
  },
  {
    role: 'user',
    name: 'Aarav Deshpande',
    email: 'student@kalakriti.test',
    password: 'student-demo-2026',
    phone: '+91 98220 10002',
  },
] as const;

/** seed/media/manifest.json, written by scripts/generate-demo-media.mjs. */
type SeedManifest = {
  videos: { key: DemoVideoKey; title: string; file: string; durationSeconds: number }[];
  banners: Record<string, string>;
  assets: Record<string, string[]>;
  files: { sample: string };
};

export type SeedOptions = {
  storage: Storage;
  /** Only for the answers of the course service; the seed itself hands out no URLs. */
  signer: UrlSigner;
  /** Defaults to apps/server/seed/media. */
  mediaFolder?: string;
  now?: Date;
};

export type SeedSummary = {
  accounts: number;
  courses: number;
  lectures: number;
  assets: number;
  bundles: number;
  coupons: number;
  /** The demo students' accounts (they cannot sign in) and the reviews they wrote. */
  students: number;
  reviews: number;
};

const CONTENT_TYPES: Record<string, string> = {
  '.mp4': 'video/mp4',
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.pdf': 'application/pdf',
};

/**
 * Fills an empty database (no users at all) with the demo store: the demo accounts, the
 * courses with their lectures, the digital assets, two coupons, and demo students' projects and
 * reviews of what they were given. Media go through
 * saveMedia and the catalogue through the same services as the admin API, so the demo data
 * is exactly what an admin could have made. One transaction: a failure leaves the database
 * empty (and it is tried again at the next start); a database with any user is left alone.
 * Answers what it created, or undefined when it did nothing.
 */
export async function seedDemo(db: Database, options: SeedOptions): Promise<SeedSummary | undefined> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return undefined;

  const folder = options.mediaFolder ?? seedMediaFolder();
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8')) as SeedManifest;
  const files = new Map<string, Buffer>();
  const allFiles = [
    ...manifest.videos.map((video) => video.file),
    ...Object.values(manifest.banners),
    ...Object.values(manifest.assets).flat(),
    manifest.files.sample,
  ];
  await Promise.all(allFiles.map(async (file) => files.set(file, await readFile(path.join(folder, file)))));
  const videos = new Map(manifest.videos.map((video) => [video.key, video]));
  const now = options.now ?? new Date();
  // The catalogue reads newest first: the first demo course and asset are the newest.
  const publishedDaysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60 * 1000);
  /** Files written so far, removed again if the transaction does not commit. */
  const written: string[] = [];

  try {
    return await db.transaction(async (tx) => {
      const accounts = [];
      for (const account of DEMO_ACCOUNTS) {
        const created = await createUser(tx, { ...account, emailVerified: true });
        // Someone else's seed got there first (several instances starting at once).
        if (!created) throw new AlreadySeeded();
        accounts.push(created);
      }
      const admin = accounts.find((account) => account.role === 'admin');
      if (!admin) throw new Error('The demo accounts have no admin');
      const author = { id: admin.id, name: admin.name };

      const store = async (kind: MediaKind, file: string) => {
        const bytes = files.get(file);
        if (!bytes) throw new Error(`Seed media file missing from the manifest: ${file}`);
        const saved = await saveMedia(tx, options.storage, {
          kind,
          contentType: CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
          bytes,
          originalName: path.basename(file),
          uploadedBy: admin.id,
        });
        written.push(saved.publicId);
        return saved;
      };

      // A picture as an upload stores it: the main WebP and its narrower copies, so the
      // storefront's srcset sends a phone the 400 or 800 px copy.
      const storeDemoPicture = async (file: string) => {
        const bytes = files.get(file);
        if (!bytes) throw new Error(`Seed media file missing from the manifest: ${file}`);
        const renditions = await storePicture(
          { db: tx, storage: options.storage, uploadedBy: admin.id },
          bytes,
          path.basename(file),
        );
        written.push(...renditions.map((rendition) => rendition.publicId));
        const [main] = renditions;
        if (!main) throw new Error(`The seed picture ${file} rendered nothing`);
        return publicMediaUrl(main.publicId);
      };

      let lectureCount = 0;
      /** Each demo product's id and how many days before the seed it was published. */
      const createdCourses = new Map<string, { id: string; daysAgo: number }>();
      const createdAssets = new Map<string, { id: string; daysAgo: number }>();
      for (const [index, course] of DEMO_COURSES.entries()) {
        const bannerFile = manifest.banners[course.banner];
        if (!bannerFile) throw new Error(`No banner ${course.banner} in the seed manifest`);
        const banner = await storeDemoPicture(bannerFile);
        const curriculum = [];
        for (const lecture of course.lectures) {
          const video = videos.get(lecture.video);
          if (!video) throw new Error(`No video ${lecture.video} in the seed manifest`);
          // Each lecture its own copy: replacing one lecture's video must not break another's.
          const stored = await store('video', video.file);
          curriculum.push({
            title: lecture.title,
            videoUrl: stored.secureUrl,
            public_id: stored.publicId,
            freePreview: lecture.freePreview ?? false,
            duration: video.durationSeconds,
          });
        }
        lectureCount += curriculum.length;
        const { banner: _banner, lectures: _lectures, ...landing } = course;
        const input = courseInputSchema.parse({
          ...landing,
          image: banner,
          instructorHeadline: DEMO_INSTRUCTOR_HEADLINES[course.instructorName] ?? '',
          curriculum,
        });
        const created = await createCourse(tx, input, {
          author,
          signer: options.signer,
          date: publishedDaysAgo(index),
        });
        createdCourses.set(created.title, { id: created._id, daysAgo: index });
        for (const [position, lecture] of course.lectures.entries()) {
          const lectureId = created.curriculum[position]?._id;
          if (!lectureId) throw new Error(`The demo course ${course.title} lost lecture ${position + 1}`);
          for (const [language, vtt] of Object.entries(DEMO_CAPTIONS[lecture.video])) {
            await saveCaptions(
              tx,
              { courseId: created._id, lectureId, language: language as CaptionLanguage },
              vtt,
              options.signer,
            );
          }
        }
      }

      for (const [index, asset] of DEMO_ASSETS.entries()) {
        const previewFiles = manifest.assets[asset.previews];
        if (!previewFiles?.length) throw new Error(`No previews ${asset.previews} in the seed manifest`);
        const images = [];
        for (const file of previewFiles) images.push(await storeDemoPicture(file));
        const download = await store('raw', manifest.files.sample);
        const { previews: _previews, ...details } = asset;
        const input = assetInputSchema.parse({ ...details, image: images, downloadUrl: download.secureUrl });
        const created = await createAsset(tx, input, { author, date: publishedDaysAgo(index) });
        createdAssets.set(created.name, { id: created._id, daysAgo: index });
      }

      for (const bundle of DEMO_BUNDLES) {
        const idOf = (products: Map<string, { id: string }>, name: string) => {
          const product = products.get(name);
          if (!product) throw new Error(`The demo bundle ${bundle.title} names an unknown product: ${name}`);
          return product.id;
        };
        const input = bundleInputSchema.parse({
          title: bundle.title,
          description: bundle.description,
          courseIds: bundle.courses.map((title) => idOf(createdCourses, title)),
          assetIds: bundle.assets.map((name) => idOf(createdAssets, name)),
          price: bundle.price,
          isPublished: true,
        });
        await createBundleIn(tx, input, admin);
      }

      const studentWork = await seedStudentWork(tx, {
        storage: options.storage,
        admin,
        files,
        publishedDaysAgo,
        courses: createdCourses,
        assets: createdAssets,
      });
      written.push(...studentWork.written);

      const coupons = demoCoupons(now);
      for (const coupon of coupons) await createCoupon(tx, coupon);

      return {
        accounts: accounts.length,
        courses: DEMO_COURSES.length,
        lectures: lectureCount,
        assets: DEMO_ASSETS.length,
        bundles: DEMO_BUNDLES.length,
        coupons: coupons.length,
        students: studentWork.students,
        reviews: studentWork.reviews,
      };
    });
  } catch (error) {
    await Promise.all(written.map((publicId) => options.storage.remove(publicId).catch(() => undefined)));
    if (error instanceof AlreadySeeded) return undefined;
    throw error;
  }
}
