import { canonicalVehicleCategory } from "./categories";
import { koreanIssue, UNSTORABLE_TEXT, unstorableTextPath } from "./field-errors";
import {
  BADGES,
  type Benefit,
  type ContractTerms,
  DEPOSIT_INSTALLMENTS,
  FUELS,
  type Insurance,
  type MainInfoKey,
  mainInfoOf,
  type PriceRow,
  RECOMMENDATION_TAGS,
  type Vehicle,
  type VehicleOptions,
} from "./vehicle";
import {
  basicInfoSchema,
  benefitSchema,
  contractTermsSchema,
  insuranceSchema,
  optionsSchema,
  priceRowSchema,
  text,
} from "./vehicle-part-schemas";
import {
  EMPTY_INSURANCE,
  INSURANCE_CELLS,
  insuranceCellMessage,
  isVehicleImageRef,
  MAX_BENEFITS,
  MAX_PRICE_ROWS,
  MAX_REQUIRED_DOCUMENTS,
  MAX_VEHICLE_IMAGES,
  VEHICLE_MESSAGES,
} from "./vehicle-rules";
import { z } from "./zod";

/**
 * What an admin (and later a partner) sends to create or update a listing, validated the same way in the
 * editor and on the server, with one Korean message per field. Images are URLs of stored media
 * (`/media/{key}/…`, uploaded beforehand one by one) or, as the original site sent them, `data:` URLs that the
 * server stores as files.
 */

// The limits, messages and plain checks, where the forms and tests have always found them.
export * from "./vehicle-rules";

const unique = <T>(list: T[]): T[] => [...new Set(list)];

/** Older clients send lists as JSON strings (`badges: "[\"신차\"]"`); read those as the list. */
const jsonList = (value: unknown) => {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
};

const isBlankRecord = (record: Record<string, unknown>): boolean =>
  Object.values(record).every((v) => (v && typeof v === "object" ? isBlankRecord(v as Record<string, unknown>) : !v));

/** Every field, without defaults, so an update can leave any of them out. */
const fields = {
  name: z
    .string({ error: VEHICLE_MESSAGES.nameRequired })
    .trim()
    .min(1, VEHICLE_MESSAGES.nameRequired)
    .max(100, VEHICLE_MESSAGES.nameTooLong),
  category: z.string({ error: VEHICLE_MESSAGES.category }).transform((value, ctx) => {
    const category = canonicalVehicleCategory(value);
    if (category) return category;
    ctx.addIssue({ code: "custom", message: VEHICLE_MESSAGES.category });
    return z.NEVER;
  }),
  badges: z.preprocess(
    jsonList,
    z
      .array(z.enum(BADGES, { error: VEHICLE_MESSAGES.badges }), { error: VEHICLE_MESSAGES.badges })
      .min(1, VEHICLE_MESSAGES.badges)
      .max(BADGES.length, VEHICLE_MESSAGES.badges)
      .transform(unique),
  ),
  recommendationTags: z.preprocess(
    jsonList,
    z
      .array(z.enum(RECOMMENDATION_TAGS, { error: VEHICLE_MESSAGES.tags }), { error: VEHICLE_MESSAGES.tags })
      .max(20, VEHICLE_MESSAGES.tags)
      .transform(unique),
  ),
  images: z
    .array(
      z
        .string({ error: VEHICLE_MESSAGES.images })
        .max(15_000_000, VEHICLE_MESSAGES.payload)
        .refine(isVehicleImageRef, VEHICLE_MESSAGES.images),
      { error: VEHICLE_MESSAGES.images },
    )
    .max(MAX_VEHICLE_IMAGES, VEHICLE_MESSAGES.tooManyImages),
  basicInfo: basicInfoSchema.extend({
    연료: z.union([z.enum(FUELS), z.literal("")], { error: VEHICLE_MESSAGES.fuel }).optional(),
  }),
  priceInfo: z.array(priceRowSchema).max(MAX_PRICE_ROWS, VEHICLE_MESSAGES.tooManyRows),
  depositInstallment: z.enum(DEPOSIT_INSTALLMENTS, { error: VEHICLE_MESSAGES.depositInstallment }),
  options: optionsSchema.transform((options) => ({
    외관내장: unique(options.외관내장.filter(Boolean)),
    안전장치: unique(options.안전장치.filter(Boolean)),
    편의장치: unique(options.편의장치.filter(Boolean)),
    시트: unique(options.시트.filter(Boolean)),
    ...(options.전체옵션 ? { 전체옵션: options.전체옵션 } : {}),
  })),
  benefits: z.array(benefitSchema).max(MAX_BENEFITS, VEHICLE_MESSAGES.tooManyBenefits),
  /**
   * All limits and deductibles empty means no insurance table. Otherwise every cell needs a value: a table with a
   * blank cell reads as "대인 , 자손 ," to a customer, who cannot tell a missing amount from none at all.
   */
  insurance: insuranceSchema
    .nullable()
    .transform((v) => (v && isBlankRecord(v) ? null : v))
    .superRefine((v, ctx) => {
      if (!v) return;
      for (const [group, cell] of INSURANCE_CELLS) {
        const record: Record<string, string> = v[group];
        if (!record[cell])
          ctx.addIssue({ code: "custom", path: [group, cell], message: insuranceCellMessage(group, cell) });
      }
    }),
  contractTerms: contractTermsSchema.nullable().transform((v) => (v && isBlankRecord(v) ? null : v)),
  requiredDocuments: z
    .array(text(100))
    .max(MAX_REQUIRED_DOCUMENTS, VEHICLE_MESSAGES.tooManyDocuments)
    .transform((docs) => unique(docs.filter(Boolean))),
  displayCategoryText: text(200),
  description: text(5000),
  /** The last day of the 렌트할인 promotion (admins only; empty for none). */
  promotionEndsAt: z
    .union([z.iso.date({ error: VEHICLE_MESSAGES.promotionEndsAt }), z.literal("")], {
      error: VEHICLE_MESSAGES.promotionEndsAt,
    })
    .nullable()
    .transform((v) => v || null),
};

