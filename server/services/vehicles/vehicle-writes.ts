import { and, eq, inArray, like, ne, or } from "drizzle-orm";
import type { z } from "zod";
import {
  CONTENT_FIELDS,
  hasCompletePriceRow,
  isPromotionExpired,
  LISTING_MESSAGES,
  type ListingContent,
  type ListingStatus,
  PUBLIC_STATUSES,
  samePublishedPrices,
} from "#domain/listing";
import { mediaKeyOf } from "#domain/media";
import { seoulDayKey } from "#domain/seoul-time";
import { type PriceRow, VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { firstFreeSlug, isDataImage, parseVehicleInput, VEHICLE_MESSAGES } from "#domain/vehicle-input";
import type { AppContext, DbOrTx } from "#server/context";
import { mediaObjects, retiredVehicles, vehicles } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { type NormalisedImage, normaliseImage } from "#server/media/images";
import type { VehicleRow } from "#server/services/catalogue/vehicle-view";
import { storeNormalisedImage } from "#server/services/media/upload-slots";

/** The shared steps of creating and updating a listing (validation, images, slugs), for admins and partners. */

/** Validates with Korean messages per field; a failure is a 400 carrying `fieldErrors`. */
export function parseVehicleBody<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = parseVehicleInput(schema, input);
  if (!result.success) throw new HttpError(400, result.message, result.fieldErrors);
  return result.data;
}

const imageError = (index: number, message: string) => new HttpError(400, message, { [`images.${index}`]: message });

function storedKeyOf(ref: string): string | null {
  try {
    return mediaKeyOf(new URL(ref, "http://localhost").pathname);
  } catch {
    return null;
  }
}

/**
 * The payload's images as stored media keys, in order: URLs of media this site stored are checked to
 * exist; `data:` URLs are decoded and checked, then stored as files only once every image checked out, so a
 * bad list stores nothing. Repeats are dropped.
 */
export async function resolveVehicleImages(ctx: AppContext, refs: readonly string[]): Promise<string[]> {
  const stored = refs.map((ref, index) => ({ index, key: isDataImage(ref) ? null : storedKeyOf(ref) }));
  for (const { index, key } of stored) {
    if (!key && !isDataImage(refs[index]!)) throw imageError(index, VEHICLE_MESSAGES.images);
  }
  const wanted = [...new Set(stored.flatMap((s) => (s.key ? [s.key] : [])))];
  if (wanted.length > 0) {
    const found = new Set(
      (await ctx.db.select({ key: mediaObjects.key }).from(mediaObjects).where(inArray(mediaObjects.key, wanted))).map(
        (r) => r.key,
      ),
    );
    const missing = stored.find((s) => s.key && !found.has(s.key));
    if (missing) throw imageError(missing.index, VEHICLE_MESSAGES.imageMissing);
  }
  const decoded = new Map<number, NormalisedImage>();
  for (const [index, ref] of refs.entries()) {
    if (stored[index]!.key) continue;
    try {
      decoded.set(index, await normaliseImage(Buffer.from(ref.slice(ref.indexOf(",") + 1), "base64")));
    } catch (error) {
      if (error instanceof HttpError)
        throw imageError(index, error.status === 413 ? VEHICLE_MESSAGES.payload : error.message);
      throw error;
    }
  }
  const keys: string[] = [];
  for (const [index, { key }] of stored.entries()) {
    const image = decoded.get(index);
    keys.push(image ? (await storeNormalisedImage(ctx, image)).key : key!);
  }
  return [...new Set(keys)];
}

/**
 * A slug no other vehicle has, nor a deleted one whose address still answers 410 (a link in an old ad must not
 * lead to a different car): `base`, else `base-2`, `base-3`, …
 */
