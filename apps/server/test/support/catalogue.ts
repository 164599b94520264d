import { randomUUID } from 'node:crypto';
import { type Bundle, bundleInputSchema } from '@academy/shared/bundles';
import { type AssetInput, assetInputSchema, type AssetSummary } from '@academy/shared/catalogue-assets';
import { type CourseDetail, type CourseInput, courseInputSchema } from '@academy/shared/catalogue-courses';
import type { App } from '../../src/app';
import { createAsset } from '../../src/modules/assets/commands';
import { createBundle } from '../../src/modules/bundles/commands';
import { createCourse } from '../../src/modules/courses/commands';

const INSTRUCTOR = 'Meera Kulkarni';

/** A published course, made through the service the admin API uses. Price in rupees. */
export async function addTestCourse(app: App, overrides: Partial<CourseInput> = {}): Promise<CourseDetail> {
  const input = courseInputSchema.parse({
    title: `Course ${randomUUID().slice(0, 8)}`,
    category: 'Graphic Design',
    level: 'Beginner',
    primaryLanguage: 'English',
    objectives: 'Layers, Masks',
    welcomeMessage: 'Welcome!',
    price: 1999,
    fakePrice: 4999,
    description: 'A course for tests.',
    curriculum: [
      { title: 'Introduction', videoUrl: '/v/intro.mp4', public_id: 'intro', freePreview: true },
      { title: 'Layers', videoUrl: '/v/layers.mp4', public_id: 'layers', freePreview: false },
    ],
    ...overrides,
  });
  return createCourse(app.db, input, {
    author: { id: await anyUserId(app), name: INSTRUCTOR },
    signer: app.mediaSigner,
  });
}

/** A digital asset, made through the service the admin API uses. Price in rupees. */
export async function addTestAsset(app: App, overrides: Partial<AssetInput> = {}): Promise<AssetSummary> {
  const input = assetInputSchema.parse({
    name: `Asset ${randomUUID().slice(0, 8)}`,
    price: 1499,
    fakePrice: 2999,
    type: 'Brushes',
    category: 'Psd files',
    ...overrides,
  });
  return createAsset(app.db, input, { author: { id: await anyUserId(app), name: INSTRUCTOR } });
}

/** A published kit (unless told otherwise) of a new course (₹2,000) and a new asset (₹1,000), sold for ₹2,400. */
export async function addTestKit(
  app: App,
  { isPublished = true }: { isPublished?: boolean } = {},
): Promise<{ bundle: Bundle; course: CourseDetail; asset: AssetSummary }> {
  const course = await addTestCourse(app, { price: 2000 });
  const asset = await addTestAsset(app, { price: 1000 });
  const input = bundleInputSchema.parse({
    title: `Kit ${randomUUID().slice(0, 8)}`,
    courseIds: [course._id],
    assetIds: [asset._id],
    price: 2400,
    isPublished,
  });
  const bundle = await createBundle(app.db, input, { id: await anyUserId(app) });
  return { bundle, course, asset };
}

/** Catalogue rows name their instructor by user id; any existing user will do. */
async function anyUserId(app: App): Promise<string> {
  const row = await app.db.query.users.findFirst({ columns: { id: true } });
  if (!row) throw new Error('Create a user before adding catalogue items in a test');
  return row.id;
}
