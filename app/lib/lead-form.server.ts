import { ATTRIBUTION_KEYS } from "#domain/lead";

const UTM: Record<string, string> = {
  utm_source: "utmSource",
  utm_medium: "utmMedium",
  utm_campaign: "utmCampaign",
  utm_term: "utmTerm",
  utm_content: "utmContent",
};

/** The posted form, or null when the body is not one (JSON, plain text, a broken multipart body): a 400, not a 500. */
export async function readForm(request: Request): Promise<FormData | null> {
  try {
    return await request.formData();
  } catch {
    return null;
  }
}

/** A text field of a posted form; anything else (a file, nothing) is empty. */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

/**
 * The page and first touch a lead form posted (`pageUrl`, `attribution.*`), when its form was rendered
 * (`formStartedAt`), and the optional 상담 희망 시간 and 고객 유형, for the inquiry schema to check.
 * Without JavaScript nothing fills the first touch; the campaign parameters of the page the form was on are
 * then the best account of where the visitor came from. A kept page is the same for every visitor, campaign
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
  if (Object.keys(attribution).length === 0 && pageUrl) {
    try {
      const params = new URL(pageUrl, "http://site.invalid").searchParams;
      for (const [param, key] of Object.entries(UTM)) {
        const value = params.get(param);
        if (value?.trim()) attribution[key] = value;
      }
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
