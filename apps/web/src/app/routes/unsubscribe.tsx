import { BellOff, CircleCheck, LoaderCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { RecoveryCard } from '@/features/account-recovery/components/recovery-card';
import { useUnsubscribe } from '@/features/account/api/account';
import { paths } from '@/config/paths';
import { useDocumentMeta } from '@/lib/document-meta';
import { errorMessage } from '@/lib/error-message';
import { useT } from '@/lib/i18n';

/**
 * Issue 30: where a marketing mail's "get no more" link leads. It asks before it acts, as a link
 * opened by a mail scanner must not unsubscribe anyone; the mail client's one-click button posts
 * to the API itself (RFC 8058).
 */
export function UnsubscribeRoute() {
  const t = useT();
  useDocumentMeta({ title: t('unsubscribe.metaTitle'), description: t('unsubscribe.title'), noindex: true });
  const token = useSearchParams()[0].get('token')?.trim() ?? '';
  const unsubscribe = useUnsubscribe();
  const done = unsubscribe.isSuccess;

  return (
    <RecoveryCard
      icon={done ? <CircleCheck size={22} /> : <BellOff size={22} />}
      title={done ? t('unsubscribe.done') : t('unsubscribe.title')}
      intro={done ? <p role="status">{unsubscribe.data.message}</p> : <p>{t('unsubscribe.body')}</p>}
    >
      {!token ? (
        <p role="alert" className="rounded-2xl bg-danger-soft p-4 text-sm">
          {t('unsubscribe.noToken')}
        </p>
      ) : (
        !done && (
          <>
            <button
              type="button"
              className="btn-accent w-full py-3"
              disabled={unsubscribe.isPending}
              aria-busy={unsubscribe.isPending}
              onClick={() => unsubscribe.mutate(token)}
            >
              {unsubscribe.isPending && <LoaderCircle size={16} className="animate-spin" aria-hidden />}
              {t('unsubscribe.confirm')}
            </button>
            {unsubscribe.isError && (
              <p role="alert" className="mt-4 rounded-2xl bg-danger-soft p-4 text-sm">
                {errorMessage(unsubscribe.error)}
              </p>
            )}
          </>
        )
      )}
      <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <Link to={`${paths.account}#emails-title`} className="underline underline-offset-4">
          {t('unsubscribe.account')}
        </Link>
        <Link to={paths.home} className="underline underline-offset-4">
          {t('unsubscribe.home')}
        </Link>
      </div>
    </RecoveryCard>
  );
}
