import { and, count, eq, gt, sql } from "drizzle-orm";
import type { z } from "zod";
import {
  ADDRESS_LEAD_CAP,
  ADDRESS_LEAD_WINDOW_MS,
  HELD_PER_ADDRESS_PER_DAY,
  HELD_PER_DAY,
  type HeldReason,
  MIN_FILL_MS,
} from "#domain/lead-intake";
import type { AppContext } from "#server/context";
import { heldLeads, inquiries } from "#server/db/schema";
import { parseInput } from "#server/errors";
import { parseCountingRefusals } from "#server/shared/form-limit";
import { reserveHit } from "#server/shared/rate-limit";
import type { Submitted } from "./record-lead";
import { type LeadFields, recordLead } from "./record-lead";

/** What a lead form carried besides the lead: the honeypot and when the form was shown or how long it took. */
export interface BotSignals {
  website?: string;
  /** The server's clock (ms) when it rendered the form. */
  formStartedAt?: number;
  /** How long the visitor spent on the form, as the page's script measured it (ms). */
  fillMs?: number;
}

/** The caller's address bucket (`client-id.ts`): a keyed hash, never the address. */
export interface LeadClient {
  bucket: string;
}

/** Held rows per address are counted under one lock per address, so concurrent posts cannot pass the cap together. */
const HELD_LOCK_CLASS = 7103;
const DAY_MS = 24 * 3600_000;

/**
 * Takes in a post of any lead form. Invalid input is refused with the form's messages (400; a flood of it from one
 * address gets 429, counted apart, as for the other forms). A valid lead is never refused: it is stored as a lead,
 * or, when it looks like a bot (honeypot filled, sent faster than MIN_FILL_MS) or comes past the per-address safety
 * cap, stored and held as 스팸 의심 without an alert; past the caps on held rows it is dropped. Every one of these
 * answers the same success, so neither a person nor a bot can tell them apart.
 */
export async function takeInLead<S extends z.ZodType>(
  ctx: AppContext,
  client: LeadClient,
  schema: S,
  input: unknown,
  toLead: (valid: z.output<S>) => { lead: LeadFields; signals: BotSignals },
): Promise<Submitted> {
  const limited = !ctx.config.rateLimitDisabled;
  const valid = limited ? await parseCountingRefusals(ctx, client.bucket, schema, input) : parseInput(schema, input);
  const { lead, signals } = toLead(valid);
  // Scripted clients fill a form in milliseconds: where the limits are lifted for them (benchmarks, browser tests),
  // so is the time check. The honeypot stays.
  const timed = limited ? signals : { website: signals.website };
  const suspicion =
    botSignal(timed, Date.now()) ?? (limited && (await addressCapReached(ctx, client)) ? "address_cap" : null);
  if (suspicion) return holdLead(ctx, client, lead, suspicion);
  return recordLead(ctx, lead);
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
 * The per-address safety cap: ADDRESS_LEAD_CAP leads in ADDRESS_LEAD_WINDOW_MS, counted across instances; a lead
 * under it takes a slot. Nothing is counted per number here: repeats from a number are leads (재문의).
 */
async function addressCapReached(ctx: AppContext, client: LeadClient): Promise<boolean> {
  return (await reserveHit(ctx, client.bucket, ADDRESS_LEAD_CAP, ADDRESS_LEAD_WINDOW_MS)) === null;
}

/**
 * Stores a post as 스팸 의심. A post whose idempotency key is already a lead or a held row answers that one's id
 * (a retry). Past HELD_PER_ADDRESS_PER_DAY from the address or HELD_PER_DAY from everyone (rolling 24 hours; off
 * with the rate limits), nothing is stored and the answer carries an unused lead id, like any other.
 */
async function holdLead(ctx: AppContext, client: LeadClient, lead: LeadFields, reason: HeldReason): Promise<Submitted> {
  const limited = !ctx.config.rateLimitDisabled;
  const held = await ctx.db.transaction(async (tx) => {
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
      await tx.execute(sql`select pg_advisory_xact_lock(${HELD_LOCK_CLASS}, hashtext(${client.bucket}))`);
      const since = new Date(Date.now() - DAY_MS);
      const countUpTo = async (cap: number, byClient: boolean) => {
        const rows = tx
          .select({ id: heldLeads.id })
          .from(heldLeads)
          .where(and(gt(heldLeads.createdAt, since), byClient ? eq(heldLeads.clientKey, client.bucket) : undefined))
          .limit(cap)
          .as("held");
        const [row] = await tx.select({ n: count() }).from(rows);
        return row?.n ?? 0;
      };
      if (
        (await countUpTo(HELD_PER_ADDRESS_PER_DAY, true)) >= HELD_PER_ADDRESS_PER_DAY ||
        (await countUpTo(HELD_PER_DAY, false)) >= HELD_PER_DAY
      )
        return null;
    }
    const [row] = await tx
      .insert(heldLeads)
      .values({ ...lead, reason, clientKey: client.bucket })
      .onConflictDoNothing({ target: heldLeads.idempotencyKey })
      .returning({ id: heldLeads.id });
    if (row) return { id: row.id, replayed: false, stored: true };
    // The same key held a moment ago by a concurrent retry.
    const [first] = await tx
      .select({ id: heldLeads.id })
      .from(heldLeads)
      .where(eq(heldLeads.idempotencyKey, lead.idempotencyKey ?? ""));
    if (!first) throw new Error("idempotent held lead vanished");
    return { id: first.id, replayed: true, stored: false };
  });
  if (held) {
    if (held.stored) ctx.log.info({ held: held.id, reason }, "lead held as spam suspect");
    return { id: held.id, replayed: held.replayed };
  }
  // Dropped: an id from the leads' sequence, as a stored lead's would be. Not logged: a flood would flood the log.
  const result = (await ctx.db.execute(sql`select nextval('inquiries_id_seq')::integer as id`)) as unknown as {
    rows: { id: number | string }[];
  };
  return { id: Number(result.rows[0]?.id ?? 0), replayed: false };
}
