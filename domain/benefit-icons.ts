/**
 * The icons a benefit card can carry: the stored key and the Korean name the editors' selects show. The
 * pictures themselves live with the components (`#app/components/vehicle/benefit-icons`); this list is the
 * one place that says which keys exist and what they are called.
 */
export const BENEFIT_ICONS = [
  { key: "user-check", label: "운전자" },
  { key: "id-card", label: "면허·경력" },
  { key: "badge-check", label: "인증·심사" },
  { key: "percent", label: "위약금·할인" },
  { key: "gauge", label: "주행거리" },
  { key: "key-round", label: "인수" },
  { key: "wrench", label: "정비" },
  { key: "shield-check", label: "보험·보장" },
  { key: "file-text", label: "서류" },
  { key: "calendar", label: "기간" },
  { key: "fuel", label: "연료" },
] as const;

export type BenefitIconKey = (typeof BENEFIT_ICONS)[number]["key"];

/** The icon a new benefit card starts with. */
export const DEFAULT_BENEFIT_ICON: BenefitIconKey = "user-check";

/** The known key a stored value names (stored keys may carry stray case or spaces), or null. */
export function benefitIconKey(stored: string): BenefitIconKey | null {
  const key = stored.trim().toLowerCase();
  return BENEFIT_ICONS.find((icon) => icon.key === key)?.key ?? null;
}

/** Whether a stored value is exactly one of the keys (the select can show it as chosen). */
export function isBenefitIconKey(stored: string): stored is BenefitIconKey {
  return BENEFIT_ICONS.some((icon) => icon.key === stored);
}
