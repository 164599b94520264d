import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { useT } from '@/lib/i18n';
import { faqs } from './content';

/**
 * The home page's questions, one answer open at a time (WAI-ARIA accordion pattern: a heading
 * holding a button that controls its answer's region). Plain React rather than a Radix
 * accordion: it is far down the page and needs no code of its own to load.
 */
export function Faq() {
  const [open, setOpen] = useState<string | null>(null);
  const idPrefix = useId();
  const t = useT();
  return (
    <div className="divide-y divide-line rounded-[var(--radius-card)] border border-line bg-white">
      {faqs.map((faq, index) => {
        const expanded = open === faq.question;
        const buttonId = `${idPrefix}-question-${index}`;
        const answerId = `${idPrefix}-answer-${index}`;
        return (
          <div key={faq.question}>
            <h3>
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={answerId}
                onClick={() => setOpen(expanded ? null : faq.question)}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-medium"
              >
                {t(faq.question)}
                <ChevronDown
                  size={20}
                  className="shrink-0 transition-transform group-aria-expanded:rotate-180"
                  aria-hidden
                />
              </button>
            </h3>
            <div
              id={answerId}
              role="region"
              aria-labelledby={buttonId}
              hidden={!expanded}
              className="px-5 pb-5 text-ink-soft"
            >
              {t(faq.answer)}
            </div>
          </div>
        );
      })}
    </div>
  );
}
