/**
 * Every lead form's fields (the home page's 빠른 상담 신청, the vehicle page's 견적 문의 and its dialog, and the
 * consultation form of the pages that end a visit: a sold or deleted car, a 견적서, /compare, /saved, a search that
 * found nothing): their first checks and messages, the same in the browser and in the route actions. No zod here,
 * so a page can carry its form without it; the inquiry schema (domain/inquiry.ts) has the final say, with the
 * same limits and messages.
 */
import { INQUIRY_FAILED, INQUIRY_SENT, QUOTE_FAILED, QUOTE_SENT } from "./inquiry-text";
import type { LeadCar, LeadSource } from "./lead";
import { phoneProblem } from "./phone";
import type { PriceRow } from "./vehicle";

/** The form's anchor on every page that has it: the contact bar's 상담 button and the post's answer land here. */
export const LEAD_FORM_ID = "lead-form";
/** The vehicle page's 견적 문의 section: its contact bar's button and its post's answer land here. */
export const QUOTE_FORM_ID = "quote";

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

/**
 * What the page itself says a lead is about; with JavaScript the form sends it, without it the route action adds it.
 * The same value serves both (`leadBody`, domain/lead-body.ts), so the two can never send different leads.
 */
export interface PageLead {
  source: Extract<LeadSource, "home" | "quote" | "sold" | "quote-sheet" | "compare" | "saved" | "search">;
  /** The car the page names; absent where the visitor names it (the home form, a search that found nothing). */
  vehicle?: string;
  vehicleSlug?: string;
  /** A 견적서's token: the server reads the car and plan from the stored quote. */
  quoteToken?: string;
  cars?: LeadCar[];
  /** A 견적 문의: the listing's price rows, of which the form names one (`plan`), and the deposit splits it allows. */
  plans?: { rows: readonly PriceRow[]; depositInstallment: string };
}

/** The vehicle a 견적 문의 is about, as its page has it. */
export interface QuotedVehicle {
  name: string;
  slug: string;
  priceInfo: readonly PriceRow[];
  /** Which deposit splits the listing allows (`depositInstallment`). */
  depositInstallment: string;
}

/** 견적 문의 on a listed car's page (its own form or the contact bar's dialog): the car, and a plan among its rows. */
export function quoteLead(vehicle: QuotedVehicle): PageLead {
  return {
    source: "quote",
    vehicle: vehicle.name.trim() || "차량명 없음",
    vehicleSlug: vehicle.slug,
    plans: { rows: vehicle.priceInfo, depositInstallment: vehicle.depositInstallment },
  };
}

/** The home page's 빠른 상담 신청: the visitor names the car. */
export const HOME_LEAD: PageLead = { source: "home" };

/** A sold or deleted car's page: the visitor came for this car, so the lead names it and staff offer one like it. */
export function soldLead(vehicle: { name: string; slug: string }): PageLead {
  return { source: "sold", vehicle: vehicle.name.trim() || "차량명 없음", vehicleSlug: vehicle.slug };
}

/** What the form asks, and so requires: the car where the page names none, the driver's age on a 견적 문의. */
export function leadFormAsks(lead: PageLead): LeadFormAsks {
  return { asksVehicle: lead.vehicle === undefined, asksAge: lead.source === "quote" };
}

/**
 * What a lead form says once sent or when sending failed, and where the answer of its post without JavaScript lands:
 * a 견적 문의 speaks of a quote and comes back with `?quote=sent` to its section; every other form of a consultation,
 * with `?inquiry=sent`, to the page's lead form (the home page's quick form stands at the top: no anchor).
 */
export function leadFormAnswers(lead: Pick<PageLead, "source">) {
  return lead.source === "quote"
    ? { sent: QUOTE_SENT, failed: QUOTE_FAILED, param: "quote" as const, anchor: QUOTE_FORM_ID }
    : {
        sent: INQUIRY_SENT,
        failed: INQUIRY_FAILED,
        param: "inquiry" as const,
        anchor: lead.source === "home" ? undefined : LEAD_FORM_ID,
      };
}

/** Every field a lead form posts that a refused post fills in again: nothing typed is lost to a refusal. */
const TYPED_FIELDS = [
  "name",
  "contact",
  "vehicle",
  "region",
  "agreed",
  "callTime",
  "customerType",
  "plan",
  "instalment",
] as const;

/** What was typed into a posted lead form, to show it again. */
export function leadFormValues(data: { get(name: string): unknown }): Record<string, string> {
  return Object.fromEntries(
    TYPED_FIELDS.map((name) => {
      const value = data.get(name);
      return [name, typeof value === "string" ? value : ""];
    }),
  );
}

/** What a page's lead form post answers when it is refused (on success it redirects back with `?inquiry=sent`). */
export interface LeadFormResult {
  ok: false;
  message: string;
  fieldErrors: Record<string, string>;
  /** What was typed, to fill the form again: nothing is lost to a refusal. */
  values: Record<string, string>;
}
