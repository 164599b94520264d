import { useEffect } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAccount } from '@/features/account/api/account';
import { BillingSection } from '@/features/account/components/billing-section';
import { DeleteSection } from '@/features/account/components/delete-section';
import { DevicesSection } from '@/features/account/components/devices-section';
import { EmailsSection } from '@/features/account/components/emails-section';
import { LanguageSection } from '@/features/account/components/language-section';
import { PasswordSection } from '@/features/account/components/password-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { useAuth } from '@/lib/auth';
import { useDateFormat } from '@/lib/dates';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';

/** /account (issues 11, 12): the signed-in student's profile, GST billing details, password, devices and erasure. */
export function AccountRoute() {
  const { authenticate, user } = useAuth();
  const t = useT();
  useDocumentMeta({ title: t('account.title'), description: t('account.metaDescription') });
  if (!authenticate || !user) return <SignInFirst />;
  return <AccountPage userId={user._id} />;
}

/** A visitor signs in first and comes back here. */
function SignInFirst() {
  const redirectToSignIn = useRedirectToSignIn();
  useEffect(() => {
    redirectToSignIn();
    // Once, on arrival: the redirect itself unmounts this.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

function AccountPage({ userId }: { userId: string }) {
  const account = useAccount(userId);
  const t = useT();
  const formatDate = useDateFormat({ day: 'numeric', month: 'long', year: 'numeric' });
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow={t('account.eyebrow')} title={t('account.title')}>
        {t('account.intro')}
      </PageHeader>
      {account.isPending ? (
        <PageSpinner label={t('account.loading')} />
      ) : account.isError ? (
        <div role="alert" className="rounded-3xl border border-line bg-white p-8 text-center shadow-card">
          <p className="font-medium">{t('account.loadFailed')}</p>
          <p className="mt-1 text-sm text-ink-soft">{account.error.message}</p>
          <button type="button" className="btn-primary mt-5" onClick={() => void account.refetch()}>
            {t('errorScreen.retry')}
          </button>
        </div>
      ) : (
        <div className="space-y-6">
          <ProfileSection key={account.data._id} account={account.data} />
          <LanguageSection account={account.data} />
          <EmailsSection account={account.data} />
          <BillingSection userId={account.data._id} />
          <PasswordSection account={account.data} />
          <DevicesSection />
          <DeleteSection account={account.data} />
          <p className="text-center text-sm text-ink-muted">
            {t('account.memberSince', { date: formatDate(account.data.createdAt) })}
          </p>
        </div>
      )}
    </div>
  );
}
