import { sql } from "drizzle-orm";
import type { PriceRow } from "#domain/vehicle";
import type { DbOrTx } from "#server/context";
import { auditLog } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";

/**
 * New price tables for many listings in one statement (the rows go as one JSON parameter): 최근 가격 변경일 moves,
 * the stale-price flag clears and `updatedAt` moves on, so an editor open on one of them sees the change.
 */
export async function writePriceTables(tx: DbOrTx, tables: readonly { id: number; priceInfo: PriceRow[] }[]) {
  if (tables.length === 0) return;
  const rows = tables.map((t) => ({ id: t.id, price_info: t.priceInfo }));
  await tx.execute(sql`
    update vehicles as v
    set price_info = c.price_info,
        price_changed_at = now(),
        price_stale_at = null,
        updated_at = greatest(now(), v.updated_at + interval '1 millisecond')
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as c(id integer, price_info jsonb)
    where v.id = c.id`);
}

/** One audit entry per listing a bulk price change touched, written in one statement. */
export async function auditPriceChanges(
  tx: DbOrTx,
  actor: Actor,
  action: string,
  entries: readonly { id: number; detail: Record<string, string | number | boolean | null> }[],
) {
  if (entries.length === 0) return;
  await tx.insert(auditLog).values(
    entries.map((e) => ({
      actorUserId: actor.id,
      action,
      entity: "vehicle",
      entityId: String(e.id),
      detail: e.detail,
    })),
  );
}
