import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, type SQL, sql } from "drizzle-orm";
import type { AlertChannel } from "#domain/lead-alerts";
import { ALERT_DIGEST_MAX } from "#domain/lead-intake";
import type { AppContext } from "#server/context";
import { notificationOutbox as outbox } from "#server/db/schema";
import { claimable, leadRows, lockChannel } from "./outbox-claim";

/** When a channel's alerts are folded into digests. */
export interface DigestRule {
  /** Messages a channel sends on their own within `windowMs` before the rest are folded into digests. */
  digestAfter: number;
  /** The digest window (ALERT_DIGEST_WINDOW_MS); tests shorten it. */
  windowMs: number;
}

/** Messages the channel sent within the window: a digest is one, however many rows it carried. */
const sentLately = (windowMs: number) =>
  sql<number>`count(distinct coalesce(${outbox.digestKey}, ${outbox.id}::text)) filter (where ${outbox.status} = 'sent' and ${outbox.nextAttemptAt} > now() - ${windowMs}::integer * interval '1 millisecond')`;

/** Rows sent within the window (a sent row's next_attempt_at is when it went out). */
const sentWithin = (windowMs: number) =>
  and(
    eq(outbox.status, "sent"),
    gt(outbox.nextAttemptAt, sql`now() - ${windowMs}::integer * interval '1 millisecond'`),
  ) as SQL;

/** Alerts due now that were never tried nor folded: the ones a burst folds. */
const fresh = (): SQL => and(claimable(), eq(outbox.attempts, 0), isNull(outbox.digestKey)) as SQL;

/**
 * Folds a burst into digests. One look at the due and the recently sent rows (two ranges of the due index)
 * decides whether any channel has a burst; only then is the channel locked and looked at again. Answers the
 * newest fresh alert that look saw: only those may go out on their own next (`claimSingles`), so an alert that
 * arrives in between waits for the next look instead of slipping past the fold.
 */
export async function foldBursts(ctx: AppContext, channels: AlertChannel[], rule: DigestRule): Promise<number> {
  const { digestAfter, windowMs } = rule;
  const stats = await ctx.db
    .select({
      channel: outbox.channel,
      fresh: sql<number>`(count(*) filter (where ${fresh()}))::integer`,
      newest: sql<number | string | null>`max(${outbox.id}) filter (where ${fresh()})`,
      sent: sql<number>`(${sentLately(windowMs)})::integer`,
    })
    .from(outbox)
    .where(
      and(
        leadRows,
        inArray(outbox.channel, channels),
        or(and(eq(outbox.status, "pending"), lte(outbox.nextAttemptAt, sql`now()`)), sentWithin(windowMs)),
      ),
    )
    .groupBy(outbox.channel);
  for (const stat of stats)
    if (Number(stat.fresh) > 0 && Number(stat.fresh) + Number(stat.sent) > digestAfter)
      await foldChannel(ctx, stat.channel, rule);
  return Math.max(0, ...stats.map((stat) => Number(stat.newest ?? 0)));
}

async function foldChannel(
  ctx: AppContext,
  channel: AlertChannel,
  { digestAfter, windowMs }: DigestRule,
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await lockChannel(tx, channel);
    const windowEnd = sql`to_timestamp((floor(extract(epoch from clock_timestamp()) * 1000 / ${windowMs}::integer) + 1) * ${windowMs}::integer / 1000.0)`;
    const [sent] = await tx
      .select({
        n: sql<number>`(${sentLately(windowMs)})::integer`,
        // At most one digest a window: the next may go out once the window after the last one sent has passed.
        digested: sql<boolean>`coalesce(bool_or(${outbox.digestKey} is not null), false)`,
        nextDigestMs: sql<string>`extract(epoch from greatest(${windowEnd}, max(${outbox.nextAttemptAt}) filter (where ${outbox.digestKey} is not null) + ${windowMs}::integer * interval '1 millisecond')) * 1000`,
      })
      .from(outbox)
      .where(and(leadRows, eq(outbox.channel, channel), sentWithin(windowMs)));
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
