import { describe, expect, it } from "vitest";
import { absoluteUrl, jsonLdHtml, pageMeta, rootOrigin } from "./seo";

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

  it("uses a small card without an image and can keep a page out of the index", () => {
    const tags = pageMeta({
      title: "t",
      description: "d",
      canonicalPath: "/x",
      origin: "http://a.test",
      noindex: true,
    });
    expect(tags).toContainEqual({ name: "twitter:card", content: "summary" });
    expect(tags.some((t) => "property" in t && t.property === "og:image")).toBe(false);
    expect(tags).toContainEqual({ name: "robots", content: "noindex" });
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
