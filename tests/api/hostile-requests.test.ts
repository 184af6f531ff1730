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

describe("the Host a request names", () => {
  const production = useTestApp({
    pages: true,
    env: { NODE_ENV: "production", PUBLIC_URL: "https://rentpick.example" },
  });
  const unset = useTestApp({ pages: true, env: { NODE_ENV: "production" } });
  const proxied = useTestApp({
    pages: true,
    env: {
      NODE_ENV: "production",
      PUBLIC_URL: "https://rentpick.example",
      ALLOWED_HOSTS: "www.rentpick.example",
      TRUST_PROXY: "1",
    },
  });

  const get = (app: typeof production, path: string, headers: Record<string, string>) =>
    app.fetch(path, { headers, redirect: "manual" });

  it("answers a host it was not told of with a Korean 421, so no page, sitemap or upload address names it", async () => {
    for (const path of ["/", "/sitemap.xml", "/robots.txt", "/api/vehicles/essential"]) {
      const res = await rawHost(production, path, "evil.example");
      expect(res.status, path).toBe(421);
      expect(res.text, path).not.toContain("evil.example");
      expect(res.text, path).toMatch(/[가-힣]/);
    }
    const upload = await rawHost(production, "/api/objects/upload", "evil.example", "POST");
    expect(upload.status).toBe(421);
    // Its own name and this machine's are answered.
    expect((await rawHost(production, "/robots.txt", "rentpick.example")).status).toBe(200);
    expect((await get(production, "/robots.txt", {})).status).toBe(200);
  });

  it("answers only this machine's names until PUBLIC_URL or ALLOWED_HOSTS is set", async () => {
    expect((await rawHost(unset, "/", "evil.example")).status).toBe(421);
    expect((await get(unset, "/robots.txt", {})).status).toBe(200);
  });

  it("checks the forwarded host behind a trusted proxy too", async () => {
    expect((await rawHost(proxied, "/robots.txt", "www.rentpick.example")).status).toBe(200);
    const forged = await rawHost(proxied, "/robots.txt", "rentpick.example", "GET", "X-Forwarded-Host: evil.example");
    expect(forged.status).toBe(421);
  });
});

/** A request with the Host header given (fetch will not send one of its own choosing). */
function rawHost(
  app: { url: string },
  path: string,
  host: string,
  method = "GET",
  extra = "",
): Promise<{ status: number; text: string }> {
  const { port, hostname } = new URL(app.url);
  return new Promise((resolve, reject) => {
    let answer = "";
    // Written without ending our side: the server answers, then closes (`Connection: close`).
    const socket = connect(Number(port), hostname, () =>
      socket.write(
        `${method} ${path} HTTP/1.1\r\nHost: ${host}\r\n${extra ? `${extra}\r\n` : ""}Content-Length: 0\r\nConnection: close\r\n\r\n`,
      ),
    );
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("close", () => resolve({ status: Number(answer.slice(9, 12)), text: answer }));
  });
}
