/**
 * A lead form posted to its page's own action, as it is without JavaScript: the page and first touch it came from
 * (`leadContextOf`), its key, the post itself (`submitLeadForm`) and what the page shows after it (`leadFormState`).
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext, ipContext, keptContext } from "#app/context";
import type { BusinessHours } from "#domain/business-hours";
import { callBackNoticeOf, sentQuery } from "#domain/call-back";
import { INQUIRY_FAILED } from "#domain/inquiry-text";
import { ATTRIBUTION_KEYS, campaignOf } from "#domain/lead";
import {
  LEAD_FORM_ID,
  LEAD_FORM_MESSAGES,
  type LeadFormResult,
  leadFormFieldsOf,
  leadFormProblems,
  type PageLead,
} from "#domain/lead-form";
import { pageQuery } from "#domain/paths";
import { HttpError } from "#server/errors";
import { ipBucket } from "#server/http/client-id";
import { landingTouchOf } from "#server/http/landing-touch";
import { submitLead } from "#server/services/leads/submit-lead";
import { businessHoursNow } from "#server/services/site/site-settings";
import { formText } from "./form-data";

/**
 * The page and first touch a lead form posted (`pageUrl`, `attribution.*`), when its form was rendered
 * (`formStartedAt`), and the optional 상담 희망 시간 and 고객 유형, for the inquiry schema to check.
 * Without JavaScript nothing fills the first touch: the landing the server kept for the visit (landing-touch.ts)
 * stands for it, and without one the campaign parameters of the page the form was on. A kept page is the same for every visitor, campaign
 * tags left out (domain/paths.ts `keptPageUrl`), so its form names the page without them: the browser's
 * Referer of the post, when it is that same page of this site, gives the address as the visitor had it.
 */
export function leadContextOf(
  form: FormData,
  request?: Request,
): {
  pageUrl?: string;
  attribution?: Record<string, string>;
  formStartedAt?: string;
  callTime?: string;
  customerType?: string;
} {
  const formStartedAt = formText(form, "formStartedAt");
  // 상담 희망 시간 and 고객 유형 (LeadPreferenceFields): optional on every form; the schema reads an unknown one as none.
  const callTime = formText(form, "callTime");
  const customerType = formText(form, "customerType");
  let pageUrl = formText(form, "pageUrl").slice(0, 500);
  const referred = sameSiteReferer(request);
  if (referred && pageUrl && referred.pathname === new URL(pageUrl, "http://site.invalid").pathname)
    pageUrl = `${referred.pathname}${referred.search}`.slice(0, 500);
  const attribution: Record<string, string> = {};
  for (const key of ATTRIBUTION_KEYS) {
    const value = formText(form, `attribution.${key}`);
    if (value.trim()) attribution[key] = value;
  }
  if (Object.keys(attribution).length === 0) Object.assign(attribution, landingTouchOf(request?.headers.get("cookie")));
  if (Object.keys(attribution).length === 0 && pageUrl) {
    try {
      Object.assign(attribution, campaignOf(new URL(pageUrl, "http://site.invalid").searchParams));
    } catch {
      // Not a URL: no campaign to read.
    }
  }
  return {
    ...(pageUrl ? { pageUrl } : {}),
    ...(Object.keys(attribution).length > 0 ? { attribution } : {}),
    ...(formStartedAt ? { formStartedAt } : {}),
    ...(callTime ? { callTime } : {}),
    ...(customerType ? { customerType } : {}),
  };
}

/**
 * The key of a post made without JavaScript (the page, shared by every visitor, carries none): the same
 * details sent twice within ten minutes, a double tap or a resent form, are stored once, and a later repeat
 * is a new lead (linked as 재문의).
 */
export function noScriptIdempotencyKey(now = Date.now()): string {
  return `noscript:${Math.floor(now / 600_000)}`;
}

/** The page of this site a post came from, per its Referer (same origin only). */
function sameSiteReferer(request: Request | undefined): URL | null {
  const referer = request?.headers.get("referer");
  if (!request || !referer || !URL.canParse(referer)) return null;
  const from = new URL(referer);
  return from.origin === new URL(request.url).origin ? from : null;
}

