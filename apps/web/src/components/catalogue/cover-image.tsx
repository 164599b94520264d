import { ImageOff } from 'lucide-react';

/** A lazily loaded picture with its box reserved, so nothing jumps while it arrives. */
export function CoverImage({
  src,
  alt,
  width,
  height,
  className = '',
  eager = false,
}: {
  src: string | undefined;
  alt: string;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  if (!src) {
    return (
      <div
        className={`flex items-center justify-center bg-sand text-ink-muted ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
        role="img"
        aria-label={alt}
      >
        <ImageOff size={28} aria-hidden />
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      className={`bg-sand object-cover ${className}`}
      style={{ aspectRatio: `${width} / ${height}` }}
    />
  );
}
