import { createHash } from "node:crypto";
import { type DefaultTreeAdapterTypes, defaultTreeAdapter, parse } from "parse5";

type Node = DefaultTreeAdapterTypes.Node;
type Element = DefaultTreeAdapterTypes.Element;

/**
 * What a browser builds from served markup, read with parse5 (the HTML standard's parser, as browsers run it,
 * scripting enabled): which elements and attributes exist, what the visible text says once entities are
 * decoded, and what each script holds. Markup a hand-written tokenizer could misread (unquoted or unclosed
 * attributes, `<scr<script>ipt>`, comments, foreign content, raw text ending at its end tag) lands here as
 * the tree a browser would make of it.
 */

export interface ScannedElement {
  tag: string;
  /** Attribute values as parsed, entities decoded; a namespaced attribute by its prefixed name (`xlink:href`). */
  attrs: Record<string, string>;
  /** The text of a script or style element: what a browser would run or apply (and a CSP hash covers). */
  raw?: string;
  /**
   * Made by the parser with no start tag of its own in the markup: an `html`, `head`, `body` or `tbody` it
   * inferred, a `p` or `br` a stray end tag made.
   */
  implied?: true;
}

export interface ScannedHtml {
  /** Every element of the tree, template contents included, in document order. */
  elements: ScannedElement[];
  /** Decoded text of the tree's text nodes (title and textarea contents among them), outside script, style and noscript. */
  text: string;
  /** Every decoded attribute value, one per line. */
  attributeText: string;
  /** Scripts without `src`. */
  inlineScripts: ScannedElement[];
}

/** Elements whose text nodes are code or, with scripting enabled, not shown. */
const NOT_TEXT = new Set(["script", "style", "noscript"]);

export function scanHtml(html: string): ScannedHtml {
  // An element a repeated `<html>` or `<body>` tag adds attributes to was written by that tag.
  const adopted = new WeakSet<Element>();
  const treeAdapter: typeof defaultTreeAdapter = {
    ...defaultTreeAdapter,
    adoptAttributes(recipient, attrs) {
      adopted.add(recipient);
      defaultTreeAdapter.adoptAttributes(recipient, attrs);
    },
  };
  const document = parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: true, treeAdapter });
  const elements: ScannedElement[] = [];
  const text: string[] = [];
  const visit = (node: Node) => {
    if (node.nodeName === "#text" && "value" in node) {
      const parent = node.parentNode;
      if (!(parent && "tagName" in parent && NOT_TEXT.has(parent.tagName))) text.push(node.value);
      return;
    }
    if ("tagName" in node) {
      const attrs: Record<string, string> = {};
      for (const a of node.attrs) attrs[a.prefix ? `${a.prefix}:${a.name}` : a.name] ??= a.value;
      const element: ScannedElement = { tag: node.tagName, attrs };
      if (node.tagName === "script" || node.tagName === "style")
        element.raw = node.childNodes.map((c) => ("value" in c && c.nodeName === "#text" ? c.value : "")).join("");
      if (!node.sourceCodeLocation && !adopted.has(node)) element.implied = true;
      elements.push(element);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
    if ("content" in node) visit(node.content);
  };
  visit(document);
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

/** The decoded text inside a node of a parse5 tree (its `textContent`). */
export function textContent(node: Node): string {
  return node.nodeName === "#text" && "value" in node
    ? node.value
    : "childNodes" in node
      ? node.childNodes.map(textContent).join("")
      : "";
}

/** The decoded text of every `tag` element in the markup, as a browser would show it (headings, the title). */
export function textsOf(html: string, tag: string): string[] {
  const texts: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node && node.tagName === tag) texts.push(textContent(node));
    if ("childNodes" in node) for (const child of node.childNodes) visit(child);
  };
  visit(parse(html));
  return texts;
}
