import { Star } from "lucide-react";

/** Filled stars up to the rating, read out as "5점 만점에 N점". */
export function Stars({ rating, className = "size-4" }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`5점 만점에 ${rating}점`} className="inline-flex items-center gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={`${className} ${n <= rating ? "fill-amber-400 text-amber-400" : "fill-slate-200 text-slate-200 dark:fill-slate-700 dark:text-slate-700"}`}
        />
      ))}
    </span>
  );
}
