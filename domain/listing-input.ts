import { BULK_LIMITS, BULK_MESSAGES, BULK_MODES, BULK_ROUNDING_UNITS, DEFAULT_BULK_ROUNDING } from "./bulk-price";
import { ADMIN_SETTABLE_STATUSES, LISTING_MESSAGES, MAX_RETURN_REASON } from "./listing";
import { REQUIRED_FACTS } from "./listing-facts";
import { vehicleSaveSchemas } from "./vehicle-input";
import { z } from "./zod";

/**
 * What admins and partners send about a listing's state: its saves (the listing of domain/vehicle-input.ts with a
 * status), status changes, review decisions and bulk price changes.
 * Kept apart from domain/listing.ts so pages that only show a state never load zod.
 */

/**
 * An admin's save (`POST /api/vehicles`, `PATCH /api/vehicles/{id}`): the listing, and the status it leaves the
 * listing in, checked in one parse. Without a status a create is published, and an update publishes a draft or a
 * listing waiting for review.
 */
export const adminSaveSchemas = vehicleSaveSchemas(
  z.enum(ADMIN_SETTABLE_STATUSES, { error: LISTING_MESSAGES.badStatus }),
);

/** A partner's save: 임시저장 (`draft`), or sent for review (`pending`, the default). */
export const partnerSaveSchemas = vehicleSaveSchemas(
  z.enum(["draft", "pending"], { error: LISTING_MESSAGES.badStatus }),
);

/** `POST /api/vehicles/{id}/status`. */
export const adminStatusSchema = z.object({
  status: z.enum(ADMIN_SETTABLE_STATUSES, { error: LISTING_MESSAGES.badStatus }),
});

/** `POST /api/partner/vehicles/{id}/status`: a partner takes a sold car down. */
export const partnerStatusSchema = z.object({
  status: z.literal("sold", { error: LISTING_MESSAGES.soldOnly }),
});

/** `POST /api/listing-reviews/{id}/return`: the reason the partner will read. */
export const returnReasonSchema = z.object({
  reason: z
    .string({ error: LISTING_MESSAGES.reasonRequired })
    .trim()
    .min(1, LISTING_MESSAGES.reasonRequired)
    .max(MAX_RETURN_REASON, LISTING_MESSAGES.reasonTooLong),
});

/**
 * `POST /api/listing-reviews/{id}/approve`: the required facts the admin marks 렌트사 문의 (those the listing leaves
 * empty; a fact it states stays as stated). Without a body, nothing is marked.
 */
export const approveSchema = z.object({
  inquire: z
    .array(z.enum(REQUIRED_FACTS, { error: "렌트사 문의로 표시할 항목을 목록에서 선택해주세요." }))
    .max(REQUIRED_FACTS.length)
    .default([]),
});

/** `POST /api/bulk-price/preview` and `/apply`: which listings, and by how much. */
export const bulkPriceSchema = z
  .object({
    ids: z
      .array(z.number({ error: BULK_MESSAGES.noListings }).int().positive(), { error: BULK_MESSAGES.noListings })
      .min(1, BULK_MESSAGES.noListings)
      .max(BULK_LIMITS.listings, BULK_MESSAGES.tooManyListings)
      .transform((ids) => [...new Set(ids)]),
    mode: z.enum(BULK_MODES, { error: BULK_MESSAGES.mode }),
    value: z.number({ error: BULK_MESSAGES.percent }).finite(),
    unit: z
      .union(
        [z.literal(BULK_ROUNDING_UNITS[0]), z.literal(BULK_ROUNDING_UNITS[1]), z.literal(BULK_ROUNDING_UNITS[2])],
        {
          error: BULK_MESSAGES.unit,
        },
      )
      .default(DEFAULT_BULK_ROUNDING),
  })
  .superRefine((input, ctx) => {
    const limit = input.mode === "percent" ? BULK_LIMITS.percent : BULK_LIMITS.amount;
    if (input.value === 0 || Math.abs(input.value) > limit)
      ctx.addIssue({
        code: "custom",
        path: ["value"],
        message: input.mode === "percent" ? BULK_MESSAGES.percent : BULK_MESSAGES.amount,
      });
  });
