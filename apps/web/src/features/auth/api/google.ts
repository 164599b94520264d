import type { AuthConfig } from '@academy/shared/auth';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const STATE_KEY = 'googleOAuthState';

export const authConfigQuery = queryOptions({
  queryKey: queryKeys.authConfig,
  queryFn: () => api.get('/auth/config').then((response) => response.data),
  staleTime: Infinity,
});

export const useAuthConfig = () => useQuery(authConfigQuery);

/** Sends the browser to Google's consent screen; Google comes back to /auth with a code. */
export function startGoogleSignIn(google: NonNullable<AuthConfig['google']>): void {
  const state = crypto.randomUUID();
  sessionStorage.setItem(STATE_KEY, state);
  const url = new URL(google.authUrl);
  url.search = new URLSearchParams({
    client_id: google.clientId,
    redirect_uri: google.redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    prompt: 'select_account',
    state,
  }).toString();
  window.location.assign(url.toString());
}

/** The state we sent must come back, so nobody can slip us their own code. */
export function takeGoogleState(returned: string | null): boolean {
  const expected = sessionStorage.getItem(STATE_KEY);
  sessionStorage.removeItem(STATE_KEY);
  return Boolean(expected && returned && expected === returned);
}

export const exchangeGoogleCode = (code: string) => api.get('/google', { query: { code } });

export const useGoogleExchange = () => useMutation({ mutationFn: exchangeGoogleCode });
