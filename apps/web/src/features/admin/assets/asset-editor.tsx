import { MESSAGES } from '@academy/shared/messages';
import { type FormEvent, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useForm } from '@/components/form/use-form';
import { Loaded } from '@/components/ui/load-state';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/error-message';
import { notify } from '@/lib/toast';
import { useAdminAsset, useSaveAsset } from '../api/assets';
import { AdminPageHeader, Panel } from '../components/admin-page';
import { FormAlert, SubmitRow } from '../components/fields';
import { FixFieldsAlert } from '../components/fix-fields-alert';
import { useAdminState, useEditedId, useUnsavedChanges } from '../lib/admin-state';
import {
  ASSET_LABELS,
  ASSET_TEXT_FIELDS,
  type AssetForm,
  assetFingerprint,
  type AssetTextField,
  assetToForm,
  emptyAssetForm,
  toAssetInput,
  validateAsset,
} from './asset-form';
import { AssetBasics, AssetDetails } from './asset-panels';
import { DownloadFile } from './download-file';
import { PreviewImages } from './preview-images';

/** A file's size as the asset page shows it (SPEC §2: in MB): "12.4", "0.35". */
const megabytes = (bytes: number) => {
  const mb = Math.max(0.01, bytes / 1024 / 1024);
  return mb < 1 ? mb.toFixed(2) : mb.toFixed(1);
};

function AssetEditor({ assetId, initial }: { assetId: string | null; initial: AssetForm }) {
  const navigate = useNavigate();
  const { mediaUpload, setEditedId } = useAdminState();
  const save = useSaveAsset();
  const [form, setForm] = useState(initial);
  const [baseline] = useState(() => assetFingerprint(initial));
  const fields = useForm({ fields: ASSET_TEXT_FIELDS });
  const [serverError, setServerError] = useState<string | null>(null);

  useEditedId(assetId);
  const dirty = assetFingerprint(form) !== baseline;
  useUnsavedChanges((dirty || mediaUpload.uploading) && !save.isSuccess);

  const validation = validateAsset(form);

  const set = (field: AssetTextField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    fields.changed(field);
  };
  const field = (
    name: AssetTextField,
    extra: { required?: boolean; hint?: string; placeholder?: string } = {},
  ) => ({
    label: ASSET_LABELS[name],
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
    const input = toAssetInput(form);
    save.mutate(assetId ? { id: assetId, asset: input } : { id: null, asset: input }, {
      onSuccess: (response) => {
        notify.success(assetId ? response.message || 'Digital asset updated' : MESSAGES.assetCreated, 2000);
        setEditedId(null);
        void navigate(paths.admin.dashboard);
      },
      onError: (error) => {
        const message = errorMessage(error);
        const shown = assetId
          ? `Error updating digital asset: ${message}`
          : MESSAGES.assetCreateErrorPrefix + message;
        setServerError(shown);
        notify.error(shown);
        fields.refused(error);
      },
    });
  };

  return (
    <form noValidate onSubmit={submit} className="pb-10">
      <AdminPageHeader
        title={assetId ? 'Edit Digital Asset' : 'Add Digital Asset'}
        description="Name, price and original price are required; everything else helps buyers decide."
      />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <div className="space-y-6">
          <AssetBasics field={field} set={set} />

          <AssetDetails form={form} field={field} set={set} />
        </div>

        <div className="space-y-6">
          <Panel
            title="Preview Images"
            description="Shown in the gallery on the asset page; the first is the cover."
          >
            <PreviewImages
              images={form.image}
              setImages={(update) => setForm((current) => ({ ...current, image: update(current.image) }))}
            />
          </Panel>
          <Panel
            title="Download File"
            description="The file buyers get after paying (or at once, when free)."
          >
            <DownloadFile
              url={form.downloadUrl}
              file={form.downloadFile}
              onUploaded={(url, file) =>
                setForm((current) => ({
                  ...current,
                  downloadUrl: url,
                  downloadFile: { name: file.name, size: file.size },
                  fileSize: current.fileSize.trim() ? current.fileSize : megabytes(file.size),
                }))
              }
              onRemove={() => setForm((current) => ({ ...current, downloadUrl: '', downloadFile: null }))}
            />
          </Panel>
        </div>
      </div>

      {serverError && (
        <div className="mt-6">
          <FormAlert>{serverError}</FormAlert>
        </div>
      )}
      {fields.attempted && (
        <FixFieldsAlert
          labels={Object.keys(validation).map((name) => ASSET_LABELS[name as AssetTextField])}
        />
      )}
      <SubmitRow pending={save.isPending} uploading={mediaUpload.uploading} />
    </form>
  );
}

/** `/admin/asset/add-asset`: always a fresh form. */
export function AddAssetRoute() {
  const [initial] = useState(emptyAssetForm);
  return <AssetEditor key="new" assetId={null} initial={initial} />;
}

/** `/admin/edit-asset/{assetId}`: loads the asset with its download URL and prefills the form. */
export function EditAssetRoute() {
  const { assetId = '' } = useParams();
  return (
    <Loaded
      query={useAdminAsset(assetId)}
      loading="Loading the asset"
      failed="This asset could not be loaded"
    >
      {(asset) => <AssetEditor key={assetId} assetId={assetId} initial={assetToForm(asset)} />}
    </Loaded>
  );
}
