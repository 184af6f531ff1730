import { count, inArray, ne } from "drizzle-orm";
import { parseBusinessHours } from "#domain/business-hours";
import { isStaffNotice } from "#domain/lead-alerts";
import type { AppContext } from "#server/context";
import { heldLeads, inquiries } from "#server/db/schema";
import { leadRowColumns, returningSql } from "#server/services/leads/lead-row";
import type { AlertSettings } from "#server/services/outbox/alert-settings";
import { solapiAccount } from "#server/services/outbox/outbox";
import { siteSettingsForPage } from "#server/services/site/site-settings";
import type { Deliverer, DeliveryTarget } from "./deliver";
import { type AlertLead, leadAlertContent, leadDigestContent } from "./lead-alert-content";
import { type NoticeSite, partnerNoticeContent, receiptContent, staffNoticeContent } from "./notice-content";
import type { Claimed, OutboxPass } from "./outbox-claim";
import type { Recorder } from "./outbox-result";

/** What one pass delivers with: 알림 설정 as it read them, the transports, and where the results go. */
export interface DeliveryRun {
  pass: OutboxPass;
  deliverer: Deliverer;
  recorder: Recorder;
}

/** Posts waiting in 스팸 의심 that may be customers' (every reason but a filled honeypot), for the staff notice. */
async function heldWaitingCount(ctx: AppContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(heldLeads).where(ne(heldLeads.reason, "honeypot"));
  return row?.n ?? 0;
}

/** Where the new-lead alerts and staff notices go. */
const staffTarget = (settings: AlertSettings): DeliveryTarget => ({
  to: settings.lead.emailTo,
  webhookUrl: settings.lead.webhookUrl,
});

/** A phone's 알림톡/SMS with the kind's template, when the provider account is saved. */
function smsTarget(settings: AlertSettings, to: string | null | undefined, templateId: string): DeliveryTarget["sms"] {
  const account = solapiAccount(settings);
  return account && to ? { to, templateId, account } : undefined;
}

/**
 * Where a notice goes: the receipt webhook and the customer's phone, the partner's e-mail, the partner webhook and
 * the partner's phone, or (a staff notice) where the new-lead alerts go.
 */
function noticeTarget(settings: AlertSettings, row: Claimed, phone?: string): DeliveryTarget {
  if (row.kind === "receipt")
    return { webhookUrl: settings.receipt.webhookUrl, sms: smsTarget(settings, phone, settings.receipt.templateId) };
  const payload = row.payload;
  if (row.kind === "staff" || !payload || !("email" in payload)) return staffTarget(settings);
  return {
    to: payload.email ? [payload.email] : [],
    webhookUrl: settings.partner.webhookUrl,
    sms: smsTarget(settings, payload.phone, settings.partner.templateId),
  };
}

/** Each receipt and notice as its own message, worded with the business details as they are now. */
export async function deliverNotices(ctx: AppContext, run: DeliveryRun, rows: Claimed[]): Promise<void> {
  if (rows.length === 0) return;
  const { pass, deliverer, recorder } = run;
  const business = await siteSettingsForPage(ctx);
  const noticeSite: NoticeSite = {
    name: business.name,
    phone: business.phone,
    email: business.email,
    url: pass.siteUrl,
    hours: parseBusinessHours(business.businessHours),
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
        await recorder.record(
          [row],
          await deliverer.deliver(
            row.channel,
            receiptContent(lead, noticeSite),
            key,
            noticeTarget(pass.settings, row, lead.contact),
          ),
        );
        return;
      }
      if (!row.payload) {
        await recorder.record([row], { ok: false, error: "no payload", permanent: true });
        return;
      }
      if (isStaffNotice(row.payload)) {
        // The held count is read as it goes out, so it names what still waits; none left, nothing to tell.
        const waiting = row.payload.about === "held" ? await heldWaitingCount(ctx) : 0;
        if (row.payload.about === "held" && waiting === 0) return recorder.record([row], { ok: true });
        const content = staffNoticeContent(row.payload, noticeSite, key, waiting);
        await recorder.record(
          [row],
          await deliverer.deliver(row.channel, content, key, noticeTarget(pass.settings, row)),
        );
        return;
      }
      const content = partnerNoticeContent(row.payload, noticeSite, key, row.createdAt);
      await recorder.record(
        [row],
        await deliverer.deliver(row.channel, content, key, noticeTarget(pass.settings, row)),
      );
    }),
  );
  const failed = outcomes.find((o) => o.status === "rejected");
  if (failed) throw failed.reason;
}

/** One message per delivery: a single alert, or a digest of every row sharing its key. */
export async function deliverAlerts(ctx: AppContext, run: DeliveryRun, deliveries: Claimed[][]): Promise<void> {
  const { pass, deliverer, recorder } = run;
  const ids = [...new Set(deliveries.flat().flatMap((r) => (r.inquiryId === null ? [] : [r.inquiryId])))];
  const leads = await ctx.db
    .select({ ...leadRowColumns, returning: returningSql })
    .from(inquiries)
    .where(inArray(inquiries.id, ids));
  const byId = new Map<number, AlertLead>(leads.map((lead) => [lead.id, lead]));
  const named = { url: pass.siteUrl, name: (await siteSettingsForPage(ctx)).name };
  const outcomes = await Promise.allSettled(
    deliveries.map(async (rows) => {
      const first = rows[0];
      // Deleted since it was claimed: its alerts went with it.
      const present = rows.filter((row) => row.inquiryId !== null && byId.has(row.inquiryId));
      if (!first || present.length === 0) return;
      if (first.digestKey === null) {
        const lead = byId.get(first.inquiryId as number) as AlertLead;
        await recorder.record(
          rows,
          await deliverer.deliver(
            first.channel,
            leadAlertContent(lead, named),
            `lead-${lead.id}`,
            staffTarget(pass.settings),
          ),
        );
        return;
      }
      const digestLeads = present
        .map((row) => byId.get(row.inquiryId as number) as AlertLead)
        .sort((a, b) => a.id - b.id);
      const content = leadDigestContent(digestLeads, named, first.digestKey);
      await recorder.record(
        present,
        await deliverer.deliver(first.channel, content, `leads-${first.digestKey}`, staffTarget(pass.settings)),
      );
    }),
  );
  // Settled, not raced: a stop waits for every delivery of the batch, even when recording one of them failed.
  const failed = outcomes.find((o) => o.status === "rejected");
  if (failed) throw failed.reason;
}
