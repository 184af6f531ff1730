/**
 * A lead form posted to its page's own action, as it is without JavaScript: the post itself (`submitLeadForm`, every
 * page's one action for it), the page and first touch it came from (`leadContextOf`), its key, and what the page
 * shows after it (`leadFormState`).
 */
import { data, type RouterContextProvider, redirect } from "react-router";
import { appContext, ipContext, keptContext } from "#app/context";
import type { BusinessHours } from "#domain/business-hours";
import { callBackNoticeOf, sentQuery } from "#domain/call-back";
import { ATTRIBUTION_KEYS, campaignOf } from "#domain/lead";
import { leadBody } from "#domain/lead-body";
import {
  LEAD_FORM_MESSAGES,
  type LeadFormResult,
  leadFormAnswers,
  leadFormAsks,
  leadFormFieldsOf,
  leadFormProblems,
  leadFormValues,
  type PageLead,
} from "#domain/lead-form";
import { pageQuery } from "#domain/paths";
import { HttpError } from "#server/errors";
import { ipBucket } from "#server/http/client-id";
import { landingTouchOf } from "#server/http/landing-touch";
import { submitLead } from "#server/services/leads/submit-lead";
import { businessHoursNow } from "#server/services/site/site-settings";
import { formText, readForm } from "./form-data";

/** The query parameter a page's lead form comes back with. */
type SentParam = Parameters<typeof sentQuery>[0];

/**
 * The page and first touch a lead form posted (`pageUrl`, `attribution.*`) and when its form was rendered
 * (`formStartedAt`), for the inquiry schema to check.
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
} {
  const formStartedAt = formText(form, "formStartedAt");
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

/**
 * The one action of every page with a lead form, as a browser without JavaScript posts it: the form's own checks
 * (domain/lead-form.ts), then the same body (domain/lead-body.ts), service and schema as `POST /api/inquiries`, with
 * what the page names (`lead`: its car, plan rows, quote or cars as the server reads them; null when the page's
 * thing is gone), the sender's address bucket and the page and first touch it came from. Back to the form with
 * `?inquiry=sent` (`?quote=sent` for 견적 문의), or the page again with the messages and what was typed. `form` is
 * the post when the route has read it already (to tell its forms apart).
 */
export async function submitLeadForm(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  lead: PageLead | null | Promise<PageLead | null>,
  form?: FormData,
) {
  // A body that is not a form reads as an empty one: refused with the form's messages, not a server error.
  const post = form ?? (await readForm(request)) ?? new FormData();
  const values = leadFormValues(post);
  const fail = (status: number, message: string, fieldErrors: Record<string, string> = {}) =>
    data<LeadFormResult>({ ok: false, message, fieldErrors, values }, { status });
  const page = await lead;
  if (!page) return fail(404, LEAD_FORM_MESSAGES.gone);
  // Every problem at once, the same checks as in the browser; the schema then has the final say.
  const problems = leadFormProblems(leadFormFieldsOf(post), leadFormAsks(page));
  if (Object.keys(problems).length > 0) return fail(400, LEAD_FORM_MESSAGES.check, problems);
  const ctx = context.get(appContext);
  const answers = leadFormAnswers(page);
  const body = leadBody(page, post, {
    ...leadContextOf(post, request),
    // A kept page carries no key: a script makes one per page view, and without one the same details within ten
    // minutes are one lead (a double tap, a resent form).
    idempotencyKey: formText(post, "idempotencyKey") || noScriptIdempotencyKey(),
  });
  try {
    await submitLead(ctx, body, { bucket: ipBucket(ctx, "inquiry", context.get(ipContext)), pageForm: true });
  } catch (error) {
    if (error instanceof HttpError) {
      // A field the visitor can correct is pointed at; anything else (a flood of refused posts) says what happened.
      const correctable = Object.keys(error.fieldErrors ?? {}).some((field) => field in LEAD_FORM_MESSAGES);
      return fail(error.status, correctable ? LEAD_FORM_MESSAGES.check : error.message, error.fieldErrors);
    }
    // Not the message: a failed query's text can carry the submitted name and phone number.
    const { name, code } = error as { name?: string; code?: string };
    ctx.log.error({ err: { name, code }, source: page.source }, "page lead failed");
    return fail(500, answers.failed);
  }
  return redirect(sentAddress(request, await businessHoursNow(ctx), answers), 303);
}

/**
 * The page the form was on, as the visitor had it (its cars, its query), with `?inquiry=sent` (or `?quote=sent`) and
 * the form's anchor; the answer of an earlier post is left out.
 */
function sentAddress(request: Request, hours: BusinessHours, { param, anchor }: { param: SentParam; anchor?: string }) {
  const url = new URL(request.url);
  // The query as it came, pair by pair (re-encoding would turn `cars=a,b` into `cars=a%2Cb`, another kept page).
  const kept = url.search
    .slice(1)
    .split("&")
    .filter((pair) => pair && !["inquiry", "quote", "callback", "index"].includes(pair.split("=")[0] ?? ""));
  const sent = sentQuery(param, new Date(), hours).slice(1);
  return `${url.pathname}?${[...kept, sent].join("&")}${anchor ? `#${anchor}` : ""}`;
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
