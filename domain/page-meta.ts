/**
 * What every public page gives search engines and link previews besides its own text: the lengths they
 * show, and the site's share image and logo (files in public/).
 */

/** The preview image of a page without one of its own (KakaoTalk and some crawlers read PNG, not WebP or SVG). */
export const SHARE_IMAGE = { path: "/og-image.png", width: 1200, height: 630 } as const;

/** The square logo of the Organization in the home page's structured data. */
export const SITE_LOGO = { path: "/logo.png", width: 512, height: 512 } as const;

// Naver's result shows about 80 characters of a page's description and cuts the rest, so every description
// is written to fit.

/** The longest meta description a page writes. */
export const DESCRIPTION_MAX = 80;

/** Length as a reader counts it: characters (code points), not UTF-16 units. */
export function textLength(text: string): number {
  return [...text].length;
}

/** The text within `max` characters: as it is when it fits, else cut and ended with "…". */
export function clipText(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars
    .slice(0, Math.max(0, max - 1))
    .join("")
    .trimEnd()}…`;
}

/**
 * A description within `max` characters: the first of `leads` that fits (the most detailed first), else the
 * last one cut; then each of `extras`, in order, that still fits after it.
 */
export function fitDescription(leads: readonly string[], extras: readonly string[], max = DESCRIPTION_MAX): string {
  let text = leads.find((lead) => textLength(lead) <= max) ?? clipText(leads.at(-1) ?? "", max);
  for (const extra of extras) {
    const next = `${text} ${extra}`;
    if (textLength(next) <= max) text = next;
  }
  return text;
}
