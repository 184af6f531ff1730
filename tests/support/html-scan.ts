import { createHash } from "node:crypto";

/**
 * A small HTML tokenizer for checking what a browser would build from served markup: which elements and
 * attributes exist, what the visible text says once entities are decoded, and what each inline script holds.
 * It follows the parsing rules an injection would exploit (quoted attributes, raw-text elements that end
 * at the first `</script`), not the whole HTML standard.
 */

export interface ScannedElement {
  tag: string;
  attrs: Record<string, string>;
  /** Raw contents of a script or style element (ended by the first matching end tag, as browsers do). */
  raw?: string;
}

export interface ScannedHtml {
  elements: ScannedElement[];
  /** Decoded text outside tags, plus the decoded contents of title and textarea elements. */
  text: string;
  /** Every decoded attribute value, one per line. */
  attributeText: string;
  /** Contents of scripts without `src`. */
  inlineScripts: ScannedElement[];
}

const NAMED: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: "\u00a0" };

export function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code = name[1] === "x" || name[1] === "X" ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return String.fromCodePoint(code);
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });
}

const START_TAG = /<([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/y;
const END_TAG = /<\/[a-zA-Z][^>]*>/y;
const ATTRIBUTE = /([^\s"'>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g;
const RAW_TEXT = new Set(["script", "style"]);
const ESCAPABLE_RAW_TEXT = new Set(["title", "textarea"]);

export function scanHtml(html: string): ScannedHtml {
  const elements: ScannedElement[] = [];
  const text: string[] = [];
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt < 0) {
      text.push(decodeEntities(html.slice(i)));
      break;
    }
    text.push(decodeEntities(html.slice(i, lt)));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end < 0 ? html.length : end + 3;
      continue;
    }
    if (html.startsWith("<!", lt) || html.startsWith("<?", lt)) {
      const end = html.indexOf(">", lt);
      i = end < 0 ? html.length : end + 1;
      continue;
    }
    END_TAG.lastIndex = lt;
    if (END_TAG.test(html)) {
      i = END_TAG.lastIndex;
      continue;
    }
    START_TAG.lastIndex = lt;
    const start = START_TAG.exec(html);
    if (!start) {
      text.push("<");
      i = lt + 1;
      continue;
    }
    const tag = start[1]!.toLowerCase();
    const attrs: Record<string, string> = {};
    for (const a of start[2]!.matchAll(ATTRIBUTE))
      attrs[a[1]!.toLowerCase()] ??= decodeEntities(a[2] ?? a[3] ?? a[4] ?? "");
    const element: ScannedElement = { tag, attrs };
    elements.push(element);
    i = START_TAG.lastIndex;
    if (RAW_TEXT.has(tag) || ESCAPABLE_RAW_TEXT.has(tag)) {
      const close = html.toLowerCase().indexOf(`</${tag}`, i);
      const end = close < 0 ? html.length : close;
      const inner = html.slice(i, end);
      if (RAW_TEXT.has(tag)) element.raw = inner;
      else text.push(decodeEntities(inner));
      i = end;
    }
  }
  const attributeText = elements.flatMap((e) => Object.values(e.attrs)).join("\n");
  const inlineScripts = elements.filter((e) => e.tag === "script" && e.attrs.src === undefined);
  return { elements, text: text.join(""), attributeText, inlineScripts };
}

const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "poster", "xlink:href", "srcset"]);

/**
 * What an injected payload would change in the document: event-handler attributes, script elements the
 * response's CSP does not allow (by its nonce or its hash), `javascript:` URLs, and inline scripts whose text
 * could end the element early or hold a raw `<` or line separator. Returns one line per problem (empty when safe).
 */
export function injectionProblems(scan: ScannedHtml, policy: string): string[] {
  const problems: string[] = [];
  for (const element of scan.elements) {
    for (const [name, value] of Object.entries(element.attrs)) {
      if (name.startsWith("on")) problems.push(`<${element.tag} ${name}=…> event handler attribute`);
      // Browsers ignore tabs, newlines and leading controls in a URL's scheme.
      const url = value.replace(/[\p{Cc}\s]/gu, "").toLowerCase();
      if (URL_ATTRIBUTES.has(name) && /^(javascript:|vbscript:|data:text\/html)/.test(url))
        problems.push(`<${element.tag} ${name}="${value}"> script URL`);
    }
    if (["iframe", "object", "embed", "base"].includes(element.tag)) problems.push(`<${element.tag}> element`);
    if (element.tag === "script" && !scriptAllowed(element, policy))
      problems.push(`<script> the CSP does not allow: ${element.raw?.slice(0, 80)}`);
  }
  for (const script of scan.inlineScripts) {
    const raw = script.raw ?? "";
    // `<!--` and `<script` inside a script switch the parser into states where `</script>` no longer ends it.
    if (/<!--|<script/i.test(raw)) problems.push(`inline script holds '<!--' or '<script': ${raw.slice(0, 80)}`);
    if (/[\u2028\u2029]/.test(raw)) problems.push("inline script holds a raw U+2028/U+2029");
  }
  return problems;
}

/**
 * Whether a browser would run a script element under the policy: an inline script by the response's nonce
 * or by its SHA-256 hash; a script with `src` only by the nonce (the site loads none any other way).
 */
export function scriptAllowed(script: ScannedElement, policy: string): boolean {
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  if (nonce !== undefined && script.attrs.nonce === nonce) return true;
  if (script.attrs.src !== undefined) return false;
  const hash = createHash("sha256")
    .update(script.raw ?? "")
    .digest("base64");
  return policy.includes(`'sha256-${hash}'`);
}
