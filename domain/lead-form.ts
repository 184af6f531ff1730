/**
 * The consultation form of the pages that end a visit (a sold or deleted car, a 견적서, /compare, /saved, a search
 * that found nothing): its fields' first checks and messages, the same in the browser and in the route actions.
 * No zod here, so a page can carry the form without it; the inquiry schema (domain/inquiry.ts) has the final say.
 */
import type { LeadCar, LeadSource } from "./lead";
import { phoneProblem } from "./phone";

/** The form's anchor on every page that has it: the contact bar's 상담 button and the post's answer land here. */
export const LEAD_FORM_ID = "lead-form";

export const LEAD_FORM_MESSAGES = {
  name: "이름을 입력해주세요",
  contact: "연락처를 입력해주세요",
  vehicle: "희망 차량을 입력해주세요",
  agreed: "개인정보 수집 및 이용에 동의해주세요",
  /** Above the form when some fields need another look. */
  check: "입력하신 내용을 확인해주세요.",
  /** A page whose cars, quote or vehicle are no longer there (a tampered or stale post). */
  gone: "상담할 차량 정보를 찾을 수 없습니다. 페이지를 새로 고친 뒤 다시 신청해주세요.",
} as const;

/** What the visitor typed, as the form posts it (`agreed` is `on` when ticked). */
export interface LeadFormFields {
  name: string;
  contact: string;
  agreed: string;
  /** Only where the visitor names the car (a search that found nothing); elsewhere the page names it. */
  vehicle?: string;
}

/** One message per field that needs another look; empty when the form may be sent. */
export function leadFormProblems(fields: LeadFormFields, { asksVehicle = false } = {}): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!fields.name.trim()) problems.name = LEAD_FORM_MESSAGES.name;
  const contact = fields.contact.trim();
  const phone = contact ? phoneProblem(contact) : LEAD_FORM_MESSAGES.contact;
  if (phone) problems.contact = phone;
  if (asksVehicle && !fields.vehicle?.trim()) problems.vehicle = LEAD_FORM_MESSAGES.vehicle;
  if (fields.agreed !== "on") problems.agreed = LEAD_FORM_MESSAGES.agreed;
  return problems;
}

/** `쏘나타, 그랜저 외 2대` → the lead's 희망 차량 for a list of cars, within the schema's 100 characters. */
export function carsVehicleText(names: readonly string[]): string {
  const all = names.map((n) => n.trim()).filter(Boolean);
  for (let shown = all.length; shown > 0; shown--) {
    const text = all.slice(0, shown).join(", ") + (shown < all.length ? ` 외 ${all.length - shown}대` : "");
    if (text.length <= 100) return text;
  }
  return all[0]?.slice(0, 100) ?? "";
}

/** What the page itself says a lead is about; with JavaScript the form sends it, without it the route action adds it. */
export interface PageLead {
  source: Extract<LeadSource, "sold" | "quote-sheet" | "compare" | "saved" | "search">;
  /** The car the page names; absent where the visitor names it (a search that found nothing). */
  vehicle?: string;
  vehicleSlug?: string;
  /** A 견적서's token: the server reads the car and plan from the stored quote. */
  quoteToken?: string;
  cars?: LeadCar[];
}

/** What a page's lead form post answers when it is refused (on success it redirects back with `?inquiry=sent`). */
export interface LeadFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  /** What was typed, to fill the form again: nothing is lost to a refusal. */
  values: Record<string, string>;
}
