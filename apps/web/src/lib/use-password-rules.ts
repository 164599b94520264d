import { FIELD_LIMITS } from '@academy/shared/limits';
import { passwordProblem } from '@academy/shared/password-rules';
import { useEffect, useRef } from 'react';
import { useCommonPasswords } from './use-common-passwords';
import { passwordProblemWord } from './password-words';
import { useT } from './i18n';

/**
 * A new password's rules, checked as the server will. The browser holds the form back while
 * one is broken (custom validity); the reason shows under the field once the field has been
 * checked (left or submitted) or the password is long enough to be judged, and follows each
 * keystroke from then on (the browser's own check would lag one keystroke behind the effect).
 * Signing in, the field says only what the browser found (`checkedError`).
 */
export function usePasswordRules({
  isSignUp,
  password,
  email,
  checkedError,
  missing,
}: {
  isSignUp: boolean;
  password: string;
  email: string;
  /** What the browser's check of the field said, once it was checked. */
  checkedError: string | undefined;
  /** The message for an empty password. */
  missing: string;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const commonPasswords = useCommonPasswords();
  const t = useT();
  const problem = isSignUp
    ? passwordProblem(password, { email, commonPasswords: commonPasswords.list })
    : null;
  const reason = problem === null ? null : passwordProblemWord(t, problem);
  useEffect(() => {
    ref.current?.setCustomValidity(reason ?? '');
  }, [reason]);
  const checked = checkedError !== undefined || password.length >= FIELD_LIMITS.passwordMin;
  const error = !isSignUp
    ? checkedError
    : !checked
      ? undefined
      : password === ''
        ? missing
        : (reason ?? undefined);
  return { ref, error, load: commonPasswords.load };
}
