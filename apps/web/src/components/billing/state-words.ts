import { GST_MESSAGES, isStateCode } from '@academy/shared/gst-rules';
import type { MessageId, Translate } from '@/lib/i18n';
import { sharedRuleWord } from '@/lib/shared-rule-words';
import { ACADEMY_STATE_CODE } from './place-of-supply';

/** A state or union territory in the page's language; the code itself for one we do not know. */
export const stateWord = (t: Translate, code: string): string =>
  isStateCode(code) ? t(`state.${code}`) : code;

/** The place of supply's name: the academy's own state for a buyer who gave none. */
export const placeOfSupplyWord = (t: Translate, code: string | null | undefined) =>
  stateWord(t, code || ACADEMY_STATE_CODE);

const PROBLEM_WORDS = {
  unknownState: 'gst.problem.unknownState',
  badGstin: 'gst.problem.badGstin',
  gstinStateMismatch: 'gst.problem.gstinStateMismatch',
  legalNameNeeded: 'gst.problem.legalNameNeeded',
  legalNameTooLong: 'gst.problem.legalNameTooLong',
} as const satisfies Record<keyof typeof GST_MESSAGES, MessageId>;

/** A billing-details problem in the page's language; none for none. */
export const gstProblemWord = (t: Translate, message: string | undefined): string | undefined =>
  message === undefined ? undefined : sharedRuleWord(t, GST_MESSAGES, PROBLEM_WORDS, message);
