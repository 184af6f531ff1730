import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import type { AlertChannel, NoticePayload, OutboxKind } from "#domain/lead-alerts";
import type { AppContext, DbOrTx } from "#server/context";
import { notificationOutbox as outbox } from "#server/db/schema";
import { type AlertSettings, getAlertSettings } from "#server/services/outbox/alert-settings";
import { channelsOf } from "#server/services/outbox/outbox";

/** An outbox row a worker holds while it sends it. */
export type Claimed = {
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

/** Lead alerts: the rows the fold, the digests and the single alerts look at. */
export const leadRows = eq(outbox.kind, "lead");

/** Folding and claiming digests take turns per channel (a transaction-scoped advisory lock on the channel). */
const DIGEST_LOCK_CLASS = 7104;
export const lockChannel = (tx: DbOrTx, channel: AlertChannel) =>
  tx.execute(sql`select pg_advisory_xact_lock(${DIGEST_LOCK_CLASS}, hashtext(${channel}))`);

/** Due, and held by no worker (or by one whose claim ran out). */
export const claimable = (): SQL =>
  and(
    eq(outbox.status, "pending"),
    lte(outbox.nextAttemptAt, sql`now()`),
    or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, sql`now()`)),
  ) as SQL;

/** 알림 설정 as one pass of the outbox read it: a save reaches the next pass, on every instance. */
export interface OutboxPass {
  settings: AlertSettings;
  /** The admin link's address, as 알림 설정 has it; the name each message goes out under is 사이트 설정's as it is then. */
  siteUrl: string;
  /** The channels on for new-lead alerts. */
  channels: AlertChannel[];
  /** Receipts and partner notices on a channel 알림 설정 turns on; null when none is. */
  noticeRows: SQL | null;
}

/** Reads 알림 설정 for a pass: what is on, and the address links name (`siteUrl` when none is set). */
export async function readOutboxPass(ctx: AppContext, siteUrl: string | undefined): Promise<OutboxPass> {
  const settings = await getAlertSettings(ctx);
  const noticeRows =
    or(
      ...(["receipt", "partner", "staff"] as const).flatMap((kind) => {
        const on = channelsOf(ctx, settings, kind);
        return on.length > 0 ? [and(eq(outbox.kind, kind), inArray(outbox.channel, on))] : [];
      }),
    ) ?? null;
  return {
    settings,
    siteUrl: settings.publicUrl ?? siteUrl ?? `http://localhost:${ctx.config.port}`,
    channels: channelsOf(ctx, settings, "lead"),
    noticeRows,
  };
}

export interface ClaimLimits {
  /** Rows claimed at once (and delivered together). */
  batchSize: number;
  /** How long a claim keeps other workers off a row. */
  claimMs: number;
}

/** This worker's hold on a row it sends, and the attempt it is making. */
const claim = (claimMs: number) => ({
  lockedUntil: sql`now() + ${claimMs}::integer * interval '1 millisecond'`,
  attempts: sql`${outbox.attempts} + 1`,
});

/** Up to `batchSize` due rows matching `filter`, oldest first; rows another worker holds are skipped, not waited on. */
function claimRows(ctx: AppContext, filter: SQL | undefined, limits: ClaimLimits): Promise<Claimed[]> {
  const due = ctx.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(claimable(), filter))
    .orderBy(asc(outbox.id))
    .limit(limits.batchSize)
    .for("update", { skipLocked: true });
  return ctx.db.update(outbox).set(claim(limits.claimMs)).where(inArray(outbox.id, due)).returning(claimedColumns);
}

/**
 * Alerts sent on their own: up to `batchSize` rows of any channel, retries, and fresh ones no newer than `seen`
 * (what the fold looked at and left alone).
 */
export function claimSingles(ctx: AppContext, pass: OutboxPass, seen: number, limits: ClaimLimits): Promise<Claimed[]> {
  return claimRows(
    ctx,
    and(
      leadRows,
      isNull(outbox.digestKey),
      inArray(outbox.channel, pass.channels),
      or(gt(outbox.attempts, 0), lte(outbox.id, seen)),
    ),
    limits,
  );
}

/** Digests due: every row of a key at once, under its channel's lock (so no fold adds to it meanwhile). */
export async function claimDigests(ctx: AppContext, pass: OutboxPass, limits: ClaimLimits): Promise<Claimed[][]> {
  const keys = await ctx.db
    .selectDistinct({ key: outbox.digestKey, channel: outbox.channel })
    .from(outbox)
    .where(and(claimable(), leadRows, isNotNull(outbox.digestKey), inArray(outbox.channel, pass.channels)))
    .limit(limits.batchSize);
  const digests: Claimed[][] = [];
  for (const { key, channel } of keys) {
    if (!key) continue;
    const rows = await ctx.db.transaction(async (tx) => {
      await lockChannel(tx, channel);
      return tx
        .update(outbox)
        .set(claim(limits.claimMs))
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
export async function claimNotices(ctx: AppContext, pass: OutboxPass, limits: ClaimLimits): Promise<Claimed[]> {
  return pass.noticeRows ? claimRows(ctx, pass.noticeRows, limits) : [];
}
