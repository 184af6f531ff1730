import { request as httpRequest } from "node:http";
import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { LOGIN_LIMITS } from "#server/auth/login";
import { inquiries, pageViews, partnerApplications } from "#server/db/schema";
import { ANONYMOUS_SLOTS_PER_HOUR } from "#server/http/api/media";
import { PAGE_VIEW_LIMIT } from "#server/services/site/record-page-view";
import { PUBLIC_FORM_LIMIT } from "#server/shared/form-limit";
import { createAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { newPartnerLoginId, rentalApplication } from "../support/partner-fixtures";
import { jsonRequest, startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * The second round of abuse findings, each as a client would meet it. The app sits behind one proxy
 * (TRUST_PROXY=1): the test connects from 127.0.0.1 and, as the proxy does, names its client's address in
 * X-Forwarded-For and the client's scheme in X-Forwarded-Proto. The request pace is set past this file's
 * bursts except where the pace itself is tested.
 */
const app = useTestApp({
  pages: true,
  env: { NODE_ENV: "production", TRUST_PROXY: "1", CLIENT_REQUESTS_PER_SECOND: "1000" },
});

const TOO_MANY = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";
const REFUSED = "허용되지 않은 요청입니다.";
const TAKEN = "사용할 수 없는 아이디입니다";

const from = (address: string, headers: Record<string, string> = {}) => ({ "X-Forwarded-For": address, ...headers });
const errorLogs = () => app.logs.filter((line) => /"level":(5|6)\d/.test(line));
const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const FORM = { "Content-Type": "application/x-www-form-urlencoded" };

let prefixes = 0;
/** A /64 no other test in the file uses, and an address in it for each index. */
function network(): (host: number) => string {
  prefixes += 1;
  const prefix = `2001:db8:${prefixes.toString(16)}:${(prefixes * 7).toString(16)}`;
  return (host) => `${prefix}::${host.toString(16)}`;
}

describe("an IPv6 client is counted by its /64", () => {
  const signUp = (address: string, loginId = newPartnerLoginId()) =>
    app.fetch("/api/partners", jsonRequest("POST", rentalApplication(loginId), from(address)));

  it("public forms: every address of one /64 shares the limit; the next /64 is another client", async () => {
    const one = network();
    const other = network();
    for (let i = 1; i <= PUBLIC_FORM_LIMIT; i++) expect((await signUp(one(i))).status, one(i)).toBe(201);
    const limited = await signUp(one(0xbeef));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toBe(TOO_MANY);
    // Written in full and in capitals, it is still the same /64.
    const full = one(0xcafe).replace("::", ":0:0:0:").toUpperCase();
    expect((await signUp(full)).status).toBe(429);
    const refusedId = newPartnerLoginId();
    expect((await signUp(one(0xcafe), refusedId)).status).toBe(429);
    expect(await app.ctx.db.$count(partnerApplications, eq(partnerApplications.loginId, refusedId))).toBe(0);
    expect((await signUp(other(1))).status).toBe(201);
  });

  it("an IPv4 client shares its limit with its IPv4-mapped IPv6 form", async () => {
    for (let i = 0; i < PUBLIC_FORM_LIMIT; i++) expect((await signUp("::ffff:198.51.100.77")).status).toBe(201);
    expect((await signUp("198.51.100.77")).status).toBe(429);
    expect((await signUp("198.51.100.78")).status).toBe(201);
  });

  it("sign-in: one account tried from one /64 is throttled, whatever addresses it takes", async () => {
    const admin = await createAccount(app, "admin");
    const one = network();
    const other = network();
    const attempt = (address: string, password: string) =>
      app.fetch(
        "/api/auth/login",
        jsonRequest("POST", { username: admin.username, password, role: "admin" }, from(address)),
      );
    for (let i = 1; i <= LOGIN_LIMITS.perPair.limit; i++)
      expect((await attempt(one(i), `wrong-${i}`)).status, one(i)).toBe(401);
    expect((await attempt(one(0x99), "wrong-again")).status).toBe(429);
    expect((await attempt(one(0x9a), admin.password)).status).toBe(429);
    // The owner, from another network, still gets in.
    expect((await attempt(other(1), admin.password)).status).toBe(200);
  });

  it("sign-in: names sprayed from one /64 share the per-address limit", async () => {
    const one = network();
    const other = network();
    const attempt = (address: string, username: string) =>
      app.fetch(
        "/api/auth/login",
        jsonRequest("POST", { username, password: "guess-1234", role: "admin" }, from(address)),
      );
    const stamp = Date.now().toString(36);
    for (let i = 1; i <= LOGIN_LIMITS.perAddress.limit; i++)
      expect((await attempt(one(i), `spray-${stamp}-${i}`)).status, one(i)).toBe(401);
    expect((await attempt(one(0x77), `spray-${stamp}-last`)).status).toBe(429);
    expect((await attempt(other(1), `spray-${stamp}-last`)).status).toBe(401);
  });

  it("upload slots: one /64 gets one allowance", async () => {
    const one = network();
    const other = network();
    const slot = (address: string) => app.fetch("/api/objects/upload", { method: "POST", headers: from(address) });
    const answers = [];
    for (let i = 1; i <= ANONYMOUS_SLOTS_PER_HOUR; i++) answers.push((await slot(one(i))).status);
    expect(answers).toEqual(Array(ANONYMOUS_SLOTS_PER_HOUR).fill(200));
    const limited = await slot(one(0x1234));
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { message: string }).message).toMatch(/[가-힣]/);
    expect((await slot(other(1))).status).toBe(200);
  });

  it("page views: one /64 adds at most the limit, and one browser moving inside it is one visitor", async () => {
    const vehicle = await insertVehicle(app.ctx, { slug: `v6-${Date.now()}` });
    const path = `/vehicles/${vehicle.slug}`;
    const one = network();
    const other = network();
    const view = (address: string, userAgent: string) =>
      app.fetch("/api/page-view", jsonRequest("POST", { path }, from(address, { "User-Agent": userAgent })));
    const stored = async () =>
      Number((await app.ctx.db.select({ n: count() }).from(pageViews).where(eq(pageViews.path, path)))[0]?.n);
    const hashes = async () =>
      new Set(
        (await app.ctx.db.select({ h: pageViews.visitorHash }).from(pageViews).where(eq(pageViews.path, path))).map(
          (row) => row.h,
        ),
      );

    // One browser whose address changes inside its /64 (privacy addresses) is one visitor.
    expect((await view(one(1), "same-browser")).status).toBe(204);
    expect((await view(one(2), "same-browser")).status).toBe(204);
    expect(await hashes()).toHaveProperty("size", 1);
    expect((await view(other(1), "same-browser")).status).toBe(204);
    expect(await hashes()).toHaveProperty("size", 2);

    // A flood from many addresses and agents of one /64 stores no more than one address may.
    const before = await stored();
    for (let batch = 0; batch < PAGE_VIEW_LIMIT + 10; batch += 30) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => view(one(0x100 + batch + i), `bot-${batch + i}`)),
      );
      expect(answers.map((res) => res.status)).toEqual(Array(30).fill(204));
    }
    // The /64 already had two views counted in this window.
    expect((await stored()) - before).toBe(PAGE_VIEW_LIMIT - 2);
    expect((await view(other(2), "another-browser")).status).toBe(204);
    expect((await stored()) - before).toBe(PAGE_VIEW_LIMIT - 1);
  });

  describe("the request pace", () => {
    const paced = useTestApp({ env: { TRUST_PROXY: "1", CLIENT_REQUESTS_PER_SECOND: "1" } });
    const BURST = 10;

    it("gives one /64 one allowance; another /64 is served", async () => {
      const one = network();
      const other = network();
      const start = performance.now();
      const answers = await Promise.all(
        Array.from({ length: BURST + 30 }, (_, i) => paced.fetch("/api/reviews", { headers: from(one(i + 1)) })),
      );
      const seconds = (performance.now() - start) / 1000;
      const served = answers.filter((res) => res.status === 200).length;
      expect(served).toBeGreaterThanOrEqual(BURST);
      expect(served).toBeLessThanOrEqual(BURST + Math.ceil(seconds));
      expect(answers.filter((res) => res.status === 429)).toHaveLength(answers.length - served);
      expect((await paced.fetch("/api/reviews", { headers: from(other(1)) })).status).toBe(200);
    });
  });
});

