import type { GiftRequest } from '@academy/shared/gifts';
import { Gift } from 'lucide-react';
import { useState } from 'react';
import { deferredDialog } from '@/components/ui/deferred';
import { useAuth } from '@/lib/auth';
import { translate, useT } from '@/lib/i18n';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { notify } from '@/lib/toast';
import type { GiftDialogProps } from './gift-dialog';

const GiftDialog = deferredDialog<GiftDialogProps>(
  () => import('./gift-dialog').then((m) => ({ default: m.GiftDialog })),
  (props) => props.open,
);

/**
 * "Give as a gift" (issue 31), beside a product's Buy Now, and there for a student who owns it
 * too. It opens the gift form; its submit hands the gift to `onGive`, the page's checkout, and
 * the form closes for the payment sheet. `onGive` answers whether the checkout went on: when it
 * did not (the server refused the gift, say a day too far), the form opens again as it was,
 * under the checkout's own message.
 */
export function GiveAsGift({
  title,
  price,
  onGive,
  className = '',
}: {
  title: string;
  price: number;
  onGive: (gift: GiftRequest) => Promise<boolean>;
  className?: string;
}) {
  const t = useT();
  const { authenticate } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();
  const [open, setOpen] = useState(false);

  const start = () => {
    if (!authenticate) {
      notify.error(translate('spec.loginFirst'));
      redirectToSignIn();
      return;
    }
    setOpen(true);
  };
  const give = async (gift: GiftRequest) => {
    setOpen(false);
    if (!(await onGive(gift))) setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className={`inline-flex items-center gap-2 text-sm font-semibold ${className}`}
        onClick={start}
      >
        <Gift size={16} aria-hidden />
        {t('gift.give')}
      </button>
      <GiftDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        price={price}
        onSubmit={(gift) => void give(gift)}
      />
    </>
  );
}
