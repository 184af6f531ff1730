import type { VehicleDraft } from "#domain/vehicle-input";

/** The parts of a draft that are read back field by field (both the admin's and the partners' drafts have them). */
type StoredShape = Pick<VehicleDraft, "name" | "images" | "basicInfo" | "options" | "insurance" | "contractTerms">;

/** Unsaved drafts of the admin's new vehicles live in localStorage under one key per pending slug. */
export function draftKey(slug: string): string {
  return `vehicle-editor-draft:${slug}`;
}

/** A partner's new listing's unsaved draft is kept per category and 신차/중고차, like the add page's address. */
export function partnerDraftKey(category: string, badge: string): string {
  return `partner-vehicle-draft:${category}:${badge}`;
}

/** The stored draft laid over `base` (so fields added since still have values), or null when none or unreadable. */
export function readDraft<T extends StoredShape>(key: string, base: T): T | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<T> | null;
    if (!stored || typeof stored !== "object" || typeof stored.name !== "string" || !Array.isArray(stored.images))
      return null;
    return {
      ...base,
      ...stored,
      basicInfo: { ...base.basicInfo, ...stored.basicInfo },
      options: { ...base.options, ...stored.options },
      insurance: {
        책임한도: { ...base.insurance.책임한도, ...stored.insurance?.책임한도 },
        면책금: { ...base.insurance.면책금, ...stored.insurance?.면책금 },
      },
      contractTerms: { ...base.contractTerms, ...stored.contractTerms },
    };
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the draft lives only as long as the page.
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored to remove.
  }
}
