import { paths } from '@/config/paths';
import { storage } from '@/lib/storage';

/** A path of this site to come back to after signing in: not another site's, not /auth itself. */
export function isReturnPath(path: unknown): path is string {
  return (
    typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.startsWith(paths.auth)
  );
}

/** Where to go after signing in: the stored redirect path once, else home (SPEC §2). */
export function takeRedirectPath(): string {
  const stored = storage.getRedirectPath();
  storage.setRedirectPath(null);
  return isReturnPath(stored) ? stored : paths.home;
}
