import type { Language } from '@academy/shared/languages';
import { formatRupees } from '@academy/shared/money';
import { renderEmail } from '../../infrastructure/mail/layout';
import { greetingIn } from '../../infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { toRupees } from '../../lib/money';
import { CHECKOUT_REMINDER_WORDS } from './checkout-reminder-words';

/*
 * The checkout reminder (issue 31) in the store's layout and the recipient's language: marketing
 * mail, with its one-click unsubscribe. It lists the products of an unpaid order the buyer still
 * does not own, at the prices the order asked, and leads back to the cart.
 */

type Recipient = { id: string; name: string; email: string; language: Language };

export const CHECKOUT_REMINDER_KIND = 'checkout-reminder';

/**
 * A product of the unpaid order: its title, what the order asked for it, and its page (an order
 * made with Buy Now left nothing in the cart, so each product links to where it is bought).
 */
export type RemindedProduct = { title: string; pricePaise: number; url: string };

export function checkoutReminderEmail(
  user: Recipient,
  products: readonly RemindedProduct[],
  links: { cart: string; unsubscribePage: string; unsubscribe: string },
): OutgoingMail {
  const words = CHECKOUT_REMINDER_WORDS[user.language];
  return {
    kind: CHECKOUT_REMINDER_KIND,
    to: user.email,
    userId: user.id,
    subject: words.subject,
    unsubscribeUrl: links.unsubscribe,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [greetingIn(user.language, user.name), words.intro(products.length)],
        details: products.map((product) => ({
          label: product.title,
          value: formatRupees(toRupees(product.pricePaise)),
          url: product.url,
        })),
        action: { label: words.action, url: links.cart },
        footnote: words.whyTold(links.unsubscribePage),
      },
      user.language,
    ),
  };
}
