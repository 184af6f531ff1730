import { desc } from "drizzle-orm";
import type { BoardPost } from "#domain/board-post";
import { mediaKeyOf } from "#domain/media";
import type { AppContext } from "#server/context";
import { boardPosts } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { type NormalisedImage, normaliseImage } from "#server/media/images";
import { toBoardPost } from "#server/services/catalogue/board-post-view";
import { isStoredMediaKey, storeNormalisedImage } from "#server/services/media/upload-slots";

/** The admin board's list, newest first. */
export async function listBoardPostsForAdmin(ctx: AppContext): Promise<BoardPost[]> {
  const rows = await ctx.db.select().from(boardPosts).orderBy(desc(boardPosts.createdAt), desc(boardPosts.id));
  return rows.map(toBoardPost);
}

const DATA_URL = /^data:(image\/[\w.+-]+);base64,(.*)$/s;

/** A stored image's key, or a `data:` image decoded and checked but not yet stored; anything else is refused. */
async function checkBoardImage(ctx: AppContext, image: string): Promise<string | NormalisedImage> {
  const data = DATA_URL.exec(image);
  if (data) return normaliseImage(Buffer.from(data[2] ?? "", "base64"));
  let path: string;
  try {
    path = new URL(image, "http://localhost").pathname;
  } catch {
    throw new HttpError(400, "이미지 형식이 올바르지 않습니다.");
  }
  const key = mediaKeyOf(path);
  if (!key) throw new HttpError(400, "이미지 형식이 올바르지 않습니다.");
  if (!(await isStoredMediaKey(ctx, key))) throw new HttpError(400, "이미지를 찾을 수 없습니다. 다시 업로드해주세요.");
  return key;
}

/**
 * Turns the payload's images into stored media keys: URLs of images this site stored are kept as they are,
 * `data:` URLs (what the original site sent) are stored as files. Every image is checked before any is
 * stored, so a list with a bad one stores nothing.
 */
export async function resolveBoardImages(ctx: AppContext, images: string[]): Promise<string[]> {
  const checked: (string | NormalisedImage)[] = [];
  for (const image of images) checked.push(await checkBoardImage(ctx, image));
  const keys: string[] = [];
  for (const image of checked)
    keys.push(typeof image === "string" ? image : (await storeNormalisedImage(ctx, image)).key);
  return [...new Set(keys)];
}
