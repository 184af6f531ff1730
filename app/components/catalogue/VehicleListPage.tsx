import { useLocation, useNavigation } from "react-router";
import { BackButton } from "#app/components/ui/back-button";
import { Spinner } from "#app/components/ui/spinner";
import { groupDigits } from "#domain/number-text";
import type { Badge } from "#domain/vehicle";
import { DEFAULT_SORT_LABEL, type ListPageData, listQuery } from "#domain/vehicle-list";
import { CardSections, ListFilterForm, ListPager, ListResults, SectionJumpBar } from "./ListControls";
import { PageHeader } from "./PageHeader";
import { PriceChips } from "./PriceChips";

export interface VehicleListData extends ListPageData {
  badge: Badge;
  home: string;
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

/**
 * The new-car and used-car lists: 정렬 / 브랜드 / 연료 and the price chips, a bar that jumps to each group
 * (세단 / SUV / 수입차 / 일반번호판 구독카 …) and stays in view, then a page of cards under their group headings, with
 * links to the pages before and after. Every choice is in the address.
 */
export function VehicleListPage({ data }: { data: VehicleListData }) {
  const copy = COPY[data.badge];
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const { choice } = data;
  const filtered = Boolean(choice.brand || choice.fuel || choice.price);
  const counts = new Map(data.jump.map((j) => [j.slug, j.count]));
  return (
    <main>
      <PageHeader
        crumbs={[{ label: "홈", to: data.home }, { label: copy.title }]}
        title={copy.title}
        description={copy.description}
        back={<BackButton fallback={data.home} historyBack={false} />}
        compact
      >
        <div className="mt-3 space-y-2 sm:mt-5 sm:space-y-4">
          <PriceChips selected={choice.price} />
          <ListFilterForm
            choice={choice}
            brands={data.brands}
            fuels={data.fuels}
            defaultSortLabel={DEFAULT_SORT_LABEL.list}
            keep={{ price: choice.price, group: choice.group }}
            action={pathname}
            label={`${copy.title} 목록 조건`}
          >
            <p
              className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-slate-500 dark:text-slate-400"
              aria-live="polite"
            >
              <span data-testid="result-count">총 {groupDigits(data.total)}대</span>
              {loading && <Spinner />}
            </p>
          </ListFilterForm>
        </div>
      </PageHeader>
      {data.unfiltered > 0 && (
        <SectionJumpBar
          links={data.jump}
          selected={choice.group}
          allHref={listQuery(choice, { group: "" })}
          allLabel="모든 차종"
          total={data.jump.reduce((n, j) => n + j.count, 0)}
          label="차종 바로가기"
        />
      )}
      <ListResults
        loading={loading}
        unfiltered={data.unfiltered}
        matched={data.total}
        filtered={filtered}
        empty={{
          title: copy.empty,
          description: "곧 새로운 차량으로 찾아뵙겠습니다. 원하시는 차량이 있으면 상담을 신청해주세요.",
        }}
        homeTo={data.home}
        clearTo={pathname}
      >
        <CardSections sections={data.sections} counts={counts} />
        <ListPager prev={data.prev} next={data.next} label={`${copy.title} 페이지`} />
      </ListResults>
    </main>
  );
}
