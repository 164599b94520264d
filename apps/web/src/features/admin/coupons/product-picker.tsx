import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { formatRupees } from '@/lib/money';
import { useAdminAssets } from '../api/assets';
import { useAdminCourses } from '../api/courses';

type Product = { id: string; title: string; kind: 'Course' | 'Asset'; price: number };

/**
 * Beyond SPEC §5: pick eligible products from the catalogue instead of copying ids. Ticking a
 * product adds its id to the comma-separated list, unticking removes it.
 */
export function ProductPicker({
  selected,
  onToggle,
  show,
}: {
  selected: string[];
  onToggle: (id: string, on: boolean) => void;
  show: 'all' | 'courses' | 'digitalAsset';
}) {
  const courses = useAdminCourses();
  const assets = useAdminAssets();
  const [filter, setFilter] = useState('');
  const searchId = useId();

  const products: Product[] = [
    ...(show !== 'digitalAsset'
      ? (courses.data ?? []).map((course) => ({
          id: course._id,
          title: course.title,
          kind: 'Course' as const,
          price: course.price,
        }))
      : []),
    ...(show !== 'courses'
      ? (assets.data ?? []).map((asset) => ({
          id: asset._id,
          title: asset.name,
          kind: 'Asset' as const,
          price: asset.price,
        }))
      : []),
  ];
  const needle = filter.trim().toLowerCase();
  const visible = needle
    ? products.filter((product) => product.title.toLowerCase().includes(needle))
    : products;
  const chosen = new Set(selected.map((id) => id.toLowerCase()));
  const loading = courses.isPending || assets.isPending;

  return (
    <div className="rounded-2xl border border-line bg-paper p-3">
      <label htmlFor={searchId} className="sr-only">
        Filter products
      </label>
      <div className="relative">
        <Search size={16} className="absolute top-1/2 left-3 -translate-y-1/2 text-ink-muted" aria-hidden />
        <input
          id={searchId}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder="Filter courses and assets by name"
          className="field-input py-2 pl-9 text-sm"
        />
      </div>
      <div role="group" aria-label="Eligible products" className="mt-2 max-h-64 overflow-y-auto">
        {loading ? (
          <p className="px-2 py-4 text-sm text-ink-muted">Loading products…</p>
        ) : visible.length === 0 ? (
          <p className="px-2 py-4 text-sm text-ink-muted">No products match.</p>
        ) : (
          <ul className="divide-y divide-line">
            {visible.map((product) => (
              <li key={product.id}>
                <label className="flex cursor-pointer items-center gap-3 px-2 py-2 text-sm hover:bg-white">
                  <input
                    type="checkbox"
                    className="size-4 accent-ink"
                    checked={chosen.has(product.id.toLowerCase())}
                    onChange={(event) => onToggle(product.id, event.target.checked)}
                  />
                  <span className="min-w-0 flex-1 truncate">{product.title}</span>
                  <span className="shrink-0 rounded-full bg-sand px-2 py-0.5 text-[11px] font-medium text-ink-soft">
                    {product.kind}
                  </span>
                  <span className="w-16 shrink-0 text-right text-xs text-ink-muted tabular-nums">
                    {formatRupees(product.price)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
