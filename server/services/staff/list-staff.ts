import { asc, eq } from "drizzle-orm";
import type { StaffMember } from "#domain/staff";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";

/** Every staff account (대표 관리자 first, then 상담원), enabled or not, for the staff screen. */
export async function listStaff(ctx: AppContext): Promise<StaffMember[]> {
  const rows = await ctx.db
    .select({
      id: users.id,
      name: users.displayName,
      loginId: users.username,
      phone: users.phone,
      email: users.email,
      staffRole: users.staffRole,
      disabled: users.disabled,
      onDuty: users.onDuty,
      mustChangePassword: users.mustChangePassword,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.role, "admin"))
    .orderBy(asc(users.id));
  return rows
    .map((r) => ({
      ...r,
      name: r.name || r.loginId,
      phone: r.phone ?? "",
      email: r.email ?? "",
      staffRole: r.staffRole ?? "consultant",
      createdAt: r.createdAt.toISOString(),
    }))
    .sort((a, b) => Number(a.staffRole !== "owner") - Number(b.staffRole !== "owner") || a.id - b.id);
}
