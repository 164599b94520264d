import { Heart } from 'lucide-react';
import type { CardHeartProps } from '@/components/catalogue/card-heart';
import { useT } from '@/lib/i18n';
import { isWished, useWishlist, useWishToggle, type WishRef } from '../api/wishlist';

/**
 * The heart (issue 31): saves a course, an asset or a bundle to the student's wishlist, and takes
 * it out again. A toggle button with a name that stays put, so a screen reader says whether it is
 * pressed (saved). On a card it is a round icon over the cover, named with the product's title;
 * on a product's page, a Save button whose heart fills.
 */
export function WishButton({
  item,
  title,
  variant,
  className = '',
}: {
  item: WishRef;
  title: string;
  variant: 'card' | 'page';
  className?: string;
}) {
  const t = useT();
  const wishlist = useWishlist();
  const { toggle, isPending, pendingItem } = useWishToggle();
  const saved = isWished(wishlist.data, item);
  const busy = isPending && pendingItem?.id === item.id;
  const icon = (
    <Heart size={variant === 'card' ? 18 : 16} aria-hidden fill={saved ? 'currentColor' : 'none'} />
  );
  const press = () => toggle(item, !saved);

  if (variant === 'card') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        aria-label={t('wishlist.saveTitle', { title })}
        aria-busy={busy}
        disabled={busy}
        onClick={press}
        className={`flex size-10 items-center justify-center rounded-full bg-white/90 shadow-card backdrop-blur transition-colors hover:bg-white ${saved ? 'text-accent-strong' : 'text-ink'} ${className}`}
      >
        {icon}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-busy={busy}
      disabled={busy}
      onClick={press}
      className={`btn border ${saved ? 'border-accent/60 text-accent-strong' : 'border-current/30'} ${className}`}
    >
      {icon}
      {t('wishlist.save')}
    </button>
  );
}

/** The heart over a catalogue card's cover (components/catalogue/card-heart.tsx). */
export const cardWishButton = ({ item, title }: CardHeartProps) => (
  <WishButton item={item} title={title} variant="card" className="absolute top-3 right-3 z-10" />
);
