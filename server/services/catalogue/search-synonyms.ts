import { and, asc, eq, like, sql } from "drizzle-orm";
import {
  MAX_SEARCH_SYNONYMS,
  type SearchSynonym,
  SYNONYM_EXISTS,
  SYNONYM_KEY_PREFIX,
  SYNONYM_LIMIT,
  SYNONYM_NOT_FOUND,
  searchSynonymSchema,
  synonymKey,
} from "#domain/search-synonyms";
import { SEARCH_VOCABULARY, type Vocabulary, withSynonyms } from "#domain/search-vocabulary";
import type { AppContext, DbOrTx } from "#server/context";
import { siteSettings } from "#server/db/schema";
import { HttpError, parseInput } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion, getDataVersion } from "#server/shared/data-version";

/**
 * Staff synonyms live in `site_settings`, one row per term (`search-synonym:<term as compared>`, its value the
 * synonym as JSON), beside 사이트 설정's fields: no table of their own, and a change reaches every instance as a
 * settings change does, by the data version it moves.
 */

export interface StoredSynonym extends SearchSynonym {
  /** When it was added (ISO). */
  addedAt: string;
}

const IS_SYNONYM = like(siteSettings.key, `${SYNONYM_KEY_PREFIX}%`);

/** A stored value as a synonym; null for one no version of this code wrote (skipped, never an error on search). */
function parseStored(value: string): SearchSynonym | null {
  try {
    const parsed = JSON.parse(value) as Partial<SearchSynonym>;
    return typeof parsed.term === "string" && typeof parsed.meaning === "string"
      ? { term: parsed.term, meaning: parsed.meaning }
      : null;
  } catch {
    return null;
  }
}

async function readSynonyms(db: DbOrTx): Promise<StoredSynonym[]> {
  const rows = await db
    .select({ value: siteSettings.value, at: siteSettings.updatedAt })
    .from(siteSettings)
    .where(IS_SYNONYM)
    .orderBy(asc(siteSettings.key));
  return rows.flatMap(({ value, at }) => {
    const synonym = parseStored(value);
    return synonym ? [{ ...synonym, addedAt: new Date(at).toISOString() }] : [];
  });
}

/** Every staff synonym, in the order of their terms; read once per data version. */
export async function getSearchSynonyms(ctx: AppContext): Promise<StoredSynonym[]> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get("search-synonyms", version, () => readSynonyms(ctx.db));
}

/** The vocabulary last built, per app, and the synonyms it was built with (rebuilt only when they change). */
const builtByApp = new WeakMap<AppContext, { key: string; builds: number; vocabulary: Vocabulary }>();

function built(ctx: AppContext) {
  let state = builtByApp.get(ctx);
  if (!state) {
    state = { key: "[]", builds: 0, vocabulary: SEARCH_VOCABULARY };
    builtByApp.set(ctx, state);
  }
  return state;
}

/**
 * The vocabulary the site search, the suggestions and the partners' search read queries with: the built-in one with
 * the staff synonyms. A synonym change moves the data version, so every instance reads the new ones on its next search,
 * and what searches keep (results, suggestions, kept pages) is keyed by that version.
 */
export async function searchVocabulary(ctx: AppContext): Promise<Vocabulary> {
  const synonyms = await getSearchSynonyms(ctx);
  const key = JSON.stringify(synonyms.map(({ term, meaning }) => [term, meaning]));
  const state = built(ctx);
  if (state.key !== key) {
    const vocabulary = withSynonyms(SEARCH_VOCABULARY, synonyms);
    state.builds++;
    state.vocabulary = synonyms.length === 0 ? vocabulary : { ...vocabulary, id: `staff-${state.builds}` };
    state.key = key;
  }
  return state.vocabulary;
}

/**
 * Adds a synonym (checked by the form's schema: a Korean 400 with the field's message; a term already there, or one
 * past the limit, a 409) and moves the data version in the same transaction. Audited with no text: staff wrote it.
 */
export async function addSearchSynonym(ctx: AppContext, actor: Actor, input: unknown): Promise<StoredSynonym> {
  const synonym = parseInput(searchSynonymSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(siteSettings).where(IS_SYNONYM);
    if ((count?.n ?? 0) >= MAX_SEARCH_SYNONYMS) throw new HttpError(409, SYNONYM_LIMIT);
    const [row] = await tx
      .insert(siteSettings)
      .values({ key: synonymKey(synonym.term), value: JSON.stringify(synonym) })
      .onConflictDoNothing({ target: siteSettings.key })
      .returning({ at: siteSettings.updatedAt });
    if (!row) throw new HttpError(409, SYNONYM_EXISTS, { term: SYNONYM_EXISTS });
    await recordAudit(tx, actor, { action: "create", entity: "search_synonym" });
    await bumpDataVersion(ctx, tx);
    return { ...synonym, addedAt: new Date(row.at).toISOString() };
  });
}

/** Deletes the synonym of a term (as compared: spaces and case aside); 404 when there is none. */
export async function deleteSearchSynonym(ctx: AppContext, actor: Actor, term: unknown): Promise<void> {
  if (typeof term !== "string" || term.trim() === "") throw new HttpError(404, SYNONYM_NOT_FOUND);
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(siteSettings)
      .where(and(IS_SYNONYM, eq(siteSettings.key, synonymKey(term))))
      .returning({ key: siteSettings.key });
    if (deleted.length === 0) throw new HttpError(404, SYNONYM_NOT_FOUND);
    await recordAudit(tx, actor, { action: "delete", entity: "search_synonym" });
    await bumpDataVersion(ctx, tx);
  });
}
