import { randomBytes } from "node:crypto";
import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import { mediaUrl } from "#domain/media";
import type { AppContext } from "#server/context";
import { mediaObjects, uploadTokens } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { contentKey, type NormalisedImage, normaliseImage } from "#server/media/images";

const SLOT_TTL_MS = 10 * 60 * 1000;

/** A short-lived, single-use token for one upload. */
export async function createUploadSlot(ctx: AppContext): Promise<string> {
  const token = randomBytes(24).toString("base64url");
  await ctx.db.insert(uploadTokens).values({ token, expiresAt: new Date(Date.now() + SLOT_TTL_MS) });
  return token;
}

export interface StoredImage {
  key: string;
  url: string;
  width: number;
  height: number;
}

const SLOT_REFUSED = "업로드 주소가 만료되었거나 이미 사용되었습니다. 다시 시도해주세요.";

/**
 * Consumes an upload slot, before any of its body is read: an unknown, used or expired one is refused, so only
 * a client this site handed a slot to can make it hold an upload's bytes.
 */
export async function claimUploadSlot(ctx: AppContext, token: string): Promise<void> {
  // Not one this site hands out (and it may hold a NUL, which the database refuses to compare).
  if (!/^[\w-]{32}$/.test(token)) throw new HttpError(403, SLOT_REFUSED);
  const [slot] = await ctx.db
    .update(uploadTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(uploadTokens.token, token), isNull(uploadTokens.usedAt), gt(uploadTokens.expiresAt, sql`now()`)))
    .returning({ token: uploadTokens.token });
  if (!slot) throw new HttpError(403, SLOT_REFUSED);
}

/** `demo`: a photo of the demo seed, deleted with the demo data. An image already stored keeps what it was. */
export interface StoreOptions {
  demo?: boolean;
}

/**
 * Normalises and stores an image; the row is written only after every file is. The same file uploaded again is
 * answered from its row: its variants are made and written once.
 */
export async function storeImage(ctx: AppContext, body: Buffer, options: StoreOptions = {}): Promise<StoredImage> {
  return (await storedImage(ctx, contentKey(body))) ?? storeNormalisedImage(ctx, await normaliseImage(body), options);
}

async function storedImage(ctx: AppContext, key: string): Promise<StoredImage | null> {
  const [existing] = await ctx.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
  return existing
    ? { key: existing.key, url: mediaUrl(existing.key), width: existing.width, height: existing.height }
    : null;
}

/** Stores an image already normalised, so a list of them can be checked in full before any is stored. */
export async function storeNormalisedImage(
  ctx: AppContext,
  image: NormalisedImage,
  options: StoreOptions = {},
): Promise<StoredImage> {
  const existing = await storedImage(ctx, image.key);
  if (existing) return existing;
  await ctx.storage.putAll(image.files);
  try {
    await ctx.db
      .insert(mediaObjects)
      .values({
        key: image.key,
        mime: image.mime,
        originalExt: image.originalExt,
        width: image.width,
        height: image.height,
        bytes: image.files.reduce((sum, f) => sum + f.body.length, 0),
        isDemo: options.demo ?? false,
      })
      .onConflictDoNothing();
  } catch (error) {
    await ctx.storage.removeAll(image.files.map((f) => f.name));
    throw error;
  }
  return { key: image.key, url: mediaUrl(image.key), width: image.width, height: image.height };
}

export async function purgeExpiredUploadSlots(ctx: AppContext): Promise<void> {
  await ctx.db.delete(uploadTokens).where(lt(uploadTokens.expiresAt, new Date(Date.now() - SLOT_TTL_MS)));
}

/** Whether a media key names an image this site stored (e.g. a review photo must). */
export async function isStoredMediaKey(ctx: AppContext, key: string): Promise<boolean> {
  const [row] = await ctx.db.select({ key: mediaObjects.key }).from(mediaObjects).where(eq(mediaObjects.key, key));
  return Boolean(row);
}
