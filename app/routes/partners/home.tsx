import { Car, ChevronRight, List, Plus } from "lucide-react";
import { Link } from "react-router";
import { MyListings } from "#app/components/partners/MyListings";
import { PartnerCardGrid } from "#app/components/partners/PartnerVehicleCard";
import { buttonClass } from "#app/components/ui/button";
import { appContext, partnerContext } from "#app/context";
import { privateMeta } from "#app/lib/seo";
import { ownListingCounts } from "#domain/listing";
import { groupDigits } from "#domain/number-text";
import { partnerAddPath } from "#domain/partner-filters";
import { listOwnListings, listPartnerHome } from "#server/services/partners/partner-catalogue";
import type { Route } from "./+types/home";

export const meta = () => privateMeta("차량 관리 | 파트너스");

export async function loader({ context }: Route.LoaderArgs) {
  const partner = context.get(partnerContext);
  const ctx = context.get(appContext);
  const [home, mine] = await Promise.all([listPartnerHome(ctx, partner.id), listOwnListings(ctx, partner.id)]);
  return { ...home, mine, counts: ownListingCounts(mine) };
}

export default function PartnersHome({ loaderData }: Route.ComponentProps) {
  const { groups, total, mine, counts } = loaderData;
  return (
    <main id="partners-home" className="mx-auto max-w-7xl px-4 pt-6 pb-16 sm:px-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
            차량 관리
          </h1>
          <p className="mt-1.5 text-[15px] text-slate-600 dark:text-slate-400">
            전체 <strong className="tabular-nums">{groupDigits(total)}</strong>대 · 내가 등록한 차량{" "}
            <strong className="tabular-nums">{groupDigits(counts.total)}</strong>대
          </p>
        </div>
        <div className="flex gap-2">
          <Link to="/partners/new-cars" className={buttonClass("outline", "sm")}>
            <List className="size-4" aria-hidden />
            신차 목록
          </Link>
          <Link to="/partners/used-cars" className={buttonClass("outline", "sm")}>
            <List className="size-4" aria-hidden />
            중고차 목록
          </Link>
        </div>
      </div>

      <MyListings listings={mine} counts={counts} />

      <nav aria-label="카테고리 바로가기" className="-mx-4 mt-8 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <ul className="flex gap-2 sm:flex-wrap">
          {groups.map((g) => (
            <li key={g.slug}>
              <a
                href={`#category-${g.slug}`}
                className="inline-flex h-9 items-center gap-1.5 rounded-full border border-slate-200 bg-white px-3.5 text-sm font-semibold whitespace-nowrap text-slate-700 transition hover:border-brand-300 hover:text-brand-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-200 dark:hover:border-brand-700 dark:hover:text-brand-300"
              >
                {g.label}
                <span className="text-xs text-slate-500 tabular-nums dark:text-slate-400">{groupDigits(g.count)}</span>
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-8 space-y-12">
        {groups.map((g, index) => (
          <section
            key={g.slug}
            id={`category-${g.slug}`}
            aria-labelledby={`heading-${g.slug}`}
            className="scroll-mt-24"
            data-testid="partner-category"
          >
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 pb-3 dark:border-slate-800">
              <h2
                id={`heading-${g.slug}`}
                className="flex items-center gap-2 text-lg font-extrabold tracking-tight text-slate-900 sm:text-xl dark:text-white"
              >
                {g.label}
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-bold text-slate-600 tabular-nums dark:bg-slate-800 dark:text-slate-300">
                  {groupDigits(g.count)}대
                </span>
              </h2>
              <div className="flex gap-2">
                <Link to={partnerAddPath(g.value, "신차")} className={buttonClass("primary", "sm")}>
                  <Plus className="size-4" aria-hidden />
                  <span className="sr-only">{g.label} </span>신차 추가
                </Link>
                <Link to={partnerAddPath(g.value, "중고차")} className={buttonClass("secondary", "sm")}>
                  <Plus className="size-4" aria-hidden />
                  <span className="sr-only">{g.label} </span>중고차 추가
                </Link>
              </div>
            </div>
            {g.cards.length > 0 ? (
              <>
                <PartnerCardGrid cards={g.cards} label={`${g.label} 차량`} priorityCount={index === 0 ? 4 : 0} />
                {g.count > g.cards.length && (
                  <p className="mt-4 flex flex-wrap justify-end gap-2">
                    {(["신차", "중고차"] as const)
                      .filter((badge) => g.counts[badge] > 0)
                      .map((badge) => (
                        <Link
                          key={badge}
                          to={`${badge === "신차" ? "/partners/new-cars" : "/partners/used-cars"}?category=${encodeURIComponent(g.slug)}`}
                          className={buttonClass("outline", "sm")}
                        >
                          <span className="sr-only">{g.label} </span>
                          {badge} {groupDigits(g.counts[badge])}대 모두 보기
                          <ChevronRight className="size-4" aria-hidden />
                        </Link>
                      ))}
                  </p>
                )}
              </>
            ) : (
              <p className="flex items-center justify-center gap-2 rounded-2xl border border-dashed border-slate-300 px-4 py-8 text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
                <Car className="size-4" aria-hidden />이 카테고리에 차량이 없습니다
              </p>
            )}
          </section>
        ))}
      </div>
    </main>
  );
}
