import { mediaUrl } from "../../../domain/media";
import type { boardPosts } from "../../db/schema";

export type BoardPostRow = typeof boardPosts.$inferSelect;

/** A 무보증 리스트 board post as the API serves it: image URLs, ISO dates. */
export interface BoardPost {
  id: number;
  title: string;
  content: string;
  /** Image URLs, in the order the admin gave them. */
  images: string[];
  category: string;
  createdAt: string;
  updatedAt: string;
}

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
