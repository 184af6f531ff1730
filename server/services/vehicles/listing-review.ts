import { asc, eq, or } from "drizzle-orm";
import { awaitsReview, LISTING_MESSAGES, type ManagedListing } from "#domain/listing";
import { contentOfVehicle, diffListing, type ListingDiff } from "#domain/listing-diff";
import { missingFacts, missingFactsMessage, type RequiredFact, withInquiry } from "#domain/listing-facts";
import { approveSchema, returnReasonSchema } from "#domain/listing-input";
import { VEHICLE_NOT_FOUND, type Vehicle } from "#domain/vehicle";
import type { AppContext, DbOrTx } from "#server/context";
import { users, vehicles } from "#server/db/schema";
import { HttpError, notFound, parseInput } from "#server/errors";
import { proposedVehicle, toManagedListing, toVehicle, type VehicleRow } from "#server/services/catalogue/vehicle-view";
import { nudgeLeadAlerts } from "#server/services/outbox/nudge";
import { enqueueListingNotice } from "#server/services/outbox/partner-notices";
import { type Actor, recordAudit } from "#server/shared/audit";
import { writeListing, writeReviewState } from "./listing-rows";
import { assertCompleteRow } from "./vehicle-writes";

/** One submission in the 검수 대기 queue. */
export interface ReviewItem {
  /** A partner's new listing, or a change to a published one. */
  kind: "new" | "change";
  /** The listing as stored (and, for a change, as the public sees it). */
  listing: ManagedListing;
  /** What it becomes when approved. */
  proposed: Vehicle;
  diff: ListingDiff;
  /** The required facts the listing would publish empty: each must be marked 렌트사 문의 to approve it. */
  missing: RequiredFact[];
}

const queued = or(eq(vehicles.status, "pending"), eq(vehicles.revisionStatus, "pending"));

function reviewItem(row: VehicleRow, ownerName: string | null): ReviewItem {
  const listing = toManagedListing(row, ownerName);
  const proposed = proposedVehicle(row);
  const kind = row.status === "pending" ? "new" : "change";
  return {
    kind,
    listing,
    proposed,
    diff: diffListing(kind === "new" ? null : contentOfVehicle(listing), contentOfVehicle(proposed)),
    missing: missingFacts(proposed),
  };
}

/** The 검수 대기 queue, longest waiting first, each with its changes against the published version. */
export async function listReviewQueue(ctx: AppContext): Promise<ReviewItem[]> {
  const rows = await ctx.db
    .select({ vehicle: vehicles, ownerName: users.displayName })
    .from(vehicles)
    .leftJoin(users, eq(users.id, vehicles.ownerPartnerId))
    .where(queued)
    .orderBy(asc(vehicles.submittedAt), asc(vehicles.id));
  return rows.map((r) => reviewItem(r.vehicle, r.ownerName));
}

async function queuedRow(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).for("update");
  if (!row) throw notFound(VEHICLE_NOT_FOUND);
  if (!awaitsReview({ status: row.status, revision: row.revision ? row.revisionStatus : null }))
    throw new HttpError(409, LISTING_MESSAGES.nothingToReview);
  return row;
}

/**
 * The fields that mark 렌트사 문의 the facts the listing (as it would be published) leaves empty; refused in Korean,
 * naming every empty fact, unless the admin marked each of them.
 */
function inquiryMarks(listing: Pick<VehicleRow, "basicInfo" | "insurance" | "contractTerms">, marked: RequiredFact[]) {
  const missing = missingFacts(listing);
  const unmarked = missing.filter((fact) => !marked.includes(fact));
  if (unmarked.length > 0) {
    const message = missingFactsMessage(unmarked);
    throw new HttpError(400, message, Object.fromEntries(unmarked.map((fact) => [`inquire.${fact}`, message])));
  }
  return withInquiry(listing, missing);
}

/**
 * 승인: a new listing is published; a change is applied to the published listing. A new listing, and a change to
 * the prices, need a complete price row; either needs every required fact stated or marked 렌트사 문의 (`inquire`),
 * so nothing is published that no one entered. One transaction, audited, the data version bumped so every kept page
 * and list shows it, with the owner's notice queued in it.
 */
export async function approveListing(ctx: AppContext, admin: Actor, id: number, input?: unknown): Promise<Vehicle> {
  const { inquire } = parseInput(approveSchema, input);
  const approved = await ctx.db.transaction(async (tx) => {
    const row = await queuedRow(tx, id);
    const decided = { reviewedBy: admin.id, reviewedAt: new Date(), returnReason: null };
    if (row.status === "pending") {
      assertCompleteRow(row.priceInfo);
      const marks = inquiryMarks(row, inquire);
      const updated = await writeListing(ctx, tx, row, marks, "published", decided);
      await recordAudit(tx, admin, { action: "approve", entity: "vehicle", entityId: id, detail: { kind: "new" } });
      await enqueueListingNotice(ctx, tx, updated, {
        decision: "approved",
        change: false,
        reason: null,
        at: decided.reviewedAt,
      });
      return toVehicle(updated);
    }
    const proposed = { ...row, ...(row.revision ?? {}) };
    const revision = { ...(row.revision ?? {}), ...inquiryMarks(proposed, inquire) };
    if (revision.priceInfo) assertCompleteRow(revision.priceInfo);
    const updated = await writeListing(ctx, tx, row, revision, row.status, {
      ...decided,
      revision: null,
      revisionStatus: null,
    });
    await recordAudit(tx, admin, {
      action: "approve",
      entity: "vehicle",
      entityId: id,
      detail: { kind: "change", fields: Object.keys(revision).join(",") },
    });
    await enqueueListingNotice(ctx, tx, updated, {
      decision: "approved",
      change: true,
      reason: null,
      at: decided.reviewedAt,
    });
    return toVehicle(updated);
  });
  nudgeLeadAlerts(ctx);
  return approved;
}

/**
 * 반려: back to the partner with a reason they see. A new listing returns to 임시저장; a change stays beside the
 * published listing, marked sent back, for the partner to correct. Nothing public changes. The owner is told, with
 * the reason, through the outbox.
 */
export async function returnListing(ctx: AppContext, admin: Actor, id: number, input: unknown): Promise<Vehicle> {
  const { reason } = parseInput(returnReasonSchema, input);
  const returned = await ctx.db.transaction(async (tx) => {
    const row = await queuedRow(tx, id);
    const isNew = row.status === "pending";
    const reviewedAt = new Date();
    const updated = await writeReviewState(tx, row, {
      ...(isNew ? { status: "draft" as const } : { revisionStatus: "returned" as const }),
      returnReason: reason,
      reviewedBy: admin.id,
      reviewedAt,
    });
    await recordAudit(tx, admin, {
      action: "return",
      entity: "vehicle",
      entityId: id,
      detail: { kind: isNew ? "new" : "change" },
    });
    await enqueueListingNotice(ctx, tx, row, { decision: "returned", change: !isNew, reason, at: reviewedAt });
    return toVehicle(updated);
  });
  nudgeLeadAlerts(ctx);
  return returned;
}
