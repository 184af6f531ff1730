import { count, desc, eq } from "drizzle-orm";
import { z } from "zod";
import { HELD_LEAD_NOT_FOUND, type HeldLeadItem, type HeldLeadPage } from "#domain/lead-intake";
import { isKoreanPhone } from "#domain/phone";
import type { AppContext } from "#server/context";
import { heldLeads } from "#server/db/schema";
import { notFound } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { leadStored, type Submitted, storeReleasedLead } from "./record-lead";

export const HELD_PAGE_SIZE = 20;

const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(HELD_PAGE_SIZE).default(HELD_PAGE_SIZE),
});

/** How many leads wait in 스팸 의심 (bounded by the caps on held rows, so counting them is cheap). */
export async function heldLeadCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(heldLeads);
  return row?.n ?? 0;
}

/** One page of 스팸 의심, newest first (`?page=&pageSize=`; junk reads as the first page). */
export async function listHeldLeads(ctx: AppContext, query: Record<string, unknown>): Promise<HeldLeadPage> {
  const { page, pageSize } = pageQuery.parse(query);
  const [rows, total] = await Promise.all([
    ctx.db
      .select({
        id: heldLeads.id,
        name: heldLeads.name,
        contact: heldLeads.contact,
        region: heldLeads.region,
        vehicle: heldLeads.vehicle,
        source: heldLeads.source,
        plan: heldLeads.plan,
        vehicleSlug: heldLeads.vehicleSlug,
        reason: heldLeads.reason,
        createdAt: heldLeads.createdAt,
      })
      .from(heldLeads)
      .orderBy(desc(heldLeads.createdAt), desc(heldLeads.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    heldLeadCount(ctx),
  ]);
  const leads: HeldLeadItem[] = rows.map((row) => ({
    ...row,
    contactValid: isKoreanPhone(row.contact),
    createdAt: row.createdAt.toISOString(),
  }));
  return { leads, total, page, pageSize, totalPages: Math.max(1, Math.ceil(total / pageSize)) };
}

/**
 * 정상 처리: the held post becomes a lead with its id and arrival time, linked and assigned as any lead from its
 * number, and its alert is queued in the same transaction. The held row is taken first, under its lock, so two
 * releases at once store and announce it once (the other answers 404).
 */
export async function releaseHeldLead(ctx: AppContext, actor: Actor, id: number): Promise<Submitted> {
  const submitted = await ctx.db.transaction(async (tx) => {
    const [held] = await tx.delete(heldLeads).where(eq(heldLeads.id, id)).returning();
    if (!held) throw notFound(HELD_LEAD_NOT_FOUND);
    const { id: _id, reason, clientKey: _client, createdAt, ...fields } = held;
    const stored = await storeReleasedLead(ctx, tx, fields, { id, createdAt });
    await recordAudit(tx, actor, {
      action: "release",
      entity: "held_lead",
      entityId: id,
      detail: { reason, leadId: stored.id },
    });
    return stored;
  });
  leadStored(ctx);
  return submitted;
}

/** 삭제: the held post goes for good. */
export async function deleteHeldLead(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .delete(heldLeads)
      .where(eq(heldLeads.id, id))
      .returning({ id: heldLeads.id, reason: heldLeads.reason });
    if (!held) throw notFound(HELD_LEAD_NOT_FOUND);
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "held_lead",
      entityId: id,
      detail: { reason: held.reason },
    });
  });
}
