import { BadgeCheck, CircleCheck, Clock3, LockKeyhole, MessageSquareText, PenLine, TriangleAlert } from "lucide-react";
import { cn } from "#app/lib/cn";
import { formatDateTimeKo } from "#domain/datetime";
import {
  FRESHNESS_FLAG_LABELS,
  hasCompletePriceRow,
  LISTING_STATUS_LABELS,
  type ListingReviewState,
  type ListingStatus,
  type ManagedListing,
} from "#domain/listing";
import type { PriceRow } from "#domain/vehicle";

const TONES: Record<ListingStatus, string> = {
  draft: "bg-slate-100 text-slate-700 ring-slate-200 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-700",
  pending: "bg-amber-50 text-amber-800 ring-amber-200 dark:bg-amber-950/60 dark:text-amber-200 dark:ring-amber-900",
  published:
    "bg-emerald-50 text-emerald-800 ring-emerald-200 dark:bg-emerald-950/60 dark:text-emerald-200 dark:ring-emerald-900",
  sold: "bg-slate-800 text-white ring-slate-800 dark:bg-slate-200 dark:text-slate-900 dark:ring-slate-200",
  hidden: "bg-rose-50 text-rose-800 ring-rose-200 dark:bg-rose-950/60 dark:text-rose-200 dark:ring-rose-900",
};

const ICONS: Record<ListingStatus, typeof CircleCheck> = {
  draft: PenLine,
  pending: Clock3,
  published: CircleCheck,
  sold: BadgeCheck,
  hidden: LockKeyhole,
};

/** A listing's status as a small pill: 임시저장, 검수 대기, 게시 중, 판매완료, 숨김. */
export function ListingStatusBadge({ status, className = "" }: { status: ListingStatus; className?: string }) {
  const Icon = ICONS[status];
  return (
    <span data-testid="listing-status" className={cn("status-badge", TONES[status], className)}>
      <Icon className="size-3.5" aria-hidden />
      {LISTING_STATUS_LABELS[status]}
    </span>
  );
}

/**
 * Under a listing's status: a partner's change waiting or sent back, and the reason an admin gave. Says nothing
 * when there is nothing to say.
 */
export function ReviewNote({ review, compact = false }: { review: ListingReviewState; compact?: boolean }) {
  const waiting = review.revision === "pending";
  const returned = review.revision === "returned" || (review.status === "draft" && review.returnReason);
  if (!waiting && !returned) return null;
  if (waiting)
    return (
      <p className="flex items-start gap-1.5 text-xs font-semibold text-amber-800 dark:text-amber-200">
        <Clock3 className="mt-px size-3.5 shrink-0" aria-hidden />
        <span>
          변경사항 검수 대기 중{!compact && review.submittedAt ? ` · ${formatDateTimeKo(review.submittedAt)} 요청` : ""}
        </span>
      </p>
    );
  return (
    <div
      className="rounded-xl bg-rose-50 px-3 py-2 text-xs text-rose-900 ring-1 ring-rose-200 ring-inset dark:bg-rose-950/50 dark:text-rose-100 dark:ring-rose-900"
      data-testid="return-reason"
    >
      <p className="flex items-center gap-1.5 font-bold">
        <MessageSquareText className="size-3.5 shrink-0" aria-hidden />
        {review.revision === "returned" ? "변경사항이 반려되었습니다" : "검수에서 반려되었습니다"}
      </p>
      {review.returnReason && <p className="mt-1 whitespace-pre-line break-words">사유: {review.returnReason}</p>}
    </div>
  );
}

/** The daily check's flags on a listing (prices not changed for 60 days, a 렌트할인 past its end). */
export function FreshnessFlags({ flags }: { flags: ManagedListing["flags"] }) {
  const shown: string[] = [];
  if (flags.stalePrice) shown.push(FRESHNESS_FLAG_LABELS.stalePrice);
  if (flags.promotionExpired) shown.push(FRESHNESS_FLAG_LABELS.promotionExpired);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="점검 필요">
      {shown.map((label) => (
        <li
          key={label}
          data-testid="freshness-flag"
          className="inline-flex items-center gap-1 rounded-full bg-orange-50 px-2 py-0.5 text-[11px] font-bold text-orange-800 ring-1 ring-orange-200 ring-inset dark:bg-orange-950/60 dark:text-orange-200 dark:ring-orange-900"
        >
          <TriangleAlert className="size-3" aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}

/**
 * Under a price table without a complete row: empty rows are not shown to customers, and a listing sent for
 * review (`required`) needs one such row.
 */
export function CompleteRowNotice({ rows, required }: { rows: readonly PriceRow[]; required: boolean }) {
  if (hasCompletePriceRow(rows)) return null;
  return (
    <p
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2.5 text-sm text-amber-900 dark:border-amber-900/60 dark:bg-amber-950/40 dark:text-amber-100"
      data-testid="complete-row-notice"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
      {required
        ? "검수를 요청하려면 기간, 보증금, 월 납입료, 연 약정거리를 모두 입력한 행이 한 줄 이상 있어야 합니다."
        : "빈칸 없는 가격 행이 없습니다. 월 납입료가 빈 행은 고객 페이지에 표시되지 않고, 가격은 상담 문의로 안내됩니다."}
    </p>
  );
}
