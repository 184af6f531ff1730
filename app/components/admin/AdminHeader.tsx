import { BellRing, ExternalLink, Settings, SpellCheck, UserRound, Users } from "lucide-react";
import { Link } from "react-router";
import { AreaHeader, headerItemClass, LogoutButton } from "#app/components/layout/AreaHeader";
import { LogoMark } from "#app/components/layout/Logo";
import { ThemeToggle } from "#app/components/layout/ThemeToggle";
import { useLogout } from "#app/lib/use-logout";
import { useIsOwner } from "#app/lib/use-staff-role";
import { ACCOUNT_PATH } from "#domain/staff-text";

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
        {owner && (
          <>
            <Link to="/admin/staff" className={headerItemClass}>
              <Users className="size-4" aria-hidden />
              <span className="hidden sm:inline">직원 관리</span>
              <span className="sr-only sm:hidden">직원 관리</span>
            </Link>
            <Link to="/admin/search-synonyms" className={headerItemClass}>
              <SpellCheck className="size-4" aria-hidden />
              <span className="hidden sm:inline">검색 동의어</span>
              <span className="sr-only sm:hidden">검색 동의어</span>
            </Link>
            <Link to="/admin/alert-settings" className={headerItemClass}>
              <BellRing className="size-4" aria-hidden />
              <span className="hidden sm:inline">알림 설정</span>
              <span className="sr-only sm:hidden">알림 설정</span>
            </Link>
            <Link to="/admin/settings" className={headerItemClass}>
              <Settings className="size-4" aria-hidden />
              <span className="hidden sm:inline">사이트 설정</span>
              <span className="sr-only sm:hidden">사이트 설정</span>
            </Link>
          </>
        )}
        <Link to={ACCOUNT_PATH} className={headerItemClass}>
          <UserRound className="size-4" aria-hidden />
          <span className="hidden sm:inline">내 계정</span>
          <span className="sr-only sm:hidden">내 계정</span>
        </Link>
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
