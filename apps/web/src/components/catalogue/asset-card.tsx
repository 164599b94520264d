import type { AssetSummary } from '@academy/shared/catalogue-assets';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CardHeart } from './card-heart';
import { CoverImage } from './cover-image';
import { Price } from './price';
import { CardRating } from './rating-stars';

export function AssetCard({ asset, eager = false }: { asset: AssetSummary; eager?: boolean }) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card transition-shadow hover:shadow-lg has-[a:focus-visible]:focus-ring">
      <CoverImage
        src={asset.image[0]}
        alt=""
        width={600}
        height={450}
        eager={eager}
        sizes="(min-width: 1024px) 25vw, 50vw"
        className="w-full transition-transform duration-300 group-hover:scale-[1.02]"
      />
      <CardHeart item={{ kind: 'asset', id: asset._id }} title={asset.name} />
      <div className="flex flex-1 flex-col p-4">
        {asset.category && (
          <p translate="no" className="text-xs font-semibold tracking-wider text-plum uppercase">
            {asset.category}
          </p>
        )}
        <h3 translate="no" className="mt-1.5 leading-snug font-semibold">
          <Link
            to={paths.assetDetails(asset._id)}
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {asset.name}
          </Link>
        </h3>
        {asset.subTitle && (
          <p translate="no" className="mt-1 line-clamp-2 text-sm text-ink-soft">
            {asset.subTitle}
          </p>
        )}
        <CardRating rating={asset.rating} />
        <div className="mt-auto pt-3">
          <Price price={asset.price} fakePrice={asset.fakePrice} />
        </div>
      </div>
    </article>
  );
}
