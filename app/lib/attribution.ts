import { ATTRIBUTION_KEYS, campaignOf, type LeadAttribution } from "#domain/lead";

/**
 * Where a visit came from, as its first page saw it: the landing path and query, the referring site's host and
 * the landing URL's `utm_*` parameters. Kept in the tab's sessionStorage (no cookie), first touch winning for
 * the visit, and sent with every lead. No dependency: the home and vehicle pages count every byte.
 */

const KEY = "rentpick:attribution";

/** Storage can be switched off or full; the visit then keeps its first touch in memory for as long as the page lives. */
let inMemory: LeadAttribution | null = null;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** What this page knows about the visit: its own URL and the page that linked to it. */
function firstTouch(): LeadAttribution {
  const touch: LeadAttribution = { landingPath: `${location.pathname}${location.search}`.slice(0, 500) };
  try {
    const referrer = document.referrer ? new URL(document.referrer) : null;
    // Our own pages (a reload, a form's answer) are not where the visit came from.
    if (referrer?.host && referrer.host !== location.host) touch.referrerHost = referrer.host;
  } catch {
    // A referrer that is not a URL says nothing.
  }
  return { ...touch, ...campaignOf(new URLSearchParams(location.search)) };
}

/** A stored first touch, read back: only the known keys with text values (the tab's storage is anyone's to edit). */
function keptTouch(value: unknown): LeadAttribution {
  const touch: LeadAttribution = {};
  if (!value || typeof value !== "object") return touch;
  for (const key of ATTRIBUTION_KEYS) {
    const text = (value as Record<string, unknown>)[key];
    if (typeof text === "string" && text) touch[key] = text.slice(0, 500);
  }
  return touch;
}

/** Records the visit's first page once; later pages of the same visit leave it as it is. Call after hydration. */
export function captureAttribution(): void {
  if (inMemory) return;
  const store = storage();
  try {
    const kept = store?.getItem(KEY);
    if (kept) {
      inMemory = keptTouch(JSON.parse(kept));
      return;
    }
  } catch {
    // Unreadable: start again from this page.
  }
  inMemory = firstTouch();
  try {
    store?.setItem(KEY, JSON.stringify(inMemory));
  } catch {
    // Full or refused: the copy in memory serves this page.
  }
}

/** The visit's first touch for a lead being sent (captured now if nothing was yet). */
export function readAttribution(): LeadAttribution {
  captureAttribution();
  return { ...inMemory };
}

/** The page a form is sent from, as a path with its query. */
export function currentPageUrl(): string {
  return `${location.pathname}${location.search}`;
}
