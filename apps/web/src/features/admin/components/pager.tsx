import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * Newer / Older between the pages of an admin list, newest first (or, for a list in another
 * order, the `steps` it names); nothing for a single page.
 */
export function Pager({
  label,
  page,
  pages,
  onPage,
  steps = { previous: 'Newer', next: 'Older' },
  children,
}: {
  /** The navigation's name: 'Enquiry pages'. */
  label: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  steps?: { previous: string; next: string };
  /** Where the list stands, between the buttons: 'Page 2 of 5'. */
  children: ReactNode;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between gap-3 text-sm">
      <button type="button" className="btn-outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft size={16} aria-hidden />
        {/* On a phone the arrows alone leave the line for where the list stands. */}
        <span className="max-sm:sr-only">{steps.previous}</span>
      </button>
      <span className="text-center text-ink-soft">{children}</span>
      <button type="button" className="btn-outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        <span className="max-sm:sr-only">{steps.next}</span>
        <ChevronRight size={16} aria-hidden />
      </button>
    </nav>
  );
}
