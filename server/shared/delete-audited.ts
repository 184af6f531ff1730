import { eq } from "drizzle-orm";
import type { AppContext } from "#server/context";
import type { boardPosts, inquiries, reviews } from "#server/db/schema";
import { notFound } from "#server/errors";
import { type Actor, recordAudit } from "./audit";
import { bumpDataVersion } from "./data-version";

type DeletableTable = typeof inquiries | typeof boardPosts | typeof reviews;

/**
 * The shape of every staff delete (leads, board posts, reviews): remove one row by id (404 when it is not there),
 * bump the data version when public pages showed the row, and record who did it, all in one transaction.
 * `catalogue` says whether they did: always, never, or by the deleted row (a review only while published).
 */
export async function deleteAudited(
  ctx: AppContext,
  actor: Actor,
  target: {
    table: DeletableTable;
    entity: string;
    notFoundMessage: string;
    catalogue: boolean | ((deleted: Record<string, unknown>) => boolean);
  },
  id: number,
): Promise<void> {
  const table = target.table as typeof inquiries;
  await ctx.db.transaction(async (tx) => {
    const [deleted] = await tx.delete(table).where(eq(table.id, id)).returning();
    if (!deleted) throw notFound(target.notFoundMessage);
    const shown = typeof target.catalogue === "function" ? target.catalogue(deleted) : target.catalogue;
    if (shown) await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, { action: "delete", entity: target.entity, entityId: id });
  });
}
