import type { CaptionTrack } from '@academy/shared/captions';
import { useState } from 'react';
import { useT } from '@/lib/i18n';
import { ControlBar } from './control-bar';
import { PlaybackStatus } from './playback-status';
import { onPlayerKeyDown } from './player-keys';
import { ProgressBar } from './progress-bar';
import { posterOf } from './use-adaptive-source';
import { useCaptions } from './use-captions';
import { useControlsVisibility } from './use-controls-visibility';
import { usePlayback } from './use-playback';
import type { ProgressCallbacks } from './use-progress-reports';
import { Watermark } from './watermark';

export type VideoPlayerProps = ProgressCallbacks & {
  src: string;
  /** What is playing, for screen readers ("Video player: …"). */
  title: string;
  /**
   * The media's identity. A new `src` with the same key (a refreshed signed URL) keeps the
   * position and the play state; a new key starts from the beginning. Defaults to `src`.
   */
  mediaKey?: string;
  autoPlay?: boolean;
  /** The signed-in student, shown over non-preview playback (SPEC §4). */
  watermark?: { name: string; email: string } | null;
  /** The native `ended` event. */
  onEnded?: () => void;
  /** Try again after a load error; without it the player reloads the same URL. */
  onRetry?: () => void;
  /** The lecture's captions that may be played (each with its signed link). */
  captions?: CaptionTrack[];
  /** The test id of the <video> element. */
  videoTestId?: string;
  className?: string;
};

const NO_CAPTIONS: CaptionTrack[] = [];

/**
 * The academy's video player (SPEC §4 Player, §9): custom controls on a native <video>, with
 * keyboard use (space/k, arrows, f, m, and c for captions), controls that hide after 3 s without
 * mouse movement while playing, the played fraction every second, the lecture's captions drawn
 * over the picture (issue 28), and, for a signed-in student's lectures, a moving watermark. The
 * file is not offered for download or picture-in-picture.
 */
export function VideoPlayer({
  src,
  title,
  mediaKey = src,
  autoPlay = false,
  watermark = null,
  captions: captionTracks = NO_CAPTIONS,
  videoTestId,
  className = '',
  ...callbacks
}: VideoPlayerProps) {
  const t = useT();
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const controls = useControlsVisibility();
  const { attachVideo, ...playback } = usePlayback({
    ...callbacks,
    src,
    mediaKey,
    autoPlay,
    watermarked: watermark !== null,
    root,
    onPlay: controls.wake,
    onPause: controls.stay,
  });
  const controlsVisible = controls.shown(playback.playing, playback.failed);
  const captions = useCaptions(playback.video, captionTracks);

  return (
    <div
      ref={setRoot}
      role="region"
      aria-label={t('player.region', { title })}
      tabIndex={0}
      onKeyDown={(event) =>
        onPlayerKeyDown(event, { ...playback, toggleCaptions: captions.toggle }, controls.wake)
      }
      onMouseMove={controls.wake}
      onPointerDown={(event) => controls.onPointerDown(event, controlsVisible)}
      onContextMenu={(event) => event.preventDefault()}
      className={`@container relative overflow-hidden bg-black text-white select-none focus-visible:outline-offset-0 ${
        playback.fullscreen ? 'h-full w-full' : 'aspect-video w-full'
      } ${controlsVisible ? '' : 'cursor-none'} ${className}`}
    >
      <video
        ref={attachVideo}
        poster={posterOf(src)}
        autoPlay={autoPlay}
        playsInline
        preload="metadata"
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        onContextMenu={(event) => event.preventDefault()}
        {...playback.videoEvents}
        className="absolute inset-0 h-full w-full object-contain"
        data-testid={videoTestId}
      >
        {captions.tracks.map((track) => (
          <track
            key={`${track.language} ${track.url}`}
            kind="subtitles"
            srcLang={track.language}
            label={track.label}
            src={track.url}
          />
        ))}
      </video>

      {/* The picture itself: a click plays or pauses; on a touch screen the first tap shows the controls. */}
      <div
        className="absolute inset-0"
        aria-hidden
        onClick={() => {
          if (controls.clickPlays()) playback.togglePlay();
        }}
        onDoubleClick={playback.toggleFullscreen}
      />

      {watermark && <Watermark name={watermark.name} email={watermark.email} onTamper={playback.pause} />}

      {captions.showing && captions.lines.length > 0 && (
        <div
          data-testid="player-captions"
          lang={captions.showing}
          translate="no"
          className={`pointer-events-none absolute inset-x-0 z-10 flex flex-col items-center gap-1 px-4 text-center transition-[bottom] duration-300 ${
            controlsVisible ? 'bottom-[5.5rem] @md:bottom-24' : 'bottom-3 @md:bottom-8'
          }`}
        >
          {captions.lines.map((line, index) => (
            <span
              key={index}
              className="max-w-[40ch] rounded-md bg-black/80 px-2.5 py-0.5 text-sm leading-snug text-white @md:text-lg @3xl:text-2xl"
            >
              {line}
            </span>
          ))}
        </div>
      )}

      <PlaybackStatus playback={playback} />

      <div
        data-testid="player-controls"
        {...controls.barFocus}
        className={`absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/45 to-transparent px-2 pt-12 pb-1.5 transition-[opacity,visibility] duration-300 @md:px-4 @md:pb-2.5 ${
          controlsVisible ? 'visible opacity-100' : 'invisible opacity-0'
        }`}
      >
        <ProgressBar
          time={playback.time}
          duration={playback.duration}
          buffered={playback.buffered}
          onSeek={playback.seekTo}
        />
        <ControlBar
          playback={playback}
          onSpeedMenuOpenChange={controls.setMenuOpen}
          onQualityMenuOpenChange={controls.setQualityMenuOpen}
          onCaptionsMenuOpenChange={controls.setCaptionsMenuOpen}
          captions={captions}
          container={root}
        />
      </div>
    </div>
  );
}
