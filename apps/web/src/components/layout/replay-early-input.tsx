import { type ReactNode, useEffect } from 'react';
import { useInBrowser } from '@/lib/auth';
import { replayEarlyInput, replayUnlessThePageWill, replayWhenThePageIsIn } from '@/lib/early-input';

/**
 * What the visitor did before the page hydrated, replayed once it has (inline/early-input.js):
 * at the root, for a page without the store's layout, which replays once its page is in
 * (ReplayWhenPageIsIn). In a microtask: outside React's commit, each replayed event's update
 * renders before the next event, as a real one's would, so a submit sees the text typed before
 * it. Each wraps what it waits for rather than sitting beside it: a sibling the server did not
 * render would change every useId, and the server's ids would no longer match the browser's.
 */
export function ReplayEarlyInput({ children }: { children: ReactNode }) {
  useEffect(() => queueMicrotask(replayUnlessThePageWill), []);
  return children;
}

/**
 * The store layout's page, inside its own Suspense boundary, which hydrates in a pass after the
 * shell's: the replay waits for it. The layout calls `usePageReplays` as its shell hydrates.
 *
 * It waits too for the page as the browser shows it: hydrated, the page is a visitor's, as the
 * server drew it, and a signed-in student's session comes in the render after. A tap replayed
 * before that reached the visitor's buy box (its GST section asked a signed-in student to sign in).
 */
export function ReplayWhenPageIsIn({ children }: { children: ReactNode }) {
  const inBrowser = useInBrowser();
  useEffect(() => {
    if (inBrowser) queueMicrotask(replayEarlyInput);
  }, [inBrowser]);
  return children;
}

/** For the layout around ReplayWhenPageIsIn: a parent's effects run after its children's, before the root's. */
export function usePageReplays(): void {
  useEffect(replayWhenThePageIsIn, []);
}
