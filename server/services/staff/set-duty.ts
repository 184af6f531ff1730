import { eq } from "drizzle-orm";
import { dutySchema } from "#domain/staff";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { users } from "#server/db/schema";
import { parseInput } from "#server/errors";
import { recordAudit } from "#server/shared/audit";

/** A staff member marks themselves 근무 중 or 자리 비움 (whom 근무 중인 상담원 routing gives new leads). */
export async function setDuty(ctx: AppContext, user: SessionUser, input: unknown): Promise<{ onDuty: boolean }> {
  const { onDuty } = parseInput(dutySchema, input);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ onDuty }).where(eq(users.id, user.id));
    await recordAudit(tx, user, { action: "duty", entity: "account", entityId: user.id, detail: { onDuty } });
  });
  return { onDuty };
}
