import { Link } from 'react-router';
import { paths } from '@/config/paths';

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
  return (
    <p className={`text-xs ${tone === 'dark' ? 'text-paper/80' : 'text-ink-muted'} ${className}`}>
      All sales of digital products are final.{' '}
      <Link
        to={paths.refundPolicy}
        className={`font-semibold underline underline-offset-2 ${tone === 'dark' ? 'text-paper' : 'text-ink'}`}
      >
        Refund policy
      </Link>
    </p>
  );
}
