import { useEffect, useRef, useState } from "react";
import { cn } from "#app/lib/cn";
import { mediaSrcSet } from "#domain/media";

/**
 * A review photo that disappears if it fails to load (docs/spec/customer-site.md §8: a broken review photo is
 * hidden).
 */
export function ReviewPhoto({
  url,
  alt,
  sizes,
  className = "",
  frameClassName = "",
  fallback = null,
  eager = false,
}: {
  url: string | null;
  alt: string;
  sizes: string;
  className?: string;
  frameClassName?: string;
  /** Shown instead when there is no photo or it failed to load. */
  fallback?: React.ReactNode;
  /** The first photo on screen: fetched at once and first, since it is what the visitor sees painted last. */
  eager?: boolean;
}) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // It may have failed before hydration attached onError.
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0) setFailed(true);
  }, []);
  if (!url || failed) return <>{fallback}</>;
  return (
    <div className={cn("overflow-hidden bg-slate-100 dark:bg-slate-800", frameClassName)}>
      <img
        ref={ref}
        src={url}
        srcSet={mediaSrcSet(url)}
        sizes={sizes}
        alt={alt}
        width={960}
        height={640}
        loading={eager ? "eager" : "lazy"}
        fetchPriority={eager ? "high" : undefined}
        decoding="async"
        onError={() => setFailed(true)}
        className={cn("size-full object-cover", className)}
      />
    </div>
  );
}
