/**
 * The academy's own GST state, Maharashtra: the place of supply of a buyer who names none. The
 * server's GST_STATE_CODE says the same by default; the buy boxes only use it to name the state.
 */
export const ACADEMY_STATE_CODE = '27';

/** A buyer's billing details as typed: blank means none. */
export type GstDraft = { stateCode: string; gstin: string; legalName: string };

export type GstField = keyof GstDraft;

/** What the buyer saved last, as the API answers it. */
export type SavedBilling = { stateCode: string | null; gstin: string | null; legalName: string | null };

export const draftOf = (saved: SavedBilling | undefined, fallbackState = ''): GstDraft => ({
  stateCode: saved?.stateCode ?? fallbackState,
  gstin: saved?.gstin ?? '',
  legalName: saved?.legalName ?? '',
});
