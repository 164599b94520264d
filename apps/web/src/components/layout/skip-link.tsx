import type { MouseEvent } from 'react';
import { useT } from '@/lib/i18n';

/** The id of the `<main>` of the store and admin layouts, the skip link's target. */
export const MAIN_ID = 'main';

/**
 * "Skip to main content": the first focusable element of every page (WCAG 2.4.1). The link works
 * without JavaScript; with it, focus moves into main without the router seeing a new location.
 */
export function SkipLink() {
  const t = useT();
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a href={`#${MAIN_ID}`} className="skip-link" onClick={skip}>
      {t('skipLink')}
    </a>
  );
}
