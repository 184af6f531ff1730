import { and, or, type SQL, sql } from "drizzle-orm";
import { type AnyOf, jamoFormsOfKey, type NearPart, nearPlan, type SearchKeys, searchPlan } from "#domain/search-index";
import { type PreparedName, prepareName } from "#domain/search-names";
import {
  type ListingFacts,
  type QueryPart,
  readingPlan,
  readSearchQuery,
  readsFields,
  type SearchQuery,
  searchRank,
  wordNamesPlan,
} from "#domain/search-query";
import type { Vocabulary, VocabularyWord } from "#domain/search-vocabulary";
import type { AppContext } from "#server/context";
import { vehicleNames as names, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";
import { ensureListKeys } from "./list-keys";
import { type ListScope, scopeSql } from "./list-scope";
import { FACET_KEY, type NameFacets, nameFacets, namesWithFields } from "./name-facets";
import { searchVocabulary } from "./search-synonyms";

// The name search of the lists: what a query finds (names, and listings by their facets), each with its rank.

/** A search reads at most this many names of each kind (exact, near candidates, each vocabulary word's). */
const MAX_NAMES = 20_000;

const v = vehicles;

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

/**
 * What a search finds, for one data version: the names all of whose listings answer it, and, for names only some of
 * whose listings do (their stored fuel, category, make or badges differ), those listings by `facetKey`; each with its
 * rank.
 */
export interface SearchMatches {
  names: Map<string, number>;
  keys: Map<string, { name: string; rank: number }>;
}

const NO_MATCHES: SearchMatches = { names: new Map(), keys: new Map() };

export const keyNamesOf = (keys: Iterable<{ name: string }>) => [...new Set(Array.from(keys, (k) => k.name))];

/** A scope's whole condition, with its search. */
export async function whereOf(
  ctx: AppContext,
  scope: ListScope,
): Promise<{ where: SQL | undefined; matches: SearchMatches }> {
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
