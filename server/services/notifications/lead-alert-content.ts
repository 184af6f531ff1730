import { formatDateTimeKo } from "#domain/datetime";
import { escapeHtml } from "#domain/html-escape";
import {
  CALL_TIME_LABELS,
  type CallTime,
  CUSTOMER_TYPE_LABELS,
  type CustomerType,
  campaignText,
  LEAD_SOURCE_LABELS,
  type LeadAttribution,
  type LeadCar,
  type LeadPlan,
  type LeadSource,
  type LeadStatus,
  leadPlanText,
} from "#domain/lead";
import { formatPhone } from "#domain/phone";

/** What an alert tells about a lead, as stored. */
export interface AlertLead {
  id: number;
  name: string;
  /** Digits, as stored. */
  contact: string;
  /** The driver age bracket. */
  region: string;
  vehicle: string;
  source: LeadSource;
  status: LeadStatus;
  plan: LeadPlan | null;
  vehicleSlug: string | null;
  attribution: LeadAttribution | null;
  createdAt: Date;
  /** The earlier lead from the same number it is linked to (재문의), when there is one. */
  repeatOfId?: number | null;
  /** The number sent a lead within RETURNING_OWNER_DAYS before this one (재문의, linked or not). */
  returning?: boolean;
  /** The lead's owner by name: on a 재문의, the consultant it went back to. */
  assigneeName?: string | null;
  callTime?: CallTime | null;
  customerType?: CustomerType | null;
  /** The 견적서 the lead was sent from. */
  quoteToken?: string | null;
  /** The cars of `/compare` or `/saved` it was sent with. */
  cars?: LeadCar[] | null;
}

/** The JSON body of the webhook: chat services read `text` (Slack, Teams) or `content` (Discord), gateways read `lead`. */
export interface LeadWebhookBody {
  text: string;
  content: string;
  lead: {
    id: number;
    source: LeadSource;
    status: LeadStatus;
    name: string;
    /** Digits, as stored (`01012345678`). */
    contact: string;
    vehicle: string;
    vehicleSlug: string | null;
    plan: LeadPlan | null;
    attribution: LeadAttribution | null;
    createdAt: string;
    adminUrl: string;
    /** Only on a 재문의: the earlier lead, and the owner it went to. */
    repeatOfId?: number;
    assigneeName?: string;
    /** Only when the customer chose them: 상담 희망 시간 and 고객 유형 (keys of domain/lead.ts). */
    callTime?: CallTime;
    customerType?: CustomerType;
    /** Only on a lead from a 견적서: its address. */
    quoteUrl?: string;
    /** Only on a lead from `/compare` or `/saved`: the cars. */
    cars?: LeadCar[];
  };
}

/** A digest's webhook body: one line per lead (the first ones) in `text`/`content`, every lead in `leads`. */
export interface LeadDigestWebhookBody {
  text: string;
  content: string;
  leads: LeadWebhookBody["lead"][];
  adminUrl: string;
}

/** One message as the channels send it: an e-mail, and the webhook's JSON body. */
export interface AlertMessage {
  subject: string;
  text: string;
  html: string;
  /** The same for every send of one message on one channel, so a re-send after a crash is recognisable. */
  messageId: string;
  webhook: object;
}

export interface LeadAlertContent extends AlertMessage {
  webhook: LeadWebhookBody;
}

export interface LeadDigestContent extends AlertMessage {
  webhook: LeadDigestWebhookBody;
}

/** The host part of a Message-ID: the site's own, so every attempt of one alert carries the same id. */
export function messageHost(siteUrl: string): string {
  try {
    return new URL(siteUrl).hostname || "localhost";
  } catch {
    // a site URL that is not a URL still gets a stable id
    return "localhost";
  }
}

/** Headers and chat lines are one line whatever a visitor typed. */
export const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** The admin's page of the lead, on the public origin (or the site's own URL when none is set). */
export function leadAdminUrl(siteUrl: string, id: number): string {
  return `${siteUrl.replace(/\/$/, "")}/admin/leads/${id}`;
}

const isRepeat = (lead: AlertLead) => Boolean(lead.repeatOfId || lead.returning);

