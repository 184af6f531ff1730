import { categorySlug, NO_DEPOSIT_CATEGORY, VEHICLE_CATEGORIES } from "../../../domain/categories";

/** Links may encode the category once or twice (`%25EC…`); decode until it stops changing (at most twice). */
export function decodeCategoryParam(raw: string): string {
  let value = raw;
  for (let i = 0; i < 2; i++) {
    try {
      const decoded = decodeURIComponent(value);
      if (decoded === value) break;
      value = decoded;
    } catch {
      break;
    }
  }
  return value.trim();
}

export interface AdminCategory {
  /** The stored category value (or the board's name). */
  name: string;
  slug: string;
  /** The 무보증 리스트 shows the board instead of vehicles. */
  board: boolean;
}

/** The category a URL names: by canonical value or slug (spaces and slashes ignored); unknown names are kept as given. */
export function resolveAdminCategory(raw: string): AdminCategory {
  const name = decodeCategoryParam(raw);
  const slug = categorySlug(name);
  if (slug === categorySlug(NO_DEPOSIT_CATEGORY)) return { name: NO_DEPOSIT_CATEGORY, slug, board: true };
  const known = VEHICLE_CATEGORIES.find((c) => categorySlug(c) === slug);
  return { name: known ?? name, slug, board: false };
}
