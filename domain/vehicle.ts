import type { z } from "zod";
import type { ListingStatus } from "./listing";
import type { ListingView } from "./listing-fields";
import type {
  basicInfoSchema,
  benefitSchema,
  contractTermsSchema,
  insuranceSchema,
  optionsSchema,
  priceRowSchema,
} from "./vehicle-part-schemas";

/** The one vehicle shape stored and served everywhere (the admin editor's shape: Korean keys, priceInfo as rows). */

export const BADGES = ["신차", "중고차"] as const;
export type Badge = (typeof BADGES)[number];

export const FUELS = ["가솔린", "디젤", "전기", "LPG", "하이브리드"] as const;
export const DEFAULT_FUEL = "가솔린";
export const DEFAULT_MODEL_YEAR = "25년07월";
export const DEFAULT_MILEAGE = "5km";

export interface MainInfoField {
  /** The key in `basicInfo`. */
  key: string;
  label: string;
  /** The longest text it takes. */
  max: number;
  /** What the editor's empty box suggests. */
  placeholder?: string;
  /** A field picked from a list rather than typed. */
  choices?: readonly string[];
  /** What a new listing starts with. */
  initial: string;
  /** What the vehicle page shows while the field is empty. */
  blank: string;
}

/**
 * 주요 정보 (`basicInfo`), one row a field, in the order the editor and the vehicle page show them. Its schema, the
 * editor's draft, template and boxes and the vehicle page's tiles are all made from these rows, so a new field is a
 * new row here (and its icon beside the vehicle page's tiles).
 */
export const MAIN_INFO_FIELDS = [
  {
    key: "제조연식",
    label: "연식",
    max: 30,
    placeholder: "25년07월",
    initial: DEFAULT_MODEL_YEAR,
    blank: DEFAULT_MODEL_YEAR,
  },
  { key: "주행거리", label: "주행거리", max: 30, placeholder: "5km", initial: DEFAULT_MILEAGE, blank: DEFAULT_MILEAGE },
  { key: "차량번호", label: "차량번호", max: 30, placeholder: "12가 3456", initial: "", blank: "-" },
  { key: "연료", label: "연료", max: 20, choices: FUELS, initial: DEFAULT_FUEL, blank: DEFAULT_FUEL },
] as const satisfies readonly MainInfoField[];

export type MainInfoKey = (typeof MAIN_INFO_FIELDS)[number]["key"];

export const DEPOSIT_INSTALLMENTS = [
  "불가능 (기본)",
  "가능 (50:50 2회 분납)",
  "가능 (60:40 또는 70:30 2회 분납)",
] as const;

/** 즉시출고: a car in stock, delivered right after the contract (shown as a flag on list cards, like 렌트할인). */
export const RECOMMENDATION_TAGS = [
  "추천",
  "렌트할인",
  "무보증",
  "만21세가능",
  "만23세가능",
  "만26세가능",
  "즉시출고",
] as const;

export const OPTION_GROUPS = ["외관내장", "안전장치", "편의장치", "시트"] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];

export const OPTION_GROUP_LABELS: Record<OptionGroup, string> = {
  외관내장: "외관/내장",
  안전장치: "안전장치",
  편의장치: "편의장치",
  시트: "시트",
};

export const OPTION_ITEMS: Record<OptionGroup, readonly string[]> = {
  외관내장: ["선루프", "LED 헤드램프", "전동 트렁크", "ECM 룸미러", "하이패스", "크루즈 컨트롤", "HUD"],
  안전장치: ["에어백", "차선이탈경고(LDWS)", "주차감지센서", "후측방경보", "후방카메라", "360도 어라운드뷰"],
  편의장치: [],
  시트: ["가죽시트", "열선시트", "통풍시트", "전동시트", "열선핸들"],
};

// Types only: pages that need just the constants above never load zod.
export type PriceRow = z.infer<typeof priceRowSchema>;
export type BasicInfo = z.infer<typeof basicInfoSchema>;
export type VehicleOptions = z.infer<typeof optionsSchema>;
export type Benefit = z.infer<typeof benefitSchema>;
export type Insurance = z.infer<typeof insuranceSchema>;
export type ContractTerms = z.infer<typeof contractTermsSchema>;

/** What a vehicle page and the public vehicle API say when no vehicle has the slug (the glossary's text). */
export const VEHICLE_NOT_FOUND = "차량 정보를 찾을 수 없습니다";

/**
 * A vehicle as the API serves it: the listing's fields (domain/listing-fields.ts; its photos as `thumbnails`, URLs of
 * stored media, never data) and the record's own.
 */
export interface Vehicle extends ListingView {
  id: number;
  slug: string;
  badgeType: Badge | null;
  /** Image URLs, first is the main image. */
  thumbnails: string[];
  mainImage: string | null;
  ownerPartnerId: number | null;
  /** Public answers carry only 게시 중 and 판매완료 listings. */
  status: ListingStatus;
  /** 최근 가격 변경일 (ISO). */
  priceChangedAt: string;
  createdAt: string;
  updatedAt: string;
}

/** Every 주요 정보 field, each with `info`'s value or, where it has none, what `missing` gives for it. */
export function mainInfoOf(info: BasicInfo, missing: (field: MainInfoField) => string): Record<MainInfoKey, string> {
  return Object.fromEntries(MAIN_INFO_FIELDS.map((field) => [field.key, info[field.key] ?? missing(field)])) as Record<
    MainInfoKey,
    string
  >;
}

/** Derives the single badge value used for filtering from the badges list. */
export function badgeTypeOf(badges: readonly string[]): Badge | null {
  if (badges.includes("신차")) return "신차";
  if (badges.includes("중고차")) return "중고차";
  return null;
}
