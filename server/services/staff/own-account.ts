import { eq } from "drizzle-orm";
import type { StaffRole } from "#domain/staff";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { notFound } from "#server/errors";

export interface OwnAccount {
  name: string;
  loginId: string;
  staffRole: StaffRole;
  onDuty: boolean;
  mustChangePassword: boolean;
}

/** 내 계정: the signed-in staff member's own name, role and 근무 상태. */
export async function ownAccount(ctx: AppContext, userId: number): Promise<OwnAccount> {
  const [row] = await ctx.db
    .select({
      name: users.displayName,
      loginId: users.username,
      staffRole: users.staffRole,
      onDuty: users.onDuty,
      mustChangePassword: users.mustChangePassword,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw notFound();
  return { ...row, name: row.name || row.loginId, staffRole: row.staffRole ?? "consultant" };
}
