import { House } from "lucide-react";
import { Link } from "react-router";
import { AreaHeader, headerItemClass, LogoutButton } from "#app/components/layout/AreaHeader";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";

/** The admin editor's top bar: site logo with the admin title, a link to the customer home, logout. */
export function EditorHeader({ onLogout, loggingOut = false }: { onLogout: () => void; loggingOut?: boolean }) {
  return (
    <AreaHeader
      brand={
        <div className="flex min-w-0 items-center gap-2.5">
          <span className="hidden min-[420px]:contents">
            <LogoMark className="text-slate-900 dark:text-white" />
          </span>
          <span className="rounded-lg bg-slate-900 px-2.5 py-1 text-sm font-bold text-white dark:bg-white dark:text-slate-900">
            관리자
          </span>
        </div>
      }
    >
      <nav aria-label="관리자 메뉴" className="flex items-center gap-1">
        <Link to="/" className={headerItemClass}>
          <House className="size-4" aria-hidden />
          고객 홈
        </Link>
        <ThemeToggle />
        <LogoutButton onClick={onLogout} leaving={loggingOut} />
      </nav>
    </AreaHeader>
  );
}
