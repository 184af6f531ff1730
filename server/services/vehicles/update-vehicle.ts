import { eq } from "drizzle-orm";
import { isPendingSlug } from "#domain/new-vehicle-template";
import { badgeTypeOf, VEHICLE_NOT_FOUND, type Vehicle } from "#domain/vehicle";
import { slugFromName, VEHICLE_MESSAGES, vehicleUpdateSchema } from "#domain/vehicle-input";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { toVehicle, type VehicleRow } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { parseVehicleBody, resolveVehicleImages, retryOnSlugCollision, uniqueVehicleSlug } from "./vehicle-writes";

export interface UpdateVehicleOptions {
  /** Only a listing of this partner may be changed (anything else is not found); admins pass nothing. */
  ownerPartnerId?: number;
}

/** The row as it stands, refused when missing, someone else's, or saved since the editor loaded it. */
async function currentRow(
  db: DbOrTx,
  id: number,
  updatedAt: string,
  options: UpdateVehicleOptions,
  lock: boolean,
): Promise<VehicleRow> {
  const query = db.select().from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row || (options.ownerPartnerId !== undefined && row.ownerPartnerId !== options.ownerPartnerId))
    throw notFound(VEHICLE_NOT_FOUND);
  // Millisecond comparison: what the API served (ISO strings) against what is stored.
  if (row.updatedAt.getTime() !== Date.parse(updatedAt)) throw new HttpError(409, VEHICLE_MESSAGES.conflict);
  return row;
}

/**
 * Updates the fields sent, in one transaction, only when `updatedAt` is still the stored one (else 409, so
 * a second editor never silently overwrites the first). Images resolve as on create; a vehicle still on its
 * pending `new-vehicle-{timestamp}` slug gets one made from its name; the data version is bumped and the
 * write audited.
 */
export async function updateVehicle(
  ctx: AppContext,
  actor: Actor,
  id: number,
  input: unknown,
  options: UpdateVehicleOptions = {},
): Promise<Vehicle> {
  const { updatedAt, images: refs, ...changes } = parseVehicleBody(vehicleUpdateSchema, input);
  // Checked before any image is stored, and again under the row lock below.
  await currentRow(ctx.db, id, updatedAt, options, false);
  const images = refs ? await resolveVehicleImages(ctx, refs) : undefined;
  return retryOnSlugCollision(() =>
    ctx.db.transaction(async (tx) => {
      const row = await currentRow(tx, id, updatedAt, options, true);
      const name = changes.name ?? row.name;
      const base = isPendingSlug(row.slug) ? slugFromName(name) : "";
      const slug = base && base !== row.slug ? await uniqueVehicleSlug(tx, base, id) : row.slug;
      const [updated] = await tx
        .update(vehicles)
        .set({
          ...changes,
          ...(images ? { images } : {}),
          slug,
          badgeType: badgeTypeOf(changes.badges ?? row.badges),
          // Always later than the stored time, so the next editor's check sees the change.
          updatedAt: new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1)),
        })
        .where(eq(vehicles.id, id))
        .returning();
      if (!updated) throw notFound(VEHICLE_NOT_FOUND);
      await bumpDataVersion(ctx, tx);
      await recordAudit(tx, actor, {
        action: "update",
        entity: "vehicle",
        entityId: id,
        detail: { images: updated.images.length, slugChanged: slug !== row.slug },
      });
      return toVehicle(updated);
    }),
  );
}
