import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../modules/users/service';

const usage =
  'Usage: npm run create-admin -- --email admin@example.com --password "a long password" [--name "Full Name"]';

const argumentsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string({ error: '--password is required' }).min(8, '--password must be at least 8 characters'),
  name: z.string().trim().min(1).default('Academy Admin'),
});

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error(usage);
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { user, created } = await ensureAdmin(database.db, parsed.data);
    console.log(`${created ? 'Created' : 'Promoted'} admin ${user.email}.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
