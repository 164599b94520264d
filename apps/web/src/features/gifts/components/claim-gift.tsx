import type { GiftView } from '@academy/shared/gifts';
import { Ban, CircleCheck, LoaderCircle, LogOut, PackageCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RefusalAlert } from '@/components/form/refusal-alert';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { errorMessage } from '@/lib/error-message';
import { messageWith, useT } from '@/lib/i18n';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { useClaimGift } from '../api/gifts';
import { GiftCard } from './claim-gift-card';
import { ClaimSignUp } from './claim-sign-up';

const Email = ({ children }: { children: string }) => (
  <strong translate="no" className="font-semibold break-all text-ink">
    {children}
  </strong>
);

/** The side of the page that says what the visitor can do with the gift. */
function Panel({ icon, title, children }: { icon?: ReactNode; title: string; children: ReactNode }) {
  return (
    <section
      aria-labelledby="gift-panel-title"
      className="rounded-[var(--radius-card)] border border-line bg-white p-5 shadow-card sm:p-6"
    >
      {icon}
      <h2 id="gift-panel-title" className={`text-xl font-semibold ${icon ? 'mt-4' : ''}`}>
        {title}
      </h2>
      <div className="mt-2 text-ink-soft">{children}</div>
    </section>
  );
}

const panelIcon = (icon: ReactNode, tone: string) => (
  <span className={`flex size-12 items-center justify-center rounded-full ${tone}`}>{icon}</span>
);

/** A signed-in recipient's one press. */
function ClaimButton({ token, email }: { token: string; email: string }) {
  const t = useT();
  const claim = useClaimGift(token);
  return (
    <Panel title={t('giftClaim.waitingTitle')}>
      <p>{messageWith((address) => t('giftClaim.signedInAs', { email: address }), <Email>{email}</Email>)}</p>
      <p className="mt-2">{t('giftClaim.claimIntro')}</p>
      <div className="mt-6 space-y-4">
        <RefusalAlert message={claim.isError ? errorMessage(claim.error) : null} />
        <button
          type="button"
          className="btn-accent w-full py-3 text-base"
          disabled={claim.isPending}
          aria-busy={claim.isPending}
          onClick={() => claim.mutate()}
        >
          {claim.isPending && <LoaderCircle size={18} className="animate-spin" aria-hidden />}
          {t('giftClaim.claim')}
        </button>
      </div>
    </Panel>
  );
}

/**
 * Issue 31 (/gift): a gift's card and what its reader can do, by where the gift stands and who
 * reads it: claim it (signed in with its address), sign up and claim in one step (signed out),
 * sign out to use its address (signed in with another), or learn it is claimed or cancelled.
 */
export function ClaimGift({ token, view, returnTo }: { token: string; view: GiftView; returnTo: string }) {
  const t = useT();
  const { user, logout } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();
  const isRecipient = user !== null && user.email.toLowerCase() === view.recipientEmail.toLowerCase();
  const owned = view.state === 'claimed' && isRecipient;

  const signIn = (
    <button type="button" className="btn-outline mt-6 w-full" onClick={() => redirectToSignIn(returnTo)}>
      {t('auth.signIn')}
    </button>
  );

  let panel: ReactNode;
  if (owned) {
    panel = (
      <Panel
        icon={panelIcon(<CircleCheck size={26} aria-hidden />, 'bg-success/10 text-success')}
        title={t('giftClaim.yoursTitle')}
      >
        <p role="status">{t('giftClaim.yoursIntro')}</p>
        <Link to={paths.purchases} className="btn-primary mt-6 w-full">
          {t('giftClaim.openPurchases')}
        </Link>
      </Panel>
    );
  } else if (view.state === 'claimed') {
    panel = (
      <Panel
        icon={panelIcon(<PackageCheck size={26} aria-hidden />, 'bg-sand text-ink-soft')}
        title={t('giftClaim.claimedTitle')}
      >
        <p>
          {messageWith((email) => t('giftClaim.claimedBy', { email }), <Email>{view.recipientEmail}</Email>)}
        </p>
        {!user && (
          <>
            <p className="mt-2">{t('giftClaim.claimedSignIn')}</p>
            {signIn}
          </>
        )}
      </Panel>
    );
  } else if (view.state === 'cancelled') {
    panel = (
      <Panel
        icon={panelIcon(<Ban size={26} aria-hidden />, 'bg-sand text-ink-soft')}
        title={t('giftClaim.cancelledTitle')}
      >
        <p>
          {messageWith(
            (name) => t('giftClaim.cancelledIntro', { name }),
            <span translate="no">{view.fromName}</span>,
          )}
        </p>
      </Panel>
    );
  } else if (isRecipient) {
    panel = <ClaimButton token={token} email={view.recipientEmail} />;
  } else if (user) {
    panel = (
      <Panel title={t('giftClaim.otherTitle')}>
        <p>
          {messageWith((email) => t('giftClaim.sentTo', { email }), <Email>{view.recipientEmail}</Email>)}
        </p>
        <p className="mt-2">
          {messageWith((email) => t('giftClaim.signedInAs', { email }), <Email>{user.email}</Email>)}
        </p>
        <p className="mt-2">{t('giftClaim.switchHint')}</p>
        <button type="button" className="btn-primary mt-6 w-full" onClick={() => void logout(returnTo)}>
          <LogOut size={16} aria-hidden />
          {t('giftClaim.switch')}
        </button>
      </Panel>
    );
  } else {
    panel = (
      <Panel title={t('giftClaim.waitingTitle')}>
        <p>{t('giftClaim.signUpIntro')}</p>
        <ClaimSignUp token={token} email={view.recipientEmail} returnTo={returnTo} />
      </Panel>
    );
  }

  return (
    <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-8">
      <GiftCard view={view} owned={owned} />
      {panel}
    </div>
  );
}
