import type { Language } from '@academy/shared/languages';

/*
 * How the receipt of an order bought as a gift (issue 31) says so, in place of "now yours": the
 * buyer paid, the recipient claims. emails.ts picks the buyer's set; the rest of the receipt
 * (items, totals, tax invoice) is every receipt's.
 */

export interface GiftReceiptWords {
  preheader: (amount: string) => string;
  /** `to`: the recipient's address. */
  body: (to: string) => string;
}

export const GIFT_RECEIPT_WORDS: Record<Language, GiftReceiptWords> = {
  en: {
    preheader: (amount) => `Paid ${amount}. Your gift is on its way.`,
    body: (to) =>
      `We have received your payment for your gift to ${to}. We email them a link to claim it (on the day you chose, if you chose one); your order page shows when they have. Here is your receipt.`,
  },
  hi: {
    preheader: (amount) => `${amount} का पेमेंट हो गया। आपका तोहफ़ा भेजा जा रहा है।`,
    body: (to) =>
      `${to} के लिए आपके तोहफ़े का पेमेंट हमें मिल गया है। हम उन्हें इसे लेने का लिंक ईमेल करेंगे (अगर आपने कोई दिन चुना है, तो उसी दिन); उन्होंने कब लिया, यह आपके ऑर्डर के पेज पर दिखेगा। यह रही आपकी रसीद।`,
  },
  mr: {
    preheader: (amount) => `${amount} चे पेमेंट झाले. तुमची भेट पाठवली जात आहे.`,
    body: (to) =>
      `${to} यांच्यासाठी तुमच्या भेटीचे पेमेंट आम्हाला मिळाले आहे. आम्ही त्यांना ती स्वीकारण्याची लिंक ईमेल करू (तुम्ही दिवस निवडला असेल, तर त्याच दिवशी); त्यांनी ती कधी स्वीकारली हे तुमच्या ऑर्डरच्या पेजवर दिसेल. ही तुमची पावती.`,
  },
};
