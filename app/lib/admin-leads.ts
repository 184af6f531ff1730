/**
 * The admin lead detail's forms as the route action reads them, and the small texts and conversions the admin
 * lead screens share. Pure, so the same code runs in the action, in the browser and in unit tests.
 */
import { formatDateTimeKo } from "#domain/datetime";
import { isLeadStatus, LEAD_STATUS_LABELS, type LeadEvent, type LeadListFilters, type LeadUpdate } from "#domain/lead";
import { SEOUL_OFFSET_MS } from "#domain/seoul-time";
import { formText } from "./form-data";

/** Which part of the lead a form changes; each is its own small form, so one failure never loses another's input. */
export const LEAD_INTENTS = ["status", "assignee", "followUp", "memo"] as const;
export type LeadIntent = (typeof LEAD_INTENTS)[number];

export const LEAD_FORM_MESSAGES = {
  memoEmpty: "메모를 입력해주세요",
  followUpEmpty: "콜백 예약 일시를 선택해주세요",
  followUpInvalid: "콜백 예약 일시를 다시 선택해주세요",
  statusInvalid: "상태를 다시 선택해주세요",
  assigneeInvalid: "담당자를 다시 선택해주세요",
  invalid: "잘못된 요청입니다.",
  saveFailed: "저장하지 못했습니다. 잠시 후 다시 시도해주세요.",
  offline: "서버에 연결할 수 없습니다. 네트워크 상태를 확인한 뒤 다시 저장해주세요.",
  signedOut: "로그인이 만료되어 저장하지 못했습니다. 새 탭에서 다시 로그인한 뒤 저장해주세요.",
} as const;

/** What the lead route's action answers; a failure echoes the memo so the typed text survives a reload without JS. */
export type LeadActionResult =
  | { ok: true; intent: LeadIntent }
  | { ok: false; intent: LeadIntent | null; message: string; fieldErrors?: Record<string, string>; memo?: string };

/** `2026-11-25T10:00` (a datetime-local value, Seoul wall time) for a stored instant; empty for none. */
export function seoulInputValue(iso: string | null | undefined): string {
  if (!iso) return "";
  const time = Date.parse(iso);
  return Number.isNaN(time) ? "" : new Date(time + SEOUL_OFFSET_MS).toISOString().slice(0, 16);
}

const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** A datetime-local value read as Seoul time (staff work in Seoul whatever the computer's zone), as an ISO instant. */
export function seoulInputToIso(value: string): string | null {
  const m = LOCAL_TIME.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi] = m.slice(1).map(Number) as [number, number, number, number, number];
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  const check = new Date(wall);
  if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d || h > 23 || mi > 59) return null;
  return new Date(wall - SEOUL_OFFSET_MS).toISOString();
}

/** One submitted form as the `LeadUpdate` the PATCH service takes, or the Korean message of what is wrong. */
export function leadUpdateFromForm(
  form: FormData,
): { intent: LeadIntent; update: LeadUpdate } | { intent: LeadIntent | null; error: string; field?: string } {
  const intent = formText(form, "intent");
  switch (intent) {
    case "status": {
      const status = formText(form, "status");
      return isLeadStatus(status)
        ? { intent, update: { status } }
        : { intent, error: LEAD_FORM_MESSAGES.statusInvalid, field: "status" };
    }
    case "assignee": {
      const raw = formText(form, "assigneeId").trim();
      if (raw === "") return { intent, update: { assigneeId: null } };
      return /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647
        ? { intent, update: { assigneeId: Number(raw) } }
        : { intent, error: LEAD_FORM_MESSAGES.assigneeInvalid, field: "assigneeId" };
    }
    case "followUp": {
      if (formText(form, "clear")) return { intent, update: { followUpAt: null } };
      const raw = formText(form, "followUpAt").trim();
      if (!raw) return { intent, error: LEAD_FORM_MESSAGES.followUpEmpty, field: "followUpAt" };
      const at = seoulInputToIso(raw);
      return at
        ? { intent, update: { followUpAt: at } }
        : { intent, error: LEAD_FORM_MESSAGES.followUpInvalid, field: "followUpAt" };
    }
    case "memo": {
      const memo = formText(form, "memo").trim();
      return memo ? { intent, update: { memo } } : { intent, error: LEAD_FORM_MESSAGES.memoEmpty, field: "memo" };
    }
    default:
      return { intent: null, error: LEAD_FORM_MESSAGES.invalid };
  }
}

/** The list's query for some filters: `?tab=inquiries&status=…`, empty values left out, always from page 1. */
export function leadListHref(filters: LeadListFilters): string {
  const params = new URLSearchParams({ tab: "inquiries" });
  for (const key of ["view", "status", "source", "from", "to", "assignee", "q"] as const) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  return `?${params}`;
}

/** `42.9%` of the previous step; a dash when the previous step had nobody. */
export function conversionText(from: number, to: number): string {
  if (from <= 0) return "–";
  const rate = (to / from) * 100;
  return `${rate >= 10 || rate === 0 ? Math.round(rate) : rate.toFixed(1)}%`;
}

/** A call-back time that has passed (shown 지남 in red). */
export function isOverdue(followUpAt: string | null, now: string | number | Date): boolean {
  if (!followUpAt) return false;
  return Date.parse(followUpAt) < new Date(now).getTime();
}

/** A history entry as staff read it: what changed, from → to, in Korean. Owner values are user ids. */
export type LeadHistoryEvent = LeadEvent & { fromName?: string | null; toName?: string | null };

const EVENT_TITLES: Record<LeadEvent["kind"], string> = {
  status: "상태 변경",
  assignee: "담당자 변경",
  follow_up: "콜백 예약",
  memo: "메모 추가",
};

export function leadEventTitle(event: LeadEvent): string {
  if (event.kind === "follow_up" && !event.toValue) return "콜백 예약 해제";
  return EVENT_TITLES[event.kind];
}

/** `신규 → 상담중`, `없음 → 김담당`; null for a memo (its text is shown as it is). */
export function leadEventChange(
  event: LeadHistoryEvent,
  ownerName: (id: string) => string | undefined,
): { from: string; to: string } | null {
  switch (event.kind) {
    case "status": {
      const label = (v: string | null) => (v && isLeadStatus(v) ? LEAD_STATUS_LABELS[v] : (v ?? "없음"));
      return { from: label(event.fromValue), to: label(event.toValue) };
    }
    case "assignee": {
      const name = (v: string | null, named: string | null | undefined) =>
        v ? (named ?? ownerName(v) ?? `#${v}`) : "없음";
      return { from: name(event.fromValue, event.fromName), to: name(event.toValue, event.toName) };
    }
    case "follow_up": {
      const when = (v: string | null) => (v ? formatDateTimeKo(v) || v : "없음");
      return { from: when(event.fromValue), to: when(event.toValue) };
    }
    case "memo":
      return null;
  }
}
