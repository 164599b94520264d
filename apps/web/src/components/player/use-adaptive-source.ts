import type Hls from 'hls.js';
import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { SAVED_LECTURES_PREFIX } from '@/service-worker/saved-lectures';

/** One rung of an adaptive stream's ladder, as the quality menu offers it. */
export type Quality = { height: number };

/**
 * How a source plays:
 * - `file`: a video file (MP4), by the element itself;
 * - `native`: an HLS playlist the browser plays itself (Safari, and every iPhone browser);
 * - `hls.js`: an HLS playlist fed to the element through Media Source Extensions by hls.js,
 *   which is loaded only then, from its own chunk.
 */
type Playback = 'file' | 'native' | 'hls.js';

/** A lecture's adaptive stream is its signed master playlist (decision 014). */
export const isStreamUrl = (src: string): boolean => /\.m3u8$/.test(src.split(/[?#]/, 1)[0] ?? '');

/** The stream's poster frame sits beside its master playlist, under the same signature. */
export const posterOf = (src: string): string | undefined => {
  const master = /master\.m3u8(?=$|[?#])/;
  return isStreamUrl(src) && master.test(src) ? src.replace(master, 'poster.jpg') : undefined;
};

/** A lecture saved for offline (issue 32): the service worker answers its files. */
const isSavedUrl = (src: string) => src.startsWith(SAVED_LECTURES_PREFIX);

function playbackOf(src: string): Playback {
  if (!isStreamUrl(src)) return 'file';
  if (typeof window === 'undefined') return 'native';
  const native = document.createElement('video').canPlayType('application/vnd.apple.mpegurl') !== '';
  const mediaSource = 'MediaSource' in window || 'ManagedMediaSource' in window;
  // A saved stream goes through hls.js wherever it can: its requests are the page's own, which
  // the service worker answers from the device; a browser's own HLS may bypass the worker.
  if (isSavedUrl(src) && mediaSource) return 'hls.js';
  // Safari's own HLS is the better player on Apple devices (AirPlay, the system's full screen,
  // hardware decoding); elsewhere hls.js, which lets the student choose the quality, even where
  // the browser could play HLS itself (recent Chrome can).
  const apple = navigator.vendor.startsWith('Apple');
  return native && (apple || !mediaSource) ? 'native' : mediaSource ? 'hls.js' : 'native';
}

/** The bandwidth this browser last measured while streaming a lecture, in bits per second. */
const BANDWIDTH_KEY = 'videoBandwidth';

/**
 * What the player knows of the network before a stream's first segment: the bandwidth measured
 * while the last lecture streamed, else what the browser says of its connection (Chromium's
 * `navigator.connection.downlink`, in Mbps), else nothing.
 */
export function knownBandwidth(): number | undefined {
  try {
    const stored = Number(window.localStorage.getItem(BANDWIDTH_KEY));
    if (Number.isFinite(stored) && stored > 0) return stored;
  } catch {
    // Storage refused: ask the connection.
  }
  const downlink = (navigator as Navigator & { connection?: { downlink?: number } }).connection?.downlink;
  // A little under what the connection reports: the stream shares it with the page.
  return downlink && downlink > 0 ? downlink * 1_000_000 * 0.8 : undefined;
}

function rememberBandwidth(bitsPerSecond: number) {
  try {
    window.localStorage.setItem(BANDWIDTH_KEY, String(Math.round(bitsPerSecond)));
  } catch {
    // Not remembered: the next lecture measures again.
  }
}

/**
 * Where Auto starts (issue 28): hls.js alone starts on the ladder's first rung, 240p, and a short
 * lecture can end before it climbs. With a known bandwidth it starts on the highest rung that
 * bandwidth carries (within the player's size); with none, it measures on the first segment.
 */
export function startOptions(bandwidth: number | undefined) {
  return bandwidth === undefined
    ? { startLevel: -1, testBandwidth: true }
    : { startLevel: -1, testBandwidth: false, abrEwmaDefaultEstimate: bandwidth };
}

export type AdaptiveSource = {
  /** The ladder, highest first; empty for a file or where the browser chooses the quality itself. */
  qualities: Quality[];
  /** The height the student chose, or null for Auto. */
  chosen: number | null;
  /** The height playing now (what Auto picked, or the choice). */
  playing: number | null;
  choose(height: number | null): void;
  /** Loads the same source again (after a failure). */
  reload(): void;
};

/**
 * Puts `src` on the <video> element: a file or a native stream as its `src`; otherwise hls.js
 * drives the element. The element's `src` is set here, never by React, so that tearing hls.js
 * down (which empties the element) cannot wipe the next source. A stream that cannot be loaded
 * reports `onFailure`, as the element's own error event does for a file.
 */
export function useAdaptiveSource(
  video: HTMLVideoElement | null,
  src: string,
  onFailure: () => void,
): AdaptiveSource {
  const playback = useMemo(() => playbackOf(src), [src]);
  // What a stream said about itself, kept with its URL: a new source starts with nothing known.
  const [ladder, setLadder] = useState<{ src: string; qualities: Quality[] }>({ src: '', qualities: [] });
  const [switched, setSwitched] = useState<{ src: string; height: number | null }>({ src: '', height: null });
  const [chosen, setChosen] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  const hls = useRef<Hls | null>(null);
  const fail = useEffectEvent(onFailure);
  /** The chosen height, read when a new stream's ladder arrives (a refreshed URL keeps it). */
  const chosenRef = useRef<number | null>(null);

  useEffect(() => {
    if (!video) return;
    if (playback !== 'hls.js') {
      if (video.getAttribute('src') !== src) video.setAttribute('src', src);
      return;
    }
    let cancelled = false;
    let player: Hls | null = null;
    import('hls.js/light')
      .then(({ default: HlsPlayer }) => {
        if (cancelled) return;
        if (!HlsPlayer.isSupported()) {
          fail();
          return;
        }
        player = new HlsPlayer({
          // A phone's small player never fetches 720p; full screen lifts the cap.
          capLevelToPlayerSize: true,
          // About 30 s ahead and a minute behind: enough to ride out a slow cell, little memory.
          maxBufferLength: 30,
          backBufferLength: 60,
          // A segment is played from its first bytes, not once all 6 s of it have arrived.
          progressive: true,
          ...startOptions(knownBandwidth()),
        });
        hls.current = player;
        let recovered = false;
        const current = player;
        current.on(HlsPlayer.Events.MANIFEST_PARSED, (_event, data) => {
          const heights = data.levels.map((level) => ({ height: level.height }));
          setLadder({ src, qualities: heights.sort((a, b) => b.height - a.height) });
          const wanted = chosenRef.current;
          if (wanted !== null) {
            const index = data.levels.findIndex((level) => level.height === wanted);
            if (index >= 0) current.currentLevel = index;
          }
        });
        // Each segment refines the estimate; the next lecture starts from it.
        current.on(HlsPlayer.Events.FRAG_LOADED, () => rememberBandwidth(current.bandwidthEstimate));
        current.on(HlsPlayer.Events.LEVEL_SWITCHED, (_event, data) => {
          setSwitched({ src, height: current.levels[data.level]?.height ?? null });
        });
        current.on(HlsPlayer.Events.ERROR, (_event, data) => {
          if (!data.fatal) return;
          // A decoding hiccup is worth one recovery; anything else fatal (a playlist or segment
          // that cannot be fetched, an expired link) shows the player's failure and its Retry.
          if (data.type === HlsPlayer.ErrorTypes.MEDIA_ERROR && !recovered) {
            recovered = true;
            current.recoverMediaError();
            return;
          }
          fail();
        });
        current.loadSource(new URL(src, window.location.href).href);
        current.attachMedia(video);
      })
      .catch(() => {
        // The chunk itself could not be fetched (offline).
        if (!cancelled) fail();
      });
    return () => {
      cancelled = true;
      player?.destroy();
      if (hls.current === player) hls.current = null;
    };
  }, [video, src, playback, attempt]);

  return {
    qualities: playback === 'hls.js' && ladder.src === src ? ladder.qualities : [],
    chosen,
    playing: switched.src === src ? switched.height : null,
    choose(height) {
      chosenRef.current = height;
      setChosen(height);
      const player = hls.current;
      if (!player) return;
      // A choice switches at once (the buffer ahead is dropped); Auto lets the ABR decide again.
      player.currentLevel =
        height === null ? -1 : player.levels.findIndex((level) => level.height === height);
    },
    reload() {
      if (playback === 'hls.js') setAttempt((count) => count + 1);
      else video?.load();
    },
  };
}
