import { COMPARE_MAX, COMPARE_MIN, comparePath, parseSlugList } from "#domain/car-lists";
import { type Comparison, compareVehicles } from "#domain/compare";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { findRetiredVehicle, findVehicleBySlug, knownSlugs } from "./find-vehicle";

/** A car asked for that the comparison leaves out, and why. */
export interface LeftOutCar {
  slug: string;
  name: string;
  reason: "sold" | "gone";
}

export interface ComparePage {
  /** The cars compared, in the order asked; the comparison only when there are at least two. */
  comparison: Comparison | null;
  /** The listed cars found, as their address names them (the page's canonical address). */
  slugs: string[];
  leftOut: LeftOutCar[];
  canonicalPath: string;
}

/** Slugs read from a `?cars=` value to find the first COMPARE_MAX known ones. */
const COMPARE_READ = COMPARE_MAX * 3;

type AskedCar = { slug: string; vehicle: Vehicle } | { slug: string; retired: { name: string } };

/**
 * The cars a `?cars=` value names that the site knows (listed, sold, or deleted after it was listed), the first
 * COMPARE_MAX distinct ones in order. A slug it never knew is dropped: it shows nothing a visitor can use, and each
 * new one would otherwise be a page of its own to render. Which are known is one look-up for the whole value
 * (`knownSlugs`), so invented slugs cost no look-up each.
 */
async function askedCars(ctx: AppContext, cars: string | null): Promise<AskedCar[]> {
  const read = parseSlugList(cars, COMPARE_READ);
  const known = await knownSlugs(ctx, read);
  const found: AskedCar[] = [];
  for (const slug of read) {
    if (!known.has(slug)) continue;
    const vehicle = await findVehicleBySlug(ctx, slug);
    const retired = vehicle ? null : await findRetiredVehicle(ctx, slug);
    if (vehicle) found.push({ slug, vehicle });
    else if (retired) found.push({ slug, retired });
    if (found.length >= COMPARE_MAX) break;
  }
  return found;
}

/** The cars `/compare` is kept and shown under: the known ones of its `?cars=`, as `askedCars` reads them. */
export async function comparedCarSlugs(ctx: AppContext, cars: string | null): Promise<string[]> {
  return (await askedCars(ctx, cars)).map((car) => car.slug);
}

/**
 * The cars of `/compare?cars=a,b,c`: the first COMPARE_MAX distinct known slugs of the value, each looked up by its
 * address (one indexed lookup, kept per data version) and compared only when listed (게시 중); a sold or deleted one
 * is left out and said so, and one the site never knew is dropped.
 */
export async function loadComparison(ctx: AppContext, cars: string | null): Promise<ComparePage> {
  const found: Vehicle[] = [];
  const leftOut: LeftOutCar[] = [];
  for (const car of await askedCars(ctx, cars)) {
    if ("retired" in car) leftOut.push({ slug: car.slug, name: car.retired.name, reason: "gone" });
    else if (car.vehicle.status === "published") found.push(car.vehicle);
    else leftOut.push({ slug: car.slug, name: car.vehicle.name, reason: "sold" });
  }
  const slugs = found.map((v) => v.slug);
  return {
    comparison: found.length >= COMPARE_MIN ? compareVehicles(found) : null,
    slugs,
    leftOut,
    canonicalPath: comparePath(slugs),
  };
}
