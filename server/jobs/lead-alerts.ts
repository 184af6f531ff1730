import { ALERT_DIGEST_AFTER, ALERT_DIGEST_WINDOW_MS } from "#domain/lead-intake";
import type { AppContext } from "#server/context";
import { loggableMessage } from "#server/errors";
import { createDeliverer } from "#server/services/notifications/deliver";
import {
  type ClaimLimits,
  claimDigests,
  claimNotices,
  claimSingles,
  readOutboxPass,
} from "#server/services/notifications/outbox-claim";
import { deliverAlerts, deliverNotices } from "#server/services/notifications/outbox-delivery";
import { type DigestRule, foldBursts } from "#server/services/notifications/outbox-digest";
import { createRecorder, RETRY_DELAYS_MS } from "#server/services/notifications/outbox-result";
import { onOutboxNudge } from "#server/services/outbox/nudge";

export interface LeadAlertOptions {
  /** The site's own URL for the admin link when neither 알림 설정 nor PUBLIC_URL sets one. */
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
  /** Messages a channel sends on their own within `digestWindowMs` before the rest are folded into digests. */
  digestAfter?: number;
  /** The digest window (ALERT_DIGEST_WINDOW_MS); tests shorten it. */
  digestWindowMs?: number;
}

export interface LeadAlertWorker {
  /** Alerts this worker delivered (for tests and logs). */
  readonly delivered: number;
  /** Finishes the deliveries in flight and claims nothing more. */
  stop(): Promise<void>;
}

/**
 * Delivers the outbox: new-lead alerts, customers' receipts and partner notices. Looks about once a second (an
 * index range on status and due time) and at once when nudged (`nudgeLeadAlerts`). Rows are claimed atomically
 * (`FOR UPDATE SKIP LOCKED` and a claim time), so several workers, in one process or many on one database, never
 * send the same row at once (server/services/notifications/outbox-claim.ts).
 *
 * Bursts are folded (ALERT_DIGEST_AFTER messages a channel within ALERT_DIGEST_WINDOW_MS): when the alerts due now
 * and the messages the channel sent in the window come to more than that, the due ones that were never tried go
 * out as one digest message, or, once the channel has sent that many or a digest within the window, wait for the
 * window's end (and a whole window after the last digest) and go out then as one digest with every alert that
 * joined them (outbox-digest.ts). A digest's rows share a key, kept from then on: they are claimed, sent, retried
 * and recorded together, as one message under that key, so a resend is the same message (outbox-delivery.ts,
 * outbox-result.ts). An alert tried on its own is always retried on its own.
 */
export function startLeadAlerts(ctx: AppContext, options: LeadAlertOptions = {}): LeadAlertWorker {
  const pollMs = options.pollMs ?? 1_000;
  const limits: ClaimLimits = { batchSize: options.batchSize ?? 10, claimMs: options.claimMs ?? 60_000 };
  const rule: DigestRule = {
    digestAfter: options.digestAfter ?? ALERT_DIGEST_AFTER,
    windowMs: options.digestWindowMs ?? ALERT_DIGEST_WINDOW_MS,
  };
  const deliverer = createDeliverer(ctx.config);
  const recorder = createRecorder(ctx, options.retryDelaysMs ?? RETRY_DELAYS_MS);
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  async function drain(): Promise<void> {
    do {
      again = false;
      while (!stopping) {
        // 알림 설정 as this pass reads them: a save reaches the next pass, on every instance.
        const pass = await readOutboxPass(ctx, options.siteUrl);
        if (pass.channels.length === 0 && pass.noticeRows === null) break;
        const leadsOn = pass.channels.length > 0;
        const seen = leadsOn ? await foldBursts(ctx, pass.channels, rule) : 0;
        const singles = leadsOn ? await claimSingles(ctx, pass, seen, limits) : [];
        const digests = leadsOn ? await claimDigests(ctx, pass, limits) : [];
        const notices = await claimNotices(ctx, pass, limits);
        const deliveries = [...singles.map((row) => [row]), ...digests];
        const run = { pass, deliverer, recorder };
        // Settled together: a stop waits for both.
        const outcomes = await Promise.allSettled([
          deliveries.length > 0 ? deliverAlerts(ctx, run, deliveries) : Promise.resolve(),
          deliverNotices(ctx, run, notices),
        ]);
        const failed = outcomes.find((o) => o.status === "rejected");
        if (failed) throw failed.reason;
        if (singles.length < limits.batchSize && digests.length === 0 && notices.length < limits.batchSize) break;
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

  const stopListening = onOutboxNudge(ctx, run);
  schedule(0);

  return {
    get delivered() {
      return recorder.delivered;
    },
    stop: async () => {
      stopping = true;
      stopListening();
      clearTimeout(timer);
      await running;
      deliverer.close();
    },
  };
}
