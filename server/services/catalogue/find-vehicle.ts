import { decodeSegment } from "#domain/categories";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { listVehicles } from "./list-vehicles";

/**
 * A vehicle by its slug (URL-decoded once or twice when it still carries escapes), or null. Looked up in the
 * cached list, so unknown slugs cost no query and fill no cache.
 */
export async function findVehicleBySlug(ctx: AppContext, rawSlug: string): Promise<Vehicle | null> {
  const slug = decodeSegment(rawSlug).normalize("NFC").trim();
  if (!slug) return null;
  const all = await listVehicles(ctx);
  return all.find((v) => v.slug === slug) ?? null;
}
