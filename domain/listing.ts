import { lowestMonthlyManwon, monthlyWon } from "./pricing";
import type { PriceRow, Vehicle } from "./vehicle";

/**
 * Where a listing stands. A partner's new listing waits for an admin (검수 대기) before it is public; an
 * admin's save publishes it. Only 게시 중 listings are in lists, search and the sitemap; a 판매완료 listing keeps
 * its page (with a notice and similar cars) and nothing else; 임시저장, 검수 대기 and 숨김 are not public at all.
 */
export const LISTING_STATUSES = ["draft", "pending", "published", "sold", "hidden"] as const;
export type ListingStatus = (typeof LISTING_STATUSES)[number];

export const LISTING_STATUS_LABELS: Record<ListingStatus, string> = {
  draft: "임시저장",
  pending: "검수 대기",
  published: "게시 중",
  sold: "판매완료",
  hidden: "숨김",
};

/** Statuses whose page answers at its address (판매완료 with its notice). */
export const PUBLIC_STATUSES: readonly ListingStatus[] = ["published", "sold"];

export function isListingStatus(value: unknown): value is ListingStatus {
  return typeof value === "string" && (LISTING_STATUSES as readonly string[]).includes(value);
}

/** The statuses an admin sets by hand (검수 대기 only comes from a partner's submission). */
export const ADMIN_SETTABLE_STATUSES = ["draft", "published", "sold", "hidden"] as const satisfies ListingStatus[];

/** Who listed a car, as admin cards say it when no partner did. */
export const LISTED_BY_ADMIN = "관리자";

/** A listing's price rows have these four cells; the price sheet's columns are named the same. */
export const PRICE_CELLS = ["period", "deposit", "monthly", "totalKm"] as const;
export const PRICE_CELL_LABELS: Record<(typeof PRICE_CELLS)[number], string> = {
  period: "기간",
  deposit: "보증금",
  monthly: "월 납입료",
  totalKm: "연 약정거리",
};

const blank = (text: string | null | undefined) => !(text ?? "").trim();

/** A row without a monthly fee: the editor's template row left empty. It is never published (no 상담 문의 row). */
export function isEmptyPriceRow(row: Pick<PriceRow, "monthly">): boolean {
  return blank(row.monthly);
}

/** Every cell filled in, and a monthly fee that reads as an amount. */
export function isCompletePriceRow(row: PriceRow): boolean {
  return PRICE_CELLS.every((cell) => !blank(row[cell])) && monthlyWon(row.monthly) !== null;
}

export function hasCompletePriceRow(rows: readonly PriceRow[]): boolean {
  return rows.some(isCompletePriceRow);
}

/** The rows a public page shows: empty ones left out. */
export function publishedPriceRows(rows: readonly PriceRow[]): PriceRow[] {
  return rows.filter((row) => !isEmptyPriceRow(row));
}

/** Whether two price tables publish the same rows (the 최근 가격 변경일 moves only when they do not). */
export function samePublishedPrices(a: readonly PriceRow[], b: readonly PriceRow[]): boolean {
  const cells = (rows: readonly PriceRow[]) =>
    publishedPriceRows(rows).map((row) => PRICE_CELLS.map((cell) => (row[cell] ?? "").trim()).join("\u0000"));
  const x = cells(a);
  const y = cells(b);
  return x.length === y.length && x.every((value, i) => value === y[i]);
}

export const LISTING_MESSAGES = {
  completeRowNeeded: "가격표에 기간, 보증금, 월 납입료, 연 약정거리를 모두 입력한 행이 한 줄 이상 있어야 합니다.",
  reasonRequired: "반려 사유를 입력해주세요.",
  reasonTooLong: "반려 사유는 500자 이내로 입력해주세요.",
  nothingToReview: "검수할 내용이 없습니다. 이미 처리되었을 수 있습니다.",
  badStatus: "상태를 목록에서 선택해주세요.",
  soldOnly: "파트너는 게시 중인 차량만 판매완료로 바꿀 수 있습니다.",
  sameStatus: "이미 그 상태입니다.",
  submitted: "검수 요청이 접수되었습니다. 관리자 승인 후 고객 페이지에 게시됩니다.",
  revisionSubmitted: "변경사항이 검수 대기 중입니다. 승인되면 고객 페이지에 반영됩니다.",
  draftSaved: "임시저장되었습니다. 게시되기 전에는 고객 페이지에 보이지 않습니다.",
  approved: "승인되어 고객 페이지에 게시되었습니다.",
  returned: "반려했습니다. 파트너에게 사유가 표시됩니다.",
  copied: "복제한 차량이 임시저장으로 만들어졌습니다.",
} as const;

/** A sent-back submission's reason: 1 to 500 characters. */
export const MAX_RETURN_REASON = 500;

/** Published listings whose prices have not changed in this many days are flagged for a look. */
export const PRICE_STALE_DAYS = 60;

/** The recommendation tag a promotion end date belongs to. */
export const PROMOTION_TAG = "렌트할인";

/** The flags the daily check sets on a listing, as admin shows them. */
export const FRESHNESS_FLAG_LABELS = {
  stalePrice: `가격 ${PRICE_STALE_DAYS}일 이상 미변경`,
  promotionExpired: `${PROMOTION_TAG} 기간 종료`,
} as const;

/**
 * What admin and the partner see about a listing's review: its status, and a partner's change waiting on a
 * published listing or sent back with the reason.
 */
