import { ExternalLink, LogOut } from "lucide-react";
import { Link } from "react-router";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";
import { useLogout } from "#app/lib/use-logout";

/** The admin area's own header: logo, the customer site in a new tab, theme, sign-out (ended on the server). */
export function AdminHeader() {
  const { logout, leaving } = useLogout("/admin");
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:px-6">
        <Link
          to="/admin"
          aria-label="관리자 홈"
          className="flex min-w-0 items-center gap-2 text-slate-900 dark:text-white"
        >
          <LogoMark />
          <span className="hidden rounded-md bg-slate-900 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-white sm:inline dark:bg-white dark:text-slate-900">
            ADMIN
          </span>
        </Link>
        <nav aria-label="관리자 메뉴" className="flex items-center gap-1">
          <a
            href="/home"
            target="_blank"
            rel="noopener"
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <ExternalLink className="size-4" aria-hidden />
            <span className="hidden sm:inline">고객 페이지 보기</span>
            <span className="sr-only sm:hidden">고객 페이지 보기</span>
          </a>
          <ThemeToggle />
          <button
            type="button"
            onClick={logout}
            disabled={leaving}
            className="inline-flex h-10 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-slate-700 transition hover:bg-slate-100 disabled:opacity-60 dark:text-slate-200 dark:hover:bg-slate-800"
          >
            <LogOut className="size-4" aria-hidden />
            <span>로그아웃</span>
          </button>
        </nav>
      </div>
    </header>
  );
}
