import { parseSlugList, RECENT_MAX, SAVED_MAX } from "#domain/car-lists";
import { toCardItem, type VehicleCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { findRetiredVehicle, findVehicleBySlug, knownSlugs } from "./find-vehicle";

/** A car of a visitor's list: listed (a card), or no longer to be had (sold, or deleted after it was listed). */
export type KeptCar =
  | { slug: string; state: "listed"; car: VehicleCardItem }
  | { slug: string; state: "sold" | "gone"; name: string };

export interface KeptCars {
  saved: KeptCar[];
  recent: KeptCar[];
}

/** The lists as `/saved` is kept and shown under: the slugs the site knows, at most SAVED_MAX and RECENT_MAX. */
export async function keptCarSlugs(
  ctx: AppContext,
  lists: { saved: string | null; recent: string | null },
): Promise<{ saved: string[]; recent: string[] }> {
  const saved = parseSlugList(lists.saved, SAVED_MAX);
  const recent = parseSlugList(lists.recent, RECENT_MAX);
  const known = await knownSlugs(ctx, [...saved, ...recent]);
  return { saved: saved.filter((slug) => known.has(slug)), recent: recent.filter((slug) => known.has(slug)) };
}

/**
 * The cars of `/saved?cars=…&recent=…` (찜한 차량 and 최근 본 차량), in the order given, at most SAVED_MAX and
 * RECENT_MAX. A car that is no longer listed stays in its place, named, so the visitor sees what became of it and
 * can remove it. A slug the site never knew (or not as a public listing) is dropped: it shows nothing a visitor can
 * use, and each new one would otherwise be a page of its own to render.
 */
export async function loadKeptCars(
  ctx: AppContext,
  lists: { saved: string | null; recent: string | null },
): Promise<KeptCars> {
  const keptCar = async (slug: string): Promise<KeptCar[]> => {
    const vehicle = await findVehicleBySlug(ctx, slug);
    if (vehicle?.status === "published") return [{ slug, state: "listed", car: toCardItem(vehicle) }];
    if (vehicle) return [{ slug, state: "sold", name: vehicle.name }];
    const retired = await findRetiredVehicle(ctx, slug);
    // Known a moment ago, but the data changed in between: as if never known.
    return retired ? [{ slug, state: "gone", name: retired.name }] : [];
  };
  const { saved, recent } = await keptCarSlugs(ctx, lists);
  return {
    saved: (await Promise.all(saved.map(keptCar))).flat(),
    recent: (await Promise.all(recent.map(keptCar))).flat(),
  };
}
