import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon,
  title,
  children,
}: {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center rounded-[var(--radius-card)] border border-dashed border-line bg-white px-6 py-16 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-sand text-ink-soft">
        <Icon size={26} aria-hidden />
      </span>
      <p className="mt-4 text-lg font-semibold">{title}</p>
      {children && <div className="mt-2 max-w-md text-sm text-ink-soft">{children}</div>}
    </div>
  );
}
