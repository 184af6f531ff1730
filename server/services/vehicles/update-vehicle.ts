import { adminSaveSchemas } from "#domain/listing-input";
import type { Vehicle } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { toVehicle } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { currentRow, writeListing } from "./listing-rows";
import { parseVehicleBody, resolveVehicleImages, retryOnSlugCollision } from "./vehicle-writes";

/**
 * An admin's save: updates the fields sent, in one transaction, only when `updatedAt` is still the stored one
 * (else 409, so a second editor never silently overwrites the first). It publishes directly: a draft or a
 * listing waiting for review becomes 게시 중 unless `status` names another; 판매완료 and 숨김 stay as they are.
 * The body is parsed once, the status with the fields; images resolve as on create; the write is audited.
 */
export async function updateVehicle(ctx: AppContext, actor: Actor, id: number, input: unknown): Promise<Vehicle> {
  const { updatedAt, images: refs, status: wanted, ...changes } = parseVehicleBody(adminSaveSchemas.update, input);
  // Checked before any image is stored, and again under the row lock below.
  await currentRow(ctx.db, id, updatedAt, false);
  const images = refs ? await resolveVehicleImages(ctx, refs) : undefined;
  return retryOnSlugCollision(() =>
    ctx.db.transaction(async (tx) => {
      const row = await currentRow(tx, id, updatedAt, true);
      const status = wanted ?? (row.status === "draft" || row.status === "pending" ? "published" : row.status);
      const updated = await writeListing(
        ctx,
        tx,
        row,
        { ...changes, ...(images ? { images } : {}) },
        status,
        status === row.status ? {} : { returnReason: null },
      );
      await recordAudit(tx, actor, {
        action: "update",
        entity: "vehicle",
        entityId: id,
        detail: {
          images: updated.images.length,
          slugChanged: updated.slug !== row.slug,
          ...(status !== row.status ? { from: row.status, status } : {}),
        },
      });
      return toVehicle(updated);
    }),
  );
}
