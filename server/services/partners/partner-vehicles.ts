import { eq } from "drizzle-orm";
import { LISTING_MESSAGES, type ListingContent } from "#domain/listing";
import { ADMIN_ONLY_FIELDS, type AdminOnlyField, changedFields, needsReview } from "#domain/listing-fields";
import { partnerSaveSchemas } from "#domain/listing-input";
import { NOT_OWN_VEHICLE, PARTNER_IMAGE_REQUIRED } from "#domain/partner-vehicle";
import type { Vehicle } from "#domain/vehicle";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import type { SessionUser } from "#server/auth/sessions";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { toVehicle, type VehicleRow } from "#server/services/catalogue/vehicle-view";
import { enqueueStaffNotice } from "#server/services/outbox/outbox";
import { createListing } from "#server/services/vehicles/create-vehicle";
import {
  type ContentChanges,
  contentOf,
  currentRow,
  writeListing,
  writeReviewState,
} from "#server/services/vehicles/listing-rows";
import {
  assertCompleteRow,
  parseVehicleBody,
  resolveVehicleImages,
  retryOnSlugCollision,
} from "#server/services/vehicles/vehicle-writes";
import { recordAudit } from "#server/shared/audit";

/**
 * The listing exists and this partner listed it: 404 when it does not exist, 403 when it is another
 * partner's or the admin's. With `lock`, the row stays locked for the rest of the transaction.
 */
export async function assertOwnVehicle(
  db: DbOrTx,
  partner: SessionUser,
  id: number,
  lock = false,
): Promise<VehicleRow> {
  const query = db.select().from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  if (row.ownerPartnerId !== partner.id) throw new HttpError(403, NOT_OWN_VEHICLE);
  return row;
}

/** A listing sent for review needs at least one photo (the add form says so before sending; the server too). */
function assertHasImages(images: readonly unknown[] | undefined): void {
  if (!images || images.length === 0)
    throw new HttpError(400, PARTNER_IMAGE_REQUIRED, { images: PARTNER_IMAGE_REQUIRED });
}

/** A partner's changes without what partners may not set (the fields admins alone set: promotions). */
function partnerChanges<T extends object>(changes: T): Omit<T, AdminOnlyField> {
  const rest = { ...changes };
  for (const key of ADMIN_ONLY_FIELDS) delete (rest as Record<string, unknown>)[key];
  return rest;
}

/** A partner's save, with what became of it: sent for review, kept as a draft, or applied at once. */
export interface PartnerSaveResult {
  vehicle: Vehicle;
  outcome: "submitted" | "draft" | "revision" | "applied";
  message: string;
}

const OUTCOME_MESSAGES: Record<PartnerSaveResult["outcome"], string> = {
  submitted: LISTING_MESSAGES.submitted,
  draft: LISTING_MESSAGES.draftSaved,
  revision: LISTING_MESSAGES.revisionSubmitted,
  applied: "차량 정보가 수정되었습니다",
};
const result = (vehicle: Vehicle, outcome: PartnerSaveResult["outcome"]): PartnerSaveResult => ({
  vehicle,
  outcome,
  message: OUTCOME_MESSAGES[outcome],
});

/** Staff's notice that a partner's listing, or a change to a public one, waits for 검수 (in the write's transaction). */
function announceReview(
  ctx: AppContext,
  tx: DbOrTx,
  partner: SessionUser,
  listing: { id: number; name: string },
  change: boolean,
  at: Date,
): Promise<void> {
  return enqueueStaffNotice(ctx, tx, {
    about: "listing-review",
    vehicleId: listing.id,
    title: listing.name,
    change,
    company: partner.displayName,
    at: at.toISOString(),
  });
}

/**
 * Lists a vehicle with the partner recorded as its owner (validated and slugged as the admin's are). It is not
 * public: sent for review (검수 대기, which needs a photo and a complete price row) or kept as 임시저장.
 */
export async function createPartnerVehicle(
  ctx: AppContext,
  partner: SessionUser,
  input: unknown,
): Promise<PartnerSaveResult> {
  // A submission without a photo is refused before anything else in the body, as the add form refuses it.
  const body = (input ?? {}) as Record<string, unknown>;
  if (typeof body === "object" && !Array.isArray(body) && (body.status === undefined || body.status === "pending")) {
    const refs = body.images ?? body.thumbnails;
    assertHasImages(Array.isArray(refs) ? refs : undefined);
  }
  const { status = "pending", ...listing } = parseVehicleBody(partnerSaveSchemas.create, input);
  if (status === "pending") assertCompleteRow(listing.priceInfo);
  const vehicle = await createListing(ctx, partner, listing, {
    ownerPartnerId: partner.id,
    status,
    created:
      status === "pending" ? (tx, row) => announceReview(ctx, tx, partner, row, false, row.submittedAt) : undefined,
  });
  return result(vehicle, status === "pending" ? "submitted" : "draft");
}

