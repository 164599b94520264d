import type { Bundle } from '@academy/shared/bundles';
import type { AssetSummary } from '@academy/shared/catalogue-assets';
import type { CourseSummary } from '@academy/shared/catalogue-courses';
import type { Coupon } from '@academy/shared/coupons';
import { X } from 'lucide-react';
import { useState } from 'react';
import { formatRupees } from '@/lib/money';
import { useAssetOptions, useAssetsByIds } from '../api/assets';
import { useBundleOptions, useBundlesByIds } from '../api/bundles';
import { useCourseOptions, useCoursesByIds } from '../api/courses';
import { Combobox } from '../components/combobox';
import { useDebouncedValue } from '../lib/use-debounced-value';

type Product = { id: string; title: string; kind: 'Course' | 'Asset' | 'Bundle'; price: number };

const fromCourse = (course: CourseSummary): Product => ({
  id: course._id,
  title: course.title,
  kind: 'Course',
  price: course.price,
});
const fromAsset = (asset: AssetSummary): Product => ({
  id: asset._id,
  title: asset.name,
  kind: 'Asset',
  price: asset.price,
});
const fromBundle = (bundle: Bundle): Product => ({
  id: bundle.id,
  title: bundle.title,
  kind: 'Bundle',
  price: bundle.price,
});

/** How long typing pauses before the picker asks the server. */
const PICKER_PAUSE_MS = 250;

/**
 * Beyond SPEC §5: pick eligible products from the catalogue instead of copying ids. The server
 * searches the courses and assets (the bundles, for a coupon on bundles) as the admin types;
 * choosing a product adds its id to the comma-separated list, choosing it again (or its chip's
 * ×) removes it. The chosen ones are named from the server too (`?ids=`, or each bundle by its
 * id), so ids typed or pasted into the list show their titles.
 */
export function ProductPicker({
  selected,
  onToggle,
  show,
}: {
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
  show: Coupon['applicableTo'];
}) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), PICKER_PAUSE_MS);
  const wantBundles = show === 'bundles';
  const wantCourses = show === 'all' || show === 'courses';
  const wantAssets = show === 'all' || show === 'digitalAsset';
  const courses = useCourseOptions(q, wantCourses);
  const assets = useAssetOptions(q, wantAssets);
  const bundles = useBundleOptions(q, wantBundles);
  // Ids typed into the list are named once the typing pauses, not at every keystroke.
  const settledIds = useDebouncedValue(selected.join(','), PICKER_PAUSE_MS);
  const ids = settledIds ? settledIds.split(',') : [];
  // A coupon for bundles holds bundle ids: a course or an asset among them would never match.
  const namedCourses = useCoursesByIds(wantBundles ? [] : ids);
  const namedAssets = useAssetsByIds(wantBundles ? [] : ids);
  const namedBundles = useBundlesByIds(ids, wantBundles);
  // Products chosen from the suggestions are named at once, before `?ids=` answers.
  const [chosen, setChosen] = useState<ReadonlyMap<string, Product>>(new Map());

  const searches = [
    wantCourses && { query: courses, products: courses.data?.map(fromCourse) },
    wantAssets && { query: assets, products: assets.data?.map(fromAsset) },
    wantBundles && { query: bundles, products: bundles.data?.map(fromBundle) },
  ].filter((search) => search !== false);
  const options = searches.every((search) => search.products)
    ? searches.flatMap((search) => search.products ?? [])
    : undefined;
  const failed = searches.some((search) => search.query.isError)
    ? 'The products could not be loaded. Type again to retry.'
    : undefined;

  const picked = new Set(selected.map((id) => id.toLowerCase()));
  const named = new Map<string, Product>();
  for (const product of [
    ...(namedCourses.data ?? []).map(fromCourse),
    ...(namedAssets.data ?? []).map(fromAsset),
    ...namedBundles.data.map(fromBundle),
    ...chosen.values(),
  ]) {
    named.set(product.id.toLowerCase(), product);
  }
  const naming = namedCourses.isFetching || namedAssets.isFetching || namedBundles.isFetching;

  const toggle = (product: Product) => {
    const on = !picked.has(product.id.toLowerCase());
    if (on) setChosen((current) => new Map(current).set(product.id.toLowerCase(), product));
    onToggle(product.id, on);
  };

  return (
    <div className="rounded-2xl border border-line bg-paper p-3">
      <Combobox<Product>
        label="Find products"
        placeholder={wantBundles ? 'Type part of a bundle title' : 'Type part of a course or asset name'}
        query={query}
        onQueryChange={setQuery}
        options={options}
        loading={searches.some((search) => search.query.isFetching) || query.trim() !== q}
        stale={query.trim() !== q || searches.some((search) => search.query.isPlaceholderData)}
        failed={failed}
        multiple
        optionKey={(product) => product.id}
        isSelected={(product) => picked.has(product.id.toLowerCase())}
        onChoose={toggle}
        noMatches={
          wantBundles
            ? q
              ? `No bundle matches ‘${q}’.`
              : 'There are no bundles yet.'
            : q
              ? `No course or asset matches ‘${q}’.`
              : 'There are no products yet.'
        }
        renderOption={(product) => (
          <>
            <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{product.title}</span>
            <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-medium text-ink-soft">
              {product.kind}
            </span>
            <span className="w-16 shrink-0 text-right text-xs text-ink-muted tabular-nums">
              {formatRupees(product.price)}
            </span>
          </>
        )}
      />
      {selected.length > 0 && (
        <ul aria-label="Chosen products" className="mt-3 flex flex-wrap gap-2">
          {selected.map((id) => {
            const product = named.get(id.toLowerCase());
            const title = product?.title ?? (naming ? 'Loading…' : `Unknown product ${id.slice(0, 8)}`);
            return (
              <li
                key={id}
                className={`inline-flex max-w-full items-center gap-1.5 rounded-full border py-1 pr-1 pl-3 text-sm ${
                  product ? 'border-line bg-white' : 'border-danger/40 bg-white text-ink-soft'
                }`}
              >
                <span className="min-w-0 truncate">{title}</span>
                {product && <span className="shrink-0 text-[11px] text-ink-muted">{product.kind}</span>}
                <button
                  type="button"
                  onClick={() => onToggle(id, false)}
                  className="flex size-7 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
                  aria-label={`Remove ${title}`}
                >
                  <X size={14} aria-hidden />
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
