import {
  ATTRIBUTION_KEYS,
  CALL_TIMES,
  CUSTOMER_TYPES,
  FORM_LEAD_SOURCES,
  LEAD_CARS_MAX,
  type LeadAttribution,
  type LeadCar,
  type LeadPlan,
} from "./lead";
import { LEAD_FORM_MESSAGES, LEAD_NAME_MAX, LEAD_VEHICLE_MAX } from "./lead-form";
import { phoneField as phone } from "./phone-field";
import { z } from "./zod";

/**
 * Spam bots fill every field; people never see this one. Filled, it is not refused: the lead is held as 스팸 의심
 * and the sender is answered as if it went through (server/services/leads/lead-intake.ts).
 */
const honeypot = z.string().max(2000, "잘못된 요청입니다.").optional();
const idempotencyKey = z.string().trim().min(8).max(100).optional();

/**
 * When the form was shown (`formStartedAt`: the server's clock in ms, written into the page) or how long the
 * visitor spent on it (`fillMs`: measured by the page's script). Never refused, since no lead is lost over them:
 * anything that is not a whole number reads as absent.
 */
const fillTime = z
  .unknown()
  .transform((value) => {
    const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
    return /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
  })
  .optional();

const planText = (max: number) =>
  z.string({ error: "선택한 요금제를 다시 선택해주세요" }).trim().max(max, "선택한 요금제를 다시 선택해주세요");

/** The selected price row, as the vehicle page showed it. */
export const planSchema = z.object({
  period: planText(30),
  deposit: planText(50),
  monthly: planText(50),
  totalKm: planText(30).default(""),
  instalment: planText(30).optional(),
}) satisfies z.ZodType<LeadPlan, unknown>;

/** Each value is free text from a URL; long or odd ones are cut rather than refused, so a lead is never lost over them. */
const attributionValue = z
  .unknown()
  .transform((v) => (typeof v === "string" ? v.trim().slice(0, 200) : undefined))
  .optional();

export const attributionSchema = z
  .object(
    Object.fromEntries(ATTRIBUTION_KEYS.map((k) => [k, attributionValue])) as Record<
      (typeof ATTRIBUTION_KEYS)[number],
      typeof attributionValue
    >,
  )
  .transform((a): LeadAttribution => Object.fromEntries(Object.entries(a).filter(([, v]) => v)) as LeadAttribution)
  .catch({});

/** `https://host/vehicles/x?utm_source=y` → `/vehicles/x?utm_source=y`; a path stays as it is. */
function pathOf(value: string): string {
  if (!value) return value;
  try {
    const url = new URL(value, "http://site.invalid");
    return `${url.pathname}${url.search}`.slice(0, 500);
  } catch {
    return "";
  }
}

/** A choice the form offers; anything else (an old page, a tampered form) reads as not chosen, never refused. */
const optionalChoice = <T extends readonly [string, ...string[]]>(values: T) =>
  z
    .unknown()
    .transform((v) =>
      typeof v === "string" && (values as readonly string[]).includes(v) ? (v as T[number]) : undefined,
    )
    .optional();

/** 상담 희망 시간 and 고객 유형, optional on every lead form. */
const callPreference = {
  callTime: optionalChoice(CALL_TIMES),
  customerType: optionalChoice(CUSTOMER_TYPES),
};

/** The 견적서 a lead was sent from: its token as in `/quote/{token}`; anything else reads as absent. */
const quoteToken = z
  .unknown()
  .transform((v) => (typeof v === "string" && /^[A-Za-z0-9_-]{8,64}$/.test(v.trim()) ? v.trim() : undefined))
  .optional();

/** The cars of `/compare` or `/saved`: kept when well formed, cut to LEAD_CARS_MAX, dropped (not refused) otherwise. */
const leadCars = z
  .array(z.object({ slug: z.string().trim().min(1).max(200), name: z.string().trim().min(1).max(100) }))
  .transform((cars): LeadCar[] | undefined => (cars.length > 0 ? cars.slice(0, LEAD_CARS_MAX) : undefined))
  .optional()
  .catch(undefined);

/** `POST /api/inquiries` and the home quick form (same rules on both sides). */
export const inquirySchema = z.object({
  name: z
    .string({ error: LEAD_FORM_MESSAGES.name })
    .trim()
    .min(1, LEAD_FORM_MESSAGES.name)
    .max(LEAD_NAME_MAX, LEAD_FORM_MESSAGES.nameTooLong),
  contact: phone(LEAD_FORM_MESSAGES.contact),
  region: z.string().trim().max(50, "운전자 연령을 다시 선택해주세요").default(""),
  vehicle: z
    .string({ error: LEAD_FORM_MESSAGES.vehicle })
    .trim()
    .min(1, LEAD_FORM_MESSAGES.vehicle)
    .max(LEAD_VEHICLE_MAX, LEAD_FORM_MESSAGES.vehicleTooLong),
  /** Which form sent it (domain/lead.ts FORM_LEAD_SOURCES). */
  source: z.enum(FORM_LEAD_SOURCES, { error: "잘못된 요청입니다." }).default("home"),
  /** The price row the visitor had selected (quote form). */
  plan: planSchema.optional(),
  vehicleSlug: z.string().trim().max(200, "잘못된 요청입니다.").optional(),
  /** The page the form was sent from, as a path (an absolute URL is cut to its path). */
  pageUrl: z.string().trim().max(500, "잘못된 요청입니다.").transform(pathOf).optional(),
  attribution: attributionSchema.optional(),
  ...callPreference,
  quoteToken,
  cars: leadCars,
  website: honeypot,
  formStartedAt: fillTime,
  fillMs: fillTime,
  idempotencyKey,
});

/** `POST /api/quote-requests` (the separate quote form of docs/spec/customer-site.md §7). */
export const quoteRequestSchema = z.object({
  customerName: z
    .string({ error: "이름을 입력해주세요" })
    .trim()
    .min(1, "이름을 입력해주세요")
    .max(30, "이름은 30자 이내로 입력해주세요"),
  customerPhone: phone("연락처를 입력해주세요"),
  specialOptions: z.string().trim().max(200).default(""),
  agreeToPrivacy: z.literal(true, { error: "개인정보 수집 및 이용에 동의해주세요" }),
  ...callPreference,
  website: honeypot,
  formStartedAt: fillTime,
  fillMs: fillTime,
  idempotencyKey,
});
