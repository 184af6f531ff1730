import { desc, sql } from "drizzle-orm";
import type { PartnerApplicationItem } from "#domain/partner-application";
import type { AppContext } from "#server/context";
import { partnerApplications, users } from "#server/db/schema";

/**
 * Rental companies and dealers alike, newest first, each with whether another account already has its id (sign-up
 * takes any id; the admin gives another at approval).
 */
export async function listPartnerApplications(ctx: AppContext): Promise<PartnerApplicationItem[]> {
  const rows = await ctx.db
    .select({
      id: partnerApplications.id,
      type: partnerApplications.type,
      loginId: partnerApplications.loginId,
      companyName: partnerApplications.companyName,
      managerNamePosition: partnerApplications.managerNamePosition,
      managerPhone: partnerApplications.managerPhone,
      email: partnerApplications.email,
      companyAddress: partnerApplications.companyAddress,
      status: partnerApplications.status,
      loginIdTaken: sql<boolean>`exists (select 1 from ${users} where lower(${users.username}) = lower(${partnerApplications.loginId}) and ${users.id} is distinct from ${partnerApplications.userId})`,
      reviewedAt: partnerApplications.reviewedAt,
      createdAt: partnerApplications.createdAt,
    })
    .from(partnerApplications)
    .orderBy(desc(partnerApplications.createdAt), desc(partnerApplications.id));
  return rows.map((r) => ({
    ...r,
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
}
