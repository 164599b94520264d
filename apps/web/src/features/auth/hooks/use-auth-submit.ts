import type { User } from '@academy/shared/auth';
import { TOAST_REGISTER_SUCCESS_MS } from '@academy/shared/limits';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError, api } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { storage } from '@/lib/storage';
import { notify } from '@/lib/toast';
import { takeGoogleState, useGoogleExchange } from '../api/google';
import { useLogin } from '../api/login';
import { useRegister } from '../api/register';
import { takeRedirectPath } from '../lib/redirect-path';
import { translate } from '@/lib/i18n';

export type AuthDetails = { name: string; phone: string; email: string; password: string };

/**
 * What the Sign In and Sign Up forms send, and where a signed-in user goes next: the stored
 * redirect path, or the admin dashboard; with the return from Google's sign-in handled here too.
 */
export function useAuthSubmit() {
  const navigate = useNavigate();
  const { signIn, clearAuth } = useAuth();
  const loginMutation = useLogin();
  const registerMutation = useRegister();
  const googleExchange = useGoogleExchange();
  const [searchParams, setSearchParams] = useSearchParams();
  const handledGoogleReturn = useRef(false);
  // From Submit until the next page is on screen, the form shows it is working: after the login
  // answers, the auth check and the next page's code (a chunk fetched over a phone's network)
  // still take a while, and an idle Sign In form under 'Logged in successfully' invites a retry.
  const [submitting, setSubmitting] = useState(false);
  // A locked sign-in says when to try again and how to get in now: longer than a toast lasts.
  const [lockedOut, setLockedOut] = useState<string | null>(null);
  // An account an admin disabled (issue 26): the server's reason stays on the form.
  const [refused, setRefused] = useState<string | null>(null);
  const keepRefusal = (error: unknown) => {
    if (error instanceof ApiError && error.status === 403) setRefused(error.message);
  };
  // Any other reason a sign-in or sign-up failed stays under the form after SPEC's toast has gone
  // (issue 28): a wrong password, an address already registered, being offline.
  const [failure, setFailure] = useState<string | null>(null);
  const [navigating, startNavigation] = useTransition();

  const finishSignIn = (accessToken: string, user: User) => {
    const target = user.role === 'admin' ? paths.admin.dashboard : takeRedirectPath();
    // The router applies locations in a transition. Were the signed-in state rendered on its
    // own first, the guard on /auth would send the new student to / and override the target
    // (the stored redirect path). In one transition both land in the same render; until it is
    // on screen, `navigating` keeps the form busy.
    startNavigation(() => {
      signIn(accessToken, user);
      navigate(target, { replace: true });
    });
  };

  // Google sends the browser back here with ?code&state, or ?error when the user declined.
  useEffect(() => {
    if (handledGoogleReturn.current) return;
    const code = searchParams.get('code');
    const state = searchParams.get('state');
    if (!code && !searchParams.has('error')) return;
    handledGoogleReturn.current = true;
    setSearchParams({}, { replace: true });
    if (!code || !takeGoogleState(state)) {
      notify.error(translate('spec.googleLoginFailed'));
      return;
    }
    googleExchange.mutate(code, {
      onSuccess: (response) => {
        if (!response.success || !response.token) {
          notify.error(translate('spec.googleLoginFailed'));
          return;
        }
        notify.success(response.message);
        finishSignIn(response.token, response.user);
      },
      onError: (error) => {
        clearAuth();
        keepRefusal(error);
        notify.error(
          error instanceof ApiError && error.status === 403
            ? error.message
            : translate('spec.googleLoginFailed'),
        );
      },
    });
  });

  /** Runs one submit, the form busy until it is done (and, after a sign-in, until the next page). */
  const run = async (work: () => Promise<void>) => {
    setSubmitting(true);
    try {
      await work();
    } finally {
      // Batched with the start of the navigation, if any: the form stays busy until it lands.
      setSubmitting(false);
    }
  };

  /** SPEC §2 Sign Up: true when the account was made (the form then offers Sign In). */
  const register = async (form: AuthDetails): Promise<boolean> => {
    setFailure(null);
    try {
      const response = await registerMutation.mutateAsync({ ...form, role: 'user' });
      notify.success(response.message, TOAST_REGISTER_SUCCESS_MS);
      return true;
    } catch (error) {
      notify.error(errorMessage(error));
      setFailure(errorMessage(error));
      return false;
    }
  };

  const signInWith = async ({ email, password }: Pick<AuthDetails, 'email' | 'password'>) => {
    setLockedOut(null);
    setRefused(null);
    setFailure(null);
    try {
      const response = await loginMutation.mutateAsync({ email, password, role: 'user' });
      // SPEC §7: the auth check is made after login, with the new token.
      storage.setAccessToken(response.data.accessToken);
      const checked = await api.get('/auth/check-auth');
      notify.success(response.message);
      finishSignIn(response.data.accessToken, checked.data.user);
    } catch (error) {
      clearAuth();
      notify.error(errorMessage(error));
      if (error instanceof ApiError && error.status === 429) setLockedOut(error.message);
      else if (error instanceof ApiError && error.status === 403) keepRefusal(error);
      else setFailure(errorMessage(error));
    }
  };

  return {
    busy: submitting || navigating || googleExchange.isPending,
    lockedOut,
    refused,
    failure,
    clearFailure: () => setFailure(null),
    run,
    register,
    signInWith,
  };
}
