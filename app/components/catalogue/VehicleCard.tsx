import { Link } from "react-router";
import { vehiclePath } from "#domain/paths";
import { cardPrice, NO_PRICE_CARD } from "#domain/pricing";
import { DEFAULT_FUEL, DEFAULT_MILEAGE, DEFAULT_MODEL_YEAR } from "#domain/vehicle";
import { cardFlags, cardPlanLine } from "#domain/vehicle-list";
import type { VehicleCardItem } from "#domain/vehicle-parts";
import { CardToggles } from "./CarToggles";
import { TagBadges } from "./TagBadges";
import { VehicleImage } from "./VehicleImage";

export interface VehicleCardProps {
  /** Any vehicle shape with the card fields; build one with `toCardItem` to keep loader data small. */
  vehicle: VehicleCardItem;
  /** Where the card leads; default `/vehicles/{slug}`. */
  to?: string;
  /** The card is in the first screenful: its image loads eagerly. */
  priority?: boolean;
  /** `sizes` of the image; the default suits the 2-to-5-column grid of `VehicleGrid`. */
  sizes?: string;
  /** Heading level of the name inside the page outline (default h3). */
  headingLevel?: "h2" | "h3" | "h4";
  /** The 비교 and 찜 toggles over the photo (default on). */
  toggles?: boolean;
}

export const VEHICLE_GRID_SIZES = "(min-width: 1280px) 240px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

/** Fuel · model year · mileage with the catalogue's defaults (가솔린 · 25년07월 · 5km). */
export function vehicleSpecLine(basicInfo: VehicleCardItem["basicInfo"]): string {
  return [
    basicInfo.연료 || DEFAULT_FUEL,
    basicInfo.제조연식 || DEFAULT_MODEL_YEAR,
    basicInfo.주행거리 || DEFAULT_MILEAGE,
  ].join(" · ");
}

/**
 * A vehicle in a list: photo with its 신차/중고차 badge and its 즉시출고 / 렌트할인 flags, the other recommendation
 * tags, name, fuel / year / mileage, and the lowest plan's monthly fee with its deposit and the term and yearly
 * distance behind it (or 상담 안내), with the 비교 and 찜 toggles over the photo. The whole card links to the vehicle
 * page, whose data React Router prefetches on hover, focus or touch.
 */
export function VehicleCard({ toggles = true, ...props }: VehicleCardProps) {
  // The toggles sit beside the link, not in it: a button inside a link is neither valid nor usable.
  return (
    <div className="relative h-full">
      <VehicleCardLink {...props} />
      {toggles && <CardToggles slug={props.vehicle.slug} name={props.vehicle.name} />}
    </div>
  );
}

function VehicleCardLink({
  vehicle,
  to,
  priority = false,
  sizes = VEHICLE_GRID_SIZES,
  headingLevel: Heading = "h3",
}: VehicleCardProps) {
  const price = cardPrice(vehicle.priceInfo);
  const plan = cardPlanLine(vehicle.priceInfo);
  const flags = cardFlags(vehicle.recommendationTags);
  const tags = vehicle.recommendationTags.filter((t) => !(flags as string[]).includes(t.replace(/\s/g, "")));
  const badge = vehicle.badges.includes("신차") ? "신차" : vehicle.badges.includes("중고차") ? "중고차" : null;
  return (
    <Link
      to={to ?? vehiclePath(vehicle.slug)}
      prefetch="intent"
      data-testid="vehicle-card"
      // The card's parts are one class each (app/styles/config.css): twenty cards a page repeat them.
      className="group vehicle-card"
    >
      <div className="vehicle-card-photo">
        <VehicleImage
          src={vehicle.thumbnail}
          alt={vehicle.name}
          sizes={sizes}
          priority={priority}
          className="vehicle-card-image"
        />
        {badge && (
          <span className="vehicle-card-badge" data-badge={badge}>
            {badge}
          </span>
        )}
        {flags.length > 0 && (
          <ul aria-label="혜택" className="absolute bottom-2 left-2 flex flex-wrap gap-1">
            {flags.map((flag) => (
              <li key={flag} data-testid="card-flag" data-flag={flag} className="vehicle-card-flag">
                {flag}
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="vehicle-card-body">
        <TagBadges tags={tags} />
        <Heading className="vehicle-card-name">{vehicle.name}</Heading>
        <p className="vehicle-card-note">{vehicleSpecLine(vehicle.basicInfo)}</p>
        <div className="vehicle-card-cost">
          {price ? (
            <>
              <p className="vehicle-card-price" data-testid="card-price">
                {price.monthly}
              </p>
              <p className="vehicle-card-meta font-medium">{price.deposit}</p>
              {plan && (
                <p className="vehicle-card-meta" data-testid="card-plan">
                  {plan}
                </p>
              )}
            </>
          ) : (
            <p className="text-[15px] font-bold text-slate-700 dark:text-slate-200" data-testid="card-price">
              {NO_PRICE_CARD}
            </p>
          )}
        </div>
      </div>
    </Link>
  );
}

/** The responsive card grid of lists: 2 columns on phones up to 5 on wide screens. */
export function VehicleGrid({ children, label }: { children: React.ReactNode; label?: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {children}
    </ul>
  );
}

/** Cards for a list of vehicles in a `VehicleGrid`; the first `priorityCount` load eagerly. */
export function VehicleCardGrid({
  vehicles,
  label,
  priorityCount = 0,
  headingLevel,
}: {
  vehicles: readonly VehicleCardItem[];
  label?: string;
  priorityCount?: number;
  headingLevel?: VehicleCardProps["headingLevel"];
}) {
  return (
    <VehicleGrid label={label}>
      {vehicles.map((v, i) => (
        <li key={v.id}>
          <VehicleCard vehicle={v} priority={i < priorityCount} headingLevel={headingLevel} />
        </li>
      ))}
    </VehicleGrid>
  );
}
