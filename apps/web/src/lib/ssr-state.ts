import { type DehydratedState, dehydrate, hydrate, type QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';
import { scriptJson } from './page-meta';

/** The id of the <script type="application/json"> the server writes into every page. */
export const APP_STATE_ID = 'app-state';

/** What the server tells the browser: where the store lives and, for a rendered page, its data. */
export type AppState = {
  publicUrl: string;
  /** The page's HTML was rendered on the server: hydrate it rather than render it again. */
  rendered: boolean;
  queries: DehydratedState | null;
};

type SerialisedError = { status: number; message: string };

/**
 * The server's answers, successes and 4xx failures (an unknown course shows 'Page Not Found'
 * on both sides). An ApiError travels as its status and message.
 */
export function dehydrateQueries(client: QueryClient): DehydratedState {
  const state = dehydrate(client, {
    shouldDehydrateQuery: (query) =>
      query.state.status === 'success' ||
      (query.state.status === 'error' &&
        query.state.error instanceof ApiError &&
        query.state.error.status < 500),
  });
  for (const query of state.queries) {
    const { error } = query.state;
    if (error instanceof ApiError) {
      const serialised: SerialisedError = { status: error.status, message: error.message };
      Object.assign(query.state, { error: serialised, fetchFailureReason: serialised });
    }
  }
  return state;
}

/** Puts the server's answers into the browser's cache before the first render. */
export function hydrateQueries(client: QueryClient, state: DehydratedState): void {
  for (const query of state.queries) {
    const serialised = query.state.error as SerialisedError | null;
    if (!serialised) continue;
    const error = new ApiError(serialised.status, serialised.message);
    Object.assign(query.state, { error, fetchFailureReason: error });
    // Shown as the server showed it ('Page Not Found'), not fetched again on mount.
    client.setQueryDefaults(query.queryKey, { retryOnMount: false });
  }
  hydrate(client, state);
}

export const serialiseAppState = (state: AppState) => scriptJson(state);

/** The server's state in this page, if it wrote one. */
export function readAppState(): AppState | null {
  const text = document.getElementById(APP_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as AppState;
  } catch {
    return null;
  }
}
