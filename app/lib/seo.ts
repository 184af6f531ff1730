import type { MetaDescriptor } from "react-router";
import { SHARE_IMAGE } from "#domain/page-meta";

/**
 * Search-engine and link-preview tags of a page. Naver's crawler and KakaoTalk read the HTML as served,
 * so every public page's `meta` returns `pageMeta(...)`, with `rootOrigin(matches)` for absolute URLs (and a
 * page that is not there `notFoundMeta(...)`). Its structured data goes in its loader's data as `jsonLd`,
 * which the root writes into the <head>.
 */
export interface PageMetaInput {
  /** Document title, e.g. `신차 장기렌트`; ` | {siteName}` is added unless it already ends so. */
  title: string;
  /**
   * At most `DESCRIPTION_MAX` (80) characters, as Naver shows about that many: fixed texts are written to fit,
   * built ones fit themselves (`fitDescription`), and tests/api/seo-tags.test.ts checks every page type.
   */
  description: string;
  /** Canonical path on this site (aliases of a page give the same one), e.g. `/vehicles/abc`. */
  canonicalPath: string;
  /** The site's public origin, from the root loader (`rootOrigin(matches)`). */
  origin: string;
  /** Preview image: an absolute URL or a path on this site; without one, the site's share image. */
  image?: string | null;
  imageAlt?: string;
  imageWidth?: number;
  imageHeight?: number;
  /** og:type; `website` unless told. */
  type?: "website" | "article" | "product";
  siteName?: string;
  /** Keeps the page out of search results (not-found states, private pages). */
  noindex?: boolean;
  /** Search consoles' ownership codes (the home page's, from NAVER_/GOOGLE_SITE_VERIFICATION). */
  verification?: { naver?: string; google?: string };
}

/** An absolute URL for a path or URL on `origin` (absolute URLs pass through). */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  try {
    return new URL(pathOrUrl, `${origin}/`).href;
  } catch {
    return pathOrUrl;
  }
}

/** <title>, description, canonical link, Open Graph and Twitter tags of a page. */
export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(input.origin, input.canonicalPath);
  const suffix = input.siteName ? ` | ${input.siteName}` : "";
  const title = input.title.endsWith(suffix) ? input.title : input.title + suffix;
  const { description } = input;
  const own = input.image ? { url: absoluteUrl(input.origin, input.image), alt: input.imageAlt } : null;
  const image = own ?? { url: absoluteUrl(input.origin, SHARE_IMAGE.path), alt: input.siteName };
  const width = own ? input.imageWidth : SHARE_IMAGE.width;
  const height = own ? input.imageHeight : SHARE_IMAGE.height;
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:locale", content: "ko_KR" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
  ];
  if (input.siteName) tags.push({ property: "og:site_name", content: input.siteName });
  tags.push({ property: "og:image", content: image.url }, { name: "twitter:image", content: image.url });
  if (width && height) {
    tags.push(
      { property: "og:image:width", content: String(width) },
      { property: "og:image:height", content: String(height) },
    );
  }
  if (image.alt)
    tags.push({ property: "og:image:alt", content: image.alt }, { name: "twitter:image:alt", content: image.alt });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  const { naver, google } = input.verification ?? {};
  if (naver) tags.push({ name: "naver-site-verification", content: naver });
  if (google) tags.push({ name: "google-site-verification", content: google });
  return tags;
}

/**
 * A page of the signed-in areas (admin, partners, their sign-in and sign-up): its title, a description if it
 * has one, and robots `noindex, nofollow`, without canonical or preview tags, as it is never to be found or shared.
 */
export function privateMeta(title: string, description?: string): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title }];
  if (description) tags.push({ name: "description", content: description });
  tags.push({ name: "robots", content: "noindex, nofollow" });
  return tags;
}

/** A page that is not there (or not a page to find): its title and noindex, without canonical or preview tags. */
export function notFoundMeta(title: string): MetaDescriptor[] {
  return [{ title }, { name: "robots", content: "noindex" }];
}

interface MatchLike {
  id: string;
  loaderData?: unknown;
  data?: unknown;
}

/** The root loader's data in a `meta` function's `matches`. */
function rootData(
  matches: readonly (MatchLike | undefined)[],
): { origin?: string; site?: { name?: string } } | undefined {
  const root = matches.find((m) => m?.id === "root");
  return (root?.loaderData ?? root?.data) as { origin?: string; site?: { name?: string } } | undefined;
}

/** The site's public origin the root loader exposes, for absolute URLs in `meta`. */
export function rootOrigin(matches: readonly (MatchLike | undefined)[]): string {
  return rootData(matches)?.origin ?? "";
}

/** The site name from the root loader's site config (og:site_name). */
export function rootSiteName(matches: readonly (MatchLike | undefined)[]): string | undefined {
  return rootData(matches)?.site?.name;
}

/**
 * JSON for an inline `<script type="application/ld+json">`: `<`, `>`, `&` and the JS line separators are
 * escaped so no text in the data can close the script element.
 */
export function jsonLdHtml(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
