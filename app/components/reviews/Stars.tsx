import type { CSSProperties } from "react";
import { cn } from "#app/lib/cn";

/** Filled stars up to the rating, read out as "5점 만점에 N점" unless `label` says otherwise. `className` sets the height of a star. */
export function Stars({ rating, className = "h-4", label }: { rating: number; className?: string; label?: string }) {
  return (
    <span
      role="img"
      aria-label={label ?? `5점 만점에 ${rating}점`}
      className={cn("star-rating", className)}
      style={{ "--rating": `${Math.max(0, Math.min(5, rating)) * 20}%` } as CSSProperties}
    />
  );
}
