import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "#server/db/schema";
import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { insertVehicle } from "../support/fixtures";
import { makeImage } from "../support/images";
import { startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ pages: true });
let slug: string;
let imageKeys: string[];
const NAME = "디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄";

beforeAll(async () => {
  const vehicle = await insertVehicle(app.ctx, {
    name: NAME,
    category: "대형 세단",
    imageCount: 2,
    recommendationTags: ["추천"],
    displayCategoryText: "파노라마 선루프 · 20인치 휠",
    basicInfo: { 제조연식: "25년07월", 주행거리: "5km", 연료: "하이브리드", 차량번호: "12가3456" },
    priceInfo: [
      { deposit: "300만원", period: "48개월", monthly: "월 58만 2천원", totalKm: "2만km" },
      { deposit: "0", period: "60개월", monthly: "45만 3천원", totalKm: "3만km" },
    ],
  });
  slug = vehicle.slug;
  imageKeys = vehicle.images;
});

const decode = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

/** The content of `<meta property|name="key" content="…">` in served HTML. */
function metaContent(html: string, key: string): string | undefined {
  const tag = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return tag ? decode(tag[1]!) : undefined;
}

function canonicalOf(html: string): string | undefined {
  const m = /<link rel="canonical" href="([^"]*)"/.exec(html);
  return m ? decode(m[1]!) : undefined;
}

function jsonLdOf(html: string): Record<string, unknown> {
  const m = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error("no JSON-LD in the page");
  return JSON.parse(m[1]!);
}

describe("GET /api/vehicles/:slug/meta", () => {
  it("answers the preview title, description, absolute image and canonical URL", async () => {
    const res = await app.fetch(`/api/vehicles/${slug}/meta`);
    expect(res.status).toBe(200);
    const meta = await res.json();
    expect(Object.keys(meta).sort()).toEqual(["description", "image", "title", "url"]);
    expect(meta.title).toBe(`${NAME} 신차 장기렌트 월 45만 3천원부터 | 렌트픽`);
    expect(meta.description).toContain("최저 월 45만 3천원(무보증, 60개월, VAT 포함)");
    // The original (PNG here) rather than a WebP variant: KakaoTalk previews do not read WebP.
    expect(meta.image).toBe(`${app.url}/media/${imageKeys[0]}/original.png`);
    expect(meta.url).toBe(`${app.url}/vehicles/${slug}`);
    expect((await app.fetch(new URL(meta.image).pathname)).status).toBe(200);
  });

  it("answers 404 in Korean for an unknown vehicle", async () => {
    const res = await app.fetch("/api/vehicles/no-such-vehicle/meta");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: "차량 정보를 찾을 수 없습니다" });
  });

  it("uses PUBLIC_URL for absolute URLs when it is configured", async () => {
    const other = await startTestApp({ env: { PUBLIC_URL: "https://rent.example.kr/" } });
    try {
      const car = await insertVehicle(other.ctx, { imageCount: 1 });
      const meta = await (await other.fetch(`/api/vehicles/${car.slug}/meta`)).json();
      expect(meta.url).toBe(`https://rent.example.kr/vehicles/${car.slug}`);
      expect(meta.image).toMatch(/^https:\/\/rent\.example\.kr\/media\/[a-f0-9]{32}\/original\.png$/);
    } finally {
      await other.close();
    }
  });
});

