import { and, count, desc, eq, gte, sql } from "drizzle-orm";
import { isStaffNotice, type LeadAlertStatus, partnerNoticeLabel, staffNoticeLabel } from "#domain/lead-alerts";
import { seoulDayKey, seoulDayStart } from "#domain/seoul-time";
import type { AppContext } from "#server/context";
import { notificationOutbox as outbox } from "#server/db/schema";
import { HttpError, notFound } from "#server/errors";
import { alertChannels, outboxChannels } from "#server/services/outbox/outbox";
import { type Actor, recordAudit } from "#server/shared/audit";

const FAILED_SHOWN = 50;

/**
 * The outbox as the dashboard shows it: lead alerts, receipts and partner notices alike. Each figure is a range of
 * the outbox's (status, next_attempt_at) index, so the dashboard pays little for it.
 */
export async function leadAlertStatus(ctx: AppContext): Promise<LeadAlertStatus> {
  const on = await alertChannels(ctx);
  const todayStart = seoulDayStart(seoulDayKey(new Date()));
  const [failed, [failedTotal], [pending], [sentToday]] = await Promise.all([
    ctx.db
      .select({
        id: outbox.id,
        kind: outbox.kind,
        inquiryId: outbox.inquiryId,
        payload: outbox.payload,
        channel: outbox.channel,
        attempts: outbox.attempts,
        lastError: outbox.lastError,
        createdAt: outbox.createdAt,
      })
      .from(outbox)
      .where(eq(outbox.status, "failed"))
      .orderBy(desc(outbox.nextAttemptAt), desc(outbox.id))
      .limit(FAILED_SHOWN),
    ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.status, "failed")),
    ctx.db.select({ n: count() }).from(outbox).where(eq(outbox.status, "pending")),
    // A sent row's next_attempt_at is when it was sent (see the worker).
    ctx.db
      .select({ n: count() })
      .from(outbox)
      .where(and(eq(outbox.status, "sent"), gte(outbox.nextAttemptAt, todayStart))),
  ]);
  const partner = await outboxChannels(ctx, "partner");
  return {
    channels: { email: on.includes("email"), webhook: on.includes("webhook") },
    notices: {
      receipt: (await outboxChannels(ctx, "receipt")).length > 0,
      partnerEmail: partner.includes("email"),
      partnerWebhook: partner.includes("webhook"),
    },
    failed: failed.map(({ payload, kind, ...row }) => ({
      ...row,
      ...(kind === "lead" ? {} : { kind }),
      ...(payload ? { notice: isStaffNotice(payload) ? staffNoticeLabel(payload) : partnerNoticeLabel(payload) } : {}),
      createdAt: row.createdAt.toISOString(),
    })),
    failedTotal: failedTotal?.n ?? 0,
    pending: pending?.n ?? 0,
    sentToday: sentToday?.n ?? 0,
  };
}

/** The settings that turn a kind's channel on, for the refusal when it is off. */
const SETTING_NAMES = {
  lead: { email: "메일(SMTP_URL, NOTIFY_EMAIL_TO)", webhook: "웹훅(NOTIFY_WEBHOOK_URL)", sms: "알림톡/SMS" },
  receipt: { email: "메일", webhook: "접수 안내(RECEIPT_WEBHOOK_URL)", sms: "접수 안내 알림톡/SMS" },
  partner: {
    email: "메일(SMTP_URL, NOTIFY_EMAIL_TO)",
    webhook: "파트너 웹훅(PARTNER_WEBHOOK_URL)",
    sms: "파트너 알림톡/SMS",
  },
  staff: { email: "메일(SMTP_URL, NOTIFY_EMAIL_TO)", webhook: "웹훅(NOTIFY_WEBHOOK_URL)", sms: "알림톡/SMS" },
} as const;

/**
 * Puts a failed (or waiting) alert, receipt or notice back in line to be sent now. A row being delivered keeps its claim, so this
 * never sends it twice at once; a delivered alert is never sent again.
 */
export async function retryLeadAlert(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: outbox.status,
        kind: outbox.kind,
        channel: outbox.channel,
        attempts: outbox.attempts,
        inquiryId: outbox.inquiryId,
      })
      .from(outbox)
      .where(eq(outbox.id, id))
      .for("update");
    if (!row) throw notFound("알림을 찾을 수 없습니다.");
    if (row.status === "sent") throw new HttpError(409, "이미 보낸 알림입니다. 같은 알림은 다시 보내지 않습니다.");
    if (!(await outboxChannels(ctx, row.kind, tx)).includes(row.channel))
      throw new HttpError(409, `${SETTING_NAMES[row.kind][row.channel]} 알림이 꺼져 있어 보낼 수 없습니다.`);
    // Out of any digest it was in: a retry is this alert alone, under its own key (the digest it failed in was
    // never taken, and the other alerts of it are not sent again).
    await tx
      .update(outbox)
      .set({ status: "pending", nextAttemptAt: sql`now()`, digestKey: null })
      .where(eq(outbox.id, id));
    await recordAudit(tx, actor, {
      action: "retry",
      entity: "lead_alert",
      entityId: id,
      detail: {
        ...(row.kind === "lead" ? {} : { kind: row.kind }),
        inquiryId: row.inquiryId,
        channel: row.channel,
        from: row.status,
        attempts: row.attempts,
      },
    });
  });
}
