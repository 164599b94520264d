import { ACADEMY } from '@academy/shared/academy';
import type { Language } from '@academy/shared/languages';

/*
 * What the account emails say (issue 11), in each language the store speaks (issue 29), in the
 * words of docs/glossary.md and of the pages they point to ("Forgot password?", "Continue With
 * Google" as the sign-in page writes them). emails.ts picks the recipient's set; a language
 * missing a text does not compile. English is the source: tests quote it.
 */

/** What every account email has: its subject, inbox preview, heading and button; `body` is what follows the greeting. */
type EmailWords = {
  subject: string;
  preheader: string;
  heading: string;
  action: string;
};

export interface AuthEmailWords {
  /** The footnote of a change the owner should know about. */
  notYou: string;
  welcome: EmailWords & {
    body: [thanks: string, validity: string];
    footnote: (email: string) => string;
  };
  registrationAttempt: EmailWords & {
    attempted: string;
    /** Ends with the URL, so no full stop after it. */
    ifItWasYou: (forgotPasswordUrl: string) => string;
    footnote: string;
  };
  verifyAgain: EmailWords & { body: string; footnote: string };
  passwordReset: EmailWords & { body: [asked: string, signsOut: string]; footnote: string };
  passwordChanged: EmailWords & { body: string; howToRecover: string };
  googleLinked: EmailWords & { body: string };
  googleTookOver: EmailWords & { body: [why: string, whatChanged: string] };
}

const englishNotYou =
  'If this was not you, reply to this email or write to us, and sign in to check your account.';

const english: AuthEmailWords = {
  notYou: englishNotYou,
  welcome: {
    subject: `Welcome to ${ACADEMY.shortName}: please confirm your email`,
    preheader: 'One click to confirm your address, and your account is ready.',
    heading: `Welcome to ${ACADEMY.name}`,
    body: [
      'Thank you for joining us. Please confirm that this is your email address, so we can send your receipts and help you back into your account if you ever forget your password.',
      'The link works for 48 hours.',
    ],
    action: 'Confirm my email',
    footnote: (email) =>
      `You get this because an account was made with ${email} at ${ACADEMY.name}. If you did not, ignore this email: nothing will happen.`,
  },
  registrationAttempt: {
    subject: 'Someone tried to register with your email address',
    preheader: 'You already have an account with us: sign in, or choose a new password.',
    heading: 'You already have an account',
    attempted: `Someone just tried to register at ${ACADEMY.name} with this email address. It already has an account, so nothing was changed and no new account was made.`,
    ifItWasYou: (url) =>
      `If it was you, sign in instead. If you have forgotten your password, choose a new one here: ${url}`,
    action: 'Sign in',
    footnote: 'If it was not you, you can ignore this email: your account and its password stay as they are.',
  },
  verifyAgain: {
    subject: 'Confirm your email address',
    preheader: 'The link you asked for to confirm your address.',
    heading: 'Confirm your email address',
    body: 'Here is a new link to confirm your email address. It works for 48 hours.',
    action: 'Confirm my email',
    footnote: 'Only the newest link works. If you did not ask for it, you can ignore this email.',
  },
  passwordReset: {
    subject: 'Reset your password',
    preheader: 'Choose a new password. The link works for 30 minutes.',
    heading: 'Reset your password',
    body: [
      'Someone, hopefully you, asked to reset the password of your account. Choose a new one with the button below; the link works once, for 30 minutes.',
      'Setting a new password signs you out everywhere else.',
    ],
    action: 'Choose a new password',
    footnote: 'If you did not ask for this, ignore this email: your password stays as it is.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    preheader: 'Your account has a new password, and every other device was signed out.',
    heading: 'Your password was changed',
    body: 'The password of your account was just changed, and every device that was signed in has been signed out.',
    action: 'Sign in',
    howToRecover: `${englishNotYou} Use "Forgot password?" on the sign-in page to choose a new password.`,
  },
  googleLinked: {
    subject: 'Google sign-in was added to your account',
    preheader: 'You can now sign in with Google as well.',
    heading: 'Google sign-in was added',
    body: 'Your account can now also be opened with Continue With Google, using the Google account with this address.',
    action: 'See my account',
  },
  googleTookOver: {
    subject: 'Your account now signs in with Google',
    preheader: 'Its old password no longer works, and every other device was signed out.',
    heading: 'Your account now signs in with Google',
    body: [
      "You signed in with Google using this address. An account with the address already existed, and we cannot be sure that whoever made it or set its password is you: anyone can register with someone else's address.",
      'To keep you safe, the account is now yours through Google: its old password no longer works and every device it was signed in on has been signed out. You can set a password again from "Forgot password?" on the sign-in page.',
    ],
    action: 'See my account',
  },
};

