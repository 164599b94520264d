import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useT } from '@/lib/i18n';

/**
 * The refund terms at the moment of paying (issue 28): the policy's own words, beside Buy Now and
 * Proceed to Checkout, with the way to the whole policy. The footer that lists the policies is on
 * the home page only (SPEC §2), so this is where a buyer sees them.
 */
export function RefundTerms({
  tone = 'light',
  className = '',
}: {
  tone?: 'light' | 'dark';
  className?: string;
}) {
  const t = useT();
  return (
    <p className={`text-xs ${tone === 'dark' ? 'text-paper/80' : 'text-ink-muted'} ${className}`}>
      {t('refund.final')}{' '}
      <Link
        to={paths.refundPolicy}
        className={`font-semibold underline underline-offset-2 ${tone === 'dark' ? 'text-paper' : 'text-ink'}`}
      >
        {t('footer.refundPolicy')}
      </Link>
    </p>
  );
}
