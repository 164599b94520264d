import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';

/*
 * What the gift email says (issue 31), in the buyer's language (they chose the words of the
 * message too), with the store's words for course and asset (कोर्स, एसेट / ॲसेट). emails.ts picks
 * the set. Titles, names and the buyer's message stay as they were typed. English is the source:
 * tests quote it.
 */

export interface GiftEmailWords {
  subject: (from: string) => string;
  preheader: (from: string) => string;
  heading: string;
  greeting: (name: string) => string;
  /** Who gave what: `count` products. */
  intro: (from: string, count: number) => string;
  /** Before the buyer's own words, quoted. */
  theyWrote: (from: string) => string;
  /** How to claim: with an account of this address, made from the link if need be. */
  howToClaim: (email: string) => string;
  action: string;
  /** Why this arrived, and that it is not marketing. */
  whyTold: (from: string) => string;
}

const english: GiftEmailWords = {
  subject: (from) => `${from} sent you a gift from ${ACADEMY.name}`,
  preheader: (from) => `A gift from ${from}: claim it to start.`,
  heading: 'You have a gift',
  greeting: (name) => `Hello ${name},`,
  intro: (from, count) =>
    count === 1
      ? `${from} gave you this at ${ACADEMY.name}:`
      : `${from} gave you these ${count} products at ${ACADEMY.name}:`,
  theyWrote: (from) => `${from} wrote:`,
  howToClaim: (email) =>
    `To claim it, sign in with ${email}, or create an account with that address from the link: it takes one step. It is yours for good once claimed.`,
  action: 'Claim your gift',
  whyTold: (from) =>
    `You get this email because ${from} bought a gift for this address at ${ACADEMY.name}. If you do not know them, you can ignore it.`,
};

const hindi: GiftEmailWords = {
  subject: (from) => `${from} ने आपको ${ACADEMY.name} से एक तोहफ़ा भेजा है`,
  preheader: (from) => `${from} का तोहफ़ा: शुरू करने के लिए इसे लें।`,
  heading: 'आपके लिए एक तोहफ़ा है',
  greeting: (name) => `नमस्ते ${name},`,
  intro: (from, count) =>
    count === 1
      ? `${from} ने ${ACADEMY.name} पर आपको यह दिया है:`
      : `${from} ने ${ACADEMY.name} पर आपको ये ${count} प्रोडक्ट दिए हैं:`,
  theyWrote: (from) => `${from} ने लिखा:`,
  howToClaim: (email) =>
    `तोहफ़ा लेने के लिए ${email} से साइन इन करें, या लिंक से इसी पते पर अकाउंट बनाएँ: बस एक क़दम। लेने के बाद यह हमेशा के लिए आपका है।`,
  action: 'अपना तोहफ़ा लें',
  whyTold: (from) =>
    `यह ईमेल इसलिए आया क्योंकि ${from} ने ${ACADEMY.name} पर इस पते के लिए तोहफ़ा ख़रीदा है। अगर आप उन्हें नहीं जानते, तो इसे अनदेखा कर सकते हैं।`,
};

const marathi: GiftEmailWords = {
  subject: (from) => `${from} यांनी तुम्हाला ${ACADEMY.name} कडून भेट पाठवली आहे`,
  preheader: (from) => `${from} यांची भेट: सुरू करण्यासाठी ती स्वीकारा.`,
  heading: 'तुमच्यासाठी एक भेट आहे',
  greeting: (name) => `नमस्कार ${name},`,
  intro: (from, count) =>
    count === 1
      ? `${from} यांनी ${ACADEMY.name} वर तुम्हाला हे दिले आहे:`
      : `${from} यांनी ${ACADEMY.name} वर तुम्हाला ही ${count} प्रॉडक्ट्स दिली आहेत:`,
  theyWrote: (from) => `${from} यांनी लिहिले:`,
  howToClaim: (email) =>
    `भेट स्वीकारण्यासाठी ${email} ने साइन इन करा, किंवा लिंकवरून याच पत्त्यावर अकाउंट तयार करा: फक्त एक पायरी. स्वीकारल्यानंतर ती कायमची तुमची आहे.`,
  action: 'तुमची भेट स्वीकारा',
  whyTold: (from) =>
    `हा ईमेल तुम्हाला आला कारण ${from} यांनी ${ACADEMY.name} वर या पत्त्यासाठी भेट खरेदी केली आहे. तुम्ही त्यांना ओळखत नसाल तर याकडे दुर्लक्ष करू शकता.`,
};

export const GIFT_EMAIL_WORDS: Record<Language, GiftEmailWords> = { en: english, hi: hindi, mr: marathi };
