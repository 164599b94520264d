import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { Package, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { ASSET_SORT, type AssetSort, useAdminAssetPage, useDeleteAsset } from '../api/assets';
import { AdminPageHeader } from '../components/admin-page';
import { AdminTable, type SortOption } from '../components/admin-table';
import { DeleteAction } from '../components/delete-action';
import { editLinkClass } from '../courses/courses-table';
import { useTableSearch } from '../lib/use-table-search';

const SORT_OPTIONS: SortOption<AssetSort>[] = [
  { sort: 'date', dir: 'desc', label: 'Newest first' },
  { sort: 'date', dir: 'asc', label: 'Oldest first' },
  { sort: 'name', dir: 'asc', label: 'Name, A to Z' },
  { sort: 'name', dir: 'desc', label: 'Name, Z to A' },
  { sort: 'price', dir: 'asc', label: 'Price, low to high' },
  { sort: 'price', dir: 'desc', label: 'Price, high to low' },
];

/**
 * SPEC §2 All Assets: the same columns as All Courses; Edit and Delete. A page at a time,
 * searched by name and sorted on the server.
 */
export function AssetsTable() {
  const table = useTableSearch(ASSET_SORT);
  const assets = useAdminAssetPage(table.search);
  const remove = useDeleteAsset();

  return (
    <>
      <AdminPageHeader
        title="All Assets"
        description="Every digital asset in the store: presets, fonts, PSD files, e-books."
        actions={
          <Link to={paths.admin.addAsset} className="btn-primary">
            <Plus size={16} aria-hidden />
            Add Digital Asset
          </Link>
        }
      />
      <AdminTable<AssetSummary, AssetSort>
        controls={table}
        query={assets}
        caption="All digital assets"
        noun={{ one: 'asset', many: 'assets' }}
        searchLabel="Search assets"
        searchPlaceholder="Asset name"
        sortOptions={SORT_OPTIONS}
        loading="Loading assets"
        failed="The assets could not be loaded"
        empty={
          <EmptyState icon={Package} title="No digital assets yet">
            <p>Add presets, fonts, PSD files or e-books for students to buy and download.</p>
          </EmptyState>
        }
        rowKey={(asset) => asset._id}
        columns={[
          {
            header: 'Title',
            sort: 'name',
            primary: true,
            cell: (asset) => (
              <span className="flex items-center gap-3">
                {asset.image[0] ? (
                  <img src={asset.image[0]} alt="" className="size-9 shrink-0 rounded-lg object-cover" />
                ) : (
                  <span className="size-9 shrink-0 rounded-lg bg-sand" aria-hidden />
                )}
                {asset.name}
              </span>
            ),
          },
          { header: 'Students', numeric: true, cell: (asset) => asset.students },
          { header: 'Category', cell: (asset) => asset.category || '—' },
          { header: 'Price', sort: 'price', numeric: true, cell: (asset) => formatRupees(asset.price) },
          {
            header: 'Actions',
            actions: true,
            cell: (asset) => (
              <div className="flex justify-end gap-2 max-md:justify-start">
                <Link to={paths.admin.editAsset(asset._id)} className={editLinkClass}>
                  <Pencil size={15} aria-hidden />
                  Edit<span className="sr-only"> {asset.name}</span>
                </Link>
                <DeleteAction
                  itemName={asset.name}
                  title={`Delete “${asset.name}”?`}
                  description="The asset is removed from the store with its preview images. This cannot be undone."
                  onDelete={async () => {
                    const response = await remove.mutateAsync(asset._id);
                    notify.success(response.message || 'Digital asset deleted');
                  }}
                />
              </div>
            ),
          },
        ]}
      />
    </>
  );
}
