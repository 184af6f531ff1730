/**
 * The partners' new-car and used-car lists: the vehicle-type select (승용, SUV, 화물, 승합) decided by the name rules of
 * docs/spec/admin-and-partners.md §5, the deposit select with its 300 and 500 만원 bounds, and the card each vehicle
 * shows.
 */
import { canonicalVehicleCategory, categorySlug, PARTNER_CATEGORIES, type VehicleCategory } from "./categories";
import { type DepositBand, depositCaption, formatMonthly, NO_PRICE_TABLE } from "./pricing";
import { normalizeSearchText } from "./search";
import { type BasicInfo, DEFAULT_FUEL, DEFAULT_MILEAGE, DEFAULT_MODEL_YEAR, type PriceRow } from "./vehicle";

export const PARTNER_VEHICLE_TYPES = [
  { value: "passenger", label: "승용" },
  { value: "suv", label: "SUV" },
  { value: "cargo", label: "화물" },
  { value: "van", label: "승합" },
] as const;
export type PartnerVehicleType = (typeof PARTNER_VEHICLE_TYPES)[number]["value"];

/** The partners' deposit select, with the 300 and 500 만원 bounds the spec names. */
export const PARTNER_DEPOSIT_BANDS = [
  { value: "0-300", label: "300만원 이하", min: null, max: 300 },
  { value: "300-500", label: "300~500만원", min: 300, max: 500 },
  { value: "500+", label: "500만원 초과", min: 500, max: null },
] as const satisfies readonly DepositBand[];
export type PartnerDepositBand = (typeof PARTNER_DEPOSIT_BANDS)[number]["value"];

/** Model names that make a vehicle an SUV, in Latin and Korean spelling (docs/spec/admin-and-partners.md §5). */
const SUV_MODELS = [
  ["seltos", "셀토스"],
  ["kona", "코나"],
  ["tucson", "투싼"],
  ["sportage", "스포티지"],
  ["santafe", "싼타페"],
  ["carnival", "카니발"],
  ["gv70"],
  ["gv80"],
  ["palisade", "팰리세이드"],
  ["sorento", "쏘렌토"],
  ["mohave", "모하비"],
  ["staria", "스타리아"],
].flat();
const VAN_MODELS = ["carnival", "카니발", "staria", "스타리아"];
const CARGO_WORDS = ["cargo", "카고", "화물"];
const CARNIVAL = ["carnival", "카니발"];

/** Lower case, no spaces or punctuation: `Santa Fe` and `싼타페 ` compare as `santafe` / `싼타페`. */
const key = (text: string) => normalizeSearchText(text);
const mentions = (name: string, words: readonly string[]) => {
  const k = key(name);
  return words.some((w) => k.includes(w));
};

/** SUV: `suv` in the name, SUV in the category, or one of the SUV model names. */
export function isSuv(vehicle: { name: string; category: string }): boolean {
  return mentions(vehicle.name, ["suv", ...SUV_MODELS]) || vehicle.category.toUpperCase().includes("SUV");
}

/** 승용 (passenger car): the name mentions neither `suv` nor Carnival. */
export function isPassenger(vehicle: { name: string }): boolean {
  return !mentions(vehicle.name, ["suv", ...CARNIVAL]);
}

/** 화물 (cargo): the name says cargo (카고, 화물). */
export function isCargo(vehicle: { name: string }): boolean {
  return mentions(vehicle.name, CARGO_WORDS);
}

/** 승합 (van): Carnival or Staria. */
export function isVan(vehicle: { name: string }): boolean {
  return mentions(vehicle.name, VAN_MODELS);
}

export function matchesVehicleType(
  vehicle: { name: string; category: string },
  type: PartnerVehicleType | null,
): boolean {
  switch (type) {
    case "passenger":
      return isPassenger(vehicle);
    case "suv":
      return isSuv(vehicle);
    case "cargo":
      return isCargo(vehicle);
    case "van":
      return isVan(vehicle);
    default:
      return true;
  }
}

