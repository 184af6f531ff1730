import { eq } from "drizzle-orm";
import {
  isPromotionExpired,
  type ListingContent,
  type ListingStatus,
  PUBLIC_STATUSES,
  samePublishedPrices,
} from "#domain/listing";
import { CONTENT_FIELDS, pickFields } from "#domain/listing-fields";
import { isPendingSlug } from "#domain/new-vehicle-template";
import { seoulDayKey } from "#domain/seoul-time";
import { badgeTypeOf, type PriceRow, VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { slugFromName } from "#domain/vehicle-slug";
import type { AppContext, DbOrTx } from "#server/context";
import { vehicles } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import type { VehicleRow } from "#server/services/catalogue/vehicle-view";
import { bumpDataVersion } from "#server/shared/data-version";
import { uniqueVehicleSlug } from "./vehicle-writes";

/**
 * Reading and writing a stored listing row, for every use case that changes one (an admin's save, a partner's, a
 * review's decision, a status change): the row as it stands, its content, and the one write of content and status
 * with what follows from them (slug, badge type, publication columns, `updatedAt`, the data version).
 */

/** The row as it stands, refused when missing or saved since the editor loaded it (`updatedAt`). */
export async function currentRow(db: DbOrTx, id: number, updatedAt: string, lock: boolean): Promise<VehicleRow> {
  const query = db.select().from(vehicles).where(eq(vehicles.id, id));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  // Millisecond comparison: what the API served (ISO strings) against what is stored.
  if (row.updatedAt.getTime() !== Date.parse(updatedAt)) throw new HttpError(409, VEHICLE_MESSAGES.conflict);
  return row;
}

/** A listing's content as stored (its editable parts). */
export function contentOf(row: VehicleRow): ListingContent {
  return pickFields(row, CONTENT_FIELDS);
}

export type ContentChanges = Partial<ListingContent> & { promotionEndsAt?: string | null };

type Publication = Pick<
  VehicleRow,
  "publishedAt" | "priceInfo" | "priceChangedAt" | "priceStaleAt" | "promotionExpiredAt"
>;

/**
 * The columns that follow a listing's status and prices: when it first went public, its 최근 가격 변경일 (moved
 * when the rows it publishes change, and when it is published the first time) with the stale-price flag cleared,
 * and the 렌트할인 flag as its tags and end date now stand. `row` is null for a new listing.
 */
export function publicationColumns(
  row: Publication | null,
  next: {
    status: ListingStatus;
    priceInfo: readonly PriceRow[];
    recommendationTags: readonly string[];
    promotionEndsAt: string | null;
  },
  now: Date,
) {
  const publishedAt = row?.publishedAt ?? null;
  const firstPublication = publishedAt === null && next.status === "published";
  const pricesMoved = !row || firstPublication || !samePublishedPrices(row.priceInfo, next.priceInfo);
  const expired = isPromotionExpired(next.recommendationTags, next.promotionEndsAt, seoulDayKey(now));
  return {
    status: next.status,
    publishedAt: publishedAt ?? (next.status === "published" ? now : null),
    priceChangedAt: pricesMoved || !row ? now : row.priceChangedAt,
    priceStaleAt: pricesMoved || !row ? null : row.priceStaleAt,
    promotionExpiredAt: expired ? (row?.promotionExpiredAt ?? now) : null,
  };
}

/** Later than the stored time whatever the clock says, so the next editor's conflict check sees the write. */
function nextUpdatedAt(row: Pick<VehicleRow, "updatedAt">): Date {
  return new Date(Math.max(Date.now(), row.updatedAt.getTime() + 1));
}

/** Whether a listing in this status has a public page (게시 중, 판매완료): its writes move the data version. */
export function isPublicStatus(status: ListingStatus): boolean {
  return (PUBLIC_STATUSES as readonly string[]).includes(status);
}

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
 * Sets a locked listing row's review columns (a change waiting beside the listing, a decision on a submission),
 * leaving what the listing shows as it is; `updatedAt` moves on, so an editor holding the row sees the write.
 */
export async function writeReviewState(
  tx: DbOrTx,
  row: VehicleRow,
  columns: Partial<typeof vehicles.$inferInsert>,
): Promise<VehicleRow> {
  const [updated] = await tx
    .update(vehicles)
    .set({ ...columns, updatedAt: nextUpdatedAt(row) })
    .where(eq(vehicles.id, row.id))
    .returning();
  if (!updated) throw notFound(VEHICLE_NOT_FOUND);
  return updated;
}
