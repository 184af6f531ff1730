import { ArrowRight, BadgePercent } from "lucide-react";
import { Link } from "react-router";
import { ImagePlaceholder, VehicleImage } from "#app/components/catalogue/VehicleImage";
import { cn } from "#app/lib/cn";
import type { HomeTileData } from "#domain/home";
import {
  EV_BRANDS,
  EV_TILE,
  FALLBACK_NAMES,
  HOME_TILE_IMAGES,
  HOME_TILE_NAMES,
  type HomeTileSpec,
  IMPORTED_BRANDS,
  IMPORTED_TILE,
  NO_DEPOSIT_TILE,
  SEDAN_TILES,
  SUBSCRIPTION_BRANDS,
  SUBSCRIPTION_TILE,
  SUV_TILES,
} from "#domain/home";
import { categoryPath } from "#domain/paths";
import { BrandWordmark } from "./BrandWordmark";

type Tiles = Record<string, HomeTileData>;

const TILE_SIZES = "(min-width: 1280px) 150px, (min-width: 1024px) 12vw, (min-width: 640px) 24vw, 45vw";

function tileContent(spec: HomeTileSpec, tiles: Tiles) {
  const data = tiles[spec.category];
  const names = data?.names.length ? data.names : (FALLBACK_NAMES[spec.category] ?? []);
  return {
    images: (data?.images ?? []).slice(0, HOME_TILE_IMAGES),
    names: [...new Set(names)].slice(0, HOME_TILE_NAMES),
  };
}

/** Two photos side by side; a missing one becomes the static fallback. */
function TilePhotos({
  images,
  label,
  sizes = TILE_SIZES,
  className = "",
}: {
  images: HomeTileData["images"];
  label: string;
  sizes?: string;
  className?: string;
}) {
  return (
    <div className={cn("grid grid-cols-2 gap-2", className)}>
      {Array.from({ length: HOME_TILE_IMAGES }, (_, i) => {
        const image = images[i];
        return (
          <div key={image?.url ?? `fallback-${i}`} className="home-tile-photo">
            {image ? (
              <VehicleImage src={image.url} alt={image.alt} sizes={sizes} className="home-tile-image" />
            ) : (
              <ImagePlaceholder label={label} />
            )}
          </div>
        );
      })}
    </div>
  );
}

function NameList({
  names,
  columns = 1,
  tone = "default",
}: {
  names: string[];
  columns?: 1 | 2;
  tone?: "default" | "inverse";
}) {
  return (
    <ul
      className={columns === 2 ? "name-list sm:grid-cols-2" : "name-list"}
      data-tone={tone === "inverse" ? "inverse" : undefined}
    >
      {/* One element a name, the dot drawn before it by the list's class: up to 120 names on the page. */}
      {names.map((name) => (
        <li key={name}>{name}</li>
      ))}
    </ul>
  );
}

function CategoryTile({ spec, tiles, customer }: { spec: HomeTileSpec; tiles: Tiles; customer: boolean }) {
  const { images, names } = tileContent(spec, tiles);
  return (
    <Link
      to={categoryPath(spec.category, { customer })}
      prefetch="intent"
      data-testid="category-tile"
      data-category={spec.category}
      className="group home-tile"
    >
      <div className="mb-3 flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 className="text-[17px] font-bold tracking-tight">{spec.label}</h4>
          <p className="mt-0.5 truncate text-[13px] text-slate-500 dark:text-slate-400">{spec.caption}</p>
        </div>
        <span className="home-tile-arrow">
          <ArrowRight className="size-4" />
        </span>
      </div>
      <TilePhotos images={images} label={spec.label} />
      <div className="mt-3 border-t border-slate-100 pt-3 dark:border-slate-800">
        <NameList names={names} />
      </div>
    </Link>
  );
}

