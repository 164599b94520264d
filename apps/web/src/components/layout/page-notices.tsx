import { type ReactNode, useEffect, useRef } from 'react';

/**
 * What the store says to one browser about itself, which the server cannot know when it draws the
 * page: confirm your address, this page in your language, you are offline, a new release, install
 * the store. Each comes after the page is drawn, so they sit over the page at the bottom of the
 * screen and never in its flow: a notice arriving under the header moved the page down under a
 * tap aimed at Add To Cart (issue 32), and pushed everything a first look had placed.
 *
 * The body keeps room below its end for them (`--page-notices` in styles.css), so the page's last
 * content can still be scrolled clear; room added at the end moves nothing above it.
 */
export function PageNotices({ children }: { children: ReactNode }) {
  const stack = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = stack.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty('--page-notices', `${element.offsetHeight}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--page-notices');
    };
  }, []);
  return (
    <div ref={stack} data-page-notices className="page-notices">
      {children}
    </div>
  );
}
