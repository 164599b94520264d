import { ACADEMY } from '@academy/shared/academy';
import type { LegalDocument } from './types';

/** SPEC §1: the terms have eight sections. */
export const termsCondition: LegalDocument = {
  title: 'Terms & Conditions',
  summary: `The terms on which ${ACADEMY.name} sells video courses and digital assets, and the rules for using our website, accounts, courses and files.`,
  description: `The terms for buying ${ACADEMY.shortName} video courses and digital assets: accounts, licences, INR prices with GST, Razorpay payments, Pune jurisdiction.`,
  lastUpdated: '2026-11-01',
  sections: [
    {
      id: 'about-these-terms',
      heading: 'About these terms',
      blocks: [
        `This website is run by ${ACADEMY.name}, ${ACADEMY.address.line1}, ${ACADEMY.address.line2}. By creating an account, buying a course or digital asset, or using the site, you agree to these terms, our Privacy Policy and our Refund Policy.`,
        'You must be at least 18 years old to buy on this site, or use it with the consent and supervision of a parent or lawful guardian who accepts these terms on your behalf.',
      ],
    },
    {
      id: 'your-account',
      heading: 'Your account',
      blocks: [
        [
          'Give us accurate details when you register, and keep your email address and phone number up to date.',
          'Keep your password secret. You are responsible for everything done through your account.',
          'An account is for one person. Sharing your login, or letting others watch your courses through it, is not allowed.',
          'Tell us at once if you suspect someone else has used your account.',
        ],
        'We may suspend or close an account that breaks these terms, after telling you why, except where the law or an urgent security risk prevents us.',
      ],
    },
    {
      id: 'courses',
      heading: 'Courses and certificates',
      blocks: [
        'When you buy a course you receive a personal, non-exclusive, non-transferable licence to stream its lectures for your own learning, for as long as the course is offered on this platform. Courses are not downloadable.',
        'You may not record, screen-capture, download, re-upload, share or resell lectures. Paid lectures carry a watermark with your name and email to discourage piracy.',
        'When you have watched every lecture of a course you can download a certificate of completion. It records that you finished the course; it is not a degree, diploma or a qualification recognised by any university or government body.',
        'Course content, instructors and curricula may be updated to keep them current; a course you bought will not be reduced in scope without notice.',
      ],
    },
    {
      id: 'digital-assets',
      heading: 'Digital assets and licences',
      blocks: [
        'Fonts, presets, action files, templates and other digital assets are licensed, not sold. The licence shown on each asset’s page sets how you may use it. Unless that page says otherwise:',
        [
          'you may use the asset in personal and client projects, including commercial ones;',
          'you may not resell, share, sub-license or redistribute the asset files themselves, on their own or in a bundle, template or marketplace;',
          'you may not claim the asset as your own work or use it in a trademark or logo registration.',
        ],
      ],
    },
    {
      id: 'prices-and-payments',
      heading: 'Prices, payments and taxes',
      blocks: [
        'All prices are in Indian rupees (INR) and include GST where it applies; your tax invoice shows the GST charged. A struck-through price shows the regular price before a discount.',
        'Payments are processed securely by Razorpay through UPI, debit and credit cards, net banking and supported wallets. Your order is confirmed, and access granted, only after Razorpay reports a successful, verified payment.',
        'Coupon codes have their own conditions (validity, minimum purchase, eligible products and usage limits), apply only once per order, and cannot be exchanged for cash. We may change prices at any time; a change never affects an order already paid for.',
      ],
    },
    {
      id: 'refunds-and-cancellations',
      heading: 'Refunds and cancellations',
      blocks: [
        'Refunds are governed by our Refund Policy, which forms part of these terms. In short, digital products are final once delivered; physical items may be returned within 14 days of delivery; and if we cancel a course you have paid for, we refund it in full.',
        'You can cancel an offline-batch enquiry at any time; no fee is charged until you enrol and pay.',
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use and intellectual property',
      blocks: [
        `All lectures, course material, text, graphics, logos and software on this site belong to ${ACADEMY.name} or its instructors and licensors, and are protected by Indian and international copyright and trademark law.`,
        [
          'Do not attempt to bypass access controls, watermarks or download protection.',
          'Do not scrape the site, overload it, probe it for vulnerabilities or interfere with other students.',
          'Do not upload or send anything unlawful, abusive, misleading or that infringes someone else’s rights.',
        ],
        'Breaking these rules may lead to the account being closed without refund, and to legal action under the Copyright Act, 1957 and the Information Technology Act, 2000.',
      ],
    },
    {
      id: 'liability-and-law',
      heading: 'Liability, governing law and disputes',
      blocks: [
        'We work to keep the site available and the content accurate, but the service is provided "as is" and may be interrupted for maintenance. To the extent the law allows, we are not liable for indirect or consequential losses, and our total liability for any claim is limited to the amount you paid for the course or asset concerned. Nothing in these terms limits rights you have under the Consumer Protection Act, 2019.',
        `These terms are governed by the laws of India. Any dispute is subject to the exclusive jurisdiction of the courts at Pune, Maharashtra. Before going to court, please write to us at ${ACADEMY.email} so that we can try to resolve the matter within 30 days.`,
      ],
    },
  ],
};
