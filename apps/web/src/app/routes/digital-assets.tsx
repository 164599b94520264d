import { ASSET_FILTER_CHIPS } from '@academy/shared/catalogue';
import { MESSAGES } from '@academy/shared/messages';
import { PackageOpen } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { AssetGrid } from '@/components/catalogue/catalogue-grids';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterChips } from '@/components/ui/filter-chips';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAssets } from '@/features/assets/api/get-assets';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { breadcrumbs } from '@/lib/page-meta';

type Chip = (typeof ASSET_FILTER_CHIPS)[number];

const isChip = (value: string | null): value is Chip => ASSET_FILTER_CHIPS.some((chip) => chip === value);

export function DigitalAssetsRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('category');
  const category: Chip = isChip(requested) ? requested : 'All';
  const assets = useAssets({ category });

  useDocumentMeta({
    title: 'Digital Assets',
    description:
      'Fonts, Lightroom presets, Photoshop actions, layer styles, PSD mock-ups and e-books from the Kalakriti studio.',
    jsonLd: (absolute) => [breadcrumbs(absolute, [{ name: 'Digital Assets', path: paths.digitalAssets }])],
  });

  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Ready for your next project" title="Digital Assets">
        Fonts, presets, actions and templates made in our Pune studio, licensed for your client work.
      </PageHeader>
      <FilterChips
        label="Asset categories"
        options={ASSET_FILTER_CHIPS}
        value={category}
        onChange={(next) => setSearchParams(next === 'All' ? {} : { category: next }, { replace: true })}
      />
      <section aria-live="polite" aria-busy={assets.isPending} className="mt-8">
        {assets.isPending ? (
          <PageSpinner label="Loading assets" />
        ) : assets.isError ? (
          <EmptyState icon={PackageOpen} title={MESSAGES.genericFailure} />
        ) : assets.data.length === 0 ? (
          <EmptyState icon={PackageOpen} title={MESSAGES.noAssetsInCategory}>
            Try another category, or see everything under All.
          </EmptyState>
        ) : (
          <AssetGrid assets={assets.data} />
        )}
      </section>
    </div>
  );
}
