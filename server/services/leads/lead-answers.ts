import { max, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { dailyTallies, inquiries } from "#server/db/schema";
import { leadTotalColumn } from "#server/services/site/daily-tallies";
import { createVersionedCache, type VersionedCache } from "#server/shared/versioned-cache";

/**
 * Lead lists, status counts and lead details as answered, kept until a lead changes (at most the cache's bound,
 * stale ones dropped first): staff reload the same pages, searches and leads all day, and between two changes
 * each is read from the database once. An answer is the same object until then, so its bytes can be kept too.
 */
export function keptLeadAnswer<T>(ctx: AppContext, key: string, read: () => Promise<T>): Promise<T> {
  return leadsVersion(ctx).then((version) => stateOf(ctx).kept.get(key, version, read));
}

interface LeadAnswers {
  kept: VersionedCache;
  /** The last version read, while it is trusted; `generation` as it was when the read began. */
  memo: { version: string; readAt: number; generation: number } | null;
  /** Counts this instance's lead writes. */
  generation: number;
}

/**
 * The kept answers and the version reading per app context. Pages and API share this module, so a lead written
 * through the API makes the pages read again at once, and the other way round.
 */
const answers = new WeakMap<AppContext, LeadAnswers>();

function stateOf(ctx: AppContext): LeadAnswers {
  let state = answers.get(ctx);
  if (!state) {
    state = { kept: createVersionedCache(), memo: null, generation: 0 };
    answers.set(ctx, state);
  }
  return state;
}

/**
 * The state of every lead, whichever instance changed it: leads are added (a higher newest id and total),
 * changed by staff (each change counts one in the `lead_updates` tally, in the change's own transaction) or
 * deleted (a lower total, and one more in `lead_updates`, counted by the table's trigger). A state never comes
 * back: deleting the newest lead alone would restore the one before it arrived, and an answer made in between,
 * with that lead in it, would match again. Three index reads instead of a page's query.
 */
async function leadsVersion(ctx: AppContext): Promise<string> {
  const state = stateOf(ctx);
  const { memo } = state;
  if (memo && memo.generation === state.generation && Date.now() - memo.readAt < LEADS_VERSION_TTL_MS)
    return memo.version;
  const generation = state.generation;
  const readAt = Date.now();
  const version = await readLeadsVersion(ctx);
  // A lead written here while the version was being read makes that reading stale before it is kept.
  if (generation === state.generation) state.memo = { version, readAt, generation };
  return version;
}

/**
 * How long a version read is trusted. A lead written on this instance is seen at once (`leadsChanged`); one
 * written on another instance within this time, as catalogue pages follow the data version. Without it every
 * list request would pay a query as large as a deep page's own.
 */
const LEADS_VERSION_TTL_MS = 1000;

/** Call after this instance adds, changes or deletes leads: its next list reads the version again. */
export function leadsChanged(ctx: AppContext): void {
  const state = stateOf(ctx);
  state.generation++;
  state.memo = null;
}

async function readLeadsVersion(ctx: AppContext): Promise<string> {
  const [row] = await ctx.db
    .select({
      newest: max(inquiries.id),
      total: leadTotalColumn(ctx),
      updates: sql<
        string | number | null
      >`(select sum(${dailyTallies.n}) from ${dailyTallies} where ${dailyTallies.metric} = 'lead_updates')`,
    })
    .from(inquiries);
  return `${row?.newest ?? 0}:${Number(row?.total ?? 0)}:${Number(row?.updates ?? 0)}`;
}
