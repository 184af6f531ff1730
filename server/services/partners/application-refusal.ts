import { desc, eq, sql } from "drizzle-orm";
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
 * How many applications with the typed id one failed sign-in checks the password against. Sign-up takes an id
 * whatever holds it, so several applications may share one: the one that made an account first, then the newest.
 */
export const APPLICATIONS_CHECKED = 3;

/**
 * After a failed partner sign-in: the message for an applicant who is still waiting or was refused, or for a
 * partner whose account an admin suspended or revoked, or null.
 * Only someone who typed the password of an application learns its state; a stranger gets the usual
 * wrong-credentials answer. Every failed sign-in verifies APPLICATIONS_CHECKED hashes (a stand-in for each
 * application there is not), so the time tells neither whether an id was applied for nor how often.
 */
export async function applicationRefusal(ctx: AppContext, loginId: string, password: string): Promise<string | null> {
  const applications = await ctx.db
    .select({ status: partnerApplications.status, passwordHash: partnerApplications.passwordHash })
    .from(partnerApplications)
    .where(eq(partnerApplications.loginId, loginId))
    .orderBy(sql`${partnerApplications.userId} is null`, desc(partnerApplications.id))
    .limit(APPLICATIONS_CHECKED);
  const dummy = await dummyHash();
  const matches = await Promise.all(
    Array.from({ length: APPLICATIONS_CHECKED }, (_, i) =>
      verifyPassword(applications[i]?.passwordHash ?? dummy, password),
    ),
  );
  const application = applications.find((_, i) => matches[i]);
  if (!application) return null;
  if (application.status === "pending") return APPLICATION_PENDING;
  if (application.status === "rejected") return APPLICATION_REJECTED;
  if (application.status === "suspended") return PARTNER_SUSPENDED;
  if (application.status === "revoked") return PARTNER_REVOKED;
  return null;
}
