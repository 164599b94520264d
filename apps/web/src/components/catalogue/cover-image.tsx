import { ImageOff } from 'lucide-react';

/** Pictures the media module stores, which it serves narrower with `?w=` (README, "Media uploads"). */
const STORED_PICTURE = /^\/api\/media\/public\/image_[\w-]+$/;

/** `srcset` of a stored picture: its 400 and 800 px copies and the main one (at most 1600 px). */
function srcSetOf(src: string): string | undefined {
  if (!STORED_PICTURE.test(src)) return undefined;
  return `${src}?w=400 400w, ${src}?w=800 800w, ${src} 1600w`;
}

/**
 * A picture with its box reserved, so nothing jumps while it arrives. Lazily loaded unless
 * `eager`: the page's main picture, above the fold, is fetched at once and first.
 * `sizes`: how wide it is shown, so the browser picks the right copy; by default a grid card.
 */
export function CoverImage({
  src,
  alt,
  width,
  height,
  className = '',
  eager = false,
  sizes = '(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw',
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
  sizes?: string;
}) {
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-sand text-ink-muted ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        // A decorative picture (alt="") stays decorative when it is missing: no unnamed image.
        {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
      >
        <ImageOff size={28} aria-hidden />
      </div>
    );
  }
  const srcSet = srcSetOf(src);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`bg-sand object-cover ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
