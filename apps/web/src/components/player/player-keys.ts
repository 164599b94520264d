import type { KeyboardEvent } from 'react';
import type { Playback } from './use-playback';

/** Arrow keys seek by this much; the skip buttons by PLAYER_SKIP_SECONDS. */
const ARROW_SEEK_SECONDS = 5;
/** The arrow keys' and the volume slider's step. */
export const VOLUME_STEP = 0.05;

/** What a key does in the player. */
export type KeyCommand =
  | 'toggle-play'
  | 'seek-back'
  | 'seek-forward'
  | 'volume-up'
  | 'volume-down'
  | 'fullscreen'
  | 'mute'
  | 'captions';

/** Where the key was pressed: a slider keeps its own arrow keys, a button its own space bar. */
export type KeyFocus = 'button' | 'seek-slider' | 'other-slider' | 'elsewhere';

/** Where in the player `target` is, for keyCommand. */
export function keyFocusOf(target: HTMLElement): KeyFocus {
  if (target instanceof HTMLInputElement && target.type === 'range') {
    return target.dataset['slider'] === 'seek' ? 'seek-slider' : 'other-slider';
  }
  return target.closest('button') !== null ? 'button' : 'elsewhere';
}

/** The arrows, which a focused volume slider keeps for itself. */
const ARROW_COMMANDS = new Map<string, KeyCommand>([
  ['ArrowLeft', 'seek-back'],
  ['ArrowRight', 'seek-forward'],
  ['ArrowUp', 'volume-up'],
  ['ArrowDown', 'volume-down'],
]);
/** Letters, in either case. */
const LETTER_COMMANDS = new Map<string, KeyCommand>([
  ['k', 'toggle-play'],
  ['f', 'fullscreen'],
  ['m', 'mute'],
  ['c', 'captions'],
]);

/**
 * The player's keys (SPEC §4 Player): space or k plays and pauses, the arrows seek and change the
 * volume, f fills the screen, m mutes; c turns captions on and off, as on YouTube (issue 28).
 * Null leaves the key to the browser.
 */
export function keyCommand(key: string, focus: KeyFocus): KeyCommand | null {
  if (key === ' ') return focus === 'button' ? null : 'toggle-play';
  const arrow = ARROW_COMMANDS.get(key);
  if (arrow) return focus === 'other-slider' ? null : arrow;
  return LETTER_COMMANDS.get(key.toLowerCase()) ?? null;
}

/** A key pressed in the player: wakes the controls, and does what keyCommand says. */
export function onPlayerKeyDown(
  event: KeyboardEvent<HTMLElement>,
  playback: Playback & { toggleCaptions: () => void },
  wake: () => void,
) {
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  const target = event.target as HTMLElement;
  if (target.closest('[role="menu"]')) return;
  wake();
  const command = keyCommand(event.key, keyFocusOf(target));
  if (command === null) return;
  event.preventDefault();
  const shownVolume = playback.muted ? 0 : playback.volume;
  const commands: Record<KeyCommand, () => void> = {
    'toggle-play': playback.togglePlay,
    'seek-back': () => playback.seekBy(-ARROW_SEEK_SECONDS),
    'seek-forward': () => playback.seekBy(ARROW_SEEK_SECONDS),
    'volume-up': () => playback.changeVolume(shownVolume + VOLUME_STEP),
    'volume-down': () => playback.changeVolume(shownVolume - VOLUME_STEP),
    fullscreen: playback.toggleFullscreen,
    mute: playback.toggleMute,
    captions: playback.toggleCaptions,
  };
  commands[command]();
}
