import { ACADEMY } from '@academy/shared/academy';
import type { LegalDocument } from './types';

/** SPEC §1: the privacy policy has five sections. */
export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  summary: `How ${ACADEMY.name} collects, uses and protects your personal data when you learn with us, buy courses and digital assets, or send an enquiry, and the rights you have under India's Digital Personal Data Protection Act, 2023.`,
  description: `How ${ACADEMY.name} collects, uses and protects your personal data, and your rights under India's DPDP Act, 2023.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'information-we-collect',
      heading: 'Information we collect',
      blocks: [
        `${ACADEMY.name} ("we", "us") is the data fiduciary for the personal data described here. We collect only what we need to run your account, deliver what you buy and answer your questions.`,
        [
          'Account details: your name, email address, phone number and a securely hashed password, or your Google account name and email when you continue with Google.',
          'Purchase records: the courses and digital assets you buy, order numbers, amounts in rupees, coupon codes used and the payment reference Razorpay returns to us. We never see or store your full card number, UPI PIN or net-banking password.',
          'Learning activity: which lectures you have watched, your course progress and the certificates issued to you.',
          'Enquiries: the name, email, phone, address, gender, subject and message you send through the offline-batch enquiry form.',
          'Technical data: your IP address, browser type and the pages you request, kept in server logs to keep the service secure and working.',
        ],
      ],
    },
    {
      id: 'how-we-use-it',
      heading: 'How we use your information',
      blocks: [
        'We process your personal data for these specific purposes, on the basis of the consent you give when you register, buy or send an enquiry, or for legitimate uses permitted by law:',
        [
          'to create and secure your account and keep you signed in;',
          'to process payments, issue GST invoices and give you access to the courses and assets you bought;',
          'to track your progress, resume lectures where you left off and issue completion certificates;',
          'to reply to enquiries about offline batches at our Pune studio and share batch dates and fees;',
          'to prevent fraud, piracy and misuse, including the name-and-email watermark shown on paid lectures;',
          'to meet our obligations under Indian tax, accounting and other applicable laws.',
        ],
        'We do not sell your personal data. We send marketing emails only if you opt in, and every such email carries a one-click unsubscribe link.',
      ],
    },
    {
      id: 'sharing-and-storage',
      heading: 'Sharing, payments and storage',
      blocks: [
        'We share personal data only with service providers who process it on our behalf and under contract, and only as much as each needs:',
        [
          'Razorpay Software Private Limited, our payment gateway, which processes your payment under its own privacy policy and the Reserve Bank of India’s rules on card data;',
          'our hosting, email and video-delivery providers, who store and serve the platform and its lectures;',
          'Google, only when you choose to sign in with your Google account.',
        ],
        'We may also disclose information when an Indian law, court order or government authority lawfully requires it. Your data is stored on secured servers, encrypted in transit with HTTPS, and access inside the academy is limited to staff who need it for their work.',
      ],
    },
    {
      id: 'your-rights',
      heading: 'Your rights under the DPDP Act, 2023',
      blocks: [
        'As a data principal under the Digital Personal Data Protection Act, 2023, you have the right to:',
        [
          'obtain a summary of the personal data we hold about you and how we process it;',
          'have inaccurate or incomplete data corrected and out-of-date data updated;',
          'have your data erased once it is no longer needed for the purpose you gave it for, unless the law requires us to keep it;',
          'withdraw your consent at any time, as easily as you gave it (this does not affect processing done before withdrawal);',
          'nominate another person to exercise these rights on your behalf in case of death or incapacity;',
          'have your grievances redressed by us, and then, if you are not satisfied, complain to the Data Protection Board of India.',
        ],
        `To exercise any of these rights, write to our Grievance Officer at ${ACADEMY.email} from the email address registered with your account. We acknowledge requests within 2 business days and resolve them within 30 days. Learners under 18 may use the platform only with the verifiable consent of a parent or lawful guardian.`,
      ],
    },
    {
      id: 'cookies-retention-changes',
      heading: 'Cookies, retention and changes to this policy',
      blocks: [
        'We do not use advertising or cross-site tracking cookies. Your browser’s local storage keeps your sign-in token, basic profile and a page to return to after signing in, so the site works between visits; signing out removes them.',
        'We keep account and learning data while your account is active and delete or anonymise it within 90 days of an erasure request. Invoices and payment records are kept for as long as GST and income-tax law require, currently up to eight years, after which they are deleted.',
        'If we change this policy we will update the date at the top of this page, and for significant changes we will also email registered students before the change takes effect.',
      ],
    },
  ],
};
