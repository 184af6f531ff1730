import { House, Search, SearchX, X } from "lucide-react";
import { useId, useRef } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation } from "react-router";
import { LazySuggestions } from "#app/components/catalogue/LazySuggestions";
import {
  ApplyButton,
  activeChoices,
  closeFold,
  FoldSummary,
  formQuery,
  ListPager,
  ListSelects,
} from "#app/components/catalogue/ListControls";
import { EmptyState, PageHeader } from "#app/components/catalogue/PageHeader";
import { PriceChips } from "#app/components/catalogue/PriceChips";
import { VehicleCardGrid } from "#app/components/catalogue/VehicleCard";
import { LeadForm } from "#app/components/lead/LeadForm";
import { buttonClass } from "#app/components/ui/button";
import { inputClass, Select } from "#app/components/ui/field";
import { Spinner } from "#app/components/ui/spinner";
import { appContext } from "#app/context";
import { homeOf, readSearchParams, redirectToCleanQuery, searchVehicles } from "#app/lib/catalogue.server";
import { cn } from "#app/lib/cn";
import { leadFormState, submitLeadForm } from "#app/lib/lead-form-post.server";
import { siteOrigin } from "#app/lib/origin.server";
import { pageMeta, rootOrigin, rootSiteName } from "#app/lib/seo";
import { brandByKey } from "#domain/brands";
import { pageQuery } from "#domain/paths";
import { DEPOSIT_BANDS, PRICE_CHIPS } from "#domain/pricing";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { BADGES } from "#domain/vehicle";
import { DEFAULT_SORT_LABEL, searchCount } from "#domain/vehicle-list";
import type { Route } from "./+types/search";

const SEARCH_TITLE = "차량 검색";

/** /search, /customer/search and /search/:searchTerm. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  redirectToCleanQuery(request);
  const query = pageQuery(request);
  const filters = readSearchParams(query, params.searchTerm);
  const home = homeOf(request);
  const basePath = home === "/customer" ? "/customer/search" : "/search";
  const jsonLd = [breadcrumbJsonLd(await siteOrigin(context, request), [{ name: SEARCH_TITLE, path: "/search" }])];
  const found = await searchVehicles(context.get(appContext), filters, query);
  // A search that found nothing offers a consultation about what was searched for.
  const leadForm =
    found.total === 0
      ? { state: leadFormState(request, context), retentionDays: context.get(appContext).config.inquiryRetentionDays }
      : null;
  return { filters, home, basePath, jsonLd, leadForm, ...found };
}

/** The consultation form of a search that found nothing, without JavaScript: the visitor's 희망 차량 is the lead's car. */
export const action = ({ request, context }: Route.ActionArgs) =>
  submitLeadForm({ request, context }, { source: "search" });

// Results are not indexed (their links are followed); /customer/search and /search/:searchTerm are aliases.
export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.filters.q;
  return pageMeta({
    title: q ? `'${q}' 검색 결과 | 장기렌트 차량 검색` : "차량 검색 | 장기렌트",
    description:
      "차량명, 보증금, 신차·중고차로 장기렌트 차량을 찾아보세요. 초성(ㄱㄹㅈ)이나 띄어쓰기 없이도 검색됩니다.",
    canonicalPath: q ? `/search?q=${encodeURIComponent(q)}` : "/search",
    origin: rootOrigin(matches),
    siteName: rootSiteName(matches),
    noindex: true,
  });
}

/** The address of the search without one of its choices (and from its first page). */
function withoutParam(search: string, name: string): string {
  const params = new URLSearchParams(search);
  params.delete(name);
  params.delete("cursor");
  const query = params.toString();
  return query ? `?${query}` : "";
}

