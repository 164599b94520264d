import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';

/*
 * What the checkout reminder says (issue 31), in each language the store speaks, in the web
 * app's words (कार्ट, कोर्स, एसेट / ॲसेट). checkout-reminder-email.ts picks the recipient's set.
 * Titles stay as the admin typed them; prices come written (₹1,499). English is the source:
 * tests quote it.
 */

export interface CheckoutReminderWords {
  subject: string;
  preheader: string;
  heading: string;
  /** Before the list of products. */
  intro: (count: number) => string;
  action: string;
  /** Why a marketing mail came, and how to stop them; `url` is the unsubscribe page. */
  whyTold: (url: string) => string;
}

const english: CheckoutReminderWords = {
  subject: 'Your cart is waiting',
  preheader: 'The products you were buying are still here.',
  heading: 'You left something behind',
  intro: (count) =>
    count === 1
      ? 'You started buying this and did not finish. It is still here when you want it:'
      : 'You started buying these and did not finish. They are still here when you want them:',
  action: 'Go to your cart',
  whyTold: (url) =>
    `You get this because you started a checkout at ${ACADEMY.name} and did not finish it: we write once, and never more than once a week. To stop these emails (review requests, price drops and checkout reminders): ${url}`,
};

const hindi: CheckoutReminderWords = {
  subject: 'आपकी कार्ट आपका इंतज़ार कर रही है',
  preheader: 'जो प्रोडक्ट आप ख़रीद रहे थे, वे अभी भी यहीं हैं।',
  heading: 'आपकी ख़रीदारी अधूरी रह गई',
  intro: (count) =>
    count === 1
      ? 'आपने यह ख़रीदना शुरू किया था, पर ख़रीदारी पूरी नहीं हुई। जब चाहें, यह यहीं मिलेगा:'
      : 'आपने ये ख़रीदना शुरू किया था, पर ख़रीदारी पूरी नहीं हुई। जब चाहें, ये यहीं मिलेंगे:',
  action: 'अपनी कार्ट पर जाएँ',
  whyTold: (url) =>
    `यह ईमेल इसलिए आया है क्योंकि आपने ${ACADEMY.name} पर चेकआउट शुरू किया था और उसे पूरा नहीं किया: हम एक बार ही लिखते हैं, और हफ़्ते में एक से ज़्यादा बार कभी नहीं। ये ईमेल (रिव्यू के अनुरोध, घटी कीमतें और अधूरी ख़रीदारी की याद) बंद करने के लिए: ${url}`,
};

const marathi: CheckoutReminderWords = {
  subject: 'तुमची कार्ट तुमची वाट पाहत आहे',
  preheader: 'तुम्ही घेत असलेले प्रॉडक्ट अजूनही इथेच आहेत.',
  heading: 'तुमची खरेदी अर्धवट राहिली',
  intro: (count) =>
    count === 1
      ? 'तुम्ही हे विकत घ्यायला सुरुवात केली होती, पण खरेदी पूर्ण झाली नाही. हवे तेव्हा ते इथेच मिळेल:'
      : 'तुम्ही हे विकत घ्यायला सुरुवात केली होती, पण खरेदी पूर्ण झाली नाही. हवे तेव्हा ते इथेच मिळतील:',
  action: 'तुमच्या कार्टवर जा',
  whyTold: (url) =>
    `हा ईमेल यासाठी आला आहे की तुम्ही ${ACADEMY.name} वर चेकआउट सुरू केले होते आणि ते पूर्ण केले नाही: आम्ही एकदाच लिहितो, आणि आठवड्यातून एकापेक्षा जास्त वेळा कधीच नाही. हे ईमेल (रिव्ह्यूची विनंती, कमी झालेल्या किमती आणि अपूर्ण खरेदीची आठवण) बंद करण्यासाठी: ${url}`,
};

export const CHECKOUT_REMINDER_WORDS: Record<Language, CheckoutReminderWords> = {
  en: english,
  hi: hindi,
  mr: marathi,
};
