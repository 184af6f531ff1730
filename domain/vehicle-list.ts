/**
 * What a visitor chooses on the vehicle lists (`/new-cars`, `/used-cars`, category pages, `/search`): the order,
 * the brand, the fuel, the price chip and the section, all read from and written to the URL so a list can be
 * shared and works without JavaScript; and what a card says about the plan behind its price.
 */
import { brandByKey } from "./brands";
import { categorySlug, DISPLAY_GROUP_CATEGORIES, DISPLAY_GROUPS, VEHICLE_CATEGORIES } from "./categories";
import { groupDigits } from "./number-text";
import type { PageQuery, PageQueryParam } from "./paths";
import { lowestPriceRow, type PriceChip, parsePriceChip } from "./pricing";
import { BADGES, type Badge, FUELS, type PriceRow } from "./vehicle";
import type { VehicleCardItem } from "./vehicle-parts";

export const LIST_SORTS = [
  { value: "price-asc", label: "월 납입료 낮은순" },
  { value: "price-desc", label: "월 납입료 높은순" },
  { value: "deposit-asc", label: "보증금 낮은순" },
  { value: "newest", label: "최신 등록순" },
  { value: "popular", label: "인기순" },
] as const;
export type ListSort = (typeof LIST_SORTS)[number]["value"];

/** The order when none is chosen: the lists keep the order the catalogue was curated in, search puts exact names first. */
export const DEFAULT_SORT_LABEL = { list: "기본순", search: "정확도순" } as const;

/** How many cards a page of a list shows. */
export const LIST_PAGE_SIZE = 20;

/** A search counts its results up to this many; past it the page says "1,000대 이상". */
export const SEARCH_COUNT_LIMIT = 1000;

/** A search's count as the page writes it: `37`, or `1,000` with 이상 after it. */
export function searchCount(total: number): { shown: string; more: boolean } {
  const more = total > SEARCH_COUNT_LIMIT;
  return { shown: groupDigits(Math.min(total, SEARCH_COUNT_LIMIT)), more };
}

/** A list's choices as read from the URL; empty strings are 전체 (no filter), `sort: ""` the default order. */
export interface ListChoice {
  sort: ListSort | "";
  /** A brand key (`hyundai`, `benz` …) from `brands.ts`. */
  brand: string;
  fuel: (typeof FUELS)[number] | "";
  /** The price chip's value (`40-60` …). */
  price: string;
  /** The section: a display group's slug on the new-car and used-car lists (`세단`, `SUV`, `수입차` …). */
  group: string;
  /** The position in the list, as the previous page handed it out. */
  cursor: string;
}

export const EMPTY_CHOICE: ListChoice = { sort: "", brand: "", fuel: "", price: "", group: "", cursor: "" };

/** The URL parameters of a list, in the order they are written. */
export const LIST_PARAMS = ["sort", "brand", "fuel", "price", "group", "cursor"] as const;

/** Cursors are short: a sort key or two and an id. Anything longer is not one of ours. */
const MAX_CURSOR = 200;

/** Reads the list choices from a URL's parameters; unknown values fall back to 전체 and the default order. */
export function readListChoice(query: PageQuery): ListChoice {
  const get = (name: PageQueryParam) => (query.get(name) ?? "").trim();
  const sort = get("sort");
  const fuel = get("fuel");
  const cursor = get("cursor");
  return {
    sort: LIST_SORTS.some((s) => s.value === sort) ? (sort as ListSort) : "",
    brand: brandByKey(get("brand"))?.key ?? "",
    fuel: (FUELS as readonly string[]).includes(fuel) ? (fuel as ListChoice["fuel"]) : "",
    price: parsePriceChip(get("price"))?.value ?? "",
    group: listGroupBySlug(get("group"))?.slug ?? "",
    cursor: cursor.length <= MAX_CURSOR && /^[A-Za-z0-9_-]+$/.test(cursor) ? cursor : "",
  };
}

/**
 * The query string of a list with some choices changed (`?sort=price-asc&brand=kia`), or `""` for none. Any change
 * of filter or order starts again from the first page, so the cursor goes unless it is what changes.
 */
export function listQuery(choice: ListChoice, change: Partial<ListChoice> = {}, extra?: URLSearchParams): string {
  const next: ListChoice = { ...choice, ...change };
  if (!("cursor" in change)) next.cursor = "";
  const params = new URLSearchParams(extra);
  for (const name of LIST_PARAMS) {
    params.delete(name);
    if (next[name]) params.set(name, next[name]);
  }
  const query = params.toString();
  return query ? `?${query}` : "";
}

// ---------------------------------------------------------------------------------------------
// Sections: the display groups of the new-car and used-car lists
// ---------------------------------------------------------------------------------------------

/** Title of the section for vehicles of a category outside the groups that is not a known category either. */
export const OTHER_GROUP = "기타";

