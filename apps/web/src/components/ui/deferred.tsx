import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';
import { useWhenIdle } from '@/lib/use-when-idle';
import { isOffline, retryWhenOnline } from '@/lib/when-online';

/** What the real control is told: it mounts because the user opened it, so it starts open. */
export type DeferredProps = { openAtStart: boolean };

/** What the look-alike gets: open the control, or the first sign the user is about to. */
export type PlaceholderProps = {
  onOpen: () => void;
  /** For the look-alike's pointer-enter, pointer-down and focus: the code starts downloading. */
  onIntent: () => void;
};

/**
 * A control whose code (a Radix menu or dialog) stays out of the page's load: `Placeholder`
 * renders a look-alike of it (the same on the server) until the user opens it. A pointer over
 * it, a touch or keyboard focus fetches the code, so it is usually there by the click; the click
 * mounts the real control, open, with the look-alike shown meanwhile, so nothing on the page
 * moves. Nothing of it runs while the page loads and hydrates, when a phone has least to spare.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredProps> }>,
  Placeholder: ComponentType<P & PlaceholderProps>,
): (props: P) => JSX.Element {
  const Real = lazy(retryWhenOnline(load));
  // The module cache keeps what this fetched: the lazy component's own import finds it there.
  // Offline, the click's own fetch waits for the network instead.
  const prefetch = () => {
    if (!isOffline()) void load().catch(() => undefined);
  };
  return function Deferred(props: P) {
    const [opened, setOpened] = useState(false);
    const placeholder = <Placeholder {...props} onOpen={() => setOpened(true)} onIntent={prefetch} />;
    if (!opened) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Real {...props} openAtStart />
      </Suspense>
    );
  };
}

/**
 * A dialog whose code (Radix, a player) stays out of the page's first load: it is fetched once
 * the browser is idle after the first paint, or at once if `isOpen` is true before that. Closed
 * and not yet loaded, it renders nothing, on the server too. Opened before its code is there (a
 * tap on a slow phone before the page went idle), it shows `Opening` meanwhile, so the tap is seen
 * to have worked.
 */
export function deferredDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
  Opening?: ComponentType<P>,
): (props: P) => JSX.Element | null {
  const Real = lazy(retryWhenOnline(load));
  return function DeferredDialog(props: P) {
    const idle = useWhenIdle();
    const open = isOpen(props);
    if (!idle && !open) return null;
    return (
      <Suspense fallback={open && Opening ? <Opening {...props} /> : null}>
        <Real {...props} />
      </Suspense>
    );
  };
}
