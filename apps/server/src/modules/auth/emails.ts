import { ACADEMY } from '@academy/shared/academy';
import { renderEmail } from '../../infrastructure/mail/layout';
import type { OutgoingMail } from '../../infrastructure/mail/mailer';

/*
 * The account emails (issue 11): what each says, in the store's layout. Links are absolute,
 * built from PUBLIC_URL by the caller. Each returns what `mailer.send` takes.
 */

type Recipient = { id: string; name: string; email: string };

const greeting = (name: string) => `Namaste ${name.trim().split(/\s+/)[0] || 'there'},`;

const NOT_YOU = 'If this was not you, reply to this email or write to us, and sign in to check your account.';

/** A link mailed with its token: the outbox keeps the token only while it must (see OutgoingMail.secret). */
export type TokenLink = { url: string; token: string; validForMs: number };

const secretOf = (link: TokenLink) => ({ value: link.token, validForMs: link.validForMs });

export function welcomeVerifyEmail(user: Recipient, link: TokenLink): OutgoingMail {
  return {
    kind: 'verify-email',
    secret: secretOf(link),
    to: user.email,
    userId: user.id,
    subject: `Welcome to ${ACADEMY.shortName}: please confirm your email`,
    ...renderEmail({
      preheader: 'One click to confirm your address, and your account is ready.',
      heading: `Welcome to ${ACADEMY.name}`,
      paragraphs: [
        greeting(user.name),
        'Thank you for joining us. Please confirm that this is your email address, so we can send your receipts and help you back into your account if you ever forget your password.',
        'The link works for 48 hours.',
      ],
      action: { label: 'Confirm my email', url: link.url },
      footnote: `You get this because an account was made with ${user.email} at ${ACADEMY.name}. If you did not, ignore this email: nothing will happen.`,
    }),
  };
}

/** To the owner of an address someone tried to register again: no link in it grants anything. */
export function registrationAttemptEmail(
  user: Recipient,
  links: { signInUrl: string; forgotPasswordUrl: string },
): OutgoingMail {
  return {
    kind: 'registration-attempt',
    to: user.email,
    userId: user.id,
    subject: 'Someone tried to register with your email address',
    ...renderEmail({
      preheader: 'You already have an account with us: sign in, or choose a new password.',
      heading: 'You already have an account',
      paragraphs: [
        greeting(user.name),
        `Someone just tried to register at ${ACADEMY.name} with this email address. It already has an account, so nothing was changed and no new account was made.`,
        `If it was you, sign in instead. If you have forgotten your password, choose a new one here: ${links.forgotPasswordUrl}`,
      ],
      action: { label: 'Sign in', url: links.signInUrl },
      footnote:
        'If it was not you, you can ignore this email: your account and its password stay as they are.',
    }),
  };
}

export function verifyAgainEmail(user: Recipient, link: TokenLink): OutgoingMail {
  return {
    kind: 'verify-email',
    secret: secretOf(link),
    to: user.email,
    userId: user.id,
    subject: 'Confirm your email address',
    ...renderEmail({
      preheader: 'The link you asked for to confirm your address.',
      heading: 'Confirm your email address',
      paragraphs: [
        greeting(user.name),
        'Here is a new link to confirm your email address. It works for 48 hours.',
      ],
      action: { label: 'Confirm my email', url: link.url },
      footnote: 'Only the newest link works. If you did not ask for it, you can ignore this email.',
    }),
  };
}

export function passwordResetEmail(user: Recipient, link: TokenLink): OutgoingMail {
  return {
    kind: 'password-reset',
    secret: secretOf(link),
    to: user.email,
    userId: user.id,
    subject: 'Reset your password',
    ...renderEmail({
      preheader: 'Choose a new password. The link works for 30 minutes.',
      heading: 'Reset your password',
      paragraphs: [
        greeting(user.name),
        'Someone, hopefully you, asked to reset the password of your account. Choose a new one with the button below; the link works once, for 30 minutes.',
        'Setting a new password signs you out everywhere else.',
      ],
      action: { label: 'Choose a new password', url: link.url },
      footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
    }),
  };
}

export function passwordChangedEmail(user: Recipient, signInUrl: string): OutgoingMail {
  return {
    kind: 'password-changed',
    to: user.email,
    userId: user.id,
    subject: 'Your password was changed',
    ...renderEmail({
      preheader: 'Your account has a new password, and every other device was signed out.',
      heading: 'Your password was changed',
      paragraphs: [
        greeting(user.name),
        'The password of your account was just changed, and every device that was signed in has been signed out.',
      ],
      action: { label: 'Sign in', url: signInUrl },
      footnote: `${NOT_YOU} Use "Forgot password?" on the sign-in page to choose a new password.`,
    }),
  };
}

export function googleLinkedEmail(user: Recipient, accountUrl: string): OutgoingMail {
  return {
    kind: 'google-linked',
    to: user.email,
    userId: user.id,
    subject: 'Google sign-in was added to your account',
    ...renderEmail({
      preheader: 'You can now sign in with Google as well.',
      heading: 'Google sign-in was added',
      paragraphs: [
        greeting(user.name),
        'Your account can now also be opened with Continue With Google, using the Google account with this address.',
      ],
      action: { label: 'See my account', url: accountUrl },
      footnote: NOT_YOU,
    }),
  };
}

export function googleTookOverEmail(user: Recipient, accountUrl: string): OutgoingMail {
  return {
    kind: 'google-took-over',
    to: user.email,
    userId: user.id,
    subject: 'Your account now signs in with Google',
    ...renderEmail({
      preheader: 'Its old password no longer works, and every other device was signed out.',
      heading: 'Your account now signs in with Google',
      paragraphs: [
        greeting(user.name),
        "You signed in with Google using this address. An account with the address already existed, and we cannot be sure that whoever made it or set its password is you: anyone can register with someone else's address.",
        'To keep you safe, the account is now yours through Google: its old password no longer works and every device it was signed in on has been signed out. You can set a password again from "Forgot password?" on the sign-in page.',
      ],
      action: { label: 'See my account', url: accountUrl },
      footnote: NOT_YOU,
    }),
  };
}
