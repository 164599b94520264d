import type { ReactNode } from 'react';

export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="pt-10 pb-6 md:pt-14">
      {eyebrow && (
        <p className="text-xs font-semibold tracking-[0.2em] text-accent-strong uppercase">{eyebrow}</p>
      )}
      <h1 className="mt-2 text-3xl font-semibold sm:text-4xl">{title}</h1>
      {children && <div className="mt-3 max-w-2xl text-ink-soft">{children}</div>}
    </header>
  );
}