/** The body of docs/spec/admin-and-partners.md §7 names the images `thumbnails`; either name is accepted. */
const imagesAlias = (raw: unknown) => {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return body.images === undefined && body.thumbnails !== undefined ? { ...body, images: body.thumbnails } : body;
};

/** `POST /api/vehicles`: name, category and a badge are needed; anything else left out starts empty. */
export const vehicleCreateSchema = z.preprocess(
  imagesAlias,
  z.object({
    name: fields.name,
    category: fields.category,
    badges: fields.badges,
    /** The pending `new-vehicle-{timestamp}` slug; the stored slug comes from the name where it can. */
    slug: z.string().trim().max(200).optional(),
    recommendationTags: fields.recommendationTags.default([]),
    images: fields.images.default([]),
    basicInfo: fields.basicInfo.default({}),
    priceInfo: fields.priceInfo.default([]),
    depositInstallment: fields.depositInstallment.default(DEPOSIT_INSTALLMENTS[0]),
    options: fields.options.default({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] }),
    benefits: fields.benefits.default([]),
    insurance: fields.insurance.default(null),
    contractTerms: fields.contractTerms.default(null),
    requiredDocuments: fields.requiredDocuments.default([]),
    displayCategoryText: fields.displayCategoryText.default(""),
    description: fields.description.default(""),
    promotionEndsAt: fields.promotionEndsAt.default(null),
  }),
);

/**
 * `PATCH /api/vehicles/{id}`: any subset of the fields, plus the `updatedAt` the editor loaded, so a save
 * over someone else's newer save is refused instead of overwriting it.
 */
export const vehicleUpdateSchema = z.preprocess(
  imagesAlias,
  z
    .object(fields)
    .partial()
    .extend({ updatedAt: z.iso.datetime({ offset: true, error: VEHICLE_MESSAGES.updatedAt }) }),
);

export type VehicleInputResult<T> =
  | { success: true; data: T }
  | { success: false; message: string; fieldErrors: Record<string, string> };

/**
 * Validates with Korean messages throughout; field errors are keyed by dotted path (`priceInfo.0.monthly`).
 * Text the database cannot store as sent (NUL, lone surrogates) fails like any other field.
 */
export function parseVehicleInput<S extends z.ZodType>(schema: S, input: unknown): VehicleInputResult<z.output<S>> {
  const result = schema.safeParse(input ?? {}, { error: koreanIssue });
  if (result.success) {
    const unstorable = unstorableTextPath(result.data);
    if (!unstorable) return { success: true, data: result.data };
    return { success: false, message: UNSTORABLE_TEXT, fieldErrors: { [unstorable]: UNSTORABLE_TEXT } };
  }
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) fieldErrors[issue.path.join(".") || "_"] ??= issue.message;
  return { success: false, message: Object.values(fieldErrors)[0] ?? VEHICLE_MESSAGES.invalid, fieldErrors };
}

// ---------------------------------------------------------------------------------------------
// Slugs
// ---------------------------------------------------------------------------------------------

// The slug a name gives is domain/vehicle-slug.ts's `slugFromName` (server-side only: its tables stay out of the
// editor's bundle).

/** `base`, or `base-2`, `base-3`, … : the first that `taken` does not hold. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

// ---------------------------------------------------------------------------------------------
// The editor's draft
// ---------------------------------------------------------------------------------------------

/** Everything the editor edits, every field present (the shape forms keep in state and send). */
export interface VehicleDraft {
  name: string;
  category: string;
  badges: string[];
  recommendationTags: string[];
  /** URLs of stored media, first is the main image. */
  images: string[];
  basicInfo: Record<MainInfoKey, string>;
  priceInfo: PriceRow[];
  depositInstallment: string;
  options: Required<VehicleOptions>;
  benefits: Benefit[];
  insurance: Insurance;
  contractTerms: ContractTerms;
  requiredDocuments: string[];
  displayCategoryText: string;
  description: string;
  /** `YYYY-MM-DD`, or empty when the 렌트할인 promotion has no end date. */
  promotionEndsAt: string;
}

/** A stored vehicle as the editor's draft (missing parts become empty fields). */
export function draftOfVehicle(v: Vehicle): VehicleDraft {
  return {
    name: v.name,
    category: canonicalVehicleCategory(v.category) ?? v.category,
    badges: [...v.badges],
    recommendationTags: [...v.recommendationTags],
    images: [...v.thumbnails],
    basicInfo: mainInfoOf(v.basicInfo, () => ""),
    priceInfo: v.priceInfo.map((row) => ({ ...row })),
    depositInstallment: v.depositInstallment,
    options: {
      외관내장: [...(v.options.외관내장 ?? [])],
      안전장치: [...(v.options.안전장치 ?? [])],
      편의장치: [...(v.options.편의장치 ?? [])],
      시트: [...(v.options.시트 ?? [])],
      전체옵션: v.options.전체옵션 ?? "",
    },
    benefits: v.benefits.map((b) => ({ ...b })),
    insurance: structuredClone(v.insurance ?? EMPTY_INSURANCE),
    contractTerms: { ...(v.contractTerms ?? { 개인계약자: "", 법인계약자: "" }) },
    requiredDocuments: [...v.requiredDocuments],
    displayCategoryText: v.displayCategoryText,
    description: v.description,
    promotionEndsAt: v.promotionEndsAt ?? "",
  };
}
