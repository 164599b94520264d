import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';

/*
 * What the price-drop email says (issue 31), in each language the store speaks, in the words of
 * docs/glossary.md (price: क़ीमत / किंमत) and of the web app's wishlist (विशलिस्ट). emails.ts
 * picks the recipient's set. Titles and coupon codes stay as the admin typed them; prices come
 * written (₹1,499). English is the source: tests quote it.
 */

type Opening = { subject: string; preheader: string; heading: string };

export interface WishlistEmailWords {
  /** One saved product costs less: its title, what it cost, what it costs now. */
  one: (title: string, was: string, now: string) => Opening;
  /** Several saved products cost less. */
  several: (count: number) => Opening;
  /** Before the list of products. */
  intro: (count: number) => string;
  /** A product whose new price needs a banner coupon's code. */
  withCode: (title: string, code: string) => string;
  /** After the intro, when a price needs a code. */
  couponHint: string;
  action: string;
  /** Why a marketing mail came, and how to stop them; `url` is the unsubscribe page. */
  whyTold: (url: string) => string;
}

const english: WishlistEmailWords = {
  one: (title, was, now) => ({
    subject: `“${title}” is now ${now}`,
    preheader: `Was ${was}, now ${now}.`,
    heading: `“${title}” costs less now`,
  }),
  several: (count) => ({
    subject: `${count} products on your wishlist cost less now`,
    preheader: 'Prices fell on products you saved for later.',
    heading: 'Prices fell on your wishlist',
  }),
  intro: (count) =>
    count === 1
      ? 'A product you saved on your wishlist costs less now.'
      : 'Products you saved on your wishlist cost less now.',
  withCode: (title, code) => `${title}, with the code ${code}`,
  couponHint: 'Where a code is named, enter it at checkout to get that price.',
  action: 'See your wishlist',
  whyTold: (url) =>
    `You get this because of your wishlist at ${ACADEMY.name}: we write once each time the price of a product you saved falls. To stop these emails (review requests, price drops and checkout reminders): ${url}`,
};

const hindi: WishlistEmailWords = {
  one: (title, was, now) => ({
    subject: `“${title}” अब ${now} में`,
    preheader: `पहले ${was}, अब ${now}।`,
    heading: `“${title}” की क़ीमत घट गई`,
  }),
  several: (count) => ({
    subject: `आपकी विशलिस्ट के ${count} प्रोडक्ट की क़ीमतें घट गईं`,
    preheader: 'बाद के लिए सहेजे गए प्रोडक्ट अब कम क़ीमत पर मिल रहे हैं।',
    heading: 'आपकी विशलिस्ट में क़ीमतें घट गईं',
  }),
  intro: (count) =>
    count === 1
      ? 'आपकी विशलिस्ट में सहेजा गया एक प्रोडक्ट अब कम क़ीमत पर मिल रहा है।'
      : 'आपकी विशलिस्ट में सहेजे गए कुछ प्रोडक्ट अब कम क़ीमत पर मिल रहे हैं।',
  withCode: (title, code) => `${title}, कोड ${code} के साथ`,
  couponHint: 'जहाँ कोड लिखा है, वह क़ीमत पाने के लिए चेकआउट पर वही कोड डालें।',
  action: 'अपनी विशलिस्ट देखें',
  whyTold: (url) =>
    `यह ईमेल ${ACADEMY.name} पर आपकी विशलिस्ट की वजह से आया है: सहेजे गए किसी प्रोडक्ट की क़ीमत जब भी घटती है, हम एक बार ईमेल भेजते हैं। ये ईमेल (रिव्यू के अनुरोध, घटी कीमतें और अधूरी ख़रीदारी की याद) बंद करने के लिए: ${url}`,
};

const marathi: WishlistEmailWords = {
  one: (title, was, now) => ({
    subject: `“${title}” आता ${now} मध्ये`,
    preheader: `आधी ${was}, आता ${now}.`,
    heading: `“${title}” ची किंमत कमी झाली`,
  }),
  several: (count) => ({
    subject: `तुमच्या विशलिस्टमधील ${count} प्रॉडक्टच्या किमती कमी झाल्या`,
    preheader: 'नंतरसाठी जतन केलेले प्रॉडक्ट आता कमी किमतीत मिळत आहेत.',
    heading: 'तुमच्या विशलिस्टमधील किमती कमी झाल्या',
  }),
  intro: (count) =>
    count === 1
      ? 'तुमच्या विशलिस्टमध्ये जतन केलेला एक प्रॉडक्ट आता कमी किमतीत मिळत आहे.'
      : 'तुमच्या विशलिस्टमध्ये जतन केलेले काही प्रॉडक्ट आता कमी किमतीत मिळत आहेत.',
  withCode: (title, code) => `${title}, कोड ${code} सह`,
  couponHint: 'जिथे कोड दिला आहे, ती किंमत मिळवण्यासाठी चेकआउटला तोच कोड टाका.',
  action: 'तुमची विशलिस्ट पाहा',
  whyTold: (url) =>
    `हा ईमेल ${ACADEMY.name} वरील तुमच्या विशलिस्टमुळे आला आहे: जतन केलेल्या प्रॉडक्टची किंमत जेव्हा जेव्हा कमी होते, तेव्हा आम्ही एकदा ईमेल पाठवतो. हे ईमेल (रिव्ह्यूची विनंती, कमी झालेल्या किमती आणि अपूर्ण खरेदीची आठवण) बंद करण्यासाठी: ${url}`,
};

export const WISHLIST_EMAIL_WORDS: Record<Language, WishlistEmailWords> = {
  en: english,
  hi: hindi,
  mr: marathi,
};
