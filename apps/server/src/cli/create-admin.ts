import { parseArgs } from 'node:util';
import { z } from 'zod';
import { loadConfig, loadDotEnv } from '../config';
import { openDatabase } from '../db/client';
import { ensureAdmin } from '../modules/users/service';

const usage =
  'Usage: npm run create-admin -- --email admin@example.com --password "a long password" [--name "Full Name"] [--promote]';

const OUTCOMES = {
  created: (email: string) => `Created admin ${email}.`,
  unchanged: (email: string) => `${email} is already an admin with this password; nothing changed.`,
  passwordChanged: (email: string) => `Set a new password for admin ${email} and signed it out everywhere.`,
  promoted: (email: string) => `Promoted ${email} to admin and signed it out everywhere.`,
} as const;

const argumentsSchema = z.object({
  email: z.email('--email must be an email address'),
  password: z.string({ error: '--password is required' }).min(8, '--password must be at least 8 characters'),
  name: z.string().trim().min(1).default('Academy Admin'),
  promote: z.boolean().default(false),
});

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      promote: { type: 'boolean' },
    },
  });
  const parsed = argumentsSchema.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error(usage);
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    const { email, password, name, promote } = parsed.data;
    const ensured = await ensureAdmin(database.db, { email, password, name }, { promote });
    if (ensured.outcome === 'refused') {
      console.error(
        `${ensured.user.email} is a student's account. Run again with --promote to make it an admin (this resets its password and signs it out everywhere).`,
      );
      process.exitCode = 3;
      return;
    }
    console.log(OUTCOMES[ensured.outcome](ensured.user.email));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
