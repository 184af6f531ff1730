import { connect } from "node:net";
import { describe, expect, it } from "vitest";
import { createAccount } from "../support/accounts";
import { startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/** Small holes a client can find with odd requests: redirects off the site, private pages kept as public, 500s. */

const app = useTestApp({ pages: true, env: { NODE_ENV: "production" } });

/** One request written by hand, so the request line and headers are exactly what an attacker sends. */
function rawRequest(head: string): Promise<{ status: number; headers: string; body: string }> {
  const { port, hostname } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.end(`${head}\r\nConnection: close\r\n\r\n`));
    let data = "";
    socket.setEncoding("latin1");
    socket.on("data", (chunk) => {
      data += chunk;
    });
    socket.on("end", () => {
      const [headers = "", body = ""] = data.split("\r\n\r\n");
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0), headers, body });
    });
    socket.on("error", reject);
  });
}

const serverErrors = () => app.logs.filter((line) => /"level":50/.test(line));

describe("open redirects", () => {
  it.each([
    "/%09/evil.com",
    "/%0a/evil.com",
    "/%5Cevil.com",
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "/%2F/evil.com",
    "%0a",
    "/%0d%0a/evil.com",
    "/ /evil.com",
  ])("a signed-in admin sent to /admin-login?next=%s stays on the site", async (next) => {
    const { cookie } = await createAccount(app, "admin");
    const res = await app.fetch(`/admin-login?next=${next}`, { redirect: "manual", headers: { Cookie: cookie } });
    expect(res.status).toBe(302);
    // Browsers drop tabs and line breaks from a URL before following it.
    const location = (res.headers.get("location") ?? "").replace(/\p{Cc}/gu, "");
    expect(location).toMatch(/^\/(?![/\\])/);
    expect(new URL(location, app.url).origin).toBe(app.url);
  });

  it("keeps a real path with its query", async () => {
    const { cookie } = await createAccount(app, "admin");
    const res = await app.fetch(`/admin-login?next=${encodeURIComponent("/admin?tab=reviews")}`, {
      redirect: "manual",
      headers: { Cookie: cookie },
    });
    expect(res.headers.get("location")).toBe("/admin?tab=reviews");
  });
});

describe("private paths", () => {
  it.each(["/ADMIN", "/Admin", "/Admin-login", "/%61dmin", "/%41DMIN-login", "/PARTNERS", "/Partners-login"])(
    "%s is never kept or cached as a public page",
    async (path) => {
      const first = await app.fetch(path, { redirect: "manual" });
      const cacheControl = first.headers.get("cache-control") ?? "";
      if (first.status === 200) expect(cacheControl).toContain("no-store");
      expect(first.status).toBeLessThan(500);
    },
  );
});

describe("odd requests answer 4xx, not 500", () => {
  it("a malformed Host header", async () => {
    const before = serverErrors().length;
    const res = await rawRequest("GET / HTTP/1.1\r\nHost: [bad::host");
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(serverErrors().length).toBe(before);
  });

  it("TRACE", async () => {
    const before = serverErrors().length;
    const res = await rawRequest(`TRACE / HTTP/1.1\r\nHost: ${new URL(app.url).host}`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(serverErrors().length).toBe(before);
  });

  it("a text/plain post to the home form", async () => {
    const before = serverErrors().length;
    const res = await app.fetch("/?index", {
      method: "POST",
      headers: { "Content-Type": "text/plain", Origin: app.url },
      body: "name=x",
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(serverErrors().length).toBe(before);
  });

  it("a bad X-Forwarded-Proto behind a trusted proxy", async () => {
    const proxied = await startTestApp({ pages: true, env: { NODE_ENV: "production", TRUST_PROXY: "1" } });
    try {
      for (const proto of ["javascript:alert(1)//", "ht tp", "https, http", ""]) {
        const res = await proxied.fetch("/", { headers: { "X-Forwarded-Proto": proto } });
        expect(res.status, proto).toBeLessThan(500);
      }
      expect((await proxied.fetch("/", { headers: { "X-Forwarded-Proto": "https" } })).status).toBe(200);
      expect(proxied.logs.filter((line) => /"level":50/.test(line))).toEqual([]);
    } finally {
      await proxied.close();
    }
  });
});

describe("logs", () => {
  it("never hold what a visitor typed into a search path", async () => {
    await app.fetch(`/search/${encodeURIComponent("홍길동 01098765432")}`);
    const joined = app.logs.join("\n");
    expect(joined).not.toContain("01098765432");
    expect(joined).not.toContain(encodeURIComponent("홍길동"));
    expect(joined).toContain("/search/:searchTerm");
  });
});
