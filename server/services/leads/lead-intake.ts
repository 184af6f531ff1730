import { and, count, desc, eq, gt, ne, type SQL, sql } from "drizzle-orm";
import {
  ADDRESS_LEAD_CAP,
  ADDRESS_LEAD_WINDOW_MS,
  BOT_HELD_PER_ADDRESS_PER_DAY,
  BOT_HELD_PER_DAY,
  HELD_NOTICE_PERIOD_MS,
  HELD_PER_DAY,
  HELD_PER_NUMBER_PER_DAY,
  type HeldReason,
  leadNotTaken,
  MIN_FILL_MS,
  UNTIMED_ADDRESS_CAP,
} from "#domain/lead-intake";
import type { AppContext, DbOrTx } from "#server/context";
import { heldLeads, inquiries } from "#server/db/schema";
import { HttpError } from "#server/errors";
import { enqueueStaffNotice } from "#server/services/outbox/outbox";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import { reserveHit } from "#server/shared/rate-limit";
import { type LeadClient, type LeadFields, recordLead, type Submitted } from "./record-lead";

/** What a lead form carried besides the lead: the honeypot and when the form was shown or how long it took. */
export interface BotSignals {
  website?: string;
  /** The server's clock (ms) when it rendered the form. */
  formStartedAt?: number;
  /** How long the visitor spent on the form, as the page's script measured it (ms). */
  fillMs?: number;
}

/**
 * Held rows are counted under one lock per address (bots) or per number (the rest), so concurrent posts cannot pass
 * a cap together.
 */
const HELD_LOCK_CLASS = 7103;
const HELD_NUMBER_LOCK_CLASS = 7105;
const DAY_MS = 24 * 3600_000;

/** The start of the HELD_NOTICE_PERIOD_MS period `now` falls in: the staff notice of held posts names it. */
export const heldPeriod = (now = Date.now()) =>
  new Date(Math.floor(now / HELD_NOTICE_PERIOD_MS) * HELD_NOTICE_PERIOD_MS).toISOString();

/**
 * Takes in a valid lead of any form. It is never refused: it is stored as a lead, or, when it looks like a bot
 * (honeypot filled, sent faster than MIN_FILL_MS) or comes past the per-address safety cap, stored and held as
 * 스팸 의심 without its own alert (staff get a notice of the held count). A lead and a held post answer the same
 * success, so neither a person nor a bot can tell them apart; a post past the bounds on held rows is not stored and
 * is told so, with the number to call (holdLead).
 */
export async function takeInLead(
  ctx: AppContext,
  client: LeadClient,
  lead: LeadFields,
  signals: BotSignals,
): Promise<Submitted> {
  const limited = !ctx.config.rateLimitDisabled;
  // Scripted clients fill a form in milliseconds: where the limits are lifted for them (benchmarks, browser tests),
  // so is the time check. The honeypot stays.
  const timed = limited ? signals : { website: signals.website };
  const suspicion = botSignal(timed, Date.now()) ?? (limited ? await volumeSignal(ctx, client, signals) : null);
  if (suspicion) return holdLead(ctx, client, lead, suspicion);
  return recordLead(ctx, lead, client);
}

/** Why a post looks like a bot's, or null: people never fill the hidden field and take more than two seconds. */
export function botSignal(signals: BotSignals, now: number): HeldReason | null {
  if (signals.website?.trim()) return "honeypot";
  if (signals.fillMs !== undefined && signals.fillMs < MIN_FILL_MS) return "too_fast";
  // A start in the future (a forged or copied value) is too fast too.
  if (signals.formStartedAt !== undefined && now - signals.formStartedAt < MIN_FILL_MS) return "too_fast";
  return null;
}

/**
 * The per-address safety caps, counted across instances: ADDRESS_LEAD_CAP leads in ADDRESS_LEAD_WINDOW_MS, and
 * UNTIMED_ADDRESS_CAP of them without a time signal; a lead under them takes a slot. Nothing is counted per number
 * here: repeats from a number are leads (재문의).
 */
async function volumeSignal(ctx: AppContext, client: LeadClient, signals: BotSignals): Promise<HeldReason | null> {
  if ((await reserveHit(ctx, client.bucket, ADDRESS_LEAD_CAP, ADDRESS_LEAD_WINDOW_MS)) === null) return "address_cap";
  const untimed = !client.pageForm && signals.fillMs === undefined && signals.formStartedAt === undefined;
  if (
    untimed &&
    (await reserveHit(ctx, `untimed:${client.bucket}`, UNTIMED_ADDRESS_CAP, ADDRESS_LEAD_WINDOW_MS)) === null
  )
    return "untimed";
  return null;
}

type HoldOutcome =
  | { id: number; replayed: boolean; stored: boolean }
  /** Not stored: the room for it is used up. */
  | { full: 429 | 503 };

/**
 * Stores a post as 스팸 의심 within the bounds of domain/lead-intake.ts (off with the rate limits). A post whose
 * idempotency key is already a lead or a held row answers that one's id (a retry); a number's held posts past
 * HELD_PER_NUMBER_PER_DAY answer the latest one's id (it is on file). A post that may be a customer's queues the
 * staff's notice of held posts (one per HELD_NOTICE_PERIOD_MS). Past the bots' room or the disk's bound nothing is
 * stored, and the sender is told so, with the number to call: 429 for the address's bots, 503 for everyone's.
 */
