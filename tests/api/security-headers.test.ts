import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ pages: true, env: { NODE_ENV: "production" } });
});
afterAll(() => app?.close());

describe("security headers", () => {
  it("sends a CSP whose scripts need the per-response nonce, never unsafe-inline", async () => {
    const res = await app.fetch("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src "));
    expect(scriptSrc).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");

    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(scriptSrc ?? "")?.[1];
    const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>/g)].map((m) => m[1] ?? "");
    expect(inlineScripts.length).toBeGreaterThan(0);
    for (const attrs of inlineScripts) expect(attrs).toContain(`nonce="${nonce}"`);

    const again = await app.fetch("/");
    expect(again.headers.get("content-security-policy")).not.toBe(csp);
  });

  it("sends nosniff, a referrer policy, HSTS and no X-Powered-By", async () => {
    const res = await app.fetch("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});
