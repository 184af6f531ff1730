import { eq } from "drizzle-orm";
import { NOT_OWN_VEHICLE, PARTNER_IMAGE_REQUIRED } from "#domain/partner-vehicle";
import type { Vehicle } from "#domain/vehicle";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { createVehicle } from "#server/services/vehicles/create-vehicle";
import { updateVehicle } from "#server/services/vehicles/update-vehicle";
import { recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";

/**
 * The listing exists and this partner listed it: 404 when it does not exist, 403 when it is another
 * partner's or the admin's. With `lock`, the row stays locked for the rest of the transaction.
 */
async function assertOwnVehicle(db: DbOrTx, partner: SessionUser, id: number, lock = false): Promise<void> {
  const query = db.select({ owner: vehicles.ownerPartnerId }).from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  if (row.owner !== partner.id) throw new HttpError(403, NOT_OWN_VEHICLE);
}

/** A partner's listing needs at least one photo (the add form says so before sending; the server too). */
function assertHasImages(input: unknown): void {
  const body = (input ?? {}) as { images?: unknown; thumbnails?: unknown };
  const refs = body.images ?? body.thumbnails;
  if (!Array.isArray(refs) || refs.length === 0)
    throw new HttpError(400, PARTNER_IMAGE_REQUIRED, { images: PARTNER_IMAGE_REQUIRED });
}

/** Lists a vehicle with the partner recorded as its owner (validated, slugged and audited as the admin's are). */
export async function createPartnerVehicle(ctx: AppContext, partner: SessionUser, input: unknown): Promise<Vehicle> {
  assertHasImages(input);
  return createVehicle(ctx, partner, input, { ownerPartnerId: partner.id });
}

/** Changes one of the partner's own listings (403 for anyone else's), with the editor's conflict check. */
export async function updatePartnerVehicle(
  ctx: AppContext,
  partner: SessionUser,
  id: number,
  input: unknown,
): Promise<Vehicle> {
  await assertOwnVehicle(ctx.db, partner, id);
  const body = (input ?? {}) as { images?: unknown; thumbnails?: unknown };
  if (body.images !== undefined || body.thumbnails !== undefined) assertHasImages(input);
  return updateVehicle(ctx, partner, id, input, { ownerPartnerId: partner.id });
}

/** Removes one of the partner's own listings (403 for anyone else's); stored images stay. */
export async function deletePartnerVehicle(ctx: AppContext, partner: SessionUser, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await assertOwnVehicle(tx, partner, id, true);
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    await bumpDataVersion(ctx, tx);
    await recordAudit(tx, partner, { action: "delete", entity: "vehicle", entityId: id });
  });
}
