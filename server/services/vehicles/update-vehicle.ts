import { eq } from "drizzle-orm";
import type { ListingContent, ListingStatus } from "#domain/listing";
import { adminSaveSchema } from "#domain/listing-input";
import { isPendingSlug } from "#domain/new-vehicle-template";
import { badgeTypeOf, VEHICLE_NOT_FOUND, type Vehicle } from "#domain/vehicle";
import { VEHICLE_MESSAGES, vehicleUpdateSchema } from "#domain/vehicle-input";
import { slugFromName } from "#domain/vehicle-slug";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { toVehicle, type VehicleRow } from "#server/services/catalogue/vehicle-view";
import { type Actor, recordAudit } from "#server/shared/audit";
import { bumpDataVersion } from "#server/shared/data-version";
import {
  isPublicStatus,
  nextUpdatedAt,
  parseVehicleBody,
  publicationColumns,
  resolveVehicleImages,
  retryOnSlugCollision,
  uniqueVehicleSlug,
} from "./vehicle-writes";

/** The row as it stands, refused when missing or saved since the editor loaded it (`updatedAt`). */
export async function currentRow(db: DbOrTx, id: number, updatedAt: string, lock: boolean): Promise<VehicleRow> {
  const query = db.select().from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  // Millisecond comparison: what the API served (ISO strings) against what is stored.
  if (row.updatedAt.getTime() !== Date.parse(updatedAt)) throw new HttpError(409, VEHICLE_MESSAGES.conflict);
  return row;
}

export type ContentChanges = Partial<ListingContent> & { promotionEndsAt?: string | null };

/**
 * Writes changed content and a status onto a locked listing row: a listing still on its pending
 * `new-vehicle-{timestamp}` slug gets one made from its name, the badge type and the publication columns follow,
 * `updatedAt` moves on, and the data version is bumped when the listing was or becomes public.
 */
export async function writeListing(
  ctx: AppContext,
  tx: DbOrTx,
  row: VehicleRow,
  changes: ContentChanges,
  status: ListingStatus,
  extra: Partial<typeof vehicles.$inferInsert> = {},
): Promise<VehicleRow> {
  const name = changes.name ?? row.name;
  const base = isPendingSlug(row.slug) ? slugFromName(name) : "";
  const slug = base && base !== row.slug ? await uniqueVehicleSlug(tx, base, row.id) : row.slug;
  const now = new Date();
  const [updated] = await tx
    .update(vehicles)
    .set({
      ...changes,
      slug,
      badgeType: badgeTypeOf(changes.badges ?? row.badges),
      ...publicationColumns(
        row,
        {
          status,
          priceInfo: changes.priceInfo ?? row.priceInfo,
          recommendationTags: changes.recommendationTags ?? row.recommendationTags,
          promotionEndsAt: changes.promotionEndsAt !== undefined ? changes.promotionEndsAt : row.promotionEndsAt,
        },
        now,
      ),
      ...extra,
      updatedAt: nextUpdatedAt(row),
    })
    .where(eq(vehicles.id, row.id))
    .returning();
  if (!updated) throw notFound(VEHICLE_NOT_FOUND);
  if (isPublicStatus(row.status) || isPublicStatus(updated.status)) await bumpDataVersion(ctx, tx);
  return updated;
}

/**
 * An admin's save: updates the fields sent, in one transaction, only when `updatedAt` is still the stored one
 * (else 409, so a second editor never silently overwrites the first). It publishes directly: a draft or a
 * listing waiting for review becomes 게시 중 unless `status` names another; 판매완료 and 숨김 stay as they are.
 * Images resolve as on create; the write is audited.
 */
export async function updateVehicle(ctx: AppContext, actor: Actor, id: number, input: unknown): Promise<Vehicle> {
  const { updatedAt, images: refs, ...changes } = parseVehicleBody(vehicleUpdateSchema, input);
  const { status: wanted } = parseInput(adminSaveSchema, input);
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
