import type { Bundle } from '@academy/shared/bundles';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { Price } from '@/components/catalogue/price';
import { paths } from '@/config/paths';
import { CardHeart } from '@/components/catalogue/card-heart';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';
import { savingOf } from '../lib/saving';

/** A bundle in a grid: its cover, what it holds, its price against its items', and the saving. */
export function BundleCard({ bundle, eager = false }: { bundle: Bundle; eager?: boolean }) {
  const t = useT();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card transition-shadow hover:shadow-lg has-[a:focus-visible]:focus-ring">
      <CoverImage
        src={bundle.image || bundle.items[0]?.image}
        alt=""
        width={800}
        height={450}
        eager={eager}
        className="w-full transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <CardHeart item={{ kind: 'bundle', id: bundle.id }} title={bundle.title} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wider text-plum uppercase">
          {t('bundle.eyebrow', { count: bundle.items.length })}
        </p>
        <h3 translate="no" className="mt-1.5 text-lg leading-snug font-semibold">
          <Link
            to={paths.bundleDetails(bundle.id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {bundle.title}
          </Link>
        </h3>
        <ul className="mt-2 space-y-1 text-sm text-ink-soft" aria-label={t('bundle.items')}>
          {bundle.items.slice(0, 3).map((item) => (
            <li key={`${item.type}:${item.id}`} translate="no" className="truncate">
              {item.title}
            </li>
          ))}
          {bundle.items.length > 3 && <li>{t('bundle.more', { count: bundle.items.length - 3 })}</li>}
        </ul>
        <div className="mt-auto pt-4">
          <Price price={bundle.price} fakePrice={bundle.listPrice} />
          <p className="mt-1 text-sm font-semibold text-success">
            {t('bundle.save', { amount: formatRupees(savingOf(bundle).rupees) })}
          </p>
        </div>
      </div>
    </article>
  );
}
