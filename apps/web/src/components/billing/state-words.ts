import { GST_MESSAGES, isStateCode } from '@academy/shared/gst-rules';
import type { MessageId, Translate } from '@/lib/i18n';
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

/**
 * A billing-details problem in the page's language. The rules that find them are shared with the
 * server and speak English; a message they do not know (the server's own) is shown as it came.
 */
export function gstProblemWord(t: Translate, message: string | undefined): string | undefined {
  const name = (Object.keys(GST_MESSAGES) as (keyof typeof GST_MESSAGES)[]).find(
    (key) => GST_MESSAGES[key] === message,
  );
  return name ? t(PROBLEM_WORDS[name]) : message;
}
