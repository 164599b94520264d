import { SCROLL_TO_TOP_THRESHOLD_PX } from '@academy/shared/limits';
import { ArrowUp } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useT } from '@/lib/i18n';

/**
 * Every route change starts at the top of the page (SPEC §2 Layout), or at the part its address
 * names (`#reviews`) when that is on the page already; a part that comes with the page's data
 * brings itself into view as it appears. Not the page the browser loaded: it placed that one
 * itself, and a visitor on a slow phone may have scrolled the server-rendered page before it
 * hydrated; they stay where they are.
 */
export function ScrollToTopOnNavigate() {
  const { pathname, search, hash } = useLocation();
  const shown = useRef(`${pathname}${search}`);
  useEffect(() => {
    const location = `${pathname}${search}`;
    if (location === shown.current) return;
    shown.current = location;
    const part = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (part) part.scrollIntoView({ block: 'start', behavior: 'instant' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, search, hash]);
  return null;
}

/** Shown after 300 px of scrolling, on desktop only. */
export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const t = useT();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SCROLL_TO_TOP_THRESHOLD_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-6 bottom-6 z-30 hidden size-12 items-center justify-center rounded-full bg-ink text-paper shadow-card hover:bg-plum md:flex"
      aria-label={t('common.scrollToTop')}
    >
      <ArrowUp size={20} aria-hidden />
    </button>
  );
}