const hindiNotYou = 'अगर यह आपने नहीं किया, तो इस ईमेल का जवाब दें या हमें लिखें, और लॉग इन करके अपना खाता जाँच लें।';

const hindi: AuthEmailWords = {
  notYou: hindiNotYou,
  welcome: {
    subject: `${ACADEMY.shortName} में आपका स्वागत है: कृपया अपना ईमेल पक्का करें`,
    preheader: 'बस एक क्लिक में अपना ईमेल पता पक्का करें, और आपका खाता तैयार है।',
    heading: `${ACADEMY.name} में आपका स्वागत है`,
    body: [
      'हमसे जुड़ने के लिए शुक्रिया। कृपया पक्का करें कि यह आपका ही ईमेल पता है, ताकि हम आपको आपकी रसीदें भेज सकें, और अगर कभी आप अपना पासवर्ड भूल जाएँ तो खाते में वापस आने में आपकी मदद कर सकें।',
      'यह लिंक 48 घंटे तक काम करेगा।',
    ],
    action: 'मेरा ईमेल पक्का करें',
    footnote: (email) =>
      `आपको यह ईमेल इसलिए मिला है क्योंकि ${ACADEMY.name} पर ${email} से एक खाता बनाया गया है। अगर यह आपने नहीं बनाया, तो इस ईमेल को अनदेखा करें: कुछ नहीं होगा।`,
  },
  registrationAttempt: {
    subject: 'किसी ने आपके ईमेल पते से रजिस्टर करने की कोशिश की',
    preheader: 'हमारे यहाँ आपका खाता पहले से है: लॉग इन करें, या नया पासवर्ड चुनें।',
    heading: 'आपका खाता पहले से है',
    attempted: `अभी-अभी किसी ने इस ईमेल पते से ${ACADEMY.name} पर रजिस्टर करने की कोशिश की। इस पते का खाता पहले से है, इसलिए कुछ नहीं बदला और कोई नया खाता नहीं बना।`,
    ifItWasYou: (url) =>
      `अगर यह आप ही थे, तो रजिस्टर करने के बजाय लॉग इन करें। पासवर्ड भूल गए हों, तो यहाँ नया पासवर्ड चुनें: ${url}`,
    action: 'लॉग इन करें',
    footnote: 'अगर यह आप नहीं थे, तो इस ईमेल को अनदेखा कर सकते हैं: आपका खाता और उसका पासवर्ड जैसे हैं, वैसे ही रहेंगे।',
  },
  verifyAgain: {
    subject: 'अपना ईमेल पता पक्का करें',
    preheader: 'पता पक्का करने के लिए आपने जो लिंक माँगा था, वह यह रहा।',
    heading: 'अपना ईमेल पता पक्का करें',
    body: 'आपका ईमेल पता पक्का करने के लिए यह रहा नया लिंक। यह 48 घंटे तक काम करेगा।',
    action: 'मेरा ईमेल पक्का करें',
    footnote: 'सिर्फ़ सबसे नया लिंक काम करता है। अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा कर सकते हैं।',
  },
  passwordReset: {
    subject: 'अपना पासवर्ड रीसेट करें',
    preheader: 'नया पासवर्ड चुनें। यह लिंक 30 मिनट तक काम करेगा।',
    heading: 'अपना पासवर्ड रीसेट करें',
    body: [
      'किसी ने, शायद आपने ही, आपके खाते का पासवर्ड रीसेट करने को कहा है। नीचे दिए बटन से नया पासवर्ड चुनें; यह लिंक सिर्फ़ एक बार, 30 मिनट तक काम करेगा।',
      'नया पासवर्ड सेट करते ही आप बाक़ी सभी डिवाइस से लॉग आउट हो जाएँगे।',
    ],
    action: 'नया पासवर्ड चुनें',
    footnote: 'अगर आपने यह नहीं माँगा था, तो इस ईमेल को अनदेखा करें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।',
  },
  passwordChanged: {
    subject: 'आपका पासवर्ड बदल दिया गया है',
    preheader: 'आपके खाते का पासवर्ड नया है, और बाक़ी सभी डिवाइस से लॉग आउट कर दिया गया है।',
    heading: 'आपका पासवर्ड बदल दिया गया है',
    body: 'आपके खाते का पासवर्ड अभी-अभी बदला गया है, और जिन भी डिवाइस पर खाता लॉग इन था, उन सब से लॉग आउट कर दिया गया है।',
    action: 'लॉग इन करें',
    howToRecover: `${hindiNotYou} नया पासवर्ड चुनने के लिए लॉग इन पेज पर “पासवर्ड भूल गए?” पर क्लिक करें।`,
  },
  googleLinked: {
    subject: 'आपके खाते में Google से लॉग इन जुड़ गया है',
    preheader: 'अब आप Google से भी लॉग इन कर सकते हैं।',
    heading: 'Google से लॉग इन जुड़ गया',
    body: 'अब आपका खाता “Google से आगे बढ़ें” से भी खुल सकता है, इसी ईमेल पते वाले Google खाते से।',
    action: 'मेरा खाता देखें',
  },
  googleTookOver: {
    subject: 'अब आपका खाता Google से लॉग इन होता है',
    preheader: 'उसका पुराना पासवर्ड अब काम नहीं करता, और बाक़ी सभी डिवाइस से लॉग आउट कर दिया गया है।',
    heading: 'अब आपका खाता Google से लॉग इन होता है',
    body: [
      'आपने इस ईमेल पते से Google के ज़रिए लॉग इन किया। इस पते का एक खाता पहले से मौजूद था, और हम पक्के तौर पर नहीं कह सकते कि उसे बनाने वाले या उसका पासवर्ड रखने वाले आप ही हैं: कोई भी किसी और के ईमेल पते से रजिस्टर कर सकता है।',
      'आपकी सुरक्षा के लिए अब यह खाता Google के ज़रिए आपका है: उसका पुराना पासवर्ड अब काम नहीं करता, और जिन भी डिवाइस पर वह लॉग इन था, उन सब से लॉग आउट कर दिया गया है। लॉग इन पेज पर “पासवर्ड भूल गए?” से आप फिर से पासवर्ड सेट कर सकते हैं।',
    ],
    action: 'मेरा खाता देखें',
  },
};

