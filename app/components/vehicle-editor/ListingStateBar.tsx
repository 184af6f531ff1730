import { ArrowRight, UserRound } from "lucide-react";
import { Link } from "react-router";
import { formatDateKo } from "#domain/datetime";
import { awaitsReview, type ListingStatus, type ManagedListing } from "#domain/listing";
import { FreshnessFlags, ListingStatusBadge, ReviewNote } from "./ListingState";

/**
 * Under the editor's title: the listing's status, who listed it, its 최근 가격 변경일 and flags, and a way to the
 * 검수 대기 queue when a partner's submission waits there.
 */
export function ListingStateBar({ listing, status }: { listing: ManagedListing; status: ListingStatus }) {
  const review = { ...listing.review, status };
  return (
    <div
      className="mb-5 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-2xl border border-slate-200 bg-white px-4 py-3 text-sm dark:border-slate-800 dark:bg-slate-900"
      data-testid="listing-state"
    >
      <ListingStatusBadge status={status} />
      <span className="inline-flex items-center gap-1 text-slate-600 dark:text-slate-300">
        <UserRound className="size-4" aria-hidden />
        등록 {listing.listedBy}
      </span>
      <span className="text-slate-500 dark:text-slate-400">
        최근 가격 변경일 {formatDateKo(listing.priceChangedAt)}
      </span>
      <FreshnessFlags flags={listing.flags} />
      <div className="basis-full empty:hidden">
        <ReviewNote review={review} />
      </div>
      {awaitsReview(review) && (
        <Link
          to="/admin/listing-reviews"
          className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:underline dark:text-brand-300"
        >
          검수 화면에서 승인·반려하기
          <ArrowRight className="size-4" aria-hidden />
        </Link>
      )}
    </div>
  );
}
