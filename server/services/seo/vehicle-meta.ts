import { inArray } from "drizzle-orm";
import { mediaKeyOf, mediaUrl } from "#domain/media";
import { categoryPath, vehiclePath } from "#domain/paths";
import { breadcrumbJsonLd } from "#domain/structured-data";
import type { Vehicle } from "#domain/vehicle";
import { vehicleJsonLd, vehiclePageText } from "#domain/vehicle-seo";
import type { AppContext } from "#server/context";
import { mediaObjects } from "#server/db/schema";
import { listPublicVehicles } from "#server/services/catalogue/list-vehicles";
import { getDataVersion } from "#server/shared/data-version";

/** The answer of `GET /api/vehicles/{slug}/meta`: what a link preview shows. */
export interface VehicleMeta {
  title: string;
  description: string;
  /** Absolute URL of the first image, or null when the vehicle has none. */
  image: string | null;
  /** Absolute canonical URL of the vehicle page. */
  url: string;
}

export interface VehicleSeo {
  meta: VehicleMeta;
  /** Size of `meta.image` when known (og:image:width/height). */
  imageSize: { width: number; height: number } | null;
  /** Canonical path, `/vehicles/{slug}` for every alias. */
  canonicalPath: string;
  /** schema.org `Car` (with its offer) and the page's `BreadcrumbList`. */
  jsonLd: Record<string, unknown>[];
}

interface Cover {
  path: string;
  width: number;
  height: number;
}

/**
 * The preview image of each vehicle's first photo: the cleaned original when it is JPEG or PNG (KakaoTalk
 * and some crawlers do not read WebP), else the widest WebP variant. One query per data version.
 */
async function coverImages(ctx: AppContext): Promise<Map<string, Cover>> {
  const version = await getDataVersion(ctx);
  return ctx.cache.get("seo:cover-images", version, async () => {
    const keys = [
      ...new Set(
        (await listPublicVehicles(ctx))
          .map((v) => (v.mainImage ? mediaKeyOf(v.mainImage) : null))
          .filter((k) => k !== null),
      ),
    ];
    const rows = keys.length
      ? await ctx.db
          .select({
            key: mediaObjects.key,
            ext: mediaObjects.originalExt,
            width: mediaObjects.width,
            height: mediaObjects.height,
          })
          .from(mediaObjects)
          .where(inArray(mediaObjects.key, keys))
      : [];
    return new Map(
      rows.map((r) => {
        if (r.ext === "jpg" || r.ext === "png")
          return [r.key, { path: `/media/${r.key}/original.${r.ext}`, width: r.width, height: r.height }];
        const width = Math.min(r.width, 1440);
        return [r.key, { path: mediaUrl(r.key, 1440), width, height: Math.round((r.height * width) / r.width) }];
      }),
    );
  });
}

/**
 * Title, description, preview image, canonical URL and JSON-LD of a vehicle page, with absolute URLs on
 * `origin`. The page's <head> and the meta API both come from here, so they never disagree.
 */
export async function vehicleSeo(ctx: AppContext, vehicle: Vehicle, origin: string): Promise<VehicleSeo> {
  const { title, description } = vehiclePageText(vehicle, ctx.config.site.name);
  const canonicalPath = vehiclePath(vehicle.slug);
  const url = origin + canonicalPath;
  const key = vehicle.mainImage ? mediaKeyOf(vehicle.mainImage) : null;
  const cover = key ? (await coverImages(ctx)).get(key) : undefined;
  const image = cover ? origin + cover.path : vehicle.mainImage ? new URL(vehicle.mainImage, origin).href : null;
  const images = vehicle.thumbnails.map((src) => {
    const k = mediaKeyOf(src);
    return new URL(k ? mediaUrl(k, 1440) : src, origin).href;
  });
  return {
    meta: { title, description, image, url },
    imageSize: cover ? { width: cover.width, height: cover.height } : null,
    canonicalPath,
    jsonLd: [
      vehicleJsonLd(vehicle, { url, images, description }),
      breadcrumbJsonLd(origin, [
        { name: vehicle.category, path: categoryPath(vehicle.category) },
        { name: vehicle.name, path: canonicalPath },
      ]),
    ],
  };
}
