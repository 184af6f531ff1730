import { Building2 } from "lucide-react";
import { Link } from "react-router";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";
import { cn } from "#app/lib/cn";

/** The page around the partners sign-in and sign-up cards: logo with the PARTNERS mark, theme, footer link. */
export function PartnersAuthShell({
  title,
  description,
  top,
  width = "max-w-md",
  children,
}: {
  title: string;
  description?: React.ReactNode;
  /** Above the card, e.g. the sign-up's back button. */
  top?: React.ReactNode;
  width?: string;
  children: React.ReactNode;
}) {
  return (
    <main className="min-h-dvh bg-gradient-to-b from-brand-50 via-white to-white px-4 pt-6 pb-12 dark:from-slate-900 dark:via-slate-950 dark:to-slate-950">
      <div className={cn("mx-auto w-full", width)}>
        <div className="mb-6 flex items-center justify-between gap-3">
          <Link to="/partners-login" className="flex items-center gap-2 text-slate-900 dark:text-white">
            <LogoMark />
            <PartnersMark />
            {/* After the logo's own words, so a voice command naming what is shown still finds the link. */}
            <span className="sr-only">파트너스 로그인</span>
          </Link>
          <ThemeToggle />
        </div>
        {top}
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-xl shadow-slate-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900">
          <div className="mb-6 flex flex-col items-center gap-3 text-center">
            <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-600 dark:bg-brand-950 dark:text-brand-300">
              <Building2 className="size-6" aria-hidden />
            </span>
            <h1 className="text-2xl font-bold">{title}</h1>
            {description && <p className="text-sm text-slate-500 dark:text-slate-400">{description}</p>}
          </div>
          {children}
        </div>
      </div>
    </main>
  );
}

/** The small PARTNERS label next to the logo. */
export function PartnersMark() {
  return (
    <span className="rounded-md bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-white dark:bg-brand-500">
      PARTNERS
    </span>
  );
}
