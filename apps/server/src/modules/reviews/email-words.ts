import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';

/*
 * What the reviews emails say (issue 30), in each language the store speaks, in the words of
 * docs/glossary.md (review: रिव्यू / रिव्ह्यू). emails.ts picks the recipient's set. A product's
 * title is quoted as the admin typed it. English is the source: tests quote it.
 */

type Words = { subject: string; preheader: string; heading: string; body: string[]; action: string };

export interface ReviewEmailWords {
  /** After the course's certificate. */
  askCourse: (title: string) => Words;
  /** A week after an asset was bought. */
  askAsset: (name: string) => Words;
  /** Why a marketing mail came, and how to stop them; `url` is the unsubscribe page. */
  whyAsked: (url: string) => string;
  /** The academy answered the student's review. */
  reply: (title: string) => Omit<Words, 'body'> & { intro: string; footnote: string };
}

const english: ReviewEmailWords = {
  askCourse: (title) => ({
    subject: `How was “${title}”?`,
    preheader: 'You finished it: a minute of your words helps the next student choose.',
    heading: `You finished “${title}”. How was it?`,
    body: [
      'Congratulations on your certificate. Would you tell other students what you thought of the course? Stars and a few lines are enough.',
      'Your review helps the next student choose, and tells the instructor what worked.',
    ],
    action: 'Review the course',
  }),
  askAsset: (name) => ({
    subject: `How is “${name}” working for you?`,
    preheader: 'A week in: tell other designers what you made with it.',
    heading: `How is “${name}” working for you?`,
    body: [
      'You bought it a week ago. Would you tell other students how it worked in your designs? Stars and a few lines are enough.',
      'Your review helps other designers choose.',
    ],
    action: 'Review the asset',
  }),
  whyAsked: (url) =>
    `You get this once, because you bought from ${ACADEMY.name}. To stop these emails (review requests, price drops and checkout reminders): ${url}`,
  reply: (title) => ({
    subject: `${ACADEMY.shortName} replied to your review`,
    preheader: `An answer to your review of “${title}”.`,
    heading: 'The academy replied to your review',
    intro: `${ACADEMY.name} answered your review of “${title}”:`,
    action: 'See the reply',
    footnote: `You get this because you reviewed “${title}” at ${ACADEMY.name}.`,
  }),
};

const hindi: ReviewEmailWords = {
  askCourse: (title) => ({
    subject: `“${title}” कैसा लगा?`,
    preheader: 'आपने यह पूरा कर लिया: आपके एक मिनट के शब्द अगले विद्यार्थी को चुनने में मदद करते हैं।',
    heading: `आपने “${title}” पूरा कर लिया। यह कैसा लगा?`,
    body: [
      'प्रमाणपत्र के लिए बधाई! क्या आप दूसरे विद्यार्थियों को बताएँगे कि आपको यह कोर्स कैसा लगा? स्टार और कुछ पंक्तियाँ काफ़ी हैं।',
      'आपका रिव्यू अगले विद्यार्थी को चुनने में मदद करता है, और इंस्ट्रक्टर को बताता है कि क्या काम आया।',
    ],
    action: 'कोर्स का रिव्यू लिखें',
  }),
  askAsset: (name) => ({
    subject: `“${name}” आपके काम कैसा आ रहा है?`,
    preheader: 'एक हफ़्ता हो गया: दूसरे डिज़ाइनरों को बताइए कि आपने इससे क्या बनाया।',
    heading: `“${name}” आपके काम कैसा आ रहा है?`,
    body: [
      'आपने इसे एक हफ़्ता पहले ख़रीदा था। क्या आप दूसरे विद्यार्थियों को बताएँगे कि यह आपके डिज़ाइनों में कैसा काम आया? स्टार और कुछ पंक्तियाँ काफ़ी हैं।',
      'आपका रिव्यू दूसरे डिज़ाइनरों को चुनने में मदद करता है।',
    ],
    action: 'एसेट का रिव्यू लिखें',
  }),
  whyAsked: (url) =>
    `यह ईमेल आपको एक ही बार आया है, क्योंकि आपने ${ACADEMY.name} से ख़रीदारी की थी। ये ईमेल (रिव्यू के अनुरोध, घटी कीमतें और अधूरी ख़रीदारी की याद) बंद करने के लिए: ${url}`,
  reply: (title) => ({
    subject: `${ACADEMY.shortName} ने आपके रिव्यू का जवाब दिया`,
    preheader: `“${title}” के आपके रिव्यू का जवाब।`,
    heading: 'अकादमी ने आपके रिव्यू का जवाब दिया',
    intro: `${ACADEMY.name} ने “${title}” के आपके रिव्यू का जवाब दिया है:`,
    action: 'जवाब देखें',
    footnote: `यह ईमेल आपको इसलिए आया क्योंकि आपने ${ACADEMY.name} पर “${title}” का रिव्यू लिखा था।`,
  }),
};

