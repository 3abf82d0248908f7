// Fixed width and height (and so aspect ratio) on every image: the page never shifts when it
// loads. A missing image keeps its box.
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
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lead ? 'eager' : 'lazy'}
      decoding={lead ? undefined : 'async'}
      fetchPriority={lead ? 'high' : undefined}
      className={`bg-line object-cover ${className}`}
    />
  );
}
