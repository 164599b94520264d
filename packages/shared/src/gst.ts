import { z } from 'zod';
import { isStateCode } from './indian-states';

/*
 * India's Goods and Services Tax as the store needs it: the states and union territories with
 * their GST state codes (the first two digits of a GSTIN, and how a place of supply is written
 * on an invoice), and the GSTIN's own check. Shared so the checkout can refuse a mistyped
 * GSTIN before the server does.
 */

// The list lives apart, without zod, so the storefront can name a state without loading zod.
export { INDIAN_STATES, isStateCode, type StateCode, stateName } from './indian-states';

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
} as const;

/**
 * Billing details a buyer may give at checkout, for the tax invoice: the state of the place of
 * supply and, for a business, its GSTIN and registered name. Blank means none; without a state
 * the place of supply is the academy's own. A GSTIN fixes the state (its first two digits).
 */
export const billingDetailsSchema = z
  .object({
    stateCode: z
      .string()
      .trim()
      .transform((value) => value || null)
      .nullish()
      .refine((value) => value == null || isStateCode(value), GST_MESSAGES.unknownState),
    gstin: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase() || null)
      .nullish()
      .refine((value) => value == null || isValidGstin(value), GST_MESSAGES.badGstin),
    legalName: z
      .string()
      .trim()
      .max(200, 'The business name must be at most 200 characters')
      .transform((value) => value || null)
      .nullish(),
  })
  .superRefine((value, context) => {
    if (!value.gstin) return;
    if (value.stateCode && value.stateCode !== value.gstin.slice(0, 2)) {
      context.addIssue({ code: 'custom', path: ['stateCode'], message: GST_MESSAGES.gstinStateMismatch });
    }
    if (!value.legalName) {
      context.addIssue({ code: 'custom', path: ['legalName'], message: GST_MESSAGES.legalNameNeeded });
    }
  })
  .transform((value) => ({
    stateCode: value.gstin ? value.gstin.slice(0, 2) : (value.stateCode ?? null),
    gstin: value.gstin ?? null,
    legalName: value.gstin ? (value.legalName ?? null) : null,
  }));
export type BillingDetailsInput = z.input<typeof billingDetailsSchema>;
export type BillingDetails = z.output<typeof billingDetailsSchema>;

export const billingDetailsResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({
    stateCode: z.string().nullable(),
    gstin: z.string().nullable(),
    legalName: z.string().nullable(),
  }),
});
