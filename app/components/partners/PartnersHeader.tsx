import { ExternalLink, LogOut, Menu, Phone, X } from "lucide-react";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { AreaHeader, headerItemClass, LogoutButton } from "#app/components/layout/AreaHeader";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";
import { ModalDialog } from "#app/components/ui/dialog";
import { telHref, useSiteConfig } from "#app/lib/site";
import { useLogout } from "#app/lib/use-logout";
import { PartnersMark } from "./PartnersAuthShell";

const drawerItemClass =
  "flex h-12 w-full items-center gap-3 rounded-xl px-3 text-[15px] font-semibold text-slate-800 transition hover:bg-slate-100 disabled:opacity-60 dark:text-slate-100 dark:hover:bg-slate-800";

/**
 * The partners header, fixed at the top: logo (on /partners back to the top, elsewhere to /partners), the
 * click-to-call phone, 고객 페이지 미리보기 and 로그아웃; on phones these sit in a side drawer.
 */
export function PartnersHeader({ companyName }: { companyName: string }) {
  const site = useSiteConfig();
  const { pathname } = useLocation();
  const onHome = pathname === "/partners" || pathname === "/partners/";
  const { logout, leaving } = useLogout("/partners-login");
  const [open, setOpen] = useState(false);

  // A navigation closes the drawer.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new path
  useEffect(() => setOpen(false), [pathname]);

  return (
    <AreaHeader
      fixed
      brand={
        <Link
          to="/partners"
          onClick={(event) => {
            if (!onHome) return;
            event.preventDefault();
            window.scrollTo({ top: 0, behavior: "smooth" });
          }}
          className="flex min-w-0 items-center gap-2 text-slate-900 dark:text-white"
        >
          <LogoMark />
          <PartnersMark />
          {/* After the logo's own words, so a voice command naming what is shown still finds the link. */}
          <span className="sr-only">파트너스 홈</span>
        </Link>
      }
      after={
        <Drawer open={open} onClose={() => setOpen(false)}>
          <p className="px-3 pb-2 text-xs font-semibold text-slate-500 dark:text-slate-400">{companyName}</p>
          <a href={telHref(site.phone)} className={drawerItemClass}>
            <Phone className="size-5 text-brand-600 dark:text-brand-400" aria-hidden />
            <span>
              전화 상담 <span className="tabular-nums">{site.phone}</span>
            </span>
          </a>
          <a href="/" target="_blank" rel="noopener" className={drawerItemClass}>
            <ExternalLink className="size-5" aria-hidden />
            고객 페이지 미리보기
          </a>
          <button type="button" onClick={logout} disabled={leaving} className={drawerItemClass}>
            <LogOut className="size-5" aria-hidden />
            로그아웃
          </button>
        </Drawer>
      }
    >
      <nav aria-label="파트너스 메뉴" className="hidden items-center gap-1 md:flex">
        <a href={telHref(site.phone)} className={headerItemClass}>
          <Phone className="size-4 text-brand-600 dark:text-brand-400" aria-hidden />
          <span className="tabular-nums">{site.phone}</span>
        </a>
        <a href="/" target="_blank" rel="noopener" className={headerItemClass}>
          <ExternalLink className="size-4" aria-hidden />
          고객 페이지 미리보기
        </a>
        <ThemeToggle />
        <span className="mx-1 max-w-40 truncate text-sm text-slate-500 dark:text-slate-400" title={companyName}>
          {companyName}
        </span>
        <LogoutButton onClick={logout} leaving={leaving} />
      </nav>
      <div className="flex items-center gap-1 md:hidden">
        <ThemeToggle />
        <button
          type="button"
          aria-expanded={open}
          aria-controls="partners-drawer"
          aria-label="메뉴 열기"
          onClick={() => setOpen(true)}
          className="inline-flex size-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
        >
          <Menu className="size-5" aria-hidden />
        </button>
      </div>
    </AreaHeader>
  );
}

/**
 * A side drawer on the native modal <dialog>: focus moves into it and stays there, Escape and the backdrop
 * close it, and focus returns to the menu button afterwards.
 */
function Drawer({ open, onClose, children }: { open: boolean; onClose: () => void; children: React.ReactNode }) {
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      id="partners-drawer"
      aria-label="파트너스 메뉴"
      className="m-0 ml-auto h-dvh max-h-dvh w-72 max-w-[85vw] bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50 dark:bg-slate-900 dark:text-slate-100"
    >
      <div className="flex h-full flex-col">
        <div className="flex h-16 items-center justify-between border-b border-slate-100 px-4 dark:border-slate-800">
          <span className="font-bold">메뉴</span>
          <button
            type="button"
            onClick={onClose}
            aria-label="메뉴 닫기"
            className="inline-flex size-10 items-center justify-center rounded-full text-slate-500 hover:bg-slate-100 dark:hover:bg-slate-800"
          >
            <X className="size-5" aria-hidden />
          </button>
        </div>
        <nav aria-label="파트너스 메뉴" className="flex flex-col gap-1 p-3">
          {children}
        </nav>
      </div>
    </ModalDialog>
  );
}
