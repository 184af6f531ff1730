import type { CSSProperties } from "react";

/** Filled stars up to the rating, read out as "5점 만점에 N점". `className` sets the height of a star. */
export function Stars({ rating, className = "h-4" }: { rating: number; className?: string }) {
  return (
    <span
      role="img"
      aria-label={`5점 만점에 ${rating}점`}
      className={`star-rating ${className}`}
      style={{ "--rating": `${Math.max(0, Math.min(5, rating)) * 20}%` } as CSSProperties}
    />
  );
}
