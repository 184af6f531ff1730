import { and, eq, inArray, like, ne, or } from "drizzle-orm";
import type { z } from "zod";
import { hasCompletePriceRow, LISTING_MESSAGES } from "#domain/listing";
import { mediaKeyOf } from "#domain/media";
import type { PriceRow } from "#domain/vehicle";
import { firstFreeSlug, isDataImage, parseVehicleInput, VEHICLE_MESSAGES } from "#domain/vehicle-input";
import type { AppContext, DbOrTx } from "#server/context";
import { mediaObjects, retiredVehicles, vehicles } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { type NormalisedImage, normaliseImage } from "#server/media/images";
import { storeNormalisedImage } from "#server/services/media/upload-slots";

/**
 * The shared steps before a listing is written (validation, images, slugs), for admins and partners; the row writes
 * themselves are ./listing-rows.ts.
 */

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

/** A submission for review needs a complete price row: no listing goes public with nothing but 상담 문의 rows. */
export function assertCompleteRow(priceInfo: readonly PriceRow[]): void {
  if (!hasCompletePriceRow(priceInfo))
    throw new HttpError(400, LISTING_MESSAGES.completeRowNeeded, { priceInfo: LISTING_MESSAGES.completeRowNeeded });
}
