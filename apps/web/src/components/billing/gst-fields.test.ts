import { billingDetailsSchema, GST_MESSAGES } from '@academy/shared/gst';
import { describe, expect, it } from 'vitest';
import { gstProblemsOf, withGstin } from './gst-fields';
import { draftOf, type GstDraft } from './place-of-supply';

const KARNATAKA_GSTIN = '29AAGCB7383J1Z4';
const blank = { stateCode: '27', gstin: '', legalName: '' };

describe('the GST fields of the checkout and the account', () => {
  it('typing a GSTIN moves the state to its first two digits, upper-cased and without spaces', () => {
    expect(withGstin(blank, '29aagcb 7383j1z4')).toEqual({
      ...blank,
      stateCode: '29',
      gstin: KARNATAKA_GSTIN,
    });
    // Two characters that name no state leave the chosen state alone.
    expect(withGstin({ ...blank, stateCode: '07' }, '2')).toEqual({
      stateCode: '07',
      gstin: '2',
      legalName: '',
    });
  });

  it("answers the shared schema's messages, field by field, in the form's order", () => {
    expect(gstProblemsOf(blank)).toEqual({});
    expect(gstProblemsOf({ stateCode: '29', gstin: '29AAGCB7383J1Z5', legalName: 'Bindu' })).toEqual({
      gstin: GST_MESSAGES.badGstin,
    });
    const mismatch = gstProblemsOf({ stateCode: '27', gstin: KARNATAKA_GSTIN, legalName: '' });
    expect(mismatch).toEqual({
      stateCode: GST_MESSAGES.gstinStateMismatch,
      legalName: GST_MESSAGES.legalNameNeeded,
    });
  });

  it('starts a draft from what the buyer saved, or the state given', () => {
    expect(draftOf(undefined, '27')).toEqual(blank);
    expect(draftOf({ stateCode: '29', gstin: KARNATAKA_GSTIN, legalName: 'Bindu' })).toEqual({
      stateCode: '29',
      gstin: KARNATAKA_GSTIN,
      legalName: 'Bindu',
    });
  });
});

describe('billingDetailsProblems agrees with billingDetailsSchema (the server)', () => {
  const schemaProblems = (draft: GstDraft) => {
    const parsed = billingDetailsSchema.safeParse(draft);
    const problems: Record<string, string> = {};
    if (!parsed.success)
      for (const issue of parsed.error.issues) problems[String(issue.path[0])] ??= issue.message;
    return problems;
  };
  const cases: GstDraft[] = [
    blank,
    { stateCode: '', gstin: '', legalName: '' },
    { stateCode: '', gstin: '', legalName: 'Nobody' },
    { stateCode: '28', gstin: '', legalName: '' },
    { stateCode: ' 29 ', gstin: ' 29aagcb7383j1z4 ', legalName: ' Bindu ' },
    { stateCode: '27', gstin: KARNATAKA_GSTIN, legalName: 'Bindu' },
    { stateCode: '', gstin: KARNATAKA_GSTIN, legalName: '' },
    { stateCode: '28', gstin: KARNATAKA_GSTIN, legalName: '' },
    { stateCode: '29', gstin: '29AAGCB7383J1Z5', legalName: 'Bindu' },
    { stateCode: '27', gstin: '29AAGCB', legalName: '' },
    { stateCode: '29', gstin: KARNATAKA_GSTIN, legalName: 'x'.repeat(201) },
    { stateCode: '29', gstin: KARNATAKA_GSTIN, legalName: 'x'.repeat(200) },
    { stateCode: '', gstin: '', legalName: 'x'.repeat(201) },
  ];
  it.each(cases)('%j', (draft) => {
    expect(gstProblemsOf(draft)).toEqual(schemaProblems(draft));
  });
});
