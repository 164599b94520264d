import { useCallback, useEffect, useRef } from 'react';
import { HELD_TAP_MS } from './early-input';

/**
 * A tap on an action the page cannot take yet: Buy Now or Add To Cart while the page asks
 * whether the signed-in student owns the product (one request, right after the page hydrates).
 * A disabled button swallowed such a tap without a trace; the tap is held instead, and the
 * action runs once the page knows, as the page then stands (it may find the product is theirs
 * and do nothing). Like a tap before hydration (early-input.ts), a tap held longer than
 * HELD_TAP_MS is dropped: it is no longer what the student expects. Returns the click handler.
 */
export function useHeldTap(waiting: boolean, action: () => void): () => void {
  const latest = useRef(action);
  const heldAt = useRef<number | null>(null);
  useEffect(() => {
    latest.current = action;
  });
  useEffect(() => {
    if (waiting || heldAt.current === null) return;
    const at = heldAt.current;
    heldAt.current = null;
    if (Date.now() - at <= HELD_TAP_MS) latest.current();
  }, [waiting]);
  return useCallback(() => {
    if (waiting) heldAt.current = Date.now();
    else latest.current();
  }, [waiting]);
}
