import { LogOut } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#app/lib/cn";

/** A link or button in an area header's bar. */
export const headerItemClass =
  "inline-flex h-10 items-center gap-1.5 whitespace-nowrap rounded-full px-2.5 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 disabled:opacity-60 sm:px-3 dark:text-slate-200 dark:hover:bg-slate-800";

/**
 * The bar at the top of the admin and partners areas: the area's brand on the left, its menu on the right.
 * Partners pages scroll under a fixed bar; admin pages under a sticky one.
 */
export function AreaHeader({
  brand,
  children,
  fixed = false,
  after,
}: {
  brand: ReactNode;
  children: ReactNode;
  fixed?: boolean;
  /** What belongs to the header but not to its bar (a phone's menu drawer). */
  after?: ReactNode;
}) {
  return (
    <header
      className={cn(
        fixed ? "fixed inset-x-0" : "sticky",
        "top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90",
      )}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
        {brand}
        {children}
      </div>
      {after}
    </header>
  );
}

/**
 * 로그아웃, disabled while the session is being ended on the server. `compact`: on a phone only its icon shows (the
 * word is still its name), as for the other items of a menu too long for a phone's width.
 */
export function LogoutButton({
  onClick,
  leaving,
  className = headerItemClass,
  compact = false,
}: {
  onClick: () => void;
  leaving: boolean;
  className?: string;
  compact?: boolean;
}) {
  return (
    <button type="button" onClick={onClick} disabled={leaving} className={className}>
      <LogOut className="size-4" aria-hidden />
      {compact ? (
        <>
          <span className="hidden sm:inline">로그아웃</span>
          <span className="sr-only sm:hidden">로그아웃</span>
        </>
      ) : (
        "로그아웃"
      )}
    </button>
  );
}
