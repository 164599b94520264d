import { useEffect, useRef, useState } from 'react';

/**
 * A Radix dialog opened from state, not from its own Trigger, sends focus nowhere when it closes.
 * This remembers the last control focused before the dialog opened (the opener may have been
 * disabled meanwhile, say Buy Now while the order is created, which drops its focus) and gives
 * focus back to it (WCAG 2.4.3): pass the result as the dialog content's `onCloseAutoFocus`.
 * A dialog whose code arrives after it was opened starts from the control focused then.
 */
export function useReturnFocus(open: boolean) {
  const [focusedAtMount] = useState(() =>
    typeof document !== 'undefined' && document.activeElement instanceof HTMLElement
      ? document.activeElement
      : null,
  );
  const opener = useRef<HTMLElement | null>(focusedAtMount);
  useEffect(() => {
    if (open) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) opener.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [open]);
  return (event: Event) => {
    const target = opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    target.focus();
  };
}
