import { House, LogOut } from "lucide-react";
import { Link } from "react-router";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";

/** The admin editor's top bar: site logo with the admin title, a link to the customer home, logout. */
export function EditorHeader({ onLogout, loggingOut = false }: { onLogout: () => void; loggingOut?: boolean }) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/85">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="hidden min-[420px]:contents">
            <LogoMark className="text-slate-900 dark:text-white" />
          </span>
          <span className="rounded-lg bg-slate-900 px-2.5 py-1 text-sm font-bold text-white dark:bg-white dark:text-slate-900">
            관리자
          </span>
        </div>
        <nav aria-label="관리자 메뉴" className="flex items-center gap-1">
          <Link
            to="/"
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap sm:px-3 text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <House className="size-4" aria-hidden />
            고객 홈
          </Link>
          <ThemeToggle />
          <button
            type="button"
            onClick={onLogout}
            disabled={loggingOut}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-2.5 text-sm font-semibold whitespace-nowrap sm:px-3 text-slate-700 transition hover:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <LogOut className="size-4" aria-hidden />
            로그아웃
          </button>
        </nav>
      </div>
    </header>
  );
}
