import { describe, expect, it } from 'vitest';
import { createMediaSigner, SIGNED_URL_TTL_SECONDS, STREAM_EXPIRY_GRID_SECONDS } from './signing';

/*
 * A lecture's video link (issue 33): on the stream links' ten-minute grid, so a student's course
 * page and player give the same link for ten minutes and its signature is made once; still for
 * one viewer alone, and still lasting at least the two hours a lecture link lasts.
 */

const SECRET = 'a-secret-of-some-length-for-tests';
const START = Date.UTC(2026, 11, 3, 8, 0, 1);
const signerAt = (ms: number) => createMediaSigner(SECRET, () => ms);
const partsOf = (url: string) => {
  const parsed = new URL(url, 'http://store');
  return {
    expires: Number(parsed.searchParams.get('expires')),
    signature: parsed.searchParams.get('signature') ?? '',
    viewer: parsed.searchParams.get('viewer') ?? undefined,
  };
};

describe("a lecture's video link", () => {
  it('is the same for a viewer within ten minutes, and another one after', () => {
    const first = signerAt(START).signedVideoUrl('video_grid', 'student-1');
    const later = signerAt(START + (STREAM_EXPIRY_GRID_SECONDS - 2) * 1000);
    expect(later.signedVideoUrl('video_grid', 'student-1')).toBe(first);
    // Asked again of the same signer (its kept signature): still the same link.
    expect(later.signedVideoUrl('video_grid', 'student-1')).toBe(first);
    expect(
      signerAt(START + STREAM_EXPIRY_GRID_SECONDS * 1000).signedVideoUrl('video_grid', 'student-1'),
    ).not.toBe(first);
    const { expires } = partsOf(first);
    expect(expires * 1000 - START).toBeGreaterThanOrEqual(SIGNED_URL_TTL_SECONDS * 1000);
    expect(expires % STREAM_EXPIRY_GRID_SECONDS).toBe(0);
  });

  it('verifies for its viewer and video only, and not past its expiry', () => {
    const signer = signerAt(START);
    const mine = partsOf(signer.signedVideoUrl('video_grid', 'student-1'));
    const theirs = partsOf(signer.signedVideoUrl('video_grid', 'student-2'));
    expect(mine.viewer).toBe('student-1');
    expect(theirs.signature).not.toBe(mine.signature);
    expect(signer.verify('video_grid', mine.expires, mine.signature, undefined, 'student-1')).toBe(true);
    expect(signer.verify('video_grid', mine.expires, mine.signature, undefined, 'student-2')).toBe(false);
    expect(signer.verify('video_other', mine.expires, mine.signature, undefined, 'student-1')).toBe(false);
    expect(signer.verify('video_grid', mine.expires, mine.signature)).toBe(false);
    expect(
      signerAt((mine.expires + 1) * 1000).verify(
        'video_grid',
        mine.expires,
        mine.signature,
        undefined,
        'student-1',
      ),
    ).toBe(false);
    // A free preview's link is anyone's.
    const anyone = partsOf(signer.signedVideoUrl('video_grid'));
    expect(anyone.viewer).toBeUndefined();
    expect(signer.verify('video_grid', anyone.expires, anyone.signature)).toBe(true);
  });
});
