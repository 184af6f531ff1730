import { isEmptyPriceRow, PRICE_CELLS } from "./listing";
import type { PriceRow } from "./vehicle";

/**
 * The two ways a change is shown side by side, whatever it is a change of (a partner's submission, a price sheet, a
 * bulk price change): price rows by place with their changed cells, and texts word by word. Nothing here reads the
 * listing field table, so the price pages that use only these do not load it.
 */

export type PriceCell = (typeof PRICE_CELLS)[number];

export interface PriceRowChange {
  /** `same` rows are shown for context; rows empty on both sides are left out. */
  kind: "same" | "changed" | "added" | "removed";
  before: PriceRow | null;
  after: PriceRow | null;
  /** The cells that differ (all four for an added or removed row). */
  cells: PriceCell[];
}

const filled = (row: PriceRow | undefined): row is PriceRow => !!row && !isEmptyPriceRow(row);

/** Row by row, in the editor's order (the rows keep their places: 60, 48, 36 개월 …). */
export function diffPriceRows(before: readonly PriceRow[], after: readonly PriceRow[]): PriceRowChange[] {
  const out: PriceRowChange[] = [];
  for (let i = 0; i < Math.max(before.length, after.length); i++) {
    const a = filled(before[i]) ? before[i]! : null;
    const b = filled(after[i]) ? after[i]! : null;
    if (!a && !b) continue;
    if (!a) out.push({ kind: "added", before: null, after: b, cells: [...PRICE_CELLS] });
    else if (!b) out.push({ kind: "removed", before: a, after: null, cells: [...PRICE_CELLS] });
    else {
      const cells = PRICE_CELLS.filter((cell) => (a[cell] ?? "").trim() !== (b[cell] ?? "").trim());
      out.push({ kind: cells.length ? "changed" : "same", before: a, after: b, cells });
    }
  }
  return out;
}

/** A piece of a word diff: words both texts have, or those only the old (`removed`) or new (`added`) one has. */
export interface WordPart {
  kind: "same" | "added" | "removed";
  text: string;
}

/** Above this many word pairs the texts are shown as removed and added whole (a diff that long reads no better). */
const WORD_DIFF_LIMIT = 250_000;

/**
 * The words of `before` and `after` as one sequence: the longest run they share kept, the rest marked removed or
 * added, so a changed sentence shows the words that changed rather than the whole line struck through. Whitespace
 * stays with the words (line breaks included), so each side reads as its text.
 */
export function wordDiff(before: string, after: string): WordPart[] {
  const a = before.split(/(\s+)/).filter(Boolean);
  const b = after.split(/(\s+)/).filter(Boolean);
  if (a.length * b.length > WORD_DIFF_LIMIT) {
    return [
      ...(before ? [{ kind: "removed" as const, text: before }] : []),
      ...(after ? [{ kind: "added" as const, text: after }] : []),
    ];
  }
  // lcs[i][j]: the longest common run of a[i..] and b[j..].
  const lcs = Array.from({ length: a.length + 1 }, () => new Uint32Array(b.length + 1));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const parts: WordPart[] = [];
  const push = (kind: WordPart["kind"], text: string) => {
    const last = parts.at(-1);
    if (last?.kind === kind) last.text += text;
    else parts.push({ kind, text });
  };
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      push("same", a[i]!);
      i++;
      j++;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) push("removed", a[i++]!);
    else push("added", b[j++]!);
  }
  while (i < a.length) push("removed", a[i++]!);
  while (j < b.length) push("added", b[j++]!);
  return parts;
}

/** Whether a changed field states something new (was empty), changes a statement, or drops it (now empty). */
export function changeKind(change: { before: string; after: string }): "added" | "changed" | "removed" {
  if (!change.before.trim()) return "added";
  if (!change.after.trim()) return "removed";
  return "changed";
}
