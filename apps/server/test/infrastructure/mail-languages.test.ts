import type { Language } from '@academy/shared/languages';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages } from '../../src/db/schema/infrastructure';
import { orderItems, orders } from '../../src/db/schema/orders';
import { users } from '../../src/db/schema/users';
import { pageUrlIn } from '../../src/infrastructure/mail/layout-words';
import type { OutgoingMail } from '../../src/infrastructure/mail/mailer';
import {
  googleLinkedEmail,
  googleTookOverEmail,
  passwordChangedEmail,
  passwordResetEmail,
  registrationAttemptEmail,
  verifyAgainEmail,
  welcomeVerifyEmail,
} from '../../src/modules/auth/emails';
import type { TaxDocument } from '../../src/modules/invoices/service';
import {
  receiptEmail,
  refundFailedEmail,
  type RefundNotice,
  refundProcessedEmail,
  refundStartedEmail,
} from '../../src/modules/orders/emails';
import { SEND_RECEIPT_JOB } from '../../src/modules/orders/job-kinds';
import { invoiceOrder } from '../../src/workflows/checkout/invoice';
import { bearer, createTestApp, loginUser, newCredentials, type TestApp } from '../support/app';

/*
 * Issue 29: every email in the account's language, subject, HTML and text alike, with its
 * links to the pages in that language. English stays word for word what it was.
 */

const PUBLIC_URL = 'https://kalakriti.example.in';
const LANGUAGES: Language[] = ['en', 'hi', 'mr'];

const DEVANAGARI = /[\u0900-\u097F]/;
const DEVANAGARI_DIGIT = /[\u0966-\u096F]/;
const NUKTA = '\u093C';

