import { useEffect, useRef, useState } from 'react';

/** How far below the screen a section starts fetching its code, so it is there on arrival. */
const NEAR_MARGIN = '600px 0px';

/**
 * Whether the element has come within `margin` of the screen; once true, it stays. A section
 * below the fold renders its part that needs code or data only then.
 */
export function useNear<E extends HTMLElement = HTMLElement>(margin = NEAR_MARGIN) {
  const element = useRef<E>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [near, margin]);
  return { element, near };
}
