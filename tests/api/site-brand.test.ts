import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LOGO_EMPTY, LOGO_MAX_BYTES, LOGO_SAVED, LOGO_TOO_LARGE, LOGO_WRONG_TYPE } from "#domain/site-logo";
import { siteSettings } from "#server/db/schema";
import { type LeadAlertWorker, startLeadAlerts } from "#server/jobs/lead-alerts";
import { getSiteSettings } from "#server/services/site/site-settings";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/admin-fixtures";
import { type HookReceiver, hookLeadId, startHookReceiver } from "../support/alert-receivers";
import { scanHtml } from "../support/html-scan";
import { makeImage } from "../support/images";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * The brand set in 사이트 설정 (name, tagline, logo) reaches every page and every message at once: titles, Open Graph,
 * JSON-LD, the header and footer, a vehicle page, a 견적서, the customer's 접수 안내 and the staff alert. Pages come
 * from the built site (`npm run build` first).
 */

const BRAND = { name: "바른렌트", tagline: "직장인 장기렌트 전문, 당일 출고" };

let receipts: HookReceiver;
let staffHook: HookReceiver;
beforeAll(async () => {
  [receipts, staffHook] = await Promise.all([startHookReceiver(), startHookReceiver()]);
});
afterAll(async () => {
  await Promise.all([receipts?.down(), staffHook?.down()]);
});

const app = useTestApp(() => ({
  pages: true,
  env: {
    PUBLIC_URL: "http://bareun.example.kr",
    RECEIPT_WEBHOOK_URL: receipts.url,
    NOTIFY_WEBHOOK_URL: staffHook.url,
    RATE_LIMIT_DISABLED: "true",
  },
}));

let admin: TestAccount;
let partner: TestAccount;
const workers: LeadAlertWorker[] = [];
beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
});
afterAll(async () => {
  await Promise.all(workers.splice(0).map((w) => w.stop()));
});

const page = async (path: string) => {
  const res = await app.fetch(path);
  expect(res.status, path).toBe(200);
  return res.text();
};
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaContent = (html: string, key: "property" | "name", value: string) =>
  scanHtml(html).elements.find((e) => e.tag === "meta" && e.attrs[key] === value)?.attrs.content;
const jsonLdOf = (html: string) =>
  [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "null") as Record<string, unknown>,
  );
const footerOf = (html: string) => scanHtml(/<footer[\s\S]*<\/footer>/.exec(html)?.[0] ?? "").text;
/** The page less the business details that still hold the fresh install's 상호 and 카카오톡 ID (not the brand). */
const brandText = (html: string) => html.replaceAll("(주)렌트픽", "").replaceAll("@렌트픽", "");
const headerOf = (html: string) => /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? "";

const logoCall = (account: TestAccount | null, method: "PUT" | "DELETE", body?: Buffer, type = "image/png") =>
  app.fetch("/api/site-settings/logo", {
    method,
    headers: { ...(account ? { Cookie: account.cookie } : {}), ...(body ? { "Content-Type": type } : {}) },
    body: body ? new Uint8Array(body) : undefined,
  });

