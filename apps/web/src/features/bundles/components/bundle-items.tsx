import type { BundleItem } from '@academy/shared/bundles';
import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';
import { formatRupees } from '@/lib/money';

/** What a bundle holds, each with its own price and page; a student's own items are marked. */
export function BundleItems({ items }: { items: BundleItem[] }) {
  const t = useT();
  return (
    <ul className="divide-y divide-line overflow-hidden rounded-[var(--radius-card)] border border-line bg-white">
      {items.map((item) => (
        <li key={`${item.type}:${item.id}`} className="relative flex items-center gap-4 p-4 hover:bg-paper">
          <CoverImage
            src={item.image}
            alt=""
            width={160}
            height={90}
            sizes="160px"
            className="w-28 shrink-0 rounded-lg sm:w-36"
          />
          <div className="min-w-0 flex-1">
            <p className="text-xs font-semibold tracking-wider text-plum uppercase">
              {item.type === 'course' ? t('bundle.course') : t('bundle.asset')}
            </p>
            <Link
              to={item.type === 'course' ? paths.courseDetails(item.id) : paths.assetDetails(item.id)}
              translate="no"
              className="mt-0.5 block font-semibold break-words after:absolute after:inset-0 hover:underline"
            >
              {item.title}
            </Link>
            {item.owned && (
              <p className="mt-1 inline-flex items-center gap-1.5 text-sm font-semibold text-success">
                <CircleCheck size={15} aria-hidden />
                {t('bundle.owned')}
              </p>
            )}
          </div>
          <p
            className={`shrink-0 text-sm tabular-nums ${item.owned ? 'text-ink-muted line-through' : 'text-ink'}`}
          >
            {item.price === 0 ? t('price.free') : formatRupees(item.price)}
          </p>
        </li>
      ))}
    </ul>
  );
}
