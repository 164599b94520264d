import { describe, expect, it } from 'vitest';
import { allViewed, progressOf } from './progress-fixtures';
import { lectureAfter, resumeLecture } from './resume';

describe('resumeLecture (SPEC §4 Course progress)', () => {
  it('starts a course without progress at its first lecture', () => {
    expect(resumeLecture(progressOf([]))?._id).toBe('a');
  });

  it('starts a completed course at its first lecture', () => {
    expect(resumeLecture(progressOf(allViewed, true))?._id).toBe('a');
  });

  it('resumes at the lecture after the one viewed last', () => {
    expect(
      resumeLecture(
        progressOf([
          ['a', '2026-11-01'],
          ['b', '2026-11-02'],
        ]),
      )?._id,
    ).toBe('c');
  });

  it('goes by when lectures were viewed, not by their order, and skips viewed ones', () => {
    // Viewed c last; d is next. Then d viewed last: wraps to the first unviewed, b.
    expect(
      resumeLecture(
        progressOf([
          ['a', '2026-11-01'],
          ['c', '2026-11-03'],
        ]),
      )?._id,
    ).toBe('d');
    expect(
      resumeLecture(
        progressOf([
          ['a', '2026-11-01'],
          ['d', '2026-11-04'],
        ]),
      )?._id,
    ).toBe('b');
  });
});

describe('lectureAfter', () => {
  it('plays the next lecture, and after the last the first one still unviewed', () => {
    expect(lectureAfter(progressOf([['a', '2026-11-01']]), 'a')?._id).toBe('b');
    expect(
      lectureAfter(
        progressOf([
          ['a', '2026-11-01'],
          ['d', '2026-11-04'],
        ]),
        'd',
      )?._id,
    ).toBe('b');
  });
});
