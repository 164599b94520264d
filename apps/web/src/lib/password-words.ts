import { FIELD_LIMITS } from '@academy/shared/limits';
import { PASSWORD_RULES } from '@academy/shared/password-rules';
import type { MessageId, Translate } from './i18n';
import { sharedRuleWord } from './shared-rule-words';

const RULE_WORDS = {
  tooShort: 'password.tooShort',
  tooLong: 'password.tooLong',
  blank: 'password.blank',
  isEmail: 'password.isEmail',
  common: 'password.common',
} as const satisfies Record<keyof typeof PASSWORD_RULES, MessageId>;

/** Why a new password cannot be used, in the page's language. */
export const passwordProblemWord = (t: Translate, message: string): string =>
  sharedRuleWord(t, PASSWORD_RULES, RULE_WORDS, message, {
    min: FIELD_LIMITS.passwordMin,
    max: FIELD_LIMITS.passwordMax,
  });
