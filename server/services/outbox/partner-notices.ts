import { and, desc, eq } from "drizzle-orm";
import type { AppContext, DbOrTx } from "#server/context";
import { partnerApplications, users } from "#server/db/schema";
import { enqueuePartnerNotice, outboxChannels } from "./outbox";

/** The application's decision for its partner, in the decision's transaction: one notice per application and decision. */
export async function enqueueApplicationNotice(
  ctx: AppContext,
  tx: DbOrTx,
  application: { id: number; companyName: string; loginId: string; email: string; managerPhone: string },
  decision: "approved" | "rejected",
): Promise<void> {
  await enqueuePartnerNotice(ctx, tx, `application-${application.id}-${decision}`, {
    about: "application",
    applicationId: application.id,
    decision,
    company: application.companyName,
    loginId: application.loginId,
    email: application.email,
    phone: application.managerPhone,
  });
}

/**
 * A listing's 승인 or 반려 for the partner who owns it, in the decision's transaction: named by the listing, the
 * decision and when it was made, so each decision is announced once. Nothing for a listing without an owner.
 */
export async function enqueueListingNotice(
  ctx: AppContext,
  tx: DbOrTx,
  listing: { id: number; name: string; ownerPartnerId: number | null },
  decision: { decision: "approved" | "returned"; change: boolean; reason: string | null; at: Date },
): Promise<void> {
  if (listing.ownerPartnerId === null || (await outboxChannels(ctx, "partner", tx)).length === 0) return;
  // The partner's name and the e-mail of the application that made the account (an account made by an admin has none).
  const [owner] = await tx
    .select({ name: users.displayName, email: partnerApplications.email, phone: partnerApplications.managerPhone })
    .from(users)
    .leftJoin(partnerApplications, eq(partnerApplications.userId, users.id))
    .where(and(eq(users.id, listing.ownerPartnerId)))
    .orderBy(desc(partnerApplications.id))
    .limit(1);
  if (!owner) return;
  await enqueuePartnerNotice(ctx, tx, `listing-${listing.id}-${decision.decision}-${decision.at.getTime()}`, {
    about: "listing",
    vehicleId: listing.id,
    decision: decision.decision,
    change: decision.change,
    title: listing.name,
    reason: decision.reason,
    company: owner.name ?? "",
    email: owner.email ?? null,
    phone: owner.phone ?? null,
  });
}
