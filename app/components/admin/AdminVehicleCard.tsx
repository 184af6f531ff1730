import { CarFront, Trash2 } from "lucide-react";
import { useId } from "react";
import { Link } from "react-router";
import { TagBadges } from "#app/components/catalogue/TagBadges";
import { MediaImage } from "#app/components/ui/media-image";
import { FreshnessFlags, ListingStatusBadge, ReviewNote } from "#app/components/vehicle-editor/ListingState";
import { cn } from "#app/lib/cn";
import { ADMIN_SETTABLE_STATUSES, LISTING_STATUS_LABELS, type ListingStatus, type ManagedCard } from "#domain/listing";
import { cardPrice, NO_PRICE_CARD } from "#domain/pricing";
import { DEFAULT_FUEL, DEFAULT_MILEAGE, DEFAULT_MODEL_YEAR } from "#domain/vehicle";

/**
 * A listing in the admin category page: what the customer card shows, with its status, who listed it, a change
 * waiting for review and the daily check's flags, linking to the editor; 삭제 on the photo (when given: the
 * 대표 관리자's alone), and below it the status to set and 복제.
 */
export function AdminVehicleCard({
  vehicle,
  href,
  onDelete,
  onStatus,
  onCopy,
  busy = false,
  eager = false,
}: {
  vehicle: ManagedCard;
  href: string;
  onDelete?: (vehicle: ManagedCard) => void;
  onStatus: (vehicle: ManagedCard, status: ListingStatus) => void;
  onCopy: (vehicle: ManagedCard) => void;
  busy?: boolean;
  eager?: boolean;
}) {
  const statusId = useId();
  const price = cardPrice(vehicle.priceInfo);
  const badge = vehicle.badgeType;
  const info = [
    vehicle.basicInfo.연료 || DEFAULT_FUEL,
    vehicle.basicInfo.제조연식 || DEFAULT_MODEL_YEAR,
    vehicle.basicInfo.주행거리 || DEFAULT_MILEAGE,
  ];
  return (
    <li className="admin-card" data-testid="admin-vehicle-card">
      <Link to={href} className="group flex flex-1 flex-col">
        <div className="admin-card-photo">
          {vehicle.mainImage ? (
            <MediaImage
              src={vehicle.mainImage}
              sizes="(min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 640px) 50vw, 100vw"
              width={640}
              height={480}
              eager={eager}
              alt={vehicle.name}
              className="admin-card-image"
            />
          ) : (
            <div className="flex size-full items-center justify-center text-slate-300 dark:text-slate-600">
              <CarFront className="size-14" aria-hidden />
            </div>
          )}
          {badge && (
            <span
              className={cn(
                "absolute top-3 left-3 rounded-full px-2.5 py-1 text-xs font-bold text-white shadow-sm",
                badge === "신차" ? "bg-brand-600" : "bg-slate-700",
              )}
            >
              {badge}
            </span>
          )}
        </div>
        <div className="flex flex-1 flex-col gap-2 p-4">
          <div className="flex flex-wrap items-center gap-1.5">
            <ListingStatusBadge status={vehicle.status} />
            <span className="admin-card-note" data-testid="listed-by">
              등록 {vehicle.listedBy}
            </span>
          </div>
          <TagBadges tags={vehicle.recommendationTags} />
          <h3 className="line-clamp-2 font-bold leading-snug">{vehicle.name}</h3>
          <p className="admin-card-note">{info.join(" · ")}</p>
          <div className="admin-card-price">
            {price ? (
              <>
                <p className="text-lg font-extrabold text-brand-700 dark:text-brand-300">{price.monthly}</p>
                <p className="text-xs font-medium text-slate-500 dark:text-slate-400">{price.deposit}</p>
              </>
            ) : (
              <p className="text-base font-bold text-slate-600 dark:text-slate-300">{NO_PRICE_CARD}</p>
            )}
          </div>
          <ReviewNote review={vehicle.review} compact />
          <FreshnessFlags flags={vehicle.flags} />
        </div>
      </Link>
      <div className="admin-card-actions">
        <label htmlFor={statusId} className="sr-only">
          {`${vehicle.name} 상태`}
        </label>
        <select
          id={statusId}
          value={vehicle.status}
          disabled={busy}
          onChange={(event) => onStatus(vehicle, event.target.value as ListingStatus)}
          className="admin-card-select"
        >
          {vehicle.status === "pending" && <option value="pending">{LISTING_STATUS_LABELS.pending}</option>}
          {ADMIN_SETTABLE_STATUSES.map((status) => (
            <option key={status} value={status}>
              {LISTING_STATUS_LABELS[status]}
            </option>
          ))}
        </select>
        <button
          type="button"
          onClick={() => onCopy(vehicle)}
          disabled={busy}
          aria-label={`${vehicle.name} 복제`}
          title="차량 복제"
          className="admin-card-button"
        >
          복제
        </button>
      </div>
      {onDelete && (
        <button
          type="button"
          onClick={() => onDelete(vehicle)}
          aria-label={`${vehicle.name} 삭제`}
          title="삭제"
          className="admin-card-delete"
        >
          <Trash2 className="size-4" aria-hidden />
        </button>
      )}
    </li>
  );
}

export function VehicleCardSkeletons({ count = 10 }: { count?: number }) {
  return (
    <ul className={GRID} aria-hidden data-testid="vehicle-skeletons">
      {Array.from({ length: count }, (_, i) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key on
          key={i}
          className="overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900"
        >
          <div className="aspect-[4/3] animate-pulse bg-slate-100 dark:bg-slate-800" />
          <div className="space-y-2.5 p-4">
            <div className="h-3 w-1/3 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
            <div className="h-5 w-2/5 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          </div>
        </li>
      ))}
    </ul>
  );
}

/** 1 to 5 columns by width. */
export const GRID = "grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5";
