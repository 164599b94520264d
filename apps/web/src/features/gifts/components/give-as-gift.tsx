import type { GiftRequest } from '@academy/shared/gifts';
import { Gift } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { documentLanguage, loadStudentMessages, translate, useT } from '@/lib/i18n';
import { useRedirectToSignIn } from '@/lib/redirect-to-sign-in';
import { notify } from '@/lib/toast';
import { isOffline, retryWhenOnline } from '@/lib/when-online';

/*
 * The form's code and its words (the student area's catalogue) stay out of a product page's
 * budgeted first load, and out of its idle time too, as most visitors never give: they come when
 * a pointer or the keyboard reaches the button, or with the tap.
 */
const loadGiftDialog = () =>
  Promise.all([import('./gift-dialog'), loadStudentMessages(documentLanguage())]).then(([module]) => ({
    default: module.GiftDialog,
  }));
const GiftDialog = lazy(retryWhenOnline(loadGiftDialog));
const prefetch = () => {
  if (!isOffline()) void loadGiftDialog().catch(() => undefined);
};

/**
 * "Give as a gift" (issue 31), beside a product's Buy Now, and there for a student who owns it
 * too. It opens the gift form; its submit hands the gift to `onGive`, the page's checkout, and
 * the form closes for the payment sheet. `onGive` answers whether the checkout went on: when it
 * did not (the server refused the gift, say a day too far), the form opens again as it was,
 * under the checkout's own message.
 */
export function GiveAsGift({
  title,
  items,
  price,
  onGive,
  className = '',
}: {
  title: string;
  /** A cart's gift: how many products it holds (the form's heading counts them). */
  items?: number;
  price: number;
  onGive: (gift: GiftRequest) => Promise<boolean>;
  className?: string;
}) {
  const t = useT();
  const { authenticate } = useAuth();
  const redirectToSignIn = useRedirectToSignIn();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so a refused gift reopens as the buyer left it.
  const [opened, setOpened] = useState(false);

  const start = () => {
    if (!authenticate) {
      notify.error(translate('spec.loginFirst'));
      redirectToSignIn();
      return;
    }
    setOpened(true);
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
        onPointerEnter={prefetch}
        onFocus={prefetch}
      >
        <Gift size={16} aria-hidden />
        {t('gift.give')}
      </button>
      {opened && (
        <Suspense fallback={null}>
          <GiftDialog
            open={open}
            onOpenChange={setOpen}
            title={title}
            items={items}
            price={price}
            onSubmit={(gift) => void give(gift)}
          />
        </Suspense>
      )}
    </>
  );
}
