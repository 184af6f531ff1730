import { CalendarDays, CalendarRange, MessageSquareText, Users } from "lucide-react";
import { cn } from "#app/lib/cn";
import type { DashboardStats } from "#domain/dashboard";
import { groupDigits } from "#domain/number-text";

const CARDS = [
  {
    key: "todayVisitors",
    label: "오늘 방문자",
    unit: "명",
    Icon: Users,
    tone: "bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300",
  },
  {
    key: "weekVisitors",
    label: "이번 주 방문자",
    unit: "명",
    Icon: CalendarDays,
    tone: "bg-sky-50 text-sky-600 dark:bg-sky-950 dark:text-sky-300",
  },
  {
    key: "monthVisitors",
    label: "이번 달 방문자",
    unit: "명",
    Icon: CalendarRange,
    tone: "bg-violet-50 text-violet-600 dark:bg-violet-950 dark:text-violet-300",
  },
  // The field is called todayInquiries but holds every inquiry (docs/spec/admin-and-partners.md §2, admin dashboard).
  {
    key: "todayInquiries",
    label: "총 문의",
    unit: "건",
    Icon: MessageSquareText,
    tone: "bg-orange-50 text-accent-700 dark:bg-orange-950 dark:text-accent-400",
  },
] as const;

export const panelClass =
  "rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900";

export function StatCards({ stats }: { stats: DashboardStats | null }) {
  return (
    <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-label="방문자와 문의 통계">
      {CARDS.map(({ key, label, unit, Icon, tone }) => (
        <li key={key} className={cn(panelClass, "p-4 sm:p-5")} data-testid={`stat-${key}`}>
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">{label}</p>
            <span className={cn("inline-flex size-9 items-center justify-center rounded-xl", tone)}>
              <Icon className="size-5" aria-hidden />
            </span>
          </div>
          <p className="mt-3 text-2xl font-extrabold tracking-tight tabular-nums sm:text-3xl">
            {stats ? groupDigits(stats[key]) : "–"}
            <span className="ml-1 text-base font-semibold text-slate-500 dark:text-slate-400">{unit}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
