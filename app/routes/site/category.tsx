import { CarFront, Newspaper } from "lucide-react";
import { Link } from "react-router";
import { BoardPostList } from "#app/components/catalogue/BoardPosts";
import { BackButton, EmptyState, PageHeader, SectionTitle } from "#app/components/catalogue/PageHeader";
import { VehicleCardGrid } from "#app/components/catalogue/VehicleCard";
import { buttonClass } from "#app/components/ui/button";
import { appContext } from "#app/context";
import { notFound } from "#app/lib/not-found";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { useSiteConfig } from "#app/lib/site";
import { canonicalCategory, NO_DEPOSIT_CATEGORY } from "#domain/categories";
import { categoryPath } from "#domain/paths";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { isNewCar, isUsedCar, toCardItem, type VehicleCardItem } from "#domain/vehicle-parts";
import { listBoardPosts } from "#server/services/catalogue/list-board-posts";
import { listEssentialVehicles } from "#server/services/catalogue/list-essential-vehicles";
import type { Route } from "./+types/category";

/** Every alias route of the listing (/vehicle-detail, /customer/vehicle-detail, /customer/vehicles, /vehicle) lands here. */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const home = new URL(request.url).pathname.startsWith("/customer/") ? "/customer" : "/";
  const category = canonicalCategory(params.category);
  if (!category) throw notFound(VEHICLE_NOT_FOUND);
  // The breadcrumb the page shows, with canonical addresses whichever alias served it.
  const jsonLd = [breadcrumbJsonLd(siteOrigin(context, request), [{ name: category, path: categoryPath(category) }])];
  if (category === NO_DEPOSIT_CATEGORY) {
    return { kind: "board" as const, home, category, jsonLd, posts: await listBoardPosts(context.get(appContext)) };
  }
  const vehicles = await listEssentialVehicles(context.get(appContext), { category });
  return {
    kind: "vehicles" as const,
    home,
    category,
    jsonLd,
    newCars: vehicles.filter(isNewCar).map(toCardItem),
    usedCars: vehicles.filter(isUsedCar).map(toCardItem),
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
  const { category, newCars, usedCars } = loaderData;
  return pageMeta({
    title: `${category} 장기렌트 | 신차·중고차`,
    description: `${category} 신차 장기렌트 ${newCars.length}대, 중고차 장기렌트 ${usedCars.length}대의 월 렌트료와 보증금을 비교해 보세요.`,
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
          description="보증금 없이 바로 출고 가능한 차량을 모았습니다. 사진을 눌러 자세히 보고 카카오톡으로 문의하세요."
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
            <BoardPostList posts={posts} messengerUrl={site.messengerUrl} />
          )}
        </div>
      </main>
    );
  }

  const { category, newCars, usedCars } = loaderData;
  const empty = newCars.length === 0 && usedCars.length === 0;
  return (
    <main>
      <PageHeader
        crumbs={[homeCrumb, { label: category }]}
        title={category}
        description={`${category} 신차·중고차 장기렌트 차량의 최저 월 렌트료를 한눈에 비교해 보세요.`}
        back={back}
      >
        <p className="mt-3 text-sm font-semibold text-slate-500 dark:text-slate-400">
          신차 {newCars.length}대 · 중고차 {usedCars.length}대
        </p>
      </PageHeader>
      <div className="mx-auto max-w-7xl space-y-10 px-4 py-8 sm:px-6">
        {empty ? (
          <EmptyState
            icon={<CarFront className="size-10" aria-hidden />}
            title="이 카테고리에 차량이 없습니다"
            description="다른 카테고리를 둘러보거나 빠른 상담을 신청해주세요."
          >
            <Link to={loaderData.home} className={buttonClass("primary", "md", "rounded-full px-4")}>
              홈으로
            </Link>
          </EmptyState>
        ) : (
          <>
            <CardSection
              id="new-cars"
              title="신차 장기렌트"
              vehicles={newCars}
              emptyText="등록된 신차가 없습니다"
              priorityCount={4}
            />
            <CardSection
              id="used-cars"
              title="중고차 장기렌트"
              vehicles={usedCars}
              emptyText="등록된 중고차가 없습니다"
            />
          </>
        )}
      </div>
    </main>
  );
}

function CardSection({
  id,
  title,
  vehicles,
  emptyText,
  priorityCount = 0,
}: {
  id: string;
  title: string;
  vehicles: readonly VehicleCardItem[];
  emptyText: string;
  priorityCount?: number;
}) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <SectionTitle id={id} title={title} count={vehicles.length} />
      {vehicles.length === 0 ? (
        <p className="rounded-2xl bg-slate-50 px-4 py-8 text-center text-sm text-slate-500 dark:bg-slate-900 dark:text-slate-400">
          {emptyText}
        </p>
      ) : (
        <VehicleCardGrid vehicles={vehicles} label={title} priorityCount={priorityCount} />
      )}
    </section>
  );
}
