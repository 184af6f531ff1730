import { BENEFIT_ICONS, benefitIconKey } from "./benefit-icons";
import { canonicalVehicleCategory } from "./categories";
import { isEmptyPriceRow, publishedPriceRows } from "./listing";
import * as examples from "./listing-examples";
import type { EditorSection, ListingFieldSpec, SchemaKit, Typed } from "./listing-field-spec";
import { lowestPriceRow } from "./pricing";
import {
  BADGES,
  type BasicInfo,
  type Benefit,
  type ContractTerms,
  DEPOSIT_INSTALLMENTS,
  FUELS,
  type Insurance,
  type MainInfoKey,
  mainInfoOf,
  OPTION_GROUP_LABELS,
  OPTION_GROUPS,
  type PriceRow,
  RECOMMENDATION_TAGS,
  type VehicleOptions,
} from "./vehicle";
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

/**
 * The listing's fields, one row a column of `vehicles` an editor writes, with what every part of the code needs of
 * it: the save body's rule, who may set it, how review weighs and shows it, where public answers and cards carry it,
 * and how the editors start and hold it. The schemas (domain/vehicle-input.ts), the drafts and templates, the review's
 * diff (domain/listing-diff.ts), the public parts and cards (domain/vehicle-parts.ts), the API's vehicle
 * (server/services/catalogue/vehicle-view.ts), the row writes (server/services/vehicles/listing-rows.ts) and the
 * editors' sections (app/components/vehicle-editor/field-editors.tsx) are all made from these rows. A new column is a
 * row here, its migration and its editor part (CONTRIBUTING.md, "A listing field").
 *
 * A row's shape is domain/listing-field-spec.ts. A structured column (a JSON value of rows, like the price table) is
 * a row like `priceInfo`: its part schema in the kit, how review shows it, and its own editor part.
 *
 * No zod here: a row's rule is built from the kit domain/vehicle-input.ts hands it, so pages that only show a
 * listing never load a validation library through this table.
 */

/** A row, with its stored (`V`) and draft (`D`) types named; the rest of the row keeps its literal types. */
const field =
  <V, D = V>() =>
  <S extends ListingFieldSpec<V, D>>(spec: S): S & Typed<V, D> =>
    spec;

const joined = (list: readonly string[] | undefined) => (list ?? []).filter(Boolean).join(", ");
const copy = <T>(value: T): T => structuredClone(value);

/** Between `min` and `max` of `choices`, each once, with one message for any fault; older clients send its JSON. */
const choiceList = (
  { z, jsonList, unique }: SchemaKit,
  choices: readonly [string, ...string[]],
  message: string,
  min: number,
  max: number,
) =>
  z.preprocess(
    jsonList,
    z
      .array(z.enum(choices, { error: message }), { error: message })
      .min(min, message)
      .max(max, message)
      .transform(unique),
  );

