import { applicationColumns, partnerApplicationSchemaWith } from "#domain/partner-application";
import { isCommonPassword } from "#server/auth/common-passwords";
import { hashPassword } from "#server/auth/passwords";
import type { AppContext } from "#server/context";
import { partnerApplications } from "#server/db/schema";
import { enqueueStaffNotice } from "#server/services/outbox/outbox";
import { recordAudit } from "#server/shared/audit";
import { submitPublicForm } from "#server/shared/form-limit";

/** The form's rules, and the common-password list the browser never loads. */
const SERVER_SCHEMA = partnerApplicationSchemaWith(isCommonPassword);

/**
 * Stores a partner sign-up (렌트사 or 딜러) awaiting an admin's approval: validated with the form's schema,
 * limited per IP like the public forms (refused posts counted apart), and only an argon2id hash of the password
 * kept. No account and no session are created here. A valid form is taken whatever its login id, with the same
 * answer and the same work, so sign-up never tells whether an id belongs to someone: an id already taken is
 * settled when an admin approves (approve-partner-application.ts).
 */
export async function submitPartnerApplication(
  ctx: AppContext,
  input: unknown,
  client: { bucket: string },
): Promise<{ id: number }> {
  return submitPublicForm(ctx, client.bucket, SERVER_SCHEMA, input, async (application) => {
    const passwordHash = await hashPassword(application.password);
    return ctx.db.transaction(async (tx) => {
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
      await enqueueStaffNotice(ctx, tx, {
        about: "partner-application",
        applicationId: row.id,
        company: applicationColumns(application).companyName,
      });
      return { id: row.id };
    });
  });
}
