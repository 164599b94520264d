import type { User } from '@academy/shared/auth';
import { STORAGE_KEYS } from '@academy/shared/limits';

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private browsing may refuse storage; the session then lasts as long as the tab.
  }
}

/** A hand check rather than the zod schema, to keep zod out of the first download. */
function isUser(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const candidate = value as Record<string, unknown>;
  return (
    ['_id', 'name', 'email', 'phone'].every((key) => typeof candidate[key] === 'string') &&
    (candidate['role'] === 'user' || candidate['role'] === 'admin')
  );
}

export const storage = {
  getAccessToken: () => read(STORAGE_KEYS.accessToken),
  setAccessToken: (token: string | null) => write(STORAGE_KEYS.accessToken, token),

  getUser(): User | null {
    const raw = read(STORAGE_KEYS.userData);
    if (!raw) return null;
    try {
      const parsed: unknown = JSON.parse(raw);
      return isUser(parsed) ? (parsed as User) : null;
    } catch {
      return null;
    }
  },
  setUser: (user: User | null) => write(STORAGE_KEYS.userData, user ? JSON.stringify(user) : null),

  getAuthenticated: () => read(STORAGE_KEYS.authData) === 'true',
  setAuthenticated: (authenticated: boolean | null) =>
    write(STORAGE_KEYS.authData, authenticated === null ? null : String(authenticated)),

  getRedirectPath: () => read(STORAGE_KEYS.redirectPath),
  getPendingAction: () => read(STORAGE_KEYS.pendingAction),
  setPendingAction: (action: string | null) => write(STORAGE_KEYS.pendingAction, action),
  setRedirectPath: (path: string | null) => write(STORAGE_KEYS.redirectPath, path),

  clearAuth(): void {
    write(STORAGE_KEYS.accessToken, null);
    write(STORAGE_KEYS.userData, null);
    write(STORAGE_KEYS.authData, null);
  },
};
