import { eq, sql } from "drizzle-orm";
import { LOGIN_ID_TAKEN, partnerApprovalSchema } from "#domain/partner-application";
import type { AppContext, DbOrTx } from "#server/context";
import { partnerApplications, users } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { nudgeLeadAlerts } from "#server/services/outbox/nudge";
import { enqueueApplicationNotice } from "#server/services/outbox/partner-notices";
import { type Actor, recordAudit } from "#server/shared/audit";

const taken = () => new HttpError(409, LOGIN_ID_TAKEN, { loginId: LOGIN_ID_TAKEN });

/** Whether an account already signs in with the id, letter case ignored, so ids stay distinct to people. */
async function accountHolds(db: DbOrTx, loginId: string): Promise<boolean> {
  const [user] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = ${loginId.toLowerCase()}`);
  return Boolean(user);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  return e.code === "23505" || isUniqueViolation(e.cause);
};

/**
 * Approval creates the partner account the applicant signs in with: the id they chose, or the one the admin gives
 * (`loginId`) when theirs is taken, and the password hash stored with the application (the password itself was
 * never kept). Sign-up takes any id without saying whether it is taken, so the clash is settled here: an id an
 * account already has is refused with LOGIN_ID_TAKEN, and the application keeps the id its account got. A rejected
 * application may still be approved later; an approved one stays approved. The applicant is told through the
 * outbox (e-mail to the application's address, PARTNER_WEBHOOK_URL) with the id to sign in with, queued in the
 * same transaction.
 */
export async function approvePartnerApplication(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: unknown = {},
): Promise<{ userId: number; loginId: string }> {
  const { loginId: given } = parseInput(partnerApprovalSchema, input ?? {});
  const approved = await ctx.db
    .transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.id, id))
        .for("update");
      if (!application) throw notFound("파트너 신청을 찾을 수 없습니다.");
      if (application.status === "approved") throw new HttpError(409, "이미 승인된 신청입니다.");
      if (application.status === "suspended" || application.status === "revoked")
        throw new HttpError(409, "이용 정지되었거나 승인이 취소된 파트너입니다.");
      const loginId = given ?? application.loginId;
      if (await accountHolds(tx, loginId)) throw taken();
      const [user] = await tx
        .insert(users)
        .values({
          username: loginId,
          passwordHash: application.passwordHash,
          role: "partner",
          displayName: application.companyName,
        })
        .returning({ id: users.id });
      if (!user) throw new Error("partner account was not created");
      await tx
        .update(partnerApplications)
        .set({ status: "approved", loginId, reviewedBy: actor.id, reviewedAt: sql`now()`, userId: user.id })
        .where(eq(partnerApplications.id, id));
      await recordAudit(tx, actor, {
        action: "approve",
        entity: "partner_application",
        entityId: id,
        detail: {
          userId: user.id,
          ...(loginId === application.loginId ? {} : { loginId, applied: application.loginId }),
        },
      });
      await enqueueApplicationNotice(ctx, tx, { ...application, loginId }, "approved");
      return { userId: user.id, loginId };
    })
    .catch((error: unknown) => {
      // Two approvals giving one id at once: the accounts' unique index decides, the second is told it is taken.
      throw isUniqueViolation(error) ? taken() : error;
    });
  nudgeLeadAlerts(ctx);
  return approved;
}
