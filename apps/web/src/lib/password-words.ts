import { FIELD_LIMITS } from '@academy/shared/limits';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import type { MessageId, Translate } from './i18n';

const RULE_WORDS = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  blank: 'password.blank',
  isEmail: 'password.isEmail',
  common: 'password.common',
} as const satisfies Record<keyof typeof PASSWORD_RULES, MessageId>;

/**
 * Why a new password cannot be used, in the page's language. The rules are shared with the
 * server and speak English; a message they do not know is shown as it came.
 */
export function passwordProblemWord(t: Translate, message: string): string {
  const rule = (Object.keys(PASSWORD_RULES) as (keyof typeof PASSWORD_RULES)[]).find(
    (name) => PASSWORD_RULES[name] === message,
  );
  return rule
    ? t(RULE_WORDS[rule], { min: FIELD_LIMITS.passwordMin, max: FIELD_LIMITS.passwordMax })
    : message;
}
