/**
 * Leads (consultation and quote requests) as staff work them: where they came from, what the visitor chose,
 * and the status they move through to a contract. Constants only, so pages can show them without zod.
 */

import type { FunnelRateStep } from "./lead-funnel";
import { formatMonthly } from "./pricing";

/** What the lead page and the lead API say when no lead has the id. */
export const LEAD_NOT_FOUND = "문의를 찾을 수 없습니다.";

export const LEAD_STATUSES = ["new", "consulting", "contracted", "on_hold", "closed"] as const;
export type LeadStatus = (typeof LEAD_STATUSES)[number];

export const LEAD_STATUS_LABELS: Record<LeadStatus, string> = {
  new: "신규",
  consulting: "상담중",
  contracted: "계약완료",
  on_hold: "보류",
  closed: "종료",
};

export function isLeadStatus(value: unknown): value is LeadStatus {
  return typeof value === "string" && (LEAD_STATUSES as readonly string[]).includes(value);
}

/**
 * Which form a lead came from: the home quick form, a vehicle page's quote form, `POST /api/quote-requests`, the
 * page of a sold or deleted car, a shared 견적서, `/compare`, `/saved`, or a search that found nothing.
 */
export const LEAD_SOURCES = [
  "home",
  "quote",
  "quote-request",
  "sold",
  "quote-sheet",
  "compare",
  "saved",
  "search",
] as const;
export type LeadSource = (typeof LEAD_SOURCES)[number];

export const LEAD_SOURCE_LABELS: Record<LeadSource, string> = {
  home: "빠른 상담",
  quote: "견적 문의",
  "quote-request": "견적 요청",
  sold: "판매완료 차량",
  "quote-sheet": "견적서 상담",
  compare: "비교 상담",
  saved: "찜한 차량 상담",
  search: "검색 상담",
};

/** The sources a public lead form (`POST /api/inquiries` and the pages' own forms) may name. */
export const FORM_LEAD_SOURCES = [
  "home",
  "quote",
  "sold",
  "quote-sheet",
  "compare",
  "saved",
  "search",
] as const satisfies readonly LeadSource[];

/** 상담 희망 시간: when the customer would like the call (optional on every lead form). */
export const CALL_TIMES = ["now", "morning", "afternoon", "evening"] as const;
export type CallTime = (typeof CALL_TIMES)[number];
export const CALL_TIME_LABELS: Record<CallTime, string> = {
  now: "지금 바로",
  morning: "오전",
  afternoon: "오후",
  evening: "저녁",
};

/** 고객 유형: who would sign (optional on every lead form); it decides the documents and the tax handling. */
export const CUSTOMER_TYPES = ["individual", "sole-proprietor", "corporation"] as const;
export type CustomerType = (typeof CUSTOMER_TYPES)[number];
export const CUSTOMER_TYPE_LABELS: Record<CustomerType, string> = {
  individual: "개인",
  "sole-proprietor": "개인사업자",
  corporation: "법인",
};

/** `오후 · 법인` for lists, exports and alerts; empty when the customer chose neither. */
export function callPreferenceText(lead: { callTime?: CallTime | null; customerType?: CustomerType | null }): string {
  return [
    lead.callTime ? CALL_TIME_LABELS[lead.callTime] : "",
    lead.customerType ? CUSTOMER_TYPE_LABELS[lead.customerType] : "",
  ]
    .filter(Boolean)
    .join(" · ");
}

/** A car a lead was sent about from a list of several (`/compare`, `/saved`). */
export interface LeadCar {
  slug: string;
  name: string;
}

/** How many cars a lead carries at most (the compare tray holds 4; the saved list is cut here). */
export const LEAD_CARS_MAX = 12;

/** The price row the visitor had selected, as the vehicle page showed it (texts as the listing stores them). */
export interface LeadPlan {
  period: string;
  deposit: string;
  monthly: string;
  totalKm: string;
  /** The deposit instalment split the visitor asked for, e.g. `50:50`. */
  instalment?: string;
}

/**
 * First touch of the visit that sent the lead: kept in the visitor's tab (sessionStorage) when scripts run; without
 * them, the landing page's campaign tags are kept by the server in a visit cookie (server/http/landing-touch.ts).
 */
export interface LeadAttribution {
  landingPath?: string;
  referrerHost?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
}

export const ATTRIBUTION_KEYS = [
  "landingPath",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
] as const;

/** The `utm_*` parameters of a URL's query, as attribution (`utm_source` → `utmSource`), each trimmed to 200 characters. */
export function campaignOf(params: URLSearchParams): LeadAttribution {
  const campaign: LeadAttribution = {};
  for (const key of ATTRIBUTION_KEYS) {
    if (!key.startsWith("utm")) continue;
    const value = params.get(key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))?.trim();
    if (value) campaign[key] = value.slice(0, 200);
  }
  return campaign;
}

