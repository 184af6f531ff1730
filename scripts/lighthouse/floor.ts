/**
 * The floor under a page's main-thread work: the same server-rendered document with every script taken out, so
 * what Lighthouse then measures is the browser's own work on the HTML and CSS (parsing, style, layout, paint,
 * image loads). A budget below the floor cannot be met by any change to the page's scripts.
 */

/** Executable scripts and module preloads; JSON-LD and other data blocks stay, as they run nothing. */
const SCRIPT = /<script\b(?![^>]*\btype="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/gi;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;

/** The document as a visitor's browser gets it, minus everything that would run. */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT, "").replace(MODULE_PRELOAD, "");
}