describe("a `next` that is no path of the site", () => {
  const KOREAN = "/관리자";
  const hostile = [
    KOREAN,
    "/관리자?탭=후기",
    "//evil.com",
    "/\\evil.com",
    "https://evil.com",
    "/a/..//evil.com",
    `/admin?q=${"a".repeat(3000)}`,
  ];
  /** The query as a client may write it: encoded, and (for broken encoding) raw. */
  const queries = [...hostile.map((next) => `next=${encodeURIComponent(next)}`), "next=%E0%A4%A", "next=/%E0%A4%A"];
  const isSafeLocation = (location: string | null) =>
    location !== null && /^\/(?!\/)[\x21-\x7e]*$/.test(location) && location.length < 2100;

  it.each([
    ["admin", "/admin-login", "/admin"],
    ["partner", "/partners-login", "/partners"],
  ] as const)(
    "%s sign-in: the page and its form go on to a safe address, never a server error",
    async (role, page, home) => {
      const account = await createAccount(app, role);
      const errorsBefore = errorLogs().length;
      for (const query of queries) {
        const shown = await app.fetch(`${page}?${query}`, { redirect: "manual" });
        expect(shown.status, query).toBe(200);
        const signedIn = await app.fetch(`${page}?${query}`, {
          redirect: "manual",
          headers: { Cookie: account.cookie },
        });
        expect(signedIn.status, query).toBe(302);
        expect(isSafeLocation(signedIn.headers.get("location")), `${query} → ${signedIn.headers.get("location")}`).toBe(
          true,
        );
        const posted = await app.fetch(`${page}?${query}`, {
          method: "POST",
          redirect: "manual",
          headers: { ...FORM, Origin: app.url },
          body: form({ username: account.username, password: account.password }),
        });
        expect(posted.status, query).toBe(303);
        expect(isSafeLocation(posted.headers.get("location")), `${query} → ${posted.headers.get("location")}`).toBe(
          true,
        );
        expect(posted.headers.get("set-cookie"), query).toMatch(/^sid=/);
      }
      // The Korean path is kept, written as a Location header carries it; the rest go home.
      const korean = await app.fetch(`${page}?next=${encodeURIComponent(KOREAN)}`, {
        redirect: "manual",
        headers: { Cookie: account.cookie },
      });
      expect(korean.headers.get("location")).toBe(`/${encodeURIComponent("관리자")}`);
      for (const next of ["//evil.com", "/\\evil.com", "https://evil.com", "/a/..//evil.com"]) {
        const away = await app.fetch(`${page}?next=${encodeURIComponent(next)}`, {
          redirect: "manual",
          headers: { Cookie: account.cookie },
        });
        expect(away.headers.get("location"), next).toBe(home);
      }
      expect(errorLogs().slice(errorsBefore)).toEqual([]);
    },
  );

  it("the JSON sign-in takes no `next` and signs in whatever one is sent", async () => {
    const admin = await createAccount(app, "admin");
    const res = await app.fetch(
      "/api/auth/login",
      jsonRequest("POST", { username: admin.username, password: admin.password, role: "admin", next: KOREAN }),
    );
    expect(res.status).toBe(200);
  });
});

