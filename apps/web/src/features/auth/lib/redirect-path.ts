import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';

/** Where to go after signing in: the stored redirect path once, else home (SPEC §2). */
export function takeRedirectPath(): string {
  const stored = storage.getRedirectPath();
  storage.setRedirectPath(null);
  return stored && stored.startsWith('/') && !stored.startsWith('//') && !stored.startsWith(paths.auth)
    ? stored
    : paths.home;
}
