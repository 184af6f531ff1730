import JSZip from "jszip";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ pages: true });

describe("GET /api/vehicles/:slug/images.zip", () => {
  it("streams every original image of the vehicle, in order, named after it", async () => {
    const vehicle = await insertVehicle(app.ctx, { name: "그랜저 GN7 / 캘리그래피", imageCount: 3 });
    const res = await app.fetch(`/api/vehicles/${vehicle.slug}/images.zip`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/zip");
    expect(res.headers.get("content-disposition")).toContain(
      `filename*=UTF-8''${encodeURIComponent("그랜저 GN7 _ 캘리그래피.zip")}`,
    );
    const zip = await JSZip.loadAsync(await res.arrayBuffer());
    const names = Object.keys(zip.files).sort();
    expect(names).toEqual([
      "그랜저 GN7 _ 캘리그래피_01.png",
      "그랜저 GN7 _ 캘리그래피_02.png",
      "그랜저 GN7 _ 캘리그래피_03.png",
    ]);
    const first = await sharp(await zip.files[names[0]!]!.async("nodebuffer")).metadata();
    expect(first.width).toBe(120);
  });

  it("answers 404 in Korean for a vehicle without images and for an unknown slug", async () => {
    const bare = await insertVehicle(app.ctx, { imageCount: 0 });
    const none = await app.fetch(`/api/vehicles/${bare.slug}/images.zip`);
    expect(none.status).toBe(404);
    expect(await none.json()).toMatchObject({ success: false, message: "다운로드할 이미지가 없습니다" });
    const unknown = await app.fetch("/api/vehicles/no-such-vehicle/images.zip");
    expect(unknown.status).toBe(404);
  });
});

describe("sitemap.xml and robots.txt", () => {
  it("is an index of files that list the public pages and every vehicle with lastmod", async () => {
    const vehicle = await insertVehicle(app.ctx, { slug: "sitemap-test-car" });
    const res = await app.fetch("/sitemap.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/xml");
    const index = await res.text();
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(index).toContain("<sitemapindex ");
    const files = [...index.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(files.map((f) => f[1])).toEqual([`${app.url}/sitemaps/pages.xml`, `${app.url}/sitemaps/vehicles-1.xml`]);
    // Every file in the index has a lastmod; the vehicles' is their latest change.
    expect(files[1]![2]).toBe(vehicle.updatedAt.toISOString());
    const file = async (url: string) => {
      const part = await fetch(url);
      expect(part.status).toBe(200);
      expect(part.headers.get("content-type")).toContain("application/xml");
      return part.text();
    };
    const pages = await file(files[0]![1]!);
    const vehicles = await file(files[1]![1]!);
    const xml = pages + vehicles;
    expect(pages).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(xml).toContain(`<loc>${app.url}/</loc>`);
    expect(xml).toContain(`<loc>${app.url}/new-cars</loc>`);
    expect(xml).toContain(`<loc>${app.url}/reviews</loc>`);
    expect(xml).toContain(`<loc>${app.url}/vehicle-detail/${encodeURIComponent("중형세단")}</loc>`);
    expect(xml).toContain(
      `<loc>${app.url}/vehicles/sitemap-test-car</loc><lastmod>${vehicle.updatedAt.toISOString()}</lastmod>`,
    );
    // Well-formed: every <url> closes, and nothing unescaped slipped in.
    expect(xml.match(/<url>/g)?.length).toBe(xml.match(/<\/url>/g)?.length);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect((await app.fetch("/sitemaps/vehicles-2.xml")).status).toBe(404);
    expect((await app.fetch("/sitemaps/other.xml")).status).toBe(404);
  });

  it("allows the public site and keeps crawlers out of admin, partners and the API", async () => {
    const text = await (await app.fetch("/robots.txt")).text();
    expect(text).toContain("Allow: /");
    for (const path of ["/admin", "/partners", "/api/"]) expect(text).toContain(`Disallow: ${path}`);
    expect(text).toContain(`Sitemap: ${app.url}/sitemap.xml`);
  });
});

describe("HTML caching", () => {
  it("lets shared caches keep public pages briefly, never admin pages", async () => {
    const home = await app.fetch("/");
    expect(home.headers.get("cache-control")).toBe("public, max-age=0, s-maxage=60, stale-while-revalidate=300");
    const admin = await app.fetch("/admin-login");
    expect(admin.headers.get("cache-control")).toContain("no-store");
  });
});
