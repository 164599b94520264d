import { describe, expect, it } from 'vitest';
import { judgedLength, requiredSeconds } from './watch';

describe('what a lecture asks for', () => {
  it('asks for all but 10 % of a long lecture, all but 2 s of a short one, and never under half', () => {
    expect(requiredSeconds(600)).toBe(540);
    expect(requiredSeconds(9)).toBe(7);
    expect(requiredSeconds(3)).toBe(1.5);
  });

  it('judges by the probed length, then the admin figure bounded by the player, then the player', () => {
    expect(judgedLength({ probedSeconds: 120, enteredSeconds: 600 }, 5)).toBe(120);
    expect(judgedLength({ probedSeconds: null, enteredSeconds: 600 }, null)).toBe(600);
    expect(judgedLength({ probedSeconds: null, enteredSeconds: 600 }, 570)).toBe(570);
    expect(judgedLength({ probedSeconds: null, enteredSeconds: 600 }, 1)).toBe(300);
    expect(judgedLength({ probedSeconds: null, enteredSeconds: 600 }, 900)).toBe(600);
    expect(judgedLength({ probedSeconds: null, enteredSeconds: null }, 42)).toBe(42);
    expect(judgedLength({ probedSeconds: null, enteredSeconds: 0 }, null)).toBeNull();
  });
});
