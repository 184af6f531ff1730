import { cn } from "#app/lib/cn";
import type { DashboardStats } from "#domain/dashboard";
import { groupDigits } from "#domain/number-text";
import { panelClass } from "./StatCards";

export function PopularPages({ pages }: { pages: DashboardStats["popularPages"] }) {
  const max = Math.max(1, ...pages.map((p) => p.count));
  return (
    <section className={cn(panelClass, "min-w-0 p-5")} aria-labelledby="popular-pages-title">
      <h2 id="popular-pages-title" className="text-base font-bold">
        인기 페이지 (최근 7일)
      </h2>
      {pages.length === 0 ? (
        <p className="mt-6 text-sm text-slate-500 dark:text-slate-400">최근 7일 동안의 방문 기록이 없습니다.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {pages.map((page, i) => (
            <li key={page.path}>
              <div className="flex items-center gap-3 text-sm">
                <span
                  className={cn(
                    "inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-bold",
                    i === 0
                      ? "bg-brand-600 text-white"
                      : "bg-slate-100 text-slate-600 dark:bg-slate-800 dark:text-slate-300",
                  )}
                >
                  {i + 1}
                </span>
                <span className="min-w-0 flex-1 truncate font-medium" title={page.path}>
                  {safeDecode(page.path)}
                </span>
                <span className="shrink-0 font-semibold tabular-nums text-slate-600 dark:text-slate-300">
                  {groupDigits(page.count)}회
                </span>
              </div>
              <div
                className="mt-1.5 ml-9 h-1.5 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                aria-hidden
              >
                <div
                  className="h-full rounded-full bg-brand-500"
                  style={{ width: `${Math.max(4, (page.count / max) * 100)}%` }}
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** Paths are stored as the browser sent them (Korean slugs percent-encoded); show them readable. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
