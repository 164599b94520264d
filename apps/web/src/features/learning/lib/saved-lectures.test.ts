import { describe, expect, it } from 'vitest';
import { savedFileOf } from '@/service-worker/saved-lectures';
import { playlistFiles } from './saved-lectures';

describe('saving a stream', () => {
  it("takes the files a rendition's playlist names, in order", () => {
    const playlist = [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-TARGETDURATION:6',
      '#EXTINF:6.000000,',
      'seg_00000.ts',
      '#EXTINF:3.000000,',
      'seg_00001.ts',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n');
    expect(playlistFiles(playlist)).toEqual(['seg_00000.ts', 'seg_00001.ts']);
    expect(playlistFiles('#EXTM3U\r\n#EXT-X-MAP:URI="init.mp4"\r\n#EXTINF:6,\r\npart1.m4s\r\n')).toEqual([
      'init.mp4',
      'part1.m4s',
    ]);
  });
});

describe("the worker's addresses of saved lectures", () => {
  it('are a lecture and a file, never a record', () => {
    expect(savedFileOf('/saved-lectures/abc/seg_00001.ts')).toEqual({
      lectureId: 'abc',
      file: 'seg_00001.ts',
    });
    expect(savedFileOf('/saved-lectures/abc/video')).toEqual({ lectureId: 'abc', file: 'video' });
    expect(savedFileOf('/saved-lectures/abc/record.json')).toBeUndefined();
    expect(savedFileOf('/saved-lectures/courses/c1.json')).toBeUndefined();
    expect(savedFileOf('/saved-lectures/abc/../x')).toBeUndefined();
    expect(savedFileOf('/api/media/stream/abc')).toBeUndefined();
  });
});
