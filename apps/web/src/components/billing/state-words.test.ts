import { GST_MESSAGES, INDIAN_STATES } from '@academy/shared/gst-rules';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { translate } from '@/lib/i18n';
import hindi from '@/locales/pages/hi.json';
import { gstProblemWord, placeOfSupplyWord, stateWord } from './state-words';

// English is the test setup's; Hindi is compiled here from its catalogue as it is.
const en = translate;
const hindiI18n = setupI18n({ locale: 'hi', messages: { hi: hindi } });
hindiI18n.setMessagesCompiler(compileMessage);
const hi: typeof translate = (id, values) => hindiI18n._(id, values);

describe('the states and the billing problems in words', () => {
  it('name every state and union territory in English as the invoices do', () => {
    for (const state of INDIAN_STATES) expect(stateWord(en, state.code)).toBe(state.name);
    expect(placeOfSupplyWord(en, null)).toBe('Maharashtra');
    expect(placeOfSupplyWord(en, '')).toBe('Maharashtra');
    expect(placeOfSupplyWord(en, '29')).toBe('Karnataka');
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
