import { ChevronRight } from "lucide-react";
import { Link, useLocation } from "react-router";

/** Back to the filtered list the lead was opened from, when the list passed it along. */
export function useListHref(): string {
  const back = (useLocation().state as { back?: unknown } | null)?.back;
  return `/admin${typeof back === "string" && back.startsWith("?") ? back : "?tab=inquiries"}`;
}

export function Breadcrumb({ listHref, current }: { listHref: string; current: string }) {
  return (
    <nav aria-label="이동 경로">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500 dark:text-slate-400">
        {[
          { to: "/admin", label: "관리자 홈" },
          { to: listHref, label: "문의 관리" },
        ].map((crumb) => (
          <li key={crumb.label} className="flex items-center gap-1">
            <Link to={crumb.to} className="hover:text-brand-600 hover:underline">
              {crumb.label}
            </Link>
            <ChevronRight className="size-4" aria-hidden />
          </li>
        ))}
        <li aria-current="page" className="max-w-48 truncate font-semibold text-slate-900 dark:text-white">
          {current}
        </li>
      </ol>
    </nav>
  );
}
