import { LoaderCircle, Play, TriangleAlert } from 'lucide-react';
import { useT } from '@/lib/i18n';
import type { Playback } from './use-playback';

/**
 * What the picture shows over the video: a large play sign while paused, a spinner while playback
 * waits for data, and after a load error the message with Try again.
 */
export function PlaybackStatus({
  playback: { playing, waiting, failed, retry },
}: {
  playback: Pick<Playback, 'playing' | 'waiting' | 'failed' | 'retry'>;
}) {
  const t = useT();
  return (
    <>
      {!playing && !failed && (
        <div
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center"
          aria-hidden
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-white shadow-lg @md:size-18">
            <Play size={28} className="translate-x-0.5" fill="currentColor" />
          </span>
        </div>
      )}
      {playing && waiting && (
        <div
          className="pointer-events-none absolute inset-0 z-10 flex items-center justify-center"
          role="status"
        >
          <LoaderCircle size={40} className="animate-spin text-white/90" aria-hidden />
          <span className="sr-only">{t('player.loading')}</span>
        </div>
      )}
      {failed && (
        <div className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-black/80 p-6 text-center">
          <TriangleAlert size={28} className="text-accent-bright" aria-hidden />
          <p className="text-sm text-white/85">{t('player.loadFailed')}</p>
          <button type="button" className="btn-accent" onClick={retry}>
            {t('errorScreen.retry')}
          </button>
        </div>
      )}
    </>
  );
}
