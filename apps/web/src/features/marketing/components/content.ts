import { Award, IndianRupee, PlayCircle, Smartphone } from 'lucide-react';
import type { MessageId } from '@/lib/i18n';

export const trustPoints: { icon: typeof Award; title: MessageId; text: MessageId }[] = [
  { icon: PlayCircle, title: 'trust.previews.title', text: 'trust.previews.text' },
  { icon: IndianRupee, title: 'trust.rupees.title', text: 'trust.rupees.text' },
  { icon: Award, title: 'trust.certificate.title', text: 'trust.certificate.text' },
  { icon: Smartphone, title: 'trust.screens.title', text: 'trust.screens.text' },
];

/** SPEC §2 Home: the FAQ accordion's six items. */
export const faqs: { question: MessageId; answer: MessageId }[] = ([1, 2, 3, 4, 5, 6] as const).map(
  (number) => ({ question: `faq.${number}.question` as const, answer: `faq.${number}.answer` as const }),
);
