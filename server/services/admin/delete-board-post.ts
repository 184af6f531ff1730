import type { AppContext } from "#server/context";
import { boardPosts } from "#server/db/schema";
import type { Actor } from "#server/shared/audit";
import { deleteAudited } from "#server/shared/delete-audited";

export function deleteBoardPost(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  return deleteAudited(
    ctx,
    actor,
    { table: boardPosts, entity: "board_post", notFoundMessage: "게시글을 찾을 수 없습니다.", catalogue: true },
    id,
  );
}
