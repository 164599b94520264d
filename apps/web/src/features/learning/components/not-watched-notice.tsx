import { RotateCcw, TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n';

/**
 * Why the lecture that just ended was not marked viewed (issue 14: not enough of it was played),
 * with the way to put it right.
 */
export function NotWatchedNotice({ message, onRestart }: { message: string; onRestart: () => void }) {
  const t = useT();
  return (
    <div
      role="status"
      data-testid="not-watched-notice"
      className="mx-4 mt-4 flex flex-col gap-3 rounded-xl border border-amber-300/40 bg-amber-300/10 p-4 text-sm text-amber-50 sm:mx-0 sm:flex-row sm:items-center"
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <TriangleAlert size={20} className="mt-0.5 shrink-0 text-amber-300" aria-hidden />
        <p className="min-w-0 flex-1 leading-relaxed">{message}</p>
      </div>
      <button
        type="button"
        onClick={onRestart}
        className="btn shrink-0 self-start border border-amber-200/40 px-4 text-amber-50 hover:bg-amber-200/10 sm:self-auto"
      >
        <RotateCcw size={16} aria-hidden />
        {t('learning.playFromStart')}
      </button>
    </div>
  );
}
