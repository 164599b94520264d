import { ASSET_FILTER_CHIPS } from '@academy/shared/catalogue';
import { Panel } from '../components/admin-page';
import { MoneyInput, SelectInput, TextArea, TextInput } from '../components/fields';
import type { AssetForm, AssetTextField } from './asset-form';

/** SPEC §3 asset filter chips, without 'All', are the category choices. */
const ASSET_CATEGORIES = ASSET_FILTER_CHIPS.filter((chip) => chip !== 'All');

type Extra = { required?: boolean; hint?: string; placeholder?: string };

/** A field's props, from the form: its label, value, message and leaving. */
type FieldOf = (
  name: AssetTextField,
  extra?: Extra,
) => Extra & {
  label: string;
  name: AssetTextField;
  value: string;
  error: string | undefined;
  onBlur: () => void;
};

type PanelProps = { field: FieldOf; set: (field: AssetTextField, value: string) => void };

/** Name, prices and the words that sell the asset. */
export function AssetBasics({ field, set }: PanelProps) {
  return (
    <Panel title="Basics">
      <div className="grid gap-5 sm:grid-cols-2">
        <TextInput
          {...field('name', { required: true, placeholder: 'e.g. Cinematic Lightroom Presets' })}
          className="sm:col-span-2"
          maxLength={200}
          onChange={(event) => set('name', event.target.value)}
        />
        <MoneyInput
          {...field('price', {
            required: true,
            hint: 'What buyers pay, in rupees. 0 makes it a free download.',
          })}
          onChange={(event) => set('price', event.target.value)}
        />
        <MoneyInput
          {...field('fakePrice', {
            required: true,
            hint: 'A price it really sold at. Shown struck through beside the price only when it is higher; the same as the price shows no discount.',
          })}
          onChange={(event) => set('fakePrice', event.target.value)}
        />
        <TextInput
          {...field('subTitle', { placeholder: 'One line under the name' })}
          className="sm:col-span-2"
          onChange={(event) => set('subTitle', event.target.value)}
        />
        <TextArea
          {...field('keyPoints', {
            hint: 'Separate with commas; each becomes a bullet on the asset page.',
          })}
          className="sm:col-span-2"
          rows={3}
          onChange={(event) => set('keyPoints', event.target.value)}
        />
        <TextArea
          {...field('description')}
          className="sm:col-span-2"
          rows={5}
          onChange={(event) => set('description', event.target.value)}
        />
      </div>
    </Panel>
  );
}

/** The details the asset page lists when filled in: category, type, format, size and more. */
export function AssetDetails({ form, field, set }: PanelProps & { form: AssetForm }) {
  const categoryOptions =
    form.category && !(ASSET_CATEGORIES as readonly string[]).includes(form.category)
      ? [form.category, ...ASSET_CATEGORIES]
      : ASSET_CATEGORIES;

  return (
    <Panel title="More About Product" description="Each detail appears on the asset page when filled in.">
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectInput
          {...field('category')}
          options={categoryOptions}
          placeholder="No category"
          onChange={(event) => set('category', event.target.value)}
        />
        <TextInput
          {...field('type', { placeholder: 'e.g. Lightroom preset' })}
          onChange={(event) => set('type', event.target.value)}
        />
        <TextInput
          {...field('format', { placeholder: 'e.g. XMP, DNG' })}
          onChange={(event) => set('format', event.target.value)}
        />
        <TextInput
          {...field('fileSize', {
            placeholder: 'e.g. 12.4',
            hint: 'Filled in from the uploaded file when empty.',
          })}
          inputMode="decimal"
          onChange={(event) => set('fileSize', event.target.value)}
        />
        <TextInput
          {...field('dimensions', { placeholder: 'e.g. 1080 × 1350 px' })}
          onChange={(event) => set('dimensions', event.target.value)}
        />
        <TextInput
          {...field('resolution', { placeholder: 'e.g. 300 dpi' })}
          onChange={(event) => set('resolution', event.target.value)}
        />
        <TextInput
          {...field('license', { placeholder: 'e.g. Personal and commercial use' })}
          className="sm:col-span-2"
          onChange={(event) => set('license', event.target.value)}
        />
      </div>
    </Panel>
  );
}
