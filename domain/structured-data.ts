/**
 * schema.org data (JSON-LD) of the public pages besides the vehicle's `Car` (vehicle-seo.ts): the business
 * and the site with its search on the home page, and the trail of pages that show a breadcrumb. URLs are
 * absolute on the site's public origin.
 */
import { SITE_LOGO } from "./page-meta";
import type { SiteConfig } from "./site-config";

/** A page of a breadcrumb trail: its name as the page shows it and its canonical path. */
export interface TrailPage {
  name: string;
  path: string;
}

/** The business behind the site. */
export function organizationJsonLd(site: SiteConfig, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": `${origin}/#organization`,
    name: site.name,
    url: `${origin}/`,
    // The logo uploaded in 사이트 설정, else the site's own mark.
    logo: site.logo
      ? { "@type": "ImageObject", url: origin + site.logo }
      : { "@type": "ImageObject", url: origin + SITE_LOGO.path, width: SITE_LOGO.width, height: SITE_LOGO.height },
    ...(site.tagline ? { slogan: site.tagline } : {}),
    email: site.email,
    telephone: site.phone,
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "customer service",
      telephone: site.phone,
      email: site.email,
      areaServed: "KR",
      availableLanguage: "Korean",
    },
  };
}

/** The site, with its vehicle search (`/search?q=…`) as the SearchAction. */
export function webSiteJsonLd(site: SiteConfig, origin: string): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": `${origin}/#website`,
    name: site.name,
    url: `${origin}/`,
    inLanguage: "ko-KR",
    publisher: { "@id": `${origin}/#organization` },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${origin}/search?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** The home page's name in every breadcrumb. */
export const HOME_CRUMB = "홈";

/** A breadcrumb trail from the home page to the page itself (the last entry). */
export function breadcrumbJsonLd(origin: string, trail: readonly TrailPage[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: [{ name: HOME_CRUMB, path: "/" }, ...trail].map((page, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: page.name,
      item: origin + page.path,
    })),
  };
}
