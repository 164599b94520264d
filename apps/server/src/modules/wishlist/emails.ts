import type { Language } from '@academy/shared/languages';
import { formatRupees } from '@academy/shared/money';
import { renderEmail } from '../../infrastructure/mail/layout';
import { greetingIn } from '../../infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { toRupees } from '../../lib/money';
import { WISHLIST_EMAIL_WORDS } from './email-words';

/*
 * The price-drop email (issue 31) in the store's layout and the recipient's language: marketing
 * mail, with its one-click unsubscribe. One email tells a student of every saved product that
 * got cheaper since they were last told; each links to its page in their language.
 */

type Recipient = { id: string; name: string; email: string; language: Language };

export const PRICE_DROP_KIND = 'wishlist-price-drop';

/** A saved product that costs less: its page, what it cost, and what it costs now (with `couponCode`). */
export type PriceDrop = {
  title: string;
  url: string;
  wasPaise: number;
  nowPaise: number;
  couponCode: string | null;
};

export function priceDropEmail(
  user: Recipient,
  drops: readonly PriceDrop[],
  links: { wishlist: string; unsubscribePage: string; unsubscribe: string },
): OutgoingMail {
  const words = WISHLIST_EMAIL_WORDS[user.language];
  const rupees = (paise: number) => formatRupees(toRupees(paise));
  const [first] = drops;
  const opening =
    drops.length === 1 && first
      ? words.one(first.title, rupees(first.wasPaise), rupees(first.nowPaise))
      : words.several(drops.length);
  const needsCode = drops.some((drop) => drop.couponCode !== null);
  return {
    kind: PRICE_DROP_KIND,
    to: user.email,
    userId: user.id,
    subject: opening.subject,
    unsubscribeUrl: links.unsubscribe,
    ...renderEmail(
      {
        preheader: opening.preheader,
        heading: opening.heading,
        paragraphs: [
          greetingIn(user.language, user.name),
          words.intro(drops.length),
          ...(needsCode ? [words.couponHint] : []),
        ],
        details: drops.map((drop) => ({
          label: drop.couponCode === null ? drop.title : words.withCode(drop.title, drop.couponCode),
          value: `${rupees(drop.wasPaise)} → ${rupees(drop.nowPaise)}`,
          url: drop.url,
        })),
        action: { label: words.action, url: links.wishlist },
        footnote: words.whyTold(links.unsubscribePage),
      },
      user.language,
    ),
  };
}
