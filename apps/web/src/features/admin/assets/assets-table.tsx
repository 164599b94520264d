import type { AssetSummary } from '@academy/shared/catalogue-api';
import { Package, Pencil, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { formatRupees } from '@/lib/money';
import { notify } from '@/lib/toast';
import { useAdminAssets, useDeleteAsset } from '../api/assets';
import { AdminPageHeader, LoadError } from '../components/admin-page';
import { DataTable } from '../components/data-table';
import { DeleteAction } from '../components/delete-action';
import { editLinkClass } from '../courses/courses-table';

/** SPEC §2 All Assets: the same columns as All Courses; Edit and Delete. */
export function AssetsTable() {
  const assets = useAdminAssets();
  const remove = useDeleteAsset();

  const header = (
    <AdminPageHeader
      title="All Assets"
      description="Every digital asset in the store, newest first."
      actions={
        <Link to={paths.admin.addAsset} className="btn-primary">
          <Plus size={16} aria-hidden />
          Add Digital Asset
        </Link>
      }
    />
  );

  if (assets.isPending)
    return (
      <>
        {header}
        <PageSpinner label="Loading assets" />
      </>
    );
  if (assets.isError) {
    return (
      <>
        {header}
        <LoadError
          title="The assets could not be loaded"
          message={assets.error instanceof ApiError ? assets.error.message : undefined}
          onRetry={() => void assets.refetch()}
          retrying={assets.isFetching}
        />
      </>
    );
  }

  return (
    <>
      {header}
      {assets.data.length === 0 ? (
        <EmptyState icon={Package} title="No digital assets yet">
          <p>Add presets, fonts, PSD files or e-books for students to buy and download.</p>
        </EmptyState>
      ) : (
        <DataTable<AssetSummary>
          caption="All digital assets"
          rows={assets.data}
          rowKey={(asset) => asset._id}
          columns={[
            {
              header: 'Title',
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
            { header: 'Price', numeric: true, cell: (asset) => formatRupees(asset.price) },
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
      )}
    </>
  );
}
