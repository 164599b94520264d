import { sql } from 'drizzle-orm';

/** A product line points at exactly one course or one asset. */
export const oneProduct = (courseId: unknown, assetId: unknown) =>
  sql`(${courseId} is not null) <> (${assetId} is not null)`;
