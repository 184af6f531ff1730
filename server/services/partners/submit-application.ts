import { sql } from "drizzle-orm";
import { applicationColumns, LOGIN_ID_TAKEN, partnerApplicationSchemaWith } from "#domain/partner-application";
import { isCommonPassword } from "#server/auth/common-passwords";
import { hashPassword } from "#server/auth/passwords";
import type { AppContext, DbOrTx } from "#server/context";
import { partnerApplications, users } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { recordAudit } from "#server/shared/audit";
import { submitPublicForm } from "#server/shared/form-limit";

const taken = () => new HttpError(400, LOGIN_ID_TAKEN, { loginId: LOGIN_ID_TAKEN });

/** Whether an account or another application already holds the id (letter case ignored, so ids stay distinct to people). */
async function loginIdInUse(db: DbOrTx, loginId: string): Promise<boolean> {
  const lower = loginId.toLowerCase();
  const [user] = await db.select({ id: users.id }).from(users).where(sql`lower(${users.username}) = ${lower}`);
  if (user) return true;
  const [application] = await db
    .select({ id: partnerApplications.id })
    .from(partnerApplications)
    .where(sql`lower(${partnerApplications.loginId}) = ${lower}`);
  return Boolean(application);
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: unknown } | undefined;
  if (!e) return false;
  return e.code === "23505" || isUniqueViolation(e.cause);
};

/** The form's rules, and the common-password list the browser never loads. */
const SERVER_SCHEMA = partnerApplicationSchemaWith(isCommonPassword);

/**
 * Stores a partner sign-up (렌트사 or 딜러) awaiting an admin's approval: validated with the form's schema,
 * limited per IP like the public forms (refused posts counted apart), the login id unique across accounts and
 * applications, and only an argon2id hash of the password kept. No account and no session are created here.
 * Whether an id is taken is told only for a complete, valid form.
 */
export async function submitPartnerApplication(
  ctx: AppContext,
  input: unknown,
  client: { bucket: string },
): Promise<{ id: number }> {
  return submitPublicForm(ctx, client.bucket, SERVER_SCHEMA, input, async (application) => {
    if (await loginIdInUse(ctx.db, application.loginId)) throw taken();
    const passwordHash = await hashPassword(application.password);
    try {
      return await ctx.db.transaction(async (tx) => {
        if (await loginIdInUse(tx, application.loginId)) throw taken();
        const [row] = await tx
          .insert(partnerApplications)
          .values({ ...applicationColumns(application), passwordHash, privacyAgree: true, serviceAgree: true })
          .returning({ id: partnerApplications.id });
        if (!row) throw new Error("partner application was not stored");
        await recordAudit(tx, null, {
          action: "apply",
          entity: "partner_application",
          entityId: row.id,
          detail: { type: application.type },
        });
        return { id: row.id };
      });
    } catch (error) {
      // Two sign-ups with the same id at once: the unique index decides, the second gets the same answer.
      if (isUniqueViolation(error)) throw taken();
      throw error;
    }
  });
}
