import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';

export const navItems = [
  { label: 'Home', to: paths.home },
  { label: 'Courses', to: paths.allCourses },
  { label: 'Digital Assets', to: paths.digitalAssets },
];

export type MenuEntry = { label: string; to: string } | { label: 'Logout'; action: 'logout' };

/** SPEC §2: the user menu's entries, signed in and signed out. */
export function useMenuEntries(): MenuEntry[] {
  const { authenticate } = useAuth();
  return authenticate
    ? [
        { label: 'My Purchases', to: paths.purchases },
        { label: 'My account', to: paths.account },
        { label: 'Enquiry', to: paths.enquiry },
        { label: 'Logout', action: 'logout' },
      ]
    : [
        { label: 'Enquiry', to: paths.enquiry },
        { label: 'Login/Register', to: paths.auth },
      ];
}

/** What the user menu and the phone menu are given by the header. */
export type HeaderMenuProps = {
  entries: MenuEntry[];
  /** The trigger's text: the student's first name, or 'Account'. */
  accountLabel: string;
  /** logout() also takes the user to /auth (SPEC §2). */
  onLogout: () => void;
};
