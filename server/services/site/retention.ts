import { lt } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { inquiries } from "#server/db/schema";
import { leadsChanged } from "#server/services/admin/lead-answers";

/** Deletes leads (consultation and quote requests) older than the retention period the consent text states. */
export async function purgeExpiredInquiries(ctx: AppContext, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ctx.config.inquiryRetentionDays * 24 * 3600_000);
  const removed = await ctx.db.delete(inquiries).where(lt(inquiries.createdAt, cutoff)).returning({ id: inquiries.id });
  if (removed.length > 0) leadsChanged(ctx);
  return removed.length;
}
