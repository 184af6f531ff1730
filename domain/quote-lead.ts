/**
 * 견적 문의 on a vehicle page as the lead it sends. The page's form (with JavaScript or posted to the route's
 * action without it) and the contact bar's dialog ask the same thing, so they send the same lead.
 */
import type { LeadAttribution, LeadPlan } from "./lead";
import { depositInstallmentPlans, type InstallmentRatio, installmentRatios } from "./pricing";
import type { PriceRow } from "./vehicle";

/** The selected price row as the lead keeps it: the listing's own texts, and the instalment split when chosen. */
export function leadPlanOf(row: PriceRow, instalment?: string | null): LeadPlan {
  return {
    period: row.period,
    deposit: row.deposit,
    monthly: row.monthly,
    totalKm: row.totalKm,
    ...(instalment ? { instalment } : {}),
  };
}

/** The deposit splits a visitor may ask for on this row: none when the vehicle allows none or the row has no deposit amount. */
export function instalmentChoices(row: PriceRow | null | undefined, depositInstallment: string): InstallmentRatio[] {
  if (!row || depositInstallmentPlans([row], depositInstallment).length === 0) return [];
  return installmentRatios(depositInstallment);
}

/** The vehicle a 견적 문의 is about, as its page has it. */
export interface QuotedVehicle {
  name: string;
  slug: string;
  /** Which deposit splits the listing allows (`depositInstallment`). */
  depositInstallment: string;
}

/** What the visitor gave, as the form holds it; the inquiry schema has the final say on every value. */
export interface QuoteAnswers {
  name: unknown;
  contact: unknown;
  /** The driver-age choice. */
  region: unknown;
  callTime?: unknown;
  customerType?: unknown;
  /** The price row chosen, if any. */
  row: PriceRow | null | undefined;
  /** The deposit split asked for on that row. */
  instalment?: unknown;
  /** The honeypot field. */
  website?: unknown;
}

/** Where and when the lead was sent from, and its idempotency key: only the sending side knows them. */
export interface QuoteSent {
  idempotencyKey: string;
  pageUrl?: string;
  attribution?: LeadAttribution;
  formStartedAt?: string;
}

/**
 * The body of a 견적 문의 lead (`POST /api/inquiries`, or the same service from the route's action): the vehicle by
 * name and slug, the chosen row as its plan, and a split only where the row allows it (one chosen for another plan,
 * or from a tampered form, is left out rather than refused). The honeypot goes along only when filled.
 */
export function quoteLeadBody(vehicle: QuotedVehicle, answers: QuoteAnswers, sent: QuoteSent) {
  const { row, instalment, website, ...fields } = answers;
  const split = instalmentChoices(row, vehicle.depositInstallment).find((ratio) => ratio === instalment);
  return {
    ...fields,
    vehicle: vehicle.name.trim() || "차량명 없음",
    source: "quote" as const,
    ...(row ? { plan: leadPlanOf(row, split) } : {}),
    vehicleSlug: vehicle.slug,
    ...sent,
    ...(website ? { website } : {}),
  };
}
