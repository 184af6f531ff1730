import type { ListingStatus } from "#domain/listing";
import { ADMIN_ONLY_FIELDS, noneOf } from "#domain/listing-fields";
import { adminSaveSchemas } from "#domain/listing-input";
import { newVehicleSlug } from "#domain/new-vehicle-template";
import { badgeTypeOf, type Vehicle } from "#domain/vehicle";
import type { ListingCreate } from "#domain/vehicle-input";
import { slugFromName } from "#domain/vehicle-slug";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { toVehicle } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { isPublicStatus, publicationColumns } from "./listing-rows";
import { parseVehicleBody, resolveVehicleImages, retryOnSlugCollision, uniqueVehicleSlug } from "./vehicle-writes";

export interface CreateListingOptions {
  /** The partner account the listing belongs to (partners' own listings); admins' listings have none. */
  ownerPartnerId?: number;
  /** 게시 중 for an admin's save, 임시저장 or 검수 대기 for a partner's. */
  status: ListingStatus;
  /** What else the creation writes in its transaction (a partner's submission: staff's notice of it). */
  created?: (tx: DbOrTx, row: { id: number; name: string; submittedAt: Date }) => Promise<void>;
}

/**
 * An admin's new listing (`POST /api/vehicles`): the body parsed once (400 with Korean `fieldErrors`), published
 * unless it names another status.
 */
export async function createVehicle(ctx: AppContext, actor: Actor, input: unknown): Promise<Vehicle> {
  const { status = "published", ...listing } = parseVehicleBody(adminSaveSchemas.create, input);
  return createListing(ctx, actor, listing, { status });
}

/**
 * Creates a parsed listing in one transaction: images resolved to stored media (data URLs stored as files first), a
 * unique slug made from the name (`-2`, `-3`… on collision; the pending `new-vehicle-{timestamp}` slug only when the
 * name gives none), in the status given; a public one bumps the data version so every cached list and page shows it
 * at once. The write is audited.
 */
export async function createListing(
  ctx: AppContext,
  actor: Actor,
  listing: ListingCreate,
  options: CreateListingOptions,
): Promise<Vehicle> {
  const { slug: pendingSlug, images: refs, ...parsed } = listing;
  // What partners may not set (promotions are the admin's) starts as nothing on a partner's listing.
  const data = options.ownerPartnerId !== undefined ? { ...parsed, ...noneOf(ADMIN_ONLY_FIELDS) } : parsed;
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
          ...publicationColumns(null, { ...data, status: options.status }, now),
          submittedAt: options.status === "pending" ? now : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error("vehicle was not created");
      if (isPublicStatus(row.status)) await bumpDataVersion(ctx, tx);
      await options.created?.(tx, { id: row.id, name: row.name, submittedAt: row.submittedAt ?? now });
      await recordAudit(tx, actor, {
        action: "create",
        entity: "vehicle",
        entityId: row.id,
        detail: { images: images.length, status: row.status },
      });
      return toVehicle(row);
    }),
  );
}
