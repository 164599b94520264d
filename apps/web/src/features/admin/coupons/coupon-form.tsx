import { COUPON_APPLICABLE_TO, COUPON_DISCOUNT_TYPES } from '@academy/shared/catalogue';
import type { CouponInput } from '@academy/shared/coupons';
import { MESSAGES } from '@academy/shared/messages';
import { FileSearch, LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { getCouponByCode, useCreateCoupon } from '../api/coupons';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { FormAlert, MoneyInput, SelectInput, TextArea, TextInput } from '../components/fields';
import { Switch } from '../components/switch';
import { useUnsavedChanges } from '../lib/admin-state';
import { optionalNumber, splitList } from '../lib/form-values';
import { APPLICABLE_LABELS } from './coupons-table';
import { ProductPicker } from './product-picker';

const FIELDS = [
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
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const empty: Values = {
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

const TYPE_LABELS: Record<(typeof COUPON_DISCOUNT_TYPES)[number], string> = {
  percentage: 'Percentage (%)',
  fixed: 'Fixed amount (₹)',
  free: 'Free (100% off)',
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What is wrong with the typed values, field by field, before anything is sent. */
function validate(values: Values): Partial<Record<Field, string>> {
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
function toCouponInput(values: Values, showOnBanner: boolean): CouponInput {
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

/** SPEC §2 Add Coupon form, with Get Coupon Details showing a stored coupon as JSON. */
export function CouponForm() {
  const create = useCreateCoupon();
  const [values, setValues] = useState<Values>(empty);
  // Off by default: a code is private until an admin chooses to advertise it (issue 12).
  const [showOnBanner, setShowOnBanner] = useState(false);
  const form = useForm({ fields: FIELDS });
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const [details, setDetails] = useState<{ json: string | null; error: string | null; pending: boolean }>({
    json: null,
    error: null,
    pending: false,
  });

  const dirty =
    FIELDS.some((field) => field !== 'code' && values[field] !== empty[field]) ||
    values.code !== '' ||
    showOnBanner;
  useUnsavedChanges(dirty && !created);

  const errors = validate(values);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setCreated(null);
    // The refusal was about this field: it goes from under the field and from the alert.
    if (form.changed(field)) setServerError(null);
  };
  const field = (
    name: Field,
    label: string,
    extra: { hint?: string; placeholder?: string; required?: boolean } = {},
  ) => ({
    label,
    name,
    value: values[name],
    error: form.errorFor(name, errors[name]),
    onBlur: () => form.touch(name),
    ...extra,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!form.attempt(errors)) return;
    setServerError(null);
    create.mutate(toCouponInput(values, showOnBanner), {
      onSuccess: (response) => {
        notify.success(response.message || 'Coupon created', 2000);
        setCreated(response.data.code);
        setValues({ ...empty, code: response.data.code });
        setShowOnBanner(false);
        form.reset();
      },
      onError: (error) => {
        setServerError(errorMessage(error));
        form.refused(error);
      },
    });
  };

  const getDetails = async () => {
    const code = values.code.trim();
    if (!code) {
      form.touch('code');
      setDetails({ json: null, error: 'Enter the code of the coupon to look up.', pending: false });
      return;
    }
    setDetails({ json: null, error: null, pending: true });
    try {
      const response = await getCouponByCode(code);
      setDetails({ json: JSON.stringify(response.data, null, 2), error: null, pending: false });
    } catch (error) {
      setDetails({ json: null, error: MESSAGES.couponFormErrorPrefix + errorMessage(error), pending: false });
    }
  };

  const selectedIds = splitList(values.eligibleProducts);
  const toggleProduct = (id: string, on: boolean) => {
    const rest = selectedIds.filter((existing) => existing.toLowerCase() !== id.toLowerCase());
    set('eligibleProducts', (on ? [...rest, id] : rest).join(', '));
  };

  return (
    <div className="pb-10">
      <AdminPageHeader
        title="Add Coupon Code"
        description="Leave a limit empty for no limit. Numbers are rupees unless the type is a percentage."
        actions={
          <Link to={paths.admin.coupons} className="btn-outline">
            All Coupons
          </Link>
        }
      />
      <form noValidate onSubmit={submit} className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,24rem)]">
        <div className="space-y-6">
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
                show={values.applicableTo as 'all' | 'courses' | 'digitalAsset'}
              />
            </div>
          </Panel>

          <Panel title="Home page">
            <Switch
              label="Show on the home page banner"
              checked={showOnBanner}
              onCheckedChange={(checked) => {
                setShowOnBanner(checked);
                setCreated(null);
              }}
            />
            <p className="mt-2 text-xs text-ink-muted">
              Everyone who visits sees the codes on the banner. Leave it off for private codes: 100 % off,
              staff, or one product only.
            </p>
          </Panel>

          {serverError && <FormAlert>{MESSAGES.couponFormErrorPrefix + serverError}</FormAlert>}
          {created && (
            <FormAlert tone="success">
              Coupon {created} created. Use Get Coupon Details to read it back, or{' '}
              <Link to={paths.admin.coupons} className="font-semibold underline">
                see all coupons
              </Link>
              .
            </FormAlert>
          )}
          <div className="flex flex-wrap justify-end gap-3">
            <button
              type="button"
              className="btn-outline"
              onClick={() => void getDetails()}
              disabled={details.pending}
            >
              {details.pending ? (
                <LoaderCircle size={16} className="animate-spin" aria-hidden />
              ) : (
                <FileSearch size={16} aria-hidden />
              )}
              Get Coupon Details
            </button>
            <button type="submit" className="btn-accent" disabled={create.isPending}>
              {create.isPending ? (
                <LoaderCircle size={16} className="animate-spin" aria-hidden />
              ) : (
                <Send size={16} aria-hidden />
              )}
              Submit
            </button>
          </div>
        </div>

        <Panel
          title="Coupon Details"
          description="Get Coupon Details looks up the code typed above."
          className="self-start"
        >
          <div aria-live="polite">
            {details.error ? (
              <FormAlert>{details.error}</FormAlert>
            ) : details.json ? (
              <pre
                className="max-h-[32rem] overflow-auto rounded-xl bg-ink p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-paper"
                data-testid="coupon-details"
              >
                {details.json}
              </pre>
            ) : (
              <p className="text-sm text-ink-muted">Nothing looked up yet.</p>
            )}
          </div>
        </Panel>
      </form>
    </div>
  );
}