export default function SearchPage({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, home, basePath, vehicles, choice, total, nearest, leadForm } = loaderData;
  const count = searchCount(total);
  const navigate = useNavigate();
  const inputRef = useRef<HTMLInputElement>(null);
  const ids = useId();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location.pathname.endsWith("search");
  const depositLabel = DEPOSIT_BANDS.find((b) => b.value === filters.deposit)?.label;
  const brandLabel = loaderData.brands.find((b) => b.value === choice.brand)?.label ?? brandByKey(choice.brand)?.label;
  const priceLabel = PRICE_CHIPS.find((c) => c.value && c.value === choice.price)?.label;
  const chip = (key: string, label: string) => ({
    key,
    label,
    href: { pathname: basePath, search: withoutParam(location.search, key) },
  });
  const chips = [
    filters.q && chip("q", `검색어: ${filters.q}`),
    depositLabel && chip("deposit", `보증금: ${depositLabel}`),
    filters.type && chip("type", `차종: ${filters.type}`),
    brandLabel && chip("brand", `브랜드: ${brandLabel}`),
    choice.fuel && chip("fuel", `연료: ${choice.fuel}`),
    priceLabel && chip("price", `월 렌트료: ${priceLabel}`),
  ].filter(Boolean) as { key: string; label: string; href: { pathname: string; search: string } }[];
  const submitClean = (form: HTMLFormElement | null) => {
    if (form) navigate({ pathname: basePath, search: formQuery(form) }, { preventScrollReset: true });
  };

  return (
    <main>
      <PageHeader
        crumbs={[{ label: "홈", to: home }, { label: SEARCH_TITLE }]}
        title={filters.q ? `'${filters.q}' 검색 결과` : SEARCH_TITLE}
        description="차량명 일부, 초성(예: ㄱㄹㅈ), 띄어쓰기 없이도 찾을 수 있어요."
        back={
          <Link to="/" className={buttonClass("outline", "md", "rounded-full")}>
            <House className="size-4" aria-hidden />
            홈으로
          </Link>
        }
        compact
      >
        {/* key: a new URL (chip removed, reset) re-renders the uncontrolled fields with its values. */}
        <Form
          key={location.search + location.pathname}
          method="get"
          action={basePath}
          role="search"
          aria-label="차량 검색"
          onSubmit={(event) => {
            event.preventDefault();
            submitClean(event.currentTarget);
            closeFold(event.currentTarget);
          }}
          className="mt-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:mt-5 sm:p-4 dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="flex items-end gap-2 sm:gap-3">
            <label className="block min-w-0 flex-1 space-y-1">
              {/* On a phone the box speaks for itself (its icon, its placeholder); the name stays for screen readers. */}
              <span className="sr-only text-xs font-semibold text-slate-600 sm:not-sr-only sm:block dark:text-slate-300">
                차량명
              </span>
              <span className="relative block">
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400"
                  aria-hidden
                />
                <input
                  ref={inputRef}
                  type="search"
                  name="q"
                  defaultValue={filters.q}
                  maxLength={100}
                  placeholder="차량명 (예: 그랜저, 쏘렌토, ㄱㄹㅈ)"
                  enterKeyHint="search"
                  className={cn(inputClass, "pl-9")}
                />
                <LazySuggestions
                  inputRef={inputRef}
                  searchHref={(query) => `${basePath}?q=${encodeURIComponent(query)}`}
                />
              </span>
            </label>
            <button type="submit" className={buttonClass("primary", "md", "shrink-0 px-4 sm:px-5")}>
              <Search className="size-4" aria-hidden />
              검색
            </button>
          </div>
          {/* 보증금, 차종 and the list's choices: folded into one row on a phone, a row of fields from 768 px up. */}
          <div className="relative mt-2 md:mt-3 md:flex md:items-end md:justify-between md:gap-4">
            <details className="group/fold fold-md min-w-0 md:flex-1">
              <FoldSummary label="상세 조건" active={activeChoices(choice, filters.deposit, filters.type)} />
              <div className="mt-3 grid grid-cols-2 items-end gap-2 border-t border-slate-100 pt-3 md:mt-0 md:flex md:flex-wrap md:gap-x-3 md:gap-y-2 md:border-0 md:pt-0 dark:border-slate-800">
                <div className="min-w-0 space-y-1 md:w-40">
                  <label
                    htmlFor={`${ids}-deposit`}
                    className="block text-xs font-semibold text-slate-600 dark:text-slate-300"
                  >
                    보증금
                  </label>
                  <Select
                    id={`${ids}-deposit`}
                    name="deposit"
                    defaultValue={filters.deposit}
                    className="h-11 py-0 text-sm"
                    onChange={(e) => submitClean(e.currentTarget.form)}
                  >
                    <option value="">전체</option>
                    {DEPOSIT_BANDS.map((band) => (
                      <option key={band.value} value={band.value}>
                        {band.label}
                      </option>
                    ))}
                  </Select>
                </div>
                <div className="min-w-0 space-y-1 md:w-36">
                  <label
                    htmlFor={`${ids}-type`}
                    className="block text-xs font-semibold text-slate-600 dark:text-slate-300"
                  >
                    차종
                  </label>
                  <Select
                    id={`${ids}-type`}
                    name="type"
                    defaultValue={filters.type}
                    className="h-11 py-0 text-sm"
                    onChange={(e) => submitClean(e.currentTarget.form)}
                  >
                    <option value="">전체</option>
                    {BADGES.map((badge) => (
                      <option key={badge} value={badge}>
                        {badge}
                      </option>
                    ))}
                  </Select>
                </div>
                {choice.price && <input type="hidden" name="price" value={choice.price} />}
                <ListSelects
                  choice={choice}
                  brands={loaderData.brands}
                  fuels={loaderData.fuels}
                  defaultSortLabel={DEFAULT_SORT_LABEL.search}
                  onChange={(select) => submitClean(select.form)}
                />
                <ApplyButton className="col-span-2" />
              </div>
            </details>
            {/* On a phone at the end of the folded row, from 768 px up beside the fields. */}
            <p
              className="absolute top-0 right-0 flex h-11 items-center gap-2 text-sm font-semibold whitespace-nowrap text-slate-600 md:static md:shrink-0 dark:text-slate-300"
              aria-live="polite"
            >
              <span data-testid="result-count">
                검색 결과 <strong className="text-brand-600 dark:text-brand-400">{count.shown}</strong>대
                {count.more && " 이상"}
              </span>
              {loading && <Spinner />}
            </p>
          </div>
        </Form>
        <div className="mt-2 sm:mt-3">
          <PriceChips selected={choice.price} />
        </div>

        {chips.length > 0 && (
          // One row on a phone (it scrolls sideways), wrapping from 640 px up.
          <div className="-mx-4 mt-2 flex items-center gap-2 overflow-x-auto px-4 sm:mx-0 sm:mt-3 sm:flex-wrap sm:overflow-visible sm:px-0">
            <ul aria-label="적용된 필터" className="flex shrink-0 gap-2 sm:shrink sm:flex-wrap">
              {chips.map((chip) => (
                <li key={chip.key} className="shrink-0">
                  <Link
                    to={chip.href}
                    preventScrollReset
                    aria-label={`${chip.label} 필터 삭제`}
                    data-testid="filter-chip"
                    className="inline-flex h-11 items-center gap-1 rounded-full bg-brand-50 pr-3 pl-4 text-sm font-semibold text-brand-700 ring-1 ring-brand-200 transition hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800 dark:hover:bg-brand-900"
                  >
                    {chip.label}
                    <X className="size-3.5" aria-hidden />
                  </Link>
                </li>
              ))}
            </ul>
            <Link
              to={basePath}
              className="inline-flex h-11 shrink-0 items-center px-2 text-sm font-semibold whitespace-nowrap text-slate-500 underline-offset-2 hover:text-slate-800 hover:underline dark:text-slate-400 dark:hover:text-slate-100"
            >
              전체 초기화
            </Link>
          </div>
        )}
      </PageHeader>

      <div
        className={cn("mx-auto max-w-7xl px-4 pt-4 pb-8 transition-opacity sm:px-6 sm:pt-8", loading && "opacity-60")}
        aria-busy={loading}
      >
        {total === 0 ? (
          <div className="space-y-10">
            <EmptyState
              icon={<SearchX className="size-10" aria-hidden />}
              title="검색 결과가 없습니다"
              description="검색어의 철자를 확인하거나 조건을 줄여 다시 검색해 보세요. 찾으시는 차를 남겨주시면 상담사가 찾아 드립니다."
            >
              <Link to={basePath} className={buttonClass("primary", "md", "rounded-full px-4")}>
                초기화
              </Link>
              <Link to={home} className={buttonClass("outline", "md", "rounded-full px-4")}>
                홈으로
              </Link>
            </EmptyState>
            {leadForm && (
              <div className="mx-auto max-w-2xl">
                <LeadForm
                  eyebrow="차량 찾기 상담"
                  title="찾으시는 차, 상담사가 찾아 드립니다"
                  description={<p>희망 차량을 남겨주시면 조건에 맞는 차량과 견적을 찾아 연락드립니다.</p>}
                  lead={{ source: "search" }}
                  vehicleDefault={filters.q}
                  retentionDays={leadForm.retentionDays}
                  state={leadForm.state}
                  result={actionData}
                  testId="search-lead-form"
                />
              </div>
            )}
            {nearest && nearest.vehicles.length > 0 && (
              <section aria-labelledby={`${ids}-nearest`} data-testid="nearest-cars">
                <h2 id={`${ids}-nearest`} className="mb-4 text-xl font-extrabold tracking-tight">
                  {nearest.relaxed === "conditions" ? `조건 없이 '${filters.q}' 검색 결과` : "많이 찾는 차량"}
                </h2>
                <VehicleCardGrid vehicles={nearest.vehicles} label="추천 차량" headingLevel="h3" />
              </section>
            )}
          </div>
        ) : (
          <div className="space-y-8">
            <VehicleCardGrid vehicles={vehicles} label="검색 결과" priorityCount={5} headingLevel="h2" />
            <ListPager prev={loaderData.prev} next={loaderData.next} label="검색 결과 페이지" />
          </div>
        )}
      </div>
    </main>
  );
}
