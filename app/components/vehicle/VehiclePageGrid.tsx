import type { ReactNode } from "react";
import { VehicleGallery } from "#app/components/vehicle/VehicleGallery";
import type { Vehicle } from "#domain/vehicle";

/**
 * A vehicle page's frame, the same for a visitor and for the partner who listed the car: the photos, the price
 * card with the car's name (beside the photos and sticky on a wide screen, under them on a phone), and the
 * sections below the photos.
 */
export function VehiclePageGrid({
  vehicle,
  badges,
  card,
  children,
}: {
  vehicle: Pick<Vehicle, "name" | "thumbnails">;
  /** Above the name in the price card. */
  badges: ReactNode;
  /** The price card's content under the name. */
  card: ReactNode;
  /** The sections under the photos. */
  children: ReactNode;
}) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-5 lg:grid-cols-[minmax(0,1fr)_400px] lg:items-start lg:gap-8 xl:grid-cols-[minmax(0,1fr)_420px]">
      <div className="lg:col-start-1">
        <VehicleGallery images={vehicle.thumbnails} name={vehicle.name} />
      </div>
      <aside
        className="px-4 sm:px-0 lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        aria-label="가격 정보"
      >
        <div className="rounded-2xl border border-slate-200/80 bg-white p-5 shadow-sm shadow-slate-900/[0.04] sm:p-6 dark:border-slate-800 dark:bg-slate-900/60">
          {badges}
          <h1
            className="mt-3 text-[22px] leading-snug font-extrabold tracking-tight text-slate-900 sm:text-2xl dark:text-white"
            data-testid="vehicle-name"
          >
            {vehicle.name}
          </h1>
          {card}
        </div>
      </aside>
      <div className="px-4 sm:px-0 lg:col-start-1">{children}</div>
    </div>
  );
}
