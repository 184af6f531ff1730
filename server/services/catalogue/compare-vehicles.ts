import { COMPARE_MAX, COMPARE_MIN, comparePath, parseSlugList } from "#domain/car-lists";
import { type Comparison, compareVehicles } from "#domain/compare";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { findRetiredVehicle, findVehicleBySlug } from "./find-vehicle";

/** A car asked for that the comparison leaves out, and why. */
export interface LeftOutCar {
  slug: string;
  /** Its name, when the site knew it (sold, or deleted after it was listed). */
  name: string | null;
  reason: "sold" | "gone" | "unknown";
}

export interface ComparePage {
  /** The cars compared, in the order asked; the comparison only when there are at least two. */
  comparison: Comparison | null;
  /** The listed cars found, as their address names them (the page's canonical address). */
  slugs: string[];
  leftOut: LeftOutCar[];
  canonicalPath: string;
}

/**
 * The cars of `/compare?cars=a,b,c`: the first COMPARE_MAX distinct slugs of the value, each looked up by its
 * address (one indexed lookup, kept per data version) and compared only when listed (게시 중); a sold, deleted or unknown one is left out and said so.
 */
export async function loadComparison(ctx: AppContext, cars: string | null): Promise<ComparePage> {
  const asked = parseSlugList(cars, COMPARE_MAX);
  const found: Vehicle[] = [];
  const leftOut: LeftOutCar[] = [];
  for (const slug of asked) {
    const vehicle = await findVehicleBySlug(ctx, slug);
    if (vehicle?.status === "published") found.push(vehicle);
    else if (vehicle) leftOut.push({ slug, name: vehicle.name, reason: "sold" });
    else {
      const retired = await findRetiredVehicle(ctx, slug);
      leftOut.push({ slug, name: retired?.name ?? null, reason: retired ? "gone" : "unknown" });
    }
  }
  const slugs = found.map((v) => v.slug);
  return {
    comparison: found.length >= COMPARE_MIN ? compareVehicles(found) : null,
    slugs,
    leftOut,
    canonicalPath: comparePath(slugs),
  };
}
