import { CarFront, SlidersHorizontal } from "lucide-react";
import { Link, useLocation, useNavigation } from "react-router";
import { HydratedApart } from "#app/components/layout/HydratedApart";
import { buttonClass } from "#app/components/ui/button";
import { Spinner } from "#app/components/ui/spinner";
import { groupForDisplay } from "#domain/categories";
import type { Badge } from "#domain/vehicle";
import type { VehicleCardItem } from "#domain/vehicle-parts";
import { BackButton, EmptyState, PageHeader, SectionTitle } from "./PageHeader";
import { PriceChips } from "./PriceChips";
import { VehicleCardGrid } from "./VehicleCard";

export interface VehicleListData {
  badge: Badge;
  home: string;
  /** The selected price chip's value, empty for 전체. */
  price: string;
  /** Vehicles of this badge before the price filter. */
  total: number;
  vehicles: readonly VehicleCardItem[];
}

const COPY: Record<Badge, { title: string; description: string; empty: string }> = {
  신차: {
    title: "신차 장기렌트",
    description: "출고 대기 없이 바로 받을 수 있는 신차 장기렌트. 보험료·자동차세가 포함된 월 렌트료로 비교해 보세요.",
    empty: "등록된 신차가 없습니다",
  },
  중고차: {
    title: "중고차 장기렌트",
    description: "정밀 점검을 마친 중고차를 부담 없는 월 렌트료로. 신용등급과 관계없이 상담 가능합니다.",
    empty: "등록된 중고차가 없습니다",
  },
};

/** The new-car and used-car lists: price chips, then the vehicles grouped 세단 / SUV / 수입차 / 일반번호판 구독카. */
export function VehicleListPage({ data }: { data: VehicleListData }) {
  const copy = COPY[data.badge];
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const groups = groupForDisplay(data.vehicles);
  return (
    <main>
      <PageHeader
        crumbs={[{ label: "홈", to: data.home }, { label: copy.title }]}
        title={copy.title}
        description={copy.description}
        back={<BackButton fallback={data.home} historyBack={false} />}
      >
        <div className="mt-5 space-y-3">
          <PriceChips selected={data.price} />
          <p
            className="flex items-center gap-3 text-sm font-semibold text-slate-500 dark:text-slate-400"
            aria-live="polite"
          >
            <span data-testid="result-count">총 {data.vehicles.length}대</span>
            {loading && <Spinner />}
          </p>
        </div>
      </PageHeader>
      <div
        className={`mx-auto max-w-7xl space-y-10 px-4 py-8 transition-opacity sm:px-6 ${loading ? "opacity-60" : ""}`}
        aria-busy={loading}
      >
        {data.total === 0 ? (
          <EmptyState
            icon={<CarFront className="size-10" aria-hidden />}
            title={copy.empty}
            description="곧 새로운 차량으로 찾아뵙겠습니다. 원하시는 차량이 있으면 상담을 신청해주세요."
          >
            <Link to={data.home} className={buttonClass("primary", "md", "rounded-full px-4")}>
              홈으로
            </Link>
          </EmptyState>
        ) : data.vehicles.length === 0 ? (
          <EmptyState
            icon={<SlidersHorizontal className="size-10" aria-hidden />}
            title="조건에 맞는 차량이 없습니다"
            description="다른 가격대를 선택하거나 전체 차량을 확인해 보세요."
          >
            <Link to={pathname} preventScrollReset className={buttonClass("primary", "md", "rounded-full px-4")}>
              전체 보기
            </Link>
          </EmptyState>
        ) : (
          groups.map((group, i) => {
            const id = `group-${i}`;
            return (
              <HydratedApart key={group.title}>
                <section aria-labelledby={id} className={`space-y-4 ${i > 0 ? "defer-render" : ""}`}>
                  <SectionTitle id={id} title={group.title} count={group.vehicles.length} />
                  {group.vehicles.length === 0 ? (
                    <p className="rounded-2xl bg-slate-50 px-4 py-6 text-center text-sm text-slate-500 dark:bg-slate-900 dark:text-slate-400">
                      이 카테고리에 차량이 없습니다
                    </p>
                  ) : (
                    <VehicleCardGrid vehicles={group.vehicles} label={group.title} priorityCount={i === 0 ? 4 : 0} />
                  )}
                </section>
              </HydratedApart>
            );
          })
        )}
      </div>
    </main>
  );
}
