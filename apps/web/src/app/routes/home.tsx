import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown, Award, IndianRupee, PlayCircle, Smartphone } from 'lucide-react';

const trustPoints = [
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
const faqs = [
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
      'Yes. Send us an enquiry for offline batches and our counsellors will call you with dates and fees.',
  },
];

export function HomeRoute() {
  return (
    <>
      <section className="relative overflow-hidden">
        <div className="container-page grid items-center gap-10 py-14 md:py-20 lg:grid-cols-[1.1fr_0.9fr]">
          <div>
            <p className="inline-flex rounded-full bg-accent-soft px-3 py-1 text-xs font-semibold tracking-wider text-accent-strong uppercase">
              Design academy · Pune
            </p>
            <h1 className="mt-5 text-4xl leading-[1.05] font-semibold sm:text-5xl lg:text-6xl">
              Learn design the way studios <span className="text-accent">actually work.</span>
            </h1>
            <p className="mt-5 max-w-xl text-lg text-ink-soft">
              Video courses in Photoshop, Illustrator, typography and branding, in English, Hindi and Marathi,
              plus fonts, presets and templates for your next project.
            </p>
          </div>
          <div className="relative mx-auto aspect-square w-full max-w-md" aria-hidden>
            <div className="absolute inset-6 rounded-[2.5rem] bg-ink" />
            <div className="absolute top-0 right-0 size-40 rounded-full bg-accent" />
            <div className="absolute bottom-0 left-0 size-36 rotate-12 rounded-[2rem] bg-plum" />
            <div className="absolute inset-x-16 top-1/3 rounded-2xl bg-paper p-5 shadow-card">
              <div className="h-3 w-24 rounded-full bg-line" />
              <div className="mt-4 font-display text-3xl font-semibold">Aa</div>
              <div className="mt-3 flex gap-2">
                <span className="size-6 rounded-full bg-accent" />
                <span className="size-6 rounded-full bg-plum" />
                <span className="size-6 rounded-full bg-sand ring-1 ring-line" />
              </div>
            </div>
          </div>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="border-y border-line bg-white">
        <div className="container-page py-14">
          <h2 id="trust-heading" className="text-2xl font-semibold sm:text-3xl">
            Why students trust us
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {trustPoints.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-[var(--radius-card)] bg-paper p-6">
                <Icon className="text-accent" size={28} aria-hidden />
                <h3 className="mt-4 text-lg font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-ink-soft">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="container-page py-16">
        <h2 id="faq-heading" className="text-2xl font-semibold sm:text-3xl">
          Frequently asked questions
        </h2>
        <Accordion.Root
          type="single"
          collapsible
          className="mt-8 divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white"
        >
          {faqs.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium">
                  {faq.question}
                  <ChevronDown
                    size={20}
                    className="shrink-0 transition-transform group-data-[state=open]:rotate-180"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="px-5 pb-5 text-ink-soft">{faq.answer}</Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </section>
    </>
  );
}
