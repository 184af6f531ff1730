import { MessageSquareText, Phone } from "lucide-react";
import { Link, NavLink, useLocation } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { telHref, useSiteConfig } from "#app/lib/site";
import { CONSULT_FORM_ID } from "#domain/home";
import { LogoMark } from "./Logo";
import { SavedLink } from "./SavedLink";
import { ThemeToggle } from "./ThemeToggle";

const HOME_PATHS = new Set(["/", "/home", "/customer"]);

export function SiteHeader() {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  const onHome = HOME_PATHS.has(pathname);
  const navClass = ({ isActive }: { isActive: boolean }) =>
    `inline-flex h-11 items-center rounded-full px-3.5 text-[15px] font-semibold transition ${
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
          className="inline-flex h-11 items-center text-slate-900 dark:text-white"
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
          <SavedLink className={navClass} />
          {/* Korean rental sites keep the number and a consultation button in view on every page, from laptops up
              (on phones and tablets the bottom contact bar carries both). */}
          <a
            href={telHref(site.phone)}
            className="ml-2 inline-flex h-11 items-center gap-1.5 rounded-full px-3 text-[15px] font-extrabold text-brand-700 hover:bg-brand-50 max-lg:hidden dark:text-brand-300 dark:hover:bg-brand-950"
          >
            <Phone className="size-4" aria-hidden />
            <span className="sr-only">상담 전화 </span>
            {site.phone}
          </a>
          <Link
            to={{ pathname: "/", hash: CONSULT_FORM_ID }}
            className={buttonClass("primary", "md", "mr-1 max-lg:hidden")}
          >
            <MessageSquareText className="size-4" aria-hidden />
            상담 신청
          </Link>
          <ThemeToggle />
        </nav>
      </div>
    </header>
  );
}