/** The rows, in the editor's order (which is also the review's). */
const LISTING_FIELDS = {
  name: field<string>()({
    label: "차량명",
    input: ({ z }) =>
      z
        .string({ error: VEHICLE_MESSAGES.nameRequired })
        .trim()
        .min(1, VEHICLE_MESSAGES.nameRequired)
        .max(100, VEHICLE_MESSAGES.nameTooLong),
    none: "",
    required: true,
    partners: "form",
    content: { reviewed: true },
    part: "essential",
    card: true,
    editor: { section: "basics", blank: () => "" },
  }),
  category: field<string>()({
    label: "카테고리",
    input: ({ z }) =>
      z.string({ error: VEHICLE_MESSAGES.category }).transform((value, ctx) => {
        const category = canonicalVehicleCategory(value);
        if (category) return category;
        ctx.addIssue({ code: "custom", message: VEHICLE_MESSAGES.category });
        return z.NEVER;
      }),
    none: "",
    required: true,
    partners: "form",
    content: { reviewed: true },
    part: "essential",
    card: true,
    editor: { section: "basics", blank: () => "", toDraft: (v) => canonicalVehicleCategory(v) ?? v },
  }),
  badges: field<string[]>()({
    label: "구분",
    input: (kit) => choiceList(kit, BADGES, VEHICLE_MESSAGES.badges, 1, BADGES.length),
    none: [],
    required: true,
    partners: "form",
    content: { reviewed: true, describe: joined },
    part: "essential",
    card: true,
    editor: { section: "basics", blank: () => [] },
  }),
  recommendationTags: field<string[]>()({
    label: "추천 태그",
    input: (kit) => choiceList(kit, RECOMMENDATION_TAGS, VEHICLE_MESSAGES.tags, 0, 20),
    none: [],
    partners: "api",
    content: { reviewed: true, describe: joined },
    part: "essential",
    card: true,
    editor: { section: "basics", blank: () => [] },
  }),
  /** Media keys as stored, first the main image; URLs of stored media (or `data:` URLs) in a save body. */
  images: field<string[]>()({
    label: "사진",
    input: ({ z }) =>
      z
        .array(
          z
            .string({ error: VEHICLE_MESSAGES.images })
            .max(15_000_000, VEHICLE_MESSAGES.payload)
            .refine(isVehicleImageRef, VEHICLE_MESSAGES.images),
          { error: VEHICLE_MESSAGES.images },
        )
        .max(MAX_VEHICLE_IMAGES, VEHICLE_MESSAGES.tooManyImages),
    none: [],
    partners: "form",
    content: { reviewed: true, panel: "photos", describe: (images) => `${images?.length ?? 0}장` },
    part: "gallery",
    editor: { section: "photos", blank: () => [] },
  }),
  basicInfo: field<BasicInfo, Record<MainInfoKey, string>>()({
    label: "주요 정보",
    input: ({ z, parts }) =>
      parts.basicInfoSchema.extend({
        연료: z.union([z.enum(FUELS), z.literal("")], { error: VEHICLE_MESSAGES.fuel }).optional(),
      }),
    none: {},
    partners: "form",
    content: {
      reviewed: true,
      describe: (info) =>
        Object.entries(info ?? {})
          .filter(([, v]) => v)
          .map(([k, v]) => `${k} ${v}`)
          .join(" · "),
    },
    part: "essential",
    // 연료, 제조연식 and 주행거리: the three facts a card shows.
    card: ({ 연료, 제조연식, 주행거리 }) => ({ 연료, 제조연식, 주행거리 }),
    editor: {
      section: "details",
      blank: () => mainInfoOf({}, () => ""),
      template: () => ({ ...examples.templateBasicInfo(), 차량번호: "임시번호" }),
      partnerTemplate: () => ({ ...examples.templateBasicInfo(), 제조연식: "", 주행거리: "" }),
      toDraft: (info) => mainInfoOf(info, () => ""),
    },
  }),
  priceInfo: field<PriceRow[]>()({
    label: "가격표",
    input: ({ z, parts }) => z.array(parts.priceRowSchema).max(MAX_PRICE_ROWS, VEHICLE_MESSAGES.tooManyRows),
    none: [],
    partners: "form",
    content: {
      reviewed: true,
      panel: "prices",
      describe: (rows) => `${(rows ?? []).filter((r) => !isEmptyPriceRow(r)).length}행`,
    },
    part: "essential",
    shown: publishedPriceRows,
    // The lowest plan alone: its fee, deposit, term and distance.
    card: (rows) => {
      const lowest = lowestPriceRow(rows);
      return lowest ? [lowest] : [];
    },
    editor: {
      section: "prices",
      blank: () => [],
      template: examples.templatePriceRows,
      partnerTemplate: examples.templatePriceRows,
    },
  }),
  depositInstallment: field<string>()({
    label: "보증금 분납",
    input: ({ z }) => z.enum(DEPOSIT_INSTALLMENTS, { error: VEHICLE_MESSAGES.depositInstallment }),
    none: "",
    initial: DEPOSIT_INSTALLMENTS[0],
    partners: "api",
    content: { reviewed: true },
    part: "essential",
    editor: { section: "prices", blank: () => DEPOSIT_INSTALLMENTS[0] },
  }),
  options: field<VehicleOptions, Required<VehicleOptions>>()({
    label: "옵션",
    input: ({ parts, unique }) =>
      parts.optionsSchema.transform((options) => ({
        외관내장: unique(options.외관내장.filter(Boolean)),
        안전장치: unique(options.안전장치.filter(Boolean)),
        편의장치: unique(options.편의장치.filter(Boolean)),
        시트: unique(options.시트.filter(Boolean)),
        ...(options.전체옵션 ? { 전체옵션: options.전체옵션 } : {}),
      })),
    none: { 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] },
    partners: "form",
    content: {
      reviewed: true,
      describe: (options) => {
        if (!options) return "";
        const groups = OPTION_GROUPS.map((g) =>
          options[g]?.length ? `${OPTION_GROUP_LABELS[g]}: ${joined(options[g])}` : "",
        );
        return [...groups, options.전체옵션 ?? ""].filter(Boolean).join(" / ");
      },
    },
    part: "details",
    editor: {
      section: "details",
      blank: () => ({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [], 전체옵션: "" }),
      template: examples.templateOptions,
      toDraft: (options) => ({
        외관내장: [...(options.외관내장 ?? [])],
        안전장치: [...(options.안전장치 ?? [])],
        편의장치: [...(options.편의장치 ?? [])],
        시트: [...(options.시트 ?? [])],
        전체옵션: options.전체옵션 ?? "",
      }),
    },
  }),
  benefits: field<Benefit[]>()({
    label: "혜택",
    input: ({ z, parts }) => z.array(parts.benefitSchema).max(MAX_BENEFITS, VEHICLE_MESSAGES.tooManyBenefits),
    none: [],
    partners: "form",
    content: {
      reviewed: true,
      // The whole card, one a line: a promise changed in its description alone must show too.
      describe: (benefits) =>
        (benefits ?? [])
          .map((b) => {
            const icon = BENEFIT_ICONS.find((i) => i.key === benefitIconKey(b.icon))?.label;
            return `${icon ? `[${icon}] ` : ""}${b.title}${b.desc ? ` — ${b.desc}` : ""}`;
          })
          .join("\n"),
    },
    part: "details",
    editor: { section: "details", blank: () => [], template: examples.templateBenefits },
  }),
  insurance: field<Insurance | null, Insurance>()({
    label: "보험",
    /**
     * All limits and deductibles empty means no insurance table. Otherwise every cell needs a value: a table with a
     * blank cell reads as "대인 , 자손 ," to a customer, who cannot tell a missing amount from none at all.
     */
    input: ({ parts, blankAsNull }) =>
      parts.insuranceSchema
        .nullable()
        .transform(blankAsNull)
        .superRefine((v, ctx) => {
          if (!v) return;
          for (const [group, cell] of INSURANCE_CELLS) {
            const record: Record<string, string> = v[group];
            if (!record[cell])
              ctx.addIssue({ code: "custom", path: [group, cell], message: insuranceCellMessage(group, cell) });
          }
        }),
    none: null,
    partners: "form",
    content: {
      reviewed: true,
      describe: (ins) => {
        if (!ins) return "";
        const limits = Object.entries(ins.책임한도).map(([k, v]) => `${k} ${v}`);
        const deductibles = Object.entries(ins.면책금).map(([k, v]) => `${k} ${v}`);
        return `책임한도 ${limits.join(", ")} / 면책금 ${deductibles.join(", ")}`;
      },
    },
    part: "details",
    editor: { section: "details", blank: () => copy(EMPTY_INSURANCE), template: examples.templateInsurance },
  }),
  contractTerms: field<ContractTerms | null, ContractTerms>()({
    label: "계약 조건",
    input: ({ parts, blankAsNull }) => parts.contractTermsSchema.nullable().transform(blankAsNull),
    none: null,
    partners: "form",
    content: {
      reviewed: true,
      describe: (terms) => (terms ? `개인: ${terms.개인계약자} / 법인: ${terms.법인계약자}` : ""),
    },
    part: "details",
    editor: {
      section: "details",
      blank: () => ({ 개인계약자: "", 법인계약자: "" }),
      template: examples.templateContractTerms,
    },
  }),
  requiredDocuments: field<string[]>()({
    label: "필요 서류",
    input: ({ z, text, unique }) =>
      z
        .array(text(100))
        .max(MAX_REQUIRED_DOCUMENTS, VEHICLE_MESSAGES.tooManyDocuments)
        .transform((docs) => unique(docs.filter(Boolean))),
    none: [],
    partners: "api",
    content: { reviewed: true, describe: joined },
    part: "details",
    editor: { section: "details", blank: () => [], template: () => [...examples.TEMPLATE_REQUIRED_DOCUMENTS] },
  }),
  /** 추가 옵션: the line under the name. */
  displayCategoryText: field<string>()({
    label: "추가 옵션",
    input: ({ text }) => text(200),
    none: "",
    partners: "form",
    content: { reviewed: true },
    part: "essential",
    editor: { section: "basics", blank: () => "" },
  }),
  description: field<string>()({
    label: "상세 설명",
    input: ({ text }) => text(5000),
    none: "",
    partners: "form",
    content: { reviewed: true },
    part: "details",
    editor: { section: "details", blank: () => "" },
  }),
  /** The last day of the 렌트할인 promotion (`YYYY-MM-DD`), when the admin set one; the draft holds "" for none. */
  promotionEndsAt: field<string | null, string>()({
    label: "렌트할인 종료일",
    input: ({ z }) =>
      z
        .union([z.iso.date({ error: VEHICLE_MESSAGES.promotionEndsAt }), z.literal("")], {
          error: VEHICLE_MESSAGES.promotionEndsAt,
        })
        .nullable()
        .transform((v) => v || null),
    none: null,
    partners: "never",
    part: "essential",
    editor: { section: "basics", blank: () => "" },
  }),
};

