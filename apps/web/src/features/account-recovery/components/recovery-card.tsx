import type { ReactNode } from 'react';

/** The frame of the account pages reached from a mail: one centred card, like Sign In. */
export function RecoveryCard({
  icon,
  title,
  intro,
  children,
}: {
  icon: ReactNode;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="container-page flex justify-center py-10 md:py-16">
      <section className="w-full max-w-md rounded-[2rem] border border-line bg-white/70 p-6 shadow-sm sm:p-10">
        <span
          className="inline-flex size-12 items-center justify-center rounded-2xl bg-sand text-accent-strong"
          aria-hidden
        >
          {icon}
        </span>
        <h1 className="mt-5 font-display text-3xl font-semibold sm:text-4xl">{title}</h1>
        {intro && <div className="mt-3 text-ink-soft">{intro}</div>}
        <div className="mt-8">{children}</div>
      </section>
    </div>
  );
}
