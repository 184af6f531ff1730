import { newVehicleSlug } from "#domain/new-vehicle-template";
import { badgeTypeOf, type Vehicle } from "#domain/vehicle";
import { slugFromName, vehicleCreateSchema } from "#domain/vehicle-input";
import type { AppContext } from "#server/context";
import { vehicles } from "#server/db/schema";
import { toVehicle } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { parseVehicleBody, resolveVehicleImages, retryOnSlugCollision, uniqueVehicleSlug } from "./vehicle-writes";

export interface CreateVehicleOptions {
  /** The partner account the listing belongs to (partners' own listings); admins' listings have none. */
  ownerPartnerId?: number;
}

/**
 * Creates a listing in one transaction: validated (400 with Korean `fieldErrors`), images resolved to stored
 * media (data URLs stored as files first), a unique slug made from the name (`-2`, `-3`… on collision; the
 * pending `new-vehicle-{timestamp}` slug only when the name gives none), the data version bumped so every
 * cached list and page shows it at once, and the write audited.
 */
export async function createVehicle(
  ctx: AppContext,
  actor: Actor,
  input: unknown,
  options: CreateVehicleOptions = {},
): Promise<Vehicle> {
  const { slug: pendingSlug, images: refs, ...data } = parseVehicleBody(vehicleCreateSchema, input);
  const images = await resolveVehicleImages(ctx, refs);
  const base = slugFromName(data.name) || slugFromName(pendingSlug ?? "") || newVehicleSlug();
  return retryOnSlugCollision(() =>
    ctx.db.transaction(async (tx) => {
      const slug = await uniqueVehicleSlug(tx, base);
      const now = new Date();
      const [row] = await tx
        .insert(vehicles)
        .values({
          ...data,
          slug,
          images,
          badgeType: badgeTypeOf(data.badges),
          ownerPartnerId: options.ownerPartnerId ?? null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("vehicle was not created");
      await bumpDataVersion(ctx, tx);
      await recordAudit(tx, actor, {
        action: "create",
        entity: "vehicle",
        entityId: row.id,
        detail: { images: images.length },
      });
      return toVehicle(row);
    }),
  );
}
