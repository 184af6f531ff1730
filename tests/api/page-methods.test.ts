import { describe, expect, it } from "vitest";
import { METHOD_NOT_ALLOWED } from "#server/http/request-guard";
import { useTestApp } from "../support/use-test-app";

/**
 * A form post, or any method but GET and HEAD, to a page that takes no form: a short 405 that names the methods
 * the page takes, and nothing in the log above the request's own info line. Every page that has an action is
 * posted to in tests/api/route-access.test.ts (and keeps its answer there).
 */
const app = useTestApp({ pages: true, env: { NODE_ENV: "production", RATE_LIMIT_DISABLED: "true" } });

const FORM = { "Content-Type": "application/x-www-form-urlencoded", Accept: "text/html" };
const body = new URLSearchParams({
  name: "홍길동",
  contact: "010-1234-5678",
  vehicle: "쏘렌토",
  region: "만 26세 이상",
  agreed: "on",
}).toString();

/** Pages without an action, an unknown path, a resource route, and the home page posted without `?index`. */
const NO_ACTION = [
  "/terms",
  "/privacy",
  "/reviews",
  "/new-cars",
  "/no-such-page/deeper",
  "/sitemap.xml",
  "/",
  "/terms/",
];

/** The log lines from the given position on, parsed. */
const linesFrom = (start: number) =>
  app.logs.slice(start).map((line) => JSON.parse(line) as { level: number; msg: string; path?: string; err?: unknown });

describe("a page without an action", () => {
  it.each(NO_ACTION)("answers a form post to %s with a quiet 405 and a short Korean page", async (path) => {
    const start = app.logs.length;
    const res = await app.fetch(path, { method: "POST", headers: FORM, body, redirect: "manual" });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(res.headers.get("content-type")).toMatch(/^text\/html/);
    const text = await res.text();
    expect(text).toContain(METHOD_NOT_ALLOWED);
    expect(text).toContain('lang="ko"');
    // The request's own line, at info level, is written once the answer is sent.
    await expect.poll(() => linesFrom(start).some((line) => line.msg === "request")).toBe(true);
    const lines = linesFrom(start);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
    expect(lines.filter((line) => line.err !== undefined || JSON.stringify(line).includes("stack"))).toEqual([]);
    expect(lines.find((line) => line.msg === "request")).toMatchObject({ level: 30, status: 405 });
  });

  it.each(["PUT", "PATCH", "DELETE", "OPTIONS"])("answers %s the same way", async (method) => {
    const start = app.logs.length;
    const res = await app.fetch("/terms", { method, headers: FORM, body: method === "OPTIONS" ? undefined : body });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.text()).toContain(METHOD_NOT_ALLOWED);
    await expect.poll(() => linesFrom(start).some((line) => line.msg === "request")).toBe(true);
    expect(linesFrom(start).filter((line) => line.level >= 40)).toEqual([]);
  });

  it("answers a script's data request with the message as JSON", async () => {
    const res = await app.fetch("/privacy.data", { method: "POST", headers: FORM, body });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD");
    expect(await res.json()).toEqual({ success: false, message: METHOD_NOT_ALLOWED });
  });

  it("still shows the page to GET and HEAD", async () => {
    expect((await app.fetch("/terms")).status).toBe(200);
    expect((await app.fetch("/terms", { method: "HEAD" })).status).toBe(200);
  });
});

describe("a page with an action", () => {
  it("takes the home page's consultation form posted to its index route, with or without scripts", async () => {
    const document = await app.fetch("/?index", { method: "POST", headers: FORM, body, redirect: "manual" });
    expect(document.status).toBe(303);
    const data = await app.fetch("/_root.data?index", { method: "POST", headers: FORM, body, redirect: "manual" });
    expect(data.status).not.toBe(405);
    expect(data.headers.get("allow")).toBeNull();
  });

  it("takes a post to the search page, by its alias and in capitals", async () => {
    for (const path of ["/search", "/SEARCH", "/customer/search"]) {
      const res = await app.fetch(path, { method: "POST", headers: FORM, body: "q=x", redirect: "manual" });
      expect(res.status, path).not.toBe(405);
    }
  });
});
