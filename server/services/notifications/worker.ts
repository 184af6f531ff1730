import { and, asc, count, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, type SQL, sql } from "drizzle-orm";
import { parseBusinessHours } from "#domain/business-hours";
import { type AlertChannel, isStaffNotice, type NoticePayload, type OutboxKind } from "#domain/lead-alerts";
import { ALERT_DIGEST_AFTER, ALERT_DIGEST_MAX, ALERT_DIGEST_WINDOW_MS } from "#domain/lead-intake";
import type { AppContext, DbOrTx } from "#server/context";
import { heldLeads, inquiries, notificationOutbox as outbox } from "#server/db/schema";
import { loggableMessage } from "#server/errors";
import { leadRowColumns, returningSql } from "#server/services/leads/lead-row";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import { type AlertSettings, getAlertSettings } from "./alert-settings";
import { createDeliverer, type DeliveryResult, type DeliveryTarget } from "./deliver";
import { type AlertLead, leadAlertContent, leadDigestContent } from "./lead-alert-content";
import { type NoticeSite, partnerNoticeContent, receiptContent, staffNoticeContent } from "./notice-content";
import { channelsOf, solapiAccount } from "./outbox";

/** Waits after the 1st, 2nd, … failed attempt; after the last one the next failure is final (8 attempts). */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 30_000, 120_000, 600_000, 1_800_000, 3_600_000, 7_200_000];

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
 * The running workers per app context. The home page's action stores leads too, and reaches them through the
 * same module as the API.
 */
const wakers = new WeakMap<AppContext, Set<() => void>>();

function wakersOf(ctx: AppContext): Set<() => void> {
  let set = wakers.get(ctx);
  if (!set) {
    set = new Set();
    wakers.set(ctx, set);
  }
  return set;
}

/**
 * Wakes this process's outbox workers at once, e.g. after a lead's or a partner decision's transaction committed;
 * does nothing when none run.
 */
export function nudgeLeadAlerts(ctx: AppContext): void {
  for (const wake of wakersOf(ctx)) wake();
}

const claimedColumns = {
  id: outbox.id,
  kind: outbox.kind,
  inquiryId: outbox.inquiryId,
  channel: outbox.channel,
  attempts: outbox.attempts,
  digestKey: outbox.digestKey,
  eventKey: outbox.eventKey,
  payload: outbox.payload,
  createdAt: outbox.createdAt,
};

type Claimed = {
  id: number;
  kind: OutboxKind;
  /** Set on a lead alert and a receipt. */
  inquiryId: number | null;
  channel: AlertChannel;
  attempts: number;
  digestKey: string | null;
  eventKey: string | null;
  payload: NoticePayload | null;
  createdAt: Date;
};

/** Lead alerts: the rows the fold, the digests and the single alerts below look at. */
const leadRows = eq(outbox.kind, "lead");

/** Posts waiting in 스팸 의심 that may be customers' (every reason but a filled honeypot), for the staff notice. */
async function heldWaitingCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(heldLeads).where(ne(heldLeads.reason, "honeypot"));
  return row?.n ?? 0;
}