export interface ListGroup {
  title: string;
  /** URL value of `?group=` and the anchor of its heading. */
  slug: string;
  /** Place in the list: 세단, SUV, 수입차, 일반번호판 구독카, then the other categories (전기차), then 기타. */
  rank: number;
}

/** The sections in list order: the four display groups, the vehicle categories outside them, and 기타. */
export const LIST_GROUPS: readonly ListGroup[] = [
  ...DISPLAY_GROUPS,
  ...VEHICLE_CATEGORIES.filter((c) => !DISPLAY_GROUPS.some((g) => DISPLAY_GROUP_CATEGORIES[g].includes(c))),
  OTHER_GROUP,
].map((title, rank) => ({ title, slug: categorySlug(title), rank }));

export function listGroupBySlug(slug: string): ListGroup | null {
  return LIST_GROUPS.find((g) => g.slug === slug || g.title === slug) ?? null;
}

export function listGroupByTitle(title: string): ListGroup {
  return LIST_GROUPS.find((g) => g.title === title) ?? LIST_GROUPS[LIST_GROUPS.length - 1]!;
}

/** The sections of a category page: its new cars, then its used cars (`?type=`). */
export const BADGE_SECTIONS: readonly { badge: Badge; title: string }[] = BADGES.map((badge) => ({
  badge,
  title: `${badge} 장기렌트`,
}));

// ---------------------------------------------------------------------------------------------
// What a card says about its price
// ---------------------------------------------------------------------------------------------

/**
 * The term and yearly distance of the plan a card's price comes from: `60개월 · 연 2만km`. Parts the row leaves
 * empty are left out; a distance already written per year (`연 2만km`) is not prefixed twice. Null without a plan.
 */
export function cardPlanLine(rows: readonly PriceRow[] | null | undefined): string | null {
  const row = lowestPriceRow(rows);
  if (!row) return null;
  const period = row.period.trim();
  const km = row.totalKm.trim();
  const distance = km ? (/^연/.test(km) ? km : `연 ${km}`) : "";
  const line = [period, distance].filter(Boolean).join(" · ");
  return line || null;
}

/** The flags a card puts on its photo, from the recommendation tags, in this order. */
export const CARD_FLAGS = ["즉시출고", "렌트할인"] as const;
export type CardFlag = (typeof CARD_FLAGS)[number];

/** The card flags a vehicle's recommendation tags carry (spaces ignored: `즉시 출고` is 즉시출고). */
export function cardFlags(tags: readonly string[]): CardFlag[] {
  const compact = new Set(tags.map((t) => t.replace(/\s/g, "")));
  return CARD_FLAGS.filter((flag) => compact.has(flag));
}

/** The price chip a choice names, for the filters' range. */
export function choicePriceChip(choice: Pick<ListChoice, "price">): PriceChip | null {
  return parsePriceChip(choice.price);
}

// ---------------------------------------------------------------------------------------------
// What a list page is given
// ---------------------------------------------------------------------------------------------

/** A choice of a filter select, with how many listings have it when they were counted. */
export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/** A section in a list's jump bar with its count; `href` is the query that shows it alone. */
export interface SectionLink {
  title: string;
  slug: string;
  count: number;
  href: string;
}

/** A run of cards of one section (a display group or a badge) as they come on a page. */
export interface CardSection {
  title: string;
  /** The section's `?group=` / `?type=` value, which its heading's anchor and the jump bar use. */
  slug: string;
  cards: VehicleCardItem[];
  /** For a section the page has no room for: the query of its own list. */
  href?: string;
}

/** What every sorted, filtered and paged list page renders. */
export interface ListPageData {
  choice: ListChoice;
  /** Listings in the list as filtered (all sections, or the chosen one). */
  total: number;
  /** Listings before any filter (for "none registered" against "none match"). */
  unfiltered: number;
  sections: CardSection[];
  /** The jump bar: every section of the list as filtered; the chosen one is `choice.group`. */
  jump: SectionLink[];
  brands: FilterOption[];
  fuels: FilterOption[];
  /** Queries of the pages around this one: null when there is none, "" for the first page. */
  next: string | null;
  prev: string | null;
}

// ---------------------------------------------------------------------------------------------
// Autocomplete
// ---------------------------------------------------------------------------------------------

/** A name the search box suggests while the visitor types: a listing by that name, with its lowest fee. */
export interface VehicleSuggestion {
  slug: string;
  name: string;
  /** URL of the main image, or null. */
  thumbnail: string | null;
  /** `월 45만 3천원`, or 상담 안내 without a price. */
  price: string;
}

/** How many suggestions the box shows. */
export const SUGGESTION_COUNT = 8;
/** Suggestions are asked for queries up to this long; longer ones get none. */
export const SUGGEST_QUERY_MAX = 50;
