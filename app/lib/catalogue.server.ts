import { searchByNameForgiving } from "#domain/fuzzy-search";
import {
  lowestMonthlyManwon,
  matchesDepositBand,
  matchesPriceChip,
  parseDepositBand,
  parsePriceChip,
} from "#domain/pricing";
import { breadcrumbJsonLd } from "#domain/structured-data";
import { BADGES, type Badge } from "#domain/vehicle";
import { toCardItem } from "#domain/vehicle-parts";
import type { AppContext } from "#server/context";
import { listEssentialVehicles } from "#server/services/catalogue/list-essential-vehicles";

/** The home a page under /customer returns to, else the site home. */
export function homeOf(request: Request): "/" | "/customer" {
  const { pathname } = new URL(request.url);
  return pathname === "/customer" || pathname.startsWith("/customer/") ? "/customer" : "/";
}

/** Canonical paths of the new-car and used-car lists. */
const LIST_PATHS: Record<Badge, string> = { 신차: "/new-cars", 중고차: "/used-cars" };

/**
 * Data of the new-car and used-car lists: one badge, optionally one price chip from `?price=`, and the
 * breadcrumb the page shows (홈 / 신차 장기렌트) as JSON-LD on `origin`.
 */
export async function loadVehicleList(ctx: AppContext, request: Request, badge: Badge, origin: string) {
  const url = new URL(request.url);
  const chip = parsePriceChip(url.searchParams.get("price"));
  const all = await listEssentialVehicles(ctx, { badges: badge });
  const vehicles = all.filter((v) => matchesPriceChip(lowestMonthlyManwon(v.priceInfo), chip)).map(toCardItem);
  const jsonLd = [breadcrumbJsonLd(origin, [{ name: `${badge} 장기렌트`, path: LIST_PATHS[badge] }])];
  return { badge, home: homeOf(request), price: chip?.value ?? "", total: all.length, vehicles, jsonLd };
}

export interface SearchParams {
  q: string;
  deposit: string;
  type: Badge | "";
}

/** `type` values besides the badges themselves. */
const TYPE_ALIASES: Record<string, Badge> = { new: "신차", used: "중고차" };

/** Reads q (or the /search/:searchTerm segment), deposit and type, dropping unknown values. */
export function readSearchParams(url: URL, searchTerm?: string): SearchParams {
  const q = (url.searchParams.get("q") ?? searchTerm ?? "").trim().slice(0, 100);
  const deposit = parseDepositBand(url.searchParams.get("deposit"))?.value ?? "";
  const rawType = (url.searchParams.get("type") ?? "").trim().toLowerCase();
  const type = TYPE_ALIASES[rawType] ?? ((BADGES as readonly string[]).includes(rawType) ? (rawType as Badge) : "");
  return { q, deposit, type };
}

/**
 * Vehicles whose name matches q (Korean-aware, exact matches first, then names a few typos off), with a plan in
 * the deposit band, of the type.
 */
export async function searchVehicles(ctx: AppContext, params: SearchParams) {
  const candidates = await listEssentialVehicles(ctx, { badges: params.type || undefined });
  const band = parseDepositBand(params.deposit);
  return searchByNameForgiving(candidates, params.q)
    .filter((v) => matchesDepositBand(v.priceInfo, band))
    .map(toCardItem);
}
