import { parseArgs } from 'node:util';
import { COMMON_PASSWORDS } from '@academy/shared/common-passwords';
import { passwordProblem } from '@academy/shared/password-rules';
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
  password: z.string({ error: '--password is required' }),
  name: z.string().trim().min(1).default('Academy Admin'),
  promote: z.boolean().default(false),
});

/** An admin's password meets the rules of a student's (and more is at stake): the same check. */
const withPasswordRules = argumentsSchema.superRefine(({ email, password }, context) => {
  const problem = passwordProblem(password, { email, commonPasswords: COMMON_PASSWORDS });
  if (problem) context.addIssue({ code: 'custom', message: `--password: ${problem}`, path: ['password'] });
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
  const parsed = withPasswordRules.safeParse(values);
  if (!parsed.success) {
    console.error(parsed.error.issues.map((issue) => issue.message).join('\n'));
    console.error(usage);
    process.exit(2);
  }
  loadDotEnv();
  const config = loadConfig();
  const database = await openDatabase({ ...config, pglite: 'this thread' });
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
