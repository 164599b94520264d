import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media URL plays: long enough for a lecture, short enough not to share. */
export const SIGNED_URL_TTL_SECONDS = 2 * 60 * 60;

export type SignOptions = {
  /**
   * The name the file is saved as (`Content-Disposition: attachment`). It is signed with the
   * rest, so nobody can change it; without one the stored file's own name is used.
   */
  filename?: string | undefined;
};

/** A signed URL and the moment it stops working. */
export type SignedLink = { url: string; expiresAt: Date };

/**
 * Course videos and asset files are never public: the server hands out URLs signed with an
 * HMAC over the media id, an expiry and (when given) the download file name, and the media
 * route checks them.
 */
export function createMediaSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('media-url-signing').digest();
  // A media id has no line breaks and an expiry is digits, so the parts cannot run together;
  // the file name comes last and is labelled, so a link with one never verifies without it.
  const signatureOf = (publicId: string, expires: number, filename: string | undefined) =>
    createHmac('sha256', key)
      .update(filename ? `${publicId}\n${expires}\nfilename=${filename}` : `${publicId}\n${expires}`)
      .digest('base64url');

  /** A URL under /api/media/stream that works until `ttlSeconds` from now. */
  function signedLink(
    publicId: string,
    ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
    options: SignOptions = {},
  ): SignedLink {
    const expires = Math.floor(now() / 1000) + ttlSeconds;
    const filename = options.filename || undefined;
    const query = new URLSearchParams({ expires: String(expires) });
    if (filename) query.set('filename', filename);
    query.set('signature', signatureOf(publicId, expires, filename));
    return {
      url: `/api/media/stream/${encodeURIComponent(publicId)}?${query.toString()}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  return {
    signedLink,
    signedUrl(publicId: string, ttlSeconds?: number, options?: SignOptions): string {
      return signedLink(publicId, ttlSeconds, options).url;
    },
    /** Whole seconds until a link with this `expires` stops working (0 once it has). */
    secondsLeft(expires: number): number {
      return Math.max(0, expires - Math.floor(now() / 1000));
    },
    /** Whether the link is unexpired and signed for exactly this id, expiry and file name. */
    verify(publicId: string, expires: number, signature: string, filename?: string): boolean {
      if (!Number.isInteger(expires) || expires < Math.floor(now() / 1000)) return false;
      const expected = Buffer.from(signatureOf(publicId, expires, filename || undefined));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

/** Images (course banners, asset previews) are public and cacheable. */
export const publicMediaUrl = (publicId: string) => `/api/media/public/${encodeURIComponent(publicId)}`;
