import { ChevronRight, ClipboardList, FileText, Percent, TriangleAlert } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "#app/components/ui/button";
import { FreshnessFlags, ListingStatusBadge } from "#app/components/vehicle-editor/ListingState";
import { cn } from "#app/lib/cn";
import { formatDateKo } from "#domain/datetime";
import { FRESHNESS_FLAG_LABELS, type ListingOverview } from "#domain/listing";
import { editHref } from "./VehicleSections";

/**
 * Above the categories of the 차량 관리 tab: the 검수 대기 queue, what the daily check flagged (prices unchanged
 * for 60 days, a 렌트할인 past its end), and the bulk price tools.
 */
export function CatalogueOverview({ overview }: { overview: ListingOverview }) {
  const tile =
    "flex items-center gap-3 rounded-2xl border border-slate-200 p-4 transition hover:border-brand-300 hover:bg-brand-50/50 dark:border-slate-800 dark:hover:border-brand-700 dark:hover:bg-brand-950/40";
  return (
    <div className="space-y-4 border-b border-slate-200 p-4 dark:border-slate-800" data-testid="catalogue-overview">
      <div className="grid gap-3 sm:grid-cols-3">
        <Link to="/admin/listing-reviews" className={tile}>
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-amber-50 text-amber-700 dark:bg-amber-950 dark:text-amber-300">
            <ClipboardList className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="block font-bold">검수 대기</span>
            <span className="text-sm text-slate-500 tabular-nums dark:text-slate-400" data-testid="waiting-count">
              {overview.waiting}건
            </span>
          </span>
          <ChevronRight className="size-5 text-slate-300" aria-hidden />
        </Link>
        <div className={cn(tile, "hover:border-slate-200 hover:bg-transparent dark:hover:border-slate-800")}>
          <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-orange-50 text-orange-700 dark:bg-orange-950 dark:text-orange-300">
            <TriangleAlert className="size-5" aria-hidden />
          </span>
          <span className="min-w-0 flex-1 text-sm">
            <span className="block font-bold text-[15px]">점검 필요</span>
            <span className="block text-slate-500 dark:text-slate-400">
              {FRESHNESS_FLAG_LABELS.stalePrice} <strong className="tabular-nums">{overview.stalePrice}</strong>대
            </span>
            <span className="block text-slate-500 dark:text-slate-400">
              {FRESHNESS_FLAG_LABELS.promotionExpired}{" "}
              <strong className="tabular-nums">{overview.promotionExpired}</strong>대
            </span>
          </span>
        </div>
        <div className="flex flex-col justify-center gap-2 rounded-2xl border border-dashed border-slate-300 p-3 dark:border-slate-700">
          <Link to="/admin/price-sheet" className={buttonClass("outline", "sm", "justify-start")}>
            <FileText className="size-4" aria-hidden />
            엑셀 가격표
          </Link>
          <Link to="/admin/bulk-price" className={buttonClass("outline", "sm", "justify-start")}>
            <Percent className="size-4" aria-hidden />
            가격 일괄 변경
          </Link>
        </div>
      </div>
      {overview.flagged.length > 0 && (
        <details className="group rounded-2xl border border-orange-200 bg-orange-50/40 dark:border-orange-900/60 dark:bg-orange-950/20">
          <summary className="flex min-h-11 cursor-pointer items-center gap-2 px-4 py-2 text-sm font-bold text-orange-900 dark:text-orange-100">
            <ChevronRight className="size-4 transition group-open:rotate-90" aria-hidden />
            점검이 필요한 차량 {overview.flagged.length}대 보기
          </summary>
          <ul className="divide-y divide-orange-100 border-t border-orange-200 dark:divide-orange-900/50 dark:border-orange-900/60">
            {overview.flagged.map((listing) => (
              <li key={listing.id} data-testid="flagged-listing">
                <Link
                  to={editHref(listing.slug, listing.category)}
                  className="flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-2.5 text-sm hover:bg-orange-50 dark:hover:bg-orange-950/40"
                >
                  <ListingStatusBadge status={listing.status} />
                  <span className="min-w-0 flex-1 truncate font-semibold">{listing.name}</span>
                  <FreshnessFlags flags={listing.flags} />
                  <span className="text-xs text-slate-500 dark:text-slate-400">
                    가격 변경 {formatDateKo(listing.priceChangedAt)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}
