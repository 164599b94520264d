import { describe, expect, it } from 'vitest';
import { bulkSummary, failureText, isVideo, notVideo } from './lecture-video';

describe('lecture videos', () => {
  it('takes MP4, WebM and MOV by type, and by name when the browser gives no type', () => {
    expect(isVideo({ name: 'intro.mp4', type: 'video/mp4' })).toBe(true);
    expect(isVideo({ name: 'intro', type: 'video/webm' })).toBe(true);
    expect(isVideo({ name: 'Intro.MOV', type: '' })).toBe(true);
    expect(isVideo({ name: 'intro.mp4', type: 'image/png' })).toBe(false);
    expect(isVideo({ name: 'notes.pdf', type: '' })).toBe(false);
    expect(notVideo('notes.pdf')).toBe(
      '“notes.pdf” is not a video we can use. Choose an MP4, WebM or MOV file.',
    );
  });

  it('sums up a bulk upload that did not store every file', () => {
    expect(bulkSummary(0, 3)).toBe('None of the 3 videos was uploaded.');
    expect(bulkSummary(2, 3)).toBe('2 of 3 videos were uploaded and added as lectures; 1 was not.');
    expect(bulkSummary(1, 4)).toBe('1 of 4 videos were uploaded and added as lectures; 3 were not.');
  });

  it("names the file before the server's reason unless the reason names it already", () => {
    expect(failureText({ name: 'a.mp4' }, 'The file is too large.')).toBe('“a.mp4”: The file is too large.');
    expect(failureText({ name: 'a.mp4' }, 'a.mp4 is too large.')).toBe('a.mp4 is too large.');
  });
});
