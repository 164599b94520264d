import { useEffect, useState } from 'react';

/**
 * False on the first render (on the server too), true once the browser has painted the page
 * and has a moment to spare (at most `timeoutMs` later): the time to load code that only an
 * interaction needs.
 */
export function useWhenIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(handle);
  }, [timeoutMs]);
  return idle;
}
