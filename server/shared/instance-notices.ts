import { sql } from "drizzle-orm";
import type { AppContext, DbOrTx } from "#server/context";

/** The PostgreSQL channel the instances of one site tell each other what changed on. */
export const NOTICES_CHANNEL = "rentcar_changes";

/** What instances tell each other: a new catalogue data version, a session signed out. */
export type NoticeTopic = "data" | "signed-out";

/**
 * Tells every instance on the database, this one included, about a change. Inside a transaction the notice is
 * delivered when it commits, and not at all if it rolls back. Nothing on the embedded database: one process, which
 * knows its own changes.
 */
export async function noticeToInstances(ctx: AppContext, db: DbOrTx, topic: NoticeTopic, value: string): Promise<void> {
  if (ctx.database.kind === "postgres")
    await db.execute(sql`select pg_notify(${NOTICES_CHANNEL}, ${`${topic}:${value}`})`);
}

/**
 * Hears the other instances' notices on a connection of its own (PostgreSQL only). `onLive(false)` says notices
 * may be missed until `onLive(true)`, so what is kept in memory must then be checked the slower way.
 */
export function listenToInstances(
  ctx: AppContext,
  handlers: Record<NoticeTopic, (value: string) => void>,
  onLive: (live: boolean) => void,
): () => Promise<void> {
  if (!ctx.database.listen) return async () => {};
  return ctx.database.listen(
    NOTICES_CHANNEL,
    (payload) => {
      const split = payload.indexOf(":");
      const handler = handlers[payload.slice(0, split) as NoticeTopic] as ((value: string) => void) | undefined;
      if (split > 0 && handler) handler(payload.slice(split + 1));
    },
    onLive,
  );
}
