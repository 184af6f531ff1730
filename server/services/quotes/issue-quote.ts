import { randomBytes } from "node:crypto";
import { eq, lt, sql } from "drizzle-orm";
import { QUOTE_MESSAGES, QUOTE_TOKEN, type QuoteSnapshot, quoteExpiry, quoteRowOf } from "#domain/issued-quote";
import { quoteInputSchema } from "#domain/issued-quote-input";
import { planCost } from "#domain/plan-cost";
import type { AppContext } from "#server/context";
import { quotes } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { submitPublicForm } from "#server/services/inquiries/form-limit";

/** Quotes one client may issue a minute (refused requests count apart, as for every public form). */
export const QUOTE_ISSUE_LIMIT = 20;

/**
 * How long an expired quote stays after its expiry: its link keeps saying 만료된 견적서 (with the way to the current
 * price) for the people it was sent to, instead of turning into a 404 the day it expires.
 */
export const EXPIRED_QUOTE_KEPT_DAYS = 90;

/** 24 random bytes as URL-safe base64: 32 characters, 192 bits. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Issues a 견적서 for one plan of a 게시 중 listing (`POST /api/quotes`, and the vehicle page's form without
 * JavaScript): the car, the plan, its whole-term cost, insurance and terms are copied into the quote as they are
 * now, so a later change to the listing leaves it as issued. A sold or unlisted car, or a plan it does not have,
 * is refused in Korean and nothing is stored.
 */
export async function issueQuote(
  ctx: AppContext,
  input: unknown,
  client: { bucket: string },
): Promise<{ token: string; expiresAt: Date }> {
  return submitPublicForm(
    ctx,
    client.bucket,
    quoteInputSchema,
    input,
    async (valid) => {
      const vehicle = await findVehicleBySlug(ctx, valid.slug);
      if (vehicle?.status !== "published") throw new HttpError(404, QUOTE_MESSAGES.vehicle);
      const plan = quoteRowOf(vehicle.priceInfo, valid);
      if (!plan) throw new HttpError(404, QUOTE_MESSAGES.row);
      const snapshot: QuoteSnapshot = {
        vehicle: {
          slug: vehicle.slug,
          name: vehicle.name,
          category: vehicle.category,
          badgeType: vehicle.badgeType,
          image: vehicle.thumbnails[0] ?? vehicle.mainImage ?? null,
          modelYear: vehicle.basicInfo.제조연식 ?? "",
          mileage: vehicle.basicInfo.주행거리 ?? "",
          fuel: vehicle.basicInfo.연료 ?? "",
        },
        plan: { period: plan.period, deposit: plan.deposit, monthly: plan.monthly, totalKm: plan.totalKm },
        depositInstallment: vehicle.depositInstallment,
        cost: planCost(plan, vehicle.depositInstallment),
        insurance: vehicle.insurance,
        contractTerms: vehicle.contractTerms
          ? { 개인계약자: vehicle.contractTerms.개인계약자, 법인계약자: vehicle.contractTerms.법인계약자 }
          : null,
        priceChangedAt: vehicle.priceChangedAt,
      };
      const token = newToken();
      const expiresAt = quoteExpiry(new Date());
      await ctx.db.insert(quotes).values({ token, vehicleSlug: vehicle.slug, snapshot, expiresAt });
      return { token, expiresAt };
    },
    { limit: QUOTE_ISSUE_LIMIT },
  );
}

/** An issued quote by its token, or null for a token never issued. */
export async function findQuote(
  ctx: AppContext,
  token: string,
): Promise<{ token: string; snapshot: QuoteSnapshot; createdAt: Date; expiresAt: Date } | null> {
  if (!QUOTE_TOKEN.test(token)) return null;
  const [row] = await ctx.db
    .select({
      token: quotes.token,
      snapshot: quotes.snapshot,
      createdAt: quotes.createdAt,
      expiresAt: quotes.expiresAt,
    })
    .from(quotes)
    .where(eq(quotes.token, token));
  return row ?? null;
}

/** Daily: quotes EXPIRED_QUOTE_KEPT_DAYS past their expiry are deleted; returns how many went. */
export async function purgeOldQuotes(ctx: AppContext): Promise<number> {
  const gone = await ctx.db
    .delete(quotes)
    .where(lt(quotes.expiresAt, sql`now() - make_interval(days => ${EXPIRED_QUOTE_KEPT_DAYS})`))
    .returning({ token: quotes.token });
  return gone.length;
}
