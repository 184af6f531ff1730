import { and, getTableColumns, sql } from "drizzle-orm";
import { decodeCursor, encodeCursor } from "#domain/list-cursor";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { ensureListKeys } from "./list-keys";
import { newestIds, type OrderKey, orderKeys, relevanceIds, relevanceKeys } from "./list-order";
import { LIGHT_ROW, type ListOrder, type ListScope, type Sections } from "./list-scope";
import { whereOf } from "./list-search";
import type { VehicleRow } from "./vehicle-view";

// The page query of every list: a scope (list-scope.ts, with its search: list-search.ts) read a page at a time in
// an order (list-order.ts); the counts are in list-counts.ts.

const v = vehicles;

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
