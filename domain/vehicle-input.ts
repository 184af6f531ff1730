import { fieldErrorsOf, koreanIssue, UNSTORABLE_TEXT, unstorableTextPath } from "./field-errors";
import type { SchemaKit } from "./listing-field-spec";
import {
  draftValue,
  LISTING_FIELD_KEYS,
  type ListingFieldKey,
  type ListingValue,
  listingField,
  servedValue,
  type VehicleDraft,
} from "./listing-fields";
import type { Vehicle } from "./vehicle";
import * as parts from "./vehicle-part-schemas";
import { VEHICLE_MESSAGES } from "./vehicle-rules";
import { z } from "./zod";

/**
 * What an admin or a partner sends to create or update a listing, validated the same way in the editor and on the
 * server, with one Korean message per field: each field's rule is its row of domain/listing-fields.ts. Images are
 * URLs of stored media (`/media/{key}/…`, uploaded beforehand one by one) or, as the original site sent them,
 * `data:` URLs that the server stores as files.
 */

export type { VehicleDraft } from "./listing-fields";
// The limits, messages and plain checks, where the forms and tests have always found them.
export * from "./vehicle-rules";

const unique = <T>(list: T[]): T[] => [...new Set(list)];

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

const KIT: SchemaKit = {
  z: {
    string: z.string,
    array: z.array,
    enum: z.enum,
    union: z.union,
    literal: z.literal,
    preprocess: z.preprocess,
    NEVER: z.NEVER,
    iso: { date: z.iso.date },
  },
  text: parts.text,
  parts,
  unique,
  jsonList,
  blankAsNull: (value) => (value && isBlankRecord(value as Record<string, unknown>) ? null : value),
};

type FieldSchemas = { [K in ListingFieldKey]: z.ZodType<ListingValue<K>> };
type Values = { [K in ListingFieldKey]: ListingValue<K> };

/** Every field's rule, without defaults, so an update can leave any of them out. */
const fields = Object.fromEntries(LISTING_FIELD_KEYS.map((key) => [key, listingField(key).input(KIT)])) as FieldSchemas;

/** A create body, parsed: every field (what a create leaves out has its starting value) and the pending slug. */
export type ListingCreate = Values & { slug?: string };
/** An update body, parsed: the fields sent and the `updatedAt` the editor loaded. */
export type ListingUpdate = Partial<Values> & { updatedAt: string };

/** The body of docs/spec/admin-and-partners.md §7 names the images `thumbnails`; either name is accepted. */
const imagesAlias = (raw: unknown) => {
  if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
  const body = raw as Record<string, unknown>;
  return body.images === undefined && body.thumbnails !== undefined ? { ...body, images: body.thumbnails } : body;
};

/**
 * `POST /api/vehicles`: the required fields (name, category, a badge) first, then the pending
 * `new-vehicle-{timestamp}` slug (the stored slug comes from the name where it can), then every other field, which
 * starts as its row says when left out.
 */
const createShape = Object.fromEntries([
  ...LISTING_FIELD_KEYS.filter((key) => listingField(key).required).map((key) => [key, fields[key]]),
  ["slug", z.string().trim().max(200).optional()],
  ...LISTING_FIELD_KEYS.filter((key) => !listingField(key).required).map((key) => {
    const row = listingField(key) as { initial?: unknown; none: unknown };
    return [key, (fields[key] as z.ZodType<unknown>).default(() => structuredClone(row.initial ?? row.none))];
  }),
]) as z.ZodRawShape;

/**
 * `PATCH /api/vehicles/{id}`: any subset of the fields, plus the `updatedAt` the editor loaded, so a save over
 * someone else's newer save is refused instead of overwriting it.
 */
const updateShape = {
  ...z.object(fields).partial().shape,
  updatedAt: z.iso.datetime({ offset: true, error: VEHICLE_MESSAGES.updatedAt }),
};

export const vehicleCreateSchema = z.preprocess(imagesAlias, z.object(createShape)) as unknown as z.ZodType<
  ListingCreate,
  unknown
>;

export const vehicleUpdateSchema = z.preprocess(imagesAlias, z.object(updateShape)) as unknown as z.ZodType<
  ListingUpdate,
  unknown
>;

/**
 * A save body with the status the saving area may name (`status`, optional), checked in the one parse of the body.
 * A create checks the status first, an update last (after the fields and the `updatedAt` it rests on).
 */
export function vehicleSaveSchemas<T>(status: z.ZodType<T>) {
  const named = { status: status.optional() };
  return {
    create: z.preprocess(imagesAlias, z.object({ ...named, ...createShape })) as unknown as z.ZodType<
      ListingCreate & { status?: T },
      unknown
    >,
    update: z.preprocess(imagesAlias, z.object({ ...updateShape, ...named })) as unknown as z.ZodType<
      ListingUpdate & { status?: T },
      unknown
    >,
  };
}

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
  const fieldErrors = fieldErrorsOf(result.error);
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

/** A stored vehicle as the editor's draft (missing parts become empty fields). */
export function draftOfVehicle(v: Vehicle): VehicleDraft {
  return Object.fromEntries(
    LISTING_FIELD_KEYS.map((key) => [key, draftValue(key, servedValue(v, key))]),
  ) as VehicleDraft;
}
