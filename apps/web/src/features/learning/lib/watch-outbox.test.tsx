import type { WatchReport } from '@academy/shared/learning';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { hasKeptReports, keepReport, sendKeptReports, WATCH_OUTBOX_KEY } from './watch-outbox';

const report = (ranges: [number, number][], lectureId = 'l1'): WatchReport => ({
  userId: 'u1',
  courseId: 'c1',
  lectureId,
  ranges,
  duration: 60,
});

const kept = () =>
  JSON.parse(window.localStorage.getItem(WATCH_OUTBOX_KEY) ?? '[]') as { report: WatchReport }[];

afterEach(() => window.localStorage.clear());

describe('the outbox of what was watched offline', () => {
  it('keeps one entry per lecture, the union of what was played', () => {
    keepReport(report([[0, 5]]));
    keepReport(report([[4, 9]]));
    keepReport(report([[0, 2]], 'l2'));
    expect(kept().map((entry) => entry.report.ranges)).toEqual([[[0, 9]], [[0, 2]]]);
  });

  it('sends a report again while the server credits more of it, then the mark of a finished lecture', async () => {
    keepReport(report([[0, 50]]), true);
    const credited = [30, 40, 40];
    const sent: string[] = [];
    await sendKeptReports(
      {
        report: () => {
          sent.push('report');
          const watchedSeconds = credited.shift() ?? 40;
          return Promise.resolve({ watchedSeconds, uncreditedSeconds: 50 - watchedSeconds });
        },
        mark: (mark) => {
          sent.push(`mark ${mark.lectureId} ${JSON.stringify(mark.watched.ranges)}`);
          return Promise.resolve();
        },
      },
      0,
    );
    expect(sent).toEqual(['report', 'report', 'report', 'mark l1 [[0,50]]']);
    expect(hasKeptReports()).toBe(false);
  });

  it('marks a finished lecture straight after a report the server credited whole', async () => {
    keepReport(report([[0, 50]]), true);
    const sent: string[] = [];
    await sendKeptReports(
      {
        report: () => {
          sent.push('report');
          return Promise.resolve({ watchedSeconds: 50, uncreditedSeconds: 0 });
        },
        mark: (mark) => {
          sent.push(`mark ${mark.lectureId}`);
          return Promise.resolve();
        },
      },
      // With the real interval: a report sent again would make this test wait ten seconds.
    );
    expect(sent).toEqual(['report', 'mark l1']);
    expect(hasKeptReports()).toBe(false);
  });

  it('keeps everything when the network fails again, and drops what the server refuses', async () => {
    keepReport(report([[0, 5]]));
    await sendKeptReports({ report: () => Promise.reject(new ApiError(0, 'offline')), mark: vi.fn() }, 0);
    expect(kept()).toHaveLength(1);

    const mark = vi.fn(() => Promise.resolve());
    keepReport(report([[0, 5]], 'l2'), true);
    await sendKeptReports(
      { report: () => Promise.reject(new ApiError(403, 'You do not own this course.')), mark },
      0,
    );
    expect(kept()).toHaveLength(0);
    // A refused report's mark goes anyway: the server judges it on what it already holds.
    expect(mark).toHaveBeenCalledTimes(1);
  });
});