type Fields = typeof LISTING_FIELDS;
export type ListingFieldKey = keyof Fields;
/** A field's value as stored and served. */
export type ListingValue<K extends ListingFieldKey> = NonNullable<Fields[K]["types"]>["value"];
/** A field's value as the editor's draft holds it. */
export type DraftValue<K extends ListingFieldKey> = NonNullable<Fields[K]["types"]>["draft"];
type KeysWhere<Row> = { [K in ListingFieldKey]: Fields[K] extends Row ? K : never }[ListingFieldKey];

export type ContentField = KeysWhere<{ content: object }>;
/** What the partners' form holds and sends. */
export type PartnerFormField = KeysWhere<{ partners: "form" }>;
/** What admins alone set: a partner's save leaves it as it is. */
export type AdminOnlyField = KeysWhere<{ partners: "never" }>;
export type EssentialField = KeysWhere<{ part: "essential" }>;
export type DetailField = KeysWhere<{ part: "details" }>;
type GalleryField = KeysWhere<{ part: "gallery" }>;
export type CardField = KeysWhere<{ card: unknown }>;
export type SectionField<S extends EditorSection> = KeysWhere<{ editor: { section: S } }>;

/** A listing's content as stored: `images` are media keys. */
export type ListingContent = { [K in ContentField]: ListingValue<K> };
/** A partner's change to a published listing: the fields that differ from it, as they would be stored. */
export type ListingRevision = Partial<ListingContent>;
/** The fields as a served vehicle has them (the gallery's as `thumbnails`, the photos' URLs). */
export type ListingView = { [K in Exclude<ListingFieldKey, GalleryField>]: ListingValue<K> };
/** Everything the editor edits, every field present (the shape forms keep in state and send). */
export type VehicleDraft = { [K in ListingFieldKey]: DraftValue<K> };

