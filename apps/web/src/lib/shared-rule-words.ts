import type { MessageId, MessageValues, Translate } from './i18n';

/**
 * A message of rules the web app shares with the server (the password's, the GST details'), in
 * the page's language. The rules speak English; the message is found by its English words, and
 * one they do not know (the server's own) is shown as it came.
 */
export function sharedRuleWord<Rule extends string>(
  t: Translate,
  english: Record<Rule, string>,
  words: Record<Rule, MessageId>,
  message: string,
  values?: MessageValues,
): string {
  const rule = (Object.keys(english) as Rule[]).find((name) => english[name] === message);
  return rule ? t(words[rule], values) : message;
}
