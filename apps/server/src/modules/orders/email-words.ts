import type { Language } from '@academy/shared/languages';

/*
 * What the emails about money say (issue 12), in each language the store speaks (issue 29), in
 * the words of docs/glossary.md. emails.ts picks the buyer's set; a language missing a text
 * does not compile. English is the source: tests quote it.
 *
 * Amounts arrive formatted (formatRupees, the same in every language), as do order, invoice,
 * payment and refund numbers and coupon codes: they stay as they are. Titles are what an admin
 * typed; each language joins them in its own words (`titles`).
 */

type Titles = readonly string[];

export interface OrderEmailWords {
  /** 'A', 'A and B', 'A, B and 2 more'. */
  titles: (titles: Titles) => string;
  viewOrder: string;
  /** The receipt's rows. */
  labels: {
    orderNumber: string;
    paidOn: string;
    confirmedOn: string;
    paymentId: string;
    taxInvoice: string;
    free: string;
    subtotal: string;
    discount: (couponCode: string | null) => string;
    total: string;
    totalPaid: string;
    gstIncluded: (percent: string) => string;
    taxableValue: string;
  };
  receipt: {
    subjectFree: (titles: Titles) => string;
    subjectPaid: (titles: Titles, invoiceNumber: string | undefined) => string;
    preheaderFree: string;
    preheaderPaid: (amount: string) => string;
    headingFree: string;
    headingPaid: string;
    bodyFree: (titles: Titles) => string;
    bodyPaid: (titles: Titles) => string;
    footnoteInvoice: (invoiceNumber: string) => string;
    footnoteFree: string;
    footnotePaid: string;
  };
  /** Why the store refunds a payment by itself; `amount` comes with its payment id. */
  automaticReason: {
    duplicatePayment: (titles: Titles, amount: string, paymentId: string) => string;
    orderClosed: (amount: string, paymentId: string) => string;
    alreadyOwned: (titles: Titles, amount: string, paymentId: string) => string;
    couponUsedUp: (couponCode: string | null, amount: string, paymentId: string) => string;
  };
  refundStarted: {
    subjectAdmin: string;
    subjectAutomatic: string;
    preheader: (amount: string) => string;
    headingAdmin: string;
    headingAutomatic: string;
    admin: (titles: Titles, amount: string, paymentId: string) => string;
    moneyBack: string;
    creditNote: (creditNoteNumber: string, invoiceNumber: string | undefined) => string;
    footnote: string;
  };
  refundProcessed: {
    subject: string;
    preheader: (amount: string) => string;
    heading: string;
    processed: (amount: string, paymentId: string, gatewayRefundId: string | null) => string;
    moneyBack: string;
    footnote: string;
  };
  refundFailed: {
    subject: string;
    preheader: string;
    heading: string;
    tried: (amount: string, paymentId: string) => string;
    contact: string;
    footnote: (email: string, phone: string) => string;
  };
}

/** Up to two titles by name, then how many more: `and` joins the last two, `more` counts the rest. */
function listOf(titles: Titles, and: string, more: (count: number) => string): string {
  if (titles.length <= 2) return titles.join(` ${and} `);
  return `${titles.slice(0, 2).join(', ')} ${and} ${more(titles.length - 2)}`;
}

const englishTitles = (titles: Titles) => listOf(titles, 'and', (count) => `${count} more`);
const isAre = (titles: Titles) => (titles.length === 1 ? 'is' : 'are');

