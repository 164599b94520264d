import { CAPTION_LANGUAGE_CODES } from './caption-languages';
import { z } from './zod';

/*
 * Lecture captions (issue 28, WCAG 1.2.2): WebVTT per lecture and language, uploaded by an admin,
 * offered by the player, and served signed like the lecture's video.
 */

/** A lecture's captions file: a lecture of an hour is about 60 KB of WebVTT. */
export const CAPTIONS_MAX_CHARS = 512 * 1024;

/** A lecture's captions in one language; `url` is empty unless the caller may play the lecture. */
export const captionTrackSchema = z.object({
  language: z.enum(CAPTION_LANGUAGE_CODES),
  /** The language in its own script: what the player's menu shows. */
  label: z.string(),
  url: z.string(),
});
export type CaptionTrack = z.infer<typeof captionTrackSchema>;

/** `hh:mm:ss.ttt` or `mm:ss.ttt`, as WebVTT writes a cue's times. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;

function secondsOf(timestamp: string): number | null {
  const match = TIMESTAMP.exec(timestamp);
  if (!match) return null;
  const [, hours = '0', minutes = '0', seconds = '0', millis = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds) + Number(millis) / 1000;
}

export type WebVttCheck = { ok: true; text: string; cues: number } | { ok: false; problem: string };

/**
 * Reads a captions file as a browser's WebVTT parser would, and names the first thing that
 * would make it show nothing or the wrong line: the header, a cue's times, or no cue at all.
 * `text` is the file with one kind of line ending and no byte-order mark.
 */
export function checkWebVtt(source: string): WebVttCheck {
  const text = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  const lines = text.split('\n');
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? '')) {
    return { ok: false, problem: 'Captions must be a WebVTT file: its first line must be WEBVTT.' };
  }
  let cues = 0;
  let index = 1;
  // The header's own lines end at the first blank line.
  while (index < lines.length && lines[index] !== '') index += 1;
  while (index < lines.length) {
    while (index < lines.length && lines[index]?.trim() === '') index += 1;
    if (index >= lines.length) break;
    const blockStart = index;
    const block: string[] = [];
    while (index < lines.length && lines[index]?.trim() !== '') block.push(lines[(index += 1) - 1] ?? '');
    const first = block[0] ?? '';
    if (/^(NOTE|STYLE|REGION)(?:[ \t]|$)/.test(first) && !first.includes('-->')) continue;
    // A cue: an optional identifier, then its times.
    const timingAt = first.includes('-->') ? 0 : 1;
    const timing = block[timingAt];
    const lineNumber = blockStart + timingAt + 1;
    if (timing === undefined || !timing.includes('-->')) {
      return {
        ok: false,
        problem: `Line ${lineNumber}: a cue must start with its times, like 00:00:01.000 --> 00:00:04.000.`,
      };
    }
    const [startText = '', rest = ''] = timing.split('-->').map((part) => part.trim());
    const endText = rest.split(/[ \t]+/)[0] ?? '';
    const start = secondsOf(startText);
    const end = secondsOf(endText);
    if (start === null || end === null) {
      return {
        ok: false,
        problem: `Line ${lineNumber}: a cue's times must read like 00:01:02.500 --> 00:01:05.000.`,
      };
    }
    if (end <= start) {
      return { ok: false, problem: `Line ${lineNumber}: the cue ends before it starts.` };
    }
    cues += 1;
  }
  if (cues === 0) {
    return {
      ok: false,
      problem: 'The file has no captions: each one needs a line of times like 00:00:01.000 --> 00:00:04.000.',
    };
  }
  return { ok: true, text, cues };
}

/** An admin's captions for one lecture and language: the WebVTT text, checked and normalised. */
export const captionsInputSchema = z.object({
  vtt: z
    .string({ error: 'vtt must be the text of a WebVTT file' })
    .max(CAPTIONS_MAX_CHARS, `Captions can be at most ${CAPTIONS_MAX_CHARS / 1024} KB.`)
    .transform((vtt, context) => {
      const checked = checkWebVtt(vtt);
      if (checked.ok) return checked.text;
      context.addIssue({ code: 'custom', message: checked.problem });
      return z.NEVER;
    }),
});

export const captionsParamsSchema = z.object({
  id: z.uuid('id must be a valid id'),
  lectureId: z.uuid('lectureId must be a valid id'),
  language: z.enum(CAPTION_LANGUAGE_CODES, {
    error: `language must be one of ${CAPTION_LANGUAGE_CODES.join(', ')}`,
  }),
});

export const captionsSavedResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: captionTrackSchema,
});

/** The signed captions link's parts (the player's <track> asks for it). */
export const captionsFileParamsSchema = z.object({
  lectureId: z.uuid('lectureId must be a valid id'),
  language: z.enum(CAPTION_LANGUAGE_CODES, {
    error: `language must be one of ${CAPTION_LANGUAGE_CODES.join(', ')}`,
  }),
});
export const captionsFileQuerySchema = z.object({
  /** When the captions were last replaced: not signed, it only makes a new file a new URL for caches. */
  v: z.string().max(20).optional(),
  expires: z.string().max(20).regex(/^\d+$/, 'expires must be a number of seconds'),
  signature: z.string().max(200),
  viewer: z.string().max(40).optional(),
});
