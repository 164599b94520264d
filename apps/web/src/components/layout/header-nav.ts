import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useT } from '@/lib/i18n';

export type NavItem = { label: string; to: string };

/** The header's and the phone menu's links to the store's sections, in the page's language. */
export function useNavItems(): NavItem[] {
  const t = useT();
  return [
    { label: t('nav.home'), to: paths.home },
    { label: t('nav.courses'), to: paths.allCourses },
    { label: t('nav.digitalAssets'), to: paths.digitalAssets },
    { label: t('nav.bundles'), to: paths.bundles },
  ];
}

export type MenuEntry = { label: string; to: string } | { label: string; action: 'logout' };

/** SPEC §2: the user menu's entries, signed in and signed out. */
export function useMenuEntries(): MenuEntry[] {
  const { authenticate } = useAuth();
  const t = useT();
  return authenticate
    ? [
        { label: t('menu.myPurchases'), to: paths.purchases },
        { label: t('menu.myAccount'), to: paths.account },
        { label: t('menu.enquiry'), to: paths.enquiry },
        { label: t('menu.logout'), action: 'logout' },
      ]
    : [
        { label: t('menu.enquiry'), to: paths.enquiry },
        { label: t('menu.loginRegister'), to: paths.auth },
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
