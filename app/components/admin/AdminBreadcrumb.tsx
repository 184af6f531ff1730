import { ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { cn } from "#app/lib/cn";

/** The admin pages' 이동 경로: the pages above this one as links, then this one. */
export function AdminBreadcrumb({
  crumbs,
  current,
  truncate = false,
}: {
  crumbs: readonly { to: string; label: string }[];
  current: string;
  /** Cut a long current name (a customer's) to one short line. */
  truncate?: boolean;
}) {
  return (
    <nav aria-label="이동 경로">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
        {crumbs.map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-brand-600 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight className="size-4" aria-hidden />
          </li>
        ))}
        <li
          aria-current="page"
          className={cn("font-semibold text-slate-900 dark:text-white", truncate && "max-w-48 truncate")}
        >
          {current}
        </li>
      </ol>
    </nav>
  );
}
