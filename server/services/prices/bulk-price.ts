import { createHash } from "node:crypto";
import { inArray } from "drizzle-orm";
import {
  adjustPriceRows,
  BULK_MESSAGES,
  type BulkPreview,
  type BulkRoundingUnit,
  bulkChangeOf,
} from "#domain/bulk-price";
import { PUBLIC_STATUSES, publishedPriceRows } from "#domain/listing";
import { bulkPriceSchema } from "#domain/listing-input";
import type { PriceRow } from "#domain/vehicle";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError, parseInput } from "#server/errors";
import type { VehicleRow } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { auditPriceChanges, writePriceTables } from "./price-writes";

/**
 * 가격 일괄 변경 (admin): the chosen listings' monthly fees up or down by a percentage or an amount, rounded to the
 * chosen unit (100 won by default), previewed first, then applied in one audited transaction that publishes at once.
 */

interface Planned extends BulkPreview {
  tables: { id: number; priceInfo: PriceRow[] }[];
}

function plan(
  rows: readonly VehicleRow[],
  ids: readonly number[],
  mode: "percent" | "amount",
  value: number,
  unit: BulkRoundingUnit,
): Planned {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: Planned = { unit, changes: [], skipped: [], tables: [], basis: "" };
  const stamps: string[] = [];
  for (const id of ids) {
    const row = byId.get(id);
    if (!row) {
      out.skipped.push({ id, name: "", reason: BULK_MESSAGES.notFound });
      continue;
    }
    const outcome = adjustPriceRows(row.priceInfo, mode, value, unit);
    if (!outcome.ok) {
      out.skipped.push({ id, name: row.name, reason: outcome.reason });
      continue;
    }
    out.changes.push(bulkChangeOf(row, publishedPriceRows(row.priceInfo), publishedPriceRows(outcome.after)));
    out.tables.push({ id, priceInfo: outcome.after });
    stamps.push(`${id}:${row.updatedAt.getTime()}`);
  }
  out.basis = createHash("sha256")
    .update(`${mode}:${value}:${unit}|${stamps.sort().join(",")}`)
    .digest("base64url")
    .slice(0, 22);
  return out;
}

const chosen = (db: DbOrTx, ids: number[], lock = false) => {
  const query = db.select().from(vehicles).where(inArray(vehicles.id, ids));
  return lock ? query.for("update") : query;
};

export async function previewBulkPrice(ctx: AppContext, input: unknown): Promise<BulkPreview> {
  const { ids, mode, value, unit } = parseInput(bulkPriceSchema, input);
  const { tables: _tables, ...preview } = plan(await chosen(ctx.db, ids), ids, mode, value, unit);
  return preview;
}

/**
 * Applies the change previewed with `basis` to every listing it covers, in one transaction: refused (409) when a
 * listing moved on since, and when nothing would change. Each listing is audited, and the change as a whole.
 */
export async function applyBulkPrice(
  ctx: AppContext,
  admin: Actor,
  input: unknown,
): Promise<{ applied: number; skipped: number }> {
  const { ids, mode, value, unit } = parseInput(bulkPriceSchema, input);
  const basis =
    typeof (input as { basis?: unknown } | null)?.basis === "string" ? (input as { basis: string }).basis : "";
  return ctx.db.transaction(async (tx) => {
    const rows = await chosen(tx, ids, true);
    const planned = plan(rows, ids, mode, value, unit);
    if (planned.changes.length === 0) throw new HttpError(400, BULK_MESSAGES.nothing);
    if (planned.basis !== basis) throw new HttpError(409, BULK_MESSAGES.stale);
    await writePriceTables(tx, planned.tables);
    if (
      rows.some(
        (r) => planned.tables.some((t) => t.id === r.id) && (PUBLIC_STATUSES as readonly string[]).includes(r.status),
      )
    )
      await bumpDataVersion(ctx, tx);
    await auditPriceChanges(
      tx,
      admin,
      "bulk-price",
      planned.changes.map((c) => ({ id: c.id, detail: { mode, value } })),
    );
    await recordAudit(tx, admin, {
      action: "bulk-price",
      entity: "price_change",
      detail: { mode, value, listings: planned.changes.length, skipped: planned.skipped.length },
    });
    return { applied: planned.changes.length, skipped: planned.skipped.length };
  });
}
