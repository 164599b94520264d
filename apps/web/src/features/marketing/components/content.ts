import { Award, IndianRupee, PlayCircle, Smartphone } from 'lucide-react';

export const trustPoints = [
  {
    icon: PlayCircle,
    title: 'Watch free previews',
    text: 'Try the first lectures of any course before you pay.',
  },
  { icon: IndianRupee, title: 'Pay in rupees', text: 'Secure checkout with UPI, cards and net banking.' },
  { icon: Award, title: 'Earn a certificate', text: 'Finish every lecture and download your certificate.' },
  { icon: Smartphone, title: 'Learn on any screen', text: 'Your progress follows you from phone to laptop.' },
];

/** SPEC §2 Home: the FAQ accordion's six items. */
export const faqs = [
  {
    question: 'Do I get lifetime access to a course I buy?',
    answer:
      'Yes. Once you buy a course it stays in My Purchases, and you can rewatch every lecture whenever you like.',
  },
  {
    question: 'Can I watch a course before buying it?',
    answer:
      'Every course has free-preview episodes marked with a play icon. Open them from the course page, no account needed.',
  },
  {
    question: 'How do I pay?',
    answer:
      'Checkout is in Indian rupees through Razorpay: UPI, debit and credit cards, net banking and popular wallets.',
  },
  {
    question: 'Will I get a certificate?',
    answer:
      'When you have watched every lecture of a course, you can download a certificate with your name as an image or a PDF.',
  },
  {
    question: 'Are the digital assets licensed for client work?',
    answer:
      'Each asset lists its licence on its page. Most fonts, presets and templates may be used in personal and client projects.',
  },
  {
    question: 'Do you run offline batches in Pune?',
    answer:
      'Yes. Send us an enquiry for offline batches and a counsellor will get back to you with dates and fees.',
  },
];
