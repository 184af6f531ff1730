import { eq } from "drizzle-orm";
import {
  APPLICATION_PENDING,
  APPLICATION_REJECTED,
  PARTNER_REVOKED,
  PARTNER_SUSPENDED,
} from "#domain/partner-application";
import { dummyHash, verifyPassword } from "#server/auth/passwords";
import type { AppContext } from "#server/context";
import { partnerApplications } from "#server/db/schema";

/**
 * After a failed partner sign-in: the message for an applicant who is still waiting or was refused, or for a
 * partner whose account an admin suspended or revoked, or null.
 * Only someone who typed the password of the application learns its state; a stranger gets the usual
 * wrong-credentials answer, after the same hashing work whether or not such an application exists.
 */
export async function applicationRefusal(ctx: AppContext, loginId: string, password: string): Promise<string | null> {
  const [application] = await ctx.db
    .select({ status: partnerApplications.status, passwordHash: partnerApplications.passwordHash })
    .from(partnerApplications)
    .where(eq(partnerApplications.loginId, loginId));
  const matches = await verifyPassword(application?.passwordHash ?? (await dummyHash()), password);
  if (!application || !matches) return null;
  if (application.status === "pending") return APPLICATION_PENDING;
  if (application.status === "rejected") return APPLICATION_REJECTED;
  if (application.status === "suspended") return PARTNER_SUSPENDED;
  if (application.status === "revoked") return PARTNER_REVOKED;
  return null;
}
