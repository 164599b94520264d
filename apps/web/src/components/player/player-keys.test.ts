import { describe, expect, it } from 'vitest';
import { type KeyCommand, type KeyFocus, keyCommand } from './player-keys';

describe('keyCommand', () => {
  it.each<[key: string, focus: KeyFocus, command: KeyCommand | null, why: string]>([
    [' ', 'elsewhere', 'toggle-play', 'space plays and pauses'],
    [' ', 'button', null, 'a focused button takes space itself, and is pressed'],
    ['k', 'button', 'toggle-play', 'k plays and pauses, on a button too'],
    ['K', 'seek-slider', 'toggle-play', 'letters work in either case'],
    ['ArrowLeft', 'elsewhere', 'seek-back', 'left seeks back'],
    ['ArrowRight', 'seek-slider', 'seek-forward', 'the seek slider seeks as the player does'],
    ['ArrowUp', 'button', 'volume-up', 'up raises the volume'],
    ['ArrowDown', 'elsewhere', 'volume-down', 'down lowers it'],
    ['ArrowLeft', 'other-slider', null, 'the volume slider keeps its arrows'],
    ['ArrowUp', 'other-slider', null, 'all four of them'],
    ['f', 'elsewhere', 'fullscreen', 'f fills the screen'],
    ['F', 'other-slider', 'fullscreen', 'from the volume slider too'],
    ['m', 'elsewhere', 'mute', 'm mutes'],
    ['M', 'button', 'mute', 'in either case'],
    ['c', 'elsewhere', 'captions', 'c turns captions on and off'],
    ['C', 'seek-slider', 'captions', 'in either case, from the seek slider too'],
    ['Tab', 'elsewhere', null, 'other keys go to the browser'],
    ['Enter', 'button', null, 'Enter presses the button'],
  ])('%j on %s → %s (%s)', (key, focus, command) => {
    expect(keyCommand(key, focus)).toBe(command);
  });
});
