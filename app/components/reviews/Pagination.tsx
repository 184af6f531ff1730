import { ChevronLeft, ChevronRight } from "lucide-react";
import { Form } from "react-router";
import { cn } from "#app/lib/cn";

const base =
  "inline-flex h-11 min-w-11 items-center justify-center gap-1 rounded-xl px-3 text-sm font-semibold transition disabled:cursor-not-allowed";
const idle =
  "border border-slate-200 bg-white text-slate-700 hover:bg-slate-50 disabled:border-slate-100 disabled:bg-transparent disabled:text-slate-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:bg-slate-800 dark:disabled:border-slate-800 dark:disabled:bg-transparent dark:disabled:text-slate-600";
const current = "bg-brand-600 text-white shadow-sm shadow-brand-600/30";

/** Page numbers around the current one (at most `span`), always within 1..count. */
export function pageWindow(page: number, count: number, span = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(span / 2), count - span + 1));
  return Array.from({ length: Math.min(span, count) }, (_, i) => start + i);
}

/**
 * Previous / numbers / next. Each is a button of a GET form that sets `?page=N`, so paging works before
 * hydration too, the page number lives in the URL, and "previous" on page 1 is a truly disabled button.
 */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
  return (
    <nav aria-label="후기 페이지" data-testid="pagination">
      <Form method="get" className="flex flex-wrap items-center justify-center gap-1.5">
        <button type="submit" name="page" value={page - 1} disabled={page <= 1} className={cn(base, idle)}>
          <ChevronLeft className="size-4" aria-hidden />
          이전
        </button>
        {pageWindow(page, pageCount).map((n) => (
          <button
            key={n}
            type="submit"
            name="page"
            value={n}
            aria-current={n === page ? "page" : undefined}
            className={cn(base, n === page ? current : idle)}
          >
            {n}
          </button>
        ))}
        <button type="submit" name="page" value={page + 1} disabled={page >= pageCount} className={cn(base, idle)}>
          다음
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </Form>
    </nav>
  );
}