export async function uniqueVehicleSlug(tx: DbOrTx, base: string, exceptId?: number): Promise<string> {
  const [rows, retired] = await Promise.all([
    tx
      .select({ slug: vehicles.slug })
      .from(vehicles)
      .where(
        and(
          or(eq(vehicles.slug, base), like(vehicles.slug, `${base}-%`)),
          exceptId ? ne(vehicles.id, exceptId) : undefined,
        ),
      ),
    tx
      .select({ slug: retiredVehicles.slug })
      .from(retiredVehicles)
      .where(or(eq(retiredVehicles.slug, base), like(retiredVehicles.slug, `${base}-%`))),
  ]);
  return firstFreeSlug(base, new Set([...rows, ...retired].map((r) => r.slug)));
}

const isSlugCollision = (error: unknown): boolean => {
  const e = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
  if (!e) return false;
  if (e.code === "23505") return true;
  return e.cause ? isSlugCollision(e.cause) : false;
};

/** Runs a write again when a concurrent write took the slug it chose between its check and its insert. */
export async function retryOnSlugCollision<T>(write: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (error) {
      if (attempt >= attempts || !isSlugCollision(error)) throw error;
    }
  }
}

/** A listing's content as stored (its editable parts). */
export function contentOf(row: VehicleRow): ListingContent {
  return Object.fromEntries(CONTENT_FIELDS.map((field) => [field, row[field]])) as unknown as ListingContent;
}

type Publication = Pick<
  VehicleRow,
  "publishedAt" | "priceInfo" | "priceChangedAt" | "priceStaleAt" | "promotionExpiredAt"
>;

/**
 * The columns that follow a listing's status and prices: when it first went public, its 최근 가격 변경일 (moved
 * when the rows it publishes change, and when it is published the first time) with the stale-price flag cleared,
 * and the 렌트할인 flag as its tags and end date now stand. `row` is null for a new listing.
 */
export function publicationColumns(
  row: Publication | null,
  next: {
    status: ListingStatus;
    priceInfo: readonly PriceRow[];
    recommendationTags: readonly string[];
    promotionEndsAt: string | null;
  },
  now: Date,
) {
  const publishedAt = row?.publishedAt ?? null;
  const firstPublication = publishedAt === null && next.status === "published";
  const pricesMoved = !row || firstPublication || !samePublishedPrices(row.priceInfo, next.priceInfo);
  const expired = isPromotionExpired(next.recommendationTags, next.promotionEndsAt, seoulDayKey(now));
  return {
    status: next.status,
    publishedAt: publishedAt ?? (next.status === "published" ? now : null),
    priceChangedAt: pricesMoved || !row ? now : row.priceChangedAt,
    priceStaleAt: pricesMoved || !row ? null : row.priceStaleAt,
    promotionExpiredAt: expired ? (row?.promotionExpiredAt ?? now) : null,
  };
}

/** Later than the stored time whatever the clock says, so the next editor's conflict check sees the write. */
export function nextUpdatedAt(row: Pick<VehicleRow, "updatedAt">): Date {
  return new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
}

/**
 * Sets a locked listing row's review columns (a change waiting beside the listing, a decision on a submission),
 * leaving what the listing shows as it is; `updatedAt` moves on, so an editor holding the row sees the write.
 */
export async function writeReviewState(
  tx: DbOrTx,
  row: VehicleRow,
  columns: Partial<typeof vehicles.$inferInsert>,
): Promise<VehicleRow> {
  const [updated] = await tx
    .update(vehicles)
    .set({ ...columns, updatedAt: nextUpdatedAt(row) })
    .where(eq(vehicles.id, row.id))
    .returning();
  if (!updated) throw notFound(VEHICLE_NOT_FOUND);
  return updated;
}

/** A submission for review needs a complete price row: no listing goes public with nothing but 상담 문의 rows. */
export function assertCompleteRow(priceInfo: readonly PriceRow[]): void {
  if (!hasCompletePriceRow(priceInfo))
    throw new HttpError(400, LISTING_MESSAGES.completeRowNeeded, { priceInfo: LISTING_MESSAGES.completeRowNeeded });
}

/** Whether a listing in this status has a public page (게시 중, 판매완료): its writes move the data version. */
export function isPublicStatus(status: ListingStatus): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}
