import { inArray } from "drizzle-orm";
import type { z } from "zod";
import { inquirySchema } from "#domain/inquiry";
import { leadPlanOfQuote } from "#domain/issued-quote";
import type { LeadPlan } from "#domain/lead";
import { PUBLIC_STATUSES } from "#domain/listing";
import { instalmentChoices, leadPlanOf } from "#domain/quote-lead";
import type { PriceRow } from "#domain/vehicle";
import type { AppContext } from "#server/context";
import { retiredVehicles, vehicles } from "#server/db/schema";
import { findQuote } from "#server/services/quotes/issue-quote";
import { parseCountingRefusals } from "#server/shared/form-limit";
import { scopedIdempotencyKey } from "./idempotency";
import { takeInLead } from "./lead-intake";
import type { LeadClient, Submitted } from "./record-lead";

type LeadBody = Omit<z.output<typeof inquirySchema>, "website" | "formStartedAt" | "fillMs" | "idempotencyKey">;

/**
 * Stores a consultation request from the home form, the API, a vehicle page's quote form or a page's lead form, with
 * the plan, page and first-touch attribution the form sent. One way through, each step once: the body is checked
 * against its schema first (junk is refused before anything is read for it), then what it says of the site's own
 * records (a quote, a car, its price row) is taken as the records have it (`backedByRecords`), then the lead is taken
 * in (lead-intake.ts): stored, or what looks like a bot or a flood held as 스팸 의심, never refused. The same
 * idempotency key stores once and answers the first id (double clicks, retried requests).
 */
export async function submitLead(ctx: AppContext, body: unknown, client: LeadClient): Promise<Submitted> {
  const { website, formStartedAt, fillMs, idempotencyKey, ...said } = await parseCountingRefusals(
    ctx,
    client.bucket,
    inquirySchema,
    body,
  );
  const fields = await backedByRecords(ctx, said);
  const lead = {
    ...fields,
    plan: fields.plan ?? null,
    vehicleSlug: fields.vehicleSlug || null,
    pageUrl: fields.pageUrl || null,
    attribution: fields.attribution && Object.keys(fields.attribution).length > 0 ? fields.attribution : null,
    idempotencyKey: scopedIdempotencyKey(idempotencyKey, fields.name, fields.contact, fields.vehicle, fields.region),
  };
  return takeInLead(ctx, client, lead, { website, formStartedAt, fillMs });
}

/**
 * The lead as the site's records back it, whatever a page or a script posted (staff must never call about a price
 * nobody offered):
 * - a 견적서's token names a stored quote: the car and plan are then the quote's as it was issued. A token that
 *   names none is left out; a lead that claims to come from a 견적서 without one is a plain consultation, planless.
 * - a car's address names a listing (or a deleted one): its name is the catalogue's, and the plan is kept only when
 *   it is one of that listing's price rows (its deposit split only where the row allows it). An address the site
 *   never had is left out, and so is a plan no listing backs.
 * - the cars of `/compare` or `/saved` are the public listings among them, named as the catalogue names them.
 * The customer's own words (name, number, the car they typed) stay as they are.
 */
async function backedByRecords(ctx: AppContext, body: LeadBody): Promise<LeadBody> {
  const quote = body.quoteToken ? await findQuote(ctx, body.quoteToken) : null;
  if (quote) {
    const { vehicle, plan } = quote.snapshot;
    return {
      ...body,
      quoteToken: quote.token,
      vehicle: vehicle.name.trim() || "차량명 없음",
      vehicleSlug: vehicle.slug,
      plan: leadPlanOfQuote(plan),
      cars: await publicCars(ctx, body.cars),
    };
  }
  const slug = body.vehicleSlug?.trim() || undefined;
  const [listing] = slug
    ? await ctx.db
        .select({
          name: vehicles.name,
          priceInfo: vehicles.priceInfo,
          depositInstallment: vehicles.depositInstallment,
        })
        .from(vehicles)
        .where(inArray(vehicles.slug, [slug]))
    : [];
  const [retired] =
    slug && !listing
      ? await ctx.db
          .select({ name: retiredVehicles.name, priceInfo: retiredVehicles.priceInfo })
          .from(retiredVehicles)
          .where(inArray(retiredVehicles.slug, [slug]))
      : [];
  const car = listing ?? (retired ? { ...retired, depositInstallment: "" } : null);
  return {
    ...body,
    source: body.source === "quote-sheet" ? "home" : body.source,
    quoteToken: undefined,
    vehicle: car?.name.trim() || body.vehicle,
    vehicleSlug: car ? slug : undefined,
    plan: car && body.plan ? offeredPlan(body.plan, car.priceInfo, car.depositInstallment) : undefined,
    cars: await publicCars(ctx, body.cars),
  };
}

/** The plan when it is one of the listing's price rows, with the deposit split only where that row allows it. */
function offeredPlan(plan: LeadPlan, rows: readonly PriceRow[], depositInstallment: string): LeadPlan | undefined {
  const same = (a: string, b: string) => a.trim() === b.trim();
  const row = rows.find(
    (r) =>
      same(r.period, plan.period) &&
      same(r.deposit, plan.deposit) &&
      same(r.monthly, plan.monthly) &&
      same(r.totalKm, plan.totalKm),
  );
  if (!row) return undefined;
  const split = instalmentChoices(row, depositInstallment).find((ratio) => ratio === plan.instalment);
  return leadPlanOf(row, split);
}

/** The public listings among the cars a lead names, in its order, with the catalogue's names. */
async function publicCars(ctx: AppContext, cars: LeadBody["cars"]): Promise<LeadBody["cars"]> {
  if (!cars?.length) return undefined;
  const rows = await ctx.db
    .select({ slug: vehicles.slug, name: vehicles.name, status: vehicles.status })
    .from(vehicles)
    .where(
      inArray(
        vehicles.slug,
        cars.map((car) => car.slug),
      ),
    );
  const names = new Map(rows.filter((r) => PUBLIC_STATUSES.includes(r.status)).map((r) => [r.slug, r.name]));
  const known = cars.flatMap((car) => {
    const name = names.get(car.slug);
    return name ? [{ slug: car.slug, name }] : [];
  });
  return known.length > 0 ? known : undefined;
}
