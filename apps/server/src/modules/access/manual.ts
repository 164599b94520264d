import type { StudentRef } from '@academy/shared/admin-access';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { entitlements } from '../../db/schema/access';
import { InvalidError, NotFoundError } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { recordAuditEvent, recordAuditEvents } from '../audit/service';
import { type Account, findLiveAccounts, searchStudents as findStudents } from '../users/lookups';

/*
 * Manual access (SPEC §3, §7): an admin enrols students in a course without a payment. A grant
 * is an entitlement with source 'manual' and granted_by the admin, the same table every
 * purchase check reads, so a granted student opens /course-progress/{id} like a buyer.
 * Purchases are never touched here: a student who bought a course is skipped by a grant and is
 * never removed by a removal. Which product is meant, and that it exists, the caller has found
 * (workflows/grants): this module knows products by id only.
 */

export const MANUAL_ACCESS_MESSAGES = {
  studentsNotFound: (references: string[]) =>
    `No student account has the id or email: ${references.join(', ')}.`,
  adminsNotStudents: (references: string[]) =>
    `These accounts are admins, not students; admins already see every course: ${references.join(', ')}.`,
} as const;

/** A course or an asset, as the grants workflow found it. */
export type GrantedProduct = { kind: 'course' | 'asset'; id: string; title: string };

const toRef = (row: { id: string; name: string; email: string }): StudentRef => ({
  _id: row.id,
  name: row.name,
  email: row.email,
});

/**
 * The accounts named by ids or emails (validated shapes, see grantManualAccessBodySchema), in
 * the order given. Unknown references: NotFoundError naming every one; admin accounts: InvalidError.
 */
async function resolveStudents(db: Executor, references: string[]): Promise<Account[]> {
  const ids = references.filter(isUuid).map((id) => id.toLowerCase());
  const emails = references.filter((reference) => !isUuid(reference)).map((email) => email.toLowerCase());
  // An erased account is unknown here: nothing may be granted to it.
  const rows = await findLiveAccounts(db, { ids, emails });

  const byId = new Map(rows.map((row) => [row.id.toLowerCase(), row]));
  const byEmail = new Map(rows.map((row) => [row.email.toLowerCase(), row]));
  const found: Account[] = [];
  const missing: string[] = [];
  for (const reference of references) {
    const key = reference.toLowerCase();
    const row = isUuid(reference) ? byId.get(key) : byEmail.get(key);
    if (row) found.push(row);
    else missing.push(reference);
  }
  if (missing.length > 0) throw new NotFoundError(MANUAL_ACCESS_MESSAGES.studentsNotFound(missing));
  const admins = found.filter((row) => row.role === 'admin');
  if (admins.length > 0)
    throw new InvalidError(MANUAL_ACCESS_MESSAGES.adminsNotStudents(admins.map((row) => row.email)));
  // One account named twice (by id and by email) counts once.
  return [...new Map(found.map((row) => [row.id, row])).values()];
}

/** What the audit log keeps of the product of a grant or a removal. */
const auditDetails = (product: GrantedProduct): Record<string, string> =>
  product.kind === 'course'
    ? { courseId: product.id, courseTitle: product.title }
    : { assetId: product.id, assetName: product.title };

/**
 * The manual entitlements of one course or asset for the students (all of them, or none when a
 * reference is unknown), each new one in the audit log with `details`; those who held it already
 * are left as they were.
 */
export async function grantManuallyIn(
  tx: Executor,
  product: GrantedProduct,
  references: string[],
  admin: { id: string },
): Promise<{ granted: StudentRef[]; alreadyHadAccess: StudentRef[] }> {
  const students = await resolveStudents(tx, references);
  const column = product.kind === 'course' ? entitlements.courseId : entitlements.assetId;
  const inserted = await tx
    .insert(entitlements)
    .values(
      students.map((student) => ({
        userId: student.id,
        ...(product.kind === 'course' ? { courseId: product.id } : { assetId: product.id }),
        source: 'manual' as const,
        grantedBy: admin.id,
      })),
    )
    .onConflictDoNothing({ target: [entitlements.userId, column] })
    .returning({ userId: entitlements.userId });
  const grantedIds = new Set(inserted.map((row) => row.userId));
  await recordAuditEvents(
    tx,
    inserted.map(({ userId }) => ({
      actorId: admin.id,
      action: 'access.grant' as const,
      target: { type: 'user' as const, id: userId },
      details: auditDetails(product),
    })),
  );
  return {
    granted: students.filter((student) => grantedIds.has(student.id)).map(toRef),
    alreadyHadAccess: students.filter((student) => !grantedIds.has(student.id)).map(toRef),
  };
}

/**
 * Takes back a student's manual grant of a course, in the caller's transaction. Only a manual
 * one: a student who bought the course keeps it, and asking to remove it is a NotFoundError
 * saying so.
 */
export async function removeManualGrantIn(
  tx: Executor,
  input: { student: string; course: { id: string; title: string } },
  admin: { id: string },
): Promise<StudentRef> {
  const { course } = input;
  const [student] = await resolveStudents(tx, [input.student]);
  if (!student) throw new NotFoundError(MANUAL_ACCESS_MESSAGES.studentsNotFound([input.student]));
  const removed = await tx
    .delete(entitlements)
    .where(
      and(
        eq(entitlements.userId, student.id),
        eq(entitlements.courseId, course.id),
        eq(entitlements.source, 'manual'),
      ),
    )
    .returning({ id: entitlements.id });
  if (removed.length === 0) {
    const [purchase] = await tx
      .select({ id: entitlements.id })
      .from(entitlements)
      .where(and(eq(entitlements.userId, student.id), eq(entitlements.courseId, course.id)))
      .limit(1);
    throw new NotFoundError(
      purchase
        ? `${student.name} bought “${course.title}”; a purchase is not removed here.`
        : `${student.name} has no manual access to “${course.title}”.`,
    );
  }
  await recordAuditEvent(tx, {
    actorId: admin.id,
    action: 'access.revoke',
    target: { type: 'user', id: student.id },
    details: auditDetails({ kind: 'course', ...course }),
  });
  return toRef(student);
}

/**
 * Students (never admins) whose name or email contains the text, for the Grant Access picker:
 * exact email first, then names and emails that start with it, then the rest by name. An empty
 * text lists the newest accounts.
 */
export async function searchStudents(db: Executor, text: string): Promise<StudentRef[]> {
  return (await findStudents(db, text)).map(toRef);
}
