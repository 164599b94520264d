import { PLAYER_SKIP_SECONDS } from '@academy/shared/limits';
import { Maximize, Minimize, Pause, Play, RotateCcw, RotateCw } from 'lucide-react';
import { useT } from '@/lib/i18n';
import { CaptionsMenu } from './captions-menu';
import { ControlButton } from './control-button';
import { formatTime } from './format-time';
import { PlayerMenu } from './player-menu';
import { QualityMenu } from './quality-menu';
import type { Captions } from './use-captions';
import type { Playback } from './use-playback';
import { VolumeControl } from './volume-control';

const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;

/**
 * The row under the seek bar: play, the skips, volume, the time, captions, speed, quality and
 * full screen.
 */
export function ControlBar({
  playback,
  captions,
  onSpeedMenuOpenChange,
  onQualityMenuOpenChange,
  onCaptionsMenuOpenChange,
  container,
}: {
  playback: Playback;
  captions: Captions;
  onSpeedMenuOpenChange: (open: boolean) => void;
  onQualityMenuOpenChange: (open: boolean) => void;
  onCaptionsMenuOpenChange: (open: boolean) => void;
  /** The player's box: the menus render inside it, so they show in full screen. */
  container: HTMLElement | null;
}) {
  const t = useT();
  const { playing, rate, fullscreen, source } = playback;
  return (
    <div className="mt-1 flex items-center gap-0.5 @md:gap-1">
      <ControlButton label={t(playing ? 'player.pause' : 'player.play')} onClick={playback.togglePlay}>
        {playing ? (
          <Pause size={20} fill="currentColor" aria-hidden />
        ) : (
          <Play size={20} fill="currentColor" aria-hidden />
        )}
      </ControlButton>
      <ControlButton
        label={t('player.skipBack', { seconds: PLAYER_SKIP_SECONDS })}
        onClick={() => playback.seekBy(-PLAYER_SKIP_SECONDS)}
      >
        <RotateCcw size={19} aria-hidden />
      </ControlButton>
      <ControlButton
        label={t('player.skipForward', { seconds: PLAYER_SKIP_SECONDS })}
        onClick={() => playback.seekBy(PLAYER_SKIP_SECONDS)}
      >
        <RotateCw size={19} aria-hidden />
      </ControlButton>
      <VolumeControl
        volume={playback.volume}
        muted={playback.muted}
        onToggleMute={playback.toggleMute}
        onChange={playback.changeVolume}
      />
      <p className="ml-1.5 text-xs whitespace-nowrap text-white/90 tabular-nums @md:ml-3 @md:text-sm">
        <span>{formatTime(playback.time)}</span>
        <span className="text-white/55"> / {formatTime(playback.duration)}</span>
      </p>

      <span className="flex-1" />

      <CaptionsMenu captions={captions} onOpenChange={onCaptionsMenuOpenChange} container={container} />

      <PlayerMenu
        heading={t('player.speed')}
        triggerText={`${rate}×`}
        triggerLabel={t('player.speedLabel', { rate: String(rate) })}
        value={String(rate)}
        options={PLAYBACK_RATES.map((option) => ({
          value: String(option),
          label: option === 1 ? t('player.normalSpeed') : `${option}×`,
        }))}
        onValueChange={(value) => playback.setRate(Number(value))}
        onOpenChange={onSpeedMenuOpenChange}
        container={container}
      />

      <QualityMenu
        qualities={source.qualities}
        chosen={source.chosen}
        playing={source.playing}
        onChoose={source.choose}
        onOpenChange={onQualityMenuOpenChange}
        container={container}
      />

      {playback.canFullscreen && (
        <ControlButton
          label={t(fullscreen ? 'player.exitFullscreen' : 'player.fullscreen')}
          onClick={playback.toggleFullscreen}
        >
          {fullscreen ? <Minimize size={19} aria-hidden /> : <Maximize size={19} aria-hidden />}
        </ControlButton>
      )}
    </div>
  );
}
