import { MESSAGES } from '@academy/shared/messages';
import { FileSearch, LoaderCircle, Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useCreateCoupon } from '../api/coupons';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { FormAlert } from '../components/fields';
import { Switch } from '../components/switch';
import { useUnsavedChanges } from '../lib/admin-state';
import { CouponDetailsPanel, useCouponDetails } from './coupon-details';
import { ApplicabilityPanel, DiscountPanel } from './coupon-panels';
import { empty, type Field, FIELDS, toCouponInput, validate, type Values } from './coupon-values';

/** SPEC §2 Add Coupon form, with Get Coupon Details showing a stored coupon as JSON. */
export function CouponForm() {
  const create = useCreateCoupon();
  const [values, setValues] = useState<Values>(empty);
  // Off by default: a code is private until an admin chooses to advertise it (issue 12).
  const [showOnBanner, setShowOnBanner] = useState(false);
  const form = useForm({ fields: FIELDS });
  const [serverError, setServerError] = useState<string | null>(null);
  const [created, setCreated] = useState<string | null>(null);
  const { details, lookUp } = useCouponDetails();

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
          <DiscountPanel values={values} field={field} set={set} />

          <ApplicabilityPanel values={values} field={field} set={set} />

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
              onClick={() => void lookUp(values.code, () => form.touch('code'))}
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

        <CouponDetailsPanel details={details} />
      </form>
    </div>
  );
}