const english: OrderEmailWords = {
  titles: englishTitles,
  viewOrder: 'View your order',
  labels: {
    orderNumber: 'Order number',
    paidOn: 'Paid on',
    confirmedOn: 'Confirmed on',
    paymentId: 'Payment ID',
    taxInvoice: 'Tax invoice',
    free: 'Free',
    subtotal: 'Subtotal',
    discount: (code) => (code ? `Discount (coupon ${code})` : 'Discount'),
    total: 'Total',
    totalPaid: 'Total paid',
    gstIncluded: (percent) => `GST included (${percent})`,
    taxableValue: 'Taxable value',
  },
  receipt: {
    subjectFree: (titles) => `Your order is confirmed: ${englishTitles(titles)}`,
    subjectPaid: (titles, invoice) =>
      `Your receipt${invoice ? ` and tax invoice ${invoice}` : ''}: ${englishTitles(titles)}`,
    preheaderFree: 'Your free enrolment is confirmed and ready in My Purchases.',
    preheaderPaid: (amount) => `Paid ${amount}. Your purchase is ready in My Purchases.`,
    headingFree: 'Your order is confirmed',
    headingPaid: 'Thank you for your purchase',
    bodyFree: (titles) =>
      `${englishTitles(titles)} ${isAre(titles)} now yours, at no cost. Here is the record of your order.`,
    bodyPaid: (titles) =>
      `We have received your payment. ${englishTitles(titles)} ${isAre(titles)} now yours. Here is your receipt.`,
    footnoteInvoice: (invoice) => `Your tax invoice ${invoice} is attached as a PDF. Prices include GST.`,
    footnoteFree: 'No tax invoice comes with this order: it cost nothing, so there was no tax.',
    footnotePaid: 'Keep this email as your receipt. Questions about your order? Reply to this email.',
  },
  automaticReason: {
    duplicatePayment: (titles, amount, payment) =>
      `Your order for ${englishTitles(titles)} was already paid when a second payment of ${amount} (payment ${payment}) reached us, so we are refunding that second payment. Your purchase is not affected.`,
    orderClosed: (amount, payment) =>
      `A payment of ${amount} (payment ${payment}) reached us for an order that had already been replaced by a newer checkout or closed, so nothing was bought with it and we are refunding it.`,
    alreadyOwned: (titles, amount, payment) =>
      `A payment of ${amount} (payment ${payment}) reached us for ${englishTitles(titles)}, which you already own, so we are refunding it rather than charge you twice.`,
    couponUsedUp: (code, amount, payment) =>
      `The coupon ${code ?? 'on your order'} was used up by other buyers before your payment of ${amount} (payment ${payment}) reached us, so we could not confirm the order at that price and are refunding your payment. You are welcome to buy it again.`,
  },
  refundStarted: {
    subjectAdmin: 'Your order has been refunded',
    subjectAutomatic: 'We are refunding your payment',
    preheader: (amount) => `${amount} is going back to you.`,
    headingAdmin: 'We have refunded your order',
    headingAutomatic: 'We are refunding your payment',
    admin: (titles, amount, payment) =>
      `We have refunded your order for ${englishTitles(titles)}: ${amount} (payment ${payment}) is going back to you. Access to ${englishTitles(titles)} has been removed from your account.`,
    moneyBack:
      'The money goes back the way you paid. We will write again when it is on its way; banks usually take 5–7 working days to show it.',
    creditNote: (creditNote, invoice) =>
      `The credit note ${creditNote}${invoice ? `, which cancels tax invoice ${invoice},` : ''} is attached as a PDF.`,
    footnote: 'Questions about this refund? Reply to this email and we will help.',
  },
  refundProcessed: {
    subject: 'Your refund is on its way',
    preheader: (amount) => `${amount} is on its way back to you.`,
    heading: 'Your refund is on its way',
    processed: (amount, payment, refund) =>
      `Your refund of ${amount} for payment ${payment} has been processed${refund ? ` (refund ${refund})` : ''}.`,
    moneyBack:
      'The money is on its way back the way you paid: it usually shows in 5–7 working days, depending on your bank.',
    footnote: 'If it has not arrived after 7 working days, reply to this email with the refund number.',
  },
  refundFailed: {
    subject: 'We could not refund your payment automatically',
    preheader: 'We will contact you to return your money another way.',
    heading: 'We could not refund automatically',
    tried: (amount, payment) =>
      `We tried to refund ${amount} for payment ${payment}, but the payment service could not do it automatically.`,
    contact:
      'We will contact you within two working days to return your money another way. You do not need to do anything.',
    footnote: (email, phone) => `You can also write to us at ${email} or call ${phone}.`,
  },
};

const hindiTitles = (titles: Titles) => listOf(titles, 'और', (count) => `${count} अन्य`);
/** "है" for one title, "हैं" for more. */
const hai = (titles: Titles) => (titles.length === 1 ? 'है' : 'हैं');

