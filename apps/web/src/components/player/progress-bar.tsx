import { useT } from '@/lib/i18n';
import { spokenTime } from './format-time';
import { percentOf } from './playback';

/**
 * The seek bar: what is loaded and what is played, a knob at the playhead, and over them an
 * invisible range input that does the seeking (and the keyboard's and screen readers' part).
 */
export function ProgressBar({
  time,
  duration,
  buffered,
  onSeek,
}: {
  time: number;
  duration: number;
  buffered: number;
  onSeek: (seconds: number) => void;
}) {
  const t = useT();
  const playedPercent = percentOf(time, duration);
  return (
    <div className="group/seek relative mx-1.5 flex h-5 items-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent">
      <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/25 transition-[height] group-hover/seek:h-1.5">
        <div
          className="absolute inset-y-0 left-0 bg-white/35"
          style={{ width: `${percentOf(buffered, duration)}%` }}
        />
        <div className="absolute inset-y-0 left-0 bg-accent-bright" style={{ width: `${playedPercent}%` }} />
      </div>
      <span
        className="pointer-events-none absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-bright shadow ring-2 ring-white"
        style={{ left: `${playedPercent}%` }}
        aria-hidden
      />
      <input
        type="range"
        data-slider="seek"
        aria-label={t('player.seek')}
        min={0}
        max={duration || 0}
        step={1}
        value={Math.min(time, duration || 0)}
        aria-valuetext={t('player.seekValue', {
          time: spokenTime(time, t),
          duration: spokenTime(duration, t),
        })}
        onChange={(event) => onSeek(Number(event.target.value))}
        disabled={!(duration > 0)}
        className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
      />
    </div>
  );
}
