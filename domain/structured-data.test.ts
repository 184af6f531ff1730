import { describe, expect, it } from "vitest";
import { siteConfigSchema } from "./site-config";
import { breadcrumbJsonLd, organizationJsonLd, webSiteJsonLd } from "./structured-data";

const site = siteConfigSchema.parse({});

describe("structured data", () => {
  it("describes the business with its logo and contact point", () => {
    expect(organizationJsonLd(site, "https://rentpick.kr")).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Organization",
      "@id": "https://rentpick.kr/#organization",
      name: "렌트픽",
      url: "https://rentpick.kr/",
      logo: { "@type": "ImageObject", url: "https://rentpick.kr/logo.png", width: 512, height: 512 },
      contactPoint: { "@type": "ContactPoint", telephone: "1588-0000", contactType: "customer service" },
    });
  });

  it("names the brand set in 사이트 설정: its uploaded logo, and no slogan when the tagline is left empty", () => {
    const branded = { ...site, name: "바른렌트", tagline: "", logo: `/media/${"ab".repeat(16)}/320.webp` };
    const organization = organizationJsonLd(branded, "https://bareun.kr");
    expect(organization).toMatchObject({
      name: "바른렌트",
      logo: { "@type": "ImageObject", url: `https://bareun.kr/media/${"ab".repeat(16)}/320.webp` },
    });
    expect(organization).not.toHaveProperty("slogan");
    expect(webSiteJsonLd(branded, "https://bareun.kr")).toMatchObject({ name: "바른렌트" });
    expect(organizationJsonLd(site, "https://rentpick.kr")).toMatchObject({ slogan: site.tagline });
  });

  it("gives the site a SearchAction on /search?q=", () => {
    expect(webSiteJsonLd(site, "https://rentpick.kr")).toMatchObject({
      "@type": "WebSite",
      url: "https://rentpick.kr/",
      publisher: { "@id": "https://rentpick.kr/#organization" },
      potentialAction: {
        "@type": "SearchAction",
        target: { "@type": "EntryPoint", urlTemplate: "https://rentpick.kr/search?q={search_term_string}" },
        "query-input": "required name=search_term_string",
      },
    });
  });

  it("starts every breadcrumb trail at 홈 and numbers its pages", () => {
    expect(breadcrumbJsonLd("https://a.kr", [{ name: "중형 세단", path: "/vehicle-detail/x" }])).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "홈", item: "https://a.kr/" },
        { "@type": "ListItem", position: 2, name: "중형 세단", item: "https://a.kr/vehicle-detail/x" },
      ],
    });
  });
});
