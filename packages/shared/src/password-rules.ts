import { FIELD_LIMITS } from './limits';

/*
 * What a new password must be (registration, reset, change), the same in the browser (the
 * reason shown beside the field before submit) and on the server (which decides). The list of
 * common passwords is 13 KB compressed: the browser loads it only on a page that sets a
 * password (`import('@academy/shared/common-passwords')`), the server at start.
 */

export const PASSWORD_RULES = {
  tooShort: `Password must be at least ${FIELD_LIMITS.passwordMin} characters.`,
  tooLong: `Password must be at most ${FIELD_LIMITS.passwordMax} characters.`,
  blank: 'Password cannot be only spaces.',
  isEmail: 'Password cannot be your email address.',
  common: 'This is one of the most common passwords. Choose one that is harder to guess.',
} as const;

/**
 * Why `password` cannot be used, or null when it can. `email` is the account's address;
 * `commonPasswords` the list, when it is loaded (without it that rule is not checked).
 */
export function passwordProblem(
  password: string,
  { email, commonPasswords }: { email?: string | undefined; commonPasswords?: ReadonlySet<string> } = {},
): string | null {
  if (password.trim() === '') return password === '' ? PASSWORD_RULES.tooShort : PASSWORD_RULES.blank;
  if (password.length < FIELD_LIMITS.passwordMin) return PASSWORD_RULES.tooShort;
  if (password.length > FIELD_LIMITS.passwordMax) return PASSWORD_RULES.tooLong;
  const lowered = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0] ?? '';
    if (lowered === address || (localPart.length >= FIELD_LIMITS.passwordMin && lowered === localPart)) {
      return PASSWORD_RULES.isEmail;
    }
  }
  if (commonPasswords?.has(lowered)) return PASSWORD_RULES.common;
  return null;
}
