/**
 * Every lead form's fields (the home page's 빠른 상담 신청, the vehicle page's 견적 문의 and its dialog, and the
 * consultation form of the pages that end a visit: a sold or deleted car, a 견적서, /compare, /saved, a search that
 * found nothing): their first checks and messages, the same in the browser and in the route actions. No zod here,
 * so a page can carry its form without it; the inquiry schema (domain/inquiry.ts) has the final say, with the
 * same limits and messages.
 */
import type { LeadCar, LeadSource } from "./lead";
import { phoneProblem } from "./phone";

/** The form's anchor on every page that has it: the contact bar's 상담 button and the post's answer land here. */
export const LEAD_FORM_ID = "lead-form";

/** The longest name and 희망 차량 a lead keeps. */
export const LEAD_NAME_MAX = 30;
export const LEAD_VEHICLE_MAX = 100;

export const LEAD_FORM_MESSAGES = {
  name: "이름을 입력해주세요",
  nameTooLong: `이름은 ${LEAD_NAME_MAX}자 이내로 입력해주세요`,
  contact: "연락처를 입력해주세요",
  vehicle: "희망 차량을 입력해주세요",
  vehicleTooLong: `희망 차량은 ${LEAD_VEHICLE_MAX}자 이내로 입력해주세요`,
  region: "운전자 연령을 선택해주세요",
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
  /** Only where the visitor names the car (the home form, a search that found nothing); elsewhere the page does. */
  vehicle?: string;
  /** 운전자 연령, where the form asks it (the quote forms). */
  region?: string;
}

/** Which of the optional fields a form asks, and so requires. */
export interface LeadFormAsks {
  asksVehicle?: boolean;
  asksAge?: boolean;
}

/** One message per field that needs another look; empty when the form may be sent. */
export function leadFormProblems(
  fields: LeadFormFields,
  { asksVehicle = false, asksAge = false }: LeadFormAsks = {},
): Record<string, string> {
  const problems: Record<string, string> = {};
  const name = fields.name.trim();
  if (!name) problems.name = LEAD_FORM_MESSAGES.name;
  else if (name.length > LEAD_NAME_MAX) problems.name = LEAD_FORM_MESSAGES.nameTooLong;
  const contact = fields.contact.trim();
  const phone = contact ? phoneProblem(contact) : LEAD_FORM_MESSAGES.contact;
  if (phone) problems.contact = phone;
  if (asksVehicle) {
    const vehicle = fields.vehicle?.trim() ?? "";
    if (!vehicle) problems.vehicle = LEAD_FORM_MESSAGES.vehicle;
    else if (vehicle.length > LEAD_VEHICLE_MAX) problems.vehicle = LEAD_FORM_MESSAGES.vehicleTooLong;
  }
  if (asksAge && !fields.region?.trim()) problems.region = LEAD_FORM_MESSAGES.region;
  if (fields.agreed !== "on") problems.agreed = LEAD_FORM_MESSAGES.agreed;
  return problems;
}

/** The fields `leadFormProblems` reads, from a posted or submitted form. */
export function leadFormFieldsOf(data: { get(name: string): unknown }): LeadFormFields {
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  return {
    name: text("name"),
    contact: text("contact"),
    agreed: text("agreed"),
    vehicle: text("vehicle"),
    region: text("region"),
  };
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
