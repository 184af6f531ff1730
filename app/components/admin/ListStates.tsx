import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "#app/lib/cn";

export const LOAD_ERROR_MESSAGE = "데이터를 불러오는 중 오류가 발생했습니다.";

export function LoadError() {
  return (
    <p role="alert" className="py-12 text-center font-medium text-red-600 dark:text-red-400">
      {LOAD_ERROR_MESSAGE}
    </p>
  );
}

export function EmptyState({ title, description }: { title: string; description?: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-14 text-center">
      <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-slate-100 text-slate-400 dark:bg-slate-800 dark:text-slate-500">
        <Inbox className="size-6" aria-hidden />
      </span>
      <p className="font-semibold text-slate-700 dark:text-slate-200">{title}</p>
      {description && <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p>}
    </div>
  );
}

/** Page links that keep the rest of the query (tab, search). */
export function Pagination({ page, totalPages, label }: { page: number; totalPages: number; label: string }) {
  const { search } = useLocation();
  if (totalPages <= 1) return null;
  const href = (p: number) => {
    const params = new URLSearchParams(search);
    params.set("page", String(p));
    return `?${params}`;
  };
  const first = Math.max(1, Math.min(page - 2, totalPages - 4));
  const pages = Array.from({ length: Math.min(5, totalPages) }, (_, i) => first + i);
  const item = "inline-flex size-9 items-center justify-center rounded-lg text-sm font-semibold transition";
  const idle = "text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800";
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-1 py-4">
      {page > 1 ? (
        <Link to={href(page - 1)} preventScrollReset className={cn(item, idle)} aria-label="이전 페이지">
          <ChevronLeft className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={cn(item, "text-slate-300 dark:text-slate-700")} aria-hidden>
          <ChevronLeft className="size-4" />
        </span>
      )}
      {pages.map((p) => (
        <Link
          key={p}
          to={href(p)}
          preventScrollReset
          aria-current={p === page ? "page" : undefined}
          className={cn(item, p === page ? "bg-brand-600 text-white" : idle)}
        >
          {p}
        </Link>
      ))}
      {page < totalPages ? (
        <Link to={href(page + 1)} preventScrollReset className={cn(item, idle)} aria-label="다음 페이지">
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      ) : (
        <span className={cn(item, "text-slate-300 dark:text-slate-700")} aria-hidden>
          <ChevronRight className="size-4" />
        </span>
      )}
    </nav>
  );
}
