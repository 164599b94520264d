/**
 * India's Goods and Services Tax rules the store checks, without zod: the states and union
 * territories with their GST state codes (the first two digits of a GSTIN, and how a place of
 * supply is written on an invoice), the GSTIN's own check, and the billing details' problems.
 * The storefront's checkout checks with these alone, so its buy boxes never load zod;
 * billingDetailsSchema (gst.ts) applies the same rules on the server.
 */

export const INDIAN_STATES = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
  { code: '97', name: 'Other Territory' },
] as const;

export type StateCode = (typeof INDIAN_STATES)[number]['code'];

const STATE_NAMES = new Map<string, string>(INDIAN_STATES.map((state) => [state.code, state.name]));

export function isStateCode(code: string): code is StateCode {
  return STATE_NAMES.has(code);
}

/** 'Maharashtra' for '27'; the code itself for one we do not know. */
export function stateName(code: string): string {
  return STATE_NAMES.get(code) ?? code;
}

const GSTIN_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** Two digits of state, a PAN (five letters, four digits, a letter), the entity number, Z, a check character. */
const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * The GSTIN's 15th character: a Luhn mod 36 over the first fourteen, as the GST network
 * computes it (each character's value, doubled at every second place, its base-36 digits summed).
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let index = 0; index < 14; index += 1) {
    const value = GSTIN_CHARACTERS.indexOf(first14.charAt(index));
    const product = value * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARACTERS.charAt((36 - (sum % 36)) % 36);
}

/** A well-formed GSTIN of a known state whose check character holds. Upper-case only. */
export function isValidGstin(gstin: string): boolean {
  if (!GSTIN_PATTERN.test(gstin)) return false;
  if (!isStateCode(gstin.slice(0, 2))) return false;
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin.charAt(14);
}

export const GST_MESSAGES = {
  unknownState: 'Choose a state or union territory from the list.',
  badGstin:
    'This GSTIN is not valid: it has 15 characters (2 digits, 10 of the PAN, then 3 more). Please check it.',
  gstinStateMismatch: "The GSTIN's first two digits do not match the state chosen.",
  legalNameNeeded: 'Enter the business name registered with this GSTIN.',
  legalNameTooLong: 'The business name must be at most 200 characters',
} as const;

export const LEGAL_NAME_MAX_LENGTH = 200;

/** Billing details as typed: blank or absent means none. */
export type BillingDetailsDraft = {
  stateCode?: string | null | undefined;
  gstin?: string | null | undefined;
  legalName?: string | null | undefined;
};

export type BillingDetailsProblems = Partial<Record<keyof BillingDetailsDraft, string>>;

/** What billingDetailsSchema refuses in `draft`, one message per field (the first it finds). */
export function billingDetailsProblems(draft: BillingDetailsDraft): BillingDetailsProblems {
  const stateCode = draft.stateCode?.trim() ?? '';
  const gstin = draft.gstin?.trim().toUpperCase() ?? '';
  const legalName = draft.legalName?.trim() ?? '';
  const problems: BillingDetailsProblems = {};
  if (stateCode && !isStateCode(stateCode)) problems.stateCode = GST_MESSAGES.unknownState;
  if (gstin && !isValidGstin(gstin)) problems.gstin = GST_MESSAGES.badGstin;
  if (legalName.length > LEGAL_NAME_MAX_LENGTH) problems.legalName = GST_MESSAGES.legalNameTooLong;
  if (gstin) {
    if (stateCode && stateCode !== gstin.slice(0, 2)) problems.stateCode ??= GST_MESSAGES.gstinStateMismatch;
    if (!legalName) problems.legalName ??= GST_MESSAGES.legalNameNeeded;
  }
  return problems;
}
