import { formatDateTimeKo } from "#domain/datetime";
import {
  campaignText,
  LEAD_SOURCE_LABELS,
  type LeadAttribution,
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
  };
}

export interface LeadAlertContent {
  subject: string;
  text: string;
  html: string;
  /** The same for every send of one lead's alert on one channel, so a re-send after a crash is recognisable. */
  messageId: string;
  webhook: LeadWebhookBody;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/** Headers and chat lines are one line whatever a visitor typed. */
const oneLine = (value: string) => value.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

/** The admin's page of the lead, on the public origin (or the site's own URL when none is set). */
export function leadAdminUrl(siteUrl: string, id: number): string {
  return `${siteUrl.replace(/\/$/, "")}/admin/leads/${id}`;
}

/** The e-mail and the webhook body of a new-lead alert. */
export function leadAlertContent(lead: AlertLead, site: { name: string; url: string }): LeadAlertContent {
  const adminUrl = leadAdminUrl(site.url, lead.id);
  const phone = formatPhone(lead.contact);
  const plan = leadPlanText(lead.plan);
  const source = LEAD_SOURCE_LABELS[lead.source] ?? lead.source;
  const rows: [string, string][] = [
    ["이름", lead.name],
    ["연락처", phone],
    ["접수 경로", source],
    ["희망 차량", lead.vehicle],
    ["요금제", plan],
    ["운전자 연령", lead.region],
    ["캠페인", campaignText(lead.attribution)],
    ["접수 시각", formatDateTimeKo(lead.createdAt)],
  ];
  const filled = rows.filter(([, value]) => value.trim() !== "");
  const subject = [`[${site.name}] 새 견적 문의`, lead.name, lead.vehicle].map(oneLine).filter(Boolean).join(" · ");
  const text = [
    `새 견적 문의가 접수되었습니다 (문의 #${lead.id}).`,
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
    `<p style="font-size:16px;font-weight:700">새 견적 문의가 접수되었습니다 (문의 #${lead.id}).</p>`,
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
    `[${site.name}] 새 견적 문의`,
    `${lead.name} ${phone}`,
    lead.vehicle.trim() ? (plan ? `${lead.vehicle} (${plan})` : lead.vehicle) : plan,
    source,
  ]
    .map(oneLine)
    .filter(Boolean)
    .join(" · ");
  const line = `${summary} → ${adminUrl}`;
  let host = "localhost";
  try {
    host = new URL(site.url).hostname || host;
  } catch {
    // a site URL that is not a URL still gets a stable id
  }
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
      },
    },
  };
}
