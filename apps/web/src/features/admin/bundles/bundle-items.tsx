import type { BundleItem, BundleItemType } from '@academy/shared/bundles';
import type { AssetSummary } from '@academy/shared/catalogue-assets';
import type { CourseSummary } from '@academy/shared/catalogue-courses';
import { X } from 'lucide-react';
import { useState } from 'react';
import { formatRupees } from '@/lib/money';
import { useAssetOptions } from '../api/assets';
import { useCourseOptions } from '../api/courses';
import { Combobox } from '../components/combobox';
import { useDebouncedValue } from '../lib/use-debounced-value';
import { itemKey, listPriceOf } from './bundle-form';

/** How long typing pauses before the picker asks the server. */
const PICKER_PAUSE_MS = 250;

const KIND_LABELS: Record<BundleItemType, string> = { course: 'Course', asset: 'Asset' };

const courseItem = (course: CourseSummary): BundleItem => ({
  type: 'course',
  id: course._id,
  title: course.title,
  price: course.price,
  image: course.image,
});
const assetItem = (asset: AssetSummary): BundleItem => ({
  type: 'asset',
  id: asset._id,
  title: asset.name,
  price: asset.price,
  image: asset.image[0] ?? '',
});

function KindBadge({ type }: { type: BundleItemType }) {
  return (
    <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-medium text-ink-soft">
      {KIND_LABELS[type]}
    </span>
  );
}

/**
 * The bundle's courses and digital assets, found by typing part of a name (the server searches
 * both) and kept in the order chosen; choosing one again, or its ×, takes it out. Under them,
 * what they cost one by one.
 */
export function BundleItems({
  items,
  onChange,
  error,
}: {
  items: BundleItem[];
  onChange: (items: BundleItem[]) => void;
  error: string | undefined;
}) {
  const [query, setQuery] = useState('');
  const q = useDebouncedValue(query.trim(), PICKER_PAUSE_MS);
  const courses = useCourseOptions(q);
  const assets = useAssetOptions(q);
  const options =
    courses.data && assets.data
      ? [...courses.data.map(courseItem), ...assets.data.map(assetItem)]
      : undefined;
  // A hidden course may join a draft, but a bundle on sale needs it on sale: said up front.
  const hiddenCourses = new Set(
    (courses.data ?? []).filter((course) => !course.isPublished).map((course) => course._id),
  );
  const chosen = new Set(items.map(itemKey));

  const toggle = (item: BundleItem) =>
    onChange(
      chosen.has(itemKey(item))
        ? items.filter((other) => itemKey(other) !== itemKey(item))
        : [...items, item],
    );

  return (
    <div>
      <Combobox<BundleItem>
        label="Items"
        name="items"
        required
        hint="Two or more courses and digital assets. The store lists the courses first, then the assets, each in the order chosen here."
        placeholder="Type part of a course or asset name"
        query={query}
        onQueryChange={setQuery}
        options={options}
        loading={courses.isFetching || assets.isFetching || query.trim() !== q}
        stale={query.trim() !== q || courses.isPlaceholderData || assets.isPlaceholderData}
        failed={
          courses.isError || assets.isError
            ? 'The courses and assets could not be loaded. Type again to retry.'
            : undefined
        }
        multiple
        optionKey={itemKey}
        isSelected={(item) => chosen.has(itemKey(item))}
        onChoose={toggle}
        noMatches={q ? `No course or asset matches ‘${q}’.` : 'There are no courses or assets yet.'}
        error={error}
        renderOption={(item) => (
          <>
            <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{item.title}</span>
            {item.type === 'course' && hiddenCourses.has(item.id) && (
              <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-semibold text-ink-soft">
                Hidden
              </span>
            )}
            <KindBadge type={item.type} />
            <span className="w-16 shrink-0 text-right text-xs text-ink-muted tabular-nums">
              {formatRupees(item.price)}
            </span>
          </>
        )}
      />
      {items.length > 0 && (
        <>
          <ol aria-label="Items in this bundle" className="mt-3 grid gap-2">
            {items.map((item) => (
              <li
                key={itemKey(item)}
                className="flex items-center gap-3 rounded-xl border border-line bg-white py-1.5 pr-1.5 pl-2"
              >
                {item.image ? (
                  <img src={item.image} alt="" className="size-9 shrink-0 rounded-lg object-cover" />
                ) : (
                  <span className="size-9 shrink-0 rounded-lg bg-sand" aria-hidden />
                )}
                <span className="min-w-0 flex-1 truncate text-sm font-medium">{item.title}</span>
                <KindBadge type={item.type} />
                <span className="shrink-0 text-sm text-ink-soft tabular-nums">
                  {formatRupees(item.price)}
                </span>
                <button
                  type="button"
                  onClick={() => toggle(item)}
                  className="flex size-8 shrink-0 items-center justify-center rounded-full text-ink-soft hover:bg-sand hover:text-ink"
                  aria-label={`Remove ${item.title}`}
                >
                  <X size={15} aria-hidden />
                </button>
              </li>
            ))}
          </ol>
          <p className="mt-3 flex justify-between gap-3 border-t border-line pt-3 text-sm" aria-live="polite">
            <span className="text-ink-soft">
              {items.length} {items.length === 1 ? 'item' : 'items'}, one by one
            </span>
            <span className="font-semibold tabular-nums">{formatRupees(listPriceOf(items))}</span>
          </p>
        </>
      )}
    </div>
  );
}
