import { Readable } from "node:stream";
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
  // Which originals the store holds, asked for all at once; each is read only when the archive reaches it, so a
  // bucket holds one connection for the download, not one per photo.
  const found = await Promise.all(
    vehicle.images.map(async (key, index) => {
      const ext = extOf.get(key);
      if (!ext) return null;
      const stored = `${key}/original.${ext}`;
      if (!(await ctx.storage.filesOf(key)).includes(stored)) return null;
      return { stored, name: `${base}_${String(index + 1).padStart(2, "0")}.${ext}` };
    }),
  );
  const files = found.filter((file) => file !== null);
  if (files.length === 0) throw new HttpError(404, NO_IMAGES_TO_DOWNLOAD);
  // Loaded on the first download rather than at every start.
  const { ZipArchive } = await import("archiver");
  const archive = new ZipArchive({ zlib: { level: 6 } });
  for (const file of files) archive.append(readWhenReached(ctx, file.stored), { name: file.name });
  void archive.finalize();
  return { fileName: `${base}.zip`, stream: archive, count: files.length };
}

function readWhenReached(ctx: AppContext, name: string): Readable {
  return Readable.from(
    (async function* () {
      const file = await ctx.storage.read(name);
      if (!file) throw new Error(`media file gone while zipping: ${name}`);
      yield* file.body;
    })(),
    { objectMode: false },
  );
}
