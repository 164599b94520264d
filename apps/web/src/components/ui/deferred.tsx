import { type ComponentType, type JSX, lazy, Suspense, useState } from 'react';
import { useWhenIdle } from '@/lib/use-when-idle';

/** What the real control is told: whether the user already reached for it (open it at once). */
export type DeferredProps = { openAtStart: boolean };

/**
 * A control whose code (a Radix menu or dialog) stays out of the first-load bundle: until the
 * browser is idle after the first paint, `Placeholder` renders a look-alike of it (the same on the
 * server); a click on the placeholder loads the code at once and opens the real control. The
 * placeholder is shown again while the code arrives, so nothing on the page moves.
 */
export function deferred<P extends object>(
  load: () => Promise<{ default: ComponentType<P & DeferredProps> }>,
  Placeholder: ComponentType<P & { onOpen: () => void }>,
): (props: P) => JSX.Element {
  const Real = lazy(load);
  return function Deferred(props: P) {
    const idle = useWhenIdle();
    const [openAtStart, setOpenAtStart] = useState(false);
    const placeholder = <Placeholder {...props} onOpen={() => setOpenAtStart(true)} />;
    if (!idle && !openAtStart) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Real {...props} openAtStart={openAtStart} />
      </Suspense>
    );
  };
}

/**
 * A dialog whose code (Radix, a player) stays out of the page's first load: it is fetched once
 * the browser is idle after the first paint, or at once if `isOpen` is true before that. Closed
 * and not yet loaded, it renders nothing, on the server too.
 */
export function deferredDialog<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
): (props: P) => JSX.Element | null {
  const Real = lazy(load);
  return function DeferredDialog(props: P) {
    const idle = useWhenIdle();
    if (!idle && !isOpen(props)) return null;
    return (
      <Suspense fallback={null}>
        <Real {...props} />
      </Suspense>
    );
  };
}
