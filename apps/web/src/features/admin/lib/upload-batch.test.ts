import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import type { OnProgress } from '../api/media';
import { uploadBatch } from './upload-batch';

type Item = { name: string; size: number };

/** An upload the test finishes by hand: `finish(name)` stores it, `fail(name, error)` fails it. */
function manualUploads() {
  const pending = new Map<string, { resolve: (value: string) => void; reject: (error: Error) => void }>();
  const progress = new Map<string, OnProgress>();
  const started: string[] = [];
  let onStart = () => undefined as void;
  const upload = (item: Item, onProgress: OnProgress) => {
    started.push(item.name);
    progress.set(item.name, onProgress);
    const done = new Promise<string>((resolve, reject) => pending.set(item.name, { resolve, reject }));
    onStart();
    return done;
  };
  /** Resolves once `count` uploads have started. */
  const startedCount = (count: number) =>
    new Promise<void>((resolve) => {
      const check = () => {
        if (started.length >= count) resolve();
      };
      onStart = check;
      check();
    });
  return {
    upload,
    started,
    startedCount,
    progress: (name: string, percent: number) => progress.get(name)?.(percent),
    finish: (name: string) => pending.get(name)?.resolve(`stored:${name}`),
    fail: (name: string, error: Error) => pending.get(name)?.reject(error),
  };
}

const items = (...sizes: number[]): Item[] => sizes.map((size, index) => ({ name: `v${index + 1}`, size }));

describe('uploadBatch: one upload per file, lectures in the order picked', () => {
  it('runs two at a time and hands over each stored file in order, even when a later one is first', async () => {
    const uploads = manualUploads();
    const stored: string[] = [];
    const percents: number[] = [];
    const batch = uploadBatch(items(100, 100, 200), {
      upload: uploads.upload,
      onStored: (result) => void stored.push(result),
      onProgress: (percent) => percents.push(percent),
      onNotice: () => undefined,
    });
    await uploads.startedCount(2);
    expect(uploads.started).toEqual(['v1', 'v2']);

    uploads.progress('v1', 50);
    uploads.finish('v2');
    await uploads.startedCount(3);
    // v2 is stored, but waits for v1: the lectures keep the order the admin picked.
    expect(stored).toEqual([]);
    uploads.finish('v1');
    uploads.finish('v3');
    const report = await batch;

    expect(stored).toEqual(['stored:v1', 'stored:v2', 'stored:v3']);
    expect(report).toEqual({ stored: 3, refused: [], unfinished: [] });
    // Percent of all bytes: v1 half done (50 of 400 bytes) is 12 %; 100 only at the end.
    expect(percents).toContain(12);
    expect(percents.at(-1)).toBe(100);
    expect(percents.slice(0, -1).every((percent) => percent <= 99)).toBe(true);
  });

  it('reports a refused file and carries on with the rest', async () => {
    const uploads = manualUploads();
    const stored: string[] = [];
    const percents: number[] = [];
    const batch = uploadBatch(items(10, 10, 10), {
      upload: uploads.upload,
      onStored: (result) => void stored.push(result),
      onProgress: (percent) => percents.push(percent),
      onNotice: () => undefined,
      concurrency: 1,
    });
    await uploads.startedCount(1);
    uploads.finish('v1');
    await uploads.startedCount(2);
    uploads.fail('v2', new ApiError(415, '“v2” is not a video.'));
    await uploads.startedCount(3);
    uploads.finish('v3');
    const report = await batch;

    expect(stored).toEqual(['stored:v1', 'stored:v3']);
    expect(report.stored).toBe(2);
    expect(report.refused).toEqual([
      { file: { name: 'v2', size: 10 }, index: 1, message: '“v2” is not a video.' },
    ]);
    expect(report.unfinished).toEqual([]);
    expect(percents.at(-1)).toBe(99);
  });

  it('stops starting files when the connection is lost, and says what is left to try again', async () => {
    const uploads = manualUploads();
    const stored: string[] = [];
    const batch = uploadBatch(items(10, 10, 10, 10), {
      upload: uploads.upload,
      onStored: (result) => void stored.push(result),
      onProgress: () => undefined,
      onNotice: () => undefined,
    });
    await uploads.startedCount(2);
    uploads.fail('v1', new ApiError(0, 'The connection dropped.'));
    // v2 was already on its way: it may finish.
    uploads.finish('v2');
    const report = await batch;

    expect(uploads.started).toEqual(['v1', 'v2']);
    expect(stored).toEqual(['stored:v2']);
    expect(report.stored).toBe(1);
    expect(report.refused).toEqual([]);
    expect(report.unfinished.map(({ file, message }) => [file.name, message])).toEqual([
      ['v1', 'The connection dropped.'],
      ['v3', null],
      ['v4', null],
    ]);
  });

  it('treats an expired session or a server failure like a lost connection', async () => {
    for (const status of [401, 503]) {
      const uploads = manualUploads();
      const batch = uploadBatch(items(10, 10), {
        upload: uploads.upload,
        onStored: () => undefined,
        onProgress: () => undefined,
        onNotice: () => undefined,
        concurrency: 1,
      });
      await uploads.startedCount(1);
      uploads.fail('v1', new ApiError(status, 'Not now.'));
      const report = await batch;
      expect(uploads.started).toEqual(['v1']);
      expect(report.unfinished.map(({ file }) => file.name)).toEqual(['v1', 'v2']);
    }
  });
});
