import { useEffect, useState } from 'react';

/**
 * The suggestions to show: while a pointer is pressed on one, the list it was pressed on. Fresh
 * suggestions that arrive between press and release would otherwise move the option out from
 * under the pointer, and the release, landing elsewhere, would choose nothing.
 */
export function useHeldWhilePressed<T>(items: T[]) {
  const [held, setHeld] = useState<T[] | null>(null);

  useEffect(() => {
    if (!held) return;
    let timer: number | undefined;
    // Let go once the release's click has reached the option it was pressed on.
    const letGo = () => {
      timer = window.setTimeout(() => setHeld(null));
    };
    window.addEventListener('pointerup', letGo, true);
    window.addEventListener('pointercancel', letGo, true);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener('pointerup', letGo, true);
      window.removeEventListener('pointercancel', letGo, true);
    };
  }, [held]);

  return { shown: held ?? items, hold: () => setHeld(items) };
}
