import { PLAYER_DEFAULT_VOLUME } from '@academy/shared/limits';
import { type SyntheticEvent, useCallback, useEffect, useRef, useState } from 'react';
import { bufferedEnd, volumeLevel } from './playback';
import { useAdaptiveSource } from './use-adaptive-source';
import { type ProgressCallbacks, useProgressReports } from './use-progress-reports';

type VideoWithWebkit = HTMLVideoElement & { webkitEnterFullscreen?: () => void };

export type PlaybackOptions = ProgressCallbacks & {
  src: string;
  /** See VideoPlayerProps.mediaKey. */
  mediaKey: string;
  autoPlay: boolean;
  /** A watermarked video fills the screen only together with the player's overlay. */
  watermarked: boolean;
  /** The player's box, which fills the screen in full screen. */
  root: HTMLElement | null;
  /** The native `ended` event. */
  onEnded?: (() => void) | undefined;
  /** Try again after a load error; without it the player reloads the same URL. */
  onRetry?: (() => void) | undefined;
  /** Playback started: the controls show, then hide while it plays. */
  onPlay: () => void;
  /** Playback stopped: the controls stay shown. */
  onPause: () => void;
};

/**
 * The <video> element's state (playing, time, length, buffered, volume, speed, full screen) and
 * its commands; the position and play state carried over a refreshed URL of the same media.
 */
export function usePlayback({
  src,
  mediaKey,
  autoPlay,
  watermarked,
  root,
  onEnded,
  onRetry,
  onPlay,
  onPause,
  ...callbacks
}: PlaybackOptions) {
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

  const loadedKey = useRef<string | null>(null);
  const lastPosition = useRef({ time: 0, playing: false });
  const resumeAt = useRef<{ time: number; playing: boolean } | null>(null);

  const reports = useProgressReports(videoRef, playing, callbacks);
  const { startOver } = reports;
  const source = useAdaptiveSource(videoElement, src, () => {
    setFailed(true);
    setWaiting(false);
  });

  const attachVideo = useCallback((element: HTMLVideoElement | null) => {
    videoRef.current = element;
    setVideoElement(element);
  }, []);

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
    startOver();
    lastPosition.current = { time: 0, playing: autoPlay };
    video.currentTime = 0;
    if (autoPlay) video.play().catch(() => undefined);
  }, [src, mediaKey, autoPlay, startOver]);

  useEffect(() => {
    const onChange = () => setFullscreen(root !== null && document.fullscreenElement === root);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, [root]);

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
    const value = volumeLevel(next);
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

  const canFullscreen = (typeof document !== 'undefined' && document.fullscreenEnabled) || !watermarked;
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
    if (!watermarked) (videoRef.current as VideoWithWebkit | null)?.webkitEnterFullscreen?.();
  };

  const pause = useCallback(() => videoRef.current?.pause(), []);

  const retry = () => {
    setFailed(false);
    if (onRetry) onRetry();
    else source.reload();
  };

  // Events of the <video> element.
  const sync = (video: HTMLVideoElement) => {
    setTime(video.currentTime);
    setBuffered(bufferedEnd(video.buffered, video.currentTime));
  };
  const videoEvents = {
    onLoadStart: () => {
      const same = loadedKey.current === mediaKey;
      resumeAt.current = same ? { ...lastPosition.current } : null;
      if (!same) startOver();
      loadedKey.current = mediaKey;
      setFailed(false);
      setTime(same ? lastPosition.current.time : 0);
      setBuffered(0);
      if (!same) setDuration(0);
    },
    onLoadedMetadata: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      setDuration(video.duration);
      const resume = resumeAt.current;
      resumeAt.current = null;
      if (resume && resume.time > 0) {
        video.currentTime = Math.min(resume.time, video.duration);
        if (resume.playing) video.play().catch(() => undefined);
      }
    },
    onDurationChange: (event: SyntheticEvent<HTMLVideoElement>) => setDuration(event.currentTarget.duration),
    onTimeUpdate: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      lastPosition.current.time = video.currentTime;
      sync(video);
      reports.report(false);
    },
    onProgress: (event: SyntheticEvent<HTMLVideoElement>) => sync(event.currentTarget),
    onSeeked: (event: SyntheticEvent<HTMLVideoElement>) => {
      const video = event.currentTarget;
      // Back before the end: reaching it again counts again.
      if (video.currentTime < video.duration - 1) startOver();
      reports.report(false);
    },
    onPlay: () => {
      setPlaying(true);
      lastPosition.current.playing = true;
      onPlay();
    },
    onPause: () => {
      reports.reportPlayed();
      setPlaying(false);
      lastPosition.current.playing = false;
      onPause();
    },
    onWaiting: () => setWaiting(true),
    onPlaying: () => setWaiting(false),
    onCanPlay: () => setWaiting(false),
    onEnded: () => {
      reports.reportPlayed();
      reports.report(true);
      onEnded?.();
    },
    onError: () => {
      setFailed(true);
      setWaiting(false);
    },
  };

  return {
    attachVideo,
    /** The <video> element, once mounted. */
    video: videoElement,
    videoEvents,
    playing,
    time,
    duration,
    buffered,
    waiting,
    failed,
    volume,
    muted,
    rate,
    fullscreen,
    canFullscreen,
    source,
    togglePlay,
    seekTo,
    seekBy,
    changeVolume,
    toggleMute,
    setRate,
    toggleFullscreen,
    pause,
    retry,
  };
}

/** The playback's state and commands, as the controls take them (the element's ref goes to the <video> alone). */
export type Playback = Omit<ReturnType<typeof usePlayback>, 'attachVideo'>;
