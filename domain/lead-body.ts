/**
 * The body every lead form sends, `POST /api/inquiries` from the browser or the same service from a page's action
 * without JavaScript: what the visitor typed, what the page says the lead is about (`PageLead`), and where and when
 * it was sent from. No zod: the inquiry schema (domain/inquiry.ts) has the final say on every value.
 */
import type { LeadAttribution } from "./lead";
import { leadFormFieldsOf, type PageLead } from "./lead-form";
import { instalmentChoices, leadPlanOf } from "./quote-lead";
import type { PriceRow } from "./vehicle";

/** A posted or submitted form: FormData, or anything that answers `get` the same way. */
export interface FormFields {
  get(name: string): unknown;
}

/** Where and when the lead was sent from, and its idempotency key: only the sending side knows them. */
export interface LeadSent {
  idempotencyKey: string;
  pageUrl?: string;
  attribution?: LeadAttribution;
  formStartedAt?: string;
}

/** The price row a form's `plan` names by its index; none for anything else (an old page, a tampered form). */
export function chosenRow(rows: readonly PriceRow[], plan: string): PriceRow | undefined {
  return /^\d+$/.test(plan) ? rows[Number(plan)] : undefined;
}

/**
 * The lead a form sends: the typed name, number and driver's age, the car the page names (or the one typed where it
 * names none), the page's slug, quote or cars, the chosen price row as the plan with a deposit split only where the
 * row allows it (one chosen for another plan, or from a tampered form, is left out rather than refused), and the
 * optional choices and the honeypot only when filled.
 */
export function leadBody(lead: PageLead, data: FormFields, sent: LeadSent) {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const filled = (name: string) => (text(name) ? { [name]: text(name) } : {});
  const typed = leadFormFieldsOf(data);
  const row = lead.plans ? chosenRow(lead.plans.rows, text("plan")) : undefined;
  const split =
    row && instalmentChoices(row, lead.plans?.depositInstallment ?? "").find((r) => r === text("instalment"));
  return {
    name: typed.name,
    contact: typed.contact,
    region: typed.region ?? "",
    ...filled("callTime"),
    ...filled("customerType"),
    vehicle: lead.vehicle ?? typed.vehicle ?? "",
    source: lead.source,
    ...(lead.vehicleSlug ? { vehicleSlug: lead.vehicleSlug } : {}),
    ...(row ? { plan: leadPlanOf(row, split) } : {}),
    ...(lead.quoteToken ? { quoteToken: lead.quoteToken } : {}),
    ...(lead.cars?.length ? { cars: lead.cars } : {}),
    ...sent,
    ...filled("website"),
  };
}
