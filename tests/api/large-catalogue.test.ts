import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { storedImageKey } from "../support/catalogue-fixtures";
import { insertLargeCatalogue } from "../support/large-catalogue";
import { useTestApp } from "../support/use-test-app";

// Past the sitemaps.org limit of 50,000 URLs per file, and far past what a page could list.
const LISTINGS = 60_000;
/** The most HTML any catalogue page may send, whatever the catalogue's size (issue: lists render every car). */
const PAGE_LIMIT = 120 * 1024;

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  const images = [
    await storedImageKey(app.ctx, "#3366ff"),
    await storedImageKey(app.ctx, "#cc3322"),
    await storedImageKey(app.ctx, "#22aa66"),
  ];
  await insertLargeCatalogue(app.ctx, LISTINGS, images);
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
}, 300_000);

const seg = encodeURIComponent;

/** The page's HTML, its size in bytes as sent (before compression) and the links in it. */
async function page(path: string, account?: TestAccount) {
  const res = await app.fetch(path, { headers: account ? { Cookie: account.cookie } : {} });
  const html = await res.text();
  return { status: res.status, html, bytes: Buffer.byteLength(html), res };
}

const nextHref = (html: string) =>
  /<a[^>]*rel="next"[^>]*href="([^"]+)"|<a[^>]*href="([^"]+)"[^>]*rel="next"/.exec(html);
const href = (match: RegExpExecArray | null) => (match ? (match[1] ?? match[2])!.replace(/&amp;/g, "&") : null);

describe(`a catalogue of ${LISTINGS.toLocaleString("en")} listings`, () => {
  it("keeps every list, search, category and vehicle page under 120 KB of HTML", async () => {
    const [{ slug }] = (
      (await app.ctx.db.execute(
        sql`select slug from vehicles where name like '%쏘나타%' order by id desc limit 1`,
      )) as unknown as { rows: { slug: string }[] }
    ).rows as [{ slug: string }];
    const paths: [string, TestAccount?][] = [
      ["/new-cars"],
      ["/used-cars"],
      ["/new-cars?sort=price-asc"],
      ["/new-cars?sort=popular&brand=kia"],
      [`/new-cars?group=SUV&fuel=${seg("하이브리드")}`],
      ["/new-cars?price=40-60"],
      [`/vehicle-detail/${seg("중형세단")}`],
      [`/vehicle-detail/${seg("수입차")}?type=${seg("중고차")}`],
      ["/search"],
      [`/search?q=${seg("그랜저")}`],
      [`/search?q=${seg("그랜져")}`],
      [`/search?q=${seg("ㅅㄴㅌ")}&sort=price-desc`],
      [`/vehicles/${slug}`],
      ["/partners", partner],
      ["/partners/new-cars", partner],
      [`/partners/used-cars?q=${seg("쏘렌토")}`, partner],
      [`/admin/vehicle-detail/${seg("중형세단")}`, admin],
    ];
    for (const [path, account] of paths) {
      const { status, bytes, html } = await page(path, account);
      expect(status, path).toBe(200);
      expect(bytes, path).toBeLessThanOrEqual(PAGE_LIMIT);
      expect(html, path).toMatch(/data-testid="(vehicle-card|partner-vehicle-card|admin-vehicle-card)"|차량번호/);
    }
  }, 240_000);

  it("states the whole count and links to the next page, whose next page is further on again", async () => {
    const first = await page("/used-cars");
    const total = Number(
      /data-testid="result-count"[^>]*>총 (?:<!-- -->)?([\d,]+)/.exec(first.html)?.[1]?.replace(/,/g, ""),
    );
    expect(total).toBeGreaterThan(10_000);
    const second = href(nextHref(first.html));
    expect(second).toMatch(/^\/used-cars\?cursor=/);
    const page2 = await page(second!);
    expect(page2.status).toBe(200);
    expect(page2.bytes).toBeLessThanOrEqual(PAGE_LIMIT);
    const third = href(nextHref(page2.html));
    expect(third).toMatch(/^\/used-cars\?cursor=/);
    expect(third).not.toBe(second);
    // The second page's previous page is the first, linked without a cursor.
    expect(page2.html).toMatch(/<a[^>]*href="\/used-cars"[^>]*rel="prev"|<a[^>]*rel="prev"[^>]*href="\/used-cars"/);
  }, 60_000);

  it("splits the sitemap into files of at most 50,000 URLs, each dated", async () => {
    const index = await page("/sitemap.xml");
    expect(index.status).toBe(200);
    const files = [...index.html.matchAll(/<sitemap><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/sitemap>/g)];
    expect(files.map((f) => new URL(f[1]!).pathname)).toEqual([
      "/sitemaps/pages.xml",
      "/sitemaps/vehicles-1.xml",
      "/sitemaps/vehicles-2.xml",
    ]);
    for (const f of files) expect(new Date(f[2]!).toISOString()).toBe(f[2]);
    let vehicles = 0;
    for (const name of ["vehicles-1.xml", "vehicles-2.xml"]) {
      const file = await page(`/sitemaps/${name}`);
      expect(file.status).toBe(200);
      const urls = file.html.match(/<url><loc>[^<]+\/vehicles\/[^<]+<\/loc><lastmod>[^<]+<\/lastmod><\/url>/g) ?? [];
      expect(urls.length, name).toBeLessThanOrEqual(50_000);
      vehicles += urls.length;
    }
    expect(vehicles).toBe(LISTINGS);
    expect((await page("/sitemaps/vehicles-3.xml")).status).toBe(404);
  }, 120_000);

  it("answers the vehicle APIs a page at a time, never the whole catalogue", async () => {
    const res = await app.fetch("/api/vehicles/essential");
    const body = (await res.json()) as { vehicles: unknown[]; count: number; nextCursor?: string };
    expect(body.count).toBe(100);
    expect(body.vehicles).toHaveLength(100);
    expect(body.nextCursor).toMatch(/^[A-Za-z0-9_-]+$/);
    const full = (await (await app.fetch("/api/vehicles?limit=500")).json()) as { count: number; nextCursor?: string };
    expect(full.count).toBe(500);
    expect(full.nextCursor).toBeTruthy();
  }, 60_000);
});