export interface ListingReviewState {
  status: ListingStatus;
  /** A partner's change to a published (or sold) listing: waiting, or sent back. */
  revision: "pending" | "returned" | null;
  /** The reason of the last send-back (a new listing back to 임시저장, or a change), while it applies. */
  returnReason: string | null;
  /** When a listing or a change was last sent for review. */
  submittedAt: string | null;
}

/** One line for a partner's list: 게시 중 · 변경사항 검수 대기, 임시저장 · 반려됨, … */
export function reviewStateText(state: ListingReviewState): string {
  const status = LISTING_STATUS_LABELS[state.status];
  if (state.revision === "pending") return `${status} · 변경사항 검수 대기`;
  if (state.revision === "returned") return `${status} · 변경사항 반려됨`;
  if (state.status === "draft" && state.returnReason) return `${status} · 반려됨`;
  return status;
}

/** Whether the listing is in the admin's 검수 대기 queue. */
export function awaitsReview(state: Pick<ListingReviewState, "status" | "revision">): boolean {
  return state.status === "pending" || state.revision === "pending";
}

export type { ContentField, ListingContent, ListingRevision } from "./listing-fields";

/** A listing as admin and its partner see it: the stored listing with its review state, owner and flags. */
export interface ManagedListing extends Vehicle {
  /** The partner's company, or 관리자. */
  listedBy: string;
  review: ListingReviewState;
  flags: { stalePrice: boolean; promotionExpired: boolean };
}

/** A partner's own listings counted: all of them, by status, and by where they stand in review. */
export interface OwnListingCounts {
  total: number;
  /** Every status, zeros included: they add up to `total`. */
  byStatus: Record<ListingStatus, number>;
  /** Published (or sold, hidden) listings with a change waiting in the 검수 대기 queue. */
  changesWaiting: number;
  /** Sent back with a reason (반려): a new listing back in 임시저장, or a change to a public one. */
  returned: number;
}

/** The counts of a partner's listings, every status: read from the same list the partner sees, so they agree. */
export function ownListingCounts(listings: readonly Pick<ManagedListing, "status" | "review">[]): OwnListingCounts {
  const byStatus = Object.fromEntries(LISTING_STATUSES.map((s) => [s, 0])) as Record<ListingStatus, number>;
  for (const l of listings) byStatus[l.status] += 1;
  return {
    total: listings.length,
    byStatus,
    changesWaiting: listings.filter((l) => l.review.revision === "pending").length,
    returned: listings.filter((l) => l.review.returnReason).length,
  };
}

/** What an admin card shows of a listing: no gallery, options or long texts, so a page of them stays small. */
export type ManagedCard = Pick<
  ManagedListing,
  | "id"
  | "slug"
  | "name"
  | "badges"
  | "badgeType"
  | "recommendationTags"
  | "mainImage"
  | "basicInfo"
  | "priceInfo"
  | "status"
  | "listedBy"
  | "review"
  | "flags"
>;

export function toManagedCard(l: ManagedListing): ManagedCard {
  const { id, slug, name, badges, badgeType, recommendationTags, mainImage, basicInfo, priceInfo } = l;
  return {
    ...{ id, slug, name, badges, badgeType, recommendationTags, mainImage, basicInfo, priceInfo },
    ...{ status: l.status, listedBy: l.listedBy, review: l.review, flags: l.flags },
  };
}

/** The 렌트할인 tag is on and its end date (a Seoul day, `YYYY-MM-DD`) is before `today`. */
export function isPromotionExpired(tags: readonly string[], endsAt: string | null | undefined, today: string): boolean {
  return tags.includes(PROMOTION_TAG) && !!endsAt && endsAt < today;
}

/** A sold or deleted listing's page offers this many similar cars that are still available. */
export const SIMILAR_MIN = 3;
export const SIMILAR_MAX = 6;

/**
 * Similar available cars for a listing that is gone: the same category first, closest monthly price first (a car
 * without a price last); when the category has fewer than SIMILAR_MIN, the closest-priced others fill up to it.
 */
export function similarVehicles<V extends { id: number; category: string; priceInfo: readonly PriceRow[] }>(
  target: { id?: number; category: string; priceInfo: readonly PriceRow[] },
  candidates: readonly V[],
): V[] {
  const price = lowestMonthlyManwon(target.priceInfo);
  const distance = (v: V) => {
    const d = Math.abs(lowestMonthlyManwon(v.priceInfo) - price);
    return Number.isNaN(d) ? Number.POSITIVE_INFINITY : d;
  };
  const ranked = candidates
    .filter((v) => v.id !== target.id)
    .map((v, order) => ({ v, d: distance(v), order }))
    .sort((a, b) => a.d - b.d || a.order - b.order);
  const same = ranked.filter((r) => r.v.category === target.category).slice(0, SIMILAR_MAX);
  const others = ranked.filter((r) => r.v.category !== target.category);
  return [...same, ...others.slice(0, Math.max(0, SIMILAR_MIN - same.length))].map((r) => r.v);
}

/** What a quote for a sold listing is told. */
export const VEHICLE_SOLD = "판매완료된 차량입니다";

/** What the address of a deleted listing answers (410). */
export const VEHICLE_GONE = "판매가 종료된 차량입니다";

/** The 차량 관리 tab's summary of the catalogue's state. */
export interface ListingOverview {
  /** Submissions in the 검수 대기 queue. */
  waiting: number;
  stalePrice: number;
  promotionExpired: number;
  /** Some of the flagged listings, most recent first. */
  flagged: ManagedListing[];
}