const hindi: OrderEmailWords = {
  titles: hindiTitles,
  viewOrder: 'अपना ऑर्डर देखें',
  labels: {
    orderNumber: 'ऑर्डर नंबर',
    paidOn: 'पेमेंट की तारीख़',
    confirmedOn: 'पक्का होने की तारीख़',
    paymentId: 'पेमेंट ID',
    taxInvoice: 'टैक्स इनवॉइस',
    free: 'मुफ़्त',
    subtotal: 'सबटोटल',
    discount: (code) => (code ? `छूट (कूपन ${code})` : 'छूट'),
    total: 'कुल',
    totalPaid: 'कुल पेमेंट',
    gstIncluded: (percent) => `GST शामिल (${percent})`,
    taxableValue: 'कर योग्य मूल्य',
  },
  receipt: {
    subjectFree: (titles) => `आपका ऑर्डर पक्का हो गया: ${hindiTitles(titles)}`,
    subjectPaid: (titles, invoice) =>
      `आपकी रसीद${invoice ? ` और टैक्स इनवॉइस ${invoice}` : ''}: ${hindiTitles(titles)}`,
    preheaderFree: 'आपका मुफ़्त दाख़िला पक्का हो गया है, और यह “मेरी ख़रीदारी” में तैयार है।',
    preheaderPaid: (amount) => `${amount} का पेमेंट हो गया। आपकी ख़रीदारी “मेरी ख़रीदारी” में तैयार है।`,
    headingFree: 'आपका ऑर्डर पक्का हो गया',
    headingPaid: 'ख़रीदारी के लिए धन्यवाद',
    bodyFree: (titles) =>
      `${hindiTitles(titles)} बिना किसी शुल्क के अब “मेरी ख़रीदारी” में ${hai(titles)}। यह रहा आपके ऑर्डर का ब्योरा।`,
    bodyPaid: (titles) =>
      `हमें आपका पेमेंट मिल गया है। ${hindiTitles(titles)} अब “मेरी ख़रीदारी” में ${hai(titles)}। यह रही आपकी रसीद।`,
    footnoteInvoice: (invoice) => `आपका टैक्स इनवॉइस ${invoice} इस ईमेल के साथ PDF में लगा है। क़ीमतों में GST शामिल है।`,
    footnoteFree: 'इस ऑर्डर के साथ कोई टैक्स इनवॉइस नहीं है: इसकी कोई क़ीमत नहीं थी, इसलिए कोई टैक्स भी नहीं लगा।',
    footnotePaid: 'इस ईमेल को अपनी रसीद के तौर पर संभालकर रखें। ऑर्डर के बारे में कोई सवाल हो, तो इसी ईमेल का जवाब दें।',
  },
  automaticReason: {
    duplicatePayment: (titles, amount, payment) =>
      `${hindiTitles(titles)} के आपके ऑर्डर का पेमेंट पहले ही हो चुका था, जब ${amount} (पेमेंट ${payment}) का दूसरा पेमेंट हम तक पहुँचा। इसलिए हम वह दूसरा पेमेंट लौटा रहे हैं। आपकी ख़रीदारी पर इसका कोई असर नहीं पड़ेगा।`,
    orderClosed: (amount, payment) =>
      `${amount} (पेमेंट ${payment}) का एक पेमेंट हम तक ऐसे ऑर्डर के लिए पहुँचा, जिसकी जगह पहले ही नया चेकआउट ले चुका था या जो बंद हो चुका था। उससे कुछ नहीं ख़रीदा गया, इसलिए हम वह पेमेंट लौटा रहे हैं।`,
    alreadyOwned: (titles, amount, payment) =>
      `${hindiTitles(titles)} पहले से आपके पास ${hai(titles)}, फिर भी ${titles.length === 1 ? 'उसके' : 'उनके'} लिए ${amount} (पेमेंट ${payment}) का एक पेमेंट हम तक पहुँचा। आपसे दो बार पैसे लेने के बजाय हम यह पेमेंट लौटा रहे हैं।`,
    couponUsedUp: (code, amount, payment) =>
      `आपका ${amount} (पेमेंट ${payment}) का पेमेंट हम तक पहुँचने से पहले ही दूसरे ख़रीदार ${code ? `कूपन ${code}` : 'आपके ऑर्डर वाले कूपन'} का पूरा इस्तेमाल कर चुके थे, इसलिए हम उस क़ीमत पर ऑर्डर पक्का नहीं कर सके और आपका पेमेंट लौटा रहे हैं। आप चाहें तो इसे फिर से ख़रीद सकते हैं।`,
  },
  refundStarted: {
    subjectAdmin: 'आपके ऑर्डर का रिफ़ंड कर दिया गया है',
    subjectAutomatic: 'हम आपका पेमेंट लौटा रहे हैं',
    preheader: (amount) => `${amount} आपको वापस भेजे जा रहे हैं।`,
    headingAdmin: 'हमने आपके ऑर्डर का रिफ़ंड कर दिया है',
    headingAutomatic: 'हम आपका पेमेंट लौटा रहे हैं',
    admin: (titles, amount, payment) =>
      `हमने ${hindiTitles(titles)} के आपके ऑर्डर का रिफ़ंड कर दिया है: ${amount} (पेमेंट ${payment}) आपको वापस भेजे जा रहे हैं। आपके खाते से ${hindiTitles(titles)} का ऐक्सेस हटा दिया गया है।`,
    moneyBack:
      'पैसा उसी तरीक़े से वापस आएगा, जिससे आपने पेमेंट किया था। जब वह भेज दिया जाएगा, हम फिर से लिखेंगे; बैंक में दिखने में आम तौर पर 5–7 कामकाजी दिन लगते हैं।',
    creditNote: (creditNote, invoice) =>
      invoice
        ? `क्रेडिट नोट ${creditNote}, जो टैक्स इनवॉइस ${invoice} को रद्द करता है, इस ईमेल के साथ PDF में लगा है।`
        : `क्रेडिट नोट ${creditNote} इस ईमेल के साथ PDF में लगा है।`,
    footnote: 'इस रिफ़ंड के बारे में कोई सवाल है? इस ईमेल का जवाब दें, हम मदद करेंगे।',
  },
  refundProcessed: {
    subject: 'आपका रिफ़ंड भेज दिया गया है',
    preheader: (amount) => `${amount} आपको वापस भेज दिए गए हैं।`,
    heading: 'आपका रिफ़ंड भेज दिया गया है',
    processed: (amount, payment, refund) =>
      `पेमेंट ${payment} के ${amount} का रिफ़ंड प्रोसेस हो गया है${refund ? ` (रिफ़ंड ${refund})` : ''}।`,
    moneyBack:
      'पैसा उसी तरीक़े से वापस आ रहा है, जिससे आपने पेमेंट किया था: आपके बैंक के हिसाब से, आम तौर पर 5–7 कामकाजी दिनों में दिख जाता है।',
    footnote: 'अगर 7 कामकाजी दिनों के बाद भी पैसा न आए, तो रिफ़ंड नंबर के साथ इस ईमेल का जवाब दें।',
  },
  refundFailed: {
    subject: 'हम आपका पेमेंट अपने-आप नहीं लौटा पाए',
    preheader: 'आपका पैसा दूसरे तरीक़े से लौटाने के लिए हम आपसे संपर्क करेंगे।',
    heading: 'अपने-आप रिफ़ंड नहीं हो पाया',
    tried: (amount, payment) =>
      `हमने पेमेंट ${payment} के ${amount} लौटाने की कोशिश की, लेकिन पेमेंट सेवा यह अपने-आप नहीं कर पाई।`,
    contact:
      'आपका पैसा दूसरे तरीक़े से लौटाने के लिए हम दो कामकाजी दिनों के भीतर आपसे संपर्क करेंगे। आपको कुछ करने की ज़रूरत नहीं है।',
    footnote: (email, phone) => `आप हमें ${email} पर लिख भी सकते हैं, या ${phone} पर फ़ोन कर सकते हैं।`,
  },
};

