import { useEffect } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAccount } from '@/features/account/api/account';
import { BillingSection } from '@/features/account/components/billing-section';
import { DeleteSection } from '@/features/account/components/delete-section';
import { DevicesSection } from '@/features/account/components/devices-section';
import { PasswordSection } from '@/features/account/components/password-section';
import { ProfileSection } from '@/features/account/components/profile-section';
import { useAuth } from '@/lib/auth';
import { useDocumentMeta } from '@/lib/document-meta';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';

/** /account (issues 11, 12): the signed-in student's profile, GST billing details, password, devices and erasure. */
export function AccountRoute() {
  const { authenticate, user } = useAuth();
  useDocumentMeta({ title: 'My account', description: 'Your profile, password and devices.' });
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
  return (
    <div className="container-page pb-20">
      <PageHeader eyebrow="Your account" title="My account">
        Keep your details up to date, change your password, and decide what happens to your data.
      </PageHeader>
      {account.isPending ? (
        <PageSpinner label="Loading your account" />
      ) : account.isError ? (
        <div role="alert" className="rounded-3xl border border-line bg-white p-8 text-center shadow-card">
          <p className="font-medium">We could not load your account.</p>
          <p className="mt-1 text-sm text-ink-soft">{account.error.message}</p>
          <button type="button" className="btn-primary mt-5" onClick={() => void account.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <div className="space-y-6">
          <ProfileSection key={account.data._id} account={account.data} />
          <BillingSection userId={account.data._id} />
          <PasswordSection account={account.data} />
          <DevicesSection />
          <DeleteSection account={account.data} />
          <p className="text-center text-sm text-ink-muted">
            Member since{' '}
            {new Date(account.data.createdAt).toLocaleDateString('en-IN', {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            })}
          </p>
        </div>
      )}
    </div>
  );
}
