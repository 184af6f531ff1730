import { ArrowRight, ChevronRight } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { cn } from "#app/lib/cn";

export interface Crumb {
  label: string;
  /** Omitted for the current page. */
  to?: string;
}

/** 홈 / … / current page, as an ordered list for screen readers. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="현재 위치" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-500 dark:text-slate-400">
        {items.map((item, i) => (
          <li key={item.to ?? item.label} className="flex items-center gap-1">
            {i > 0 && <ChevronRight className="size-3.5 text-slate-300 dark:text-slate-600" aria-hidden />}
            {item.to ? (
              <Link
                to={item.to}
                className="-mx-2 -my-3 inline-flex min-h-11 min-w-11 items-center justify-center rounded px-2 hover:text-brand-600 hover:underline dark:hover:text-brand-400"
              >
                {item.label}
              </Link>
            ) : (
              <span aria-current="page" className="font-semibold text-slate-800 dark:text-slate-100">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/**
 * Top of a catalogue page: breadcrumb and back button, title, a short description and extra content. `compact`
 * (the lists and the search) keeps a phone's first screen for the cars: tighter spacing, and the description from
 * 640 px up only.
 */
export function PageHeader({
  crumbs,
  title,
  description,
  back,
  compact = false,
  children,
}: {
  crumbs: readonly Crumb[];
  title: React.ReactNode;
  description?: React.ReactNode;
  back: React.ReactNode;
  compact?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <header className="border-b border-slate-200/70 bg-gradient-to-b from-brand-50/70 to-white dark:border-slate-800 dark:from-slate-900 dark:to-slate-950">
      <div className={cn("mx-auto max-w-7xl px-4 sm:px-6 sm:pt-6 sm:pb-8", compact ? "pt-2.5 pb-3.5" : "pt-5 pb-6")}>
        <div className="flex items-center justify-between gap-3">
          <Breadcrumb items={crumbs} />
          {back}
        </div>
        <h1
          className={cn(
            "font-extrabold tracking-tight text-slate-900 sm:mt-4 sm:text-3xl dark:text-white",
            compact ? "mt-1 text-[1.375rem] leading-snug" : "mt-4 text-2xl",
          )}
        >
          {title}
        </h1>
        {description && (
          <p className={cn("mt-1.5 text-[15px] text-slate-600 dark:text-slate-400", compact && "hidden sm:block")}>
            {description}
          </p>
        )}
        {children}
      </div>
    </header>
  );
}

/** A friendly empty or not-found state with optional actions. */
export function EmptyState({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description?: React.ReactNode;
  icon?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div
      data-testid="empty-state"
      className="flex flex-col items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-slate-50/60 px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/50"
    >
      {icon && <div className="mb-1 text-slate-400 dark:text-slate-500">{icon}</div>}
      <p className="text-base font-bold text-slate-800 dark:text-slate-100">{title}</p>
      {description && <p className="max-w-md text-sm text-slate-500 dark:text-slate-400">{description}</p>}
      {children && <div className="mt-3 flex flex-wrap justify-center gap-2">{children}</div>}
    </div>
  );
}

/** Section title with a count, used above each card grid. */
export function SectionTitle({ id, title, count }: { id: string; title: string; count?: number }) {
  return (
    <h2
      id={id}
      className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900 sm:text-xl dark:text-white"
    >
      {title}
      {count !== undefined && (
        <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {count}대
        </span>
      )}
    </h2>
  );
}

/** Where an empty list of the visitor's own cars (compare, 찜) sends them: the new-car and used-car lists. */
export function BrowseLinks() {
  return (
    <div className="mt-6 flex flex-wrap justify-center gap-2">
      <Link to="/new-cars" className={buttonClass("primary", "md")}>
        신차 둘러보기
        <ArrowRight className="size-4" aria-hidden />
      </Link>
      <Link to="/used-cars" className={buttonClass("outline", "md")}>
        중고차 둘러보기
      </Link>
    </div>
  );
}
