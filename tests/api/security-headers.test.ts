import { describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts";
import { scanHtml, scriptAllowed } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ pages: true, env: { NODE_ENV: "production" } });

describe("security headers", () => {
  it("allows a kept public page's inline scripts by their hashes, and no other script", async () => {
    const res = await app.fetch("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    const scriptSrc = csp.split(";").find((d) => d.trim().startsWith("script-src ")) ?? "";
    expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]{43}='/);
    expect(scriptSrc).not.toContain("unsafe-inline");
    expect(scriptSrc).not.toContain("'nonce-");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");

    const scan = scanHtml(await res.text());
    expect(scan.inlineScripts.length).toBeGreaterThan(0);
    for (const script of scan.inlineScripts) expect(scriptAllowed(script, csp), script.raw?.slice(0, 60)).toBe(true);
    expect(scriptAllowed({ tag: "script", attrs: {}, raw: "alert(1)" }, csp)).toBe(false);
  });

  it("signs a signed-in visitor's page with a fresh nonce per response", async () => {
    const { cookie } = await createAccount(app, "admin");
    const pages = await Promise.all([
      app.fetch("/", { headers: { Cookie: cookie } }),
      app.fetch("/", { headers: { Cookie: cookie } }),
    ]);
    const policies = pages.map((res) => res.headers.get("content-security-policy") ?? "");
    for (const policy of policies) expect(policy).toMatch(/'nonce-[A-Za-z0-9+/=]{20,}'/);
    expect(policies[0]).not.toBe(policies[1]);
    const scan = scanHtml(await pages[0]!.text());
    expect(scan.inlineScripts.length).toBeGreaterThan(0);
    for (const script of scan.inlineScripts) expect(scriptAllowed(script, policies[0]!)).toBe(true);
    expect(scriptAllowed({ tag: "script", attrs: {}, raw: scan.inlineScripts[0]!.raw }, policies[0]!)).toBe(false);
  });

  it("sends nosniff, a referrer policy, HSTS and no X-Powered-By", async () => {
    const res = await app.fetch("/");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toContain("max-age=31536000");
    expect(res.headers.get("x-powered-by")).toBeNull();
  });
});
