import { ChevronRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { VehicleImage } from "#app/components/catalogue/VehicleImage";
import { buttonClass } from "#app/components/ui/button";
import { ListingStatusBadge, ReviewNote } from "#app/components/vehicle-editor/ListingState";
import { LISTING_STATUS_LABELS, LISTING_STATUSES, type ManagedListing, type OwnListingCounts } from "#domain/listing";
import { partnerVehiclePath } from "#domain/partner-filters";
import { cardPrice, NO_PRICE_TABLE } from "#domain/pricing";

/**
 * The partner's own listings, every status, each with where it stands in review and the reason when one was sent
 * back, under how many there are in each status; the price sheet for all of them is one click away.
 */
export function MyListings({ listings, counts }: { listings: readonly ManagedListing[]; counts: OwnListingCounts }) {
  return (
    <section aria-labelledby="my-listings-heading" className="mt-8" data-testid="my-listings">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="my-listings-heading" className="text-lg font-extrabold tracking-tight sm:text-xl">
            내가 등록한 차량
          </h2>
          <ul
            aria-label="상태별 내 차량 수"
            className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-500 dark:text-slate-400"
            data-testid="own-status-counts"
          >
            {LISTING_STATUSES.map((status) => (
              <li key={status} data-status={status}>
                {LISTING_STATUS_LABELS[status]} <strong className="tabular-nums">{counts.byStatus[status]}</strong>대
              </li>
            ))}
          </ul>
          {(counts.changesWaiting > 0 || counts.returned > 0) && (
            <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400" data-testid="own-review-counts">
              변경사항 검수 대기 <strong className="tabular-nums">{counts.changesWaiting}</strong>건 · 반려{" "}
              <strong className="tabular-nums">{counts.returned}</strong>건
            </p>
          )}
        </div>
        <Link to="/partners/price-sheet" className={buttonClass("outline", "sm")}>
          <FileText className="size-4" aria-hidden />
          엑셀로 가격 수정
        </Link>
      </div>
      {listings.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 px-4 py-6 text-center text-sm text-slate-500 dark:border-slate-700 dark:text-slate-400">
          아직 등록한 차량이 없습니다. 아래 카테고리에서 신차 추가나 중고차 추가로 등록해보세요.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:divide-slate-800 dark:border-slate-800 dark:bg-slate-900">
          {listings.map((listing) => {
            const price = cardPrice(listing.priceInfo);
            return (
              <li key={listing.id} data-testid="my-listing">
                <Link
                  to={partnerVehiclePath(listing.slug)}
                  className="flex items-start gap-3 px-3 py-3 transition hover:bg-slate-50 sm:items-center sm:px-4 dark:hover:bg-slate-800/60"
                >
                  <div className="relative aspect-[3/2] w-20 shrink-0 overflow-hidden rounded-lg bg-slate-100 sm:w-24 dark:bg-slate-800">
                    <VehicleImage src={listing.mainImage} alt="" sizes="96px" />
                  </div>
                  <div className="min-w-0 flex-1 space-y-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <ListingStatusBadge status={listing.status} />
                      <span className="truncate font-bold text-slate-900 dark:text-white">{listing.name}</span>
                    </div>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {listing.category} · {price ? `${price.monthly} · ${price.deposit}` : NO_PRICE_TABLE}
                    </p>
                    <ReviewNote review={listing.review} compact />
                  </div>
                  <ChevronRight className="mt-1 size-5 shrink-0 text-slate-300 sm:mt-0" aria-hidden />
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
