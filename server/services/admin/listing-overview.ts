import { count, eq, isNotNull, or } from "drizzle-orm";
import type { ListingOverview } from "#domain/listing";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { listManagedListings } from "#server/services/vehicles/vehicle-lists";

const FLAGGED_SHOWN = 20;

/** The 차량 관리 tab's summary: what waits for review and what the daily check flagged. */
export async function listingOverview(ctx: AppContext): Promise<ListingOverview> {
  const flaggedWhere = or(isNotNull(vehicles.priceStaleAt), isNotNull(vehicles.promotionExpiredAt));
  const [[waiting], [stale], [expired], flagged] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(vehicles)
      .where(or(eq(vehicles.status, "pending"), eq(vehicles.revisionStatus, "pending"))),
    ctx.db.select({ n: count() }).from(vehicles).where(isNotNull(vehicles.priceStaleAt)),
    ctx.db.select({ n: count() }).from(vehicles).where(isNotNull(vehicles.promotionExpiredAt)),
    listManagedListings(ctx, flaggedWhere, FLAGGED_SHOWN),
  ]);
  return {
    waiting: Number(waiting?.n ?? 0),
    stalePrice: Number(stale?.n ?? 0),
    promotionExpired: Number(expired?.n ?? 0),
    flagged,
  };
}
