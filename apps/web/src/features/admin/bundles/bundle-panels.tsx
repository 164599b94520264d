import { formatRupees } from '@/lib/money';
import { Panel } from '../components/admin-page';
import { MoneyInput, TextArea, TextInput } from '../components/fields';
import { Switch } from '../components/switch';
import { type BundleForm, listPriceOf, savingOf, typedPrice } from './bundle-form';

type Extra = { required?: boolean; hint?: string; placeholder?: string };
type TextField = 'title' | 'description' | 'price';

/** A field's props, from the form: its label, value, message and leaving. */
export type FieldOf = (
  name: TextField,
  extra?: Extra,
) => Extra & {
  label: string;
  name: TextField;
  value: string;
  error: string | undefined;
  onBlur: () => void;
};

/** The title and the words that sell the bundle. */
export function BundleBasics({
  field,
  set,
}: {
  field: FieldOf;
  set: (name: 'title' | 'description', value: string) => void;
}) {
  return (
    <Panel title="Basics">
      <div className="grid gap-5">
        <TextInput
          {...field('title', { required: true, placeholder: 'e.g. Brand Designer’s Starter Kit' })}
          maxLength={200}
          onChange={(event) => set('title', event.target.value)}
        />
        <TextArea
          {...field('description', { hint: 'What the kit is for, and who it suits.' })}
          rows={5}
          maxLength={5000}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
    </Panel>
  );
}

/** What the items cost one by one and what the bundle saves, as the price is typed. */
function Saving({ form }: { form: BundleForm }) {
  const listPrice = listPriceOf(form.items);
  const price = typedPrice(form);
  const saving = price === null ? null : savingOf(listPrice, price);
  return (
    <dl aria-live="polite" className="grid gap-1.5 rounded-xl bg-sand/60 px-4 py-3 text-sm">
      <div className="flex justify-between gap-3">
        <dt className="text-ink-soft">The items one by one</dt>
        <dd className="tabular-nums">{form.items.length > 0 ? formatRupees(listPrice) : '—'}</dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-soft">Buyers save</dt>
        <dd className={`tabular-nums ${saving ? 'font-semibold text-success' : ''}`}>
          {saving ? `${formatRupees(saving.rupees)} (${saving.percent}%)` : '—'}
        </dd>
      </div>
    </dl>
  );
}

/** The price, what it saves, and whether the bundle is on sale. */
export function BundlePrice({
  form,
  field,
  setPrice,
  setOnSale,
  onSaleError,
}: {
  form: BundleForm;
  field: FieldOf;
  setPrice: (price: string) => void;
  setOnSale: (isPublished: boolean) => void;
  onSaleError: string | undefined;
}) {
  return (
    <Panel title="Price">
      <div className="grid gap-5">
        <MoneyInput
          {...field('price', {
            required: true,
            hint: 'In rupees, below what the items cost one by one.',
          })}
          onChange={(event) => setPrice(event.target.value)}
        />
        <Saving form={form} />
        <Switch
          label="On sale"
          name="isPublished"
          checked={form.isPublished}
          onCheckedChange={setOnSale}
          hint="Off, it stays a draft only admins see. On sale, every course in it must be on sale too."
          error={onSaleError}
        />
      </div>
    </Panel>
  );
}
