import { destroySession, type SessionUser } from "../../auth/sessions";
import type { AppContext } from "../../context";
import { recordAudit } from "../admin/audit";

/** Ends the session on the server; its cookie is then worthless even if kept. */
export async function signOut(ctx: AppContext, token: string | undefined, user: SessionUser | null): Promise<void> {
  await destroySession(ctx, token);
  if (user) await recordAudit(ctx.db, user, { action: "logout", entity: "session", entityId: user.id });
}
