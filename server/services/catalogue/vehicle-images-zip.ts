import type { Readable } from "node:stream";
import { ZipArchive } from "archiver";
import { and, eq, inArray } from "drizzle-orm";
import { PUBLIC_STATUSES } from "#domain/listing";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { mediaObjects, vehicles } from "#server/db/schema";
import { HttpError } from "#server/errors";

export const NO_IMAGES_TO_DOWNLOAD = "다운로드할 이미지가 없습니다";

/** Characters that are not allowed (or are awkward) in file names on common systems. */
function safeFileName(name: string): string {
  const printable = [...name].map((ch) => (ch.charCodeAt(0) < 0x20 ? "_" : ch)).join("");
  return (
    printable
      .replace(/[\\/:*?"<>|]/g, "_")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 80) || "vehicle"
  );
}

/**
 * The vehicle's original images as a zip, streamed as it is built (DEFLATE level 6), named after the vehicle.
 * Resolves once every file is found, so a missing vehicle or image list is still a clean 404.
 */
export async function vehicleImagesZip(
  ctx: AppContext,
  slug: string,
): Promise<{ fileName: string; stream: Readable; count: number }> {
  const [vehicle] = await ctx.db
    .select({ name: vehicles.name, images: vehicles.images })
    .from(vehicles)
    .where(and(eq(vehicles.slug, slug), inArray(vehicles.status, [...PUBLIC_STATUSES])));
  if (!vehicle) throw new HttpError(404, VEHICLE_NOT_FOUND);
  if (vehicle.images.length === 0) throw new HttpError(404, NO_IMAGES_TO_DOWNLOAD);
  const media = await ctx.db
    .select({ key: mediaObjects.key, ext: mediaObjects.originalExt })
    .from(mediaObjects)
    .where(inArray(mediaObjects.key, vehicle.images));
  const extOf = new Map(media.map((m) => [m.key, m.ext]));
  const base = safeFileName(vehicle.name);
  const files = [];
  for (const [index, key] of vehicle.images.entries()) {
    const ext = extOf.get(key);
    const file = ext ? await ctx.storage.read(`${key}/original.${ext}`) : null;
    if (file) files.push({ name: `${base}_${String(index + 1).padStart(2, "0")}.${ext}`, body: file.body });
  }
  if (files.length === 0) throw new HttpError(404, NO_IMAGES_TO_DOWNLOAD);
  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const file of files) archive.append(file.body, { name: file.name });
  void archive.finalize();
  return { fileName: `${base}.zip`, stream: archive, count: files.length };
}
