import { CircleCheck, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { messageWith, useT } from '@/lib/i18n';
import { storage } from '@/lib/storage';
import { verifyEmail } from '../api';
import { SendNewLinkButton } from './send-new-link-button';

/** An invalid link without the server's word (no token, no answer) says so in the page's language. */
type Outcome =
  | { state: 'checking' }
  | { state: 'verified'; message: string }
  | { state: 'invalid'; message: string | null };

/** Confirms the address once, on load, and says how it went. */
export function VerifyEmailStatus({ token }: { token: string }) {
  const [outcome, setOutcome] = useState<Outcome>(
    token ? { state: 'checking' } : { state: 'invalid', message: null },
  );
  const { authenticate, user, signIn } = useAuth();
  const t = useT();
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a second call would find the link used and say so.
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail({ token })
      .then((response) => {
        const accessToken = storage.getAccessToken();
        const signedIn = storage.getUser();
        // The notice over the page goes away at once for the account just verified.
        if (accessToken && signedIn?._id === response.data.user._id) signIn(accessToken, response.data.user);
        setOutcome({ state: 'verified', message: response.message });
      })
      .catch((error: unknown) =>
        setOutcome({
          state: 'invalid',
          message:
            error instanceof ApiError && error.status === 400 ? error.message : t('spec.genericFailure'),
        }),
      );
  }, [token, signIn, t]);

  if (outcome.state === 'checking') {
    return (
      <p role="status" className="flex items-center gap-3 text-ink-soft">
        <LoaderCircle size={20} className="animate-spin" aria-hidden />
        {t('recovery.verify.checking')}
      </p>
    );
  }

  if (outcome.state === 'verified') {
    return (
      <div className="space-y-5">
        <p role="status" className="flex items-start gap-3 rounded-2xl bg-sand p-4 text-ink">
          <CircleCheck size={20} className="mt-0.5 shrink-0 text-success" aria-hidden />
          <span>{outcome.message}</span>
        </p>
        <Link to={authenticate ? paths.home : paths.auth} className="btn-primary w-full py-3 text-base">
          {t(authenticate ? 'recovery.verify.continue' : 'auth.signIn')}
        </Link>
      </div>
    );
  }

  return (
    <div className="space-y-5">
      <p role="alert" className="rounded-2xl bg-accent-soft p-4 text-ink">
        {outcome.message ?? t('recovery.verifyLinkInvalid')}
      </p>
      {authenticate && user?.emailVerified === false ? (
        <SendNewLinkButton className="btn-primary w-full py-3 text-base" />
      ) : authenticate ? (
        <Link to={paths.home} className="btn-primary w-full py-3 text-base">
          {t('recovery.verify.continue')}
        </Link>
      ) : (
        <p className="text-sm text-ink-soft">
          {messageWith(
            (link) => t('recovery.verify.signInForLink', { signIn: link }),
            <Link
              to={paths.auth}
              className="font-semibold text-accent-strong underline-offset-4 hover:underline"
            >
              {t('signInFor.signIn')}
            </Link>,
          )}
        </p>
      )}
    </div>
  );
}
