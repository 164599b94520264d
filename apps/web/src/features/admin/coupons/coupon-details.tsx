import { MESSAGES } from '@academy/shared/messages';
import { useState } from 'react';
import { errorMessage } from '@/lib/error-message';
import { getCouponByCode } from '../api/coupons';
import { Panel } from '../components/admin-page';
import { FormAlert } from '../components/fields';

type Details = { json: string | null; error: string | null; pending: boolean };

/**
 * Get Coupon Details: the stored coupon of the typed code, as JSON. `onNoCode` runs when no code
 * is typed (the form then shows the code's own message too).
 */
export function useCouponDetails() {
  const [details, setDetails] = useState<Details>({ json: null, error: null, pending: false });
  const lookUp = async (typed: string, onNoCode: () => void) => {
    const code = typed.trim();
    if (!code) {
      onNoCode();
      setDetails({ json: null, error: 'Enter the code of the coupon to look up.', pending: false });
      return;
    }
    setDetails({ json: null, error: null, pending: true });
    try {
      const response = await getCouponByCode(code);
      setDetails({ json: JSON.stringify(response.data, null, 2), error: null, pending: false });
    } catch (error) {
      setDetails({ json: null, error: MESSAGES.couponFormErrorPrefix + errorMessage(error), pending: false });
    }
  };
  return { details, lookUp };
}

/** What Get Coupon Details found, or why not. */
export function CouponDetailsPanel({ details }: { details: Details }) {
  return (
    <Panel
      title="Coupon Details"
      description="Get Coupon Details looks up the code typed above."
      className="self-start"
    >
      <div aria-live="polite">
        {details.error ? (
          <FormAlert>{details.error}</FormAlert>
        ) : details.json ? (
          <pre
            className="max-h-[32rem] overflow-auto rounded-xl bg-ink p-4 font-mono text-xs leading-relaxed break-all whitespace-pre-wrap text-paper"
            data-testid="coupon-details"
          >
            {details.json}
          </pre>
        ) : (
          <p className="text-sm text-ink-muted">Nothing looked up yet.</p>
        )}
      </div>
    </Panel>
  );
}