describe("GET /vehicles/:slug (server-rendered)", () => {
  it("serves the name, price table, Open Graph tags and JSON-LD in the HTML", async () => {
    const res = await app.fetch(`/vehicles/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    const meta = await (await app.fetch(`/api/vehicles/${slug}/meta`)).json();

    expect(html).toContain(`<h1`);
    expect(html).toContain(NAME);
    expect(html).toContain("12가3456");
    expect(html).toContain("파노라마 선루프 · 20인치 휠");
    for (const text of [
      "보증금",
      "계약기간",
      "월 납입료",
      "연간 약정거리",
      "VAT 포함",
      "월 45만 3천원",
      "월 58만 2천원",
      "300만원",
      "무보증",
      "60개월",
      "2만km",
    ]) {
      expect(html).toContain(text);
    }
    expect(html.match(/data-testid="price-row"/g)).toHaveLength(2);
    for (const text of ["연식", "주행거리", "연료", "하이브리드"]) expect(html).toContain(text);

    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(meta.title);
    expect(metaContent(html, "description")).toBe(meta.description);
    expect(canonicalOf(html)).toBe(meta.url);
    expect(metaContent(html, "og:title")).toBe(meta.title);
    expect(metaContent(html, "og:description")).toBe(meta.description);
    expect(metaContent(html, "og:url")).toBe(meta.url);
    expect(metaContent(html, "og:image")).toBe(meta.image);
    expect(metaContent(html, "og:image:width")).toBe("120");
    expect(metaContent(html, "twitter:card")).toBe("summary_large_image");
    expect(metaContent(html, "twitter:image")).toBe(meta.image);

    const data = jsonLdOf(html);
    expect(data).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: NAME,
      url: meta.url,
      brand: { "@type": "Brand", name: "현대" },
      vehicleModelDate: "2025",
      fuelType: "하이브리드",
      mileageFromOdometer: { "@type": "QuantitativeValue", value: 5, unitCode: "KMT" },
      offers: {
        "@type": "Offer",
        priceCurrency: "KRW",
        price: 453000,
        priceSpecification: { "@type": "UnitPriceSpecification", price: 453000, priceCurrency: "KRW", unitCode: "MON" },
      },
    });
    expect(data.image).toEqual(imageKeys.map((k) => `${app.url}/media/${k}/1440.webp`));
  });

  it("gives /vehicle-info/{slug} the same canonical URL as /vehicles/{slug}", async () => {
    const res = await app.fetch(`/vehicle-info/${slug}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(canonicalOf(html)).toBe(`${app.url}/vehicles/${slug}`);
    expect(metaContent(html, "og:url")).toBe(`${app.url}/vehicles/${slug}`);
    expect(html).toContain(NAME);
  });

  it("finds a Korean slug sent URL-encoded once or twice", async () => {
    const car = await insertVehicle(app.ctx, { slug: "쏘나타-디엣지-테스트", name: "쏘나타 디 엣지 테스트" });
    const once = await app.fetch(`/vehicles/${encodeURIComponent(car.slug)}`);
    expect(once.status).toBe(200);
    const twice = await app.fetch(`/vehicle-info/${encodeURIComponent(encodeURIComponent(car.slug))}`);
    expect(twice.status).toBe(200);
    expect(canonicalOf(await twice.text())).toBe(`${app.url}/vehicles/${encodeURIComponent(car.slug)}`);
  });

  it("keeps text from the vehicle from closing the JSON-LD script", async () => {
    const name = '위험한 </script><script>alert("x")</script> 차량';
    const car = await insertVehicle(app.ctx, { name });
    const html = await (await app.fetch(`/vehicles/${car.slug}`)).text();
    expect(html).not.toContain('<script>alert("x")');
    expect(jsonLdOf(html).name).toBe(name);
  });

  it("offers it without a price in JSON-LD and says 상담 문의 when the vehicle has no price", async () => {
    const car = await insertVehicle(app.ctx, { name: "가격 미정 차량", priceInfo: [] });
    const html = await (await app.fetch(`/vehicles/${car.slug}`)).text();
    // An offer to lease, at a price given in consultation (a price of 0 would read as free).
    expect(jsonLdOf(html).offers).toMatchObject({ "@type": "Offer", availability: "https://schema.org/InStock" });
    expect(jsonLdOf(html).offers).not.toHaveProperty("price");
    expect(html).toContain("상담 문의");
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe("가격 미정 차량 신차 장기렌트 | 렌트픽");
  });

  it("follows a change of the first image (the data version drives the cached cover)", async () => {
    const car = await insertVehicle(app.ctx, { imageCount: 1 });
    const key = (
      await storeImage(app.ctx, await makeImage({ format: "jpeg", width: 90, height: 60, color: "#112233" }))
    ).key;
    await app.ctx.db
      .update(vehicles)
      .set({ images: [key] })
      .where(eq(vehicles.id, car.id));
    await bumpDataVersion(app.ctx);
    const meta = await (await app.fetch(`/api/vehicles/${car.slug}/meta`)).json();
    expect(meta.image).toBe(`${app.url}/media/${key}/original.jpg`);
  });

  it("answers an unknown slug with HTTP 404 and the not-found state", async () => {
    const res = await app.fetch("/vehicles/no-such-vehicle");
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain("차량 정보를 찾을 수 없습니다");
    expect(html).toContain("뒤로가기");
    expect(metaContent(html, "robots")).toBe("noindex");
    expect(html).not.toContain("application/ld+json");
    expect((await app.fetch("/vehicle-info/no-such-vehicle")).status).toBe(404);
  });
});
