import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { storage } from './storage';

/**
 * SPEC §4 Buy flow: a visitor's current path (or `to`, the page they were going to) is kept as
 * the redirect path, and they go to /auth to sign in.
 */
export function useRedirectToSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return (to?: string) => {
    storage.setRedirectPath(to ?? `${location.pathname}${location.search}`);
    navigate(paths.auth);
  };
}
