import type { User } from '@academy/shared/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from '@/config/paths';
import { signInForState } from '@/features/auth/components/sign-in-prompt';

/**
 * SPEC §2 "Route guard rules", in their order:
 * 1. not signed in, on a path without /auth → home, which then offers to sign in and come back
 *    (issue 28: the guard notes the page in the navigation's state);
 * 2. a signed-in student on a path containing admin or /auth → home;
 * 3. a signed-in admin on a path without admin → the admin area;
 * otherwise the page.
 */
export function RouteGuard({
  authenticated,
  user,
  element,
}: {
  authenticated: boolean;
  user: User | null;
  element: ReactNode;
}) {
  const location = useLocation();
  const { pathname } = location;
  if (!authenticated && !pathname.includes('/auth')) {
    return <Navigate to={paths.home} replace state={signInForState(location)} />;
  }
  if (authenticated && user?.role !== 'admin' && (pathname.includes('admin') || pathname.includes('/auth'))) {
    return <Navigate to={paths.home} replace />;
  }
  if (authenticated && user?.role === 'admin' && !pathname.includes('admin')) {
    return <Navigate to={paths.admin.dashboard} replace />;
  }
  return element;
}
