import type { BoardPost } from "#domain/board-post";
import { mediaUrl } from "#domain/media";
import type { boardPosts } from "#server/db/schema";

export type BoardPostRow = typeof boardPosts.$inferSelect;

/** A 무보증 리스트 board post as the API serves it: image URLs in the admin's order, ISO dates. */
export function toBoardPost(row: BoardPostRow): BoardPost {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    images: row.images.map((key) => mediaUrl(key)),
    category: row.category,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
