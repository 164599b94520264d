import type { CouponInput } from '@academy/shared/coupons';
import { optionalNumber, splitList } from '../lib/form-values';

/** The Add Coupon form's fields as typed (SPEC §2, §5), in the order focus looks for errors. */
export const FIELDS = [
  'code',
  'discountType',
  'discountValue',
  'maxDiscount',
  'minPurchaseAmount',
  'usageLimit',
  'expirationDate',
  'applicableTo',
  'eligibleProducts',
] as const;
export type Field = (typeof FIELDS)[number];
export type Values = Record<Field, string>;

export const empty: Values = {
  code: '',
  discountType: 'percentage',
  discountValue: '',
  maxDiscount: '',
  minPurchaseAmount: '',
  usageLimit: '',
  expirationDate: '',
  applicableTo: 'all',
  eligibleProducts: '',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with the typed values, field by field, before anything is sent. */
export function validate(values: Values): Partial<Record<Field, string>> {
  const errors: Partial<Record<Field, string>> = {};
  const code = values.code.trim();
  if (!code) errors.code = 'Enter a code, like DIWALI25.';
  else if (!/^[A-Za-z0-9_-]{2,40}$/.test(code))
    errors.code = 'Use 2-40 letters, digits, dashes or underscores.';

  const value = optionalNumber(values.discountValue);
  if (values.discountType === 'percentage') {
    if (value === null) errors.discountValue = 'Enter the percentage to take off.';
    else if (value === 'invalid' || !Number.isInteger(value) || value < 1 || value > 100) {
      errors.discountValue = 'Enter a whole percentage from 1 to 100.';
    }
  } else if (values.discountType === 'fixed') {
    if (value === null) errors.discountValue = 'Enter the amount to take off, in rupees.';
    else if (value === 'invalid' || value <= 0) errors.discountValue = 'Enter an amount above 0 rupees.';
  }
  for (const field of ['maxDiscount', 'minPurchaseAmount'] as const) {
    const number = optionalNumber(values[field]);
    if (number === 'invalid' || (number !== null && number < 0))
      errors[field] = 'Enter an amount in rupees, or leave it empty.';
  }
  if (optionalNumber(values.maxDiscount) === 0)
    errors.maxDiscount = 'Leave it empty for no cap, or enter more than 0.';
  const limit = optionalNumber(values.usageLimit);
  if (limit === 'invalid' || (limit !== null && (!Number.isInteger(limit) || limit < 1))) {
    errors.usageLimit = 'Enter a whole number of uses (1 or more), or leave it empty for unlimited.';
  }
  const wrongIds = splitList(values.eligibleProducts).filter((id) => !UUID.test(id));
  if (wrongIds.length)
    errors.eligibleProducts = `Not a product id: ${wrongIds.join(', ')}. Pick products from the list below.`;
  return errors;
}

/** SPEC §5: numbers converted (empty is null), ids split on commas and trimmed. */
export function toCouponInput(values: Values, showOnBanner: boolean): CouponInput {
  const number = (text: string) => {
    const parsed = optionalNumber(text);
    return parsed === 'invalid' ? null : parsed;
  };
  const discountValue = number(values.discountValue);
  return {
    code: values.code.trim(),
    discountType: values.discountType as CouponInput['discountType'],
    ...(discountValue !== null ? { discountValue } : {}),
    maxDiscount: number(values.maxDiscount),
    minPurchaseAmount: number(values.minPurchaseAmount),
    usageLimit: number(values.usageLimit),
    // The end of the chosen day in India, not midnight UTC at its start.
    expirationDate: values.expirationDate ? `${values.expirationDate}T23:59:59+05:30` : null,
    applicableTo: values.applicableTo as CouponInput['applicableTo'],
    eligibleProducts: splitList(values.eligibleProducts),
    showOnBanner,
  };
}
