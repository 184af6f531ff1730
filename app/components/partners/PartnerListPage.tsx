import { RotateCcw, Search, SearchX, X } from "lucide-react";
import { useId } from "react";
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { ListPager } from "#app/components/catalogue/ListControls";
import { BackButton } from "#app/components/ui/back-button";
import { Button, buttonClass } from "#app/components/ui/button";
import { Input, Options, Select } from "#app/components/ui/field";
import { cn } from "#app/lib/cn";
import { categorySlug, PARTNER_CATEGORIES } from "#domain/categories";
import { groupDigits } from "#domain/number-text";
import {
  PARTNER_DEPOSIT_BANDS,
  PARTNER_VEHICLE_TYPES,
  type PartnerCard,
  type PartnerListFilter,
} from "#domain/partner-filters";
import { searchCount } from "#domain/vehicle-list";
import { PartnerCardGrid } from "./PartnerVehicleCard";

export interface PartnerListData {
  badge: "신차" | "중고차";
  filter: PartnerListFilter;
  /** Listings of the badge. */
  total: number;
  /** Listings matching the filter (the pages hold them 24 at a time). */
  matched: number;
  cards: PartnerCard[];
  next: string | null;
  prev: string | null;
}

/** The query of another page of the list: the filter's fields and the cursor. */
function pageQuery(filter: PartnerListFilter, cursor: string | null): string | null {
  if (cursor === null) return null;
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.type) params.set("type", filter.type);
  if (filter.deposit) params.set("deposit", filter.deposit);
  if (filter.category) params.set("category", categorySlug(filter.category));
  if (cursor) params.set("cursor", cursor);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/**
 * /partners/new-cars and /partners/used-cars: back button, title, a GET form (name, 차종, 보증금, and the category
 * the home page's 모두 보기 chose) whose values live in the URL and are applied by the server, the count as N대, and
 * a page of cards (newest first) with links to the pages around it, or the empty text.
 */
export function PartnerListPage({ title, path, data }: { title: string; path: string; data: PartnerListData }) {
  const { filter, cards, total, matched } = data;
  const submit = useSubmit();
  const navigation = useNavigation();
  const searching = navigation.state === "loading" && navigation.location?.pathname === path;
  const id = useId();
  const filtered = Boolean(filter.q || filter.type || filter.deposit || filter.category);
  const categoryLabel = PARTNER_CATEGORIES.find((c) => c.value === filter.category)?.label;
  return (
    <main className="mx-auto max-w-7xl px-4 pt-5 pb-16 sm:px-6">
      <BackButton fallback="/partners" />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl dark:text-white">{title}</h1>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {filtered ? `전체 ${groupDigits(total)}대 중 ` : ""}
          <strong
            className="text-lg font-extrabold text-brand-700 tabular-nums dark:text-brand-300"
            data-testid="result-count"
          >
            {searchCount(matched).shown}대
          </strong>
          {searchCount(matched).more && " 이상"}
        </p>
      </div>

      <Form
        method="get"
        action={path}
        role="search"
        aria-label={`${title} 검색`}
        className="mt-4 grid grid-cols-2 gap-2 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm sm:grid-cols-[minmax(0,1fr)_150px_170px_auto] sm:items-center dark:border-slate-800 dark:bg-slate-900"
        onChange={(event) => {
          // A select applies at once; the name applies with 검색 (or Enter).
          if (event.target instanceof HTMLSelectElement) submit(event.currentTarget, { replace: true });
        }}
      >
        {filter.category && <input type="hidden" name="category" value={categorySlug(filter.category)} />}
        <div className="relative col-span-2 sm:col-span-1">
          <label htmlFor={`${id}-q`} className="sr-only">
            차량명 검색
          </label>
          <Search
            className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-slate-400"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            defaultValue={filter.q}
            placeholder="차량명으로 검색"
            className="pl-10"
            key={`q-${filter.q}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-type`} className="sr-only">
            차종
          </label>
          <Select id={`${id}-type`} name="type" defaultValue={filter.type ?? ""} key={`type-${filter.type}`}>
            <option value="">차종 전체</option>
            <Options values={PARTNER_VEHICLE_TYPES} />
          </Select>
        </div>
        <div>
          <label htmlFor={`${id}-deposit`} className="sr-only">
            보증금
          </label>
          <Select
            id={`${id}-deposit`}
            name="deposit"
            defaultValue={filter.deposit ?? ""}
            key={`deposit-${filter.deposit}`}
          >
            <option value="">보증금 전체</option>
            <Options values={PARTNER_DEPOSIT_BANDS} />
          </Select>
        </div>
        <div className="col-span-2 flex gap-2 sm:col-span-1">
          <Button type="submit" className="flex-1 sm:flex-none" disabled={searching}>
            검색
          </Button>
          {filtered && (
            <Link to={path} className={buttonClass("ghost", "md")} aria-label="검색 조건 초기화">
              <RotateCcw className="size-4" aria-hidden />
              <span className="sm:sr-only">초기화</span>
            </Link>
          )}
        </div>
      </Form>

      {categoryLabel && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Link
            to={pageQuery({ ...filter, category: null }, "") || path}
            aria-label={`카테고리: ${categoryLabel} 필터 삭제`}
            className="inline-flex h-11 items-center gap-1 rounded-full bg-brand-50 pr-3 pl-4 font-semibold text-brand-700 ring-1 ring-brand-200 hover:bg-brand-100 dark:bg-brand-950 dark:text-brand-200 dark:ring-brand-800"
          >
            카테고리: {categoryLabel}
            <X className="size-3.5" aria-hidden />
          </Link>
        </p>
      )}

      <div className={cn("mt-6 space-y-8 transition-opacity", searching && "opacity-60")}>
        {cards.length > 0 ? (
          <>
            <PartnerCardGrid cards={cards} label={`${title} 목록`} detailed priorityCount={4} headingLevel={2} />
            <ListPager
              prev={pageQuery(filter, data.prev)}
              next={pageQuery(filter, data.next)}
              label={`${title} 페이지`}
            />
          </>
        ) : (
          <div
            data-testid="empty-state"
            className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white/60 px-6 py-14 text-center dark:border-slate-700 dark:bg-slate-900/50"
          >
            <SearchX className="mb-1 size-9 text-slate-400" aria-hidden />
            <p className="text-base font-bold text-slate-800 dark:text-slate-100">조건에 맞는 차량이 없습니다</p>
            <p className="text-sm text-slate-500 dark:text-slate-400">다른 검색 조건을 시도해보세요</p>
          </div>
        )}
      </div>
    </main>
  );
}