const marathi: ReviewEmailWords = {
  askCourse: (title) => ({
    subject: `“${title}” कसा वाटला?`,
    preheader: 'तुम्ही तो पूर्ण केलात: तुमच्या एका मिनिटाच्या शब्दांमुळे पुढच्या विद्यार्थ्याला निवडायला मदत होते.',
    heading: `तुम्ही “${title}” पूर्ण केलात. तो कसा वाटला?`,
    body: [
      'प्रमाणपत्राबद्दल अभिनंदन! हा कोर्स तुम्हाला कसा वाटला ते इतर विद्यार्थ्यांना सांगाल का? स्टार आणि काही ओळी पुरेशा आहेत.',
      'तुमचा रिव्ह्यू पुढच्या विद्यार्थ्याला निवडायला मदत करतो, आणि इन्स्ट्रक्टरला काय उपयोगी पडले ते सांगतो.',
    ],
    action: 'कोर्सचा रिव्ह्यू लिहा',
  }),
  askAsset: (name) => ({
    subject: `“${name}” तुमच्या कामात कसे उपयोगी पडत आहे?`,
    preheader: 'एक आठवडा झाला: इतर डिझायनर्सना सांगा की तुम्ही त्यातून काय बनवले.',
    heading: `“${name}” तुमच्या कामात कसे उपयोगी पडत आहे?`,
    body: [
      'तुम्ही ते एक आठवड्यापूर्वी खरेदी केले. ते तुमच्या डिझाइन्समध्ये कसे उपयोगी पडले ते इतर विद्यार्थ्यांना सांगाल का? स्टार आणि काही ओळी पुरेशा आहेत.',
      'तुमचा रिव्ह्यू इतर डिझायनर्सना निवडायला मदत करतो.',
    ],
    action: 'ॲसेटचा रिव्ह्यू लिहा',
  }),
  whyAsked: (url) =>
    `हा ईमेल तुम्हाला एकदाच आला आहे, कारण तुम्ही ${ACADEMY.name} कडून खरेदी केली होती. हे ईमेल (रिव्ह्यूची विनंती, कमी झालेल्या किमती आणि अपूर्ण खरेदीची आठवण) बंद करण्यासाठी: ${url}`,
  reply: (title) => ({
    subject: `${ACADEMY.shortName} ने तुमच्या रिव्ह्यूला उत्तर दिले`,
    preheader: `“${title}” च्या तुमच्या रिव्ह्यूला उत्तर.`,
    heading: 'अकादमीने तुमच्या रिव्ह्यूला उत्तर दिले',
    intro: `${ACADEMY.name} ने “${title}” च्या तुमच्या रिव्ह्यूला उत्तर दिले आहे:`,
    action: 'उत्तर पाहा',
    footnote: `हा ईमेल तुम्हाला आला कारण तुम्ही ${ACADEMY.name} वर “${title}” चा रिव्ह्यू लिहिला होता.`,
  }),
};

export const REVIEW_EMAIL_WORDS: Record<Language, ReviewEmailWords> = { en: english, hi: hindi, mr: marathi };
