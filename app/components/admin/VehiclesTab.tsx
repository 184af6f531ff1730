import { CarFront, ChevronRight, ClipboardList } from "lucide-react";
import { href, Link } from "react-router";
import { cn } from "#app/lib/cn";
import type { CategoryCount } from "#domain/categories";
import { NO_DEPOSIT_CATEGORY } from "#domain/categories";

/** Each category with its count, linking to its admin page; the 무보증 리스트 board comes last. */
export function VehiclesTab({ categories }: { categories: CategoryCount[] }) {
  return (
    <ul className="grid gap-3 p-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {categories.map(({ category, slug, count }) => {
        const board = category === NO_DEPOSIT_CATEGORY;
        return (
          <li key={slug}>
            <Link
              to={href("/admin-vehicle-list/:category", { category: encodeURIComponent(slug) })}
              className="group flex items-center gap-3 rounded-2xl border border-slate-200 p-4 transition hover:border-brand-300 hover:bg-brand-50/50 hover:shadow-sm dark:border-slate-800 dark:hover:border-brand-700 dark:hover:bg-brand-950/40"
            >
              <span
                className={cn(
                  "inline-flex size-11 shrink-0 items-center justify-center rounded-xl",
                  board
                    ? "bg-orange-50 text-accent-700 dark:bg-orange-950 dark:text-accent-400"
                    : "bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300",
                )}
              >
                {board ? <ClipboardList className="size-5" aria-hidden /> : <CarFront className="size-5" aria-hidden />}
              </span>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-bold">{category}</span>
                <span className="text-sm text-slate-500 tabular-nums dark:text-slate-400">
                  {board ? `게시글 ${count}개` : `차량 ${count}대`}
                </span>
              </span>
              <ChevronRight
                className="size-5 text-slate-300 transition group-hover:translate-x-0.5 group-hover:text-brand-500"
                aria-hidden
              />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
