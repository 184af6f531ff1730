/** Canonical vehicle categories: the stored value is the Korean name; the URL slug drops spaces and slashes. */
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

export const NO_DEPOSIT_CATEGORY = "무보증 리스트";

export function categorySlug(category: string): string {
  return category.replace(/[\s/]/g, "");
}