/** A field's row, typed by its key. */
export function listingField<K extends ListingFieldKey>(key: K): ListingFieldSpec<ListingValue<K>, DraftValue<K>> {
  return LISTING_FIELDS[key] as unknown as ListingFieldSpec<ListingValue<K>, DraftValue<K>>;
}

export const LISTING_FIELD_KEYS = Object.keys(LISTING_FIELDS) as ListingFieldKey[];

const keysWhere = <K extends ListingFieldKey>(test: (row: ListingFieldSpec<unknown, unknown>) => boolean) =>
  LISTING_FIELD_KEYS.filter((key) => test(listingField(key) as ListingFieldSpec<unknown, unknown>)) as K[];

/** The parts of a listing an editor writes; a partner's change waiting for review holds those it changes. */
export const CONTENT_FIELDS: readonly ContentField[] = keysWhere((row) => row.content !== undefined);

/**
 * The parts of a partner's change to a published listing that wait for review: every one. Each is something a
 * customer reads as the offer (the insurance's 면책금, the contract terms, the year and mileage, the options, the
 * tags like 무보증 or 즉시출고, the benefits, the photos), and the free texts (description, 추가 옵션, 전체옵션) can
 * say any of those, so none can be left to change unseen. The public keeps the approved version until an admin
 * approves; a save that changes nothing against it applies at once (withdrawing a waiting change).
 */
