/**
 * What each listing keeps beside its own fields so the lists can filter, sort and page in the database at any
 * catalogue size: the values the catalogue's rules read from free text (the lowest monthly fee, the deposits, the
 * brand in the name, the display group, the partners' vehicle type) and the name's search keys. They are derived
 * here and nowhere else; the server writes them whenever the fields they come from change.
 */
import { brandOf } from "./brands";
import { canonicalVehicleCategory, displayGroupOf } from "./categories";
import { matchesVehicleType, PARTNER_VEHICLE_TYPES } from "./partner-filters";
import { DEPOSIT_BANDS, inDepositBand, lowestPriceRow, monthlyWon, parseDepositManwon } from "./pricing";
import { type SearchKeys, searchKeys } from "./search-index";
import { type BasicInfo, DEFAULT_FUEL, FUELS, type PriceRow } from "./vehicle";
import { listGroupByTitle, OTHER_GROUP } from "./vehicle-list";

export interface ListKeys {
  /** The canonical category (a category page's filter), or the stored text when it is no known category. */
  category: string;
  /** The section on the new-car and used-car lists, and its place. */
  group: string;
  groupRank: number;
  brand: string | null;
  /** One of the fuels, `가솔린` when none is given; other text as typed. */
  fuel: string;
  /** The lowest monthly fee in won, null without a readable one. */
  lowestMonthly: number | null;
  /** The deposit of that plan in won (0 for 무보증), null when it has none (보증금 별도). */
  lowestDeposit: number | null;
  /** Bit i set when some plan's deposit lies in the search's deposit band i (`DEPOSIT_BANDS`). */
  depositBands: number;
  /** The first plan's deposit in won (what a partners card shows and their deposit filter reads). */
  firstDeposit: number | null;
  /** Bit i set when the name makes it the partners' vehicle type i (`PARTNER_VEHICLE_TYPES`). */
  vehicleTypes: number;
  search: SearchKeys;
}

const won = (manwon: number | null) => (manwon === null ? null : Math.round(manwon * 1e4));

/** Every bit of `flags` whose entry passes. */
function bits<T>(entries: readonly T[], passes: (entry: T) => boolean): number {
  return entries.reduce((mask, entry, i) => (passes(entry) ? mask | (1 << i) : mask), 0);
}

/** The keys read from the name alone (the costly ones, which listings sharing a name share). */
export interface NameKeys {
  brand: string | null;
  search: SearchKeys;
}

export function nameKeysOf(name: string): NameKeys {
  return { brand: brandOf(name), search: searchKeys(name) };
}

/** The list keys of a listing from the fields they are read from (`nameKeys` when already read for its name). */
export function listKeysOf(
  v: {
    name: string;
    category: string;
    basicInfo: BasicInfo;
    priceInfo: readonly PriceRow[];
  },
  nameKeys: NameKeys = nameKeysOf(v.name),
): ListKeys {
  const category = canonicalVehicleCategory(v.category);
  const group = displayGroupOf(v) ?? category ?? OTHER_GROUP;
  const lowest = lowestPriceRow(v.priceInfo);
  const fuel = (v.basicInfo.연료 ?? "").trim() || DEFAULT_FUEL;
  const deposits = v.priceInfo.map((row) => parseDepositManwon(row.deposit));
  return {
    category: category ?? v.category.trim(),
    group,
    groupRank: listGroupByTitle(group).rank,
    brand: nameKeys.brand,
    fuel: (FUELS as readonly string[]).find((f) => f.toLowerCase() === fuel.toLowerCase()) ?? fuel,
    lowestMonthly: lowest ? monthlyWon(lowest.monthly) : null,
    lowestDeposit: lowest ? won(parseDepositManwon(lowest.deposit)) : null,
    depositBands: bits(DEPOSIT_BANDS, (band) => deposits.some((d) => d !== null && inDepositBand(d, band))),
    firstDeposit: won(deposits[0] ?? null),
    vehicleTypes: bits(PARTNER_VEHICLE_TYPES, (type) => matchesVehicleType(v, type.value)),
    search: nameKeys.search,
  };
}
