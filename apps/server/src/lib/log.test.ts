import { describe, expect, it } from 'vitest';
import { findNulCharacter, serializeRequest } from './log';

/** `value` behind a proxy that counts the reads of its properties (the scan's work per element). */
function counted<T extends object>(value: T): { proxy: T; reads: () => number } {
  let reads = 0;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      reads += 1;
      return Reflect.get(target, key, receiver);
    },
    getOwnPropertyDescriptor(target, key) {
      reads += 1;
      return Reflect.getOwnPropertyDescriptor(target, key);
    },
  });
  return { proxy, reads: () => reads };
}

describe('findNulCharacter', () => {
  it('names the field of a NUL, nested in objects and arrays, or in a key', () => {
    expect(findNulCharacter({ name: 'Aarav\u0000' }, '')).toBe('name');
    expect(findNulCharacter({ curriculum: [{ title: 'a' }, { title: 'b\u0000' }] }, '')).toBe(
      'curriculum.1.title',
    );
    expect(findNulCharacter({ a: { 'b\u0000c': 1 } }, '')).toBe('a.b\\0c');
    expect(findNulCharacter('x\u0000', '')).toBe('');
    expect(findNulCharacter({ a: [1, 'fine', null, true, { b: ['ok'] }] }, '')).toBeUndefined();
  });

  // Issue 25: a 900 KB body of 450,000 zeros cost a second of event loop (an entry array and a
  // path string per element). The scan now reads each element once and stops at the first NUL.
  it('reads each element of a large array once', () => {
    const { proxy, reads } = counted(new Array<number>(450_000).fill(0));
    expect(findNulCharacter({ values: proxy }, '')).toBeUndefined();
    expect(reads()).toBeLessThanOrEqual(450_000 + 4);
  });

  it('stops at the first NUL instead of reading the rest', () => {
    const { proxy, reads } = counted(['\u0000', ...new Array<string>(450_000).fill('fine')]);
    expect(findNulCharacter({ values: proxy }, '')).toBe('values.0');
    expect(reads()).toBeLessThan(10);
  });

  it('gives up past 32 levels of nesting rather than recursing without end', () => {
    let deep: unknown = 'x\u0000';
    for (let level = 0; level < 100; level += 1) deep = [deep];
    expect(findNulCharacter(deep, '')).toBeUndefined();
  });
});

describe('serializeRequest', () => {
  // Issue 25: the access log wrote HLS paths with their signatures, enough to play the stream.
  it('withholds a stream link’s signature, which sits in the path', () => {
    const signature = 'q8Vx2mZ3Lk_9sT0aB7cD4eF1gH6iJ5kL2mN8oP3qR0s';
    const logged = serializeRequest({
      id: 'r1',
      method: 'GET',
      url: `/api/media/hls/video_6f1c2b1e-4a8d-4c55-9a43-1f2e3d4c5b6a/1764300000/${signature}/720p/seg_00012.ts`,
      routeOptions: { url: '/api/media/hls/:publicId/:expires/:signature/:rendition/:file' },
    });
    expect(logged['path']).toBe(
      '/api/media/hls/video_6f1c2b1e-4a8d-4c55-9a43-1f2e3d4c5b6a/1764300000/[withheld]/720p/seg_00012.ts',
    );
    expect(JSON.stringify(logged)).not.toContain(signature);
  });

  it('keeps other paths as they are, without their query strings', () => {
    expect(
      serializeRequest({ id: 'r2', method: 'GET', url: '/api/media/stream/abc?signature=x' })['path'],
    ).toBe('/api/media/stream/abc?[withheld]');
    expect(serializeRequest({ id: 'r3', method: 'GET', url: '/api/student/course/get' })['path']).toBe(
      '/api/student/course/get',
    );
  });
});
