import type { AdminAssetDetail, AssetInput } from '@academy/shared/catalogue-assets';
import { parsePrice, parseRupees } from '../lib/form-values';

export const ASSET_TEXT_FIELDS = [
  'name',
  'price',
  'fakePrice',
  'subTitle',
  'keyPoints',
  'description',
  'type',
  'fileSize',
  'format',
  'dimensions',
  'resolution',
  'license',
  'category',
] as const;
export type AssetTextField = (typeof ASSET_TEXT_FIELDS)[number];

export type PreviewImage = { key: string; url: string };

export type AssetForm = Record<AssetTextField, string> & {
  image: PreviewImage[];
  downloadUrl: string;
  /** The chosen file's name and size, when it was uploaded in this form. */
  downloadFile: { name: string; size: number } | null;
};

export const MAX_PREVIEW_IMAGES = 12;

export const ASSET_LABELS: Record<AssetTextField, string> = {
  name: 'Name',
  price: 'Price',
  fakePrice: 'Original price',
  subTitle: 'Sub Title',
  keyPoints: 'Key Points',
  description: 'Description',
  type: 'Type',
  fileSize: 'File Size (MB)',
  format: 'Format',
  dimensions: 'Dimensions',
  resolution: 'Resolution',
  license: 'License',
  category: 'Category',
};

let keySeed = 0;
export const newImageKey = () => `image-${(keySeed += 1)}`;

export function emptyAssetForm(): AssetForm {
  return {
    ...(Object.fromEntries(ASSET_TEXT_FIELDS.map((field) => [field, ''])) as Record<AssetTextField, string>),
    image: [],
    downloadUrl: '',
    downloadFile: null,
  };
}

export function assetToForm(asset: AdminAssetDetail): AssetForm {
  return {
    name: asset.name,
    price: String(asset.price),
    fakePrice: String(asset.fakePrice),
    subTitle: asset.subTitle,
    keyPoints: asset.keyPoints,
    description: asset.description,
    type: asset.type,
    fileSize: asset.fileSize,
    format: asset.format,
    dimensions: asset.dimensions,
    resolution: asset.resolution,
    license: asset.license,
    category: asset.category,
    image: asset.image.map((url, index) => ({ key: `saved-${index}`, url })),
    downloadUrl: asset.downloadUrl,
    downloadFile: null,
  };
}

/** SPEC §5 Asset form: name, price and fakePrice required; the rest optional. */
export function validateAsset(form: AssetForm): Partial<Record<AssetTextField, string>> {
  const errors: Partial<Record<AssetTextField, string>> = {};
  if (!form.name.trim()) errors.name = 'Enter the asset name.';
  const price = parsePrice(form.price);
  if ('error' in price) errors.price = price.error;
  const fakePrice = parseRupees(form.fakePrice, 'original price');
  if ('error' in fakePrice) errors.fakePrice = fakePrice.error;
  if (form.fileSize.trim() && !/^\d+(\.\d+)?$/.test(form.fileSize.trim())) {
    errors.fileSize = 'Enter the size in megabytes as a number, like 12 or 3.8.';
  }
  return errors;
}

export function toAssetInput(form: AssetForm): AssetInput {
  const text = (field: AssetTextField) => form[field].trim();
  return {
    name: text('name'),
    price: Number(text('price').replace(/,/g, '')),
    fakePrice: Number(text('fakePrice').replace(/,/g, '')),
    subTitle: text('subTitle'),
    keyPoints: text('keyPoints'),
    description: text('description'),
    type: text('type'),
    fileSize: text('fileSize'),
    format: text('format'),
    dimensions: text('dimensions'),
    resolution: text('resolution'),
    license: text('license'),
    category: form.category,
    downloadUrl: form.downloadUrl,
    image: form.image.map((image) => image.url),
  };
}

export const assetFingerprint = (form: AssetForm) =>
  JSON.stringify({ ...form, image: form.image.map((image) => image.url), downloadFile: null });
