import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import { notify } from '@/lib/toast';
import type { SortOption } from './admin-table';
import type { Column } from './data-table';
import { DeleteAction } from './delete-action';

/* What the catalogue's tables (All Courses, All Assets, All Bundles) have in common. */

const editLinkClass =
  'inline-flex items-center gap-1.5 rounded-full border border-line px-3 py-1.5 text-sm font-medium text-ink hover:border-ink';

/**
 * The Sort menu of a catalogue list: by date, by the product's name (a course's title, an
 * asset's name) and by price.
 */
export const productSortOptions = <Name extends string>(
  name: Name,
  label: string,
): SortOption<'date' | Name | 'price'>[] => [
  { sort: 'date', dir: 'desc', label: 'Newest first' },
  { sort: 'date', dir: 'asc', label: 'Oldest first' },
  { sort: name, dir: 'asc', label: `${label}, A to Z` },
  { sort: name, dir: 'desc', label: `${label}, Z to A` },
  { sort: 'price', dir: 'asc', label: 'Price, low to high' },
  { sort: 'price', dir: 'desc', label: 'Price, high to low' },
];

/** A product's name beside its cover, or beside a sand square while it has none. */
export function ProductTitle({ image, title }: { image: string | undefined; title: string }) {
  return (
    <span className="flex items-center gap-3">
      {image ? (
        <img src={image} alt="" className="size-9 shrink-0 rounded-lg object-cover" />
      ) : (
        <span className="size-9 shrink-0 rounded-lg bg-sand" aria-hidden />
      )}
      {title}
    </span>
  );
}

/**
 * A product's Edit link and Delete button. Both name the product to screen readers, since
 * every row's are otherwise alike.
 */
export function productActionsColumn<T>({
  name,
  editPath,
  deleteDescription,
  remove,
}: {
  name: (product: T) => string;
  editPath: (product: T) => string;
  /** What the confirmation says deleting takes away. */
  deleteDescription: string;
  /** Deletes the product; resolves to the toast that says it is gone. */
  remove: (product: T) => Promise<string>;
}): Column<T, never> {
  return {
    header: 'Actions',
    actions: true,
    cell: (product) => {
      const title = name(product);
      return (
        <div className="flex justify-end gap-2 max-md:justify-start">
          <Link to={editPath(product)} className={editLinkClass}>
            <Pencil size={15} aria-hidden />
            Edit<span className="sr-only"> {title}</span>
          </Link>
          <DeleteAction
            itemName={title}
            title={`Delete “${title}”?`}
            description={deleteDescription}
            onDelete={async () => notify.success(await remove(product))}
          />
        </div>
      );
    },
  };
}
