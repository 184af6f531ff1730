import { Link } from "react-router";
import { cn } from "#app/lib/cn";
import { groupDigits } from "#domain/number-text";

export interface StatusCount<K extends string> {
  key: K | "all";
  label: string;
  count: number;
}

/**
 * 전체 and one link per status with its count, as the admin lists filter (문의 관리, 후기 관리). `attention`
 * marks a status whose count waits on someone (승인 대기): its number stands out while another filter is shown.
 */
export function StatusCounts<K extends string>({
  label,
  items,
  active,
  hrefOf,
  testIdPrefix,
  attention,
}: {
  label: string;
  items: StatusCount<K>[];
  /** The shown item; null while the list shows none of them (another view). */
  active: K | "all" | null;
  hrefOf: (key: K | "all") => string;
  testIdPrefix: string;
  attention?: K;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1.5">
        {items.map((item) => {
          const current = active === item.key;
          const waiting = item.key === attention && item.count > 0 && !current;
          return (
            <li key={item.key}>
              <Link
                to={hrefOf(item.key)}
                preventScrollReset
                aria-current={current ? "page" : undefined}
                data-testid={`${testIdPrefix}${item.key}`}
                className={cn(
                  "inline-flex h-9 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold whitespace-nowrap transition",
                  current
                    ? "border-brand-600 bg-brand-600 text-white dark:border-brand-500 dark:bg-brand-500"
                    : "border-slate-200 bg-white text-slate-600 hover:border-slate-300 hover:text-slate-900 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300 dark:hover:text-white",
                )}
              >
                {item.label}
                <span
                  className={cn(
                    "tabular-nums",
                    current
                      ? "text-white"
                      : waiting
                        ? "font-bold text-amber-700 dark:text-amber-400"
                        : "text-slate-500 dark:text-slate-400",
                  )}
                >
                  {groupDigits(item.count)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