export interface PartnerListFilter {
  q: string;
  type: PartnerVehicleType | null;
  deposit: PartnerDepositBand | null;
  /** One of the partner categories (the home page's 모두 보기 links), by its stored value. */
  category?: VehicleCategory | null;
  /** The position in the list, as the previous page handed it out. */
  cursor?: string;
}

/** Reads `?q=&type=&deposit=&category=&cursor=`, dropping unknown values (they mean 전체, and the first page). */
export function readPartnerListFilter(params: URLSearchParams): PartnerListFilter {
  const type = params.get("type");
  const deposit = params.get("deposit");
  const category = canonicalVehicleCategory(params.get("category"));
  const cursor = (params.get("cursor") ?? "").trim();
  return {
    q: (params.get("q") ?? "").trim().slice(0, 100),
    type: PARTNER_VEHICLE_TYPES.find((t) => t.value === type)?.value ?? null,
    deposit: PARTNER_DEPOSIT_BANDS.find((b) => b.value === deposit)?.value ?? null,
    ...(PARTNER_CATEGORIES.some((c) => c.value === category) ? { category } : {}),
    ...(/^[A-Za-z0-9_-]{1,200}$/.test(cursor) ? { cursor } : {}),
  };
}

interface ListedVehicle {
  name: string;
  category: string;
  priceInfo: readonly PriceRow[];
}

/**
 * What a partners card shows; the first price row is the one on the card (as the cards of
 * docs/spec/admin-and-partners.md §2 read it).
 */
export interface PartnerCard {
  id: number;
  slug: string;
  name: string;
  category: string;
  badge: "신차" | "중고차";
  thumbnail: string | null;
  year: string;
  mileage: string;
  fuel: string;
  /** `월 45만원`, or 상담 문의 without a fee. */
  monthly: string;
  /** `보증금 300만원`, `무보증`, `보증금 별도`. */
  deposit: string;
  /** Listed by the signed-in partner (only these can be edited and deleted). */
  own: boolean;
}

export function partnerCard(
  v: ListedVehicle & {
    id: number;
    slug: string;
    badges: readonly string[];
    thumbnail: string | null;
    basicInfo: BasicInfo;
    ownerPartnerId: number | null;
  },
  partnerId: number,
): PartnerCard {
  const row = v.priceInfo[0];
  return {
    id: v.id,
    slug: v.slug,
    name: v.name,
    category: canonicalVehicleCategory(v.category) ?? v.category,
    badge: v.badges.includes("신차") ? "신차" : "중고차",
    thumbnail: v.thumbnail,
    year: v.basicInfo.제조연식 || DEFAULT_MODEL_YEAR,
    mileage: v.basicInfo.주행거리 || DEFAULT_MILEAGE,
    fuel: v.basicInfo.연료 || DEFAULT_FUEL,
    monthly: row ? formatMonthly(row.monthly) : NO_PRICE_TABLE,
    deposit: depositCaption(row?.deposit),
    own: v.ownerPartnerId === partnerId,
  };
}

/** `/partners/vehicles/{slug}` with the slug escaped. */
export function partnerVehiclePath(slug: string): string {
  return `/partners/vehicles/${encodeURIComponent(slug)}`;
}

/** `/partners/vehicle-add/{category}/{신차|중고차}`, the category as its slug (no slash to escape). */
export function partnerAddPath(category: string, badge: "신차" | "중고차"): string {
  return `/partners/vehicle-add/${encodeURIComponent(categorySlug(category))}/${encodeURIComponent(badge)}`;
}

/** The add page's type segment: 신차 or new means a new car, anything else a used one. */
export function badgeOfTypeSegment(segment: string | undefined): "신차" | "중고차" {
  const t = (segment ?? "").trim().toLowerCase();
  return t === "신차" || t === "new" ? "신차" : "중고차";
}

/** The partner's edit form of a listing: the add page in edit mode. */
export function partnerEditPath(slug: string): string {
  return `${partnerVehiclePath(slug)}?edit=1`;
}
