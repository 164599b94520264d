import type { GiftProduct } from '@academy/shared/gifts';
import type { Language } from '@academy/shared/languages';
import { renderEmail } from '../../infrastructure/mail/layout';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { GIFT_EMAIL_WORDS } from './email-words';

/*
 * The gift email (issue 31): transactional mail to the recipient, never suppressed by anyone's
 * marketing switch. Its claim link is the gift's key, so the outbox forgets it once delivered.
 */

export const GIFT_DELIVERY_KIND = 'gift-delivery';

/** A claim link is good until the gift is claimed, cancelled or readdressed: the outbox keeps it no longer than a year. */
const LINK_KEPT_MS = 365 * 24 * 60 * 60_000;

export type GiftEmail = {
  buyer: { id: string; name: string; language: Language };
  recipient: { name: string; email: string };
  message: string | null;
  products: readonly GiftProduct[];
  productUrl: (product: GiftProduct) => string;
  /** The claim link, and its token: the secret the outbox forgets once the mail is delivered. */
  claim: { url: string; token: string };
};

export function giftEmail({
  buyer,
  recipient,
  message,
  products,
  productUrl,
  claim,
}: GiftEmail): OutgoingMail {
  const words = GIFT_EMAIL_WORDS[buyer.language];
  return {
    kind: GIFT_DELIVERY_KIND,
    to: recipient.email,
    // The buyer's words are in it: erased with the buyer's account.
    userId: buyer.id,
    subject: words.subject(buyer.name),
    secret: { value: claim.token, validForMs: LINK_KEPT_MS },
    ...renderEmail(
      {
        preheader: words.preheader(buyer.name),
        heading: words.heading,
        paragraphs: [
          words.greeting(recipient.name),
          words.intro(buyer.name, products.length),
          ...(message ? [words.theyWrote(buyer.name), `“${message}”`] : []),
          words.howToClaim(recipient.email),
        ],
        details: products.map((product) => ({ label: product.title, value: '', url: productUrl(product) })),
        action: { label: words.action, url: claim.url },
        footnote: words.whyTold(buyer.name),
      },
      buyer.language,
    ),
  };
}
