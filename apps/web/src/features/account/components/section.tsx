import type { FocusEvent, ReactNode } from 'react';

/** One part of the account page: a titled card, its heading tied to it for screen readers. */
export function AccountSection({
  id,
  title,
  description,
  tone = 'plain',
  children,
}: {
  id: string;
  title: string;
  description: ReactNode;
  tone?: 'plain' | 'danger';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={`rounded-3xl border bg-white p-5 shadow-card sm:p-8 ${tone === 'danger' ? 'border-danger/30' : 'border-line'}`}
    >
      <div className="md:grid md:grid-cols-[minmax(0,16rem)_minmax(0,1fr)] md:gap-10">
        <div>
          <h2
            id={`${id}-title`}
            className={`text-xl font-semibold ${tone === 'danger' ? 'text-danger' : ''}`}
          >
            {title}
          </h2>
          <div className="mt-1.5 text-sm text-ink-soft">{description}</div>
        </div>
        <div className="mt-6 md:mt-0">{children}</div>
      </div>
    </section>
  );
}

/**
 * Whether a field is being left for its form's submit button. Its reason is then left to the
 * submit: shown now, it would move the button from under the pointer before the click lands.
 */
export const leavingForSubmit = (event: FocusEvent<HTMLElement>) =>
  event.relatedTarget instanceof HTMLButtonElement && event.relatedTarget.type === 'submit';
