import { desc } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { partnerApplications } from "#server/db/schema";

export type PartnerApplicationStatus = "pending" | "approved" | "rejected";

/** What the admin's 파트너 신청 tab lists (never the password hash). */
export interface PartnerApplicationItem {
  id: number;
  type: "렌트사" | "딜러";
  loginId: string;
  companyName: string;
  managerNamePosition: string;
  managerPhone: string;
  email: string;
  companyAddress: string;
  status: PartnerApplicationStatus;
  reviewedAt: string | null;
  createdAt: string;
}

/** Rental companies and dealers alike, newest first. */
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
