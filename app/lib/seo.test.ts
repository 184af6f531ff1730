import { describe, expect, it } from "vitest";
import { absoluteUrl, jsonLdHtml, pageMeta, privateMeta, rootOrigin } from "./seo";

describe("pageMeta", () => {
  it("gives title, description, canonical link, Open Graph and Twitter tags with absolute URLs", () => {
    const tags = pageMeta({
      title: "쏘나타 | 렌트픽",
      description: "설명",
      canonicalPath: "/vehicles/sonata",
      origin: "https://rentpick.kr",
      image: "/media/abc/960.webp",
      imageWidth: 1200,
      imageHeight: 800,
      type: "product",
      siteName: "렌트픽",
    });
    expect(tags).toContainEqual({ title: "쏘나타 | 렌트픽" });
    expect(tags).toContainEqual({ name: "description", content: "설명" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://rentpick.kr/vehicles/sonata" });
    expect(tags).toContainEqual({ property: "og:url", content: "https://rentpick.kr/vehicles/sonata" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://rentpick.kr/media/abc/960.webp" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "렌트픽" });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ name: "twitter:image", content: "https://rentpick.kr/media/abc/960.webp" });
    expect(tags).not.toContainEqual({ name: "robots", content: "noindex" });
  });

  it("falls back to the site's share image and can keep a page out of the index", () => {
    const tags = pageMeta({
      title: "t",
      description: "d",
      canonicalPath: "/x",
      origin: "http://a.test",
      siteName: "렌트픽",
      noindex: true,
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary_large_image" });
    expect(tags).toContainEqual({ property: "og:image", content: "http://a.test/og-image.png" });
    expect(tags).toContainEqual({ name: "twitter:image", content: "http://a.test/og-image.png" });
    expect(tags).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(tags).toContainEqual({ property: "og:image:height", content: "630" });
    expect(tags).toContainEqual({ property: "og:image:alt", content: "렌트픽" });
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("ends every title with the site name, once", () => {
    const base = { description: "d", canonicalPath: "/new-cars", origin: "https://rentpick.kr", siteName: "렌트픽" };
    const tags = pageMeta({ ...base, title: "신차 장기렌트" });
    expect(tags).toContainEqual({ title: "신차 장기렌트 | 렌트픽" });
    expect(tags).toContainEqual({ property: "og:title", content: "신차 장기렌트 | 렌트픽" });
    expect(tags).toContainEqual({ name: "twitter:title", content: "신차 장기렌트 | 렌트픽" });
    expect(pageMeta({ ...base, title: "쏘나타 월 45만원부터 | 렌트픽" })).toContainEqual({
      title: "쏘나타 월 45만원부터 | 렌트픽",
    });
  });

  it("writes the search consoles' ownership codes that are set", () => {
    const base = { title: "t", description: "d", canonicalPath: "/", origin: "https://rentpick.kr" };
    const tags = pageMeta({ ...base, verification: { naver: "abc123def456", google: "Xy_z-0123456789" } });
    expect(tags).toContainEqual({ name: "naver-site-verification", content: "abc123def456" });
    expect(tags).toContainEqual({ name: "google-site-verification", content: "Xy_z-0123456789" });
    const none = pageMeta({ ...base, verification: {} });
    expect(none.some((t) => "name" in t && String(t.name).endsWith("-site-verification"))).toBe(false);
  });
});

describe("helpers", () => {
  it("makes URLs absolute and reads the origin of the root loader", () => {
    expect(absoluteUrl("https://a.kr", "/p?q=1")).toBe("https://a.kr/p?q=1");
    expect(absoluteUrl("https://a.kr", "https://cdn.kr/i.jpg")).toBe("https://cdn.kr/i.jpg");
    expect(rootOrigin([{ id: "root", loaderData: { origin: "https://a.kr" } }, { id: "vehicle" }])).toBe(
      "https://a.kr",
    );
    expect(rootOrigin([])).toBe("");
  });

  it("keeps JSON-LD from closing its script element", () => {
    const html = jsonLdHtml({ name: "</script><script>alert(1)</script> & \u2028" });
    expect(html).not.toContain("<");
    expect(html).not.toContain(">");
    expect(JSON.parse(html)).toEqual({ name: "</script><script>alert(1)</script> & \u2028" });
  });
});

describe("privateMeta", () => {
  it("gives the title, the description if any and noindex, nofollow, without canonical or preview tags", () => {
    expect(privateMeta("검수 대기 | 관리자")).toEqual([
      { title: "검수 대기 | 관리자" },
      { name: "robots", content: "noindex, nofollow" },
    ]);
    expect(privateMeta("파트너스 회원가입", "가입을 신청합니다.")).toEqual([
      { title: "파트너스 회원가입" },
      { name: "description", content: "가입을 신청합니다." },
      { name: "robots", content: "noindex, nofollow" },
    ]);
  });
});