/**
 * Changes one of the partner's own listings (403 for anyone else's), with the editor's conflict check.
 *
 * - A listing not yet public (임시저장, 검수 대기) takes the change as it is, and is sent for review again unless
 *   kept as 임시저장.
 * - A public or hidden listing stays as it is while any change to what it shows (REVIEWED_FIELDS: the insurance,
 *   terms, texts and photos as much as the name and prices) waits for review: everything the partner changed is
 *   kept beside it (replacing any earlier change) until an admin decides. A save that changes nothing against
 *   the published version applies at once, dropping any waiting change.
 */
export async function updatePartnerVehicle(
  ctx: AppContext,
  partner: SessionUser,
  id: number,
  input: unknown,
): Promise<PartnerSaveResult> {
  const {
    updatedAt,
    images: refs,
    status: intent = "pending",
    ...parsed
  } = parseVehicleBody(partnerSaveSchemas.update, input);
  const changes = partnerChanges(parsed);
  // Someone else's listing is refused before a stale one, and both before any image is stored.
  await assertOwnVehicle(ctx.db, partner, id);
  await currentRow(ctx.db, id, updatedAt, false);
  if (refs !== undefined && intent === "pending") assertHasImages(refs);
  const images = refs ? await resolveVehicleImages(ctx, refs) : undefined;
  const proposed: ContentChanges = { ...changes, ...(images ? { images } : {}) };

  return retryOnSlugCollision(() =>
    ctx.db.transaction(async (tx) => {
      await assertOwnVehicle(tx, partner, id, true);
      const row = await currentRow(tx, id, updatedAt, true);

      if (row.status === "draft" || row.status === "pending") {
        const status = intent === "draft" ? "draft" : "pending";
        if (status === "pending") {
          assertHasImages(proposed.images ?? row.images);
          assertCompleteRow(proposed.priceInfo ?? row.priceInfo);
        }
        const submittedAt = new Date();
        const updated = await writeListing(ctx, tx, row, proposed, status, {
          ...(status === "pending" ? { submittedAt, returnReason: null } : {}),
        });
        if (status === "pending") await announceReview(ctx, tx, partner, updated, false, submittedAt);
        await recordAudit(tx, partner, {
          action: status === "pending" ? "submit" : "update",
          entity: "vehicle",
          entityId: id,
          detail: { status },
        });
        return result(toVehicle(updated), status === "pending" ? "submitted" : "draft");
      }

      // Public or hidden: weigh the whole proposal (an earlier waiting change included) against what is shown.
      const shown = contentOf(row);
      const whole: Partial<ListingContent> = { ...(row.revision ?? {}), ...proposed };
      const fields = changedFields(shown, whole);
      if (needsReview(fields)) {
        const revision = Object.fromEntries(fields.map((f) => [f, whole[f]])) as Partial<ListingContent>;
        // What the change touches must be sound; what it leaves is the admin's published listing.
        if (revision.images) assertHasImages(revision.images);
        if (revision.priceInfo) assertCompleteRow(revision.priceInfo);
        const submittedAt = new Date();
        const updated = await writeReviewState(tx, row, {
          revision,
          revisionStatus: "pending",
          submittedAt,
          returnReason: null,
        });
        await announceReview(ctx, tx, partner, updated, true, submittedAt);
        await recordAudit(tx, partner, {
          action: "submit",
          entity: "vehicle",
          entityId: id,
          detail: { fields: fields.join(",") },
        });
        return result(toVehicle(updated), "revision");
      }
      // Nothing that needs a look (the form matches the published listing): any earlier waiting change is dropped.
      const direct = Object.fromEntries(fields.map((f) => [f, whole[f]])) as ContentChanges;
      const updated = await writeListing(ctx, tx, row, direct, row.status, {
        revision: null,
        revisionStatus: null,
        returnReason: null,
      });
      await recordAudit(tx, partner, {
        action: "update",
        entity: "vehicle",
        entityId: id,
        detail: { fields: fields.join(",") },
      });
      return result(toVehicle(updated), "applied");
    }),
  );
}