const marathiNotYou = 'हे तुम्ही केले नसेल, तर या ईमेलला उत्तर द्या किंवा आम्हाला लिहा, आणि लॉग इन करून तुमचे खाते तपासा.';

const marathi: AuthEmailWords = {
  notYou: marathiNotYou,
  welcome: {
    subject: `${ACADEMY.shortName} मध्ये तुमचे स्वागत आहे: कृपया तुमचा ईमेल निश्चित करा`,
    preheader: 'एका क्लिकवर तुमचा ईमेल पत्ता निश्चित करा, आणि तुमचे खाते तयार आहे.',
    heading: `${ACADEMY.name} मध्ये तुमचे स्वागत आहे`,
    body: [
      'आमच्यात सामील झाल्याबद्दल धन्यवाद. कृपया हा तुमचाच ईमेल पत्ता आहे हे निश्चित करा, म्हणजे आम्ही तुम्हाला तुमच्या पावत्या पाठवू शकू, आणि कधी पासवर्ड विसरलात तर पुन्हा खात्यात येण्यासाठी तुम्हाला मदत करू शकू.',
      'ही लिंक 48 तास चालेल.',
    ],
    action: 'माझा ईमेल निश्चित करा',
    footnote: (email) =>
      `${ACADEMY.name} वर ${email} या पत्त्याने खाते उघडले गेले, म्हणून तुम्हाला हा ईमेल आला आहे. ते तुम्ही उघडले नसेल, तर या ईमेलकडे दुर्लक्ष करा: काहीही होणार नाही.`,
  },
  registrationAttempt: {
    subject: 'कोणीतरी तुमच्या ईमेल पत्त्याने नोंदणी करण्याचा प्रयत्न केला',
    preheader: 'तुमचे आमच्याकडे आधीच खाते आहे: लॉग इन करा, किंवा नवा पासवर्ड निवडा.',
    heading: 'तुमचे खाते आधीच आहे',
    attempted: `आत्ताच कोणीतरी या ईमेल पत्त्याने ${ACADEMY.name} वर नोंदणी करण्याचा प्रयत्न केला. या पत्त्याचे खाते आधीच आहे, म्हणून काहीही बदलले नाही आणि नवे खाते उघडले गेले नाही.`,
    ifItWasYou: (url) =>
      `हे तुम्हीच असाल, तर नोंदणी करण्याऐवजी लॉग इन करा. पासवर्ड विसरला असाल, तर इथे नवा पासवर्ड निवडा: ${url}`,
    action: 'लॉग इन करा',
    footnote: 'हे तुम्ही नसाल, तर या ईमेलकडे दुर्लक्ष करा: तुमचे खाते आणि त्याचा पासवर्ड आहेत तसेच राहतील.',
  },
  verifyAgain: {
    subject: 'तुमचा ईमेल पत्ता निश्चित करा',
    preheader: 'पत्ता निश्चित करण्यासाठी तुम्ही मागितलेली लिंक ही आहे.',
    heading: 'तुमचा ईमेल पत्ता निश्चित करा',
    body: 'तुमचा ईमेल पत्ता निश्चित करण्यासाठी ही नवी लिंक. ती 48 तास चालेल.',
    action: 'माझा ईमेल निश्चित करा',
    footnote: 'फक्त सगळ्यात नवी लिंकच चालते. तुम्ही ती मागितली नसेल, तर या ईमेलकडे दुर्लक्ष करा.',
  },
  passwordReset: {
    subject: 'तुमचा पासवर्ड रीसेट करा',
    preheader: 'नवा पासवर्ड निवडा. ही लिंक 30 मिनिटे चालेल.',
    heading: 'तुमचा पासवर्ड रीसेट करा',
    body: [
      'कोणीतरी, बहुधा तुम्हीच, तुमच्या खात्याचा पासवर्ड रीसेट करायला सांगितले आहे. खालच्या बटणाने नवा पासवर्ड निवडा; ही लिंक एकदाच, 30 मिनिटांसाठी चालेल.',
      'नवा पासवर्ड सेट करताच तुम्ही बाकी सगळ्या डिव्हाइसवरून लॉग आउट व्हाल.',
    ],
    action: 'नवा पासवर्ड निवडा',
    footnote: 'तुम्ही हे मागितले नसेल, तर या ईमेलकडे दुर्लक्ष करा: तुमचा पासवर्ड आहे तसाच राहील.',
  },
  passwordChanged: {
    subject: 'तुमचा पासवर्ड बदलला गेला आहे',
    preheader: 'तुमच्या खात्याला नवा पासवर्ड आहे, आणि बाकी सगळ्या डिव्हाइसवरून लॉग आउट केले आहे.',
    heading: 'तुमचा पासवर्ड बदलला गेला आहे',
    body: 'तुमच्या खात्याचा पासवर्ड आत्ताच बदलला गेला, आणि ज्या ज्या डिव्हाइसवर खाते लॉग इन होते, त्या सगळ्यांवरून लॉग आउट केले आहे.',
    action: 'लॉग इन करा',
    howToRecover: `${marathiNotYou} नवा पासवर्ड निवडण्यासाठी लॉग इन पेजवर “पासवर्ड विसरलात?” वर क्लिक करा.`,
  },
  googleLinked: {
    subject: 'तुमच्या खात्याला Google ने लॉग इन जोडले गेले',
    preheader: 'आता तुम्ही Google नेही लॉग इन करू शकता.',
    heading: 'Google ने लॉग इन जोडले गेले',
    body: 'आता तुमचे खाते “Google ने पुढे जा” वापरूनही उघडता येईल, याच ईमेल पत्त्याच्या Google खात्याने.',
    action: 'माझे खाते पाहा',
  },
  googleTookOver: {
    subject: 'आता तुमचे खाते Google ने लॉग इन होते',
    preheader: 'त्याचा जुना पासवर्ड आता चालत नाही, आणि बाकी सगळ्या डिव्हाइसवरून लॉग आउट केले आहे.',
    heading: 'आता तुमचे खाते Google ने लॉग इन होते',
    body: [
      'तुम्ही या ईमेल पत्त्याने Google द्वारे लॉग इन केले. या पत्त्याचे खाते आधीपासून होते, आणि ते उघडणारे किंवा त्याचा पासवर्ड ठेवणारे तुम्हीच आहात याची आम्हाला खात्री देता येत नाही: कोणीही दुसऱ्याच्या ईमेल पत्त्याने नोंदणी करू शकते.',
      'तुमच्या सुरक्षेसाठी हे खाते आता Google द्वारे तुमचे आहे: त्याचा जुना पासवर्ड आता चालत नाही, आणि ते ज्या ज्या डिव्हाइसवर लॉग इन होते, त्या सगळ्यांवरून लॉग आउट केले आहे. लॉग इन पेजवरच्या “पासवर्ड विसरलात?” मधून तुम्ही पुन्हा पासवर्ड सेट करू शकता.',
    ],
    action: 'माझे खाते पाहा',
  },
};

export const AUTH_EMAIL_WORDS: Record<Language, AuthEmailWords> = { en: english, hi: hindi, mr: marathi };
