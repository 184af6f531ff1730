import { BellRing, ExternalLink, type LucideIcon, Settings, SpellCheck, UserRound, Users } from "lucide-react";
import { Link } from "react-router";
import { AreaHeader, headerItemClass, LogoutButton } from "#app/components/layout/AreaHeader";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";
import { useLogout } from "#app/lib/use-logout";
import { useIsOwner } from "#app/lib/use-staff-role";
import { ACCOUNT_PATH } from "#domain/staff-text";

/** The 대표 관리자's pages; a 상담원 is not shown them. */
const OWNER_LINKS: { to: string; label: string; Icon: LucideIcon }[] = [
  { to: "/admin/staff", label: "직원 관리", Icon: Users },
  { to: "/admin/search-synonyms", label: "검색 동의어", Icon: SpellCheck },
  { to: "/admin/alert-settings", label: "알림 설정", Icon: BellRing },
  { to: "/admin/settings", label: "사이트 설정", Icon: Settings },
];

/** An icon with its words beside it from `sm` up; below, the words are for screen readers alone. */
function HeaderLink({ to, label, Icon }: { to: string; label: string; Icon: LucideIcon }) {
  return (
    <Link to={to} className={headerItemClass}>
      <Icon className="size-4" aria-hidden />
      <span className="hidden sm:inline">{label}</span>
      <span className="sr-only sm:hidden">{label}</span>
    </Link>
  );
}

/**
 * The admin area's own header: logo, 직원 관리, 검색 동의어, 사이트 설정 (the 대표 관리자's), 내 계정, the customer site in a
 * new tab, theme, sign-out (ended on the server).
 */
export function AdminHeader() {
  const { logout, leaving } = useLogout("/admin");
  const owner = useIsOwner();
  return (
    <AreaHeader
      brand={
        <Link to="/admin" className="flex min-w-0 items-center gap-2 text-slate-900 dark:text-white">
          <LogoMark compact={owner} />
          <span className="hidden rounded-md bg-slate-900 px-1.5 py-0.5 text-[11px] font-bold tracking-wide text-white sm:inline dark:bg-white dark:text-slate-900">
            ADMIN
          </span>
          {/* Said after the logo's own words, so a voice command naming what is shown still finds the link. */}
          <span className="sr-only">관리자 홈</span>
        </Link>
      }
    >
      <nav aria-label="관리자 메뉴" className="flex shrink-0 items-center gap-0.5 sm:gap-1">
        {owner && OWNER_LINKS.map((link) => <HeaderLink key={link.to} {...link} />)}
        <HeaderLink to={ACCOUNT_PATH} label="내 계정" Icon={UserRound} />
        <a href="/home" target="_blank" rel="noopener" className={headerItemClass}>
          <ExternalLink className="size-4" aria-hidden />
          <span className="hidden sm:inline">고객 페이지 보기</span>
          <span className="sr-only sm:hidden">고객 페이지 보기</span>
        </a>
        <ThemeToggle />
        <LogoutButton onClick={logout} leaving={leaving} compact={owner} />
      </nav>
    </AreaHeader>
  );
}
