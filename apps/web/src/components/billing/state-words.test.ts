import { GST_MESSAGES, INDIAN_STATES } from '@academy/shared/gst-rules';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import type { MessageId } from '@/lib/i18n';
import englishFrame from '@/locales/en.json';
import english from '@/locales/pages/en.json';
import hindi from '@/locales/pages/hi.json';
import { gstProblemWord, placeOfSupplyWord, stateWord } from './state-words';

const speaker = (messages: Record<string, string>, locale: string) => {
  const i18n = setupI18n({ locale, messages: { [locale]: messages } });
  i18n.setMessagesCompiler(compileMessage);
  return (id: MessageId, values?: Record<string, string | number>) => i18n._(id, values);
};
const en = speaker({ ...englishFrame, ...english }, 'en');
const hi = speaker(hindi, 'hi');

describe('the states and the billing problems in words', () => {
  it('name every state and union territory in English as the invoices do', () => {
    for (const state of INDIAN_STATES) expect(stateWord(en, state.code)).toBe(state.name);
    expect(placeOfSupplyWord(en, null)).toBe('Maharashtra');
    expect(placeOfSupplyWord(hi, '29')).toBe('कर्नाटक');
    expect(stateWord(hi, '99')).toBe('99');
  });

  it('say each shared problem in the page’s language, and a message they do not know as it came', () => {
    for (const message of Object.values(GST_MESSAGES)) expect(gstProblemWord(en, message)).toBe(message);
    expect(gstProblemWord(hi, GST_MESSAGES.badGstin)).toMatch(/^यह GSTIN सही नहीं है/);
    expect(gstProblemWord(hi, 'Something the server said.')).toBe('Something the server said.');
    expect(gstProblemWord(hi, undefined)).toBeUndefined();
  });
});
