import { MoneyInput, SelectInput, TextArea, TextInput } from '../components/fields';
import { LANDING_LABELS, LANDING_OPTIONS, type LandingField, type LandingValues } from './course-form';

const HINTS: Partial<Record<LandingField, string>> = {
  objectives: 'Separate points with commas; each becomes a bullet under “What You Will Learn?”.',
  welcomeMessage: 'The line under the title on the course page.',
  price: 'What students pay, in rupees.',
  fakePrice:
    'A price it really sold at. Shown struck through beside the price only when it is higher; the same as the price shows no discount.',
};

const PLACEHOLDERS: Partial<Record<LandingField, string>> = {
  title: 'e.g. Photoshop for Print Designers',
  objectives: 'Retouch photos, Build print-ready files, Work with layers',
  price: '1499',
  fakePrice: '2999',
};

/** SPEC §2 'Course Landing Page' tab: the landing fields of SPEC §3, every one required (§5). */
export function CourseLandingForm({
  values,
  errors,
  onChange,
  onBlur,
}: {
  values: LandingValues;
  /** The message to show per field: shown ones only (touched, or the server named it). */
  errors: Partial<Record<LandingField, string>>;
  onChange: (field: LandingField, value: string) => void;
  onBlur: (field: LandingField) => void;
}) {
  const common = (field: LandingField) => ({
    label: LANDING_LABELS[field],
    name: field,
    'data-focus': field,
    required: true,
    hint: HINTS[field],
    error: errors[field],
    value: values[field],
    onBlur: () => onBlur(field),
  });
  const select = (field: LandingField) => {
    const options = LANDING_OPTIONS[field] ?? [];
    const value = values[field];
    // A saved course may carry a category the form no longer lists: keep it choosable.
    const all = value && !options.includes(value) ? [value, ...options] : options;
    return (
      <SelectInput
        {...common(field)}
        options={all}
        placeholder={`Select ${LANDING_LABELS[field].toLowerCase()}`}
        onChange={(event) => onChange(field, event.target.value)}
      />
    );
  };

  return (
    <div className="grid gap-5 md:grid-cols-6">
      <TextInput
        {...common('title')}
        className="md:col-span-6"
        placeholder={PLACEHOLDERS.title}
        maxLength={200}
        onChange={(event) => onChange('title', event.target.value)}
      />
      <div className="md:col-span-2">{select('category')}</div>
      <div className="md:col-span-2">{select('level')}</div>
      <div className="md:col-span-2">{select('primaryLanguage')}</div>
      <MoneyInput
        {...common('price')}
        className="md:col-span-3"
        placeholder={PLACEHOLDERS.price}
        onChange={(event) => onChange('price', event.target.value)}
      />
      <MoneyInput
        {...common('fakePrice')}
        className="md:col-span-3"
        placeholder={PLACEHOLDERS.fakePrice}
        onChange={(event) => onChange('fakePrice', event.target.value)}
      />
      <TextArea
        {...common('objectives')}
        className="md:col-span-6"
        rows={3}
        placeholder={PLACEHOLDERS.objectives}
        onChange={(event) => onChange('objectives', event.target.value)}
      />
      <TextArea
        {...common('welcomeMessage')}
        className="md:col-span-6"
        rows={2}
        onChange={(event) => onChange('welcomeMessage', event.target.value)}
      />
      <TextArea
        {...common('description')}
        className="md:col-span-6"
        rows={6}
        onChange={(event) => onChange('description', event.target.value)}
      />
    </div>
  );
}
