import { destroySession, type SessionUser } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { recordAudit } from "#server/shared/audit";

/** Ends the session on the server; its cookie is then worthless even if kept. */
export async function signOut(ctx: AppContext, token: string | undefined, user: SessionUser | null): Promise<void> {
  await destroySession(ctx, token);
  if (user) await recordAudit(ctx.db, user, { action: "logout", entity: "session", entityId: user.id });
}
