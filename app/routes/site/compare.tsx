import { Info, Scale } from "lucide-react";
import { useMatches } from "react-router";
import { Breadcrumb, BrowseLinks } from "#app/components/catalogue/PageHeader";
import { CompareTable } from "#app/components/compare/CompareTable";
import { LeadForm } from "#app/components/lead/LeadForm";
import { buttonClass } from "#app/components/ui/button";
import { ShareButton } from "#app/components/ui/share-button";
import { appContext } from "#app/context";
import { leadFormState, submitLeadForm } from "#app/lib/lead-form-post.server";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { COMPARE_MAX, COMPARE_MIN } from "#domain/car-lists";
import type { Comparison } from "#domain/compare";
import { carsVehicleText, type PageLead } from "#domain/lead-form";
import { fitDescription } from "#domain/page-meta";
import { pageQuery } from "#domain/paths";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { type LeftOutCar, loadComparison } from "#server/services/catalogue/compare-vehicles";
import type { Route } from "./+types/compare";

export async function loader({ context, request }: Route.LoaderArgs) {
  // Read from the URL only: the page is kept and served to every visitor of that URL.
  const page = await loadComparison(context.get(appContext), pageQuery(request).get("cars"));
  const jsonLd = [breadcrumbJsonLd(await siteOrigin(context, request), [{ name: "차량 비교", path: "/compare" }])];
  return {
    ...page,
    jsonLd,
    retentionDays: context.get(appContext).config.inquiryRetentionDays,
    leadForm: leadFormState(request, context),
  };
}

/** The cars a lead from this comparison is about, or null when there is no comparison to ask about. */
function compareLead(comparison: Comparison | null): PageLead | null {
  if (!comparison) return null;
  const cars = comparison.cars.map(({ slug, name }) => ({ slug, name }));
  return { source: "compare", vehicle: carsVehicleText(cars.map((c) => c.name)), cars };
}

/** 이 차량들로 상담 신청 without JavaScript: the cars are the ones the address compares, read again here. */
export const action = async ({ context, request }: Route.ActionArgs) =>
  submitLeadForm(
    { request, context },
    compareLead((await loadComparison(context.get(appContext), pageQuery(request).get("cars"))).comparison),
  );

export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const names = loaderData?.comparison?.cars.map((c) => c.name) ?? [];
  return pageMeta({
    title: names.length ? `${names.join(" vs ")} 비교` : "차량 비교",
    description: names.length
      ? fitDescription(
          [
            `${names.join(", ")}의 월 렌트료, 보증금, 옵션, 보험을 한눈에 비교하세요.`,
            "고른 차량의 월 렌트료, 보증금, 옵션, 보험을 한눈에 비교하세요.",
          ],
          [],
        )
      : `장기렌트 차량을 ${COMPARE_MIN}~${COMPARE_MAX}대 골라 월 렌트료, 보증금, 옵션, 보험을 한눈에 비교하세요.`,
    canonicalPath: loaderData?.canonicalPath ?? "/compare",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
    // Without two cars to compare there is nothing for search results.
    noindex: !loaderData?.comparison,
  });
};

/** What became of a car the address named. */
function leftOutText(car: LeftOutCar): string {
  return car.reason === "sold"
    ? `${car.name}: 판매완료된 차량이라 비교에서 뺐습니다.`
    : `${car.name}: 판매가 종료된 차량이라 비교에서 뺐습니다.`;
}

function LeftOutNotice({ cars }: { cars: readonly LeftOutCar[] }) {
  if (cars.length === 0) return null;
  return (
    <div
      data-testid="compare-left-out"
      className="mb-4 flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3.5 text-sm text-amber-950 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <Info className="mt-0.5 size-4.5 shrink-0" aria-hidden />
      <div>
        <p className="font-bold">일부 차량은 비교할 수 없습니다</p>
        <ul className="mt-1 space-y-0.5 break-keep [overflow-wrap:anywhere] text-amber-900/90 dark:text-amber-100/90">
          {cars.map((car) => (
            <li key={car.slug}>{leftOutText(car)}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function EmptyState({ count }: { count: number }) {
  return (
    <div
      data-testid="compare-empty"
      className="flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-12 text-center dark:border-slate-700 dark:bg-slate-900/60"
    >
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-brand-50 text-brand-700 dark:bg-brand-950 dark:text-brand-300">
        <Scale className="size-7" aria-hidden />
      </span>
      <h2 className="mt-4 text-lg font-extrabold text-slate-900 dark:text-white">
        비교할 차량을 {COMPARE_MIN}대 이상 골라주세요
      </h2>
      <p className="mt-2 max-w-md text-sm leading-relaxed text-slate-600 dark:text-slate-400">
        {count === 1 ? "지금은 1대만 골랐습니다. " : ""}
        차량 목록에서 각 차량의 <strong className="font-bold">비교</strong> 버튼을 누르면 최대 {COMPARE_MAX}대까지 담을
        수 있고, 화면 아래 비교함에서 비교하기를 누르면 이 페이지에서 나란히 볼 수 있습니다.
      </p>
      <BrowseLinks />
    </div>
  );
}

export default function ComparePage({ loaderData, actionData }: Route.ComponentProps) {
  const { comparison, slugs, leftOut, canonicalPath } = loaderData;
  const origin = rootOrigin(useMatches());
  const lead = compareLead(comparison);
  return (
    <main className="bg-slate-50/70 pb-16 dark:bg-slate-950" data-testid="compare-page">
      <div className="mx-auto max-w-7xl px-4 pt-4 sm:px-6">
        <Breadcrumb items={[{ label: "홈", to: "/" }, { label: "차량 비교" }]} />
        <div className="mt-3 mb-5 flex flex-wrap items-end justify-between gap-2">
          <div>
            <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">
              차량 비교
            </h1>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
              월 렌트료는 VAT 포함 금액입니다. 항목마다 가장 좋은 조건에 <strong className="font-bold">최저</strong>·
              <strong className="font-bold">최신</strong>·<strong className="font-bold">최고</strong> 표시를 달았습니다.
            </p>
          </div>
          {comparison && (
            <ShareButton
              url={`${origin}${canonicalPath}`}
              title={`차량 비교: ${comparison.cars.map((c) => c.name).join(" vs ")}`}
              className={buttonClass("outline", "md")}
            />
          )}
        </div>
        <LeftOutNotice cars={leftOut} />
        {comparison ? <CompareTable comparison={comparison} slugs={slugs} /> : <EmptyState count={slugs.length} />}
        {lead && (
          <div className="mx-auto mt-10 max-w-2xl">
            <LeadForm
              eyebrow="비교 상담"
              title="비교한 차량으로 상담 신청"
              description={
                <p>고르신 {lead.cars?.length}대의 조건을 비교해 가장 맞는 견적을 상담사가 안내해 드립니다.</p>
              }
              lead={lead}
              retentionDays={loaderData.retentionDays}
              state={loaderData.leadForm}
              result={actionData}
              testId="compare-lead-form"
            />
          </div>
        )}
      </div>
    </main>
  );
}