const TYPED = ["name", "contact", "vehicle", "region", "agreed", "callTime", "customerType"] as const;

/**
 * The lead form (app/components/lead/LeadForm.tsx) posted without JavaScript to the page it is on: the form's own
 * checks (domain/lead-form.ts), then the same service and schema as `POST /api/inquiries`, with the car, quote or
 * cars as the page names them (`lead`; null when the page's thing is gone). Back to the form with `?inquiry=sent`,
 * or the page again with the messages and what was typed.
 */
export async function submitLeadForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: FormData,
  lead: PageLead | null,
) {
  const values = Object.fromEntries(TYPED.map((name) => [name, formText(form, name)]));
  const fail = (status: number, message: string, fieldErrors: Record<string, string> = {}) =>
    data<LeadFormResult>({ ok: false, message, fieldErrors, values }, { status });
  if (!lead) return fail(404, LEAD_FORM_MESSAGES.gone);
  const asksVehicle = lead.vehicle === undefined;
  const problems = leadFormProblems(leadFormFieldsOf(form), { asksVehicle });
  if (Object.keys(problems).length > 0) return fail(400, LEAD_FORM_MESSAGES.check, problems);
  const ctx = context.get(appContext);
  const input = {
    name: values.name,
    contact: values.contact,
    region: values.region,
    vehicle: asksVehicle ? values.vehicle : lead.vehicle,
    source: lead.source,
    ...(lead.vehicleSlug ? { vehicleSlug: lead.vehicleSlug } : {}),
    ...(lead.quoteToken ? { quoteToken: lead.quoteToken } : {}),
    ...(lead.cars?.length ? { cars: lead.cars } : {}),
    ...leadContextOf(form, request),
    website: formText(form, "website"),
    // A kept page carries no key: a script makes one per page view, and without one the same details within ten
    // minutes are one lead (a double tap, a resent form).
    idempotencyKey: formText(form, "idempotencyKey") || noScriptIdempotencyKey(),
  };
  try {
    await submitLead(ctx, input, { bucket: ipBucket(ctx, "inquiry", context.get(ipContext)), pageForm: true });
  } catch (error) {
    if (error instanceof HttpError) {
      // A field the visitor can correct is pointed at; anything else says what happened.
      const correctable = Object.keys(error.fieldErrors ?? {}).some((field) => field in LEAD_FORM_MESSAGES);
      return fail(error.status, correctable ? LEAD_FORM_MESSAGES.check : error.message, error.fieldErrors);
    }
    // Not the message: a failed query's text can carry the submitted name and phone number.
    const { name, code } = error as { name?: string; code?: string };
    ctx.log.error({ err: { name, code }, source: lead.source }, "page lead failed");
    return fail(500, INQUIRY_FAILED);
  }
  return redirect(sentAddress(request, await businessHoursNow(ctx)), 303);
}

/** The page the form was on, as the visitor had it (its cars, its query), with `?inquiry=sent` and the form's anchor. */
function sentAddress(request: Request, hours: BusinessHours): string {
  const url = new URL(request.url);
  // The query as it came, pair by pair (re-encoding would turn `cars=a,b` into `cars=a%2Cb`, another kept page).
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair && !["inquiry", "callback", "index"].includes(pair.split("=")[0] ?? ""));
  const sent = sentQuery("inquiry", new Date(), hours).slice(1);
  return `${url.pathname}?${[...kept, sent].join("&")}#${LEAD_FORM_ID}`;
}

/**
 * What a page's loader gives its lead form, read from the address only (the page is kept for every visitor): the
 * answer of a post that came back `sent`, and when the form was rendered where the page is not kept (a post
 * sooner than a person could type is held; a kept render's time would say nothing of its visitors').
 */
export function leadFormState(request: Request, context: Readonly<RouterContextProvider>) {
  const query = pageQuery(request);
  return {
    sent: query.get("inquiry") === "sent",
    notice: callBackNoticeOf(query.get("callback")),
    startedAt: context.get(keptContext) ? undefined : Date.now(),
  };
}
