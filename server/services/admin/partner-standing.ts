import { eq, sql } from "drizzle-orm";
import type { PartnerApplicationStatus, PartnerStandingAction } from "#domain/partner-application";
import { endUserSessions, forgetSessions } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { partnerApplications, users } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";

const CHANGES: Record<
  PartnerStandingAction,
  { from: readonly PartnerApplicationStatus[]; to: PartnerApplicationStatus; disabled: boolean; refused: string }
> = {
  suspend: { from: ["approved"], to: "suspended", disabled: true, refused: "승인된 파트너만 이용 정지할 수 있습니다." },
  resume: { from: ["suspended"], to: "approved", disabled: false, refused: "이용 정지된 파트너가 아닙니다." },
  revoke: {
    from: ["approved", "suspended"],
    to: "revoked",
    disabled: true,
    refused: "승인된 파트너만 승인을 취소할 수 있습니다.",
  },
};

/**
 * Suspends an approved partner (until resumed) or revokes one (for good): the account is switched off, every
 * session of it ends at once (on this process at once, on others within seconds), sign-in is refused with a
 * message saying why, and the change is audited. Resuming switches the account back on.
 */
export async function changePartnerStanding(
  ctx: AppContext,
  actor: Actor,
  id: number,
  action: PartnerStandingAction,
): Promise<void> {
  const change = CHANGES[action];
  const { userId, ended } = await ctx.db.transaction(async (tx) => {
    const [application] = await tx
      .select({ status: partnerApplications.status, userId: partnerApplications.userId })
      .from(partnerApplications)
      .where(eq(partnerApplications.id, id))
      .for("update");
    if (!application) throw notFound("파트너 신청을 찾을 수 없습니다.");
    if (!change.from.includes(application.status) || application.userId === null)
      throw new HttpError(409, change.refused);
    const userId = application.userId;
    await tx
      .update(partnerApplications)
      .set({ status: change.to, reviewedBy: actor.id, reviewedAt: sql`now()` })
      .where(eq(partnerApplications.id, id));
    await tx.update(users).set({ disabled: change.disabled }).where(eq(users.id, userId));
    const ended = change.disabled ? await endUserSessions(tx, userId) : [];
    await recordAudit(tx, actor, {
      action,
      entity: "partner_application",
      entityId: id,
      detail: { userId, sessionsEnded: ended.length },
    });
    return { userId, ended };
  });
  if (change.disabled) forgetSessions(ctx, userId, ended);
}
