import {
  PLAYER_CONTROLS_HIDE_MS,
  PLAYER_DEFAULT_VOLUME,
  PLAYER_PROGRESS_INTERVAL_MS,
  PLAYER_SKIP_SECONDS,
} from '@academy/shared/limits';
import {
  LoaderCircle,
  Maximize,
  Minimize,
  Pause,
  Play,
  RotateCcw,
  RotateCw,
  TriangleAlert,
  Volume1,
  Volume2,
  VolumeX,
} from 'lucide-react';
import {
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react';
import { formatTime, spokenTime } from './format-time';
import { PlayerMenu } from './player-menu';
import { QualityMenu } from './quality-menu';
import { posterOf, useAdaptiveSource } from './use-adaptive-source';
import { Watermark } from './watermark';

export const PLAYBACK_RATES = [0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
/** A lecture counts as played to its end this close to the end (the last frame may never report). */
const END_EPSILON_SECONDS = 0.3;
/** Arrow keys seek by this much; the skip buttons by PLAYER_SKIP_SECONDS. */
const ARROW_SEEK_SECONDS = 5;
const VOLUME_STEP = 0.05;

/** A stretch of the media that was played, `[start, end]` in seconds. */
export type PlayedRange = [start: number, end: number];

export type VideoPlayerProps = {
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
  /** The played fraction (0 to 1), every PLAYER_PROGRESS_INTERVAL_MS while playing. */
  onProgress?: (fraction: number) => void;
  /** Once per media when the played fraction reaches 1. */
  onComplete?: () => void;
  /**
   * What of this media has actually been played (the element's `played` ranges, in seconds)
   * and its length: every PLAYER_PROGRESS_INTERVAL_MS while playing, at a pause and at the
   * end. The ranges start afresh when the media is reloaded (a new or refreshed URL).
   */
  onPlayed?: (ranges: PlayedRange[], duration: number) => void;
  /** The native `ended` event. */
  onEnded?: () => void;
  /** Try again after a load error; without it the player reloads the same URL. */
  onRetry?: () => void;
  /** The test id of the <video> element. */
  videoTestId?: string;
  className?: string;
};

type VideoWithWebkit = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

function ControlButton({
  label,
  onClick,
  children,
  pressed,
}: {
  label: string;
  onClick: () => void;
  children: ReactNode;
  pressed?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      aria-pressed={pressed}
      title={label}
      className="flex size-9 shrink-0 items-center justify-center rounded-full text-white transition-colors hover:bg-white/15 focus-visible:bg-white/15 @md:size-10"
    >
      {children}
    </button>
  );
}

/**
 * The academy's video player (SPEC §4 Player, §9): custom controls on a native <video>, with
 * keyboard use (space/k, arrows, f, m), controls that hide after 3 s without mouse movement
 * while playing, the played fraction every second, and, for a signed-in student's lectures,
 * a moving watermark. The file is not offered for download or picture-in-picture.
 */
export function VideoPlayer({
  src,
  title,
  mediaKey = src,
  autoPlay = false,
  watermark = null,
  onProgress,
  onComplete,
  onPlayed,
  onEnded,
  onRetry,
  videoTestId,
  className = '',
}: VideoPlayerProps) {
  const [root, setRoot] = useState<HTMLDivElement | null>(null);
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [videoElement, setVideoElement] = useState<HTMLVideoElement | null>(null);

  const [playing, setPlaying] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(0);
  const [buffered, setBuffered] = useState(0);
  const [waiting, setWaiting] = useState(false);
  const [failed, setFailed] = useState(false);
  const [volume, setVolume] = useState(PLAYER_DEFAULT_VOLUME);
  const [muted, setMuted] = useState(false);
  const [rate, setRate] = useState(1);
  const [fullscreen, setFullscreen] = useState(false);
  const [idle, setIdle] = useState(false);
  const [keyboardInside, setKeyboardInside] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);
  const [qualityMenuOpen, setQualityMenuOpen] = useState(false);

  const idleTimer = useRef<number | undefined>(undefined);
  const completed = useRef(false);
  const loadedKey = useRef<string | null>(null);
  const lastPosition = useRef({ time: 0, playing: false });
  const resumeAt = useRef<{ time: number; playing: boolean } | null>(null);
  const pointerType = useRef('mouse');
  /** Whether the controls were hidden when the current tap began: that tap only wakes them. */
  const hiddenAtPointerDown = useRef(false);

  const controlsVisible = !playing || !idle || keyboardInside || menuOpen || qualityMenuOpen || failed;

  const source = useAdaptiveSource(videoElement, src, () => {
    setFailed(true);
    setWaiting(false);
  });

  /** Movement, a touch or a key: show the controls, and hide them again after 3 s. */
  const wake = useCallback(() => {
    setIdle(false);
    window.clearTimeout(idleTimer.current);
    idleTimer.current = window.setTimeout(() => setIdle(true), PLAYER_CONTROLS_HIDE_MS);
  }, []);
  useEffect(() => () => window.clearTimeout(idleTimer.current), []);

  // The element follows the volume, mute and speed chosen here (the speed also survives a new src).
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.volume = volume;
    video.muted = muted;
  }, [volume, muted]);
  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.defaultPlaybackRate = rate;
    video.playbackRate = rate;
  }, [rate]);

  // A new media key on the same URL (the same lecture started over): back to the start.
  const shownSrc = useRef(src);
  useEffect(() => {
    const video = videoRef.current;
    const sameSource = shownSrc.current === src;
    shownSrc.current = src;
    if (!video || !sameSource || loadedKey.current === null || loadedKey.current === mediaKey) return;
    loadedKey.current = mediaKey;
    completed.current = false;
    lastPosition.current = { time: 0, playing: autoPlay };
    video.currentTime = 0;
    if (autoPlay) video.play().catch(() => undefined);
  }, [src, mediaKey, autoPlay]);

  useEffect(() => {
    const onChange = () => setFullscreen(root !== null && document.fullscreenElement === root);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [root]);

  /** Reports the played fraction, and `onComplete` once it reaches 1. */
  const report = (notifyProgress: boolean) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const atEnd = video.ended || video.currentTime >= video.duration - END_EPSILON_SECONDS;
    const fraction = atEnd ? 1 : Math.min(1, video.currentTime / video.duration);
    if (notifyProgress) onProgress?.(fraction);
    if (fraction >= 1 && !completed.current) {
      completed.current = true;
      onComplete?.();
    }
  };
  const reportPlayed = () => {
    const video = videoRef.current;
    if (!onPlayed || !video || !Number.isFinite(video.duration) || video.duration <= 0) return;
    const ranges: PlayedRange[] = [];
    for (let index = 0; index < video.played.length; index += 1) {
      ranges.push([video.played.start(index), video.played.end(index)]);
    }
    onPlayed(ranges, video.duration);
  };
  const tick = useEffectEvent(() => {
    reportPlayed();
    report(true);
  });

  useEffect(() => {
    if (!playing) return;
    const timer = window.setInterval(tick, PLAYER_PROGRESS_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [playing]);

  const togglePlay = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused || video.ended) video.play().catch(() => undefined);
    else video.pause();
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video || !Number.isFinite(video.duration)) return;
    video.currentTime = Math.max(0, Math.min(video.duration, seconds));
    setTime(video.currentTime);
  };
  const seekBy = (seconds: number) => seekTo((videoRef.current?.currentTime ?? 0) + seconds);

  const changeVolume = (next: number) => {
    const value = Math.round(Math.max(0, Math.min(1, next)) * 100) / 100;
    setVolume(value);
    setMuted(value === 0);
  };
  const toggleMute = () => {
    if (muted || volume === 0) {
      setMuted(false);
      if (volume === 0) setVolume(PLAYER_DEFAULT_VOLUME);
    } else {
      setMuted(true);
    }
  };

  const canFullscreen = (typeof document !== 'undefined' && document.fullscreenEnabled) || watermark === null;
  const toggleFullscreen = () => {
    if (document.fullscreenElement) {
      void document.exitFullscreen().catch(() => undefined);
      return;
    }
    if (root && document.fullscreenEnabled) {
      void root.requestFullscreen().catch(() => undefined);
      return;
    }
    // iPhone Safari lets only the <video> itself fill the screen, without our overlay: previews only.
    if (watermark === null) (videoRef.current as VideoWithWebkit | null)?.webkitEnterFullscreen?.();
  };

  const pauseForTamper = useCallback(() => videoRef.current?.pause(), []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const target = event.target as HTMLElement;
    if (target.closest('[role="menu"]')) return;
    const onButton = target.closest('button') !== null;
    const onSlider = target instanceof HTMLInputElement && target.type === 'range';
    const onSeekSlider = onSlider && target.dataset['slider'] === 'seek';
    wake();
    switch (event.key) {
      case ' ':
        if (onButton) return;
        break;
      case 'k':
      case 'K':
        break;
      case 'ArrowLeft':
      case 'ArrowRight':
        if (onSlider && !onSeekSlider) return;
        event.preventDefault();
        seekBy(event.key === 'ArrowLeft' ? -ARROW_SEEK_SECONDS : ARROW_SEEK_SECONDS);
        return;
      case 'ArrowUp':
      case 'ArrowDown':
        if (onSlider && !onSeekSlider) return;
        event.preventDefault();
        changeVolume((muted ? 0 : volume) + (event.key === 'ArrowUp' ? VOLUME_STEP : -VOLUME_STEP));
        return;
      case 'f':
      case 'F':
        event.preventDefault();
        toggleFullscreen();
        return;
      case 'm':
      case 'M':
        event.preventDefault();
        toggleMute();
        return;
      default:
        return;
    }
    event.preventDefault();
    togglePlay();
  };

  // Events of the <video> element.
  const sync = (video: HTMLVideoElement) => {
    setTime(video.currentTime);
    const ranges = video.buffered;
    let end = 0;
    for (let index = 0; index < ranges.length; index += 1) {
      if (ranges.start(index) <= video.currentTime + 0.5) end = Math.max(end, ranges.end(index));
    }
    setBuffered(end);
  };
  const onLoadStart = () => {
    const same = loadedKey.current === mediaKey;
    resumeAt.current = same ? { ...lastPosition.current } : null;
    if (!same) completed.current = false;
    loadedKey.current = mediaKey;
    setFailed(false);
    setTime(same ? lastPosition.current.time : 0);
    setBuffered(0);
    if (!same) setDuration(0);
  };
  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    setDuration(video.duration);
    const resume = resumeAt.current;
    resumeAt.current = null;
    if (resume && resume.time > 0) {
      video.currentTime = Math.min(resume.time, video.duration);
      if (resume.playing) video.play().catch(() => undefined);
    }
  };
  const onPlay = () => {
    setPlaying(true);
    lastPosition.current.playing = true;
    wake();
  };
  const onPause = () => {
    reportPlayed();
    setPlaying(false);
    lastPosition.current.playing = false;
    setIdle(false);
  };
  const onTimeUpdate = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    lastPosition.current.time = video.currentTime;
    sync(video);
    report(false);
  };
  const onSeeked = (event: SyntheticEvent<HTMLVideoElement>) => {
    const video = event.currentTarget;
    // Back before the end: reaching it again counts again.
    if (video.currentTime < video.duration - 1) completed.current = false;
    report(false);
  };
  const onVideoEnded = () => {
    reportPlayed();
    report(true);
    onEnded?.();
  };

  const retry = () => {
    setFailed(false);
    if (onRetry) onRetry();
    else source.reload();
  };

  const shownVolume = muted ? 0 : volume;
  const VolumeIcon = shownVolume === 0 ? VolumeX : shownVolume < 0.5 ? Volume1 : Volume2;
  const playedPercent = duration > 0 ? (time / duration) * 100 : 0;
  const bufferedPercent = duration > 0 ? Math.min(100, (buffered / duration) * 100) : 0;

  return (
    <div
      ref={setRoot}
      role="region"
      aria-label={`Video player: ${title}`}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onMouseMove={wake}
      onPointerDown={(event) => {
        pointerType.current = event.pointerType;
        hiddenAtPointerDown.current = !controlsVisible;
        wake();
      }}
      onContextMenu={(event) => event.preventDefault()}
      className={`@container relative overflow-hidden bg-black text-white select-none focus-visible:outline-offset-0 ${
        fullscreen ? 'h-full w-full' : 'aspect-video w-full'
      } ${controlsVisible ? '' : 'cursor-none'} ${className}`}
    >
      <video
        ref={(element) => {
          videoRef.current = element;
          setVideoElement(element);
        }}
        poster={posterOf(src)}
        autoPlay={autoPlay}
        playsInline
        preload="metadata"
        controlsList="nodownload noremoteplayback"
        disablePictureInPicture
        disableRemotePlayback
        onContextMenu={(event) => event.preventDefault()}
        onLoadStart={onLoadStart}
        onLoadedMetadata={onLoadedMetadata}
        onDurationChange={(event) => setDuration(event.currentTarget.duration)}
        onTimeUpdate={onTimeUpdate}
        onProgress={(event) => sync(event.currentTarget)}
        onSeeked={onSeeked}
        onPlay={onPlay}
        onPause={onPause}
        onWaiting={() => setWaiting(true)}
        onPlaying={() => setWaiting(false)}
        onCanPlay={() => setWaiting(false)}
        onEnded={onVideoEnded}
        onError={() => {
          setFailed(true);
          setWaiting(false);
        }}
        className="absolute inset-0 h-full w-full object-contain"
        data-testid={videoTestId}
      />

      {/* The picture itself: a click plays or pauses; on a touch screen the first tap shows the controls. */}
      <div
        className="absolute inset-0"
        aria-hidden
        onClick={() => {
          // The tap's pointerdown has already shown the controls, so ask how it found them.
          if (pointerType.current !== 'mouse' && hiddenAtPointerDown.current) return;
          togglePlay();
        }}
        onDoubleClick={toggleFullscreen}
      />

      {watermark && <Watermark name={watermark.name} email={watermark.email} onTamper={pauseForTamper} />}

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
          <span className="sr-only">Loading video</span>
        </div>
      )}
      {failed && (
        <div className="absolute inset-0 z-30 flex flex-col items-center justify-center gap-3 bg-black/80 p-6 text-center">
          <TriangleAlert size={28} className="text-accent-bright" aria-hidden />
          <p className="text-sm text-white/85">This video could not be loaded.</p>
          <button type="button" className="btn-accent" onClick={retry}>
            Try again
          </button>
        </div>
      )}

      <div
        data-testid="player-controls"
        onFocus={(event) => setKeyboardInside(event.target.matches(':focus-visible'))}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardInside(false);
        }}
        className={`absolute inset-x-0 bottom-0 z-20 bg-gradient-to-t from-black/85 via-black/45 to-transparent px-2 pt-12 pb-1.5 transition-[opacity,visibility] duration-300 @md:px-4 @md:pb-2.5 ${
          controlsVisible ? 'visible opacity-100' : 'invisible opacity-0'
        }`}
      >
        <div className="group/seek relative mx-1.5 flex h-5 items-center has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent">
          <div className="relative h-1 w-full overflow-hidden rounded-full bg-white/25 transition-[height] group-hover/seek:h-1.5">
            <div className="absolute inset-y-0 left-0 bg-white/35" style={{ width: `${bufferedPercent}%` }} />
            <div
              className="absolute inset-y-0 left-0 bg-accent-bright"
              style={{ width: `${playedPercent}%` }}
            />
          </div>
          <span
            className="pointer-events-none absolute top-1/2 size-3.5 -translate-x-1/2 -translate-y-1/2 rounded-full bg-accent-bright shadow ring-2 ring-white"
            style={{ left: `${playedPercent}%` }}
            aria-hidden
          />
          <input
            type="range"
            data-slider="seek"
            aria-label="Seek"
            min={0}
            max={duration || 0}
            step={1}
            value={Math.min(time, duration || 0)}
            aria-valuetext={`${spokenTime(time)} of ${spokenTime(duration)}`}
            onChange={(event) => seekTo(Number(event.target.value))}
            disabled={!(duration > 0)}
            className="absolute inset-0 h-full w-full cursor-pointer opacity-0 disabled:cursor-default"
          />
        </div>

        <div className="mt-1 flex items-center gap-0.5 @md:gap-1">
          <ControlButton label={playing ? 'Pause' : 'Play'} onClick={togglePlay}>
            {playing ? (
              <Pause size={20} fill="currentColor" aria-hidden />
            ) : (
              <Play size={20} fill="currentColor" aria-hidden />
            )}
          </ControlButton>
          <ControlButton
            label={`Skip back ${PLAYER_SKIP_SECONDS} seconds`}
            onClick={() => seekBy(-PLAYER_SKIP_SECONDS)}
          >
            <RotateCcw size={19} aria-hidden />
          </ControlButton>
          <ControlButton
            label={`Skip forward ${PLAYER_SKIP_SECONDS} seconds`}
            onClick={() => seekBy(PLAYER_SKIP_SECONDS)}
          >
            <RotateCw size={19} aria-hidden />
          </ControlButton>
          <ControlButton label={muted || volume === 0 ? 'Unmute' : 'Mute'} onClick={toggleMute}>
            <VolumeIcon size={20} aria-hidden />
          </ControlButton>
          <input
            type="range"
            aria-label="Volume"
            min={0}
            max={1}
            step={VOLUME_STEP}
            value={shownVolume}
            aria-valuetext={`${Math.round(shownVolume * 100)}%`}
            onChange={(event) => changeVolume(Number(event.target.value))}
            className="hidden h-1 w-20 cursor-pointer accent-accent @md:block"
          />
          <p className="ml-1.5 text-xs whitespace-nowrap text-white/90 tabular-nums @md:ml-3 @md:text-sm">
            <span>{formatTime(time)}</span>
            <span className="text-white/55"> / {formatTime(duration)}</span>
          </p>

          <span className="flex-1" />

          <PlayerMenu
            heading="Speed"
            triggerText={`${rate}×`}
            triggerLabel={`Playback speed: ${rate}×`}
            value={String(rate)}
            options={PLAYBACK_RATES.map((option) => ({
              value: String(option),
              label: option === 1 ? 'Normal' : `${option}×`,
            }))}
            onValueChange={(value) => setRate(Number(value))}
            onOpenChange={setMenuOpen}
            container={root}
          />

          <QualityMenu
            qualities={source.qualities}
            chosen={source.chosen}
            playing={source.playing}
            onChoose={source.choose}
            onOpenChange={setQualityMenuOpen}
            container={root}
          />

          {canFullscreen && (
            <ControlButton label={fullscreen ? 'Exit fullscreen' : 'Fullscreen'} onClick={toggleFullscreen}>
              {fullscreen ? <Minimize size={19} aria-hidden /> : <Maximize size={19} aria-hidden />}
            </ControlButton>
          )}
        </div>
      </div>
    </div>
  );
}