export const REVIEWED_FIELDS: readonly ContentField[] = keysWhere((row) => row.content?.reviewed === true);

export const PARTNER_FORM_FIELDS: readonly PartnerFormField[] = keysWhere((row) => row.partners === "form");
export const ADMIN_ONLY_FIELDS: readonly AdminOnlyField[] = keysWhere((row) => row.partners === "never");
export const ESSENTIAL_FIELDS: readonly EssentialField[] = keysWhere((row) => row.part === "essential");
export const DETAIL_FIELDS: readonly DetailField[] = keysWhere((row) => row.part === "details");
export const CARD_FIELDS: readonly CardField[] = keysWhere((row) => row.card !== undefined);

/** The fields a section of the editor holds, in the editor's order. */
export function sectionFields<S extends EditorSection>(section: S): SectionField<S>[] {
  return keysWhere((row) => row.editor.section === section);
}

/** jsonb keeps no key order: values compare by content, objects whatever their keys' order. */
export function sameContent(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") {
    // Absent, null and empty text say the same of a stored part (a form sends every key, a row may lack some).
    const empty = (v: unknown) => v === undefined || v === null || v === "";
    return empty(a) && empty(b);
  }
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((x, i) => sameContent(x, b[i]));
  const x = a as Record<string, unknown>;
  const y = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(x), ...Object.keys(y)].filter((k) => x[k] !== undefined || y[k] !== undefined));
  return [...keys].every((k) => sameContent(x[k], y[k]));
}

/** The fields of `proposed` that differ from `base`, in the editor's order. */
export function changedFields(base: ListingContent, proposed: Partial<ListingContent>): ContentField[] {
  return CONTENT_FIELDS.filter((field) => field in proposed && !sameContent(base[field], proposed[field]));
}

/** Whether a partner's change needs an admin's look before it is public. */
export function needsReview(fields: readonly ContentField[]): boolean {
  return fields.some((field) => REVIEWED_FIELDS.includes(field));
}

/** The fields' values picked from `source`, in the table's order. */
export function pickFields<T, K extends keyof T>(source: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, source[key]])) as Pick<T, K>;
}

/** The fields as nothing stated (each row's `none`, a fresh copy). */
export function noneOf<K extends ListingFieldKey>(keys: readonly K[]): { [F in K]: ListingValue<F> } {
  return Object.fromEntries(keys.map((key) => [key, copy(listingField(key).none)])) as { [F in K]: ListingValue<F> };
}

/** A field's value in a served vehicle: the gallery's as the photos' URLs. */
export function servedValue<K extends ListingFieldKey>(
  vehicle: ListingView & { thumbnails: string[] },
  key: K,
): ListingValue<K> {
  const row = listingField(key);
  return (row.part === "gallery" ? vehicle.thumbnails : vehicle[key as Exclude<K, GalleryField>]) as ListingValue<K>;
}

/** A stored value as the draft holds it. */
export function draftValue<K extends ListingFieldKey>(key: K, value: ListingValue<K> | undefined): DraftValue<K> {
  const { editor } = listingField(key);
  if (value === undefined || value === null) return editor.blank();
  return editor.toDraft ? editor.toDraft(value) : (copy(value) as unknown as DraftValue<K>);
}
