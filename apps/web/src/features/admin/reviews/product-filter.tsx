import type { AssetSummary } from '@academy/shared/catalogue-assets';
import type { CourseSummary } from '@academy/shared/catalogue-courses';
import type { ReviewProductType } from '@academy/shared/review-rules';
import { type FocusEvent, useState } from 'react';
import { formatRupees } from '@/lib/money';
import { useAssetOptions, useAssetsByIds } from '../api/assets';
import { useCourseOptions, useCoursesByIds } from '../api/courses';
import type { ReviewFilters } from '../api/reviews';
import { Combobox } from '../components/combobox';
import { useDebouncedValue } from '../lib/use-debounced-value';

import { TEXT } from './reviews-text';
import { ClearFilterButton } from '../components/clear-filter-button';

/* Admin → Reviews: the product filter, a server-searched picker over courses and assets. */

/** A course or an asset, as the product filter suggests it. */
type Product = { type: ReviewProductType; id: string; title: string; price: number };
const fromCourse = (course: CourseSummary): Product => ({
  type: 'course',
  id: course._id,
  title: course.title,
  price: course.price,
});
const fromAsset = (asset: AssetSummary): Product => ({
  type: 'asset',
  id: asset._id,
  title: asset.name,
  price: asset.price,
});

/** How long typing pauses before the product filter asks the server. */
const PICKER_PAUSE_MS = 250;

/**
 * The product filter: a course or an asset, found by typing part of its name (the server
 * searches both). The chosen one's name comes from the server too (`?ids=`), so a reloaded or
 * shared link names it; emptying the box, or ×, clears the filter. Leaving the box with a half
 * typed name puts the chosen product's name back.
 */
export function ProductFilter({
  product,
  onChange,
}: {
  product: ReviewFilters['product'];
  onChange: (product: ReviewFilters['product']) => void;
}) {
  // The product chosen from the suggestions, named at once, before `?ids=` answers.
  const [picked, setPicked] = useState<Product | null>(null);
  const known = product && picked?.id === product.id ? picked : null;
  const byId = (type: ReviewProductType) => (product?.type === type && !known ? [product.id] : []);
  const namedCourses = useCoursesByIds(byId('course'));
  const namedAssets = useAssetsByIds(byId('asset'));
  const named =
    product?.type === 'course'
      ? namedCourses.data?.find((course) => course._id === product.id)?.title
      : namedAssets.data?.find((asset) => asset._id === product?.id)?.name;
  const naming = product?.type === 'course' ? namedCourses : namedAssets;
  const title = !product
    ? ''
    : (known?.title ?? named ?? (naming.isFetching || naming.isPending ? '' : TEXT.product.unknown));

  const [query, setQuery] = useState(title);
  const [shown, setShown] = useState(title);
  if (shown !== title) {
    // Chosen, named or cleared: the box shows the product's name, or nothing.
    setShown(title);
    setQuery(title);
  }
  const typed = useDebouncedValue(query.trim(), PICKER_PAUSE_MS);
  // Once a product is chosen, its name is in the box: suggest the others too, not just it.
  const q = product && typed === title ? '' : typed;
  const courses = useCourseOptions(q);
  const assets = useAssetOptions(q);
  const options =
    courses.data && assets.data
      ? [...courses.data.map(fromCourse), ...assets.data.map(fromAsset)]
      : undefined;

  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) setQuery(title);
  };
  return (
    <div className="flex items-end gap-2" onBlur={leave}>
      <div className="min-w-0 flex-1">
        <Combobox<Product>
          label={TEXT.product.label}
          placeholder={TEXT.product.placeholder}
          query={query}
          onQueryChange={(text) => {
            setQuery(text);
            if (text === '' && product) onChange(undefined);
          }}
          options={options}
          loading={courses.isFetching || assets.isFetching || query.trim() !== typed}
          stale={query.trim() !== typed || courses.isPlaceholderData || assets.isPlaceholderData}
          failed={courses.isError || assets.isError ? TEXT.product.failed : undefined}
          optionKey={(option) => option.id}
          isSelected={(option) => option.id === product?.id}
          onChoose={(option) => {
            setPicked(option);
            setQuery(option.title);
            onChange({ type: option.type, id: option.id });
          }}
          noMatches={TEXT.product.noMatches(q)}
          renderOption={(option) => (
            <>
              <span className="line-clamp-2 min-w-0 flex-1 [overflow-wrap:anywhere]">{option.title}</span>
              <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-medium text-ink-soft">
                {TEXT.product.kinds[option.type]}
              </span>
              <span className="w-16 shrink-0 text-right text-xs text-ink-muted tabular-nums">
                {formatRupees(option.price)}
              </span>
            </>
          )}
        />
      </div>
      {product && (
        <ClearFilterButton
          label={TEXT.product.clear(title || TEXT.product.unknown)}
          onClear={() => onChange(undefined)}
        />
      )}
    </div>
  );
}
