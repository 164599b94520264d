import { describe, expect, it } from 'vitest';
import { firstSelection, nextAfterViewed } from './lecture-selection';
import { allViewed, progressOf } from './progress-fixtures';

describe('firstSelection', () => {
  it('plays a lecture chosen on the course page at once', () => {
    expect(firstSelection(progressOf([]), 'c')).toEqual({
      lectureId: 'c',
      src: '/api/media/stream/c',
      autoPlay: true,
      round: 0,
    });
  });

  it('otherwise shows the lecture to resume, waiting for Play', () => {
    const first = firstSelection(progressOf([['a', '2026-11-01']]), undefined);
    expect(first).toMatchObject({ lectureId: 'b', autoPlay: false });
  });

  it('ignores a chosen lecture that is not in the course', () => {
    expect(firstSelection(progressOf([]), 'z')).toMatchObject({ lectureId: 'a', autoPlay: false });
  });

  it('shows a completed course at its first lecture, whatever was chosen', () => {
    expect(firstSelection(progressOf(allViewed, true), 'c')).toMatchObject({
      lectureId: 'a',
      autoPlay: false,
    });
  });
});

describe('nextAfterViewed', () => {
  it('plays the next lecture', () => {
    const { next, autoPlay, replayEnds } = nextAfterViewed(progressOf([['a', '2026-11-01']]), 'a', false);
    expect([next?._id, autoPlay, replayEnds]).toEqual(['b', true, false]);
  });

  it('after the last lecture of an incomplete course, plays the first one still unviewed', () => {
    const fresh = progressOf([
      ['a', '2026-11-01'],
      ['d', '2026-11-02'],
    ]);
    expect(nextAfterViewed(fresh, 'd', false).next?._id).toBe('b');
  });

  it('goes back to the first lecture, paused, when the course is just completed', () => {
    const { next, autoPlay, replayEnds } = nextAfterViewed(progressOf(allViewed, true), 'd', false);
    expect([next?._id, autoPlay, replayEnds]).toEqual(['a', false, true]);
  });

  it('goes on lecture by lecture while a completed course is replayed', () => {
    const { next, autoPlay, replayEnds } = nextAfterViewed(progressOf(allViewed, true), 'b', true);
    expect([next?._id, autoPlay, replayEnds]).toEqual(['c', true, false]);
  });

  it('ends the replay at the last lecture', () => {
    const { next, autoPlay, replayEnds } = nextAfterViewed(progressOf(allViewed, true), 'd', true);
    expect([next?._id, autoPlay, replayEnds]).toEqual(['a', false, true]);
  });

  it('stays when the lecture to show is the one that ended', () => {
    const { next, replayEnds } = nextAfterViewed(progressOf(allViewed, true), 'a', false);
    expect([next, replayEnds]).toEqual([null, true]);
  });
});
