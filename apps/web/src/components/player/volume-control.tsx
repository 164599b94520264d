import { Volume1, Volume2, VolumeX } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { ControlButton } from './control-button';
import { VOLUME_STEP } from './player-keys';

/** Mute and unmute, and (on a wide player) the volume slider. */
export function VolumeControl({
  volume,
  muted,
  onToggleMute,
  onChange,
}: {
  volume: number;
  muted: boolean;
  onToggleMute: () => void;
  onChange: (volume: number) => void;
}) {
  const t = useT();
  const shownVolume = muted ? 0 : volume;
  const VolumeIcon = shownVolume === 0 ? VolumeX : shownVolume < 0.5 ? Volume1 : Volume2;
  return (
    <>
      <ControlButton
        label={t(muted || volume === 0 ? 'player.unmute' : 'player.mute')}
        onClick={onToggleMute}
      >
        <VolumeIcon size={20} aria-hidden />
      </ControlButton>
      <input
        type="range"
        aria-label={t('player.volume')}
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={shownVolume}
        aria-valuetext={`${Math.round(shownVolume * 100)}%`}
        onChange={(event) => onChange(Number(event.target.value))}
        className="hidden h-1 w-20 cursor-pointer accent-accent @md:block"
      />
    </>
  );
}
