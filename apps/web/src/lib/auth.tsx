import type { User } from '@academy/shared/auth';
import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useQueryClient } from '@tanstack/react-query';
import { api, ApiError, onUnauthorized } from './api-client';
import { whenQueriesSettle } from './query-client';
import { storage } from './storage';

type AuthState = { authenticate: boolean; user: User | null };

type AuthContextValue = AuthState & {
  /** After a successful login or Google exchange (SPEC §4). */
  signIn(accessToken: string, user: User): void;
  /** A failed login: unauthenticated, no user, stored auth data cleared. */
  clearAuth(): void;
  /** Revokes the token on the server, forgets everything about the session, goes to /auth (or `then`). */
  logout(then?: string): Promise<void>;
  cartCount: number;
  setCartCount(count: number): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);

const visitor: AuthState = { authenticate: false, user: null };

/**
 * A visitor's is the very state the server rendered: hydration's switch to the stored session
 * then changes no context value, and nothing below re-renders (a synchronous render of the whole
 * page, the largest blocking task on a phone, issue 32).
 */
function restoredState(): AuthState {
  const user = storage.getUser();
  const authenticate = Boolean(user && storage.getAccessToken() && storage.getAuthenticated());
  return authenticate && user ? { authenticate, user } : visitor;
}

/** The session stored when the page loaded, read once, in the browser only. */
let storedAtLoad: AuthState | undefined;
const storedSession = () => (storedAtLoad ??= restoredState());

const subscribeToNothing = () => () => undefined;

/**
 * True once the app runs in the browser. A server-rendered page was rendered for a visitor, so
 * its hydration renders signed out too (React's server snapshot), then the stored session at once.
 */
export const useInBrowser = () =>
  useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );

export function AuthProvider({ children }: { children: ReactNode }) {
  const inBrowser = useInBrowser();
  // Null until someone signs in or out after the page loaded.
  const [changed, setState] = useState<AuthState | null>(null);
  const state = changed ?? (inBrowser ? storedSession() : visitor);
  const [cartCount, setCartCount] = useState(0);
  // Counts sign-ins and sign-outs since the page loaded, so that an answer asked for before one
  // of them (the load's check of the stored session) cannot undo it.
  const sessionChanges = useRef(0);

  const clearAuth = useCallback(() => {
    sessionChanges.current += 1;
    storage.clearAuth();
    setState({ authenticate: false, user: null });
    setCartCount(0);
  }, []);

  const signIn = useCallback((accessToken: string, user: User) => {
    sessionChanges.current += 1;
    storage.setAccessToken(accessToken);
    storage.setUser(user);
    storage.setAuthenticated(true);
    setState({ authenticate: true, user });
  }, []);

  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logout = useCallback(
    async (then: string = paths.auth) => {
      if (storage.getAccessToken()) {
        // A page's reads still on their way (an admin's dashboard just opened) carry the token
        // this revokes: answered after it, each would be a 401.
        await whenQueriesSettle(queryClient);
        await api.post('/auth/logout').catch(() => undefined);
      }
      // The router applies locations in a transition. Rendered on its own first, the signed-out
      // state would let the guard of the page being left (/admin, say) redirect to / and win over
      // /auth. In one transition both land in the same render (SPEC §4: logout goes to /auth).
      startTransition(() => {
        clearAuth();
        navigate(then, { replace: true });
      });
    },
    [clearAuth, navigate, queryClient],
  );

  useEffect(() => onUnauthorized(clearAuth), [clearAuth]);

  // The stored session is shown at once, then confirmed with the server (SPEC §4).
  useEffect(() => {
    if (!storage.getAccessToken()) return;
    const controller = new AbortController();
    const askedAt = sessionChanges.current;
    // A sign-in since (a confirmed address, a new password) carries a newer account than this
    // answer may: the check may have been read before that change was written.
    const stillCurrent = () => sessionChanges.current === askedAt;
    api
      .get('/auth/check-auth', { signal: controller.signal })
      .then(({ data }) => {
        if (!stillCurrent()) return;
        storage.setUser(data.user);
        storage.setAuthenticated(true);
        setState({ authenticate: true, user: data.user });
      })
      .catch((error: unknown) => {
        if (!stillCurrent()) return;
        if (error instanceof ApiError && (error.status === 401 || error.status === 403)) clearAuth();
      });
    return () => controller.abort();
  }, [clearAuth]);

  const value = useMemo(
    () => ({ ...state, signIn, clearAuth, logout, cartCount, setCartCount }),
    [state, signIn, clearAuth, logout, cartCount],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}
