import { CarFront } from "lucide-react";
import { mediaSrcSet } from "../../../domain/media";

/** A stored image with its WebP variants; 3:2 like the stored photos. Lazy unless told otherwise. */
export function HomeImage({
  url,
  alt,
  sizes,
  className = "",
  eager = false,
}: {
  url: string;
  alt: string;
  sizes: string;
  className?: string;
  eager?: boolean;
}) {
  return (
    <img
      src={url}
      srcSet={mediaSrcSet(url)}
      sizes={sizes}
      alt={alt}
      width={960}
      height={640}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      {...(eager ? { fetchPriority: "high" as const } : {})}
      className={`size-full object-cover ${className}`}
    />
  );
}

/** Stands in for a photo when a category has none yet. */
export function FallbackImage({ label, className = "" }: { label?: string; className?: string }) {
  return (
    <div
      className={`flex size-full flex-col items-center justify-center gap-1.5 bg-gradient-to-br from-slate-100 to-slate-200 text-slate-400 dark:from-slate-800 dark:to-slate-900 dark:text-slate-500 ${className}`}
    >
      <CarFront className="size-8" aria-hidden />
      {label && <span className="text-xs font-medium">{label}</span>}
    </div>
  );
}
