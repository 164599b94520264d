import { LinkIcon } from 'lucide-react';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { BrowseCatalogueLinks } from '@/components/catalogue/browse-catalogue-links';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryError } from '@/components/ui/load-state';
import { PageSpinner } from '@/components/ui/page-spinner';
import { paths } from '@/config/paths';
import { useGiftView } from '@/features/gifts/api/gifts';
import { ClaimGift } from '@/features/gifts/components/claim-gift';
import { ApiError } from '@/lib/api-client';
import { useDocumentMeta } from '@/lib/document-meta';
import { useT } from '@/lib/i18n';

const subscribeToNothing = () => () => undefined;

/**
 * The link's token, in its `hash`: the server never sees it, so its render (and the hydration
 * that follows it) has none yet (null), and the browser reads it at once after.
 */
function useLinkToken(hash: string): string | null {
  const inBrowser = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  if (!inBrowser) return null;
  try {
    return decodeURIComponent(hash.slice(1)).trim();
  } catch {
    return '';
  }
}

/** Issue 31 (/gift#token): where a gift's email leads its recipient, to see the gift and claim it. */
export function GiftClaimRoute() {
  const t = useT();
  useDocumentMeta({
    title: t('giftClaim.metaTitle'),
    description: t('giftClaim.metaDescription'),
    noindex: true,
  });
  const { hash } = useLocation();
  const token = useLinkToken(hash);
  const view = useGiftView(token ?? '');

  const dead = token === '' || (view.isError && view.error instanceof ApiError && view.error.status === 404);
  let page: ReactNode;
  if (dead) {
    page = (
      <EmptyState icon={LinkIcon} title={t('giftClaim.deadTitle')}>
        <p>{token === '' ? t('giftClaim.noToken') : t('giftClaim.deadIntro')}</p>
        <BrowseCatalogueLinks />
      </EmptyState>
    );
  } else if (view.isError) {
    page = <QueryError query={view} title={t('giftClaim.loadFailed')} />;
  } else if (token === null || view.isPending) {
    page = <PageSpinner label={t('giftClaim.loading')} />;
  } else {
    page = <ClaimGift token={token} view={view.data} returnTo={`${paths.gift}${hash}`} />;
  }
  return <div className="container-page py-10 pb-20 md:py-14">{page}</div>;
}
