// Fixed width and height (and so aspect ratio) on every image: the page never shifts when it
// loads. A missing image keeps its box.
export function ProductImage({
  src,
  alt = '',
  width,
  height,
  className = '',
}: {
  src: string | null;
  alt?: string;
  width: number;
  height: number;
  className?: string;
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
      loading="lazy"
      decoding="async"
      className={`bg-line object-cover ${className}`}
    />
  );
}
