import { and, eq, inArray, sql } from "drizzle-orm";
import type { AppContext } from "#server/context";
import { notificationOutbox as outbox } from "#server/db/schema";
import type { DeliveryResult } from "./deliver";
import type { Claimed } from "./outbox-claim";

/** Waits after the 1st, 2nd, … failed attempt; after the last one the next failure is final (8 attempts). */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000];

/** Writes down how each delivery went, and counts the rows sent. */
export interface Recorder {
  record(rows: Claimed[], result: DeliveryResult): Promise<void>;
  /** Rows recorded as sent (for tests and logs). */
  readonly delivered: number;
}

/**
 * A sent row is done; a failed one is tried again after the next of `retryDelays`, or, once they are used up or
 * the failure is permanent, failed for good. The rows of one message (a digest) are recorded together.
 */
export function createRecorder(ctx: AppContext, retryDelays: readonly number[]): Recorder {
  let delivered = 0;
  async function record(rows: Claimed[], result: DeliveryResult): Promise<void> {
    const ids = rows.map((r) => r.id);
    const attempt = rows[0]?.attempts ?? 0;
    const digest = rows[0]?.digestKey ?? null;
    const kind = rows[0]?.kind ?? "lead";
    // A notice is logged by its row and event key: never the partner's address nor the customer's number.
    const about =
      kind !== "lead"
        ? { notice: ids[0], kind, event: rows[0]?.eventKey, channel: rows[0]?.channel, attempt }
        : digest
          ? { alerts: ids, leads: rows.map((r) => r.inquiryId), digest, channel: rows[0]?.channel, attempt }
          : { alert: ids[0], lead: rows[0]?.inquiryId, channel: rows[0]?.channel, attempt };
    const what = kind !== "lead" ? "outbox notice" : digest ? "lead alert digest" : "lead alert";
    // A sent or finished row's next_attempt_at is when that happened, so "sent today" is a range of the
    // (status, next_attempt_at) index too.
    if (result.ok) {
      await ctx.db
        .update(outbox)
        .set({ status: "sent", sentAt: sql`now()`, nextAttemptAt: sql`now()`, lockedUntil: null, lastError: null })
        .where(inArray(outbox.id, ids));
      delivered += rows.length;
      ctx.log.info(about, `${what} sent`);
      return;
    }
    const final = result.permanent || attempt > retryDelays.length;
    const delay = retryDelays[attempt - 1] ?? 0;
    // Only while the claim is still this attempt's: a worker that outlived its claim must not undo a newer one.
    await ctx.db
      .update(outbox)
      .set({
        status: final ? "failed" : "pending",
        nextAttemptAt: final ? sql`now()` : sql`now() + ${delay}::integer * interval '1 millisecond'`,
        lockedUntil: null,
        lastError: result.error,
      })
      .where(and(inArray(outbox.id, ids), eq(outbox.attempts, attempt), eq(outbox.status, "pending")));
    ctx.log.warn(
      { ...about, error: result.error, ...(final ? {} : { retryInMs: delay }) },
      kind !== "lead"
        ? final
          ? "outbox notice failed for good"
          : "outbox notice failed, will retry"
        : final
          ? "lead alert failed for good"
          : "lead alert failed, will retry",
    );
  }
  return {
    record,
    get delivered() {
      return delivered;
    },
  };
}