function BrandCard({
  spec,
  brands,
  tiles,
  customer,
  tone,
}: {
  spec: HomeTileSpec;
  brands: readonly string[];
  tiles: Tiles;
  customer: boolean;
  tone: "dark" | "brand" | "green";
}) {
  const { images, names } = tileContent(spec, tiles);
  const surface = {
    dark: "bg-gradient-to-br from-slate-900 via-slate-900 to-slate-800 ring-slate-800 dark:from-slate-800 dark:via-slate-900 dark:to-slate-900 dark:ring-slate-700",
    brand:
      "bg-gradient-to-br from-brand-700 via-brand-600 to-brand-500 ring-brand-700 dark:from-brand-900 dark:via-brand-800 dark:to-brand-700 dark:ring-brand-800",
    green:
      "bg-gradient-to-br from-emerald-800 via-emerald-700 to-teal-700 ring-emerald-800 dark:from-emerald-950 dark:via-emerald-900 dark:to-teal-900 dark:ring-emerald-900",
  }[tone];
  return (
    <Link
      to={categoryPath(spec.category, { customer })}
      prefetch="intent"
      data-testid="category-tile"
      data-category={spec.category}
      className={cn(
        "group flex flex-col rounded-3xl p-5 text-white shadow-lg ring-1 transition hover:-translate-y-0.5 hover:shadow-xl sm:p-6",
        surface,
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 className="text-xl font-extrabold tracking-tight sm:text-2xl">{spec.label}</h3>
          <p className="mt-1 text-sm text-white/70">{spec.caption}</p>
        </div>
        <span className="inline-flex shrink-0 items-center gap-1 rounded-full bg-white/15 px-3 py-1.5 text-[13px] font-semibold transition group-hover:bg-white group-hover:text-slate-900">
          전체 보기 <ArrowRight className="size-3.5" />
        </span>
      </div>
      <ul className="mt-5 grid grid-cols-3 gap-2" aria-label={`${spec.label} 취급 브랜드`}>
        {brands.map((brand) => (
          <li key={brand} className="home-brand">
            <BrandWordmark brand={brand} />
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-4 sm:grid-cols-[1.1fr_1fr] lg:grid-cols-1">
        <TilePhotos images={images} label={spec.label} sizes="(min-width: 1024px) 180px, 45vw" />
        <NameList names={names} tone="inverse" />
      </div>
    </Link>
  );
}

function NoDepositCard({ tiles, customer }: { tiles: Tiles; customer: boolean }) {
  const { images, names } = tileContent(NO_DEPOSIT_TILE, tiles);
  return (
    <Link
      to={categoryPath(NO_DEPOSIT_TILE.category, { customer })}
      prefetch="intent"
      data-testid="category-tile"
      data-category={NO_DEPOSIT_TILE.category}
      className="group grid gap-5 overflow-hidden rounded-3xl border border-accent-400/30 bg-gradient-to-br from-orange-50 via-white to-amber-50 p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-lg sm:p-6 lg:grid-cols-[1fr_1.6fr] dark:border-accent-500/20 dark:from-orange-950/40 dark:via-slate-900 dark:to-slate-900"
    >
      <div className="flex flex-col justify-between gap-4">
        <div>
          <span className="inline-flex items-center gap-1.5 rounded-full bg-accent-700 px-3 py-1 text-[13px] font-bold text-white">
            <BadgePercent className="size-4" aria-hidden />
            보증금 0원
          </span>
          <h3 className="mt-3 text-2xl font-extrabold tracking-tight sm:text-3xl">{NO_DEPOSIT_TILE.label}</h3>
          <p className="mt-1.5 text-[15px] text-slate-600 dark:text-slate-300">
            초기 비용 없이 바로 출고 가능한 즉시출고 차량을 매주 업데이트합니다.
          </p>
        </div>
        <span className="inline-flex w-fit items-center gap-1.5 rounded-xl bg-slate-900 px-4 py-2.5 text-sm font-semibold text-white transition group-hover:bg-accent-700 dark:bg-white dark:text-slate-900 dark:group-hover:bg-accent-700 dark:group-hover:text-white">
          무보증 리스트 보기 <ArrowRight className="size-4" />
        </span>
      </div>
      <div className="grid gap-4 sm:grid-cols-[1fr_1fr]">
        <TilePhotos images={images} label={NO_DEPOSIT_TILE.label} sizes="(min-width: 1024px) 200px, 45vw" />
        <NameList names={names} />
      </div>
    </Link>
  );
}

function Group({ title, caption, children }: { title: string; caption: string; children: React.ReactNode }) {
  return (
    <div className="defer-render">
      <div className="mb-4 flex items-end justify-between gap-3">
        <div>
          <h3 className="text-xl font-extrabold tracking-tight sm:text-2xl">{title}</h3>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">{caption}</p>
        </div>
      </div>
      {children}
    </div>
  );
}

/** A swipeable row on phones, a grid from tablets up. */
const TILE_ROW =
  "-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto px-4 pb-2 [scrollbar-width:none] sm:mx-0 sm:grid sm:grid-cols-2 sm:gap-4 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-4 [&::-webkit-scrollbar]:hidden";

/** The category groups of the vehicle list: 무보증 리스트, 세단 ×4, SUV ×4, and the three brand cards. */
export function CategoryGroups({ tiles, customer }: { tiles: Tiles; customer: boolean }) {
  return (
    // The browser skips each block's layout and paint until it nears the screen. The section starts just below
    // the first screen, so one such box around all of it would be rendered with the first screen.
    <div className="space-y-12" data-testid="category-groups">
      <div className="defer-render">
        <NoDepositCard tiles={tiles} customer={customer} />
      </div>
      <Group title="세단" caption="경제적인 준중형부터 프리미엄 제네시스까지">
        <div className={TILE_ROW}>
          {SEDAN_TILES.map((spec) => (
            <CategoryTile key={spec.category} spec={spec} tiles={tiles} customer={customer} />
          ))}
        </div>
      </Group>
      <Group title="SUV" caption="도심형 소형 SUV부터 7·9인승 패밀리카까지">
        <div className={TILE_ROW}>
          {SUV_TILES.map((spec) => (
            <CategoryTile key={spec.category} spec={spec} tiles={tiles} customer={customer} />
          ))}
        </div>
      </Group>
      <div className="defer-render grid gap-5 lg:grid-cols-3">
        <BrandCard spec={IMPORTED_TILE} brands={IMPORTED_BRANDS} tiles={tiles} customer={customer} tone="dark" />
        <BrandCard spec={EV_TILE} brands={EV_BRANDS} tiles={tiles} customer={customer} tone="green" />
        <BrandCard
          spec={SUBSCRIPTION_TILE}
          brands={SUBSCRIPTION_BRANDS}
          tiles={tiles}
          customer={customer}
          tone="brand"
        />
      </div>
    </div>
  );
}
