import { desc } from "drizzle-orm";
import type { BoardPost } from "#domain/board-post";
import type { AppContext } from "#server/context";
import { boardPosts } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { toBoardPost } from "./board-post-view";

/** The 무보증 리스트 board, newest first; cached per data version. */
export async function listBoardPosts(ctx: AppContext): Promise<BoardPost[]> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get("catalogue:board-posts", version, async () => {
    const rows = await ctx.db.select().from(boardPosts).orderBy(desc(boardPosts.createdAt), desc(boardPosts.id));
    return rows.map(toBoardPost);
  });
}
