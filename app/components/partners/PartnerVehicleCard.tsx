import { UserRound } from "lucide-react";
import { Link } from "react-router";
import { VehicleImage } from "#app/components/catalogue/VehicleImage";
import { cn } from "#app/lib/cn";
import { type PartnerCard, partnerVehiclePath } from "#domain/partner-filters";

export const PARTNER_GRID_SIZES = "(min-width: 1280px) 240px, (min-width: 1024px) 23vw, (min-width: 640px) 31vw, 48vw";

/** 신차 in brand blue, 중고차 in dark grey. */
export function BadgePill({ badge, className = "" }: { badge: "신차" | "중고차"; className?: string }) {
  return (
    <span
      className={cn(
        "rounded-full px-2.5 py-1 text-[11px] leading-none font-bold shadow-sm",
        badge === "신차" ? "bg-brand-600 text-white" : "bg-slate-900/85 text-white dark:bg-slate-700",
        className,
      )}
    >
      {badge}
    </span>
  );
}

/**
 * A vehicle in the partners area: photo with its 신차/중고차 badge, name, year and fuel (and mileage and
 * deposit in the lists), and the first plan's monthly fee or 상담 문의; the partner's own listings are marked.
 * The name is a heading one level under the grid's own (h2 under a page's h1, h3 under a category's h2).
 */
export function PartnerVehicleCard({
  card,
  detailed = false,
  priority = false,
  headingLevel = 3,
}: {
  card: PartnerCard;
  detailed?: boolean;
  priority?: boolean;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <Link
      to={partnerVehiclePath(card.slug)}
      data-testid="partner-vehicle-card"
      className="group flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200/80 bg-white shadow-sm shadow-slate-900/5 transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-lg hover:shadow-slate-900/10 dark:border-slate-800 dark:bg-slate-900 dark:shadow-none dark:hover:border-brand-800"
    >
      <div className="relative aspect-[3/2] overflow-hidden bg-slate-100 dark:bg-slate-800">
        <VehicleImage
          src={card.thumbnail}
          alt={card.name}
          sizes={PARTNER_GRID_SIZES}
          priority={priority}
          className="transition duration-300 group-hover:scale-[1.03]"
        />
        <BadgePill badge={card.badge} className="absolute top-2 left-2" />
        {card.own && (
          <span className="absolute top-2 right-2 inline-flex items-center gap-1 rounded-full bg-emerald-600 px-2 py-1 text-[11px] leading-none font-bold text-white shadow-sm">
            <UserRound className="size-3" aria-hidden />내 차량
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
        <Heading className="line-clamp-2 text-[15px] leading-snug font-bold break-keep text-slate-900 group-hover:text-brand-700 dark:text-slate-50 dark:group-hover:text-brand-300">
          {card.name}
        </Heading>
        <p className="text-xs leading-snug text-slate-500 dark:text-slate-400">
          {detailed ? [card.year, card.mileage, card.fuel].join(" · ") : `${card.year} · ${card.fuel}`}
        </p>
        <div className="mt-auto border-t border-slate-100 pt-2.5 dark:border-slate-800">
          <p
            className="text-[17px] leading-tight font-extrabold tracking-tight text-brand-600 dark:text-brand-400"
            data-testid="card-price"
          >
            {card.monthly}
          </p>
          {detailed && <p className="mt-0.5 text-xs font-medium text-slate-500 dark:text-slate-400">{card.deposit}</p>}
        </div>
      </div>
    </Link>
  );
}

export function PartnerCardGrid({
  cards,
  label,
  detailed = false,
  priorityCount = 0,
  headingLevel = 3,
}: {
  cards: readonly PartnerCard[];
  label: string;
  detailed?: boolean;
  priorityCount?: number;
  headingLevel?: 2 | 3;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5">
      {cards.map((card, i) => (
        <li key={card.id}>
          <PartnerVehicleCard
            card={card}
            detailed={detailed}
            priority={i < priorityCount}
            headingLevel={headingLevel}
          />
        </li>
      ))}
    </ul>
  );
}
