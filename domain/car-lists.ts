/**
 * The lists of cars a visitor keeps without an account: 비교 (2 to 4 cars side by side), 찜 (saved) and 최근 본 차량
 * (recently viewed). The browser keeps them (app/lib/car-lists.ts); the pages that show them (/compare, /saved) read
 * them from their address, so a list is a link that can be shared. Both sides read that address with these rules.
 */

export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;
export const SAVED_MAX = 40;
export const RECENT_MAX = 20;

/** Longer than any listing's address (slugs are at most 200 characters). */
export const SLUG_MAX_LENGTH = 200;

export type CarListName = "compare" | "saved" | "recent";

export const CAR_LIST_LIMITS: Record<CarListName, number> = {
  compare: COMPARE_MAX,
  saved: SAVED_MAX,
  recent: RECENT_MAX,
};

export const CAR_LIST_MESSAGES = {
  compareFull: `비교는 최대 ${COMPARE_MAX}대까지 할 수 있습니다. 다른 차량을 빼고 다시 선택해주세요.`,
  savedFull: `찜은 최대 ${SAVED_MAX}대까지 할 수 있습니다. 찜한 차량에서 몇 대를 지운 뒤 다시 시도해주세요.`,
  storageUnavailable: "브라우저 저장소를 쓸 수 없어 이 창을 닫으면 목록이 사라집니다.",
  storageFull: "브라우저 저장 공간이 부족해 목록을 저장하지 못했습니다. 이 창을 닫으면 목록이 사라집니다.",
} as const;

/** Markup characters and backslashes; control characters are checked by code point. */
const UNSAFE = /[<>"'`\\]/;
const hasControl = (text: string) => [...text].some((c) => (c.codePointAt(0) ?? 0) < 0x20 || c === "\u007f");

/**
 * The slugs of a `?cars=` or `?recent=` value: comma-separated, trimmed, NFC, each at most SLUG_MAX_LENGTH
 * characters without control or markup characters, duplicates dropped, at most `max` kept (the first ones). A
 * value of any length is read only as far as `max` slugs can reach, so junk costs nothing.
 */
export function parseSlugList(raw: string | null | undefined, max: number): string[] {
  if (!raw || max <= 0) return [];
  const reach = max * (SLUG_MAX_LENGTH + 1) * 2;
  const slugs: string[] = [];
  for (const part of raw.slice(0, reach).split(",")) {
    const slug = part.normalize("NFC").trim();
    if (!slug || slug.length > SLUG_MAX_LENGTH || UNSAFE.test(slug) || hasControl(slug) || slugs.includes(slug))
      continue;
    slugs.push(slug);
    if (slugs.length >= max) break;
  }
  return slugs;
}

/** A list as a query value: each slug escaped, joined by plain commas (`a,b,%EC%8F%98…`). */
export function slugListValue(slugs: readonly string[]): string {
  return slugs.map(encodeURIComponent).join(",");
}

/** `/compare?cars=a,b,c`; `/compare` for no cars. */
export function comparePath(slugs: readonly string[]): string {
  return slugs.length ? `/compare?cars=${slugListValue(slugs)}` : "/compare";
}

/** `/saved?cars=…&recent=…`, each part only when it has cars. */
export function savedPath(lists: { saved: readonly string[]; recent: readonly string[] }): string {
  const query = [
    lists.saved.length ? `cars=${slugListValue(lists.saved)}` : "",
    lists.recent.length ? `recent=${slugListValue(lists.recent)}` : "",
  ]
    .filter(Boolean)
    .join("&");
  return query ? `/saved?${query}` : "/saved";
}

/** `list` with `slug` added in front (a recently viewed car moves to the front), at most `max` long. */
export function withFirst(list: readonly string[], slug: string, max: number): string[] {
  return [slug, ...list.filter((s) => s !== slug)].slice(0, max);
}

/** `list` without `slug`. */
export function without(list: readonly string[], slug: string): string[] {
  return list.filter((s) => s !== slug);
}