/** Folding and claiming digests take turns per channel (a transaction-scoped advisory lock on the channel). */
const DIGEST_LOCK_CLASS = 7104;
const lockChannel = (tx: DbOrTx, channel: AlertChannel) =>
  tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK_CLASS}, hashtext(${channel}))`);
const claimable = (): SQL =>
  and(
    eq(outbox.status, "pending"),
    lte(outbox.nextAttemptAt, sql`now()`),
    or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
  ) as SQL;

/**
 * Delivers the outbox: new-lead alerts, customers' receipts and partner notices. Looks about once a second (an index range on status and due time)
 * and at once when nudged. Rows are claimed atomically (`FOR UPDATE SKIP LOCKED` and a claim time), so
 * several workers, in one process or many on one database, never send the same row at once.
 *
 * Bursts are folded (ALERT_DIGEST_AFTER messages a channel within ALERT_DIGEST_WINDOW_MS): when the alerts due now
 * and the messages the channel sent in the window come to more than that, the due ones that were never tried go
 * out as one digest message, or, once the channel has sent that many or a digest within the window, wait for the
 * window's end (and a whole window after the last digest) and go out then as one digest with every alert that
 * joined them. A digest's rows share a key, kept from then on: they are
 * claimed, sent, retried and recorded together, as one message under that key, so a resend is the same message.
 * An alert tried on its own is always retried on its own.
 */
export function startLeadAlerts(ctx: AppContext, options: LeadAlertOptions = {}): LeadAlertWorker {
  const retryDelays = options.retryDelaysMs ?? RETRY_DELAYS_MS;
  const pollMs = options.pollMs ?? 1_000;
  const batchSize = options.batchSize ?? 10;
  const claimMs = options.claimMs ?? 60_000;
  const digestAfter = options.digestAfter ?? ALERT_DIGEST_AFTER;
  const windowMs = options.digestWindowMs ?? ALERT_DIGEST_WINDOW_MS;
  /** The admin link's address, as 알림 설정 has it; the name each message goes out under is 사이트 설정's as it is then. */
  const site = { url: "" };
  let delivered = 0;
  /** 알림 설정 as this pass of the outbox read it: a save reaches the next pass, on every instance. */
  let settings: AlertSettings;
  /** The channels on for new-lead alerts, as this pass read them. */
  let channels: AlertChannel[] = [];
  /** Receipts and partner notices on a channel 알림 설정 turns on; null when none is. */
  let noticeRows: SQL | null = null;

  /** Reads 알림 설정 for this pass: what is on, and the address links name. */
  async function readSettings(): Promise<void> {
    settings = await getAlertSettings(ctx);
    site.url = settings.publicUrl ?? options.siteUrl ?? `http://localhost:${ctx.config.port}`;
    channels = channelsOf(ctx, settings, "lead");
    noticeRows =
      or(
        ...(["receipt", "partner", "staff"] as const).flatMap((kind) => {
          const on = channelsOf(ctx, settings, kind);
          return on.length > 0 ? [and(eq(outbox.kind, kind), inArray(outbox.channel, on))] : [];
        }),
      ) ?? null;
  }

  const deliverer = createDeliverer(ctx.config);
  let stopping = false;
  let running: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;
  let failing = false;

  /** Messages the channel sent within the window: a digest is one, however many rows it carried. */
  const sentLately = sql<number>`count(distinct coalesce(${outbox.digestKey}, ${outbox.id}::text)) filter (where ${outbox.status} = 'sent' and ${outbox.nextAttemptAt} > now() - ${windowMs}::integer * interval '1 millisecond')`;
  /** Alerts due now that were never tried nor folded: the ones a burst folds. */
  const fresh = (): SQL => and(claimable(), eq(outbox.attempts, 0), isNull(outbox.digestKey)) as SQL;

  /**
   * Folds a burst into digests. One look at the due and the recently sent rows (two ranges of the due index)
   * decides whether any channel has a burst; only then is the channel locked and looked at again. Answers the
   * newest fresh alert that look saw: only those may go out on their own next (`claimSingles`), so an alert that
   * arrives in between waits for the next look instead of slipping past the fold.
   */
  async function fold(): Promise<number> {
    const stats = await ctx.db
      .select({
        channel: outbox.channel,
        fresh: sql<number>`(count(*) filter (where ${fresh()}))::integer`,
        newest: sql<number | string | null>`max(${outbox.id}) filter (where ${fresh()})`,
        sent: sql<number>`(${sentLately})::integer`,
      })
      .from(outbox)
      .where(
        and(
          leadRows,
          inArray(outbox.channel, channels),
          or(
            and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)),
            and(
              eq(outbox.status, "sent"),
              gt(outbox.nextAttemptAt, sql`now() - ${windowMs}::integer * interval '1 millisecond'`),
            ),
          ),
        ),
      )
      .groupBy(outbox.channel);
    for (const stat of stats)
      if (Number(stat.fresh) > 0 && Number(stat.fresh) + Number(stat.sent) > digestAfter)
        await foldChannel(stat.channel);
    return Math.max(0, ...stats.map((stat) => Number(stat.newest ?? 0)));
  }

  async function foldChannel(channel: AlertChannel): Promise<void> {
    await ctx.db.transaction(async (tx) => {
      await lockChannel(tx, channel);
      const windowEnd = sql`to_timestamp((floor(extract(epoch from clock_timestamp()) * 1000 / ${windowMs}::integer) + 1) * ${windowMs}::integer / 1000.0)`;
      const [sent] = await tx
        .select({
          n: sql<number>`(${sentLately})::integer`,
          // At most one digest a window: the next may go out once the window after the last one sent has passed.
          digested: sql<boolean>`coalesce(bool_or(${outbox.digestKey} is not null), false)`,
          nextDigestMs: sql<string>`extract(epoch from greatest(${windowEnd}, max(${outbox.nextAttemptAt}) filter (where ${outbox.digestKey} is not null) + ${windowMs}::integer * interval '1 millisecond')) * 1000`,
        })
        .from(outbox)
        .where(
          and(
            leadRows,
            eq(outbox.channel, channel),
            eq(outbox.status, "sent"),
            gt(outbox.nextAttemptAt, sql`now() - ${windowMs}::integer * interval '1 millisecond'`),
          ),
        );
      const recent = Number(sent?.n ?? 0);
      const due = await tx
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(leadRows, eq(outbox.channel, channel), fresh()))
        .orderBy(asc(outbox.id))
        .limit(ALERT_DIGEST_MAX)
        .for("update", { skipLocked: true });
      const ids = due.map((r) => r.id);
      const first = ids[0];
      if (first === undefined || recent + ids.length <= digestAfter) return;
      if (recent < digestAfter && ids.length > 1 && !sent?.digested) {
        // Room for one more message now: all of them, as one.
        await tx
          .update(outbox)
          .set({ digestKey: `${channel}-d${first}` })
          .where(inArray(outbox.id, ids));
        return;
      }
      // The channel has said enough for this window: the digest waiting for its end takes them, or one is started.
      const [waiting] = await tx
        .select({ key: outbox.digestKey, at: outbox.nextAttemptAt })
        .from(outbox)
        .where(
          and(
            leadRows,
            eq(outbox.channel, channel),
            eq(outbox.status, "pending"),
            eq(outbox.attempts, 0),
            isNotNull(outbox.digestKey),
            gt(outbox.nextAttemptAt, sql`clock_timestamp()`),
          ),
        )
        .limit(1);
      const nextDigestAt = sql`to_timestamp(${Number(sent?.nextDigestMs)}::double precision / 1000)`;
      await tx
        .update(outbox)
        .set({ digestKey: waiting?.key ?? `${channel}-w${first}`, nextAttemptAt: waiting?.at ?? nextDigestAt })
        .where(inArray(outbox.id, ids));
    });
  }

  /**
   * Alerts sent on their own: up to `batchSize` rows of any channel, retries, and fresh ones no newer than `seen`
   * (what the fold looked at and left alone).
   */
  async function claimSingles(seen: number): Promise<Claimed[]> {
    return claimRows(
      and(
        leadRows,
        isNull(outbox.digestKey),
        inArray(outbox.channel, channels),
        or(gt(outbox.attempts, 0), lte(outbox.id, seen)),
      ),
    );
  }

  /** This worker's hold on a row it sends, and the attempt it is making. */
  const claim = () => ({
    lockedUntil: sql`now() + ${claimMs}::integer * interval '1 millisecond'`,
    attempts: sql`${outbox.attempts} + 1`,
  });

  /** Up to `batchSize` due rows matching `filter`, oldest first; rows another worker holds are skipped, not waited on. */
  function claimRows(filter: SQL | undefined): Promise<Claimed[]> {
    const due = ctx.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(claimable(), filter))
      .orderBy(asc(outbox.id))
      .limit(batchSize)
      .for("update", { skipLocked: true });
    return ctx.db.update(outbox).set(claim()).where(inArray(outbox.id, due)).returning(claimedColumns);
  }

  /** Digests due: every row of a key at once, under its channel's lock (so no fold adds to it meanwhile). */
  async function claimDigests(): Promise<Claimed[][]> {
    const keys = await ctx.db
      .selectDistinct({ key: outbox.digestKey, channel: outbox.channel })
      .from(outbox)
      .where(and(claimable(), leadRows, isNotNull(outbox.digestKey), inArray(outbox.channel, channels)))
      .limit(batchSize);
    const digests: Claimed[][] = [];
    for (const { key, channel } of keys) {
      if (!key) continue;
      const rows = await ctx.db.transaction(async (tx) => {
        await lockChannel(tx, channel);
        return tx
          .update(outbox)
          .set(claim())
          .where(and(eq(outbox.digestKey, key), claimable()))
          .returning(claimedColumns);
      });
      if (rows.length > 0) digests.push(rows);
    }
    return digests;
  }

  /**
   * Receipts and partner notices due: up to `batchSize` rows, each its own message (they are never folded: each
   * goes to its own customer or partner).
   */
  async function claimNotices(): Promise<Claimed[]> {
    return noticeRows ? claimRows(noticeRows) : [];
  }

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

  /** Where the new-lead alerts and staff notices go. */
  const staffTarget = (): DeliveryTarget => ({ to: settings.lead.emailTo, webhookUrl: settings.lead.webhookUrl });

  /** A phone's 알림톡/SMS with the kind's template, when the provider account is saved. */
  function smsTarget(to: string | null | undefined, templateId: string): DeliveryTarget["sms"] {
    const account = solapiAccount(settings);
    return account && to ? { to, templateId, account } : undefined;
  }

  /**
   * Where a notice goes: the receipt webhook and the customer's phone, the partner's e-mail, the partner webhook and
   * the partner's phone, or (a staff notice) where the new-lead alerts go.
   */
  function noticeTarget(row: Claimed, phone?: string): DeliveryTarget {
    if (row.kind === "receipt")
      return { webhookUrl: settings.receipt.webhookUrl, sms: smsTarget(phone, settings.receipt.templateId) };
    const payload = row.payload;
    if (row.kind === "staff" || !payload || !("email" in payload)) return staffTarget();
    return {
      to: payload.email ? [payload.email] : [],
      webhookUrl: settings.partner.webhookUrl,
      sms: smsTarget(payload.phone, settings.partner.templateId),
    };
  }

  /** Each receipt and notice as its own message, worded with the business details as they are now. */
  async function deliverNotices(rows: Claimed[]): Promise<void> {
    if (rows.length === 0) return;
    const settings = await siteSettingsForPage(ctx);
    const noticeSite: NoticeSite = {
      name: settings.name,
      phone: settings.phone,
      email: settings.email,
      url: site.url,
      hours: parseBusinessHours(settings.businessHours),
    };
    const leadIds = rows.flatMap((row) => (row.kind === "receipt" && row.inquiryId !== null ? [row.inquiryId] : []));
    const leads =
      leadIds.length === 0
        ? []
        : await ctx.db
            .select({ id: inquiries.id, contact: inquiries.contact, createdAt: inquiries.createdAt })
            .from(inquiries)
            .where(inArray(inquiries.id, leadIds));
    const byId = new Map(leads.map((lead) => [lead.id, lead]));
    const outcomes = await Promise.allSettled(
      rows.map(async (row) => {
        const key = row.eventKey ?? `notice-${row.id}`;
        if (row.kind === "receipt") {
          const lead = row.inquiryId === null ? undefined : byId.get(row.inquiryId);
          // Deleted since it was claimed: its receipt went with it.
          if (!lead) return;
          await record(
            [row],
            await deliverer.deliver(
              row.channel,
              receiptContent(lead, noticeSite),
              key,
              noticeTarget(row, lead.contact),
            ),
          );
          return;
        }
        if (!row.payload) {
          await record([row], { ok: false, error: "no payload", permanent: true });
          return;
        }
        if (isStaffNotice(row.payload)) {
          // The held count is read as it goes out, so it names what still waits; none left, nothing to tell.
          const waiting = row.payload.about === "held" ? await heldWaitingCount(ctx) : 0;
          if (row.payload.about === "held" && waiting === 0) return record([row], { ok: true });
          const content = staffNoticeContent(row.payload, noticeSite, key, waiting);
          await record([row], await deliverer.deliver(row.channel, content, key, noticeTarget(row)));
          return;
        }
        const content = partnerNoticeContent(row.payload, noticeSite, key, row.createdAt);
        await record([row], await deliverer.deliver(row.channel, content, key, noticeTarget(row)));
      }),
    );
    const failed = outcomes.find((o) => o.status === "rejected");
    if (failed) throw failed.reason;
  }

  /** One message per delivery: a single alert, or a digest of every row sharing its key. */
  async function deliverAll(deliveries: Claimed[][]): Promise<void> {
    const ids = [...new Set(deliveries.flat().flatMap((r) => (r.inquiryId === null ? [] : [r.inquiryId])))];
    const leads = await ctx.db
      .select({ ...leadRowColumns, returning: returningSql })
      .from(inquiries)
      .where(inArray(inquiries.id, ids));
    const byId = new Map<number, AlertLead>(leads.map((lead) => [lead.id, lead]));
    const named = { ...site, name: (await siteSettingsForPage(ctx)).name };
    const outcomes = await Promise.allSettled(
      deliveries.map(async (rows) => {
        const first = rows[0];
        // Deleted since it was claimed: its alerts went with it.
        const present = rows.filter((row) => row.inquiryId !== null && byId.has(row.inquiryId));
        if (!first || present.length === 0) return;
        if (first.digestKey === null) {
          const lead = byId.get(first.inquiryId as number) as AlertLead;
          await record(
            rows,
            await deliverer.deliver(first.channel, leadAlertContent(lead, named), `lead-${lead.id}`, staffTarget()),
          );
          return;
        }
        const digestLeads = present
          .map((row) => byId.get(row.inquiryId as number) as AlertLead)
          .sort((a, b) => a.id - b.id);
        const content = leadDigestContent(digestLeads, named, first.digestKey);
        await record(
          present,
          await deliverer.deliver(first.channel, content, `leads-${first.digestKey}`, staffTarget()),
        );
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
        await readSettings();
        if (channels.length === 0 && noticeRows === null) break;
        const leadsOn = channels.length > 0;
        const seen = leadsOn ? await fold() : 0;
        const singles = leadsOn ? await claimSingles(seen) : [];
        const digests = leadsOn ? await claimDigests() : [];
        const notices = await claimNotices();
        const deliveries = [...singles.map((row) => [row]), ...digests];
        // Settled together: a stop waits for both.
        const outcomes = await Promise.allSettled([
          deliveries.length > 0 ? deliverAll(deliveries) : Promise.resolve(),
          deliverNotices(notices),
        ]);
        const failed = outcomes.find((o) => o.status === "rejected");
        if (failed) throw failed.reason;
        if (singles.length < batchSize && digests.length === 0 && notices.length < batchSize) break;
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
