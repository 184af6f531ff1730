import { eq, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { partnerApplications, users } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { enqueueApplicationNotice } from "#server/services/notifications/partner-notices";
import { nudgeLeadAlerts } from "#server/services/notifications/worker";
import { type Actor, recordAudit } from "#server/shared/audit";

/**
 * Approval creates the partner account the applicant signs in with: their chosen id and the password hash
 * stored with the application (the password itself was never kept). A rejected application may still be
 * approved later; an approved one stays approved. The applicant is told through the outbox (e-mail to the
 * application's address, PARTNER_WEBHOOK_URL), queued in the same transaction.
 */
export async function approvePartnerApplication(
  ctx: AppContext,
  actor: Actor,
  id: number,
): Promise<{ userId: number }> {
  const approved = await ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id))
      .for("update");
    if (!application) throw notFound("파트너 신청을 찾을 수 없습니다.");
    if (application.status === "approved") throw new HttpError(409, "이미 승인된 신청입니다.");
    if (application.status === "suspended" || application.status === "revoked")
      throw new HttpError(409, "이용 정지되었거나 승인이 취소된 파트너입니다.");
    const [taken] = await tx.select({ id: users.id }).from(users).where(eq(users.username, application.loginId));
    if (taken)
      throw new HttpError(409, "이미 사용 중인 아이디입니다. 신청자에게 다른 아이디로 다시 신청하도록 안내해주세요.");
    const [user] = await tx
      .insert(users)
      .values({
        username: application.loginId,
        passwordHash: application.passwordHash,
        role: "partner",
        displayName: application.companyName,
      })
      .returning({ id: users.id });
    if (!user) throw new Error("partner account was not created");
    await tx
      .update(partnerApplications)
      .set({ status: "approved", reviewedBy: actor.id, reviewedAt: sql`now()`, userId: user.id })
      .where(eq(partnerApplications.id, id));
    await recordAudit(tx, actor, {
      action: "approve",
      entity: "partner_application",
      entityId: id,
      detail: { userId: user.id },
    });
    await enqueueApplicationNotice(ctx, tx, application, "approved");
    return { userId: user.id };
  });
  nudgeLeadAlerts(ctx);
  return approved;
}
