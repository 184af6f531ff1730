import { CarFront, Quote } from "lucide-react";
import { formatDateTimeKo } from "#domain/datetime";
import type { Review } from "#domain/review";
import { ReviewPhoto } from "./ReviewPhoto";
import { Stars } from "./Stars";

/** One review on the /reviews grid. The content is text (React escapes it), never HTML. */
export function ReviewCard({ review, first = false }: { review: Review; first?: boolean }) {
  return (
    <article
      data-testid="review-card"
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900"
    >
      <ReviewPhoto
        url={review.photoUrl}
        alt={`${review.vehicleName} 후기 사진`}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        frameClassName="aspect-[3/2]"
        eager={first}
        fallback={
          <div className="flex aspect-[3/2] flex-col justify-between bg-gradient-to-br from-brand-50 via-white to-slate-50 p-5 dark:from-brand-950/60 dark:via-slate-900 dark:to-slate-900">
            <Quote
              className="size-10 fill-brand-100 text-brand-200 dark:fill-brand-900 dark:text-brand-800"
              aria-hidden
            />
            <p className="line-clamp-2 text-xl leading-snug font-extrabold tracking-tight text-slate-800 dark:text-slate-100">
              {review.vehicleName}
            </p>
          </div>
        }
      />
      <div className="flex flex-1 flex-col p-5">
        <div className="flex items-center justify-between gap-2">
          <Stars rating={review.rating} />
          <span className="inline-flex max-w-[60%] items-center gap-1 truncate rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-700 dark:bg-brand-950 dark:text-brand-200">
            <CarFront className="size-3.5 shrink-0" aria-hidden />
            <span className="truncate">{review.vehicleName}</span>
          </span>
        </div>
        <p className="mt-3 flex-1 text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-700 dark:text-slate-200">
          {review.content}
        </p>
        <div className="mt-4 flex items-center justify-between gap-2 border-t border-slate-100 pt-3 text-sm dark:border-slate-800">
          <span className="font-semibold">{review.customerName} 고객님</span>
          <time dateTime={review.createdAt} className="text-xs text-slate-500 dark:text-slate-400">
            {formatDateTimeKo(review.createdAt)}
          </time>
        </div>
      </div>
    </article>
  );
}
