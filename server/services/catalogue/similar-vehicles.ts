import { similarVehicles } from "#domain/listing";
import type { PriceRow } from "#domain/vehicle";
import { toCardItem, type VehicleCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { listEssentialVehicles } from "./list-essential-vehicles";

/**
 * 3-6 listed cars like a sold or deleted one: the same category, the closest monthly price first, as cards. Read
 * from the cached list, so a sold page or a 410 costs no query of its own.
 */
export async function similarAvailable(
  ctx: AppContext,
  target: { id?: number; category: string; priceInfo: readonly PriceRow[] },
): Promise<VehicleCardItem[]> {
  return similarVehicles(target, await listEssentialVehicles(ctx)).map(toCardItem);
}
