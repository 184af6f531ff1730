import { LEAD_NOT_FOUND } from "#domain/lead";
import type { AppContext } from "#server/context";
import { inquiries } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";
import { deleteAudited } from "#server/shared/delete-audited";
import { leadsChanged } from "./lead-answers";

export async function deleteLead(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await deleteAudited(
    ctx,
    actor,
    { table: inquiries, entity: "inquiry", notFoundMessage: LEAD_NOT_FOUND, catalogue: false },
    id,
  );
  leadsChanged(ctx);
}
