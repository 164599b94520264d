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