const marathiTitles = (titles: Titles) => listOf(titles, 'आणि', (count) => `आणखी ${count}`);
/** "आहे" for one title, "आहेत" for more. */
const aahe = (titles: Titles) => (titles.length === 1 ? 'आहे' : 'आहेत');

const marathi: OrderEmailWords = {
  titles: marathiTitles,
  viewOrder: 'तुमची ऑर्डर पाहा',
  labels: {
    orderNumber: 'ऑर्डर क्रमांक',
    paidOn: 'पेमेंटची तारीख',
    confirmedOn: 'निश्चित झाल्याची तारीख',
    paymentId: 'पेमेंट ID',
    taxInvoice: 'टॅक्स इनव्हॉइस',
    free: 'मोफत',
    subtotal: 'उप-एकूण',
    discount: (code) => (code ? `सवलत (कूपन ${code})` : 'सवलत'),
    total: 'एकूण',
    totalPaid: 'एकूण पेमेंट',
    gstIncluded: (percent) => `GST समाविष्ट (${percent})`,
    taxableValue: 'करपात्र मूल्य',
  },
  receipt: {
    subjectFree: (titles) => `तुमची ऑर्डर निश्चित झाली: ${marathiTitles(titles)}`,
    subjectPaid: (titles, invoice) =>
      `तुमची पावती${invoice ? ` आणि टॅक्स इनव्हॉइस ${invoice}` : ''}: ${marathiTitles(titles)}`,
    preheaderFree: 'तुमचा मोफत प्रवेश निश्चित झाला आहे, आणि तो “माझी खरेदी” मध्ये तयार आहे.',
    preheaderPaid: (amount) => `${amount} चे पेमेंट झाले. तुमची खरेदी “माझी खरेदी” मध्ये तयार आहे.`,
    headingFree: 'तुमची ऑर्डर निश्चित झाली',
    headingPaid: 'खरेदीबद्दल धन्यवाद',
    bodyFree: (titles) =>
      `${marathiTitles(titles)} कोणत्याही शुल्काशिवाय आता “माझी खरेदी” मध्ये ${aahe(titles)}. हा तुमच्या ऑर्डरचा तपशील.`,
    bodyPaid: (titles) =>
      `आम्हाला तुमचे पेमेंट मिळाले आहे. ${marathiTitles(titles)} आता “माझी खरेदी” मध्ये ${aahe(titles)}. ही तुमची पावती.`,
    footnoteInvoice: (invoice) =>
      `तुमचे टॅक्स इनव्हॉइस ${invoice} या ईमेलसोबत PDF म्हणून जोडले आहे. किमतींमध्ये GST समाविष्ट आहे.`,
    footnoteFree: 'या ऑर्डरसोबत टॅक्स इनव्हॉइस नाही: ती मोफत होती, म्हणून कोणताही कर लागला नाही.',
    footnotePaid: 'हा ईमेल तुमची पावती म्हणून जपून ठेवा. ऑर्डरबद्दल काही प्रश्न असल्यास, याच ईमेलला उत्तर द्या.',
  },
  automaticReason: {
    duplicatePayment: (titles, amount, payment) =>
      `${marathiTitles(titles)} च्या तुमच्या ऑर्डरचे पेमेंट आधीच झाले होते, तेव्हा ${amount} (पेमेंट ${payment}) चे दुसरे पेमेंट आमच्याकडे आले. म्हणून आम्ही ते दुसरे पेमेंट परत करत आहोत. तुमच्या खरेदीवर याचा काहीही परिणाम होणार नाही.`,
    orderClosed: (amount, payment) =>
      `${amount} (पेमेंट ${payment}) चे एक पेमेंट अशा ऑर्डरसाठी आले, जिची जागा आधीच नव्या चेकआउटने घेतली होती किंवा जी बंद झाली होती. त्यातून काहीही खरेदी झाली नाही, म्हणून आम्ही ते पेमेंट परत करत आहोत.`,
    alreadyOwned: (titles, amount, payment) =>
      `${marathiTitles(titles)} आधीच तुमच्याकडे ${aahe(titles)}, तरीही ${titles.length === 1 ? 'त्यासाठी' : 'त्यांच्यासाठी'} ${amount} (पेमेंट ${payment}) चे एक पेमेंट आमच्याकडे आले. तुमच्याकडून दोनदा पैसे घेण्याऐवजी आम्ही ते पेमेंट परत करत आहोत.`,
    couponUsedUp: (code, amount, payment) =>
      `तुमचे ${amount} (पेमेंट ${payment}) चे पेमेंट आमच्याकडे येण्यापूर्वीच इतर खरेदीदारांनी ${code ? `कूपन ${code}` : 'तुमच्या ऑर्डरवरचे कूपन'} पूर्ण वापरून टाकले होते, म्हणून आम्ही त्या किमतीला ऑर्डर निश्चित करू शकलो नाही आणि तुमचे पेमेंट परत करत आहोत. हवे असल्यास तुम्ही ते पुन्हा खरेदी करू शकता.`,
  },
  refundStarted: {
    subjectAdmin: 'तुमच्या ऑर्डरचा परतावा केला आहे',
    subjectAutomatic: 'आम्ही तुमचे पेमेंट परत करत आहोत',
    preheader: (amount) => `${amount} तुम्हाला परत पाठवले जात आहेत.`,
    headingAdmin: 'आम्ही तुमच्या ऑर्डरचा परतावा केला आहे',
    headingAutomatic: 'आम्ही तुमचे पेमेंट परत करत आहोत',
    admin: (titles, amount, payment) =>
      `आम्ही ${marathiTitles(titles)} च्या तुमच्या ऑर्डरचा परतावा केला आहे: ${amount} (पेमेंट ${payment}) तुम्हाला परत पाठवले जात आहेत. तुमच्या खात्यातून ${marathiTitles(titles)} चा ॲक्सेस काढून टाकला आहे.`,
    moneyBack:
      'तुम्ही ज्या पद्धतीने पेमेंट केले, त्याच पद्धतीने पैसे परत येतील. ते पाठवले गेले की आम्ही पुन्हा कळवू; बँकेत दिसायला साधारण 5–7 कामकाजाचे दिवस लागतात.',
    creditNote: (creditNote, invoice) =>
      invoice
        ? `टॅक्स इनव्हॉइस ${invoice} रद्द करणारी क्रेडिट नोट ${creditNote} या ईमेलसोबत PDF म्हणून जोडली आहे.`
        : `क्रेडिट नोट ${creditNote} या ईमेलसोबत PDF म्हणून जोडली आहे.`,
    footnote: 'या परताव्याबद्दल काही प्रश्न आहेत? या ईमेलला उत्तर द्या, आम्ही मदत करू.',
  },
  refundProcessed: {
    subject: 'तुमचा परतावा पाठवला गेला आहे',
    preheader: (amount) => `${amount} तुम्हाला परत पाठवले आहेत.`,
    heading: 'तुमचा परतावा पाठवला गेला आहे',
    processed: (amount, payment, refund) =>
      `पेमेंट ${payment} च्या ${amount} चा परतावा प्रोसेस झाला आहे${refund ? ` (परतावा ${refund})` : ''}.`,
    moneyBack:
      'तुम्ही ज्या पद्धतीने पेमेंट केले, त्याच पद्धतीने पैसे परत येत आहेत: तुमच्या बँकेनुसार ते साधारण 5–7 कामकाजाच्या दिवसांत दिसतात.',
    footnote: '7 कामकाजाच्या दिवसांनंतरही पैसे आले नाहीत, तर परतावा क्रमांकासह या ईमेलला उत्तर द्या.',
  },
  refundFailed: {
    subject: 'आम्ही तुमचे पेमेंट आपोआप परत करू शकलो नाही',
    preheader: 'तुमचे पैसे दुसऱ्या मार्गाने परत करण्यासाठी आम्ही तुमच्याशी संपर्क साधू.',
    heading: 'आपोआप परतावा होऊ शकला नाही',
    tried: (amount, payment) =>
      `आम्ही पेमेंट ${payment} चे ${amount} परत करण्याचा प्रयत्न केला, पण पेमेंट सेवेला ते आपोआप करता आले नाही.`,
    contact:
      'तुमचे पैसे दुसऱ्या मार्गाने परत करण्यासाठी आम्ही दोन कामकाजाच्या दिवसांत तुमच्याशी संपर्क साधू. तुम्हाला काहीही करायची गरज नाही.',
    footnote: (email, phone) => `तुम्ही आम्हाला ${email} वर लिहू शकता, किंवा ${phone} वर फोन करू शकता.`,
  },
};

export const ORDER_EMAIL_WORDS: Record<Language, OrderEmailWords> = { en: english, hi: hindi, mr: marathi };