/** What the emails may keep in Latin letters: names, numbers, codes, brands, addresses of pages. */
const KEPT_AS_IS = [
  'Kalakriti Design Academy',
  'Kalakriti',
  'Asha Kulkarni',
  'Asha',
  'asha@example.com',
  'hello@kalakriti.academy',
  'Brand Identity for Small Studios',
  'Type Foundry Basics',
  'Poster Lab',
  'Grid Systems',
  'KDA-2026-000042',
  'KDA/2026-27/000042',
  'CN/2026-27/000007',
  'pay_Nq4xY2bLm8',
  'rfnd_Hk2pQ9',
  'DIWALI10',
  'GSTIN',
  'CGST',
  'SGST',
  'IGST',
  'GST',
  'PDF',
  'ID',
  'Google',
  'pm',
  'am',
  'PM',
  'AM',
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const KEPT = KEPT_AS_IS.map((kept) => new RegExp(`(?<![A-Za-z])${escapeRegExp(kept)}(?![A-Za-z])`, 'g'));

/**
 * The Latin words left once tags, entities, URLs and what stays as it is are taken out: English
 * that was not translated.
 */
function englishLeftIn(text: string): string[] {
  let rest = text
    .replace(/<[^>]*>/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/https?:\/\/[^\s<"]+/g, ' ');
  for (const kept of KEPT) rest = rest.replace(kept, ' ');
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const person = (language: Language) => ({
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Asha Kulkarni',
  email: 'asha@example.com',
  language,
});

const tokenLink = (language: Language, path: string) => ({
  url: `${pageUrlIn(PUBLIC_URL, path, language)}?token=tok3n`,
  token: 'tok3n',
  validForMs: 60_000,
});

// The parts of a tax document the emails read.
const invoice = {
  number: 'KDA/2026-27/000042',
  supplier: { rateBasisPoints: 1800, stateCode: '27' },
  placeOfSupply: '27',
  taxablePaise: 266796,
  cgstPaise: 24012,
  sgstPaise: 24012,
  igstPaise: 0,
} as unknown as TaxDocument;
const creditNote = { ...invoice, number: 'CN/2026-27/000007' } as unknown as TaxDocument;

const ORDER_ID = '00000000-0000-4000-8000-0000000000aa';

const paidOrder = {
  id: ORDER_ID,
  number: 'KDA-2026-000042',
  paidAt: new Date('2026-11-24T06:36:00Z'),
  gatewayPaymentId: 'pay_Nq4xY2bLm8',
  subtotalPaise: 349800,
  discountPaise: 34980,
  couponCode: 'DIWALI10',
  amountPaise: 314820,
  items: [
    { title: 'Brand Identity for Small Studios', listPricePaise: 199900, pricePaise: 182410 },
    { title: 'Type Foundry Basics', listPricePaise: 149900, pricePaise: 132410 },
  ],
  giftTo: null,
};

const freeOrder = {
  ...paidOrder,
  gatewayPaymentId: null,
  subtotalPaise: 0,
  discountPaise: 0,
  couponCode: null,
  amountPaise: 0,
  items: [
    { title: 'Brand Identity for Small Studios', listPricePaise: 0, pricePaise: 0 },
    { title: 'Type Foundry Basics', listPricePaise: 0, pricePaise: 0 },
    { title: 'Poster Lab', listPricePaise: 0, pricePaise: 0 },
    { title: 'Grid Systems', listPricePaise: 0, pricePaise: 0 },
  ],
};

const refund = (reason: RefundNotice['reason']): RefundNotice => ({
  reason,
  amountPaise: 199900,
  paymentId: 'pay_Nq4xY2bLm8',
  gatewayRefundId: 'rfnd_Hk2pQ9',
  order: { id: ORDER_ID, couponCode: 'DIWALI10', titles: ['Brand Identity for Small Studios'] },
});

/** Every email the store sends, in `language`, with the page its button opens. */
function everyEmail(language: Language): Record<string, { mail: OutgoingMail; page: string }> {
  const user = person(language);
  const orderPage = `/my-courses/orders/${ORDER_ID}`;
  return {
    welcome: { mail: welcomeVerifyEmail(user, tokenLink(language, '/verify-email')), page: '/verify-email' },
    registrationAttempt: {
      mail: registrationAttemptEmail(user, {
        signInUrl: pageUrlIn(PUBLIC_URL, '/auth', language),
        forgotPasswordUrl: pageUrlIn(PUBLIC_URL, '/forgot-password', language),
      }),
      page: '/auth',
    },
    verifyAgain: {
      mail: verifyAgainEmail(user, tokenLink(language, '/verify-email')),
      page: '/verify-email',
    },
    passwordReset: {
      mail: passwordResetEmail(user, tokenLink(language, '/reset-password')),
      page: '/reset-password',
    },
    passwordChanged: {
      mail: passwordChangedEmail(user, pageUrlIn(PUBLIC_URL, '/auth', language)),
      page: '/auth',
    },
    googleLinked: {
      mail: googleLinkedEmail(user, pageUrlIn(PUBLIC_URL, '/account', language)),
      page: '/account',
    },
    googleTookOver: {
      mail: googleTookOverEmail(user, pageUrlIn(PUBLIC_URL, '/account', language)),
      page: '/account',
    },
    receipt: { mail: receiptEmail(user, paidOrder, invoice, PUBLIC_URL), page: orderPage },
    receiptFree: { mail: receiptEmail(user, freeOrder, undefined, PUBLIC_URL), page: orderPage },
    receiptNoInvoice: { mail: receiptEmail(user, paidOrder, undefined, PUBLIC_URL), page: orderPage },
    refundByAdmin: {
      mail: refundStartedEmail(user, refund('admin'), { creditNote, invoice }, PUBLIC_URL),
      page: orderPage,
    },
    refundDuplicate: {
      mail: refundStartedEmail(user, refund('duplicate-payment'), {}, PUBLIC_URL),
      page: orderPage,
    },
    refundOrderClosed: {
      mail: refundStartedEmail(user, refund('order-closed'), {}, PUBLIC_URL),
      page: orderPage,
    },
    refundAlreadyOwned: {
      mail: refundStartedEmail(user, refund('already-owned'), {}, PUBLIC_URL),
      page: orderPage,
    },
    refundCouponUsedUp: {
      mail: refundStartedEmail(user, refund('coupon-used-up'), {}, PUBLIC_URL),
      page: orderPage,
    },
    refundProcessed: { mail: refundProcessedEmail(user, refund('admin'), PUBLIC_URL), page: orderPage },
    refundFailed: { mail: refundFailedEmail(user, refund('admin'), PUBLIC_URL), page: orderPage },
  };
}

const SUBJECTS: Record<Language, Record<string, string>> = {
  en: {
    welcome: 'Welcome to Kalakriti: please confirm your email',
    registrationAttempt: 'Someone tried to register with your email address',
    verifyAgain: 'Confirm your email address',
    passwordReset: 'Reset your password',
    passwordChanged: 'Your password was changed',
    googleLinked: 'Google sign-in was added to your account',
    googleTookOver: 'Your account now signs in with Google',
    receipt:
      'Your receipt and tax invoice KDA/2026-27/000042: Brand Identity for Small Studios and Type Foundry Basics',
    receiptFree: 'Your order is confirmed: Brand Identity for Small Studios, Type Foundry Basics and 2 more',
    receiptNoInvoice: 'Your receipt: Brand Identity for Small Studios and Type Foundry Basics',
    refundByAdmin: 'Your order has been refunded',
    refundDuplicate: 'We are refunding your payment',
    refundOrderClosed: 'We are refunding your payment',
    refundAlreadyOwned: 'We are refunding your payment',
    refundCouponUsedUp: 'We are refunding your payment',
    refundProcessed: 'Your refund is on its way',
    refundFailed: 'We could not refund your payment automatically',
  },
  hi: {
    welcome: 'Kalakriti में आपका स्वागत है: कृपया अपना ईमेल पक्का करें',
    registrationAttempt: 'किसी ने आपके ईमेल पते से रजिस्टर करने की कोशिश की',
    verifyAgain: 'अपना ईमेल पता पक्का करें',
    passwordReset: 'अपना पासवर्ड रीसेट करें',
    passwordChanged: 'आपका पासवर्ड बदल दिया गया है',
    googleLinked: 'आपके खाते में Google से लॉग इन जुड़ गया है',
    googleTookOver: 'अब आपका खाता Google से लॉग इन होता है',
    receipt:
      'आपकी रसीद और टैक्स इनवॉइस KDA/2026-27/000042: Brand Identity for Small Studios और Type Foundry Basics',
    receiptFree: 'आपका ऑर्डर पक्का हो गया: Brand Identity for Small Studios, Type Foundry Basics और 2 अन्य',
    receiptNoInvoice: 'आपकी रसीद: Brand Identity for Small Studios और Type Foundry Basics',
    refundByAdmin: 'आपके ऑर्डर का रिफ़ंड कर दिया गया है',
    refundDuplicate: 'हम आपका पेमेंट लौटा रहे हैं',
    refundOrderClosed: 'हम आपका पेमेंट लौटा रहे हैं',
    refundAlreadyOwned: 'हम आपका पेमेंट लौटा रहे हैं',
    refundCouponUsedUp: 'हम आपका पेमेंट लौटा रहे हैं',
    refundProcessed: 'आपका रिफ़ंड भेज दिया गया है',
    refundFailed: 'हम आपका पेमेंट अपने-आप नहीं लौटा पाए',
  },
  mr: {
    welcome: 'Kalakriti मध्ये तुमचे स्वागत आहे: कृपया तुमचा ईमेल निश्चित करा',
    registrationAttempt: 'कोणीतरी तुमच्या ईमेल पत्त्याने नोंदणी करण्याचा प्रयत्न केला',
    verifyAgain: 'तुमचा ईमेल पत्ता निश्चित करा',
    passwordReset: 'तुमचा पासवर्ड रीसेट करा',
    passwordChanged: 'तुमचा पासवर्ड बदलला गेला आहे',
    googleLinked: 'तुमच्या खात्याला Google ने लॉग इन जोडले गेले',
    googleTookOver: 'आता तुमचे खाते Google ने लॉग इन होते',
    receipt:
      'तुमची पावती आणि टॅक्स इनव्हॉइस KDA/2026-27/000042: Brand Identity for Small Studios आणि Type Foundry Basics',
    receiptFree: 'तुमची ऑर्डर निश्चित झाली: Brand Identity for Small Studios, Type Foundry Basics आणि आणखी 2',
    receiptNoInvoice: 'तुमची पावती: Brand Identity for Small Studios आणि Type Foundry Basics',
    refundByAdmin: 'तुमच्या ऑर्डरचा परतावा केला आहे',
    refundDuplicate: 'आम्ही तुमचे पेमेंट परत करत आहोत',
    refundOrderClosed: 'आम्ही तुमचे पेमेंट परत करत आहोत',
    refundAlreadyOwned: 'आम्ही तुमचे पेमेंट परत करत आहोत',
    refundCouponUsedUp: 'आम्ही तुमचे पेमेंट परत करत आहोत',
    refundProcessed: 'तुमचा परतावा पाठवला गेला आहे',
    refundFailed: 'आम्ही तुमचे पेमेंट आपोआप परत करू शकलो नाही',
  },
};

const HTML_LANG: Record<Language, string> = { en: 'en-IN', hi: 'hi', mr: 'mr' };

const LINK_FALLBACK: Record<Language, string> = {
  en: 'If the button does not work, open this link:',
  hi: 'अगर बटन काम न करे, तो यह लिंक खोलें:',
  mr: 'बटण चालत नसेल, तर ही लिंक उघडा:',
};

const GREETING: Record<Language, string> = { en: 'Namaste Asha,', hi: 'नमस्ते Asha,', mr: 'नमस्ते Asha,' };

const FOOTER_ADDRESS: Record<Language, string> = {
  en: 'Shivajinagar, Pune, Maharashtra 411004',
  hi: 'शिवाजीनगर, पुणे, महाराष्ट्र 411004',
  mr: 'शिवाजीनगर, पुणे, महाराष्ट्र 411004',
};

/** The button's address in the text twin: the last line that ends in a URL (label: URL). */
const actionUrlOf = (text: string) => [...text.matchAll(/: (https:\/\/\S+)$/gm)].at(-1)?.[1];

describe.each(LANGUAGES)('every email in %s', (language) => {
  const emails = everyEmail(language);

  it('has the subject in the language', () => {
    const subjects = Object.fromEntries(
      Object.entries(emails).map(([name, { mail }]) => [name, mail.subject]),
    );
    expect(subjects).toEqual(SUBJECTS[language]);
  });

  it.each(Object.keys(emails))('%s: the HTML and text parts are in the language, its links too', (name) => {
    const { mail, page } = emails[name] ?? expect.unreachable();
    const { html, text } = mail;

    expect(html).toContain(`<html lang="${HTML_LANG[language]}">`);
    expect(html).toContain(LINK_FALLBACK[language]);
    expect(text).toContain(GREETING[language]);
    expect(html).toContain(FOOTER_ADDRESS[language]);
    expect(text).toContain(FOOTER_ADDRESS[language]);

    // The button opens the page in the language: /hi/… and /mr/…, English as it was.
    const expectedUrl = pageUrlIn(PUBLIC_URL, page, language);
    const actionUrl = actionUrlOf(text) ?? '';
    expect(actionUrl.startsWith(expectedUrl), actionUrl).toBe(true);
    expect(html).toContain(`href="${actionUrl.replaceAll('&', '&amp;')}"`);
    for (const url of text.match(/https:\/\/\S+/g) ?? []) {
      if (url.startsWith(PUBLIC_URL)) {
        expect(url.slice(PUBLIC_URL.length).startsWith(language === 'en' ? '/' : `/${language}/`), url).toBe(
          true,
        );
      }
    }
    if (language === 'en') {
      expect(actionUrl).not.toMatch(/\/(hi|mr)\//);
    }

    // Latin digits everywhere, amounts in en-IN's grouping.
    expect(html).not.toMatch(DEVANAGARI_DIGIT);
    expect(text).not.toMatch(DEVANAGARI_DIGIT);

    if (language === 'en') {
      expect(mail.subject).not.toMatch(DEVANAGARI);
      expect(html).not.toMatch(DEVANAGARI);
      expect(text).not.toMatch(DEVANAGARI);
      return;
    }
    expect(mail.subject).toMatch(DEVANAGARI);
    expect(englishLeftIn(mail.subject)).toEqual([]);
    expect(englishLeftIn(text)).toEqual([]);
    expect(englishLeftIn(html.replace(/<head>[\s\S]*?<\/head>/, ''))).toEqual([]);
    // The English sentences are gone, the layout's own included.
    expect(text).not.toContain('Namaste');
    expect(html).not.toContain('If the button does not work');
    expect(text).not.toContain('Fergusson College Road');
    if (language === 'hi') {
      // Hindi ends its sentences with the danda, never a full stop after Devanagari.
      expect(text).not.toMatch(/[\u0900-\u097F]\./);
      expect(text).toMatch(/।/);
    } else {
      // Marathi ends them with a full stop, and writes no nukta.
      expect(text).not.toMatch(/।/);
      expect(`${mail.subject}${html}${text}`).not.toContain(NUKTA);
    }
  });
});

describe('the receipt in each language', () => {
  it('keeps English word for word', () => {
    const { text } = receiptEmail(person('en'), paidOrder, invoice, PUBLIC_URL);
    expect(text).toContain('Paid on: 24 Nov 2026, 12:06 pm');
    expect(text).toContain('Discount (coupon DIWALI10): −₹349.80');
    expect(text).toContain('Total paid: ₹3,148.20');
    expect(text).toContain('GST included (18%): ₹480.24');
    expect(text).toContain(`View your order: ${PUBLIC_URL}/my-courses/orders/${ORDER_ID}`);
  });

  it('writes the rows, the date and the amounts in Hindi, with the numbers as they are', () => {
    const { text } = receiptEmail(person('hi'), paidOrder, invoice, PUBLIC_URL);
    expect(text).toContain('ऑर्डर नंबर: KDA-2026-000042');
    expect(text).toMatch(/पेमेंट की तारीख़: 24 नवंबर 2026, 12:06/);
    expect(text).toContain('पेमेंट ID: pay_Nq4xY2bLm8');
    expect(text).toContain('टैक्स इनवॉइस: KDA/2026-27/000042');
    expect(text).toContain('Brand Identity for Small Studios: ₹1,999');
    expect(text).toContain('छूट (कूपन DIWALI10): −₹349.80');
    expect(text).toContain('कुल पेमेंट: ₹3,148.20');
    expect(text).toContain(
      ['GST शामिल (18%): ₹480.24', 'कर योग्य मूल्य: ₹2,667.96', 'CGST 9%: ₹240.12', 'SGST 9%: ₹240.12'].join(
        '\n',
      ),
    );
    expect(text).toContain('हमें आपका पेमेंट मिल गया है।');
    expect(text).toContain(`अपना ऑर्डर देखें: ${PUBLIC_URL}/hi/my-courses/orders/${ORDER_ID}`);
  });

  it('writes them in Marathi, and a free order of four says how many more', () => {
    const paid = receiptEmail(person('mr'), paidOrder, invoice, PUBLIC_URL);
    expect(paid.text).toMatch(/पेमेंटची तारीख: 24 नोव्हेंबर,? 2026, 12:06/);
    expect(paid.text).toContain('सवलत (कूपन DIWALI10): −₹349.80');
    expect(paid.text).toContain('करपात्र मूल्य: ₹2,667.96');
    expect(paid.text).toContain(`तुमची ऑर्डर पाहा: ${PUBLIC_URL}/mr/my-courses/orders/${ORDER_ID}`);

    const free = receiptEmail(person('mr'), freeOrder, undefined, PUBLIC_URL);
    expect(free.text).toContain('एकूण: मोफत');
    expect(free.text).toContain(
      'Brand Identity for Small Studios, Type Foundry Basics आणि आणखी 2 कोणत्याही शुल्काशिवाय आता “माझी खरेदी” मध्ये आहेत.',
    );
  });
});

describe('through the API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL });
  });
  afterAll(async () => {
    await t?.close();
  });

  const register = (payload: object, language: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload,
      headers: { 'accept-language': language },
    });

  /** What the outbox holds for the address (no SMTP here: held), oldest first. */
  const mailsTo = (address: string) =>
    t.db
      .select()
      .from(mailMessages)
      .where(eq(mailMessages.toAddress, address))
      .orderBy(asc(mailMessages.createdAt));

  it('welcomes an account registered on a Hindi page in Hindi, with the Hindi page to confirm on', async () => {
    const credentials = newCredentials({ name: 'Asha Kulkarni' });
    expect((await register(credentials, 'hi')).statusCode).toBe(201);

    const [account] = await t.db.select().from(users).where(eq(users.email, credentials.email));
    expect(account?.language).toBe('hi');
    const [welcome] = await mailsTo(credentials.email);
    expect(welcome?.subject).toBe(SUBJECTS.hi.welcome);
    expect(welcome?.text).toContain('नमस्ते Asha,');
    expect(welcome?.text).toMatch(
      new RegExp(`मेरा ईमेल पक्का करें: ${PUBLIC_URL}/hi/verify-email\\?token=[\\w-]+`),
    );
    expect(welcome?.html).toContain('<html lang="hi">');
    expect(welcome?.html).toContain(`href="${PUBLIC_URL}/hi/verify-email?token=`);
    expect(welcome?.text).not.toContain('Thank you for joining us');

    // The link works: its token confirms the address.
    const token = /verify-email\?token=([\w-]+)/.exec(welcome?.text ?? '')?.[1] ?? '';
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token },
    });
    expect(verified.statusCode, verified.body).toBe(200);
  });

  it("tells the owner of a taken address in the owner's language, not the newcomer's", async () => {
    const owner = newCredentials();
    await register(owner, 'hi');
    expect((await register(newCredentials({ email: owner.email }), 'mr')).statusCode).toBe(201);

    const notice = (await mailsTo(owner.email)).find((mail) => mail.kind === 'registration-attempt');
    expect(notice?.subject).toBe(SUBJECTS.hi.registrationAttempt);
    expect(notice?.text).toContain(`${PUBLIC_URL}/hi/forgot-password`);
    expect(notice?.text).toContain(`लॉग इन करें: ${PUBLIC_URL}/hi/auth`);
  });

  it('mails the reset link to the Marathi page, and the password change after it in Marathi', async () => {
    const credentials = newCredentials();
    await register(credentials, 'mr');
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: credentials.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.jobs.drain();

    const reset = (await mailsTo(credentials.email)).find((mail) => mail.kind === 'password-reset');
    expect(reset?.subject).toBe(SUBJECTS.mr.passwordReset);
    const token = new RegExp(`${PUBLIC_URL}/mr/reset-password\\?token=([\\w-]+)`).exec(
      reset?.text ?? '',
    )?.[1];
    expect(token).toBeTruthy();

    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, password: 'a brand new marathi passphrase' },
    });
    expect(done.statusCode, done.body).toBe(200);
    const changed = (await mailsTo(credentials.email)).find((mail) => mail.kind === 'password-changed');
    expect(changed?.subject).toBe(SUBJECTS.mr.passwordChanged);
    expect(changed?.text).toContain(`लॉग इन करा: ${PUBLIC_URL}/mr/auth`);
  });

  it('follows the language chosen on /account: the password-changed email, then the receipt', async () => {
    const credentials = newCredentials({ name: 'Asha Kulkarni' });
    await register(credentials, 'en');
    const { token, user } = await loginUser(t.app, credentials);
    const chosen = await t.app.inject({
      method: 'PUT',
      url: '/api/account/language',
      headers: bearer(token),
      payload: { language: 'mr' },
    });
    expect(chosen.statusCode, chosen.body).toBe(200);

    const changedPassword = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: bearer(token),
      payload: { currentPassword: credentials.password, newPassword: 'another long marathi passphrase' },
    });
    expect(changedPassword.statusCode, changedPassword.body).toBe(200);
    const changed = (await mailsTo(credentials.email)).find((mail) => mail.kind === 'password-changed');
    expect(changed?.subject).toBe(SUBJECTS.mr.passwordChanged);
    expect(changed?.html).toContain('<html lang="mr">');
    expect(changed?.text).toContain(`${PUBLIC_URL}/mr/auth`);

    // A paid order's receipt, written by the job, in Marathi with the Marathi order page.
    const [order] = await t.db
      .insert(orders)
      .values({
        userId: user._id,
        kind: 'course',
        status: 'paid',
        gateway: 'sandbox',
        subtotalPaise: 199900,
        discountPaise: 0,
        amountPaise: 199900,
        gatewayPaymentId: 'pay_Nq4xY2bLm8',
        paidAt: new Date('2026-11-24T06:36:00Z'),
        paidVia: 'checkout',
      })
      .returning();
    if (!order) throw new Error('no order');
    await t.db.insert(orderItems).values({
      orderId: order.id,
      itemType: 'Course',
      title: 'Brand Identity for Small Studios',
      listPricePaise: 199900,
      pricePaise: 199900,
    });
    const taxInvoice = await invoiceOrder(
      t.db,
      t.config.invoicing,
      order.id,
      new Date('2026-11-24T06:36:00Z'),
    );
    await t.app.jobs.enqueue(t.db, SEND_RECEIPT_JOB, { orderId: order.id });
    await t.app.jobs.drain();

    const receipt = (await mailsTo(credentials.email)).find((mail) => mail.kind === 'order-receipt');
    expect(receipt?.subject).toBe(
      `तुमची पावती आणि टॅक्स इनव्हॉइस ${taxInvoice?.number}: Brand Identity for Small Studios`,
    );
    expect(receipt?.text).toContain('नमस्ते Asha,');
    expect(receipt?.text).toContain('एकूण पेमेंट: ₹1,999');
    expect(receipt?.text).toContain(`तुमची ऑर्डर पाहा: ${PUBLIC_URL}/mr/my-courses/orders/${order.id}`);
    expect(receipt?.html).toContain('<html lang="mr">');
  });
});
