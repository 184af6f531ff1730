import { count, eq, or } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { inquiries, partnerApplications, vehicles } from "#server/db/schema";

/** What waits for the broker, as the admin's tabs count it. */
export interface WaitingCounts {
  /** Leads nobody has taken up yet (신규). */
  newLeads: number;
  /** Partners' new listings and changes waiting for 검수. */
  listingReviews: number;
  /** Partner applications waiting for 승인 or 거절. */
  partnerApplications: number;
}

/** Three index ranges: the new leads, the listings waiting for review, the pending applications. */
export async function waitingCounts(ctx: AppContext): Promise<WaitingCounts> {
  const [[leads], [reviews], [applications]] = await Promise.all([
    ctx.db.select({ n: count() }).from(inquiries).where(eq(inquiries.status, "new")),
    ctx.db
      .select({ n: count() })
      .from(vehicles)
      .where(or(eq(vehicles.status, "pending"), eq(vehicles.revisionStatus, "pending"))),
    ctx.db.select({ n: count() }).from(partnerApplications).where(eq(partnerApplications.status, "pending")),
  ]);
  return {
    newLeads: Number(leads?.n ?? 0),
    listingReviews: Number(reviews?.n ?? 0),
    partnerApplications: Number(applications?.n ?? 0),
  };
}
