import type { Bundle, BundleInput, BundleItem } from '@academy/shared/bundles';
import { parsePrice } from '../lib/form-values';

/** The bundle form's fields, in the order focus looks for the first one in error. */
export const BUNDLE_FIELDS = ['title', 'description', 'items', 'price', 'isPublished'] as const;
export type BundleField = (typeof BUNDLE_FIELDS)[number];

export const BUNDLE_LABELS: Record<BundleField, string> = {
  title: 'Title',
  description: 'Description',
  items: 'Items',
  price: 'Price',
  isPublished: 'On sale',
};

export type BundleForm = {
  title: string;
  description: string;
  image: string;
  /** In the order the admin chose them. */
  items: BundleItem[];
  price: string;
  isPublished: boolean;
};

/**
 * The server's words for the rules the form checks first (BUNDLE_RULES in
 * apps/server/src/modules/bundles/commands.ts), so a refusal reads the same from either side.
 */
export const BUNDLE_RULE_WORDS = {
  twoItems: 'A bundle needs at least two items: courses, digital assets or both.',
  priceBelowItems: (listPrice: number) =>
    `price must be below what the items cost one by one (₹${listPrice.toLocaleString('en-IN')}).`,
} as const;

/** Rupees to whole paise: sums of rupee prices in floating point would drift by a paisa. */
const paise = (rupees: number) => Math.round(rupees * 100);

/** What the items cost one by one, in rupees. */
export const listPriceOf = (items: readonly BundleItem[]): number =>
  items.reduce((sum, item) => sum + paise(item.price), 0) / 100;

/**
 * What a buyer saves against the items' own prices, in rupees and in per cent rounded down, so
 * the bundle never claims more than it gives; null when it saves nothing.
 */
export function savingOf(listPrice: number, price: number): { rupees: number; percent: number } | null {
  const saved = paise(listPrice) - paise(price);
  if (saved <= 0 || listPrice <= 0) return null;
  return { rupees: saved / 100, percent: Math.floor((saved * 100) / paise(listPrice)) };
}

export const itemKey = (item: Pick<BundleItem, 'type' | 'id'>) => `${item.type}:${item.id}`;

export function emptyBundleForm(): BundleForm {
  return { title: '', description: '', image: '', items: [], price: '', isPublished: false };
}

export function bundleToForm(bundle: Bundle): BundleForm {
  return {
    title: bundle.title,
    description: bundle.description,
    image: bundle.image,
    items: bundle.items,
    price: String(bundle.price),
    isPublished: bundle.isPublished,
  };
}

/** What the server would refuse that the form can tell already: two items, a price below theirs. */
export function validateBundle(form: BundleForm): Partial<Record<BundleField, string>> {
  const errors: Partial<Record<BundleField, string>> = {};
  if (!form.title.trim()) errors.title = 'Enter the bundle’s title.';
  if (form.items.length < 2) errors.items = BUNDLE_RULE_WORDS.twoItems;
  const price = parsePrice(form.price);
  const listPrice = listPriceOf(form.items);
  if ('error' in price) errors.price = price.error;
  else if (form.items.length > 0 && paise(price.value) >= paise(listPrice)) {
    errors.price = BUNDLE_RULE_WORDS.priceBelowItems(listPrice);
  }
  return errors;
}

/** The price as typed, when it reads as rupees. */
export function typedPrice(form: BundleForm): number | null {
  const price = parsePrice(form.price);
  return 'error' in price ? null : price.value;
}

export function toBundleInput(form: BundleForm): BundleInput {
  const idsOf = (type: BundleItem['type']) =>
    form.items.filter((item) => item.type === type).map((item) => item.id);
  return {
    title: form.title.trim(),
    description: form.description.trim(),
    image: form.image,
    courseIds: idsOf('course'),
    assetIds: idsOf('asset'),
    price: Number(form.price.trim().replace(/,/g, '')),
    isPublished: form.isPublished,
  };
}

export const bundleFingerprint = (form: BundleForm) =>
  JSON.stringify({ ...form, items: form.items.map(itemKey) });
