import { and, eq, inArray } from "drizzle-orm";
import { decodeSegment } from "#domain/categories";
import { PUBLIC_STATUSES } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { retiredVehicles, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";
import { toPublicVehicle } from "./vehicle-view";

/** A slug as an address carries it: URL-decoded once or twice when it still holds escapes, NFC, trimmed. */
export function slugOfSegment(rawSlug: string): string {
  return decodeSegment(rawSlug).normalize("NFC").trim();
}

/**
 * A listing with a public page (게시 중 or 판매완료) by its slug, or null: one indexed lookup, kept per data
 * version.
 */
export async function findVehicleBySlug(ctx: AppContext, rawSlug: string): Promise<Vehicle | null> {
  const slug = slugOfSegment(rawSlug);
  if (!slug || slug.length > 300) return null;
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`vehicle:${slug}`, version, async () => {
    const [row] = await ctx.db
      .select()
      .from(vehicles)
      .where(and(eq(vehicles.slug, slug), inArray(vehicles.status, [...PUBLIC_STATUSES])));
    return row ? toPublicVehicle(row) : null;
  });
}

export type RetiredVehicle = typeof retiredVehicles.$inferSelect;

/**
 * The slugs of `slugs` the site knows: a listing with a public page (게시 중 or 판매완료) or a deleted one that was
 * public. Two indexed queries for the whole list, and nothing kept per slug: a list of invented slugs costs those
 * two queries and never pushes the real cars out of the item cache.
 */
export async function knownSlugs(ctx: AppContext, slugs: readonly string[]): Promise<Set<string>> {
  const asked = new Map<string, string[]>();
  for (const slug of slugs) {
    const key = slugOfSegment(slug);
    if (!key || key.length > 300) continue;
    asked.set(key, [...(asked.get(key) ?? []), slug]);
  }
  if (asked.size === 0) return new Set();
  const keys = [...asked.keys()];
  const listed = await ctx.db
    .select({ slug: vehicles.slug })
    .from(vehicles)
    .where(and(inArray(vehicles.slug, keys), inArray(vehicles.status, [...PUBLIC_STATUSES])));
  const retired = await ctx.db
    .select({ slug: retiredVehicles.slug })
    .from(retiredVehicles)
    .where(inArray(retiredVehicles.slug, keys));
  return new Set([...listed, ...retired].flatMap((row) => asked.get(row.slug) ?? []));
}

/** A deleted listing that was public, by its address (its page answers 410), or null; kept per data version. */
export async function findRetiredVehicle(ctx: AppContext, rawSlug: string): Promise<RetiredVehicle | null> {
  const slug = slugOfSegment(rawSlug);
  if (!slug || slug.length > 300) return null;
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`retired:${slug}`, version, async () => {
    const [row] = await ctx.db.select().from(retiredVehicles).where(eq(retiredVehicles.slug, slug));
    return row ?? null;
  });
}
