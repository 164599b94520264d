import type { GiftProduct, GiftView } from '@academy/shared/gifts';
import { ArrowRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { CoverImage } from '@/components/catalogue/cover-image';
import { paths } from '@/config/paths';
import { messageWith, useT } from '@/lib/i18n';

const PAGE_OF = { course: paths.courseDetails, asset: paths.assetDetails } as const;
const KIND_LABEL = { course: 'cart.videoCourse', asset: 'asset.metaTitle' } as const;

/** Names someone typed stay as they were typed, in every language. */
const Name = ({ children }: { children: string }) => <span translate="no">{children}</span>;

function ProductRow({ product, owned }: { product: GiftProduct; owned: boolean }) {
  const t = useT();
  return (
    <li className="flex items-center gap-4 px-5 py-4 sm:px-6">
      <CoverImage
        src={product.image || undefined}
        alt=""
        width={160}
        height={90}
        sizes="7rem"
        className="w-20 shrink-0 rounded-xl object-cover sm:w-28"
      />
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold tracking-wider text-accent-strong uppercase">
          {t(KIND_LABEL[product.type])}
        </p>
        <Link
          translate="no"
          to={PAGE_OF[product.type](product.id)}
          className="mt-1 line-clamp-2 font-semibold [overflow-wrap:anywhere] hover:text-accent-strong hover:underline"
        >
          {product.title}
        </Link>
        {owned && product.type === 'course' && (
          <Link
            to={paths.courseProgress(product.id)}
            aria-label={t('receipt.startLearningLabel', { title: product.title })}
            className="mt-1 inline-flex items-center gap-1 text-sm font-semibold text-accent-strong underline-offset-4 hover:underline"
          >
            {t('receipt.startLearning')}
            <ArrowRight size={14} aria-hidden />
          </Link>
        )}
      </div>
    </li>
  );
}

/**
 * Issue 31: the gift as its recipient opens it: who it is from and for, the buyer's own words,
 * and what is inside, each product linked to its page (with Start learning once it is theirs).
 */
export function GiftCard({ view, owned }: { view: GiftView; owned: boolean }) {
  const t = useT();
  return (
    <article
      aria-labelledby="gift-title"
      className="overflow-hidden rounded-[var(--radius-card)] border border-line bg-white shadow-card"
    >
      <header className="relative overflow-hidden bg-plum px-5 py-8 text-paper sm:px-8 sm:py-10">
        <div className="absolute -top-16 -right-16 size-44 rounded-full bg-accent-bright/90" aria-hidden />
        <span className="relative flex size-12 items-center justify-center rounded-full bg-paper text-accent-strong">
          <Gift size={24} aria-hidden />
        </span>
        <p className="relative mt-5 text-xs font-semibold tracking-[0.2em] text-paper/85 uppercase">
          {messageWith((name) => t('giftClaim.eyebrow', { name }), <Name>{view.recipientName}</Name>)}
        </p>
        <h1 id="gift-title" className="relative mt-2 max-w-lg text-3xl font-semibold sm:text-4xl">
          {messageWith((name) => t('giftClaim.title', { name }), <Name>{view.fromName}</Name>)}
        </h1>
        {view.message && (
          <figure className="relative mt-6 max-w-lg border-l-4 border-accent-bright pl-4">
            <figcaption className="text-sm text-paper/85">
              {messageWith((name) => t('giftClaim.theyWrote', { name }), <Name>{view.fromName}</Name>)}
            </figcaption>
            <blockquote translate="no" className="mt-1 text-lg whitespace-pre-line text-paper">
              {view.message}
            </blockquote>
          </figure>
        )}
      </header>
      <h2 className="px-5 pt-5 font-sans text-xs font-semibold tracking-wider text-ink-muted uppercase sm:px-6">
        {t('giftClaim.inside', { count: view.products.length })}
      </h2>
      <ul className="divide-y divide-line">
        {view.products.map((product) => (
          <ProductRow key={`${product.type}-${product.id}`} product={product} owned={owned} />
        ))}
      </ul>
    </article>
  );
}
