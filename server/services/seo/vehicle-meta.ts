import { eq } from "drizzle-orm";
import { mediaKeyOf, mediaUrl } from "#domain/media";
import { categoryPath, vehiclePath } from "#domain/paths";
import { breadcrumbJsonLd } from "#domain/structured-data";
import type { Vehicle } from "#domain/vehicle";
import { vehicleJsonLd, vehiclePageText } from "#domain/vehicle-seo";
import type { AppContext } from "#server/context";
import { mediaObjects } from "#server/db/schema";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import { getDataVersion } from "#server/shared/data-version";
import { itemCache } from "#server/shared/item-cache";

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
 * The preview image of a vehicle's first photo: the cleaned original when it is JPEG or PNG (KakaoTalk and some
 * crawlers do not read WebP), else the widest WebP variant. One indexed lookup per image and data version.
 */
async function coverImage(ctx: AppContext, key: string): Promise<Cover | null> {
  const version = await getDataVersion(ctx);
  return itemCache(ctx).get(`seo:cover:${key}`, version, async () => {
    const [r] = await ctx.db
      .select({
        ext: mediaObjects.originalExt,
        width: mediaObjects.width,
        height: mediaObjects.height,
      })
      .from(mediaObjects)
      .where(eq(mediaObjects.key, key));
    if (!r) return null;
    if (r.ext === "jpg" || r.ext === "png")
      return { path: `/media/${key}/original.${r.ext}`, width: r.width, height: r.height };
    const width = Math.min(r.width, 1440);
    return { path: mediaUrl(key, 1440), width, height: Math.round((r.height * width) / r.width) };
  });
}

/**
 * Title, description, preview image, canonical URL and JSON-LD of a vehicle page, with absolute URLs on
 * `origin`. The page's <head> and the meta API both come from here, so they never disagree.
 */
export async function vehicleSeo(ctx: AppContext, vehicle: Vehicle, origin: string): Promise<VehicleSeo> {
  const { title, description } = vehiclePageText(vehicle, (await siteSettingsForPage(ctx)).name);
  const canonicalPath = vehiclePath(vehicle.slug);
  const url = origin + canonicalPath;
  const key = vehicle.mainImage ? mediaKeyOf(vehicle.mainImage) : null;
  const cover = key ? await coverImage(ctx, key) : null;
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
