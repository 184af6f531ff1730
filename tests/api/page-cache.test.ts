import { request } from "node:http";
import { brotliDecompressSync } from "node:zlib";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "#server/db/schema";
import { bumpDataVersion } from "#server/shared/data-version";
import { createAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { scanHtml, scriptAllowed } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ pages: true, env: { NODE_ENV: "production" } });
let slug: string;
let id: number;

beforeAll(async () => {
  const vehicle = await insertVehicle(app.ctx, { name: "캐시 확인용 쏘렌토", category: "SUV" });
  slug = vehicle.slug;
  id = vehicle.id;
});

/**
 * A GET with exactly the request headers given and the body left as sent: fetch would decode the body, and
 * it adds `Cache-Control: no-cache` to a conditional request, which rightly skips revalidation.
 */
function rawGet(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(app.url + path, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    })
      .on("error", reject)
      .end();
  });
}

describe("public pages kept in memory", () => {
  it("answers a repeated page with the same compressed bytes, every inline script allowed by its hash", async () => {
    const [first, second] = [await app.fetch(`/vehicles/${slug}`), await app.fetch(`/vehicles/${slug}`)];
    expect(first.status).toBe(200);
    expect(second.headers.get("cache-control")).toContain("public");
    expect(second.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
    const html = await second.text();
    expect(html).toBe(await first.text());
    expect(html).not.toContain("nonce=");
    // Its scripts load once the first screen is painted (server/http/deferred-scripts.ts).
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/await Promise\.all\(\[import\("\/assets\/manifest-[\w-]+\.js"\), import\("\/assets\/root-/);
    const policy = second.headers.get("content-security-policy") ?? "";
    for (const script of scanHtml(html).inlineScripts) expect(scriptAllowed(script, policy)).toBe(true);

    const raw = await rawGet(`/vehicles/${slug}`, { "Accept-Encoding": "br" });
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(raw.body).toString()).toBe(html);
    const plain = await rawGet(`/vehicles/${slug}`, { "Accept-Encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(html);
  });

  it("keeps one page whatever unknown parameters a URL adds, and a page per parameter the page reads", async () => {
    const plain = await (await app.fetch(`/vehicles/${slug}`)).text();
    // Campaign tags, click ids and cache-busting junk: the same kept page, not a render each (nor a copy each).
    for (const query of ["?utm_source=naver&fbclid=abc", `?x=${"a".repeat(10_000)}`, "?_=1", "?_=2&gclid=z"]) {
      const res = await app.fetch(`/vehicles/${slug}${query}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toBe(plain);
    }
    // A parameter the page reads still makes its own page.
    const sent = await (await app.fetch(`/vehicles/${slug}?quote=sent&utm_source=naver`)).text();
    expect(sent).not.toBe(plain);
    expect(await (await app.fetch(`/vehicles/${slug}?utm_source=kakao&quote=sent`)).text()).toBe(sent);
  });

  it("answers a revalidation with 304 until the data changes", async () => {
    const own = await insertVehicle(app.ctx, { name: "태그 확인용 카니발", category: "RV" });
    const path = `/vehicles/${own.slug}`;
    const etag = (await app.fetch(path)).headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"/);
    const unchanged = await rawGet(path, { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    await bumpDataVersion(app.ctx);
    // The same content rendered again is the same document and keeps its tag.
    expect((await rawGet(path, { "If-None-Match": etag })).status).toBe(304);
    await app.ctx.db.update(vehicles).set({ name: "이름을 바꾼 카니발" }).where(eq(vehicles.id, own.id));
    await bumpDataVersion(app.ctx);
    const changed = await rawGet(path, { "If-None-Match": etag, "Accept-Encoding": "identity" });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toContain("이름을 바꾼 카니발");
  });

  it("shows a change to the data on the very next request", async () => {
    expect(await (await app.fetch(`/vehicles/${slug}`)).text()).toContain("캐시 확인용 쏘렌토");
    await app.ctx.db.update(vehicles).set({ name: "이름을 바꾼 쏘렌토" }).where(eq(vehicles.id, id));
    await bumpDataVersion(app.ctx);
    const html = await (await app.fetch(`/vehicles/${slug}`)).text();
    expect(html).toContain("이름을 바꾼 쏘렌토");
    expect(html).not.toContain("캐시 확인용 쏘렌토");
  });

  it("never keeps a page that is not public: 404s and signed-in visits are rendered each time", async () => {
    const missing = await app.fetch("/vehicles/no-such-car");
    expect(missing.status).toBe(404);
    const admin = await createAccount(app, "admin");
    const signedIn = await app.fetch(`/vehicles/${slug}`, { headers: { Cookie: admin.cookie } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get("cache-control")).toContain("no-store");
    expect(signedIn.headers.get("cache-control")).not.toContain("public");
    const html = await signedIn.text();
    // Rendered for this request: its inline scripts carry the response's nonce, not a kept page's hashes.
    expect(html).toContain('nonce="');
    // Streamed, and its scripts still wait for the first paint.
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toMatch(/await Promise\.all\(\[import\("\/assets\/manifest-[\w-]+\.js"\), import\("\/assets\/root-/);
  });
});
