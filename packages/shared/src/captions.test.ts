import { describe, expect, it } from 'vitest';
import { checkWebVtt } from './captions';

describe('checkWebVtt', () => {
  it('reads a file as a browser does: a header, cues with or without ids, notes, styles and settings', () => {
    const file = [
      '\uFEFFWEBVTT - Lecture 1',
      'Kind: captions',
      '',
      'NOTE written by the instructor',
      '',
      'STYLE',
      '::cue { color: yellow }',
      '',
      'intro',
      '00:00.500 --> 00:03.000 align:center',
      '<v Meera>Welcome</v>',
      '',
      '01:02:03.004 --> 01:02:05.000',
      'Two',
      'lines',
      '',
    ].join('\r\n');
    const checked = checkWebVtt(file);
    expect(checked).toEqual({
      ok: true,
      cues: 2,
      text: file.replace(/^\uFEFF/, '').replaceAll('\r\n', '\n'),
    });
  });

  it.each([
    ['', 'Captions must be a WebVTT file: its first line must be WEBVTT.'],
    [
      'WEBVTTX\n\n00:01.000 --> 00:02.000\nHi',
      'Captions must be a WebVTT file: its first line must be WEBVTT.',
    ],
    [
      '1\n00:00:01,000 --> 00:00:02,000\nSRT',
      'Captions must be a WebVTT file: its first line must be WEBVTT.',
    ],
    [
      'WEBVTT\n\nid\nNo times here',
      'Line 4: a cue must start with its times, like 00:00:01.000 --> 00:00:04.000.',
    ],
    [
      'WEBVTT\n\n00:00:01.000 --> 00:00:02\nShort',
      "Line 3: a cue's times must read like 00:01:02.500 --> 00:01:05.000.",
    ],
    [
      'WEBVTT\n\n00:61.000 --> 01:02.000\nSixty-one',
      "Line 3: a cue's times must read like 00:01:02.500 --> 00:01:05.000.",
    ],
    ['WEBVTT\n\n00:00:02.000 --> 00:00:02.000\nNothing', 'Line 3: the cue ends before it starts.'],
    [
      'WEBVTT\n',
      'The file has no captions: each one needs a line of times like 00:00:01.000 --> 00:00:04.000.',
    ],
  ])('refuses %j, naming the problem', (file, problem) => {
    expect(checkWebVtt(file)).toEqual({ ok: false, problem });
  });
});
