import { Car } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn";
import { mediaSrcSet } from "#domain/media";

export interface VehicleImageProps {
  /** A stored media URL (`/media/{key}/960.webp`) or any image URL; null or empty shows the placeholder. */
  src: string | null | undefined;
  alt: string;
  /** Intrinsic size for layout (the box is sized by CSS; these only fix the aspect ratio before loading). */
  width?: number;
  height?: number;
  /** `sizes` for the stored variants. */
  sizes?: string;
  /** Above the fold: load eagerly with high priority instead of lazily. */
  priority?: boolean;
  className?: string;
}

/**
 * A vehicle photo from stored media with its `srcset`, lazy below the fold, that falls back to a drawn
 * placeholder when there is no image or it fails to load (also when it failed before hydration).
 */
export function VehicleImage({
  src,
  alt,
  width = 640,
  height = 427,
  sizes,
  priority = false,
  className = "",
}: VehicleImageProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new src gets a new chance
  useEffect(() => {
    setFailed(false);
    const img = ref.current;
    // An error that happened before React attached onError leaves a complete image with no pixels.
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, [src]);

  if (!src || failed) return <ImagePlaceholder label={alt} className={className} />;
  return (
    <img
      ref={ref}
      src={src}
      srcSet={mediaSrcSet(src)}
      sizes={mediaSrcSet(src) ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      onError={() => setFailed(true)}
      className={cn("h-full w-full object-cover", className)}
    />
  );
}

/** The stand-in for a missing or broken vehicle photo. */
export function ImagePlaceholder({ label, className = "" }: { label: string; className?: string }) {
  return (
    <div
      role="img"
      aria-label={`${label} (이미지 준비 중)`}
      data-testid="image-placeholder"
      className={cn(
        "flex h-full w-full flex-col items-center justify-center gap-1.5 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-600 dark:from-slate-800 dark:to-slate-900 dark:text-slate-400",
        className,
      )}
    >
      <Car className="size-10" strokeWidth={1.5} aria-hidden />
      <span className="text-xs font-medium">이미지 준비 중</span>
    </div>
  );
}
