import { and, asc, eq, inArray, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { AlertChannel } from "#domain/lead-alerts";
import type { AppContext } from "#server/context";
import { inquiries, notificationOutbox as outbox } from "#server/db/schema";
import { loggableMessage } from "#server/errors";
import { contextState } from "#server/shared/context-state";
import { createDeliverer, type DeliveryResult } from "./deliver";
import { type AlertLead, leadAlertContent } from "./lead-alert-content";
import { alertChannels } from "./outbox";

/** Waits after the 1st, 2nd, … failed attempt; after the last one the next failure is final (8 attempts). */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000];

export interface LeadAlertOptions {
  /** The site's own URL for the admin link when PUBLIC_URL is unset. */
  siteUrl?: string;
  /** The retry schedule (tests shorten it); attempts end after `length + 1`. */
  retryDelaysMs?: readonly number[];
  /** How often the outbox is looked at without a nudge. */
  pollMs?: number;
  /** Rows claimed at once (and delivered together). */
  batchSize?: number;
  /**
   * How long a claim keeps other workers off a row. Longer than the slowest delivery (an SMTP send ends
   * within 30 s), so a row is never sent twice at once; a worker killed mid-delivery leaves it this long.
   */
  claimMs?: number;
}

export interface LeadAlertWorker {
  /** Alerts this worker delivered (for tests and logs). */
  readonly delivered: number;
  /** Finishes the deliveries in flight and claims nothing more. */
  stop(): Promise<void>;
}

/**
 * The running workers per app context, shared with the pages' copy of this module (context-state.ts): the
 * home page's action stores leads too, and a nudge from either copy must reach them.
 */
const wakersOf = contextState("rentpick.leadAlertWorkers", () => new Set<() => void>());

/** Wakes this process's workers at once, e.g. after a lead's transaction committed; does nothing when none run. */
export function nudgeLeadAlerts(ctx: AppContext): void {
  for (const wake of wakersOf(ctx)) wake();
}

type Claimed = { id: number; inquiryId: number; channel: AlertChannel; attempts: number };

/**
 * Delivers the outbox's pending alerts: looks about once a second (an index range on status and due time)
 * and at once when nudged. Rows are claimed atomically (`FOR UPDATE SKIP LOCKED` and a claim time), so
 * several workers, in one process or many on one database, never send the same row at once.
 */
export function startLeadAlerts(ctx: AppContext, options: LeadAlertOptions = {}): LeadAlertWorker {
  const channels = alertChannels(ctx);
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const claimMs = options.claimMs ?? 60_000;
  const site = {
    name: ctx.config.site.name,
    url: ctx.config.publicUrl ?? options.siteUrl ?? `http://localhost:${ctx.config.port}`,
  };
  let delivered = 0;
  if (channels.length === 0) return { delivered, stop: async () => {} };

  const deliverer = createDeliverer(ctx.config);
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  async function claim(): Promise<Claimed[]> {
    const due = ctx.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          eq(outbox.status, "pending"),
          lte(outbox.nextAttemptAt, sql`now()`),
          or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
          inArray(outbox.channel, channels),
        ),
      )
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return ctx.db
      .update(outbox)
      .set({
        lockedUntil: sql`now() + ${claimMs}::integer * interval '1 millisecond'`,
        attempts: sql`${outbox.attempts} + 1`,
      })
      .where(inArray(outbox.id, due))
      .returning({ id: outbox.id, inquiryId: outbox.inquiryId, channel: outbox.channel, attempts: outbox.attempts });
  }

  async function record(row: Claimed, result: DeliveryResult): Promise<void> {
    // A sent or finished row's next_attempt_at is when that happened, so "sent today" is a range of the
    // (status, next_attempt_at) index too.
    if (result.ok) {
      await ctx.db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, row.id));
      delivered++;
      ctx.log.info(
        { alert: row.id, lead: row.inquiryId, channel: row.channel, attempt: row.attempts },
        "lead alert sent",
      );
      return;
    }
    const final = result.permanent || row.attempts > retryDelays.length;
    const delay = retryDelays[row.attempts - 1] ?? 0;
    // Only while the claim is still this attempt's: a worker that outlived its claim must not undo a newer one.
    await ctx.db
      .update(outbox)
      .set({
        status: final ? "failed" : "pending",
        nextAttemptAt: final ? sql`now()` : sql`now() + ${delay}::integer * interval '1 millisecond'`,
        lockedUntil: null,
        lastError: result.error,
      })
      .where(and(eq(outbox.id, row.id), eq(outbox.attempts, row.attempts), eq(outbox.status, "pending")));
    ctx.log.warn(
      {
        alert: row.id,
        lead: row.inquiryId,
        channel: row.channel,
        attempt: row.attempts,
        error: result.error,
        ...(final ? {} : { retryInMs: delay }),
      },
      final ? "lead alert failed for good" : "lead alert failed, will retry",
    );
  }

  async function deliverBatch(rows: Claimed[]): Promise<void> {
    const ids = [...new Set(rows.map((r) => r.inquiryId))];
    const leads = await ctx.db
      .select({
        id: inquiries.id,
        name: inquiries.name,
        contact: inquiries.contact,
        region: inquiries.region,
        vehicle: inquiries.vehicle,
        source: inquiries.source,
        status: inquiries.status,
        plan: inquiries.plan,
        vehicleSlug: inquiries.vehicleSlug,
        attribution: inquiries.attribution,
        createdAt: inquiries.createdAt,
      })
      .from(inquiries)
      .where(inArray(inquiries.id, ids));
    const byId = new Map<number, AlertLead>(leads.map((lead) => [lead.id, lead]));
    const outcomes = await Promise.allSettled(
      rows.map(async (row) => {
        const lead = byId.get(row.inquiryId);
        // Deleted since it was claimed: its alerts went with it.
        if (!lead) return;
        await record(row, await deliverer.deliver(row.channel, leadAlertContent(lead, site), lead.id));
      }),
    );
    // Settled, not raced: a stop waits for every delivery of the batch, even when recording one of them failed.
    const failed = outcomes.find((o) => o.status === "rejected");
    if (failed) throw failed.reason;
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopping) {
        const rows = await claim();
        if (rows.length > 0) await deliverBatch(rows);
        if (rows.length < batchSize) break;
      }
    } while (again && !stopping);
  }

  function schedule(ms: number) {
    if (stopping) return;
    clearTimeout(timer);
    timer = setTimeout(run, ms);
    timer.unref();
  }

  function run() {
    if (stopping) return;
    if (running) {
      again = true;
      return;
    }
    clearTimeout(timer);
    running = drain()
      .then(
        () => {
          if (failing) ctx.log.info("lead alerts: outbox reachable again");
          failing = false;
        },
        (error: Error) => {
          // Logged once per outage (the database away, say), not once a second.
          if (!failing)
            ctx.log.warn(
              { err: { message: loggableMessage(error), code: (error as { code?: string }).code } },
              "lead alerts: outbox unavailable",
            );
          failing = true;
        },
      )
      .finally(() => {
        running = null;
        schedule(again ? 0 : pollMs);
      });
  }

  const wakers = wakersOf(ctx);
  wakers.add(run);
  schedule(0);

  return {
    get delivered() {
      return delivered;
    },
    stop: async () => {
      stopping = true;
      wakers.delete(run);
      clearTimeout(timer);
      await running;
      deliverer.close();
    },
  };
}
