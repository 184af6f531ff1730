/**
 * What a visitor's phone parses before any script runs: the raw bytes of a public page's HTML and of the stylesheets
 * it links. The floor's main-thread work grows with these (floor.ts), so the report prints them beside it, against
 * the page-weight budgets. `tests/api/page-weight.test.ts` holds the same pages to the figures reached.
 */

/** kB, as the budgets count them. */
const KB = 1000;

/** HTML of `/` ≤ 70 kB, of any other public page ≤ 60 kB; the CSS a public page loads ≤ 40 kB. */
export const WEIGHT_BUDGETS = { homeHtml: 70 * KB, pageHtml: 60 * KB, css: 40 * KB } as const;

export interface PageWeight {
  htmlBytes: number;
  cssBytes: number;
  htmlBudget: number;
  cssBudget: number;
}

/** The stylesheets the document links, in order. */
export function stylesheetHrefs(html: string): string[] {
  return [...html.matchAll(/<link\b[^>]*\brel="stylesheet"[^>]*>/gi)]
    .map(([tag]) => /\bhref="([^"]+)"/.exec(tag)?.[1])
    .filter((href): href is string => Boolean(href));
}

async function rawBytes(url: string): Promise<number> {
  // Uncompressed, as the browser parses it.
  const res = await fetch(url, { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return (await res.arrayBuffer()).byteLength;
}

/** The page as an anonymous visitor gets it (the kept page), and every stylesheet it links. */
export async function pageWeight(siteUrl: string, pagePath: string, home: boolean): Promise<PageWeight> {
  const res = await fetch(`${siteUrl}${pagePath}`, { headers: { "accept-encoding": "identity" } });
  if (!res.ok) throw new Error(`${pagePath} answered ${res.status}`);
  const html = await res.text();
  const css = await Promise.all(stylesheetHrefs(html).map((href) => rawBytes(new URL(href, siteUrl).href)));
  return {
    htmlBytes: Buffer.byteLength(html),
    cssBytes: css.reduce((sum, bytes) => sum + bytes, 0),
    htmlBudget: home ? WEIGHT_BUDGETS.homeHtml : WEIGHT_BUDGETS.pageHtml,
    cssBudget: WEIGHT_BUDGETS.css,
  };
}

const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} kB`;

/** `HTML 111.2 kB (≤ 70 kB ✗) · CSS 140.2 kB (≤ 40 kB ✗)` */
export function weightText(w: PageWeight): string {
  const judged = (bytes: number, budget: number) => `${kb(bytes)} (≤ ${budget / KB} kB ${bytes <= budget ? "✓" : "✗"})`;
  return `HTML ${judged(w.htmlBytes, w.htmlBudget)} · CSS ${judged(w.cssBytes, w.cssBudget)}`;
}