/** `새 견적 문의`, or `재문의` (with the consultant it went back to) for a lead from a number that asked before. */
function alertTitle(lead: AlertLead): string {
  if (!isRepeat(lead)) return "새 견적 문의";
  return lead.assigneeName ? `재문의 (담당: ${oneLine(lead.assigneeName)})` : "재문의";
}

/** The e-mail and the webhook body of a new-lead alert; a 재문의 says so first, with its owner. */
export function leadAlertContent(lead: AlertLead, site: { name: string; url: string }): LeadAlertContent {
  const adminUrl = leadAdminUrl(site.url, lead.id);
  const phone = formatPhone(lead.contact);
  const plan = leadPlanText(lead.plan);
  const source = LEAD_SOURCE_LABELS[lead.source] ?? lead.source;
  const title = alertTitle(lead);
  const repeat = isRepeat(lead);
  const quoteUrl = lead.quoteToken ? `${site.url.replace(/\/+$/, "")}/quote/${lead.quoteToken}` : undefined;
  const rows: [string, string][] = [
    ["이름", lead.name],
    ["연락처", phone],
    ["접수 경로", source],
    ["희망 차량", lead.vehicle],
    ["요금제", plan],
    ["운전자 연령", lead.region],
    ["상담 희망 시간", lead.callTime ? CALL_TIME_LABELS[lead.callTime] : ""],
    ["고객 유형", lead.customerType ? CUSTOMER_TYPE_LABELS[lead.customerType] : ""],
    ["함께 본 차량", lead.cars?.map((car) => car.name).join(", ") ?? ""],
    ["견적서", quoteUrl ?? ""],
    ["캠페인", campaignText(lead.attribution)],
    ["담당자", repeat ? (lead.assigneeName ?? "") : ""],
    ["이전 문의", lead.repeatOfId ? `#${lead.repeatOfId}` : ""],
    ["접수 시각", formatDateTimeKo(lead.createdAt)],
  ];
  const filled = rows.filter(([, value]) => value.trim() !== "");
  const subject = [`[${site.name}] ${title}`, lead.name, lead.vehicle].map(oneLine).filter(Boolean).join(" · ");
  const headline = repeat
    ? `재문의가 접수되었습니다 (문의 #${lead.id}).`
    : `새 견적 문의가 접수되었습니다 (문의 #${lead.id}).`;
  const text = [
    headline,
    "",
    ...filled.map(([label, value]) => `${label}: ${value}`),
    "",
    `관리자에서 보기: ${adminUrl}`,
    "",
  ].join("\n");
  const cell = "padding:6px 12px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top";
  const html = [
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"></head>',
    '<body style="font-family:system-ui,sans-serif;color:#0f172a">',
    `<p style="font-size:16px;font-weight:700">${escapeHtml(headline)}</p>`,
    '<table style="border-collapse:collapse;font-size:14px">',
    ...filled.map(
      ([label, value]) =>
        `<tr><th style="${cell};color:#64748b;white-space:nowrap">${escapeHtml(label)}</th><td style="${cell}">${escapeHtml(value)}</td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeHtml(adminUrl)}" style="display:inline-block;margin-top:12px;padding:10px 16px;border-radius:8px;background:#2147ee;color:#fff;text-decoration:none;font-weight:700">관리자에서 보기</a></p>`,
    `<p style="font-size:12px;color:#64748b">${escapeHtml(adminUrl)}</p>`,
    "</body></html>",
  ].join("\n");
  const summary = [
    `[${site.name}] ${title}`,
    `${lead.name} ${phone}`,
    lead.vehicle.trim() ? (plan ? `${lead.vehicle} (${plan})` : lead.vehicle) : plan,
    source,
  ]
    .map(oneLine)
    .filter(Boolean)
    .join(" · ");
  const line = `${summary} → ${adminUrl}`;
  const host = messageHost(site.url);
  return {
    subject,
    text,
    html,
    messageId: `<lead-${lead.id}.email@${host}>`,
    webhook: {
      text: line,
      content: line,
      lead: {
        id: lead.id,
        source: lead.source,
        status: lead.status,
        name: lead.name,
        contact: lead.contact,
        vehicle: lead.vehicle,
        vehicleSlug: lead.vehicleSlug,
        plan: lead.plan,
        attribution: lead.attribution,
        createdAt: lead.createdAt.toISOString(),
        adminUrl,
        ...(lead.repeatOfId ? { repeatOfId: lead.repeatOfId } : {}),
        ...(repeat && lead.assigneeName ? { assigneeName: lead.assigneeName } : {}),
        ...(lead.callTime ? { callTime: lead.callTime } : {}),
        ...(lead.customerType ? { customerType: lead.customerType } : {}),
        ...(quoteUrl ? { quoteUrl } : {}),
        ...(lead.cars?.length ? { cars: lead.cars } : {}),
      },
    },
  };
}

/** Lines a digest's chat message lists before `외 N건` (chat services cap a message's length). */
const DIGEST_LINES = 10;

/**
 * One message for a burst of leads: the e-mail lists every lead with its link, the chat line the first
 * DIGEST_LINES, and `leads` carries each lead as a single alert's `lead` would. `key` names the digest: the same
 * leads sent again carry the same Message-ID and Idempotency-Key.
 */
export function leadDigestContent(
  leads: readonly AlertLead[],
  site: { name: string; url: string },
  key: string,
): LeadDigestContent {
  const singles = leads.map((lead) => leadAlertContent(lead, site));
  const listUrl = `${site.url.replace(/\/$/, "")}/admin?tab=inquiries`;
  const n = leads.length;
  const entry = (lead: AlertLead) => {
    const plan = leadPlanText(lead.plan);
    const vehicle = lead.vehicle.trim() ? (plan ? `${lead.vehicle} (${plan})` : lead.vehicle) : plan;
    return [
      `#${lead.id}${isRepeat(lead) ? " 재문의" : ""}`,
      `${lead.name} ${formatPhone(lead.contact)}`,
      vehicle,
      LEAD_SOURCE_LABELS[lead.source] ?? lead.source,
      formatDateTimeKo(lead.createdAt),
    ]
      .map(oneLine)
      .filter(Boolean)
      .join(" · ");
  };
  const subject = `[${oneLine(site.name)}] 새 견적 문의 ${n}건 (묶음 알림)`;
  const headline = `짧은 시간에 문의 ${n}건이 접수되어 한 번에 알려드립니다.`;
  const text = [
    headline,
    "",
    ...leads.map((lead) => `${entry(lead)}\n  ${leadAdminUrl(site.url, lead.id)}`),
    "",
    `문의 목록: ${listUrl}`,
    "",
  ].join("\n");
  const cell = "padding:6px 12px;border-bottom:1px solid #e2e8f0;text-align:left;vertical-align:top";
  const html = [
    '<!doctype html><html lang="ko"><head><meta charset="utf-8"></head>',
    '<body style="font-family:system-ui,sans-serif;color:#0f172a">',
    `<p style="font-size:16px;font-weight:700">${escapeHtml(headline)}</p>`,
    '<table style="border-collapse:collapse;font-size:14px">',
    ...leads.map(
      (lead) =>
        `<tr><td style="${cell}">${escapeHtml(entry(lead))}</td><td style="${cell}"><a href="${escapeHtml(leadAdminUrl(site.url, lead.id))}">보기</a></td></tr>`,
    ),
    "</table>",
    `<p><a href="${escapeHtml(listUrl)}">문의 목록에서 보기</a></p>`,
    "</body></html>",
  ].join("\n");
  const shown = leads.slice(0, DIGEST_LINES).map(entry);
  const more = n > DIGEST_LINES ? [`외 ${n - DIGEST_LINES}건`] : [];
  const line = [`[${oneLine(site.name)}] 새 견적 문의 ${n}건 (묶음 알림)`, ...shown, ...more, `→ ${listUrl}`].join(
    "\n",
  );
  const host = messageHost(site.url);
  return {
    subject,
    text,
    html,
    messageId: `<leads-${key}.email@${host}>`,
    webhook: {
      text: line,
      content: line,
      leads: singles.map((single) => single.webhook.lead),
      adminUrl: listUrl,
    },
  };
}
