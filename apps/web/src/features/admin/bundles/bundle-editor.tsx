import { type FormEvent, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { namedField } from '@/lib/named-field';
import { notify } from '@/lib/toast';
import { useAdminBundle, useSaveBundle } from '../api/bundles';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { FormAlert, SubmitRow } from '../components/fields';
import { FixFieldsAlert } from '../components/fix-fields-alert';
import { SingleImageUpload } from '../components/image-upload';
import { useAdminState, useEditedId, useUnsavedChanges } from '../lib/admin-state';
import {
  BUNDLE_FIELDS,
  BUNDLE_LABELS,
  type BundleField,
  type BundleForm,
  bundleFingerprint,
  bundleToForm,
  emptyBundleForm,
  toBundleInput,
  validateBundle,
} from './bundle-form';
import { BundleItems } from './bundle-items';
import { BundleBasics, BundlePrice, type FieldOf } from './bundle-panels';

/**
 * The server's refusals a change may answer: other items can bring the price under their sum,
 * or take out the hidden course a bundle on sale may not hold.
 */
const ANSWERS: Record<keyof BundleForm, BundleField[]> = {
  title: ['title'],
  description: ['description'],
  image: [],
  items: ['items', 'price', 'isPublished'],
  price: ['price'],
  isPublished: ['isPublished'],
};

/**
 * Add or edit a bundle: its words, cover, items and price. The form refuses what the server
 * would (fewer than two items, a price not below theirs) before sending; a refusal it could not
 * foresee (a price changed meanwhile, a hidden course in a bundle on sale) shows on its field.
 */
function BundleEditor({ bundleId, initial }: { bundleId: string | null; initial: BundleForm }) {
  const navigate = useNavigate();
  const { mediaUpload, setEditedId } = useAdminState();
  const save = useSaveBundle();
  const [form, setForm] = useState(initial);
  const [baseline] = useState(() => bundleFingerprint(initial));
  const fields = useForm({ fields: BUNDLE_FIELDS });
  const [serverError, setServerError] = useState<string | null>(null);

  useEditedId(bundleId);
  const dirty = bundleFingerprint(form) !== baseline;
  useUnsavedChanges((dirty || mediaUpload.uploading) && !save.isSuccess);

  const validation = validateBundle(form);

  const set = <Key extends keyof BundleForm>(key: Key, value: BundleForm[Key]) => {
    setForm((current) => ({ ...current, [key]: value }));
    fields.changed(...ANSWERS[key]);
  };
  const field: FieldOf = (name, extra = {}) => ({
    label: BUNDLE_LABELS[name],
    name,
    value: form[name],
    error: fields.errorFor(name, validation[name]),
    onBlur: () => fields.touch(name),
    ...extra,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!fields.attempt(validation)) return;
    if (mediaUpload.uploading || save.isPending) return;
    setServerError(null);
    save.mutate(
      { id: bundleId, bundle: toBundleInput(form) },
      {
        onSuccess: (response) => {
          notify.success(response.message, 2000);
          setEditedId(null);
          void navigate(paths.admin.bundles);
        },
        onError: (error) => {
          const message = errorMessage(error, 'The bundle could not be saved. Please try again.');
          notify.error(message);
          if (fields.refused(error)) return;
          // The server names the list the refused ids were in; the form has one list of items.
          const items = namedField(error, ['courseIds', 'assetIds']);
          if (items) fields.placeServerError('items', items.message);
          else setServerError(message);
        },
      },
    );
  };

  const problems = Object.keys(validation) as BundleField[];

  return (
    <form noValidate onSubmit={submit} className="pb-10">
      <AdminPageHeader
        title={bundleId ? 'Edit Bundle' : 'Add Bundle'}
        description="Courses and digital assets sold together, at one price below what they cost one by one."
        actions={
          <Link to={paths.admin.bundles} className="btn-outline">
            All Bundles
          </Link>
        }
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-6">
          <BundleBasics field={field} set={set} />

          <Panel title="Items" description="Search the catalogue; each item is listed at today’s price.">
            <BundleItems
              items={form.items}
              onChange={(items) => set('items', items)}
              error={fields.errorFor('items', validation.items)}
            />
          </Panel>

          <BundlePrice
            form={form}
            field={field}
            setPrice={(price) => set('price', price)}
            setOnSale={(isPublished) => set('isPublished', isPublished)}
            onSaleError={fields.serverError('isPublished')}
          />
        </div>

        <div className="space-y-6">
          <Panel title="Cover Image" description="Shown on the bundle’s card and page; 16:9 looks best.">
            <SingleImageUpload
              target="bundle-cover"
              label="Bundle cover"
              value={form.image}
              onChange={(image) => set('image', image)}
            />
          </Panel>
        </div>
      </div>

      {serverError && (
        <div className="mt-6">
          <FormAlert>The bundle was not saved: {serverError}</FormAlert>
        </div>
      )}
      {fields.attempted && <FixFieldsAlert labels={problems.map((name) => BUNDLE_LABELS[name])} />}
      <SubmitRow pending={save.isPending} uploading={mediaUpload.uploading} />
    </form>
  );
}

/** `/admin/bundles/add`: always a fresh form. */
export function AddBundleRoute() {
  const [initial] = useState(emptyBundleForm);
  return <BundleEditor key="new" bundleId={null} initial={initial} />;
}

/** `/admin/bundles/{bundleId}`: loads the bundle with its items at today's prices and prefills the form. */
export function EditBundleRoute() {
  const { bundleId = '' } = useParams();
  return (
    <Loaded
      query={useAdminBundle(bundleId)}
      loading="Loading the bundle"
      failed="This bundle could not be loaded"
    >
      {(bundle) => <BundleEditor key={bundleId} bundleId={bundleId} initial={bundleToForm(bundle)} />}
    </Loaded>
  );
}
