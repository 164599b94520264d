import { COUPON_APPLICABLE_TO, COUPON_DISCOUNT_TYPES } from '@academy/shared/catalogue';
import type { Coupon } from '@academy/shared/coupons';
import { Panel } from '../components/admin-page';
import { MoneyInput, SelectInput, TextArea, TextInput } from '../components/fields';
import { splitList } from '../lib/form-values';
import type { Field, Values } from './coupon-values';
import { APPLICABLE_LABELS } from './coupons-table';
import { ProductPicker } from './product-picker';

const TYPE_LABELS: Record<(typeof COUPON_DISCOUNT_TYPES)[number], string> = {
  percentage: 'Percentage (%)',
  fixed: 'Fixed amount (₹)',
  free: 'Free (100% off)',
};

type Extra = { hint?: string; placeholder?: string; required?: boolean };

/** A field's props, from the form: its label, value, message and leaving. */
type FieldOf = (
  name: Field,
  label: string,
  extra?: Extra,
) => Extra & { label: string; name: Field; value: string; error: string | undefined; onBlur: () => void };

type PanelProps = { values: Values; field: FieldOf; set: (field: Field, value: string) => void };

/** The code, the kind of discount and its limits. */
export function DiscountPanel({ values, field, set }: PanelProps) {
  return (
    <Panel title="Discount">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          {...field('code', 'Code', {
            required: true,
            placeholder: 'DIWALI25',
            hint: 'Students type it at checkout; letters are matched in any case.',
          })}
          autoCapitalize="characters"
          autoComplete="off"
          className="sm:col-span-2"
          onChange={(event) => set('code', event.target.value)}
        />
        <SelectInput
          {...field('discountType', 'Discount Type', { required: true })}
          options={COUPON_DISCOUNT_TYPES.map((type) => ({ value: type, label: TYPE_LABELS[type] }))}
          onChange={(event) => set('discountType', event.target.value)}
        />
        <MoneyInput
          {...field('discountValue', 'Discount Value', {
            required: values.discountType !== 'free',
            placeholder:
              values.discountType === 'percentage'
                ? '25'
                : values.discountType === 'fixed'
                  ? '500'
                  : 'Not needed',
            hint:
              values.discountType === 'percentage'
                ? 'Percent, 1 to 100.'
                : values.discountType === 'fixed'
                  ? 'Rupees off.'
                  : 'A free coupon takes off the whole price.',
          })}
          disabled={values.discountType === 'free'}
          onChange={(event) => set('discountValue', event.target.value)}
        />
        <MoneyInput
          {...field('maxDiscount', 'Max Discount', {
            placeholder: 'No cap',
            hint: 'The most a percentage can take off, in rupees.',
          })}
          onChange={(event) => set('maxDiscount', event.target.value)}
        />
        <MoneyInput
          {...field('minPurchaseAmount', 'Min Purchase Amount', {
            placeholder: 'No minimum',
            hint: 'The smallest price it applies to, in rupees.',
          })}
          onChange={(event) => set('minPurchaseAmount', event.target.value)}
        />
        <TextInput
          {...field('usageLimit', 'Usage Limit', {
            placeholder: 'Unlimited',
            hint: 'How many times it can be used in all.',
          })}
          inputMode="numeric"
          onChange={(event) => set('usageLimit', event.target.value)}
        />
        <TextInput
          {...field('expirationDate', 'Expiration Date', {
            hint: 'Valid until the end of this day, India time. Empty: never expires.',
          })}
          type="date"
          onChange={(event) => set('expirationDate', event.target.value)}
        />
      </div>
    </Panel>
  );
}

/** Which products it applies to: a kind, or ids picked from the catalogue. */
export function ApplicabilityPanel({ values, field, set }: PanelProps) {
  const selectedIds = splitList(values.eligibleProducts);
  const toggleProduct = (id: string, on: boolean) => {
    const rest = selectedIds.filter((existing) => existing.toLowerCase() !== id.toLowerCase());
    set('eligibleProducts', (on ? [...rest, id] : rest).join(', '));
  };
  return (
    <Panel title="Where it applies">
      <div className="grid gap-5">
        <SelectInput
          {...field('applicableTo', 'Applicable To')}
          options={COUPON_APPLICABLE_TO.map((value) => ({ value, label: APPLICABLE_LABELS[value] }))}
          onChange={(event) => set('applicableTo', event.target.value)}
        />
        <TextArea
          {...field('eligibleProducts', 'Eligible Products', {
            hint: 'Product ids separated by commas; empty means every product it applies to. Tick products below to fill this in.',
          })}
          rows={2}
          onChange={(event) => set('eligibleProducts', event.target.value)}
        />
        <ProductPicker
          selected={selectedIds}
          onToggle={toggleProduct}
          show={values.applicableTo as Coupon['applicableTo']}
        />
      </div>
    </Panel>
  );
}
