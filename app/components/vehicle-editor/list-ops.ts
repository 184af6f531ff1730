/** Small pure list edits shared by the editor's images, price rows, benefits and documents. */

/** The list with the item at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const last = list.length - 1;
  if (from < 0 || from > last) return [...list];
  const target = Math.min(Math.max(to, 0), last);
  if (target === from) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

export function removeAt<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, i) => i !== index);
}

export function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((old, i) => (i === index ? item : old));
}

/**
 * The 0-based target of an order-number input (1-based as typed): below 1 becomes the first place, past the
 * end the last; null for anything that is not a whole number (the move is ignored).
 */
export function orderTarget(typed: string, count: number): number | null {
  const text = typed.trim();
  if (!/^-?\d+$/.test(text) || count < 1) return null;
  const position = Math.min(Math.max(Number(text), 1), count);
  return position - 1;
}

/** Adds `item` (trimmed) unless it is blank or already there. */
export function addUnique(list: readonly string[], item: string): string[] {
  const value = item.trim();
  return !value || list.includes(value) ? [...list] : [...list, value];
}
