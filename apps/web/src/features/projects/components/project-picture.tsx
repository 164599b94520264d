import type { ProjectImage } from '@academy/shared/projects';

/**
 * One of a project's pictures, its box reserved by its own size. `sizes` says how wide it is
 * shown, so the browser picks the copy from `srcset`; lazily loaded unless `eager` (the first
 * picture of a project's page, which is its main content).
 */
export function ProjectPicture({
  image,
  alt,
  sizes,
  eager = false,
  className = '',
}: {
  image: ProjectImage;
  alt: string;
  sizes: string;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={image.url}
      srcSet={image.srcset}
      sizes={sizes}
      alt={alt}
      width={image.width}
      height={image.height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      className={`bg-sand ${className}`}
    />
  );
}
