import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "../../server/db/schema";
import { bumpDataVersion } from "../../server/services/site/data-version";
import { createAccount } from "../support/accounts";
import { createVehicle } from "../support/fixtures";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let slug: string;
let id: number;

beforeAll(async () => {
  app = await startTestApp({ pages: true, env: { NODE_ENV: "production" } });
  const vehicle = await createVehicle(app.ctx, { name: "캐시 확인용 쏘렌토", category: "SUV" });
  slug = vehicle.slug;
  id = vehicle.id;
});
afterAll(() => app?.close());

/** The nonce the CSP allows, and the nonce on every inline script of the page. */
async function nonces(res: Response): Promise<{ policy: string | undefined; scripts: string[] }> {
  const policy = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
  const html = await res.text();
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1] ?? "");
  return { policy, scripts };
}

describe("public pages kept in memory", () => {
  it("answers a repeated page with the same document and a fresh nonce on every inline script", async () => {
    const first = await app.fetch(`/vehicles/${slug}`);
    const second = await app.fetch(`/vehicles/${slug}`);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.headers.get("cache-control")).toContain("public");
    const a = await nonces(first);
    const b = await nonces(second);
    expect(b.policy).not.toBe(a.policy);
    expect(b.scripts.length).toBeGreaterThan(0);
    expect(new Set(b.scripts)).toEqual(new Set([b.policy]));
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
  });
});
