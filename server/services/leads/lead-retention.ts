import { lt } from "drizzle-orm";
import { HELD_RETENTION_DAYS } from "#domain/lead-intake";
import type { AppContext } from "#server/context";
import { heldLeads, inquiries } from "#server/db/schema";
import { leadsChanged } from "./lead-answers";

const DAY_MS = 24 * 3600_000;

/**
 * Deletes leads (consultation and quote requests) older than the retention period the consent text states, and
 * posts held as 스팸 의심 that nobody released within HELD_RETENTION_DAYS (or that period, when shorter). Answers
 * the number of leads deleted.
 */
export async function purgeExpiredLeads(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.inquiryRetentionDays * DAY_MS);
  const removed = await ctx.db.delete(inquiries).where(lt(inquiries.createdAt, cutoff)).returning({ id: inquiries.id });
  if (removed.length > 0) leadsChanged(ctx);
  const heldDays = Math.min(HELD_RETENTION_DAYS, ctx.config.inquiryRetentionDays);
  await ctx.db.delete(heldLeads).where(lt(heldLeads.createdAt, new Date(now.getTime() - heldDays * DAY_MS)));
  return removed.length;
}
