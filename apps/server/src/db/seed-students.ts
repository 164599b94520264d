import { randomBytes } from 'node:crypto';
import { adminReviewReplyInputSchema, reviewInputSchema } from '@academy/shared/reviews';
import type { Storage } from '../infrastructure/storage/storage';
import { grantManualAccessIn, grantManualAssetAccessIn } from '../workflows/grants/grants';
import { addApprovedProject } from '../modules/projects/changes';
import { writeReplyIn } from '../modules/reviews/moderation';
import { saveReview } from '../modules/reviews/service';
import { createUser } from '../modules/users/service';
import type { Executor } from './client';
import { DEMO_PROJECTS, DEMO_REVIEWS, type DemoStudent } from './demo-catalogue';

/** Another instance seeded first: the seed undoes everything this one did. */
export class AlreadySeeded extends Error {}

/** A demo product the seed made: its id and how many days before the seed it was published. */
type Published = { id: string; daysAgo: number };

/**
 * The demo students and what they made of the catalogue (issue 30): accounts that cannot sign in,
 * each given what their projects and reviews are of (one grant per product, of all its students at
 * once), their approved projects with pictures from seed/media, and their reviews with the
 * academy's replies. Through the same services as the store's own flows, in the seed's
 * transaction. Answers the stored files' ids, for a seed that rolls back.
 */
export async function seedStudentWork(
  tx: Executor,
  {
    storage,
    admin,
    files,
    publishedDaysAgo,
    courses,
    assets,
  }: {
    storage: Storage;
    admin: { id: string };
    /** The seed's media files by their path in seed/media. */
    files: Map<string, Buffer>;
    publishedDaysAgo: (days: number) => Date;
    /** By title and by name. */
    courses: Map<string, Published>;
    assets: Map<string, Published>;
  },
): Promise<{ students: number; reviews: number; written: string[] }> {
  const students = new Map<string, string>();
  for (const { name, email } of [
    ...DEMO_PROJECTS.map((project) => project.student),
    ...DEMO_REVIEWS.map((review) => review.student),
  ]) {
    if (students.has(email)) continue;
    const student = await createUser(tx, {
      name,
      email,
      phone: '',
      password: randomBytes(24).toString('base64url'),
      emailVerified: true,
    });
    if (!student) throw new AlreadySeeded();
    students.set(email, student.id);
  }
  const studentId = (student: DemoStudent) => {
    const id = students.get(student.email);
    if (!id) throw new Error(`No demo student ${student.email}`);
    return id;
  };
  const demoProduct = (product: { course: string } | { asset: string }) => {
    const found = 'course' in product ? courses.get(product.course) : assets.get(product.asset);
    if (!found) throw new Error(`No demo product ${JSON.stringify(product)}`);
    return { type: 'course' in product ? ('course' as const) : ('asset' as const), ...found };
  };

  const holders = new Map<string, { type: 'course' | 'asset'; students: Set<string> }>();
  for (const { product, student } of [
    ...DEMO_PROJECTS.map((project) => ({ product: { course: project.course }, student: project.student })),
    ...DEMO_REVIEWS,
  ]) {
    const { type, id } = demoProduct(product);
    const holding = holders.get(id) ?? { type, students: new Set<string>() };
    holding.students.add(studentId(student));
    holders.set(id, holding);
  }
  for (const [id, { type, students: ids }] of holders) {
    if (type === 'course') await grantManualAccessIn(tx, { courseId: id, students: [...ids] }, admin);
    else await grantManualAssetAccessIn(tx, { assetId: id, students: [...ids] }, admin);
  }

  const written: string[] = [];
  for (const project of DEMO_PROJECTS) {
    const course = demoProduct({ course: project.course });
    const stored = await addApprovedProject(tx, storage, {
      userId: studentId(project.student),
      courseId: course.id,
      title: project.title,
      description: project.description,
      pictures: project.pictures.map((file) => {
        const bytes = files.get(`assets/${file}`);
        if (!bytes) throw new Error(`Seed media file missing from the manifest: assets/${file}`);
        return { bytes, filename: file };
      }),
      feedback: project.feedback,
      reviewerId: admin.id,
      isPublic: true,
      submittedAt: publishedDaysAgo(project.daysAgo + 0.5),
      reviewedAt: publishedDaysAgo(project.daysAgo),
    });
    written.push(...stored);
  }

  // Reviews through the reviews service, as a student writes them, on the days they were
  // written, and the academy's replies without the email that tells an author of a reply: a
  // fresh store sends no mail. The figures follow by the trigger, as for any review.
  for (const review of DEMO_REVIEWS) {
    const product = demoProduct(review.product);
    const { reply } = review;
    // Written after the product was published and before the seed; a reply after its review.
    if (!(review.daysAgo > 0 && review.daysAgo < product.daysAgo)) {
      throw new Error(`A demo review of ${JSON.stringify(review.product)} is not dated in its lifetime`);
    }
    if (reply && !(reply.daysAgo > 0 && reply.daysAgo < review.daysAgo)) {
      throw new Error(`A demo reply on ${JSON.stringify(review.product)} is not dated after its review`);
    }
    const input = reviewInputSchema.parse({
      productType: product.type,
      productId: product.id,
      rating: review.rating,
      text: review.text,
    });
    const { review: saved } = await saveReview(tx, studentId(review.student), input, {
      at: publishedDaysAgo(review.daysAgo),
    });
    if (reply) {
      await writeReplyIn(tx, saved.id, adminReviewReplyInputSchema.parse({ text: reply.text }).text, {
        at: publishedDaysAgo(reply.daysAgo),
      });
    }
  }
  return { students: students.size, reviews: DEMO_REVIEWS.length, written };
}
