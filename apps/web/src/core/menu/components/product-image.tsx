import { mediaSizes, mediaSources, mediaSrcset } from '@storefront/domain/media/media.rules';

// Fixed width and height (and so aspect ratio) on every image: the page never shifts when it
// loads. A missing image keeps its box. A photo uploaded in the back office (a `media:` ref,
// docs/back-office.md#photos) comes in the size the screen needs: AVIF where the browser reads
// it, else WebP, each at 320, 640 or 1280 wide, picked by `sizes` (the box's width, at most the
// screen's). A plain URL renders as it is.
export function ProductImage({
  src,
  alt = '',
  width,
  height,
  className = '',
  lead = false,
}: {
  src: string | null;
  alt?: string;
  width: number;
  height: number;
  className?: string;
  /** The first view's largest image: fetched at once and first, as the shell preloads it
   * (docs/decisions/034-largest-paint-from-the-html.md). */
  lead?: boolean;
}) {
  if (!src) {
    return (
      <div
        aria-hidden="true"
        className={`bg-line ${className}`}
        style={{ aspectRatio: `${width} / ${height}` }}
      />
    );
  }
  const media = mediaSources(src);
  const sizes = mediaSizes(width);
  const image = (
    <img
      src={media ? media.fallback : src}
      srcSet={media ? mediaSrcset(media.sources, 'webp') : undefined}
      sizes={media ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={lead ? 'eager' : 'lazy'}
      decoding={lead ? undefined : 'async'}
      fetchPriority={lead ? 'high' : undefined}
      className={`bg-line object-cover ${className}`}
    />
  );
  if (!media) return image;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={mediaSrcset(media.sources, 'avif')} sizes={sizes} />
      {image}
    </picture>
  );
}
