import { eq, sql } from "drizzle-orm";
import { boardPostUpdateSchema } from "#domain/board-post";
import type { AppContext } from "#server/context";
import { boardPosts } from "#server/db/schema";
import { notFound, parseInput } from "#server/errors";
import { toBoardPost } from "#server/services/catalogue/board-post-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { resolveBoardImages } from "./board-posts";

/** Edits title and content; a non-empty image list replaces the images, a missing or empty one keeps them. */
export async function updateBoardPost(ctx: AppContext, actor: Actor, id: number, input: unknown) {
  const { title, content, images } = parseInput(boardPostUpdateSchema, input);
  const keys = images?.length ? await resolveBoardImages(ctx, images) : undefined;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(boardPosts)
      .set({ title, content, ...(keys ? { images: keys } : {}), updatedAt: sql`now()` })
      .where(eq(boardPosts.id, id))
      .returning();
    if (!row) throw notFound("게시글을 찾을 수 없습니다.");
    await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, {
      action: "update",
      entity: "board_post",
      entityId: id,
      detail: { images: row.images.length },
    });
    return toBoardPost(row);
  });
}
