/**
 * Vehicle categories: the canonical value is the stored Korean name; the URL slug is that name without
 * spaces and slashes. Every way a category reaches us (URL segments encoded once or twice, old names,
 * partner labels, spellings without the slash) goes through `canonicalCategory`.
 */
import { hasImportedBrand } from "./search";

/** The 11 categories a vehicle can be stored under (admin side), in the admin's order. */
export const VEHICLE_CATEGORIES = [
  "소형/준중형 세단",
  "중형 세단",
  "대형 세단",
  "제네시스",
  "소형/준중형 SUV",
  "중형 SUV",
  "대형 SUV",
  "제네시스 SUV",
  "전기차",
  "수입차",
  "일반번호판 구독카",
] as const;

export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];

/** The board shown in place of vehicles on its category page. */
export const NO_DEPOSIT_CATEGORY = "무보증 리스트";

/** Every category a listing page can show: the 11 vehicle categories and the no-deposit board. */
export const LISTING_CATEGORIES = [...VEHICLE_CATEGORIES, NO_DEPOSIT_CATEGORY] as const;
export type ListingCategory = (typeof LISTING_CATEGORIES)[number];

/** The 11 categories partners add vehicles to (every vehicle category), with the labels the partner screens show. */
export const PARTNER_CATEGORIES: readonly { value: VehicleCategory; label: string }[] = [
  { value: "소형/준중형 세단", label: "소형/준중형 세단" },
  { value: "중형 세단", label: "중형 세단" },
  { value: "대형 세단", label: "대형 세단" },
  { value: "제네시스", label: "제네시스 세단" },
  { value: "소형/준중형 SUV", label: "소형/준중형 SUV" },
  { value: "중형 SUV", label: "중형 SUV" },
  { value: "대형 SUV", label: "대형 SUV" },
  { value: "제네시스 SUV", label: "제네시스 SUV" },
  { value: "전기차", label: "전기차" },
  { value: "수입차", label: "수입 차량" },
  { value: "일반번호판 구독카", label: "구독카/일반번호판" },
];

/** Name without spaces and slashes: `소형/준중형 세단` → `소형준중형세단`. */
export function categorySlug(category: string): string {
  return category.replace(/[\s/]/g, "");
}

/** Comparison key: the slug, with Latin letters upper-cased (so `suv` and `SUV` are the same). */
function categoryKey(text: string): string {
  return categorySlug(text.normalize("NFC")).toUpperCase();
}

/** Old and alternative names, by key, mapped to the canonical category. */
const ALIASES: Record<string, ListingCategory> = {
  [categoryKey("외제차")]: "수입차",
  [categoryKey("프리미엄 외제차")]: "수입차",
  [categoryKey("프리미엄 수입차")]: "수입차",
  [categoryKey("수입 차량")]: "수입차",
  [categoryKey("구독카/일반번호판")]: "일반번호판 구독카",
  [categoryKey("제네시스 세단")]: "제네시스",
  [categoryKey("무보증")]: NO_DEPOSIT_CATEGORY,
};

const BY_KEY = new Map<string, ListingCategory>([
  ...LISTING_CATEGORIES.map((c) => [categoryKey(c), c] as const),
  ...Object.entries(ALIASES),
]);

/** Decodes a URL segment once, and once more when it was encoded twice; malformed escapes stay as they are. */
export function decodeSegment(raw: string): string {
  let text = raw;
  for (let i = 0; i < 2 && /%[0-9a-f]{2}/i.test(text); i++) {
    try {
      text = decodeURIComponent(text);
    } catch {
      break;
    }
  }
  return text;
}

/**
 * The canonical category for a name, slug or alias as it may arrive (URL-encoded once or twice, with or
 * without slash and spaces, in any letter case), or null when it is not a known category.
 *
 * `canonicalCategory("%25EC%2599%25B8%25EC%25A0%259C%25EC%25B0%25A8")` → `"수입차"`;
 * `canonicalCategory("소형준중형 세단")` → `"소형/준중형 세단"`; `canonicalCategory("없는카테고리")` → `null`.
 */
export function canonicalCategory(raw: string | null | undefined): ListingCategory | null {
  if (!raw) return null;
  return BY_KEY.get(categoryKey(decodeSegment(raw).trim())) ?? null;
}

/** Like `canonicalCategory`, but only vehicle categories (not the board). */
export function canonicalVehicleCategory(raw: string | null | undefined): VehicleCategory | null {
  const category = canonicalCategory(raw);
  return category === null || category === NO_DEPOSIT_CATEGORY ? null : category;
}

/** A row of the admin's 차량 관리 tab: a category (or the 무보증 리스트 board) and how many listings it holds. */
export interface CategoryCount {
  category: string;
  slug: string;
  count: number;
}

// ---------------------------------------------------------------------------------------------
// Display groups (home tiles, new-car and used-car lists)
// ---------------------------------------------------------------------------------------------

export const DISPLAY_GROUPS = ["세단", "SUV", "수입차", "일반번호판 구독카"] as const;
export type DisplayGroup = (typeof DISPLAY_GROUPS)[number];

/** Which categories each display group holds (수입차 also takes vehicles named after an imported brand). */
export const DISPLAY_GROUP_CATEGORIES: Record<DisplayGroup, readonly VehicleCategory[]> = {
  세단: ["소형/준중형 세단", "중형 세단", "대형 세단", "제네시스"],
  SUV: ["소형/준중형 SUV", "중형 SUV", "대형 SUV", "제네시스 SUV"],
  수입차: ["수입차"],
  "일반번호판 구독카": ["일반번호판 구독카"],
};

/**
 * True for the imported group: category 수입차, or a name with Benz, BMW or Audi in either script
 * (벤츠, 비엠더블유, 아우디), whatever category it was filed under.
 */
export function isImportedVehicle(vehicle: { name: string; category: string }): boolean {
  return canonicalCategory(vehicle.category) === "수입차" || hasImportedBrand(vehicle.name);
}

/**
 * The one display group a vehicle is listed under: 일반번호판 구독카 by category first, then imported
 * (category or brand name), then 세단 or SUV by category. Null for categories outside the four groups
 * (전기차 and unknown values).
 */
export function displayGroupOf(vehicle: { name: string; category: string }): DisplayGroup | null {
  const category = canonicalCategory(vehicle.category);
  if (category === "일반번호판 구독카") return "일반번호판 구독카";
  if (isImportedVehicle(vehicle)) return "수입차";
  for (const group of ["세단", "SUV"] as const) {
    if (category && (DISPLAY_GROUP_CATEGORIES[group] as readonly string[]).includes(category)) return group;
  }
  return null;
}