describe("the brand saved in 사이트 설정", () => {
  it("is refused as empty or too long in Korean, and nothing changes", async () => {
    const before = await getSiteSettings(app.ctx);
    for (const body of [{ name: "  " }, { name: "가".repeat(31) }, { ...BRAND, tagline: "나".repeat(61) }]) {
      const res = await app.fetch("/api/site-settings", as(admin, "PATCH", body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      const answer = (await res.json()) as { message: string; fieldErrors: Record<string, string> };
      expect(answer.message).toMatch(/[가-힣]/);
      expect(Object.keys(answer.fieldErrors)).toEqual([Object.keys(body).at(-1)]);
    }
    // A logo is an image the site stored, never an address typed in.
    const typed = await app.fetch("/api/site-settings", as(admin, "PATCH", { logo: "https://evil.example/x.svg" }));
    expect(typed.status).toBe(400);
    const unknown = await app.fetch(
      "/api/site-settings",
      as(admin, "PATCH", { logo: `/media/${"0".repeat(32)}/320.webp` }),
    );
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { message: string }).message).toMatch(/[가-힣]/);
    expect(await getSiteSettings(app.ctx)).toEqual(before);
    expect(await app.ctx.db.select().from(siteSettings)).toEqual([]);
  });

  it("is for admins only: anonymous and partner calls are refused and change nothing", async () => {
    const png = await makeImage({ width: 240, height: 60 });
    for (const [account, status] of [
      [null, 401],
      [partner, 403],
    ] as const) {
      const patch = await app.fetch("/api/site-settings", as(account, "PATCH", BRAND));
      expect(patch.status).toBe(status);
      for (const res of [await logoCall(account, "PUT", png), await logoCall(account, "DELETE")]) {
        expect(res.status).toBe(status);
        expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
      }
    }
    expect(await app.ctx.db.select().from(siteSettings)).toEqual([]);
  });

  it("names every page, its Open Graph tags, JSON-LD, footer, a vehicle page and a 견적서 at once", async () => {
    const car = await insertVehicle(app, {
      name: "기아 쏘렌토 하이브리드",
      priceInfo: [{ deposit: "무보증", period: "60개월", monthly: "월 52만 6천원", totalKm: "2만km", selected: true }],
    });
    // Kept pages first, so the save must reach pages already rendered.
    expect(titleOf(await page("/"))).toContain("렌트픽");
    expect(titleOf(await page(`/vehicles/${car.slug}`))).toContain("| 렌트픽");

    const saved = await app.fetch("/api/site-settings", as(admin, "PATCH", BRAND));
    expect(saved.status).toBe(200);
    const answer = (await saved.json()) as { placeholders: string[] };
    expect(answer.placeholders).not.toContain("name");
    expect(answer.placeholders).not.toContain("tagline");

    const home = await page("/");
    expect(titleOf(home)).toContain("바른렌트");
    expect(metaContent(home, "property", "og:site_name")).toBe("바른렌트");
    expect(metaContent(home, "property", "og:title")).toContain("바른렌트");
    const ld = jsonLdOf(home);
    expect(ld.find((d) => d["@type"] === "Organization")).toMatchObject({ name: "바른렌트", slogan: BRAND.tagline });
    expect(ld.find((d) => d["@type"] === "WebSite")).toMatchObject({ name: "바른렌트" });
    const footer = footerOf(home);
    expect(footer).toContain(BRAND.tagline);
    expect(footer).toContain(`© ${new Date().getFullYear()} 바른렌트. All rights reserved.`);
    expect(headerOf(home)).toContain('aria-label="바른렌트 홈으로"');
    expect(scanHtml(home).text).toContain("바른렌트만의 특별한 혜택");
    expect(brandText(home)).not.toContain("렌트픽");

    const vehicle = await page(`/vehicles/${car.slug}`);
    expect(titleOf(vehicle)).toMatch(/^기아 쏘렌토 하이브리드 .*\| 바른렌트$/);
    expect(metaContent(vehicle, "property", "og:site_name")).toBe("바른렌트");
    expect(brandText(vehicle)).not.toContain("렌트픽");
    const meta = (await (await app.fetch(`/api/vehicles/${car.slug}/meta`)).json()) as { title: string };
    expect(meta.title).toContain("| 바른렌트");

    const issued = await app.fetch("/api/quotes", jsonRequest("POST", { slug: car.slug, row: 0 }));
    expect(issued.status).toBe(201);
    const quote = await page(((await issued.json()) as { path: string }).path);
    expect(titleOf(quote)).toContain("바른렌트");
    expect(quote).toMatch(/<p class="[^"]*">바른렌트<\/p>/);
    expect(brandText(quote)).not.toContain("렌트픽");
  });

  it("goes out in the customer's 접수 안내 and the staff alert, as each is sent", async () => {
    await app.fetch("/api/site-settings", as(admin, "PATCH", BRAND));
    workers.push(startLeadAlerts(app.ctx, { siteUrl: app.url, pollMs: 50 }));
    const res = await app.fetch(
      "/api/inquiries",
      jsonRequest("POST", { name: "브랜드고객", contact: "01055512345", vehicle: "그랜저" }),
    );
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { id: number }).id;
    await vi.waitFor(
      () => {
        expect(
          receipts.delivered().some((h) => (h.body as { receipt?: { leadId?: number } }).receipt?.leadId === id),
        ).toBe(true);
        expect(staffHook.delivered().some((h) => hookLeadId(h) === id)).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    const receipt = receipts
      .delivered()
      .find((h) => (h.body as { receipt?: { leadId?: number } }).receipt?.leadId === id)?.body as {
      text: string;
      receipt: { siteName: string };
    };
    expect(receipt.text).toMatch(/^\[바른렌트\] 상담 신청이 접수되었습니다\. /);
    expect(receipt.receipt.siteName).toBe("바른렌트");
    const alert = staffHook.delivered().find((h) => hookLeadId(h) === id)?.body as { text: string };
    expect(alert.text).toMatch(/^\[바른렌트\] /);
    expect(JSON.stringify(alert)).not.toContain("렌트픽");
  });
});

describe("the logo", () => {
  it("refuses junk, SVG, GIF, an empty body and a file over 2MB in Korean, and keeps the text logo", async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>',
    );
    const gif = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");
    const cases: [Buffer, string, number, string][] = [
      [Buffer.from("this is not an image, only bytes"), "image/png", 415, LOGO_WRONG_TYPE],
      [svg, "image/svg+xml", 415, LOGO_WRONG_TYPE],
      [svg, "image/png", 415, LOGO_WRONG_TYPE],
      [gif, "image/gif", 415, LOGO_WRONG_TYPE],
      [Buffer.alloc(0), "image/png", 400, LOGO_EMPTY],
      [Buffer.concat([await makeImage(), Buffer.alloc(LOGO_MAX_BYTES)]), "image/png", 413, LOGO_TOO_LARGE],
    ];
    for (const [body, type, status, message] of cases) {
      const res = await logoCall(admin, "PUT", body, type);
      expect(res.status, `${type} ${body.length}`).toBe(status);
      expect(((await res.json()) as { message: string }).message).toBe(message);
    }
    // A PNG's signature over bytes that do not decode: refused by the media path in Korean.
    const broken = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
    const res = await logoCall(admin, "PUT", broken);
    expect(res.status).toBe(415);
    expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    expect((await getSiteSettings(app.ctx)).logo).toBe("");
    expect(headerOf(await page("/"))).not.toContain('data-testid="site-logo"');
  });

  it("takes a PNG, JPEG or WebP, shows it in the header named by the brand, and goes back to the text logo", async () => {
    await app.fetch("/api/site-settings", as(admin, "PATCH", BRAND));
    for (const format of ["jpeg", "webp", "png"] as const) {
      const res = await logoCall(admin, "PUT", await makeImage({ width: 400, height: 100, format }), `image/${format}`);
      expect(res.status, format).toBe(200);
      const answer = (await res.json()) as { message: string; settings: { logo: string } };
      expect(answer.message).toBe(LOGO_SAVED);
      expect(answer.settings.logo).toMatch(/^\/media\/[a-f0-9]{32}\/320\.webp$/);
    }
    const { logo } = await getSiteSettings(app.ctx);
    const header = headerOf(await page("/"));
    const img = scanHtml(header).elements.find((e) => e.tag === "img" && e.attrs["data-testid"] === "site-logo");
    expect(img?.attrs).toMatchObject({ src: logo, alt: "바른렌트" });
    // The image it names is served.
    const served = await app.fetch(logo);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    const ld = jsonLdOf(await page("/")).find((d) => d["@type"] === "Organization");
    expect(ld?.logo).toMatchObject({ url: `http://bareun.example.kr${logo}` });

    const removed = await logoCall(admin, "DELETE");
    expect(removed.status).toBe(200);
    const after = headerOf(await page("/"));
    expect(after).not.toContain('data-testid="site-logo"');
    expect(scanHtml(after).text).toContain("바른렌트");
  });
});
