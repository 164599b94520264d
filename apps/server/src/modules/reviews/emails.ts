import type { Language } from '@academy/shared/languages';
import type { ReviewProductType } from '@academy/shared/review-rules';
import { renderEmail } from '../../infrastructure/mail/layout';
import { greetingIn } from '../../infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { REVIEW_EMAIL_WORDS } from './email-words';

/*
 * The reviews emails (issue 30) in the store's layout and the recipient's language: the one
 * asking for a review (marketing mail, with its one-click unsubscribe) and the one telling an
 * author the academy replied. Links are absolute, to the page in the recipient's language.
 */

type Recipient = { id: string; name: string; email: string; language: Language };

export const REVIEW_REQUEST_KIND = 'review-request';
export const REVIEW_REPLY_KIND = 'review-reply';

export function reviewRequestEmail(
  user: Recipient,
  product: { type: ReviewProductType; id: string; title: string },
  links: { review: string; unsubscribePage: string; unsubscribe: string },
): OutgoingMail {
  const words = REVIEW_EMAIL_WORDS[user.language];
  const ask = product.type === 'course' ? words.askCourse(product.title) : words.askAsset(product.title);
  return {
    kind: REVIEW_REQUEST_KIND,
    to: user.email,
    userId: user.id,
    subject: ask.subject,
    unsubscribeUrl: links.unsubscribe,
    ...renderEmail(
      {
        preheader: ask.preheader,
        heading: ask.heading,
        paragraphs: [greetingIn(user.language, user.name), ...ask.body],
        action: { label: ask.action, url: links.review },
        footnote: words.whyAsked(links.unsubscribePage),
      },
      user.language,
    ),
  };
}

export function reviewReplyEmail(
  user: Recipient,
  review: { id: string; productTitle: string; reply: string },
  reviewUrl: string,
): OutgoingMail {
  const words = REVIEW_EMAIL_WORDS[user.language].reply(review.productTitle);
  return {
    kind: REVIEW_REPLY_KIND,
    to: user.email,
    userId: user.id,
    subject: words.subject,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [greetingIn(user.language, user.name), words.intro, review.reply],
        action: { label: words.action, url: reviewUrl },
        footnote: words.footnote,
      },
      user.language,
    ),
  };
}
