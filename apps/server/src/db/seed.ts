import { count } from 'drizzle-orm';
import { createUser } from '../modules/users/service';
import type { Database } from './client';
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

/** Fills an empty database with the demo accounts; a database with any user is left alone. */
export async function seedDemo(db: Database): Promise<boolean> {
  const [row] = await db.select({ total: count() }).from(users);
  if ((row?.total ?? 0) > 0) return false;
  for (const account of DEMO_ACCOUNTS) {
    await createUser(db, account);
  }
  return true;
}
