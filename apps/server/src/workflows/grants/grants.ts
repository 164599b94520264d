import type { StudentRef } from '@academy/shared/admin-access';
import type { Database, Executor } from '../../db/client';
import { NotFoundError } from '../../lib/errors';
import { grantManuallyIn, removeManualGrantIn } from '../../modules/access/manual';
import { findAssetFile } from '../../modules/assets/lookups';
import { findCourseFacts } from '../../modules/courses/lookups';

/*
 * Admin → Grant Access (SPEC §3, §7): the catalogue says which course or asset is meant, the
 * access module writes the grant (modules/access/manual.ts), in one transaction.
 */

export const GRANT_MESSAGES = {
  courseNotFound: (id: string) => `No course has the id ${id}.`,
  assetNotFound: (id: string) => `No digital asset has the id ${id}.`,
} as const;

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

async function findCourse(db: Executor, id: string): Promise<{ id: string; title: string }> {
  const course = await findCourseFacts(db, id);
  if (!course) throw new NotFoundError(GRANT_MESSAGES.courseNotFound(id));
  return { id: course.id, title: course.title };
}

export type GrantResult = {
  course: { id: string; title: string };
  granted: StudentRef[];
  alreadyHadAccess: StudentRef[];
};

/**
 * Gives the students access to the course, in one transaction: all of them or, when any
 * reference is unknown or an admin, none. Students who already have access (bought or granted)
 * are left as they were; granting twice changes nothing the second time.
 */
export async function grantManualAccess(
  db: Database,
  input: { courseId: string; students: string[] },
  admin: { id: string },
): Promise<GrantResult> {
  return db.transaction((tx) => grantManualAccessIn(tx, input, admin));
}

/** grantManualAccess in the caller's transaction (the demo seed's). */
export async function grantManualAccessIn(
  tx: Executor,
  input: { courseId: string; students: string[] },
  admin: { id: string },
): Promise<GrantResult> {
  const course = await findCourse(tx, input.courseId);
  const granted = await grantManuallyIn(tx, { kind: 'course', ...course }, input.students, admin);
  return { course, ...granted };
}

/**
 * Gives the students an asset without a payment, in the caller's transaction (the demo seed's):
 * a manual entitlement to download it, each recorded in the audit log as a course grant is. The
 * admin's Grant Access grants courses only; this is its asset counterpart, with the same rules:
 * all or none, and a student who already holds the asset is left as they were.
 */
export async function grantManualAssetAccessIn(
  tx: Executor,
  input: { assetId: string; students: string[] },
  admin: { id: string },
): Promise<{ asset: { id: string; name: string }; granted: StudentRef[]; alreadyHadAccess: StudentRef[] }> {
  const found = await findAssetFile(tx, input.assetId);
  if (!found) throw new NotFoundError(GRANT_MESSAGES.assetNotFound(input.assetId));
  const asset = { id: found.id, name: found.name };
  const granted = await grantManuallyIn(
    tx,
    { kind: 'asset', id: asset.id, title: asset.name },
    input.students,
    admin,
  );
  return { asset, ...granted };
}

export function grantMessage(result: GrantResult): string {
  const { granted, alreadyHadAccess, course } = result;
  const parts = [];
  parts.push(
    granted.length > 0
      ? `Access to “${course.title}” granted to ${plural(granted.length, 'student')}.`
      : `No new access to “${course.title}” was needed.`,
  );
  if (alreadyHadAccess.length > 0) {
    parts.push(`${plural(alreadyHadAccess.length, 'student')} already had access.`);
  }
  return parts.join(' ');
}

/**
 * Takes back a manual grant. Only a manual one: a student who bought the course keeps it, and
 * asking to remove it is a NotFoundError saying so.
 */
export async function removeManualAccess(
  db: Database,
  input: { student: string; courseId: string },
  admin: { id: string },
): Promise<{ student: StudentRef; course: { id: string; title: string } }> {
  return db.transaction(async (tx) => {
    const course = await findCourse(tx, input.courseId);
    const student = await removeManualGrantIn(tx, { student: input.student, course }, admin);
    return { student, course };
  });
}
