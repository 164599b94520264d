import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media URL plays: long enough for a lecture, short enough not to share. */
export const SIGNED_URL_TTL_SECONDS = 2 * 60 * 60;

/**
 * Course videos and asset files are never public: the server hands out URLs signed with an
 * HMAC over the media id and an expiry, and the media route checks them.
 */
export function createMediaSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('media-url-signing').digest();
  const signatureOf = (publicId: string, expires: number) =>
    createHmac('sha256', key).update(`${publicId}\n${expires}`).digest('base64url');

  return {
    /** A URL under /api/media/stream that works until `ttlSeconds` from now. */
    signedUrl(publicId: string, ttlSeconds: number = SIGNED_URL_TTL_SECONDS): string {
      const expires = Math.floor(now() / 1000) + ttlSeconds;
      const query = new URLSearchParams({
        expires: String(expires),
        signature: signatureOf(publicId, expires),
      });
      return `/api/media/stream/${encodeURIComponent(publicId)}?${query.toString()}`;
    },
    verify(publicId: string, expires: number, signature: string): boolean {
      if (!Number.isInteger(expires) || expires < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(signatureOf(publicId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

/** Images (course banners, asset previews) are public and cacheable. */
export const publicMediaUrl = (publicId: string) => `/api/media/public/${encodeURIComponent(publicId)}`;
