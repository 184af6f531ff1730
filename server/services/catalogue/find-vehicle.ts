import { decodeSegment } from "#domain/categories";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { retiredVehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { listPublicVehicles } from "./list-vehicles";

/** A slug as an address carries it: URL-decoded once or twice when it still holds escapes, NFC, trimmed. */
export function slugOfSegment(rawSlug: string): string {
  return decodeSegment(rawSlug).normalize("NFC").trim();
}

/**
 * A listing with a public page (게시 중 or 판매완료) by its slug, or null. Looked up in the cached list, so
 * unknown slugs cost no query and fill no cache.
 */
export async function findVehicleBySlug(ctx: AppContext, rawSlug: string): Promise<Vehicle | null> {
  const slug = slugOfSegment(rawSlug);
  if (!slug) return null;
  const all = await listPublicVehicles(ctx);
  return all.find((v) => v.slug === slug) ?? null;
}

export type RetiredVehicle = typeof retiredVehicles.$inferSelect;

/** A deleted listing that was public, by its address (its page answers 410), or null; cached per data version. */
export async function findRetiredVehicle(ctx: AppContext, rawSlug: string): Promise<RetiredVehicle | null> {
  const slug = slugOfSegment(rawSlug);
  if (!slug) return null;
  const version = await getDataVersion(ctx);
  const retired = await ctx.cache.get("catalogue:retired", version, async () => {
    const rows = await ctx.db.select().from(retiredVehicles);
    return new Map(rows.map((row) => [row.slug, row]));
  });
  return retired.get(slug) ?? null;
}
