import { Newspaper } from "lucide-react";
import { useLocation, useNavigation } from "react-router";
import { BoardPostList } from "#app/components/catalogue/BoardPosts";
import {
  CardSections,
  ListFilterForm,
  ListPager,
  ListResults,
  SectionJumpBar,
} from "#app/components/catalogue/ListControls";
import { EmptyState, PageHeader } from "#app/components/catalogue/PageHeader";
import { PriceChips } from "#app/components/catalogue/PriceChips";
import { BackButton } from "#app/components/ui/back-button";
import { Spinner } from "#app/components/ui/spinner";
import { appContext } from "#app/context";
import { loadCategoryList, redirectToCleanQuery } from "#app/lib/catalogue.server";
import { notFound } from "#app/lib/not-found";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { telHref, useSiteConfig } from "#app/lib/site";
import { canonicalCategory, NO_DEPOSIT_CATEGORY } from "#domain/categories";
import { groupDigits } from "#domain/number-text";
import { categoryPath } from "#domain/paths";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { DEFAULT_SORT_LABEL, listQuery } from "#domain/vehicle-list";
import { listBoardPosts } from "#server/services/catalogue/list-board-posts";
import type { Route } from "./+types/category";

/** Every alias route of the listing (/vehicle-detail, /customer/vehicle-detail, /customer/vehicles, /vehicle) lands here. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const home = new URL(request.url).pathname.startsWith("/customer/") ? "/customer" : "/";
  const category = canonicalCategory(params.category);
  if (!category) throw notFound(VEHICLE_NOT_FOUND);
  // The breadcrumb the page shows, with canonical addresses whichever alias served it.
  const jsonLd = [
    breadcrumbJsonLd(await siteOrigin(context, request), [{ name: category, path: categoryPath(category) }]),
  ];
  if (category === NO_DEPOSIT_CATEGORY) {
    return { kind: "board" as const, home, category, jsonLd, posts: await listBoardPosts(context.get(appContext)) };
  }
  redirectToCleanQuery(request);
  return {
    kind: "vehicles" as const,
    home,
    category,
    jsonLd,
    ...(await loadCategoryList(context.get(appContext), request, category)),
  };
}

// Every alias of a category page (/customer/…, /vehicle/…) has the /vehicle-detail/{slug} address as canonical.
export function meta({ loaderData, matches }: Route.MetaArgs) {
  // An unknown category never reaches here: the site layout's boundary gives its 404 title and noindex.
  if (!loaderData) return [];
  const site = { origin: rootOrigin(matches), siteName: rootSiteName(matches) };
  if (loaderData.kind === "board") {
    return pageMeta({
      title: "무보증 리스트 | 보증금 없이 바로 출고",
      description: "보증금 없이 바로 출고 가능한 장기렌트 차량을 모아 안내합니다.",
      canonicalPath: categoryPath(NO_DEPOSIT_CATEGORY),
      ...site,
    });
  }
  const { category, counts } = loaderData;
  return pageMeta({
    title: `${category} 장기렌트 | 신차·중고차`,
    description: `${category} 신차 장기렌트 ${counts.신차}대, 중고차 장기렌트 ${counts.중고차}대의 월 렌트료와 보증금을 비교해 보세요.`,
    canonicalPath: categoryPath(category),
    ...site,
  });
}

export default function CategoryPage({ loaderData }: Route.ComponentProps) {
  const site = useSiteConfig();
  const homeCrumb = { label: "홈", to: loaderData.home };
  const back = <BackButton fallback={loaderData.home} />;

  if (loaderData.kind === "board") {
    const { posts } = loaderData;
    return (
      <main>
        <PageHeader
          crumbs={[homeCrumb, { label: NO_DEPOSIT_CATEGORY }]}
          title={NO_DEPOSIT_CATEGORY}
          description={`보증금 없이 바로 출고 가능한 차량을 모았습니다. 사진을 눌러 자세히 보고 ${site.messengerUrl ? "카카오톡으로" : "전화로"} 문의하세요.`}
          back={back}
        >
          <p className="mt-3 text-sm font-semibold text-slate-500 dark:text-slate-400">게시글 {posts.length}개</p>
        </PageHeader>
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
          {posts.length === 0 ? (
            <EmptyState
              icon={<Newspaper className="size-10" aria-hidden />}
              title="게시글이 없습니다"
              description="등록된 무보증 차량이 없습니다. 곧 새로운 차량으로 찾아뵙겠습니다."
            />
          ) : (
            <BoardPostList posts={posts} messengerUrl={site.messengerUrl || telHref(site.phone)} />
          )}
        </div>
      </main>
    );
  }

  return <CategoryVehicles data={loaderData} back={back} homeCrumb={homeCrumb} />;
}

function CategoryVehicles({
  data,
  back,
  homeCrumb,
}: {
  data: Extract<Route.ComponentProps["loaderData"], { kind: "vehicles" }>;
  back: React.ReactNode;
  homeCrumb: { label: string; to: string };
}) {
  const { category, choice, counts } = data;
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname === pathname;
  const filtered = Boolean(choice.brand || choice.fuel || choice.price);
  const typeQuery = data.type ? new URLSearchParams({ type: data.type }) : undefined;
  return (
    <main>
      <PageHeader
        crumbs={[homeCrumb, { label: category }]}
        title={category}
        description={`${category} 신차·중고차 장기렌트 차량의 최저 월 렌트료를 한눈에 비교해 보세요.`}
        back={back}
        compact
      >
        <div className="mt-3 space-y-2 sm:mt-5 sm:space-y-4">
          <PriceChips selected={choice.price} />
          <ListFilterForm
            choice={choice}
            brands={data.brands}
            fuels={data.fuels}
            defaultSortLabel={DEFAULT_SORT_LABEL.list}
            keep={{ price: choice.price, type: data.type }}
            action={pathname}
            label={`${category} 목록 조건`}
          >
            <p
              className="flex items-center gap-2 text-sm font-semibold whitespace-nowrap text-slate-500 dark:text-slate-400"
              aria-live="polite"
            >
              <span data-testid="result-count">
                신차 {groupDigits(counts.신차)}대 · 중고차 {groupDigits(counts.중고차)}대
              </span>
              {loading && <Spinner />}
            </p>
          </ListFilterForm>
        </div>
      </PageHeader>
      {data.unfiltered > 0 && (
        <SectionJumpBar
          links={data.jump}
          selected={data.type}
          allHref={listQuery(choice)}
          allLabel="신차·중고차"
          total={counts.신차 + counts.중고차}
          label="신차·중고차 바로가기"
        />
      )}
      <ListResults
        loading={loading}
        unfiltered={data.unfiltered}
        matched={data.total}
        filtered={filtered}
        empty={{
          title: "이 카테고리에 차량이 없습니다",
          description: "다른 카테고리를 둘러보거나 빠른 상담을 신청해주세요.",
        }}
        homeTo={homeCrumb.to}
        clearTo={{ pathname, search: listQuery({ ...choice, brand: "", fuel: "", price: "" }, {}, typeQuery) }}
      >
        <CardSections
          sections={data.sections}
          counts={
            new Map([
              ["신차", counts.신차],
              ["중고차", counts.중고차],
            ])
          }
          emptyText={(title) => (title.startsWith("신차") ? "등록된 신차가 없습니다" : "등록된 중고차가 없습니다")}
        />
        <ListPager prev={data.prev} next={data.next} label={`${category} 페이지`} />
      </ListResults>
    </main>
  );
}
