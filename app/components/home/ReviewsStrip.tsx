import { ArrowRight, PenLine } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { ReviewPhoto } from "#app/components/reviews/ReviewPhoto";
import { Stars } from "#app/components/reviews/Stars";
import { buttonClass } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";
import { formatDateKo } from "#domain/datetime";
import type { Review } from "#domain/review";

/** Pixels per animation frame. */
const SPEED = 0.5;

function StripCard({ review, hidden }: { review: Review; hidden: boolean }) {
  return (
    // Each card carries its own left gap, so the doubled list is exactly twice one period wide.
    <li className={cn("shrink-0 pl-4", hidden && "motion-reduce:hidden")} aria-hidden={hidden || undefined}>
      <Link to="/reviews" tabIndex={hidden ? -1 : undefined} className="review-strip-card">
        <div className="flex items-center justify-between gap-2">
          <Stars rating={review.rating} className="h-3.5" />
          <span className="text-xs text-slate-500 dark:text-slate-400">{formatDateKo(review.createdAt)}</span>
        </div>
        <p className="review-strip-text">{review.content}</p>
        <div className="review-strip-foot">
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{review.customerName} 고객님</p>
            <p className="truncate text-xs text-slate-500 dark:text-slate-400">{review.vehicleName}</p>
          </div>
          <ReviewPhoto url={review.photoUrl} alt="" sizes="48px" frameClassName="size-12 shrink-0 rounded-lg" />
        </div>
      </Link>
    </li>
  );
}

/**
 * Newest reviews drifting sideways at 0.5 px a frame; the list is rendered twice so it loops at half its
 * width. Hovering, focusing or touching it stops it; so does reduced motion (then it is a plain scroller).
 */
export function ReviewsStrip({ reviews }: { reviews: Review[] }) {
  const scroller = useRef<HTMLDivElement>(null);
  // The looping copy exists only in the browser, once motion is allowed: the server sends each card once.
  const [looping, setLooping] = useState(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the strip (and its element) appears once there are reviews
  useEffect(() => {
    const el = scroller.current;
    if (!el || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    setLooping(true);
    // Hovering, focusing or touching the strip stops it; a touch lets it go on a moment after the finger lifts.
    let paused = false;
    let resumeTimer: ReturnType<typeof setTimeout> | undefined;
    const pause = () => {
      clearTimeout(resumeTimer);
      paused = true;
    };
    const resume = (delay: number) => () => {
      clearTimeout(resumeTimer);
      resumeTimer = setTimeout(() => {
        paused = false;
      }, delay);
    };
    const listeners: [string, EventListener][] = [
      ["pointerenter", pause],
      ["pointerleave", resume(0)],
      ["focusin", pause],
      ["focusout", resume(0)],
      ["touchstart", pause],
      ["touchend", resume(2500)],
    ];
    for (const [type, listener] of listeners) el.addEventListener(type, listener, { passive: true });
    let position = el.scrollLeft;
    let frame = 0;
    const step = () => {
      if (paused) {
        position = el.scrollLeft;
      } else {
        const half = el.scrollWidth / 2;
        position += SPEED;
        if (half > 0 && position >= half) position -= half;
        el.scrollLeft = position;
      }
      frame = requestAnimationFrame(step);
    };
    // Frames run only while the strip is on screen: off screen it costs the page nothing.
    const observer = new IntersectionObserver(([entry]) => {
      cancelAnimationFrame(frame);
      if (entry?.isIntersecting) {
        position = el.scrollLeft;
        frame = requestAnimationFrame(step);
      }
    });
    observer.observe(el);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(resumeTimer);
      observer.disconnect();
      for (const [type, listener] of listeners) el.removeEventListener(type, listener);
    };
  }, [reviews.length]);

  if (reviews.length === 0) return null;

  return (
    <section
      aria-labelledby="home-reviews-title"
      className="defer-render bg-slate-50 py-16 sm:py-20 dark:bg-slate-900/50"
      data-testid="reviews-strip"
    >
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <p className="text-sm font-bold tracking-wider text-brand-600 dark:text-brand-300">REVIEW</p>
            <h2 id="home-reviews-title" className="mt-1 text-3xl font-extrabold tracking-tight">
              고객 후기
            </h2>
            <p className="mt-1.5 text-slate-500 dark:text-slate-400">직접 타보신 고객님들의 솔직한 이용 후기입니다.</p>
          </div>
          <div className="flex gap-2">
            <Link to="/reviews/new" className={buttonClass("outline", "md")}>
              <PenLine className="size-4" aria-hidden />
              후기 작성
            </Link>
            <Link to="/reviews" className={buttonClass("primary", "md")}>
              후기 더보기
              <ArrowRight className="size-4" aria-hidden />
            </Link>
          </div>
        </div>
      </div>
      <div
        ref={scroller}
        data-testid="reviews-strip-scroller"
        className="mt-8 overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <ul className="flex w-max pb-2">
          {reviews.map((review) => (
            <StripCard key={review.id} review={review} hidden={false} />
          ))}
          {looping && reviews.map((review) => <StripCard key={`copy-${review.id}`} review={review} hidden />)}
        </ul>
      </div>
    </section>
  );
}
