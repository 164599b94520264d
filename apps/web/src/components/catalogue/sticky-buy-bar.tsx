import { type ReactNode, useEffect, useState } from 'react';
import { Price } from './price';
import { useT } from '@/lib/i18n';

/** Below Tailwind's `md` breakpoint (48rem). */
const PHONE_QUERY = '(width < 48rem)';

/**
 * On phones (below `md`), a bar at the bottom of the screen with the price and the page's own
 * primary action, shown once the page's price and Buy Now block has scrolled up out of view, so
 * the buyer never has to scroll back to buy. Hidden on wider screens, where the block stays near.
 *
 * `children` is the same action the block offers (Buy Now calling the page's buy handler, or the
 * owner's Go To Course / Download). The body keeps room for the bar at the bottom of the page
 * (styles.css, `[data-sticky-buy-bar]`), so it never covers the page's last content.
 */
export function StickyBuyBar({
  watch,
  title,
  price,
  fakePrice,
  children,
}: {
  /**
   * The page's own price and Buy Now block, as the element itself (a callback ref's state), so
   * the bar starts watching whenever the block is there, however late it arrives.
   */
  watch: HTMLElement | null;
  title: string;
  price: number;
  fakePrice: number;
  children: ReactNode;
}) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (!watch) return;
    const phone = window.matchMedia(PHONE_QUERY);
    // Read from where the block is at each scroll rather than from an IntersectionObserver:
    // Chromium's observer once never reported a jump from the top straight to the end of an
    // asset page (CI of b1db94e), and the bar stayed away with the Buy Now 1,000 px above the
    // screen. One rectangle a frame while scrolling costs nothing next to the scroll itself.
    // Only once the block is above the screen: a block still below it is on its way.
    const update = () =>
      setShown(phone.matches && watch.isConnected && watch.getBoundingClientRect().bottom <= 0);
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    // The page may have been scrolled before it came alive (a jump to the end while it loads).
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll, { passive: true });
    // The block also moves without a scroll when the page above it grows or shrinks (pictures
    // arriving, a coupon box opening).
    const pageResized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(onScroll);
    pageResized?.observe(document.body);
    phone.addEventListener('change', update);
    return () => {
      cancelAnimationFrame(frame);
      pageResized?.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      phone.removeEventListener('change', update);
    };
  }, [watch]);

  const t = useT();
  return (
    <section
      aria-label={t('buy.bar')}
      data-sticky-buy-bar
      data-shown={shown}
      // Hidden (out of the accessibility tree and tab order) until the block scrolls away.
      className={`fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_-12px_rgb(22_19_31/0.25)] backdrop-blur md:hidden ${
        shown ? 'visible animate-[slide-up_200ms_ease-out]' : 'invisible'
      }`}
    >
      {/* Empty until shown: the page's price and action are not repeated where nobody sees them. */}
      {shown && (
        <div className="flex items-center gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <p className="truncate text-xs text-ink-muted">{title}</p>
            <Price price={price} fakePrice={fakePrice} />
          </div>
          <div className="shrink-0">{children}</div>
        </div>
      )}
    </section>
  );
}
