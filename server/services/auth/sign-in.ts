import { login } from "../../auth/login";
import { destroySession } from "../../auth/sessions";
import type { AppContext } from "../../context";
import { loginSchema } from "../../../domain/auth";
import { parseInput } from "../../http/errors";
import { recordAudit } from "../admin/audit";

/**
 * Checks the credentials on the server (throttled, one message for every failure) and opens a fresh session.
 * A session the browser already had is ended, so each sign-in gets a new id.
 */
export async function signIn(ctx: AppContext, input: unknown, request: { ip: string; previousToken?: string }) {
  const { username, password, role, persistent } = parseInput(loginSchema, input);
  const result = await login(ctx, { username, password, role, persistent, ip: request.ip });
  await destroySession(ctx, request.previousToken);
  await recordAudit(ctx.db, result.user, { action: "login", entity: "session", entityId: result.user.id, detail: { role } });
  return result;
}
