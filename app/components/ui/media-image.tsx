import { mediaSrcSet } from "#domain/media";

/** An image of the media service with its WebP `srcset`, explicit size, async decoding and lazy loading unless `eager`. */
export function MediaImage({
  src,
  alt,
  sizes,
  width,
  height,
  eager = false,
  className = "",
}: {
  src: string;
  alt: string;
  sizes: string;
  width: number;
  height: number;
  eager?: boolean;
  className?: string;
}) {
  return (
    <img
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={sizes}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      alt={alt}
      className={className}
    />
  );
}
