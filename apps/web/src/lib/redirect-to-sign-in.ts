import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { storage } from './storage';

/** SPEC §4 Buy flow: a visitor's current path is kept, and they go to /auth to sign in. */
export function useRedirectToSignIn() {
  const navigate = useNavigate();
  const location = useLocation();
  return () => {
    storage.setRedirectPath(`${location.pathname}${location.search}`);
    navigate(paths.auth);
  };
}
