import { randomBytes } from "node:crypto";
import { and, desc, eq, gt, lt, sql } from "drizzle-orm";
import { QUOTE_MESSAGES, QUOTE_TOKEN, type QuoteSnapshot, quoteExpiry, quoteRowOf } from "#domain/issued-quote";
import { quoteInputSchema } from "#domain/issued-quote-input";
import { planCost } from "#domain/plan-cost";
import type { AppContext } from "#server/context";
import { quotes } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { findVehicleBySlug } from "#server/services/catalogue/find-vehicle";
import { submitPublicForm } from "#server/shared/form-limit";

/** Quotes one client may issue a minute (refused requests count apart, as for every public form). */
export const QUOTE_ISSUE_LIMIT = 20;

/**
 * How long an expired quote stays after its expiry: its link keeps saying 만료된 견적서 (with the way to the current
 * price) for the people it was sent to, instead of turning into a 404 the day it expires.
 */
export const EXPIRED_QUOTE_KEPT_DAYS = 90;

/**
 * The same plan asked for again (the same listing, and every figure, term and photo the quote would freeze the
 * same) within this long is answered with the quote already issued, its link and expiry, instead of storing
 * another: a page reloaded or a button pressed twenty times adds one row. Past a day a new one is issued, so
 * whoever asks always gets at least QUOTE_VALID_DAYS − 1 days of validity. A quote holds nothing about who asked,
 * so sharing one between visitors tells neither anything about the other.
 */
const REUSE_WITHIN_MS = 24 * 60 * 60 * 1000;

export const QUOTE_CAP_MESSAGE =
  "지금은 견적서를 새로 발급할 수 없습니다. 잠시 후 다시 시도하시거나 상담 신청을 남겨주세요.";

/**
 * More than `quotesPerDay` (QUOTES_PER_DAY, DEFAULT_QUOTES_PER_DAY) quotes issued across the site in the last 24
 * hours: the site is refusing new ones for now, whoever asks (a 503, not the client's 429). Nothing is stored.
 */
export class QuoteCapReached extends HttpError {
  constructor() {
    super(503, QUOTE_CAP_MESSAGE);
  }
}

/** 24 random bytes as URL-safe base64: 32 characters, 192 bits. */
function newToken(): string {
  return randomBytes(24).toString("base64url");
}

/**
 * Issues a 견적서 for one plan of a 게시 중 listing (`POST /api/quotes`, and the vehicle page's form without
 * JavaScript): the car, the plan, its whole-term cost, insurance and terms are copied into the quote as they are
 * now, so a later change to the listing leaves it as issued. A sold or unlisted car, or a plan it does not have,
 * is refused in Korean and nothing is stored. The same snapshot asked for again within a day answers the quote
 * already issued; past the site's daily cap a new one is refused (QuoteCapReached).
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
      return storeQuote(ctx, vehicle.slug, snapshot);
    },
    { limit: QUOTE_ISSUE_LIMIT },
  );
}

/** Advisory-lock class of quote issuing (rate buckets use 7101, lead numbers 7102). */
const QUOTE_LOCK_CLASS = 7103;

/**
 * Stores a quote, or answers the one already issued for the same snapshot within a day. Issuing, the look-up and
 * the daily count take turns under one lock (on every instance), so two identical requests at once store one
 * quote and a burst cannot pass the cap together.
 */
async function storeQuote(
  ctx: AppContext,
  vehicleSlug: string,
  snapshot: QuoteSnapshot,
): Promise<{ token: string; expiresAt: Date }> {
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${QUOTE_LOCK_CLASS}, 0)`);
    const now = new Date();
    // A quote's expiry is its issue plus QUOTE_VALID_DAYS, so "issued within the last day" is a range of the
    // indexed expiry: both the look-up and the count read at most a day's quotes.
    const issuedWithinDay = gt(quotes.expiresAt, quoteExpiry(new Date(now.getTime() - REUSE_WITHIN_MS)));
    const [existing] = await tx
      .select({ token: quotes.token, expiresAt: quotes.expiresAt })
      .from(quotes)
      .where(
        and(
          issuedWithinDay,
          eq(quotes.vehicleSlug, vehicleSlug),
          sql`${quotes.snapshot} = ${JSON.stringify(snapshot)}::jsonb`,
        ),
      )
      .orderBy(desc(quotes.expiresAt))
      .limit(1);
    if (existing) return existing;
    const [issued] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(sql`(select 1 from ${quotes} where ${issuedWithinDay} limit ${ctx.config.quotesPerDay}) as today`);
    if ((issued?.n ?? 0) >= ctx.config.quotesPerDay) throw new QuoteCapReached();
    const token = newToken();
    const expiresAt = quoteExpiry(now);
    await tx.insert(quotes).values({ token, vehicleSlug, snapshot, expiresAt });
    return { token, expiresAt };
  });
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
