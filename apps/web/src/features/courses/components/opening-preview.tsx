import { LoaderCircle } from 'lucide-react';
import { useT } from '@/lib/i18n';

/**
 * What a free preview shows while its player's code arrives (a tap before the page went idle on a
 * slow phone): the dialog's overlay and frame, dark and spinning, in the place the player opens.
 */
export function OpeningPreview({ lecture }: { lecture: { title: string } | null }) {
  const t = useT();
  return (
    <div
      className="fixed inset-0 z-50 bg-ink/80"
      role="status"
      aria-label={t('preview.opening', { title: lecture?.title ?? '' })}
    >
      <div className="fixed top-1/2 left-1/2 flex aspect-video w-[min(56rem,calc(100vw-2rem))] -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-2xl bg-black shadow-2xl">
        <LoaderCircle className="animate-spin text-paper/70" size={36} aria-hidden />
      </div>
    </div>
  );
}
