import { describe, expect, it } from 'vitest';
import { empty, toCouponInput, validate } from './coupon-values';

const PRODUCT = '3f1c2b7e-9a4d-4c1e-8f2a-5b6c7d8e9f01';

describe('the Add Coupon form', () => {
  it('asks for a code and the percentage first', () => {
    expect(validate(empty)).toEqual({
      code: 'Enter a code, like DIWALI25.',
      discountValue: 'Enter the percentage to take off.',
    });
  });

  it('refuses what the server would, field by field', () => {
    expect(
      validate({
        ...empty,
        code: 'x',
        discountValue: '150',
        maxDiscount: '0',
        minPurchaseAmount: '-5',
        usageLimit: '1.5',
        eligibleProducts: `${PRODUCT}, nope`,
      }),
    ).toEqual({
      code: 'Use 2-40 letters, digits, dashes or underscores.',
      discountValue: 'Enter a whole percentage from 1 to 100.',
      maxDiscount: 'Leave it empty for no cap, or enter more than 0.',
      minPurchaseAmount: 'Enter an amount in rupees, or leave it empty.',
      usageLimit: 'Enter a whole number of uses (1 or more), or leave it empty for unlimited.',
      eligibleProducts: 'Not a product id: nope. Pick products from the list below.',
    });
    expect(validate({ ...empty, code: 'FLAT', discountType: 'fixed', discountValue: '0' })).toEqual({
      discountValue: 'Enter an amount above 0 rupees.',
    });
    expect(validate({ ...empty, code: 'FREE', discountType: 'free' })).toEqual({});
  });

  it('sends numbers as numbers, empty limits as null, the day as its end in India, ids as a list', () => {
    expect(
      toCouponInput(
        {
          ...empty,
          code: ' DIWALI25 ',
          discountValue: '25',
          maxDiscount: '1,000',
          expirationDate: '2026-12-31',
          eligibleProducts: ` ${PRODUCT} ,`,
        },
        true,
      ),
    ).toEqual({
      code: 'DIWALI25',
      discountType: 'percentage',
      discountValue: 25,
      maxDiscount: 1000,
      minPurchaseAmount: null,
      usageLimit: null,
      expirationDate: '2026-12-31T23:59:59+05:30',
      applicableTo: 'all',
      eligibleProducts: [PRODUCT],
      showOnBanner: true,
    });
    expect(toCouponInput({ ...empty, code: 'FREE', discountType: 'free' }, false)).not.toHaveProperty(
      'discountValue',
    );
  });
});
