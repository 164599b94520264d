import { ACADEMY } from '@academy/shared/academy';
import type { Bundle } from '@academy/shared/bundles';
import { Boxes, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { BUNDLE_SORT, type BundleSort, useAdminBundlePage, useDeleteBundle } from '../api/bundles';
import { AdminPageHeader } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ProductTitle, productActionsColumn } from '../components/product-columns';
import { useTableSearch } from '../lib/use-table-search';
import { savingOf } from './bundle-form';

const createdDay = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: ACADEMY.timeZone,
});

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function ItemCount({ bundle }: { bundle: Bundle }) {
  const courses = bundle.items.filter((item) => item.type === 'course').length;
  const assets = bundle.items.length - courses;
  return (
    <span>
      {bundle.items.length}
      <span className="block text-xs text-ink-muted">
        {[
          courses > 0 ? plural(courses, 'course', 'courses') : null,
          assets > 0 ? plural(assets, 'asset', 'assets') : null,
        ]
          .filter(Boolean)
          .join(' · ')}
      </span>
    </span>
  );
}

function PriceAndSaving({ bundle }: { bundle: Bundle }) {
  const saving = savingOf(bundle.listPrice, bundle.price);
  return (
    <span>
      <span className="font-medium text-ink">{formatRupees(bundle.price)}</span>
      <span className="block text-xs text-ink-muted">
        <s>{formatRupees(bundle.listPrice)}</s>
        {saving && <span className="ml-1.5 font-medium text-success">{saving.percent}% off</span>}
      </span>
    </span>
  );
}

function SaleStatus({ bundle }: { bundle: Bundle }) {
  return bundle.isPublished ? (
    <span className="rounded-full bg-success/10 px-2 py-0.5 text-xs font-semibold text-success">On sale</span>
  ) : (
    <span className="rounded-full bg-sand px-2 py-0.5 text-xs font-semibold text-ink-soft">Draft</span>
  );
}

/**
 * Admin → All Bundles: each kit of courses and assets with its price against theirs, on sale or
 * a draft; Edit and Delete. A page at a time, newest first, searched by title on the server.
 */
export function BundlesTable() {
  const table = useTableSearch(BUNDLE_SORT);
  const bundles = useAdminBundlePage(table.search);
  const remove = useDeleteBundle();

  return (
    <>
      <AdminPageHeader
        title="All Bundles"
        description="Courses and digital assets sold together, at one price below what they cost one by one."
        actions={
          <Link to={paths.admin.addBundle} className="btn-primary">
            <Plus size={16} aria-hidden />
            Add Bundle
          </Link>
        }
      />
      <AdminTable<Bundle, BundleSort>
        controls={table}
        query={bundles}
        caption="All bundles, newest first"
        noun={{ one: 'bundle', many: 'bundles' }}
        searchLabel="Search bundles"
        searchPlaceholder="Bundle title"
        loading="Loading bundles"
        failed="The bundles could not be loaded"
        empty={
          <EmptyState icon={Boxes} title="No bundles yet">
            <p>
              Put two or more courses and digital assets together at one price below theirs: a starter kit,
              say, or a course with the presets it uses.
            </p>
            <Link to={paths.admin.addBundle} className="btn-primary mt-5">
              <Plus size={16} aria-hidden />
              Add the first bundle
            </Link>
          </EmptyState>
        }
        rowKey={(bundle) => bundle.id}
        columns={[
          {
            header: 'Title',
            primary: true,
            // Without a cover of its own, the store shows its first item's: so does the table.
            cell: (bundle) => (
              <ProductTitle image={bundle.image || bundle.items[0]?.image} title={bundle.title} />
            ),
          },
          { header: 'Items', numeric: true, cell: (bundle) => <ItemCount bundle={bundle} /> },
          { header: 'Price', numeric: true, cell: (bundle) => <PriceAndSaving bundle={bundle} /> },
          { header: 'Status', cell: (bundle) => <SaleStatus bundle={bundle} /> },
          {
            header: 'Created',
            cell: (bundle) => (
              <time dateTime={bundle.date} className="whitespace-nowrap">
                {createdDay.format(new Date(bundle.date))}
              </time>
            ),
          },
          productActionsColumn({
            name: (bundle) => bundle.title,
            editPath: (bundle) => paths.admin.editBundle(bundle.id),
            deleteDescription:
              'The bundle leaves the store. Students who bought it keep its courses and assets, and their invoices. This cannot be undone.',
            remove: async (bundle) => (await remove.mutateAsync(bundle.id)).message,
          }),
        ]}
      />
    </>
  );
}