describe("a page form posted from another site", () => {
  const foreign = (): [string, Record<string, string>][] => [
    ["a foreign Origin", { Origin: "https://evil.example" }],
    ["Origin null", { Origin: "null" }],
    ["an unreadable Origin", { Origin: "not a url" }],
    ["the same host on another scheme", { Origin: app.url.replace("http:", "https:") }],
    ["Sec-Fetch-Site cross-site", { "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "Sec-Fetch-Site": "same-site" }],
  ];

  it("gets a Korean 403 and writes no error to the log", async () => {
    const admin = await createAccount(app, "admin");
    const vehicle = await insertVehicle(app.ctx, { slug: `xo-${Date.now()}` });
    const errorsBefore = errorLogs().length;
    const inquiriesBefore = await app.ctx.db.$count(inquiries);
    for (const path of ["/?index", `/vehicles/${vehicle.slug}`, "/admin-login", "/partners-login", "/admin/leads/1"])
      for (const [what, headers] of foreign()) {
        const res = await app.fetch(path, {
          method: "POST",
          redirect: "manual",
          headers: { ...FORM, Cookie: admin.cookie, ...headers },
          body: form({ name: "교차출처", contact: "010-1234-5678", vehicle: "쏘렌토", memo: "x" }),
        });
        expect(res.status, `${path} with ${what}`).toBe(403);
        expect(res.headers.get("content-type"), `${path} with ${what}`).toMatch(/^text\/html/);
        expect(await res.text(), `${path} with ${what}`).toContain(REFUSED);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
    // A script's data request gets the message as JSON.
    const data = await app.fetch("/admin-login.data", {
      method: "POST",
      headers: { ...FORM, Origin: "https://evil.example" },
      body: form({ username: "x", password: "y" }),
    });
    expect(data.status).toBe(403);
    expect(await data.json()).toEqual({ success: false, message: REFUSED });
    expect(errorLogs().slice(errorsBefore)).toEqual([]);
    expect(await app.ctx.db.$count(inquiries)).toBe(inquiriesBefore);
  });

  it("the site's own pages still post", async () => {
    const name = `같은출처${Date.now()}`;
    const res = await app.fetch("/?index", {
      method: "POST",
      redirect: "manual",
      headers: { ...FORM, Origin: app.url, "Sec-Fetch-Site": "same-origin" },
      body: form({ name, contact: "010-1234-5678", region: "만 26세 이상", vehicle: "쏘렌토", agreed: "on" }),
    });
    // Taken in: the action answers with the page it came from and the sent notice.
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toMatch(/^\/\?inquiry=sent/);
  });
});

describe("private paths, in any letter case", () => {
  /** Every Cache-Control header line of the answer, as sent (fetch would join several into one). */
  const cacheControlLines = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; lines: string[] }>((resolve, reject) => {
      const req = httpRequest(`${app.url}${path}`, { headers }, (res) => {
        res.resume();
        const lines: string[] = [];
        for (let i = 0; i < res.rawHeaders.length; i += 2)
          if (res.rawHeaders[i]?.toLowerCase() === "cache-control") lines.push(res.rawHeaders[i + 1] ?? "");
        res.on("end", () => resolve({ status: res.statusCode ?? 0, lines }));
      });
      req.on("error", reject);
      req.end();
    });

  it("answer with exactly one Cache-Control, and it says no-store", async () => {
    const admin = await createAccount(app, "admin");
    const partner = await createAccount(app, "partner");
    const paths = [
      "/admin",
      "/ADMIN",
      "/Admin",
      "/Admin/leads/1",
      "/ADMIN/price-sheet",
      "/%61dmin",
      "/admin-login",
      "/Admin-Login",
      "/%41DMIN-login",
      "/partners",
      "/PARTNERS",
      "/Partners/new-cars",
      "/partners-login",
      "/Partners-Login",
      "/PARTNERS-SIGNUP",
      "/api/Admin/leads",
      "/API/admin/stats",
      "/api/Auth/me",
      "/api/Partner/vehicles",
    ];
    for (const cookie of [undefined, admin.cookie, partner.cookie])
      for (const path of paths) {
        const { status, lines } = await cacheControlLines(path, cookie ? { Cookie: cookie } : {});
        const what = `${path} (${status})${cookie ? ` as ${cookie.slice(0, 10)}` : ""}`;
        expect(lines, what).toHaveLength(1);
        expect(lines[0], what).toMatch(/\bno-store\b/);
        expect(lines[0], what).not.toMatch(/public|max-age|s-maxage/);
      }
  });
});

describe("the sign-in forms without a named origin", () => {
  const signInForm = (path: string, account: { username: string; password: string }, headers: Record<string, string>) =>
    app.fetch(path, {
      method: "POST",
      redirect: "manual",
      headers: { ...FORM, ...headers },
      body: form({ username: account.username, password: account.password }),
    });

  it.each([
    ["admin", "/admin-login"],
    ["admin", "/Admin-Login/"],
    ["partner", "/partners-login"],
    ["partner", "/PARTNERS-LOGIN"],
  ] as const)(
    "%s at %s: refused with a Korean 403 when neither Origin nor Sec-Fetch-Site names the site",
    async (role, path) => {
      const account = await createAccount(app, role);
      const unnamed: Record<string, string>[] = [{}, { "Sec-Fetch-Site": "none" }, { Referer: `${app.url}/admin` }];
      for (const headers of unnamed) {
        const res = await signInForm(path, account, headers);
        expect(res.status, JSON.stringify(headers)).toBe(403);
        expect(await res.text()).toContain(REFUSED);
        expect(res.headers.get("set-cookie")).toBeNull();
      }
      // A browser's own post names the site one way or the other.
      const named: Record<string, string>[] = [{ Origin: app.url }, { "Sec-Fetch-Site": "same-origin" }];
      for (const headers of named) {
        const res = await signInForm(path, account, headers);
        expect(res.status, JSON.stringify(headers)).toBe(303);
        expect(res.headers.get("set-cookie")).toMatch(/^sid=/);
      }
    },
  );

  it("the page's other forms, and the JSON sign-in, are not held to it", async () => {
    const admin = await createAccount(app, "admin");
    const api = await app.fetch(
      "/api/auth/login",
      jsonRequest("POST", { username: admin.username, password: admin.password, role: "admin" }),
    );
    expect(api.status).toBe(200);
  });
});

describe("partner sign-up and taken ids", () => {
  type Answer = { status: number; body: { message?: string; fieldErrors?: Record<string, string> } };
  const signUp = async (body: unknown, address: string): Promise<Answer> => {
    const res = await app.fetch("/api/partners", jsonRequest("POST", body, from(address)));
    return { status: res.status, body: (await res.json()) as Answer["body"] };
  };

  it("never says an id cannot be used: a taken id and a free one get the same answer, complete forms included", async () => {
    const address = network();
    const first = rentalApplication();
    expect((await signUp(first, address(1))).status).toBe(201);
    const fresh = newPartnerLoginId();
    const incomplete: [string, (loginId: string) => unknown][] = [
      ["only the id", (loginId) => ({ type: "렌트사", loginId })],
      ["no type", (loginId) => ({ ...rentalApplication(loginId), type: undefined })],
      ["an e-mail that is none", (loginId) => ({ ...rentalApplication(loginId), email: "메일아님" })],
      ["passwords that differ", (loginId) => ({ ...rentalApplication(loginId), passwordConfirm: "other-pass-12" })],
      ["the agreements unticked", (loginId) => ({ ...rentalApplication(loginId), privacyAgree: false })],
      ["a dealer's fields missing", (loginId) => ({ ...rentalApplication(loginId), type: "딜러" })],
    ];
    let host = 2;
    for (const [what, body] of incomplete) {
      const taken = await signUp(body(first.loginId.toUpperCase()), address(host++));
      const free = await signUp(body(fresh), address(host++));
      expect(taken, what).toEqual(free);
      expect(taken.status, what).toBe(400);
      expect(JSON.stringify(taken.body), what).not.toContain(TAKEN);
      expect(taken.body.fieldErrors ?? {}, what).not.toHaveProperty("loginId");
    }
    // A complete, valid form is taken either way; an admin settles the clash at approval.
    const complete = await signUp(rentalApplication(first.loginId), address(host++));
    expect(complete).toEqual(await signUp(rentalApplication(fresh), address(host++)));
    expect(complete).toEqual({
      status: 201,
      body: { success: true, message: "가입 신청이 접수되었습니다. 관리자 승인 후 로그인할 수 있습니다." },
    });
    expect(JSON.stringify(complete.body)).not.toContain(TAKEN);
  });

  it("no id-check address answers differently for a taken id and a free one", async () => {
    const address = network();
    const first = rentalApplication();
    expect((await signUp(first, address(1))).status).toBe(201);
    const fresh = newPartnerLoginId();
    const asked = (loginId: string) => [
      [`/api/partners/check-id?loginId=${loginId}`, "GET"],
      [`/api/partners/login-id/${loginId}`, "GET"],
      [`/api/partners/check-id`, "POST"],
      [`/api/partners/availability?loginId=${loginId}`, "GET"],
      [`/partners-signup?loginId=${loginId}`, "GET"],
    ];
    const answers = async (loginId: string) =>
      Promise.all(
        asked(loginId).map(async ([path = "", method]) => {
          const res = await app.fetch(path, jsonRequest(method ?? "GET", method === "POST" ? { loginId } : undefined));
          const text = await res.text();
          return { status: res.status, taken: text.includes(TAKEN) };
        }),
      );
    const [taken, free] = [await answers(first.loginId), await answers(fresh)];
    expect(taken).toEqual(free);
    expect(taken.every((answer) => !answer.taken)).toBe(true);
  });
});

describe("the session cookie on HTTPS", () => {
  const HTTPS = { "X-Forwarded-Proto": "https" };
  const signIn = (account: { username: string; password: string }, headers: Record<string, string> = {}) =>
    app.fetch(
      "/api/auth/login",
      jsonRequest("POST", { username: account.username, password: account.password, role: "admin" }, headers),
    );
  const me = async (cookie: string, headers: Record<string, string> = {}) =>
    (
      (await (await app.fetch("/api/auth/me", { headers: { Cookie: cookie, ...headers } })).json()) as {
        user: { username: string } | null;
      }
    ).user;
  const tokenOf = (setCookie: string | null, name: string) =>
    new RegExp(`^${name.replace("-", "\\-")}=([^;]+)`).exec(setCookie ?? "")?.[1];

  it("is __Host-sid (Secure, Path=/, no Domain) behind the proxy's https, and only that name is read", async () => {
    const admin = await createAccount(app, "admin");
    const res = await signIn(admin, HTTPS);
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).toMatch(/;\s*Path=\/(;|$)/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = tokenOf(cookie, "__Host-sid")!;
    expect(await me(`__Host-sid=${token}`, HTTPS)).toMatchObject({ username: admin.username });
    // A plain `sid` (which a neighbouring host could plant) names no one on HTTPS.
    expect(await me(`sid=${token}`, HTTPS)).toBeNull();

    const out = await app.fetch("/api/auth/logout", {
      method: "POST",
      headers: { Cookie: `__Host-sid=${token}`, ...HTTPS },
    });
    expect(out.status).toBe(200);
    expect(out.headers.get("set-cookie")).toMatch(/^__Host-sid=;.*Secure/i);
    expect(await me(`__Host-sid=${token}`, HTTPS)).toBeNull();
  });

  it("the sign-in form sets the same cookie on HTTPS", async () => {
    const admin = await createAccount(app, "admin");
    const origin = app.url.replace("http:", "https:");
    const res = await app.fetch("/admin-login", {
      method: "POST",
      redirect: "manual",
      headers: { ...FORM, ...HTTPS, Origin: origin },
      body: form({ username: admin.username, password: admin.password }),
    });
    expect(res.status).toBe(303);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-sid=/);
    expect(cookie).toMatch(/;\s*Secure/i);
    expect(cookie).not.toMatch(/Domain=/i);
    const token = tokenOf(cookie, "__Host-sid")!;
    expect(await me(`__Host-sid=${token}`, HTTPS)).toMatchObject({ username: admin.username });
    const page = await app.fetch("/admin", { headers: { Cookie: `__Host-sid=${token}`, ...HTTPS } });
    expect(await page.text()).not.toContain('name="password"');
  });

  it("keeps the plain name on plain http", async () => {
    const admin = await createAccount(app, "admin");
    const res = await signIn(admin);
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^sid=/);
    expect(cookie).not.toMatch(/Secure/i);
    const token = tokenOf(cookie, "sid")!;
    expect(await me(`sid=${token}`)).toMatchObject({ username: admin.username });
    expect(await me(`__Host-sid=${token}`)).toBeNull();
  });

  it("is __Host-sid whenever PUBLIC_URL is https", async () => {
    const site = await startTestApp({ env: { PUBLIC_URL: "https://rent.example.kr" } });
    try {
      const admin = await createAccount(site, "admin");
      const res = await site.fetch(
        "/api/auth/login",
        jsonRequest("POST", { username: admin.username, password: admin.password, role: "admin" }),
      );
      expect(res.status).toBe(200);
      const cookie = res.headers.get("set-cookie") ?? "";
      expect(cookie).toMatch(/^__Host-sid=[^;]+;.*Secure/i);
      const token = tokenOf(cookie, "__Host-sid")!;
      const who = await site.fetch("/api/auth/me", { headers: { Cookie: `__Host-sid=${token}` } });
      expect(((await who.json()) as { user: { username: string } | null }).user).toMatchObject({
        username: admin.username,
      });
    } finally {
      await site.close();
    }
  });
});
