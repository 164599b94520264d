import type { CaptionTrack } from '@academy/shared/captions';
import { CAPTION_LANGUAGE_CODES, type CaptionLanguage } from '@academy/shared/caption-languages';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The student's captions language, kept across lectures and visits; absent is off. */
const PREFERENCE_KEY = 'captionLanguage';

function readPreference(): CaptionLanguage | null {
  try {
    const stored = window.localStorage.getItem(PREFERENCE_KEY);
    return CAPTION_LANGUAGE_CODES.find((code) => code === stored) ?? null;
  } catch {
    // Storage refused (a private window's quota, a blocked site): captions start off.
    return null;
  }
}

function writePreference(language: CaptionLanguage | null) {
  try {
    if (language) window.localStorage.setItem(PREFERENCE_KEY, language);
    else window.localStorage.removeItem(PREFERENCE_KEY);
  } catch {
    // Not remembered: the choice still holds for this lecture.
  }
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&nbsp;': '\u00a0',
  '&lrm;': '\u200e',
  '&rlm;': '\u200f',
};

/** A cue's text as it reads: WebVTT's voice, class and styling tags dropped, its entities decoded. */
export const cueLines = (text: string): string[] =>
  text
    .replace(/<[^>]*>/g, '')
    .replace(/&(?:amp|lt|gt|nbsp|lrm|rlm);/g, (entity) => ENTITIES[entity] ?? entity)
    .split('\n')
    .filter((line) => line.trim() !== '');

const NO_LINES: string[] = [];

export type Captions = {
  tracks: CaptionTrack[];
  /** The language shown now: the student's choice when this lecture has it, else none. */
  showing: CaptionLanguage | null;
  /** The lines of the cues on screen now. */
  lines: string[];
  choose(language: CaptionLanguage | null): void;
  /** The c key: off, or back on in the last language chosen (the first offered otherwise). */
  toggle(): void;
};

/**
 * A lecture's captions (issue 28): the <track> elements' cues are read, not drawn by the browser
 * (mode `hidden`), and the player draws them itself, above its controls when they show and in
 * the store's type. The choice is remembered for the next lecture and the next visit.
 */
export function useCaptions(video: HTMLVideoElement | null, tracks: CaptionTrack[]): Captions {
  const [preferred, setPreferred] = useState<CaptionLanguage | null>(readPreference);
  // The lines are kept with the language they were read in: another language starts with none.
  const [cues, setCues] = useState<{ language: CaptionLanguage | null; lines: string[] }>({
    language: null,
    lines: [],
  });
  const lastChosen = useRef<CaptionLanguage | null>(preferred);
  const showing = tracks.some((track) => track.language === preferred) ? preferred : null;
  const trackUrls = tracks.map((track) => track.url).join('\n');

  useEffect(() => {
    if (!video) return;
    let active: TextTrack | null = null;
    const elements = Array.from(video.querySelectorAll('track'));
    for (const element of elements) {
      const on = element.srclang === showing;
      element.track.mode = on ? 'hidden' : 'disabled';
      if (on) active = element.track;
    }
    const shown = active;
    if (!shown) return;
    const update = () =>
      setCues({
        language: showing,
        lines: Array.from(shown.activeCues ?? []).flatMap((cue) => cueLines((cue as VTTCue).text)),
      });
    update();
    shown.addEventListener('cuechange', update);
    // The file arriving after the position was reached: its cues are read then.
    for (const element of elements) element.addEventListener('load', update);
    return () => {
      shown.removeEventListener('cuechange', update);
      for (const element of elements) element.removeEventListener('load', update);
    };
  }, [video, showing, trackUrls]);

  const choose = useCallback((language: CaptionLanguage | null) => {
    if (language) lastChosen.current = language;
    setPreferred(language);
    writePreference(language);
  }, []);

  const toggle = () => {
    if (showing) choose(null);
    else {
      const again = tracks.find((track) => track.language === lastChosen.current) ?? tracks[0];
      if (again) choose(again.language);
    }
  };

  const lines = showing !== null && cues.language === showing ? cues.lines : NO_LINES;
  return { tracks, showing, lines, choose, toggle };
}
