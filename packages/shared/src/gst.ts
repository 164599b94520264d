import { z } from './zod';
import { GST_MESSAGES, isStateCode, isValidGstin, LEGAL_NAME_MAX_LENGTH } from './gst-rules';

/*
 * India's Goods and Services Tax as the store needs it: the billing details' schema. The rules
 * it applies (states, the GSTIN's check, the messages) live in gst-rules.ts, without zod, so the
 * storefront's checkout can refuse a mistyped GSTIN before the server does without loading zod.
 */

export {
  billingDetailsProblems,
  GST_MESSAGES,
  gstinCheckCharacter,
  INDIAN_STATES,
  isStateCode,
  isValidGstin,
  type StateCode,
  stateName,
} from './gst-rules';

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
      .max(LEGAL_NAME_MAX_LENGTH, GST_MESSAGES.legalNameTooLong)
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
