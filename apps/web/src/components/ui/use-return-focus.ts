import { useEffect, useRef, useState } from 'react';

/**
 * A Radix dialog opened from state, not from its own Trigger, sends focus nowhere when it closes.
 * This remembers the last control focused before the dialog opened (the opener may have been
 * disabled meanwhile, say Buy Now while the order is created, which drops its focus) and gives
 * focus back to it (WCAG 2.4.3): pass the result as the dialog content's `onCloseAutoFocus`.
 * A dialog whose code arrives after it was opened starts from the control focused then, unless
 * its opener says which control opened it (`openedBy`, taken before that control turned busy).
 * `openedBy` is kept from while the dialog was open: the render that closes it may no longer
 * name it (the checkout forgets its sheet, opener and all, as it closes).
 */
export function useReturnFocus(open: boolean, openedBy: HTMLElement | null = null) {
  const [focusedAtMount] = useState(() =>
    typeof document !== 'undefined' &&
    document.activeElement instanceof HTMLElement &&
    document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const opener = useRef<HTMLElement | null>(focusedAtMount);
  const openedByWhileOpen = useRef<HTMLElement | null>(openedBy);
  useEffect(() => {
    if (open) openedByWhileOpen.current = openedBy;
  }, [open, openedBy]);
  useEffect(() => {
    if (open) return;
    const remember = (event: FocusEvent) => {
      if (event.target instanceof HTMLElement) opener.current = event.target;
    };
    document.addEventListener('focusin', remember);
    return () => document.removeEventListener('focusin', remember);
  }, [open]);
  return (event: Event) => {
    const target = openedByWhileOpen.current ?? opener.current;
    if (!target?.isConnected) return;
    event.preventDefault();
    focusWhenEnabled(target);
  };
}

/**
 * The opener can still be disabled when the dialog closes: Buy Now stays busy until the checkout
 * that opened the dialog has settled, a render that may land just after the close. `focus()` on a
 * disabled control does nothing, so wait for it to be enabled, unless the user has moved focus
 * somewhere else by then.
 */
function focusWhenEnabled(target: HTMLElement) {
  if (!target.matches(':disabled')) {
    target.focus();
    return;
  }
  const observer = new MutationObserver(() => {
    if (!target.isConnected || focusMovedOn()) return observer.disconnect();
    if (target.matches(':disabled')) return;
    observer.disconnect();
    target.focus();
  });
  observer.observe(target, { attributes: true, attributeFilter: ['disabled'] });
}

function focusMovedOn() {
  return document.activeElement !== null && document.activeElement !== document.body;
}
