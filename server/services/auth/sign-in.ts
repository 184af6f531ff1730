import { loginSchema } from "#domain/auth";
import { login } from "#server/auth/login";
import { destroySession } from "#server/auth/sessions";
import type { AppContext } from "#server/context";
import { HttpError, parseInput } from "#server/errors";
import { applicationRefusal } from "#server/services/partners/application-refusal";
import { recordAudit } from "#server/shared/audit";

/**
 * Checks the credentials on the server (throttled, one message for every failure) and opens a fresh session.
 * A session the browser already had is ended, so each sign-in gets a new id.
 */
export async function signIn(ctx: AppContext, input: unknown, request: { ip: string; previousToken?: string }) {
  const { username, password, role, persistent } = parseInput(loginSchema, input);
  const result = await login(ctx, { username, password, role, persistent, ip: request.ip }).catch(
    async (error: unknown) => {
      // A partner applicant not (yet) approved is told so, once the password proves it is them.
      if (role === "partner" && error instanceof HttpError && error.status === 401) {
        const refusal = await applicationRefusal(ctx, username, password);
        if (refusal) throw new HttpError(401, refusal);
      }
      throw error;
    },
  );
  await destroySession(ctx, request.previousToken);
  await recordAudit(ctx.db, result.user, {
    action: "login",
    entity: "session",
    entityId: result.user.id,
    detail: { role },
  });
  return result;
}
