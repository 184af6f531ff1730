import { eq } from "drizzle-orm";
import { LISTING_MESSAGES, type ListingStatus, publishedPriceRows } from "#domain/listing";
import { ADMIN_ONLY_FIELDS, LISTING_FIELD_KEYS, noneOf, pickFields } from "#domain/listing-fields";
import { adminStatusSchema, partnerStatusSchema } from "#domain/listing-input";
import { newVehicleSlug } from "#domain/new-vehicle-template";
import { NOT_OWN_VEHICLE } from "#domain/partner-vehicle";
import { VEHICLE_NOT_FOUND, type Vehicle } from "#domain/vehicle";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext, DbOrTx } from "#server/context";
import { retiredVehicles, vehicles } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { toVehicle, type VehicleRow } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import { isPublicStatus, publicationColumns, writeListing } from "./listing-rows";
import { uniqueVehicleSlug } from "./vehicle-writes";

/** Only a partner's own listings: anyone else's answers 403 (another partner's, the admin's), a missing one 404. */
export interface OwnerScope {
  partner?: SessionUser;
}

async function lockedRow(db: DbOrTx, id: number, scope: OwnerScope): Promise<VehicleRow> {
  const [row] = await db.select().from(vehicles).where(eq(vehicles.id, id)).for("update");
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  if (scope.partner && row.ownerPartnerId !== scope.partner.id) throw new HttpError(403, NOT_OWN_VEHICLE);
  return row;
}

/**
 * Deletes a listing (`DELETE /api/vehicles/{id}`, and a partner's own). One that was ever public leaves its
 * address behind, answered 410 with similar cars; its stored images stay (content-addressed, possibly shared).
 */
export async function deleteListing(ctx: AppContext, actor: Actor, id: number, scope: OwnerScope = {}): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, scope);
    await tx.delete(vehicles).where(eq(vehicles.id, id));
    const wasPublic = row.publishedAt !== null || isPublicStatus(row.status);
    if (wasPublic) {
      const retired = {
        name: row.name,
        category: row.category,
        badges: row.badges,
        priceInfo: publishedPriceRows(row.priceInfo),
        retiredAt: new Date(),
        // A demo listing's address goes with the rest of the demo data.
        isDemo: row.isDemo,
      };
      await tx
        .insert(retiredVehicles)
        .values({ slug: row.slug, ...retired })
        .onConflictDoUpdate({ target: retiredVehicles.slug, set: retired });
      await bumpDataVersion(ctx, tx);
    }
    await recordAudit(tx, actor, {
      action: "delete",
      entity: "vehicle",
      entityId: id,
      detail: { status: row.status, retired: wasPublic },
    });
  });
}

async function changeStatus(
  ctx: AppContext,
  actor: Actor,
  id: number,
  status: ListingStatus,
  scope: OwnerScope,
): Promise<Vehicle> {
  return ctx.db.transaction(async (tx) => {
    const row = await lockedRow(tx, id, scope);
    if (row.status === status) throw new HttpError(409, LISTING_MESSAGES.sameStatus);
    if (scope.partner && row.status !== "published") throw new HttpError(409, LISTING_MESSAGES.soldOnly);
    const updated = await writeListing(ctx, tx, row, {}, status, { returnReason: null });
    await recordAudit(tx, actor, {
      action: "status",
      entity: "vehicle",
      entityId: id,
      detail: { from: row.status, status },
    });
    return toVehicle(updated);
  });
}

/**
 * `POST /api/vehicles/{id}/status`: an admin publishes, hides, marks sold or sets back to 임시저장 any listing.
 * A listing waiting for review is published by approving it; this publishes it without a word to the partner.
 */
export function setListingStatus(ctx: AppContext, admin: Actor, id: number, input: unknown): Promise<Vehicle> {
  const { status } = parseInput(adminStatusSchema, input);
  return changeStatus(ctx, admin, id, status, {});
}

/** `POST /api/partner/vehicles/{id}/status`: a partner marks their own published listing 판매완료. */
export function setPartnerListingStatus(
  ctx: AppContext,
  partner: SessionUser,
  id: number,
  input: unknown,
): Promise<Vehicle> {
  const { status } = parseInput(partnerStatusSchema, input);
  return changeStatus(ctx, partner, id, status, { partner });
}

/**
 * 차량 복제: a new 임시저장 listing with everything of the source but its address, plate number and photos, for a
 * new trim of the same model. It belongs to whoever copied it (a partner copies only their own), and takes an
 * address from its name when first saved under a name of its own.
 */
export async function copyListing(ctx: AppContext, actor: Actor, id: number, scope: OwnerScope = {}): Promise<Vehicle> {
  return ctx.db.transaction(async (tx) => {
    const source = await lockedRow(tx, id, scope);
    // Every listing field; a partner's copy leaves out what partners may not set (promotions are the admin's).
    const fields = { ...pickFields(source, LISTING_FIELD_KEYS), ...(scope.partner ? noneOf(ADMIN_ONLY_FIELDS) : {}) };
    const now = new Date();
    const slug = await uniqueVehicleSlug(tx, newVehicleSlug(now.getTime()));
    const [row] = await tx
      .insert(vehicles)
      .values({
        ...fields,
        slug,
        images: [],
        basicInfo: { ...fields.basicInfo, 차량번호: "" },
        badgeType: source.badgeType,
        ownerPartnerId: scope.partner?.id ?? null,
        ...publicationColumns(null, { ...fields, status: "draft" }, now),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error("copy was not created");
    await recordAudit(tx, actor, { action: "copy", entity: "vehicle", entityId: row.id, detail: { from: id } });
    return toVehicle(row);
  });
}
