import { and, eq, getTableColumns, or, type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import { decodeCursor, encodeCursor } from "#domain/list-cursor";
import { PARTNER_DEPOSIT_BANDS, PARTNER_VEHICLE_TYPES, type PartnerListFilter } from "#domain/partner-filters";
import {
  type Bounds,
  DEPOSIT_BANDS,
  type DepositBand,
  depositBandBounds,
  type PriceChip,
  priceChipBounds,
} from "#domain/pricing";
import { type AnyOf, jamoFormsOfKey, type NearPart, nearPlan, type SearchKeys, searchPlan } from "#domain/search-index";
import {
  type ListingFacts,
  type PreparedName,
  prepareName,
  type QueryPart,
  readingPlan,
  readSearchQuery,
  readsFields,
  type SearchQuery,
  searchRank,
  wordNamesPlan,
} from "#domain/search-query";
import type { Vocabulary, VocabularyWord } from "#domain/search-vocabulary";
import type { Badge } from "#domain/vehicle";
import type { ListGroup, ListSort } from "#domain/vehicle-list";
import type { AppContext } from "#server/context";
import { vehicleNames as names, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";
import { ensureListKeys } from "./list-keys";
import { FACET_KEY, facetKey, type NameFacets, nameFacets, namesWithFields } from "./name-facets";
import { searchVocabulary } from "./search-synonyms";
import { EMPTY_DETAILS, type VehicleRow } from "./vehicle-view";

/**
 * Which listings a list holds. Every field narrows it; absent ones do not. Filters are read from the list keys
 * (`domain/list-keys.ts`), so each is a condition on indexed or cheap columns, never a pass over the catalogue.
 */
export interface ListScope {
  /**
   * Every status (the admin's and the partners' own lists); otherwise only 게시 중 listings, as every public list,
   * search, count and sitemap has them (a sold listing keeps its page but leaves the lists).
   */
  anyStatus?: boolean;
  /** Beside the listed ones, this partner's own listings in every status (a partner's view of the catalogue). */
  alsoOwnedBy?: number | null;
  /** 신차 or 중고차, or either of several; absent or empty for every listing, with a badge or not. */
  badges?: readonly Badge[];
  /** A canonical category. */
  category?: string | null;
  group?: ListGroup | null;
  brand?: string | null;
  fuel?: string | null;
  /** A price chip, on the lowest monthly fee. */
  price?: PriceChip | null;
  /** Inclusive bounds in 만원 on the lowest monthly fee (the essential API's minPrice / maxPrice). */
  priceRange?: { minPrice?: number; maxPrice?: number };
  /** The search's deposit band: some plan's deposit in it. */
  deposit?: DepositBand | null;
  /** The partners' vehicle type and deposit (their first plan's). */
  partner?: Pick<PartnerListFilter, "type" | "deposit">;
  ownerPartnerId?: number | null;
  /**
   * A search as visitors type it (`domain/search-query.ts`): names matching it as typed, then through the search
   * vocabulary (fuels, bodies, makes, models and their other spellings), then names a typo or two off.
   */
  q?: string;
}

/** `relevance` orders a search by `searchRank` (its default), then in the catalogue's order. */
export type ListOrder = ListSort | "" | "relevance";

/**
 * Sections a list is ordered by first in its default order: the display groups (new-car and used-car lists) or the
 * badge (categories). A chosen sort (월 납입료, 보증금, 최신 등록순, 인기순) is one list across them: the cheapest car
 * comes first whatever its group, so `sections` applies to the default order only.
 */
export type Sections = "group" | "badge" | null;

export interface ListRequest {
  scope: ListScope;
  order: ListOrder;
  sections?: Sections;
  /** Whole rows (the full-vehicle API); otherwise the long texts and option lists are left out (cards, light lists). */
  full?: boolean;
  /** As handed out by an earlier page; "" or absent for the first page. */
  cursor?: string;
  limit: number;
}

export interface ListPage {
  rows: VehicleRow[];
  /** The cursor of the next page, or null at the end. */
  next: string | null;
  /** The cursor of the previous page: null on the first page, "" when the previous page is the first. */
  prev: string | null;
}

/** A cursor that is not one of ours (the API answers 400, pages show the first page). */
export class InvalidCursorError extends Error {}

/** A search reads at most this many names of each kind (exact, near candidates, each vocabulary word's). */
const MAX_NAMES = 20_000;
const MAX_INT = 2_147_483_647;

const v = vehicles;

/**
 * A row without what no card or light list reads (options, benefits, insurance, terms, documents, description, search
 * keys): empty in their place, so the row still reads as a vehicle. A page of 100 reads a third as much.
 */
export const LIGHT_ROW = {
  ...getTableColumns(v),
  ...EMPTY_DETAILS,
  searchText: sql<string>`''`,
  searchInitials: sql<string>`''`,
  searchJamo: sql<string>`''`,
};

// ---------------------------------------------------------------------------------------------
// Conditions
// ---------------------------------------------------------------------------------------------

const likePart = (part: string) => `%${part.replace(/[\\%_]/g, "\\$&")}%`;
/** Every character twice: what the trigram indexes hold of the jamo and initials keys (`double_chars`). */
const doubled = (part: string) => Array.from(part, (c) => c + c).join("");

/**
 * A part of a search key. The jamo and initials keys are indexed with every character doubled, so that a part of two
 * characters (two jamo, two initials, `k5`) has trigrams too (`ㄱㄱㄹㄹ`): the index then answers every query but a
 * single character. The text key is only checked on the rows the index found.
 */
function keyContains(key: keyof SearchKeys, part: string): SQL {
  if (key === "text") return sql`${names.searchText} like ${likePart(part)}`;
  const column = key === "jamo" ? names.searchJamo2 : names.searchInitials2;
  return sql`${column} like ${likePart(doubled(part))}`;
}

function anyOfSql(alternatives: AnyOf): SQL {
  if (alternatives.length === 0) return sql`false`;
  const each = alternatives.map((m) => {
    const parts = m.contains.map(({ key, part }) => keyContains(key, part));
    if (m.pattern !== undefined) parts.push(sql`${names.searchText} ~ ${m.pattern}`);
    return sql`(${sql.join(parts, sql` and `)})`;
  });
  return sql`(${sql.join(each, sql` or `)})`;
}

/** The names that match the query exactly (`matchesVehicleName`); null for a blank query. */
function exactNameSql(q: string): SQL | null {
  const plan = searchPlan(q);
  if (!plan) return null;
  const whole = anyOfSql(plan.whole);
  if (!plan.words) return whole;
  return sql`(${whole} or (${sql.join(plan.words.map(anyOfSql), sql` and `)}))`;
}

const nearPartSql = (part: NearPart | null): SQL =>
  part
    ? sql`(${sql.join(
        part.pieces.map((p) => keyContains("jamo", p)),
        sql` or `,
      )})`
    : sql`false`;

/** A superset of the names a typo or two off the query; null when the query allows no typo. */
function nearNameSql(q: string): SQL | null {
  const plan = nearPlan(q);
  if (!plan) return null;
  const whole = nearPartSql(plan.whole);
  if (!plan.words) return whole;
  const words = plan.words.map((w) => sql`(${anyOfSql(w.exact)} or ${nearPartSql(w.near)})`);
  return sql`(${whole} or (${sql.join(words, sql` and `)}))`;
}

/** Bounds in 만원 on a won column. */
function boundsSql(column: AnyPgColumn, b: Bounds): SQL {
  const parts = [sql`${column} is not null`];
  if (b.above !== undefined) parts.push(sql`${column} > ${Math.round(b.above * 1e4)}`);
  if (b.atLeast !== undefined) parts.push(sql`${column} >= ${Math.round(b.atLeast * 1e4)}`);
  if (b.atMost !== undefined) parts.push(sql`${column} <= ${Math.round(b.atMost * 1e4)}`);
  if (b.below !== undefined) parts.push(sql`${column} < ${Math.round(b.below * 1e4)}`);
  return sql.join(parts, sql` and `);
}

const bit = (index: number) => 1 << index;

/**
 * What a search finds, for one data version: the names all of whose listings answer it, and, for names only some of
 * whose listings do (their stored fuel, category, make or badges differ), those listings by `facetKey`; each with its
 * rank.
 */
interface SearchMatches {
  names: Map<string, number>;
  keys: Map<string, { name: string; rank: number }>;
}

const NO_MATCHES: SearchMatches = { names: new Map(), keys: new Map() };

const keyNamesOf = (keys: Iterable<{ name: string }>) => [...new Set(Array.from(keys, (k) => k.name))];

/**
 * A listing in the public lists. The status is written as a literal, so the planner can also use indexes whose
 * predicate names it.
 */
export const LISTED = sql`${v.status} = 'published'`;

/** The conditions of a scope, name search excluded. */
function scopeSql(scope: ListScope): SQL[] {
  const conditions: SQL[] = [];
  if (!scope.anyStatus)
    conditions.push(scope.alsoOwnedBy ? or(LISTED, eq(v.ownerPartnerId, scope.alsoOwnedBy))! : LISTED);
  const badges = scope.badges ?? [];
  // A listing may carry both badges: it is on both lists. Each badge's lists have their own partial indexes.
  const holds = { 신차: v.listNew, 중고차: v.listUsed } as const;
  if (badges.length > 0) conditions.push(or(...[...new Set(badges)].map((b) => sql`${holds[b]}`))!);
  if (scope.category) conditions.push(eq(v.listCategory, scope.category));
  if (scope.group) conditions.push(eq(v.listGroupRank, scope.group.rank));
  if (scope.brand) conditions.push(eq(v.brand, scope.brand));
  if (scope.fuel) conditions.push(eq(v.fuel, scope.fuel));
  if (scope.price) conditions.push(boundsSql(v.lowestMonthly, priceChipBounds(scope.price)));
  const range = scope.priceRange;
  if (range && (range.minPrice !== undefined || range.maxPrice !== undefined))
    conditions.push(boundsSql(v.lowestMonthly, { atLeast: range.minPrice, atMost: range.maxPrice }));
  if (scope.deposit) {
    const index = DEPOSIT_BANDS.findIndex((b) => b.value === scope.deposit!.value);
    conditions.push(sql`(${v.depositBands} & ${bit(index)}) <> 0`);
  }
  const partner = scope.partner;
  if (partner?.type) {
    const index = PARTNER_VEHICLE_TYPES.findIndex((t) => t.value === partner.type);
    conditions.push(sql`(${v.vehicleTypes} & ${bit(index)}) <> 0`);
  }
  if (partner?.deposit) {
    const band = PARTNER_DEPOSIT_BANDS.find((b) => b.value === partner.deposit)!;
    conditions.push(boundsSql(v.firstDeposit, depositBandBounds(band)));
  }
  if (scope.ownerPartnerId) conditions.push(eq(v.ownerPartnerId, scope.ownerPartnerId));
  return conditions;
}

/** A scope's whole condition, with its search. */
async function whereOf(ctx: AppContext, scope: ListScope): Promise<{ where: SQL | undefined; matches: SearchMatches }> {
  const conditions = scopeSql(scope);
  let matches = NO_MATCHES;
  const q = scope.q?.trim() ?? "";
  if (q) {
    matches = await matchesFor(ctx, q);
    const found: SQL[] = [];
    if (matches.names.size > 0) found.push(sql`${v.name} = any(${sql.param([...matches.names.keys()])}::text[])`);
    if (matches.keys.size > 0)
      found.push(
        sql`(${v.name} = any(${sql.param(keyNamesOf(matches.keys.values()))}::text[]) and ${FACET_KEY} = any(${sql.param([...matches.keys.keys()])}::text[]))`,
      );
    conditions.push(found.length > 0 ? or(...found)! : sql`false`);
  }
  return { where: conditions.length > 0 ? and(...conditions) : undefined, matches };
}

/** The distinct names a search finds, best first (a search's brand options are read from them). */
export async function searchNames(ctx: AppContext, q: string): Promise<string[]> {
  const query = q.trim();
  if (!query) return [];
  const { names, keys } = await matchesFor(ctx, query);
  const best = new Map(names);
  for (const { name, rank } of keys.values()) best.set(name, Math.min(best.get(name) ?? rank, rank));
  return [...best].sort((a, b) => a[1] - b[1]).map(([name]) => name);
}

/** The names a vocabulary word's spellings and hints may be in (a superset), kept per data version. */
async function wordNames(
  ctx: AppContext,
  version: number,
  vocabulary: Vocabulary,
  word: VocabularyWord,
): Promise<string[]> {
  const plan = wordNamesPlan(word);
  if (plan.length === 0) return [];
  return itemCache(ctx).get(`search-word:${vocabulary.id}:${word.id}`, version, async () => {
    const rows = await ctx.db.select({ name: names.name }).from(names).where(anyOfSql(plan)).limit(MAX_NAMES);
    return rows.map((r) => r.name);
  });
}

function intersect(known: Set<string> | null, more: Iterable<string>): Set<string> {
  if (known === null) return new Set(more);
  const out = new Set<string>();
  for (const name of more) if (known.has(name)) out.add(name);
  return out;
}

/**
 * The names that may answer a query's reading through the vocabulary (a superset, ranked afterwards): for each part
 * the vocabulary reads, the names its words' spellings may be in or with a listing of its fields; for the parts matched
 * as typed, the names holding them exactly or a typo or two off.
 */
async function readingCandidates(
  ctx: AppContext,
  version: number,
  vocabulary: Vocabulary,
  reading: readonly QueryPart[],
  facets: NameFacets | null,
): Promise<Set<string>> {
  const plan = readingPlan(reading);
  let found: Set<string> | null = null;
  for (const words of plan.known) {
    const part = new Set<string>();
    for (const word of words) {
      for (const name of await wordNames(ctx, version, vocabulary, word)) part.add(name);
      if (word.fields && facets) for (const name of namesWithFields(facets, word.fields)) part.add(name);
    }
    found = intersect(found, part);
    if (found.size === 0) return found;
  }
  if (plan.typed.length > 0) {
    const typed = plan.typed.map((t) => sql`(${anyOfSql(t.exact)} or ${nearPartSql(t.near)})`);
    const rows = await ctx.db
      .select({ name: names.name })
      .from(names)
      .where(sql.join(typed, sql` and `))
      .limit(MAX_NAMES);
    found = intersect(
      found,
      rows.map((r) => r.name),
    );
  }
  return found ?? new Set();
}

/**
 * What a query finds, once per query and data version: the candidates of each way of reading it (names matching it as
 * typed or a typo or two off, by the trigram indexes of vehicle_names; names its vocabulary reading may mean), each
 * ranked by `searchRank`, per combination of stored fields when the query reads fields and a name's listings differ.
 */
async function matchesFor(ctx: AppContext, q: string): Promise<SearchMatches> {
  // The names are written with the list keys: a name searched before them would be missed for this data version.
  await ensureListKeys(ctx);
  const version = await getDataVersion(ctx);
  // With the staff synonyms of this data version: a synonym change moves the version, so nothing kept outlives it.
  const vocabulary = await searchVocabulary(ctx);
  return itemCache(ctx).get(`search:${vocabulary.id}:${q}`, version, async () => {
    const query = readSearchQuery(q, vocabulary);
    if (!query) return NO_MATCHES;
    const facets = readsFields(query) ? await nameFacets(ctx) : null;
    /** Candidate names, with their jamo forms when read. */
    const candidates = new Map<string, string[][] | undefined>();
    for (const interpretation of query.interpretations) {
      const exact = exactNameSql(interpretation.text) ?? sql`false`;
      const near = nearNameSql(interpretation.text);
      const [exactRows, nearRows] = await Promise.all([
        ctx.db.select({ name: names.name }).from(names).where(exact).limit(MAX_NAMES),
        near
          ? ctx.db
              .select({ name: names.name, jamo: names.searchJamo })
              .from(names)
              .where(and(near, sql`not ${exact}`))
              .limit(MAX_NAMES)
          : Promise.resolve([]),
      ]);
      for (const row of exactRows) candidates.set(row.name, candidates.get(row.name));
      for (const row of nearRows) candidates.set(row.name, jamoFormsOfKey(row.jamo));
      if (interpretation.reading) {
        for (const name of await readingCandidates(ctx, version, vocabulary, interpretation.reading, facets))
          if (!candidates.has(name)) candidates.set(name, undefined);
      }
    }
    return rankCandidates(query, candidates, facets);
  });
}

function rankCandidates(
  query: SearchQuery,
  candidates: Map<string, string[][] | undefined>,
  facets: NameFacets | null,
): SearchMatches {
  const found: SearchMatches = { names: new Map(), keys: new Map() };
  for (const [name, jamo] of candidates) {
    const prepared: PreparedName = prepareName(name, jamo);
    const each = facets?.byName.get(name);
    if (!each) {
      const rank = searchRank({ name }, query, prepared);
      if (rank !== null) found.names.set(name, rank);
      continue;
    }
    const ranks = each.map((f) => {
      const listing: ListingFacts = { name, fuel: f.fuel, category: f.category, brand: f.brand, badges: f.badges };
      return searchRank(listing, query, prepared);
    });
    if (ranks.every((r) => r === ranks[0])) {
      if (ranks[0] !== null && ranks[0] !== undefined) found.names.set(name, ranks[0]);
      continue;
    }
    each.forEach((f, i) => {
      const rank = ranks[i];
      if (rank !== null && rank !== undefined) found.keys.set(f.key, { name, rank });
    });
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Order
// ---------------------------------------------------------------------------------------------

interface OrderKey {
  /** The expression, exactly as the list indexes (drizzle/0008_list_keys.sql, 0015_sorted_lists.sql) have it. */
  sql: SQL;
  /** The same value of a row, for its cursor. */
  of: (row: VehicleRow, matches: SearchMatches) => number;
}

const ID: OrderKey = { sql: sql`${v.id}`, of: (r) => r.id };
const NEG_ID: OrderKey = { sql: sql`(-${v.id})`, of: (r) => -r.id };

/** The section a row is in, first of the default order's keys. */
function sectionKeys(sections: Sections | undefined): OrderKey[] {
  if (sections === "group") return [{ sql: sql`${v.listGroupRank}`, of: (r) => r.listGroupRank ?? 0 }];
  if (sections === "badge")
    return [
      {
        sql: sql`(case when ${v.badgeType} = '신차' then 0 else 1 end)`,
        of: (r) => (r.badgeType === "신차" ? 0 : 1),
      },
    ];
  return [];
}

/**
 * Every order is ascending on every key (descending ones are negated), so a position is one row comparison. Only the
 * default order is sectioned: a sort is one list, read along its own index on the new-car and used-car lists
 * (drizzle/0015_sorted_lists.sql), or, within one group (`scope.group`, its rank then fixed), along the group's.
 */
function orderKeys(order: ListOrder, sections: Sections | undefined): OrderKey[] {
  switch (order) {
    case "price-asc":
      return [
        {
          sql: sql`(coalesce(${v.lowestMonthly}, ${sql.raw(String(MAX_INT))}))`,
          of: (r) => r.lowestMonthly ?? MAX_INT,
        },
        ID,
      ];
    case "price-desc":
      return [{ sql: sql`(-coalesce(${v.lowestMonthly}, -1))`, of: (r) => -(r.lowestMonthly ?? -1) }, NEG_ID];
    case "deposit-asc":
      // A deposit that is a share of the car's price (`30%`) has no amount (`lowest_deposit` null): after every amount.
      return [
        {
          sql: sql`(coalesce(${v.lowestDeposit}, ${sql.raw(String(MAX_INT))}))`,
          of: (r) => r.lowestDeposit ?? MAX_INT,
        },
        ID,
      ];
    case "newest":
      return [NEG_ID];
    case "popular":
      return [{ sql: sql`(-${v.views30d})`, of: (r) => -r.views30d }, NEG_ID];
    default:
      return [...sectionKeys(sections), ID];
  }
}

/** The rows of each rank a search gives, best first: the matched names of that rank, and listings by `facetKey`. */
function rankTiers(matches: SearchMatches): { rank: number; size: number; test: SQL }[] {
  const tiers = new Map<number, { names: string[]; keys: { key: string; name: string }[] }>();
  const tier = (rank: number) => {
    let t = tiers.get(rank);
    if (!t) {
      t = { names: [], keys: [] };
      tiers.set(rank, t);
    }
    return t;
  };
  for (const [name, rank] of matches.names) tier(rank).names.push(name);
  for (const [key, { name, rank }] of matches.keys) tier(rank).keys.push({ key, name });
  return [...tiers]
    .sort((a, b) => a[0] - b[0])
    .map(([rank, t]) => {
      const tests: SQL[] = [];
      if (t.names.length > 0) tests.push(sql`${v.name} = any(${sql.param(t.names)}::text[])`);
      if (t.keys.length > 0) {
        const keys = t.keys.map((k) => k.key);
        tests.push(
          sql`(${v.name} = any(${sql.param(keyNamesOf(t.keys))}::text[]) and ${FACET_KEY} = any(${sql.param(keys)}::text[]))`,
        );
      }
      return { rank, size: t.names.length + t.keys.length, test: tests.length === 1 ? tests[0]! : or(...tests)! };
    });
}

/** Relevance: `searchRank`, then the catalogue's order (the most common rank is the case's `else`). */
function relevanceKeys(matches: SearchMatches): OrderKey[] {
  const tiers = rankTiers(matches);
  const common = tiers.reduce<(typeof tiers)[number] | null>((a, t) => (a === null || t.size > a.size ? t : a), null);
  const cases = tiers.filter((t) => t !== common).map((t) => sql`when ${t.test} then ${t.rank}`);
  const otherwise = common?.rank ?? 0;
  const rank: OrderKey = {
    sql:
      cases.length === 0
        ? sql`${sql.raw(String(otherwise))}::int`
        : sql`(case ${sql.join(cases, sql` `)} else ${otherwise} end)`,
    of: (r, m) => m.names.get(r.name) ?? m.keys.get(facetKey(r))?.rank ?? otherwise,
  };
  return [rank, ID];
}

/**
 * The ids of a page of a search in relevance order, read rank by rank: each rank's rows in the catalogue's order, as
 * many as the page still needs, so a page costs what a list filtered by name costs (never a sort of every match).
 */
async function relevanceIds(
  ctx: AppContext,
  scope: ListScope,
  matches: SearchMatches,
  cursor: { keys: number[]; backwards: boolean } | null,
  limit: number,
): Promise<number[]> {
  const base = scopeSql(scope);
  const backwards = cursor?.backwards ?? false;
  const tiers = rankTiers(matches);
  if (backwards) tiers.reverse();
  const ids: number[] = [];
  for (const tier of tiers) {
    let after: SQL | undefined;
    if (cursor) {
      const [rank, id] = cursor.keys as [number, number];
      if (backwards ? tier.rank > rank : tier.rank < rank) continue;
      if (tier.rank === rank) after = backwards ? sql`${v.id} < ${id}` : sql`${v.id} > ${id}`;
    }
    const rows = await ctx.db
      .select({ id: v.id })
      .from(v)
      .where(and(...base, tier.test, after))
      .orderBy(backwards ? sql`${v.id} desc` : sql`${v.id} asc`)
      .limit(limit + 1 - ids.length);
    ids.push(...rows.map((r) => r.id));
    if (ids.length > limit) break;
  }
  return ids;
}

/**
 * The ids of a page of a search, newest first, read along the primary key backwards: a search as broad as `가솔린`
 * stops after a page of rows instead of sorting every match (no index holds `-id` outside the lists' own).
 */
async function newestIds(
  ctx: AppContext,
  where: SQL | undefined,
  cursor: { id: number; backwards: boolean } | null,
  limit: number,
): Promise<number[]> {
  const after = cursor ? (cursor.backwards ? sql`${v.id} > ${cursor.id}` : sql`${v.id} < ${cursor.id}`) : undefined;
  const rows = await ctx.db
    .select({ id: v.id })
    .from(v)
    .where(and(where, after))
    .orderBy(cursor?.backwards ? sql`${v.id} asc` : sql`${v.id} desc`)
    .limit(limit + 1);
  return rows.map((r) => r.id);
}

// ---------------------------------------------------------------------------------------------
// Pages
// ---------------------------------------------------------------------------------------------

/**
 * One page of a list: `limit` rows after (or before) the cursor in the list's order, with the cursors of the pages
 * around it. A page costs one range of an index however deep it is.
 */
export async function listPage(ctx: AppContext, request: ListRequest): Promise<ListPage> {
  await ensureListKeys(ctx);
  const { where, matches } = await whereOf(ctx, request.scope);
  const keys =
    request.order === "relevance" && request.scope.q?.trim()
      ? relevanceKeys(matches)
      : orderKeys(request.order, request.sections);
  const tuple = sql`(${sql.join(
    keys.map((k) => k.sql),
    sql`, `,
  )})`;
  let cursor = null;
  if (request.cursor) {
    cursor = decodeCursor(request.cursor, keys.length);
    if (!cursor) throw new InvalidCursorError();
  }
  const backwards = cursor?.direction === "prev";
  const position = cursor
    ? sql`${tuple} ${sql.raw(backwards ? "<" : ">")} (${sql.join(
        cursor.keys.map((k) => sql`${k}`),
        sql`, `,
      )})`
    : undefined;
  const direction = (k: OrderKey) => (backwards ? sql`${k.sql} desc` : sql`${k.sql} asc`);
  const columns = request.full ? getTableColumns(v) : LIGHT_ROW;
  let fetched: VehicleRow[];
  if (request.scope.q?.trim()) {
    // A search's rows are found by name, not along an order's index: their ids are ordered first (read from the
    // (name, id) index alone when nothing else filters), then only the page's rows are read whole.
    const ids =
      request.order === "relevance"
        ? await relevanceIds(
            ctx,
            request.scope,
            matches,
            cursor ? { keys: cursor.keys, backwards } : null,
            request.limit,
          )
        : request.order === "newest"
          ? await newestIds(ctx, where, cursor ? { id: -cursor.keys[0]!, backwards } : null, request.limit)
          : (
              await ctx.db
                .select({ id: v.id })
                .from(v)
                .where(and(where, position))
                .orderBy(...keys.map(direction))
                .limit(request.limit + 1)
            ).map((r) => r.id);
    const byId = new Map(
      (ids.length > 0
        ? await ctx.db
            .select(columns)
            .from(v)
            .where(sql`${v.id} = any(${sql.param(ids)}::int[])`)
        : []
      ).map((row) => [row.id, row as VehicleRow]),
    );
    fetched = ids.map((id) => byId.get(id)).filter((row): row is VehicleRow => row !== undefined);
  } else {
    fetched = await ctx.db
      .select(columns)
      .from(v)
      .where(and(where, position))
      .orderBy(...keys.map(direction))
      .limit(request.limit + 1);
  }
  const more = fetched.length > request.limit;
  const rows = fetched.slice(0, request.limit);
  if (backwards) rows.reverse();
  const keysOf = (row: VehicleRow) => keys.map((k) => k.of(row, matches));
  const first = rows[0];
  const last = rows.at(-1);
  // Whether rows come before this page, and more than a page of them: the previous page is then linked by a cursor,
  // else without one (it is the first page).
  let prev: string | null = null;
  if (first && cursor && (more || !backwards)) {
    // Read backwards from the page along the order's index, so it stops after a page of rows: unordered, the planner
    // may scan the whole list for the few rows before an early page. A search's rows are found by name and no
    // index holds its order: those it reads as they come.
    const nearest = request.scope.q?.trim() ? [] : keys.map((k) => sql`${k.sql} desc`);
    const before = await ctx.db
      .select({ id: v.id })
      .from(v)
      .where(
        and(
          where,
          sql`${tuple} < (${sql.join(
            keysOf(first).map((k) => sql`${k}`),
            sql`, `,
          )})`,
        ),
      )
      .orderBy(...nearest)
      .limit(request.limit + 1);
    if (before.length > 0)
      prev = before.length > request.limit ? encodeCursor({ direction: "prev", keys: keysOf(first) }) : "";
  }
  const hasNext = backwards ? Boolean(last) : more;
  const next = hasNext && last ? encodeCursor({ direction: "next", keys: keysOf(last) }) : null;
  return { rows, next, prev };
}

/** Stable text of a scope, for keeping counts. */
function scopeKey(scope: ListScope): string {
  return JSON.stringify({ ...scope, group: scope.group?.rank ?? null });
}

/**
 * How many listings a scope holds (kept per data version); counting stops past `atMost` (a search as broad as `아`
 * matches tens of thousands: the page says "1,000대 이상" rather than count them all).
 */
export async function countListings(ctx: AppContext, scope: ListScope, atMost?: number): Promise<number> {
  await ensureListKeys(ctx);
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`count:${atMost ?? ""}:${scopeKey(scope)}`, version, async () => {
    const { where } = await whereOf(ctx, scope);
    if (atMost === undefined) {
      const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(v).where(where);
      return Number(row?.n ?? 0);
    }
    const some = ctx.db
      .select({ one: sql`1` })
      .from(v)
      .where(where)
      .limit(atMost + 1)
      .as("some");
    const [row] = await ctx.db.select({ n: sql<number>`count(*)::int` }).from(some);
    return Number(row?.n ?? 0);
  });
}

/** How many listings of a scope each value of a list key has (the sections' and filters' counts), kept per version. */
export async function countListingsBy(
  ctx: AppContext,
  scope: ListScope,
  key: "group" | "brand" | "fuel" | "badge" | "category",
): Promise<Map<string | number, number>> {
  await ensureListKeys(ctx);
  const version = await getDataVersion(ctx);
  // A listing with both badges counts as a new car here, as the category pages show it.
  const badge = sql<string>`(case when ${v.listNew} then '신차' when ${v.listUsed} then '중고차' end)`;
  const column = { group: v.listGroupRank, brand: v.brand, fuel: v.fuel, badge, category: v.listCategory }[key];
  const entries = await itemCache(ctx).get(`by:${key}:${scopeKey(scope)}`, version, async () => {
    const { where } = await whereOf(ctx, scope);
    const rows = await ctx.db
      .select({ value: column, n: sql<number>`count(*)::int` })
      .from(v)
      .where(where)
      .groupBy(column);
    return rows.filter((r) => r.value !== null).map((r) => [r.value!, Number(r.n)] as const);
  });
  return new Map(entries);
}
