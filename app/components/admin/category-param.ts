import { canonicalCategory, categorySlug, decodeSegment, NO_DEPOSIT_CATEGORY } from "#domain/categories";

export interface AdminCategory {
  /** The stored category value (or the board's name). */
  name: string;
  slug: string;
  /** The 무보증 리스트 shows the board instead of vehicles. */
  board: boolean;
}

/** The category a URL names (encoded once or twice, by value, slug or alias); unknown names are kept as given. */
export function resolveAdminCategory(raw: string): AdminCategory {
  const name = canonicalCategory(raw) ?? decodeSegment(raw).trim();
  return { name, slug: categorySlug(name), board: name === NO_DEPOSIT_CATEGORY };
}