/** A second inquiry from the same phone number within this many days is linked to the earlier one (재문의). */
export const REPEAT_WINDOW_DAYS = 30;

/** `36개월 · 무보증 · 월 57만 3천원 · 연 2만km` for lists, exports and alerts. */
export function leadPlanText(plan: LeadPlan | null | undefined): string {
  if (!plan) return "";
  const parts = [
    plan.period,
    plan.deposit,
    formatMonthly(plan.monthly, ""),
    plan.totalKm ? `연 ${plan.totalKm}` : "",
    plan.instalment ? `보증금 분납 ${plan.instalment}` : "",
  ];
  return parts
    .map((p) => p.trim())
    .filter(Boolean)
    .join(" · ");
}

/** `google / cpc / 봄맞이` for lists and exports; empty when the visit had no campaign. */
export function campaignText(a: LeadAttribution | null | undefined): string {
  if (!a) return "";
  return [a.utmSource, a.utmMedium, a.utmCampaign].filter(Boolean).join(" / ");
}

/**
 * One row of the lead list (`GET /api/inquiries` items and the admin 문의 관리 tab). The fields of
 * docs/spec/admin-and-partners.md §3 come first.
 */
export interface LeadListItem {
  id: number;
  name: string;
  /** Digits, as stored. */
  contact: string;
  /** The driver age bracket (the field name `region` of docs/spec/customer-site.md §3). */
  region: string;
  vehicle: string;
  createdAt: string;
  source: LeadSource;
  status: LeadStatus;
  /** The latest memo. */
  memo: string | null;
  plan: LeadPlan | null;
  attribution: LeadAttribution | null;
  vehicleSlug: string | null;
  assigneeId: number | null;
  /** The owner's display name (or login id). */
  assigneeName: string | null;
  followUpAt: string | null;
  /** The earlier lead this one repeats (재문의). */
  repeatOfId: number | null;
  callTime: CallTime | null;
  customerType: CustomerType | null;
  /** The 견적서 the lead was sent from (`/quote/{token}`). */
  quoteToken: string | null;
  /** The cars looked at together (`/compare`, `/saved`). */
  cars: LeadCar[] | null;
  /** False for a stored number that fails today's phone rule (shown flagged, never hidden). */
  contactValid: boolean;
}

/** One entry of a lead's history. */
export interface LeadEvent {
  id: number;
  kind: "status" | "memo" | "assignee" | "follow_up";
  fromValue: string | null;
  toValue: string | null;
  /** Owner changes: the owners' names (the values are their user ids). */
  fromName?: string | null;
  toName?: string | null;
  actorName: string | null;
  createdAt: string;
}

/** `GET /api/inquiries/{id}`: everything captured, the history, and the other leads from the same number. */
export interface LeadDetail extends LeadListItem {
  pageUrl: string | null;
  updatedAt: string;
  history: LeadEvent[];
  /** Every other lead from the same number, newest first (재문의 links both ways). */
  related: { id: number; createdAt: string; source: LeadSource; status: LeadStatus; vehicle: string }[];
}

/** The filters of the lead list, all optional, as query parameters of `GET /api/inquiries` and `/admin?tab=inquiries`. */
export interface LeadListFilters {
  status?: LeadStatus;
  source?: LeadSource;
  /** Seoul days, `2026-11-01`, inclusive. */
  from?: string;
  to?: string;
  /** An admin's user id, or `me`. */
  assignee?: string;
  /** `due`: 오늘 콜백, call-backs due by the end of today, overdue first. */
  view?: "due";
  q?: string;
}

/** `PATCH /api/inquiries/{id}`: any of these; null clears the owner or the call-back. */
export interface LeadUpdate {
  status?: LeadStatus;
  memo?: string;
  assigneeId?: number | null;
  followUpAt?: string | null;
}

/**
 * The last 30 days' funnel on the dashboard: visitors and vehicle-page visitors (each day's distinct ones,
 * added up), quote dialogs opened, leads and contracts, with each step's share of the step before it
 * (`funnelRates` in `domain/lead-funnel.ts`). Vehicle-page views are shown beside their visitors.
 */
export interface LeadFunnel {
  visitors: number;
  vehicleVisitors: number;
  vehiclePageViews: number;
  quoteOpens: number;
  leads: number;
  contracts: number;
  rates: Record<FunnelRateStep, number | null>;
  bySource: { source: LeadSource; leads: number; contracts: number }[];
  byCampaign: { campaign: string; leads: number; contracts: number }[];
}
