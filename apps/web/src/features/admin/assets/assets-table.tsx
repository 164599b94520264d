import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { Package, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { paths } from '@/config/paths';
import { formatRupees } from '@/lib/money';
import { ASSET_SORT, type AssetSort, useAdminAssetPage, useDeleteAsset } from '../api/assets';
import { AdminPageHeader } from '../components/admin-page';
import { AdminTable } from '../components/admin-table';
import { ProductTitle, productActionsColumn, productSortOptions } from '../components/product-columns';
import { useTableSearch } from '../lib/use-table-search';

const SORT_OPTIONS = productSortOptions('name', 'Name');

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
            cell: (asset) => <ProductTitle image={asset.image[0]} title={asset.name} />,
          },
          { header: 'Students', numeric: true, cell: (asset) => asset.students },
          { header: 'Category', cell: (asset) => asset.category || '—' },
          { header: 'Price', sort: 'price', numeric: true, cell: (asset) => formatRupees(asset.price) },
          productActionsColumn({
            name: (asset) => asset.name,
            editPath: (asset) => paths.admin.editAsset(asset._id),
            deleteDescription:
              'The asset is removed from the store with its preview images. This cannot be undone.',
            remove: async (asset) => (await remove.mutateAsync(asset._id)).message || 'Digital asset deleted',
          }),
        ]}
      />
    </>
  );
}
