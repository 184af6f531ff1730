import { max, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { dailyTallies, inquiries } from "#server/db/schema";
import { createVersionedCache, type VersionedCache } from "#server/shared/versioned-cache";
import { inquiryTotalColumn } from "./daily-tallies";

/**
 * Lead lists, status counts and lead details as answered, kept until a lead changes (at most the cache's bound,
 * stale ones dropped first): staff reload the same pages, searches and leads all day, and between two changes
 * each is read from the database once. An answer is the same object until then, so its bytes can be kept too.
 */
export function keptLeadAnswer<T>(ctx: AppContext, key: string, read: () => Promise<T>): Promise<T> {
  return leadsVersion(ctx).then((version) => keptFor(ctx).get(key, version, read));
}

const keptLists = new WeakMap<AppContext, VersionedCache>();

function keptFor(ctx: AppContext): VersionedCache {
  let kept = keptLists.get(ctx);
  if (!kept) {
    kept = createVersionedCache();
    keptLists.set(ctx, kept);
  }
  return kept;
}

/**
 * The state of every lead, whichever instance changed it: leads are added (a higher newest id and total),
 * changed by staff (each change counts one in the `lead_updates` tally, in the change's own transaction) or
 * deleted (a lower total, and one more in `lead_updates`, counted by the table's trigger). A state never comes
 * back: deleting the newest lead alone would restore the one before it arrived, and an answer made in between,
 * with that lead in it, would match again. Three index reads instead of a page's query.
 */
async function leadsVersion(ctx: AppContext): Promise<string> {
  const memo = versionMemos.get(ctx);
  if (memo && memo.generation === generationOf(ctx) && Date.now() - memo.readAt < LEADS_VERSION_TTL_MS)
    return memo.version;
  const generation = generationOf(ctx);
  const readAt = Date.now();
  const version = await readLeadsVersion(ctx);
  // A lead written here while the version was being read makes that reading stale before it is kept.
  if (generation === generationOf(ctx)) versionMemos.set(ctx, { version, readAt, generation });
  return version;
}

/**
 * How long a version read is trusted. A lead written on this instance is seen at once (`leadsChanged`); one
 * written on another instance within this time, as catalogue pages follow the data version. Without it every
 * list request would pay a query as large as a deep page's own.
 */
const LEADS_VERSION_TTL_MS = 1000;
const versionMemos = new WeakMap<AppContext, { version: string; readAt: number; generation: number }>();
const generations = new WeakMap<AppContext, number>();
const generationOf = (ctx: AppContext) => generations.get(ctx) ?? 0;

/** Call after this instance adds, changes or deletes leads: its next list reads the version again. */
export function leadsChanged(ctx: AppContext): void {
  generations.set(ctx, generationOf(ctx) + 1);
  versionMemos.delete(ctx);
}

async function readLeadsVersion(ctx: AppContext): Promise<string> {
  const [row] = await ctx.db
    .select({
      newest: max(inquiries.id),
      total: inquiryTotalColumn(ctx),
      updates: sql<
        string | number | null
      >`(select sum(${dailyTallies.n}) from ${dailyTallies} where ${dailyTallies.metric} = 'lead_updates')`,
    })
    .from(inquiries);
  return `${row?.newest ?? 0}:${Number(row?.total ?? 0)}:${Number(row?.updates ?? 0)}`;
}
