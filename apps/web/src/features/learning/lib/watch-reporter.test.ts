import type { WatchReport } from '@academy/shared/learning';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { createWatchReporter } from './watch-reporter';

const lecture = (lectureId: string) => ({ userId: 'u', courseId: 'c', lectureId });

/** A reporter on a clock the test moves, whose sends are recorded and answered by `answer`. */
function setup(answer: () => Promise<unknown> = () => Promise.resolve()) {
  let clock = 0;
  const sent: { report: WatchReport; keepalive: boolean }[] = [];
  const reporter = createWatchReporter({
    now: () => clock,
    intervalMs: 10_000,
    send: (report, { keepalive }) => {
      sent.push({ report, keepalive });
      return answer();
    },
  });
  return {
    reporter,
    sent,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

/** Lets the promise callbacks of a send run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the watch reporter', () => {
  it('sends the first snapshot, then at most every interval while the ranges grow', async () => {
    const { reporter, sent, tick } = setup();
    for (let second = 1; second <= 25; second += 1) {
      tick(1000);
      reporter.played(lecture('a'), [[0, second]], 60);
      await settle();
    }
    expect(sent.map((entry) => entry.report.ranges)).toEqual([[[0, 1]], [[0, 11]], [[0, 21]]]);
    expect(sent[0]?.report).toEqual({
      userId: 'u',
      courseId: 'c',
      lectureId: 'a',
      ranges: [[0, 1]],
      duration: 60,
    });
  });

  it('keeps what was played before the source reloaded, when the ranges start over', async () => {
    const { reporter, sent, tick } = setup();
    reporter.played(lecture('a'), [[0, 20]], 60);
    await settle();
    tick(10_000);
    reporter.played(lecture('a'), [[20, 24]], 60);
    await settle();
    expect(sent.at(-1)?.report.ranges).toEqual([[0, 24]]);
  });

  it('sends again after a network failure, and stops after a refusal', async () => {
    let fail: ApiError | null = new ApiError(0, 'offline');
    const { reporter, sent, tick } = setup(() => (fail ? Promise.reject(fail) : Promise.resolve()));
    reporter.played(lecture('a'), [[0, 5]], 60);
    await settle();
    // Nothing new played (paused): the flush still sends what did not arrive.
    reporter.flush();
    await settle();
    expect(sent).toHaveLength(2);

    fail = new ApiError(403, 'Buy this course to track your progress.');
    reporter.flush();
    await settle();
    tick(20_000);
    reporter.played(lecture('a'), [[0, 30]], 60);
    reporter.flush(true);
    await settle();
    expect(sent).toHaveLength(3);
  });

  it('hands a report the network did not take to be kept, and not one the server refused', async () => {
    const kept: WatchReport[] = [];
    let failure = new ApiError(0, 'offline');
    const reporter = createWatchReporter({
      send: () => Promise.reject(failure),
      keep: (report) => kept.push(report),
    });
    reporter.played(lecture('a'), [[0, 5]], 60);
    await settle();
    expect(kept).toEqual([{ userId: 'u', courseId: 'c', lectureId: 'a', ranges: [[0, 5]], duration: 60 }]);

    failure = new ApiError(500, 'The server failed.');
    reporter.flush();
    await settle();
    expect(kept).toHaveLength(1);
  });

  it('gives the mark what was played, leaving nothing to report', async () => {
    const { reporter, sent, tick } = setup();
    reporter.played(lecture('a'), [[0, 1]], 9);
    await settle();
    tick(4000);
    reporter.played(lecture('a'), [[0, 9]], 9);
    expect(reporter.evidenceFor('b')).toBeUndefined();
    expect(reporter.evidenceFor('a')).toEqual({ ranges: [[0, 9]], duration: 9 });
    reporter.flush();
    expect(sent).toHaveLength(1);
  });

  it('sends the last of a lecture when the next one starts, and forgets it all on reset', async () => {
    const { reporter, sent, tick } = setup();
    reporter.played(lecture('a'), [[0, 1]], 9);
    tick(3000);
    reporter.played(lecture('a'), [[0, 4]], 9);
    reporter.played(lecture('b'), [[0, 1]], 9);
    await settle();
    expect(sent.map((entry) => [entry.report.lectureId, entry.report.ranges])).toEqual([
      ['a', [[0, 1]]],
      ['a', [[0, 4]]],
      ['b', [[0, 1]]],
    ]);
    reporter.reset();
    expect(reporter.evidenceFor('b')).toBeUndefined();
  });

  it('sends at most 200 ranges, the longest', () => {
    const { reporter, sent } = setup();
    const many = Array.from({ length: 300 }, (_, index): [number, number] => [
      index * 2,
      index * 2 + (index < 100 ? 0.5 : 1),
    ]);
    reporter.played(lecture('a'), many, 600);
    expect(sent[0]?.report.ranges).toHaveLength(200);
    expect(sent[0]?.report.ranges.every(([start, end]) => end - start === 1)).toBe(true);
  });
});
