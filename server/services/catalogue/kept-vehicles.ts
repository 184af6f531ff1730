import { parseSlugList, RECENT_MAX, SAVED_MAX } from "#domain/car-lists";
import { toCardItem, type VehicleCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { findRetiredVehicle, findVehicleBySlug } from "./find-vehicle";

/** A car of a visitor's list: listed (a card), or no longer to be had (sold, deleted or never known). */
export type KeptCar =
  | { slug: string; state: "listed"; car: VehicleCardItem }
  | { slug: string; state: "sold" | "gone" | "unknown"; name: string | null };

export interface KeptCars {
  saved: KeptCar[];
  recent: KeptCar[];
}

/**
 * The cars of `/saved?cars=…&recent=…` (찜한 차량 and 최근 본 차량), in the order given, at most SAVED_MAX and
 * RECENT_MAX. A car that is no longer listed stays in its place, named when the site knew it, so the visitor sees
 * what became of it and can remove it.
 */
export async function loadKeptCars(
  ctx: AppContext,
  lists: { saved: string | null; recent: string | null },
): Promise<KeptCars> {
  const keptCar = async (slug: string): Promise<KeptCar> => {
    const vehicle = await findVehicleBySlug(ctx, slug);
    if (vehicle?.status === "published") return { slug, state: "listed", car: toCardItem(vehicle) };
    if (vehicle) return { slug, state: "sold", name: vehicle.name };
    const retired = await findRetiredVehicle(ctx, slug);
    return { slug, state: retired ? "gone" : "unknown", name: retired?.name ?? null };
  };
  return {
    saved: await Promise.all(parseSlugList(lists.saved, SAVED_MAX).map(keptCar)),
    recent: await Promise.all(parseSlugList(lists.recent, RECENT_MAX).map(keptCar)),
  };
}
