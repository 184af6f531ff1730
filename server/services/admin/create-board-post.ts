import { boardPostCreateSchema } from "#domain/board-post";
import { NO_DEPOSIT_CATEGORY } from "#domain/categories";
import type { AppContext } from "#server/context";
import { boardPosts } from "#server/db/schema";
import { parseInput } from "#server/errors";
import { toBoardPost } from "#server/services/catalogue/board-post-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { resolveBoardImages } from "./board-posts";

/** A 무보증 리스트 post: title and content non-blank, at least one image. */
export async function createBoardPost(ctx: AppContext, actor: Actor, input: unknown) {
  const { title, content, images } = parseInput(boardPostCreateSchema, input);
  const keys = await resolveBoardImages(ctx, images);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(boardPosts)
      .values({ title, content, images: keys, category: NO_DEPOSIT_CATEGORY })
      .returning();
    if (!row) throw new Error("board post was not created");
    await bumpDataVersion(ctx, tx);
    await recordAudit(tx, actor, {
      action: "create",
      entity: "board_post",
      entityId: row.id,
      detail: { images: keys.length },
    });
    return toBoardPost(row);
  });
}
