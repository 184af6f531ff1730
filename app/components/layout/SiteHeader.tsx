import { Link, NavLink, useLocation } from "react-router";
import { useSiteConfig } from "#app/lib/site";
import { LogoMark } from "./Logo";
import { ThemeToggle } from "./ThemeToggle";

const HOME_PATHS = new Set(["/", "/home", "/customer"]);

export function SiteHeader() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const onHome = HOME_PATHS.has(pathname);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `rounded-full px-3.5 py-2 text-[15px] font-semibold transition ${
      isActive
        ? "bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-200"
        : "text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
    }`;
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 dark:border-slate-800 dark:bg-slate-950/90">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link
          to="/"
          aria-label={`${site.name} 홈으로`}
          onClick={(event) => {
            // On the home page the logo scrolls back to the hero instead of reloading.
            if (!onHome) return;
            const hero = document.getElementById("home");
            if (!hero) return;
            event.preventDefault();
            hero.scrollIntoView({ behavior: "smooth" });
          }}
          className="text-slate-900 dark:text-white"
        >
          <LogoMark />
        </Link>
        <nav aria-label="주요 메뉴" className="flex items-center gap-1">
          <NavLink to="/new-cars" className={navClass}>
            신차
          </NavLink>
          <NavLink to="/used-cars" className={navClass}>
            중고차
          </NavLink>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
