import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { useBundlesHolding } from '../api/bundles-holding';

/**
 * On a course's or an asset's page: the bundles on sale that hold it, "Get it in a kit and save
 * ₹…", rendered by the server with the page, so nothing moves once it is there. A page without
 * kits shows nothing.
 */
export function KitOffer({ kind, id }: { kind: 'course' | 'asset'; id: string }) {
  const bundles = useBundlesHolding(kind, id);
  const t = useT();
  const offers = bundles.data ?? [];
  if (offers.length === 0) return null;
  return (
    <aside aria-label={t('bundle.kits')} className="mt-6 space-y-2">
      {offers.map((bundle) => (
        <Link
          key={bundle.id}
          to={paths.bundleDetails(bundle.id)}
          className="flex items-center gap-3 rounded-2xl border border-accent/40 bg-paper px-4 py-3 text-sm text-ink transition-colors hover:bg-accent-soft"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-semibold text-ink">
              {t('bundle.getInKit', { amount: formatRupees(Math.max(0, bundle.listPrice - bundle.price)) })}
            </span>
            <span translate="no" className="block truncate text-ink-soft">
              {bundle.title}
            </span>
          </span>
          <ArrowRight size={18} className="shrink-0 text-accent-strong" aria-hidden />
        </Link>
      ))}
    </aside>
  );
}
