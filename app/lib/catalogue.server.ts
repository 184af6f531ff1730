import { redirect } from "react-router";
import { BRANDS, brandOf } from "#domain/brands";
import { DISPLAY_GROUPS } from "#domain/categories";
import { type PageQuery, pageQuery, searchQueryOf } from "#domain/paths";
import { DEPOSIT_BANDS, parseDepositBand } from "#domain/pricing";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { BADGES, type Badge, FUELS } from "#domain/vehicle";
import {
  BADGE_SECTIONS,
  type CardSection,
  choicePriceChip,
  LIST_GROUPS,
  LIST_PAGE_SIZE,
  LIST_SORTS,
  type ListChoice,
  type ListPageData,
  type ListSort,
  listGroupBySlug,
  listQuery,
  readListChoice,
  SEARCH_COUNT_LIMIT,
} from "#domain/vehicle-list";
import { toCardItem, type VehicleCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { countListings, countListingsBy } from "#server/services/catalogue/list-counts";
import { InvalidCursorError, type ListPage, type ListRequest, listPage } from "#server/services/catalogue/list-query";
import type { ListOrder, ListScope } from "#server/services/catalogue/list-scope";
import { searchNames } from "#server/services/catalogue/list-search";
import { toPublicVehicle, type VehicleRow } from "#server/services/catalogue/vehicle-view";

/**
 * A GET form sends its empty fields too (`?sort=&brand=kia&fuel=`): the lists redirect to the address without them
 * (values trimmed), so shared and kept addresses carry only what was chosen.
 */
export function redirectToCleanQuery(request: Request): void {
  const url = new URL(request.url);
  const entries = [...url.searchParams];
  if (!entries.some(([, value]) => value.trim() === "" || value !== value.trim())) return;
  const clean = new URLSearchParams(
    entries.map(([k, v]) => [k, v.trim()] as [string, string]).filter(([, v]) => v !== ""),
  );
  const query = clean.toString();
  throw redirect(`${url.pathname}${query ? `?${query}` : ""}`);
}

/** The home a page under /customer returns to, else the site home. */
export function homeOf(request: Request): "/" | "/customer" {
  const { pathname } = new URL(request.url);
  return pathname === "/customer" || pathname.startsWith("/customer/") ? "/customer" : "/";
}

/** A page of cards, the first page when the cursor is not ours (an old or hand-made address). */
async function pageOrFirst(ctx: AppContext, request: ListRequest): Promise<ListPage & { fromStart: boolean }> {
  try {
    return { ...(await listPage(ctx, request)), fromStart: false };
  } catch (error) {
    if (!(error instanceof InvalidCursorError)) throw error;
    return { ...(await listPage(ctx, { ...request, cursor: "" })), fromStart: true };
  }
}

/**
 * A sorted list's page: one run of cards under the sort's name (월 납입료 낮은순 …), whatever their sections, since a
 * sort is one list across them (the sections are the default order's); none for an empty page.
 */
function sortedRun(rows: VehicleRow[], sort: ListSort): CardSection[] {
  if (rows.length === 0) return [];
  const title = LIST_SORTS.find((s) => s.value === sort)!.label;
  return [{ title, slug: sort, cards: rows.map((row) => toCardItem(toPublicVehicle(row))) }];
}

/** Consecutive rows of one section become one run of cards. */
function sectionRuns(rows: VehicleRow[], sectionOf: (row: VehicleRow) => { title: string; slug: string }) {
  const runs: CardSection[] = [];
  for (const row of rows) {
    const section = sectionOf(row);
    const last = runs.at(-1);
    const card = toCardItem(toPublicVehicle(row));
    if (last && last.slug === section.slug) last.cards.push(card);
    else runs.push({ ...section, cards: [card] });
  }
  return runs;
}

/** The brand and fuel options of a list: those its listings have, with how many. */
async function filterOptions(ctx: AppContext, base: ListScope) {
  const [brandCounts, fuelCounts] = await Promise.all([
    countListingsBy(ctx, base, "brand"),
    countListingsBy(ctx, base, "fuel"),
  ]);
  return {
    brands: BRANDS.filter((b) => brandCounts.has(b.key)).map((b) => ({
      value: b.key,
      label: b.label,
      count: brandCounts.get(b.key)!,
    })),
    fuels: FUELS.filter((f) => fuelCounts.has(f)).map((f) => ({ value: f, label: f, count: fuelCounts.get(f)! })),
  };
}

/**
 * A search's brand and fuel options: the makes of the names it finds (read from the names, no listing counted) and
 * every fuel. Counting them over the results would cost a pass over every match.
 */
async function searchOptions(ctx: AppContext, q: string) {
  const brands = new Set((await searchNames(ctx, q)).map(brandOf));
  return {
    brands: BRANDS.filter((b) => brands.has(b.key)).map((b) => ({ value: b.key, label: b.label })),
    fuels: FUELS.map((f) => ({ value: f, label: f })),
  };
}

/** The filters of a choice as a scope (brand, fuel, price chip). */
function filterScope(choice: ListChoice): ListScope {
  return { brand: choice.brand || null, fuel: choice.fuel || null, price: choicePriceChip(choice) };
}

const pageQueries = (choice: ListChoice, page: ListPage, extra?: URLSearchParams) => ({
  next: page.next === null ? null : listQuery(choice, { cursor: page.next }, extra),
  prev: page.prev === null ? null : listQuery(choice, { cursor: page.prev }, extra),
});

/** Canonical paths of the new-car and used-car lists. */
const LIST_PATHS: Record<Badge, string> = { 신차: "/new-cars", 중고차: "/used-cars" };

/**
 * The new-car or used-car list: one badge, sorted, filtered (brand, fuel, price chip) and paged, in the display
 * groups 세단 / SUV / 수입차 / 일반번호판 구독카 (then 전기차 and the rest), or one of them (`?group=`); with the
 * breadcrumb (홈 / 신차 장기렌트) as JSON-LD on `origin`. The groups are the default order's: a sort (월 납입료,
 * 보증금, 최신 등록순, 인기순) is one list across them, or the chosen group's alone.
 */
export async function loadVehicleList(ctx: AppContext, request: Request, badge: Badge, origin: string) {
  const choice = readListChoice(pageQuery(request));
  const base: ListScope = { badges: [badge] };
  const filtered: ListScope = { ...base, ...filterScope(choice) };
  const group = listGroupBySlug(choice.group);
  const [page, groupCounts, unfiltered, options] = await Promise.all([
    pageOrFirst(ctx, {
      scope: { ...filtered, group },
      order: choice.sort,
      sections: "group",
      cursor: choice.cursor,
      limit: LIST_PAGE_SIZE,
    }),
    countListingsBy(ctx, filtered, "group"),
    countListings(ctx, base),
    filterOptions(ctx, base),
  ]);
  const shown = page.fromStart ? { ...choice, cursor: "" } : choice;
  const count = (rank: number) => groupCounts.get(rank) ?? 0;
  const total = group ? count(group.rank) : [...groupCounts.values()].reduce((a, b) => a + b, 0);
  let sections =
    choice.sort && !group
      ? sortedRun(page.rows, choice.sort)
      : sectionRuns(page.rows, (row) => listGroupBySlug(row.listGroup ?? "") ?? LIST_GROUPS.at(-1)!);
  // The first page in the default order names every display group, as the spec's lists do: those it has no room for
  // lead to their own list, the empty ones say so.
  if (!choice.sort && !group && page.prev === null) {
    sections = LIST_GROUPS.filter(
      (g) => (DISPLAY_GROUPS as readonly string[]).includes(g.title) || count(g.rank) > 0,
    ).map(
      (g) =>
        sections.find((s) => s.slug === g.slug) ?? {
          title: g.title,
          slug: g.slug,
          cards: [],
          ...(count(g.rank) > 0 ? { href: listQuery(choice, { group: g.slug }) } : {}),
        },
    );
  }
  const jump = LIST_GROUPS.filter(
    (g) => (DISPLAY_GROUPS as readonly string[]).includes(g.title) || count(g.rank) > 0,
  ).map((g) => ({ title: g.title, slug: g.slug, count: count(g.rank), href: listQuery(shown, { group: g.slug }) }));
  const jsonLd = [breadcrumbJsonLd(origin, [{ name: `${badge} 장기렌트`, path: LIST_PATHS[badge] }])];
  const data: ListPageData = {
    choice: shown,
    total,
    unfiltered,
    sections,
    jump,
    ...options,
    ...pageQueries(shown, page),
  };
  return { badge, home: homeOf(request), jsonLd, ...data };
}

/**
 * A category page's listings: its new cars, then its used cars (or one of them, `?type=`), sorted, filtered and paged
 * like the lists; a sort is one list of both (or of the chosen one).
 */
export async function loadCategoryList(ctx: AppContext, request: Request, category: string) {
  const query = pageQuery(request);
  const choice = readListChoice(query);
  const type = readBadge(query.get("type"));
  // `?type=` picks the section here, as on the search page; `group` has no meaning on a category page.
  const extra = type ? new URLSearchParams({ type }) : undefined;
  const base: ListScope = { category, badges: BADGES };
  const filtered: ListScope = { ...base, ...filterScope(choice) };
  const [page, badgeCounts, unfiltered, options] = await Promise.all([
    pageOrFirst(ctx, {
      scope: { ...filtered, badges: type ? [type] : BADGES },
      order: choice.sort,
      sections: "badge",
      cursor: choice.cursor,
      limit: LIST_PAGE_SIZE,
    }),
    countListingsBy(ctx, filtered, "badge"),
    countListings(ctx, base),
    filterOptions(ctx, base),
  ]);
  const shown = { ...(page.fromStart ? { ...choice, cursor: "" } : choice), group: "" };
  const count = (badge: Badge) => badgeCounts.get(badge) ?? 0;
  const titleOf = (badge: Badge) => BADGE_SECTIONS.find((s) => s.badge === badge)!.title;
  let sections =
    choice.sort && !type
      ? sortedRun(page.rows, choice.sort)
      : sectionRuns(page.rows, (row) => {
          const badge: Badge = row.listNew ? "신차" : "중고차";
          return { title: titleOf(badge), slug: badge };
        });
  if (!choice.sort && !type && page.prev === null) {
    sections = BADGES.map(
      (badge) =>
        sections.find((s) => s.slug === badge) ?? {
          title: titleOf(badge),
          slug: badge,
          cards: [],
          ...(count(badge) > 0 ? { href: listQuery(shown, {}, new URLSearchParams({ type: badge })) } : {}),
        },
    );
  }
  const jump = BADGES.map((badge) => ({
    title: titleOf(badge),
    slug: badge,
    count: count(badge),
    href: listQuery(shown, {}, new URLSearchParams({ type: badge })),
  }));
  const data: ListPageData = {
    choice: shown,
    total: type ? count(type) : count("신차") + count("중고차"),
    unfiltered,
    sections,
    jump,
    ...options,
    ...pageQueries(shown, page, extra),
  };
  return { ...data, type: type ?? "", counts: { 신차: count("신차"), 중고차: count("중고차") } };
}

/** `type` values besides the badges themselves. */
const TYPE_ALIASES: Record<string, Badge> = { new: "신차", used: "중고차" };

function readBadge(value: string | null): Badge | null {
  const raw = (value ?? "").trim().toLowerCase();
  return TYPE_ALIASES[raw] ?? ((BADGES as readonly string[]).includes(raw) ? (raw as Badge) : null);
}

export interface SearchParams {
  q: string;
  deposit: string;
  type: Badge | "";
}

/** Reads q (or the /search/:searchTerm segment), deposit and type, dropping unknown values. */
export function readSearchParams(query: PageQuery, searchTerm?: string): SearchParams {
  const q = searchQueryOf(query.get("q") ?? searchTerm);
  const deposit = parseDepositBand(query.get("deposit"))?.value ?? "";
  return { q, deposit, type: readBadge(query.get("type")) ?? "" };
}

/**
 * The site search: vehicles whose name matches q (Korean-aware, exact matches first, then names a few typos off), with
 * a plan in the deposit band, of the type, filtered by brand, fuel and price chip, in the chosen order, a page at a
 * time.
 */
export async function searchVehicles(ctx: AppContext, params: SearchParams, query: PageQuery) {
  const choice = { ...readListChoice(query), group: "" };
  const base: ListScope = {
    q: params.q,
    badges: params.type ? [params.type] : undefined,
    deposit: DEPOSIT_BANDS.find((b) => b.value === params.deposit) ?? null,
  };
  const order: ListOrder = choice.sort || "relevance";
  const scope = { ...base, ...filterScope(choice) };
  const [page, total, options] = await Promise.all([
    pageOrFirst(ctx, { scope, order, cursor: choice.cursor, limit: LIST_PAGE_SIZE }),
    countListings(ctx, scope, SEARCH_COUNT_LIMIT),
    params.q ? searchOptions(ctx, params.q) : filterOptions(ctx, base),
  ]);
  const shown = page.fromStart ? { ...choice, cursor: "" } : choice;
  const extra = new URLSearchParams(
    Object.entries({ q: params.q, deposit: params.deposit, type: params.type }).filter(([, value]) => value),
  );
  return {
    choice: shown,
    total,
    vehicles: page.rows.map((row) => toCardItem(toPublicVehicle(row))),
    // A search that found nothing still shows cars: the visitor is not sent away empty-handed.
    nearest: total === 0 ? await nearestCars(ctx, base, scope) : null,
    ...options,
    ...pageQueries(shown, page, extra),
  };
}

/** How many cars a search that found nothing shows instead. */
const NEAREST_COUNT = 6;

/**
 * The cars nearest to a search that found nothing: its words without the chosen conditions (보증금, 차종, brand,
 * fuel, price) when there were any, else the most viewed listings. `relaxed` says which, for the page's heading.
 */
async function nearestCars(
  ctx: AppContext,
  base: ListScope,
  scope: ListScope,
): Promise<{ relaxed: "conditions" | "popular"; vehicles: VehicleCardItem[] }> {
  const cards = (page: ListPage) => page.rows.map((row) => toCardItem(toPublicVehicle(row)));
  const conditioned = Object.entries(scope).some(([key, value]) => key !== "q" && value);
  if (base.q && conditioned) {
    const words = await listPage(ctx, { scope: { q: base.q }, order: "relevance", limit: NEAREST_COUNT });
    if (words.rows.length > 0) return { relaxed: "conditions", vehicles: cards(words) };
  }
  const popular = await listPage(ctx, { scope: {}, order: "popular", limit: NEAREST_COUNT });
  return { relaxed: "popular", vehicles: cards(popular) };
}
