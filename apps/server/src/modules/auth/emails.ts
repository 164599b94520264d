import type { Language } from '@academy/shared/languages';
import { renderEmail } from '../../infrastructure/mail/layout';
import { greetingIn } from '../../infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';
import { AUTH_EMAIL_WORDS } from './email-words';

/*
 * The account emails (issue 11): what each says, in the store's layout, in the account's
 * language (issue 29; the words are in email-words.ts). Links are absolute, built from
 * PUBLIC_URL by the caller, to the page in the account's language (pageUrlIn). Each returns
 * what `mailer.send` takes.
 */

type Recipient = { id: string; name: string; email: string; language: Language };

/** A link mailed with its token: the outbox keeps the token only while it must (see OutgoingMail.secret). */
export type TokenLink = { url: string; token: string; validForMs: number };

const secretOf = (link: TokenLink) => ({ value: link.token, validForMs: link.validForMs });

const wordsFor = (user: Recipient) => AUTH_EMAIL_WORDS[user.language];

export function welcomeVerifyEmail(user: Recipient, link: TokenLink): OutgoingMail {
  const words = wordsFor(user).welcome;
  return {
    kind: 'verify-email',
    secret: secretOf(link),
    to: user.email,
    userId: user.id,
    subject: words.subject,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [greetingIn(user.language, user.name), ...words.body],
        action: { label: words.action, url: link.url },
        footnote: words.footnote(user.email),
      },
      user.language,
    ),
  };
}

/**
 * To the owner of an address someone tried to register again, in the owner's language (not
 * the page the attempt came from): no link in it grants anything.
 */
export function registrationAttemptEmail(
  user: Recipient,
  links: { signInUrl: string; forgotPasswordUrl: string },
): OutgoingMail {
  const words = wordsFor(user).registrationAttempt;
  return {
    kind: 'registration-attempt',
    to: user.email,
    userId: user.id,
    subject: words.subject,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [
          greetingIn(user.language, user.name),
          words.attempted,
          words.ifItWasYou(links.forgotPasswordUrl),
        ],
        action: { label: words.action, url: links.signInUrl },
        footnote: words.footnote,
      },
      user.language,
    ),
  };
}

export function verifyAgainEmail(user: Recipient, link: TokenLink): OutgoingMail {
  const words = wordsFor(user).verifyAgain;
  return {
    kind: 'verify-email',
    secret: secretOf(link),
    to: user.email,
    userId: user.id,
    subject: words.subject,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [greetingIn(user.language, user.name), words.body],
        action: { label: words.action, url: link.url },
        footnote: words.footnote,
      },
      user.language,
    ),
  };
}

export function passwordResetEmail(user: Recipient, link: TokenLink): OutgoingMail {
  const words = wordsFor(user).passwordReset;
  return {
    kind: 'password-reset',
    secret: secretOf(link),
    to: user.email,
    userId: user.id,
    subject: words.subject,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [greetingIn(user.language, user.name), ...words.body],
        action: { label: words.action, url: link.url },
        footnote: words.footnote,
      },
      user.language,
    ),
  };
}

export function passwordChangedEmail(user: Recipient, signInUrl: string): OutgoingMail {
  const words = wordsFor(user).passwordChanged;
  return {
    kind: 'password-changed',
    to: user.email,
    userId: user.id,
    subject: words.subject,
    ...renderEmail(
      {
        preheader: words.preheader,
        heading: words.heading,
        paragraphs: [greetingIn(user.language, user.name), words.body],
        action: { label: words.action, url: signInUrl },
        footnote: words.howToRecover,
      },
      user.language,
    ),
  };
}

export function googleLinkedEmail(user: Recipient, accountUrl: string): OutgoingMail {
  const words = wordsFor(user);
  return {
    kind: 'google-linked',
    to: user.email,
    userId: user.id,
    subject: words.googleLinked.subject,
    ...renderEmail(
      {
        preheader: words.googleLinked.preheader,
        heading: words.googleLinked.heading,
        paragraphs: [greetingIn(user.language, user.name), words.googleLinked.body],
        action: { label: words.googleLinked.action, url: accountUrl },
        footnote: words.notYou,
      },
      user.language,
    ),
  };
}

export function googleTookOverEmail(user: Recipient, accountUrl: string): OutgoingMail {
  const words = wordsFor(user);
  return {
    kind: 'google-took-over',
    to: user.email,
    userId: user.id,
    subject: words.googleTookOver.subject,
    ...renderEmail(
      {
        preheader: words.googleTookOver.preheader,
        heading: words.googleTookOver.heading,
        paragraphs: [greetingIn(user.language, user.name), ...words.googleTookOver.body],
        action: { label: words.googleTookOver.action, url: accountUrl },
        footnote: words.notYou,
      },
      user.language,
    ),
  };
}
