import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a signed media URL plays: long enough for a lecture, short enough not to share. */
export const SIGNED_URL_TTL_SECONDS = 2 * 60 * 60;

export type SignOptions = {
  /**
   * The name the file is saved as (`Content-Disposition: attachment`). It is signed with the
   * rest, so nobody can change it; without one the stored file's own name is used.
   */
  filename?: string | undefined;
  /**
   * The student a bought lecture's video is signed for: the media route then asks whether they
   * still hold the course, so the link stops with their access (issue 25).
   */
  viewerId?: string | undefined;
};

/**
 * Stream links expire on a grid of this many seconds, so everyone who opens a lecture within the
 * same ten minutes gets the same URLs and a CDN keyed on the URL serves them all from one copy.
 */
export const STREAM_EXPIRY_GRID_SECONDS = 10 * 60;

/** How many signatures a signer keeps (a few hundred bytes each). */
const SIGNATURES_KEPT = 10_000;

/** A signed URL and the moment it stops working. */
export type SignedLink = { url: string; expiresAt: Date };

/**
 * Course videos and asset files are never public: the server hands out URLs signed with an
 * HMAC over the media id, an expiry and (when given) the download file name, and the media
 * route checks them.
 */
export function createMediaSigner(secret: string, now: () => number = Date.now) {
  const key = createHmac('sha256', secret).update('media-url-signing').digest();
  const kept = new Map<string, string>();
  /**
   * The signature of a message, kept once made: links on the ten-minute grid are asked for again
   * and again (every lecture of a course page a student opens, every segment of a stream), and
   * an HMAC each time was a ninth of a signed-in course page's CPU (issue 33). Emptied when full.
   */
  const sign = (message: string): string => {
    let signature = kept.get(message);
    if (signature === undefined) {
      signature = createHmac('sha256', key).update(message).digest('base64url');
      if (kept.size >= SIGNATURES_KEPT) kept.clear();
      kept.set(message, signature);
    }
    return signature;
  };
  // A media id has no line breaks and an expiry is digits, so the parts cannot run together;
  // the file name and the viewer come after them, labelled, so a link with either never
  // verifies without it.
  const signatureOf = (
    publicId: string,
    expires: number,
    filename: string | undefined,
    viewerId: string | undefined,
  ) =>
    sign(
      `${publicId}\n${expires}${filename ? `\nfilename=${filename}` : ''}${viewerId ? `\nviewer=${viewerId}` : ''}`,
    );

  /** A URL under /api/media/stream that works until `ttlSeconds` from now. */
  function signedLink(
    publicId: string,
    ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
    options: SignOptions = {},
  ): SignedLink {
    return linkUntil(publicId, Math.floor(now() / 1000) + ttlSeconds, options);
  }
  function linkUntil(publicId: string, expires: number, options: SignOptions): SignedLink {
    const filename = options.filename || undefined;
    const viewerId = options.viewerId || undefined;
    const query = new URLSearchParams({ expires: String(expires) });
    if (filename) query.set('filename', filename);
    if (viewerId) query.set('viewer', viewerId);
    query.set('signature', signatureOf(publicId, expires, filename, viewerId));
    return {
      url: `/api/media/stream/${encodeURIComponent(publicId)}?${query.toString()}`,
      expiresAt: new Date(expires * 1000),
    };
  }

  // A stream's signature covers its video id and expiry under its own label, so it signs the
  // whole `<video id>.hls/` folder and nothing else, and no file link's signature fits it.
  const streamSignatureOf = (videoId: string, expires: number) => sign(`hls\n${videoId}\n${expires}`);

  /**
   * The master playlist of a video's adaptive stream (HLS). The signature sits in the path, not
   * the query: the playlists name their renditions and segments by relative URL, so each one
   * resolves under the same signed prefix and the stored playlists are served as they are.
   */
  function signedStreamLink(
    videoId: string,
    ttlSeconds: number = SIGNED_URL_TTL_SECONDS,
    viewerId?: string,
  ): SignedLink {
    const grid = STREAM_EXPIRY_GRID_SECONDS;
    const expires = Math.ceil((Math.floor(now() / 1000) + ttlSeconds) / grid) * grid;
    const signature = viewerId
      ? `${viewerId}.${viewerStreamSignatureOf(videoId, expires, viewerId)}`
      : streamSignatureOf(videoId, expires);
    return {
      url: `/api/media/hls/${encodeURIComponent(videoId)}/${expires}/${signature}/master.m3u8`,
      expiresAt: new Date(expires * 1000),
    };
  }

  /*
   * A lecture that has to be bought streams under a link signed for one viewer: the stream route
   * asks again whether that viewer still holds the course, so a refund or a removed grant stops
   * the playlists and segments within moments instead of when the link expires (issue 25). Its
   * label differs from the shared link's, so neither signature fits the other.
   */
  const viewerStreamSignatureOf = (videoId: string, expires: number, viewerId: string) =>
    sign(`hls-viewer\n${videoId}\n${expires}\n${viewerId}`);

  /*
   * A lecture's captions: their own label, so no file or stream signature fits them, and the
   * viewer's id when the lecture has to be bought, as for its video.
   */
  const captionsSignatureOf = (
    lectureId: string,
    language: string,
    expires: number,
    viewerId: string | undefined,
  ) => sign(`captions\n${lectureId}\n${language}\n${expires}${viewerId ? `\nviewer=${viewerId}` : ''}`);

  const matches = (expected: string, signature: string) => {
    const wanted = Buffer.from(expected);
    const given = Buffer.from(signature);
    return wanted.length === given.length && timingSafeEqual(wanted, given);
  };
  const unexpired = (expires: number) => Number.isInteger(expires) && expires >= Math.floor(now() / 1000);

  return {
    signedLink,
    signedStreamLink,
    /** The stream's master playlist: for `viewerId` alone when given, else for anyone (free previews). */
    signedStreamUrl(videoId: string, viewerId?: string): string {
      return signedStreamLink(videoId, SIGNED_URL_TTL_SECONDS, viewerId).url;
    },
    /**
     * A lecture's captions in one language, on the stream's expiry grid (one URL for everyone who
     * opens the lecture within ten minutes). `version` (when they were last replaced) is not
     * signed: it only makes a replaced file a new URL for caches.
     */
    signedCaptionsUrl(lectureId: string, language: string, version: number, viewerId?: string): string {
      const grid = STREAM_EXPIRY_GRID_SECONDS;
      const expires = Math.ceil((Math.floor(now() / 1000) + SIGNED_URL_TTL_SECONDS) / grid) * grid;
      const query = new URLSearchParams({ v: String(version), expires: String(expires) });
      if (viewerId) query.set('viewer', viewerId);
      query.set('signature', captionsSignatureOf(lectureId, language, expires, viewerId));
      return `/api/student/course/captions/${encodeURIComponent(lectureId)}/${language}?${query.toString()}`;
    },
    /** Whether a captions link is unexpired and signed for exactly this lecture, language and viewer. */
    verifyCaptions(
      lectureId: string,
      language: string,
      expires: number,
      signature: string,
      viewerId?: string,
    ): boolean {
      return (
        unexpired(expires) &&
        matches(captionsSignatureOf(lectureId, language, expires, viewerId || undefined), signature)
      );
    },
    signedUrl(publicId: string, ttlSeconds?: number, options?: SignOptions): string {
      return signedLink(publicId, ttlSeconds, options).url;
    },
    /**
     * A lecture's video file, for `viewerId` alone when given: on the stream links' grid, so a
     * lecture's link is the same for ten minutes (the browser reuses what it fetched of it) and
     * its signature is made once for them all.
     */
    signedVideoUrl(publicId: string, viewerId?: string): string {
      const grid = STREAM_EXPIRY_GRID_SECONDS;
      const expires = Math.ceil((Math.floor(now() / 1000) + SIGNED_URL_TTL_SECONDS) / grid) * grid;
      return linkUntil(publicId, expires, { viewerId }).url;
    },
    /**
     * A link that works at least `ttlSeconds` and expires on a grid of `gridSeconds`: everyone
     * who asks within the same stretch gets the same URL, so browsers and CDNs keep one copy
     * (a student's project pictures, which a page lists again on every visit).
     */
    signedUrlOnGrid(publicId: string, ttlSeconds: number, gridSeconds: number, options: SignOptions = {}) {
      const expires = Math.ceil((Math.floor(now() / 1000) + ttlSeconds) / gridSeconds) * gridSeconds;
      return linkUntil(publicId, expires, options).url;
    },
    /** Whole seconds until a link with this `expires` stops working (0 once it has). */
    secondsLeft(expires: number): number {
      return Math.max(0, expires - Math.floor(now() / 1000));
    },
    /** Whether the link is unexpired and signed for exactly this id, expiry, file name and viewer. */
    verify(
      publicId: string,
      expires: number,
      signature: string,
      filename?: string,
      viewerId?: string,
    ): boolean {
      return (
        unexpired(expires) &&
        matches(signatureOf(publicId, expires, filename || undefined, viewerId || undefined), signature)
      );
    },
    /**
     * Whether a stream link is unexpired and signed for exactly this video and expiry, and for
     * whom: `{ viewerId }` for a viewer's link (still to be checked against their access),
     * `{ viewerId: undefined }` for a link anyone may use, undefined when it is no good.
     */
    verifyStream(videoId: string, expires: number, signature: string): { viewerId?: string } | undefined {
      if (!unexpired(expires)) return undefined;
      const dot = signature.indexOf('.');
      if (dot === -1) return matches(streamSignatureOf(videoId, expires), signature) ? {} : undefined;
      const viewerId = signature.slice(0, dot);
      return matches(viewerStreamSignatureOf(videoId, expires, viewerId), signature.slice(dot + 1))
        ? { viewerId }
        : undefined;
    },
  };
}

export type MediaSigner = ReturnType<typeof createMediaSigner>;

/** Images (course banners, asset previews) are public and cacheable. */
export const publicMediaUrl = (publicId: string) => `/api/media/public/${encodeURIComponent(publicId)}`;