async function holdLead(ctx: AppContext, client: LeadClient, lead: LeadFields, reason: HeldReason): Promise<Submitted> {
  const limited = !ctx.config.rateLimitDisabled;
  const held = await ctx.db.transaction(async (tx): Promise<HoldOutcome> => {
    if (lead.idempotencyKey) {
      const [known] = await tx
        .select({ id: inquiries.id })
        .from(inquiries)
        .where(eq(inquiries.idempotencyKey, lead.idempotencyKey))
        .unionAll(
          tx.select({ id: heldLeads.id }).from(heldLeads).where(eq(heldLeads.idempotencyKey, lead.idempotencyKey)),
        )
        .limit(1);
      if (known) return { id: known.id, replayed: true, stored: false };
    }
    if (limited) {
      const room = reason === "honeypot" ? await botRoom(ctx, tx, client) : await customerRoom(ctx, tx, lead.contact);
      if (room) return room;
    }
    const [row] = await tx
      .insert(heldLeads)
      .values({ ...lead, reason, clientKey: client.bucket })
      .onConflictDoNothing({ target: heldLeads.idempotencyKey })
      .returning({ id: heldLeads.id });
    if (row) {
      if (limited) countHeld(ctx, reason);
      if (reason !== "honeypot") await enqueueStaffNotice(ctx, tx, { about: "held", period: heldPeriod() });
      return { id: row.id, replayed: false, stored: true };
    }
    // The same key held a moment ago by a concurrent retry.
    const [first] = await tx
      .select({ id: heldLeads.id })
      .from(heldLeads)
      .where(eq(heldLeads.idempotencyKey, lead.idempotencyKey ?? ""));
    if (!first) throw new Error("idempotent held lead vanished");
    return { id: first.id, replayed: true, stored: false };
  });
  if ("full" in held) {
    // One line per refusal would let a flood flood the log: the bots' refusals are not logged at all.
    if (held.full === 503) ctx.log.warn({ reason }, "held leads at their daily bound; a post was not stored");
    throw new HttpError(held.full, leadNotTaken((await siteSettingsForPage(ctx)).phone));
  }
  // The staff notice waits for the worker's next look: a flood of held posts must not wake it once per post.
  if (held.stored) ctx.log.info({ held: held.id, reason }, "lead held as spam suspect");
  return { id: held.id, replayed: held.replayed };
}

/** Held rows within 24 hours, counted up to `cap` (an index range, bounded by the cap). */
async function heldUpTo(tx: DbOrTx, cap: number, where: SQL | undefined): Promise<number> {
  const rows = tx
    .select({ id: heldLeads.id })
    .from(heldLeads)
    .where(and(gt(heldLeads.createdAt, new Date(Date.now() - DAY_MS)), where))
    .limit(cap)
    .as("held");
  const [row] = await tx.select({ n: count() }).from(rows);
  return row?.n ?? 0;
}

/**
 * The day's held rows from everyone, bots' and all: read at most every SITE_COUNT_MS per process and counted on
 * from there as this process holds more, so a flood does not count the day's rows once per post. The other
 * instances' rows of the last moment are missed, which a bound on the disk can afford.
 */
const siteCounts = new WeakMap<AppContext, { at: number; bots: number; all: number }>();
const SITE_COUNT_MS = 2_000;

async function siteHeld(ctx: AppContext, tx: DbOrTx): Promise<{ bots: number; all: number }> {
  const known = siteCounts.get(ctx);
  if (known && Date.now() - known.at < SITE_COUNT_MS) return known;
  const fresh = {
    at: Date.now(),
    bots: await heldUpTo(tx, BOT_HELD_PER_DAY, eq(heldLeads.reason, "honeypot")),
    all: await heldUpTo(tx, HELD_PER_DAY, undefined),
  };
  siteCounts.set(ctx, fresh);
  return fresh;
}

/** One more held row of this process, in the counts `siteHeld` answers. */
function countHeld(ctx: AppContext, reason: HeldReason): void {
  const known = siteCounts.get(ctx);
  if (!known) return;
  known.all++;
  if (reason === "honeypot") known.bots++;
}

/** The bots' room: filled honeypots per address and from everyone; null while there is room. */
async function botRoom(ctx: AppContext, tx: DbOrTx, client: LeadClient): Promise<HoldOutcome | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HELD_LOCK_CLASS}, hashtext(${client.bucket}))`);
  const fromAddress = and(eq(heldLeads.reason, "honeypot"), eq(heldLeads.clientKey, client.bucket));
  if ((await heldUpTo(tx, BOT_HELD_PER_ADDRESS_PER_DAY, fromAddress)) >= BOT_HELD_PER_ADDRESS_PER_DAY)
    return { full: 429 };
  const site = await siteHeld(ctx, tx);
  if (site.bots >= BOT_HELD_PER_DAY) return { full: 429 };
  return site.all >= HELD_PER_DAY ? { full: 503 } : null;
}

/**
 * The room for posts that may be customers': a number's first held post of the day is always stored, its repeats
 * up to HELD_PER_NUMBER_PER_DAY (past that the latest is answered: the number is on file), within the disk's
 * bound. The filled honeypots a decoy sends with someone's number do not count against that number.
 */
async function customerRoom(ctx: AppContext, tx: DbOrTx, contact: string): Promise<HoldOutcome | null> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HELD_NUMBER_LOCK_CLASS}, hashtext(${contact}))`);
  const sameNumber = and(eq(heldLeads.contact, contact), ne(heldLeads.reason, "honeypot"));
  if ((await heldUpTo(tx, HELD_PER_NUMBER_PER_DAY, sameNumber)) >= HELD_PER_NUMBER_PER_DAY) {
    const [latest] = await tx
      .select({ id: heldLeads.id })
      .from(heldLeads)
      .where(sameNumber)
      .orderBy(desc(heldLeads.createdAt), desc(heldLeads.id))
      .limit(1);
    if (latest) return { id: latest.id, replayed: true, stored: false };
  }
  return (await siteHeld(ctx, tx)).all >= HELD_PER_DAY ? { full: 503 } : null;
}
