import { BENEFIT_ICONS, benefitIconKey } from "./benefit-icons";
import { type ContentField, changedFields, isEmptyPriceRow, type ListingContent, PRICE_CELLS } from "./listing";
import { OPTION_GROUP_LABELS, OPTION_GROUPS, type PriceRow, type Vehicle } from "./vehicle";

/**
 * What the 검수 대기 queue shows of a submission: the fields that differ from the published listing, its price
 * table row by row with the changed cells marked, and the photos side by side. A new listing is weighed against
 * nothing, so all it has counts as added.
 */

export const CONTENT_FIELD_LABELS: Record<ContentField, string> = {
  name: "차량명",
  category: "카테고리",
  badges: "구분",
  recommendationTags: "추천 태그",
  images: "사진",
  basicInfo: "주요 정보",
  priceInfo: "가격표",
  depositInstallment: "보증금 분납",
  options: "옵션",
  benefits: "혜택",
  insurance: "보험",
  contractTerms: "계약 조건",
  requiredDocuments: "필요 서류",
  displayCategoryText: "추가 옵션",
  description: "상세 설명",
};

export type PriceCell = (typeof PRICE_CELLS)[number];

export interface PriceRowChange {
  /** `same` rows are shown for context; rows empty on both sides are left out. */
  kind: "same" | "changed" | "added" | "removed";
  before: PriceRow | null;
  after: PriceRow | null;
  /** The cells that differ (all four for an added or removed row). */
  cells: PriceCell[];
}

export interface TextChange {
  field: ContentField;
  label: string;
  before: string;
  after: string;
}

export interface ListingDiff {
  /** Every changed field, in the editor's order. */
  fields: ContentField[];
  /** The price table, when it changed. */
  prices: PriceRowChange[] | null;
  /** Photo URLs before and after, when they changed. */
  images: { before: string[]; after: string[] } | null;
  /** Every other changed field as text. */
  text: TextChange[];
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

const joined = (list: readonly string[] | undefined) => (list ?? []).filter(Boolean).join(", ");

/** A field's value as one line of text for the side-by-side view. */
export function describeField(field: ContentField, content: Partial<ListingContent>): string {
  switch (field) {
    case "badges":
    case "recommendationTags":
    case "requiredDocuments":
      return joined(content[field]);
    case "basicInfo": {
      const info = content.basicInfo ?? {};
      return Object.entries(info)
        .filter(([, v]) => v)
        .map(([k, v]) => `${k} ${v}`)
        .join(" · ");
    }
    case "options": {
      const options = content.options;
      if (!options) return "";
      const groups = OPTION_GROUPS.map((g) =>
        options[g]?.length ? `${OPTION_GROUP_LABELS[g]}: ${joined(options[g])}` : "",
      );
      return [...groups, options.전체옵션 ?? ""].filter(Boolean).join(" / ");
    }
    case "benefits":
      // The whole card, one a line: a promise changed in its description alone must show too.
      return (content.benefits ?? [])
        .map((b) => {
          const icon = BENEFIT_ICONS.find((i) => i.key === benefitIconKey(b.icon))?.label;
          return `${icon ? `[${icon}] ` : ""}${b.title}${b.desc ? ` — ${b.desc}` : ""}`;
        })
        .join("\n");
    case "insurance": {
      const ins = content.insurance;
      if (!ins) return "";
      const limits = Object.entries(ins.책임한도).map(([k, v]) => `${k} ${v}`);
      const deductibles = Object.entries(ins.면책금).map(([k, v]) => `${k} ${v}`);
      return `책임한도 ${limits.join(", ")} / 면책금 ${deductibles.join(", ")}`;
    }
    case "contractTerms": {
      const terms = content.contractTerms;
      return terms ? `개인: ${terms.개인계약자} / 법인: ${terms.법인계약자}` : "";
    }
    case "images":
      return `${content.images?.length ?? 0}장`;
    case "priceInfo":
      return `${(content.priceInfo ?? []).filter((r) => !isEmptyPriceRow(r)).length}행`;
    default:
      return String(content[field] ?? "");
  }
}

/**
 * The submission against the published listing (`published` null for a new listing). Photos compare as the
 * URLs the two versions show.
 */
export function diffListing(
  published: (ListingContent & { thumbnails: string[] }) | null,
  proposed: ListingContent & { thumbnails: string[] },
): ListingDiff {
  const base: ListingContent & { thumbnails: string[] } = published ?? {
    name: "",
    category: "",
    badges: [],
    recommendationTags: [],
    images: [],
    thumbnails: [],
    basicInfo: {},
    priceInfo: [],
    depositInstallment: "",
    options: { 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] },
    benefits: [],
    insurance: null,
    contractTerms: null,
    requiredDocuments: [],
    displayCategoryText: "",
    description: "",
  };
  const fields = changedFields(base, proposed);
  return {
    fields,
    prices: fields.includes("priceInfo") ? diffPriceRows(base.priceInfo, proposed.priceInfo) : null,
    images: fields.includes("images") ? { before: base.thumbnails, after: proposed.thumbnails } : null,
    text: fields
      .filter((field) => field !== "priceInfo" && field !== "images")
      .map((field) => ({
        field,
        label: CONTENT_FIELD_LABELS[field],
        before: describeField(field, base),
        after: describeField(field, proposed),
      })),
  };
}

/** The content of a served listing, photos as the keys' URLs (`thumbnails`) and as they are (`images`). */
export function contentOfVehicle(v: Vehicle): ListingContent & { thumbnails: string[] } {
  return {
    name: v.name,
    category: v.category,
    badges: v.badges,
    recommendationTags: v.recommendationTags,
    images: v.thumbnails,
    thumbnails: v.thumbnails,
    basicInfo: v.basicInfo,
    priceInfo: v.priceInfo,
    depositInstallment: v.depositInstallment,
    options: v.options,
    benefits: v.benefits,
    insurance: v.insurance,
    contractTerms: v.contractTerms,
    requiredDocuments: v.requiredDocuments,
    displayCategoryText: v.displayCategoryText,
    description: v.description,
  };
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
export function changeKind(change: Pick<TextChange, "before" | "after">): "added" | "changed" | "removed" {
  if (!change.before.trim()) return "added";
  if (!change.after.trim()) return "removed";
  return "changed";
}
