import { eq, sql } from "drizzle-orm";
import { reviewUpdateSchema } from "#domain/review";
import type { AppContext } from "#server/context";
import { reviews } from "#server/db/schema";
import { notFound, parseInput } from "#server/errors";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";

/** The 후기 관리 edit: name, vehicle, content and rating (1-5), checked by the form's own schema. */
export async function updateReview(ctx: AppContext, actor: Actor, id: number, input: unknown) {
  const fields = parseInput(reviewUpdateSchema, input);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(reviews)
      .set({ ...fields, updatedAt: sql`now()` })
      .where(eq(reviews.id, id))
      .returning();
    if (!row) throw notFound("후기를 찾을 수 없습니다.");
    await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, { action: "update", entity: "review", entityId: id, detail: { rating: row.rating } });
    return {
      id: row.id,
      customerName: row.customerName,
      vehicleName: row.vehicleName,
      content: row.content,
      rating: row.rating,
      photoUrl: row.photoUrl,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
