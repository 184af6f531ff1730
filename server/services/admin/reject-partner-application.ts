import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { partnerApplications } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { nudgeLeadAlerts } from "#server/services/outbox/nudge";
import { enqueueApplicationNotice } from "#server/services/outbox/partner-notices";
import { type Actor, recordAudit } from "#server/shared/audit";

/**
 * Rejection keeps the application as a record. One that was approved (and maybe since suspended or revoked)
 * has had an account and is not rejected. The applicant is told once through the outbox, queued in the same
 * transaction (rejecting it again tells nothing new).
 */
export async function rejectPartnerApplication(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .select({
        id: partnerApplications.id,
        status: partnerApplications.status,
        companyName: partnerApplications.companyName,
        loginId: partnerApplications.loginId,
        email: partnerApplications.email,
        managerPhone: partnerApplications.managerPhone,
      })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id))
      .for("update");
    if (!application) throw notFound("파트너 신청을 찾을 수 없습니다.");
    if (application.status !== "pending" && application.status !== "rejected")
      throw new HttpError(409, "이미 승인된 신청은 거절할 수 없습니다.");
    await tx
      .update(partnerApplications)
      .set({ status: "rejected", reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(eq(partnerApplications.id, id));
    await recordAudit(tx, actor, { action: "reject", entity: "partner_application", entityId: id });
    await enqueueApplicationNotice(ctx, tx, application, "rejected");
  });
  nudgeLeadAlerts(ctx);
}
