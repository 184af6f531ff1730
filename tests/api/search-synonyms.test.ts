import { randomBytes } from "node:crypto";
import { like, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  MAX_SEARCH_SYNONYMS,
  SYNONYM_ADDED,
  SYNONYM_EXISTS,
  SYNONYM_KEY_PREFIX,
  SYNONYM_LIMIT,
  SYNONYM_NOT_FOUND,
  SYNONYM_SAME,
  synonymKey,
} from "#domain/search-synonyms";
import type { VehicleSuggestion } from "#domain/vehicle-list";
import { siteSettings } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertSearchSynonym } from "../support/admin-fixtures";
import { insertVehicle, prices } from "../support/catalogue-fixtures";
import type { TestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const unique = () => randomBytes(4).toString("hex");

interface StoredSynonym {
  term: string;
  meaning: string;
  addedAt: string;
}

const synonymsCall = (app: TestApp, account: TestAccount | null, method: "GET" | "POST", body?: unknown) =>
  app.fetch("/api/search-synonyms", as(account, method, body));
const deleteCall = (app: TestApp, account: TestAccount | null, term: string) =>
  app.fetch(`/api/search-synonyms/${encodeURIComponent(term)}`, as(account, "DELETE"));

async function listed(app: TestApp, admin: TestAccount): Promise<StoredSynonym[]> {
  const res = await synonymsCall(app, admin, "GET");
  expect(res.status).toBe(200);
  return ((await res.json()) as { synonyms: StoredSynonym[] }).synonyms;
}

const storedRows = (app: TestApp) =>
  app.ctx.db
    .select()
    .from(siteSettings)
    .where(like(siteSettings.key, `${SYNONYM_KEY_PREFIX}%`));

const dataVersion = async (app: TestApp) =>
  ((await (await app.fetch("/api/data-version")).json()) as { version: number }).version;

/** The search box's suggestions for a query, as names. */
async function suggested(app: TestApp, q: string): Promise<string[]> {
  const res = await app.fetch(`/api/vehicles/suggest?q=${encodeURIComponent(q)}`);
  expect(res.status, q).toBe(200);
  return ((await res.json()) as { suggestions: VehicleSuggestion[] }).suggestions.map((s) => s.name);
}

async function koreanRefusal(res: Response, status: number | number[]) {
  expect([status].flat(), `${res.status}`).toContain(res.status);
  const body = (await res.json()) as { message: string; synonym?: unknown };
  expect(body.message).toMatch(/[가-힣]/);
  expect(body.synonym).toBeUndefined();
  return body as { message: string; fieldErrors?: Record<string, string> };
}

describe("검색 동의어 API", () => {
  const app = useTestApp();
  let admin: TestAccount;
  let partner: TestAccount;
  const grandeur = `디 올 뉴 그랜저 GN7 2.5 ${unique()}`;
  const ray = `더 뉴 레이 1.0 ${unique()}`;
  const aurora = `더 뉴 오로라9 하이브리드 ${unique()}`;

  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    partner = await createAccount(app, "partner");
    for (const name of [grandeur, ray, aurora])
      await insertVehicle(app.ctx, { name, category: "대형 세단", priceInfo: prices("월 50만원", "무보증") });
  });

  it("is for admins only: 401 without a session, 403 for a partner, in Korean, and nothing changes", async () => {
    const existing = await insertSearchSynonym(app);
    const before = await storedRows(app);
    const version = await dataVersion(app);
    for (const [account, status] of [
      [null, 401],
      [partner, 403],
    ] as const) {
      const who = account ? "partner" : "anonymous";
      await koreanRefusal(await synonymsCall(app, account, "GET"), status);
      await koreanRefusal(
        await synonymsCall(app, account, "POST", { term: `몰래${unique()}`, meaning: "레이" }),
        status,
      );
      await koreanRefusal(await deleteCall(app, account, existing.term), status);
      expect(await storedRows(app), who).toEqual(before);
    }
    expect(await dataVersion(app)).toBe(version);
    expect((await listed(app, admin)).map((s) => s.term)).toContain(existing.term);
  });

  it("adds a synonym the search and the suggestions read at once, and deleting it takes it away", async () => {
    const term = "붕붕이";
    expect(await suggested(app, term)).toEqual([]);
    const version = await dataVersion(app);

    const res = await synonymsCall(app, admin, "POST", { term: ` ${term} `, meaning: "그랜저" });
    expect(res.status).toBe(201);
    const answer = (await res.json()) as { success: boolean; message: string; synonym: StoredSynonym };
    expect(answer).toMatchObject({ success: true, message: SYNONYM_ADDED, synonym: { term, meaning: "그랜저" } });
    expect(await dataVersion(app)).toBeGreaterThan(version);
    expect((await listed(app, admin)).find((s) => s.term === term)).toEqual(answer.synonym);

    expect(await suggested(app, term)).toEqual([grandeur]);
    // As the search compares it: spaces and Latin case do not matter, nor does what comes with it.
    expect(await suggested(app, "붕 붕 이")).toEqual([grandeur]);

    const deleted = await deleteCall(app, admin, "붕붕 이");
    expect(deleted.status).toBe(200);
    expect(await suggested(app, term)).toEqual([]);
    expect((await listed(app, admin)).map((s) => s.term)).not.toContain(term);
  });

  it("reads a synonym of a model the vocabulary does not know as the names that say it", async () => {
    const term = `구구${unique()}`;
    expect(await suggested(app, term)).toEqual([]);
    expect((await synonymsCall(app, admin, "POST", { term, meaning: "오로라9" })).status).toBe(201);
    expect(await suggested(app, term)).toEqual([aurora]);
  });

  it("reads a synonym of a known word as that word: a fuel finds listings by their stored fuel", async () => {
    const electric = `전기차시험 ${unique()}`;
    await insertVehicle(app.ctx, {
      name: electric,
      category: "전기차",
      basicInfo: { 연료: "전기" },
      priceInfo: prices("월 40만원", "무보증"),
    });
    const term = `찌릿${unique()}`;
    expect(await suggested(app, term)).toEqual([]);
    expect((await synonymsCall(app, admin, "POST", { term, meaning: "전기차" })).status).toBe(201);
    expect(await suggested(app, term)).toEqual([electric]);
  });

  it.each([
    ["no body", undefined, { term: "검색어를 입력해주세요", meaning: "뜻을 입력해주세요" }],
    ["a list", [], null],
    ["numbers", { term: 42, meaning: 7 }, { term: "검색어를 입력해주세요", meaning: "뜻을 입력해주세요" }],
    ["blanks", { term: "   ", meaning: "\t" }, { term: "검색어를 입력해주세요", meaning: "뜻을 입력해주세요" }],
    ["one letter", { term: "차-", meaning: "그랜저" }, { term: "검색어는 글자나 숫자 2자 이상으로 입력해주세요" }],
    ["a control character", { term: "붕\u0000붕", meaning: "그랜저" }, { term: "검색어에 쓸 수 없는 문자가 있습니다" }],
    ["a direction override", { term: "붕붕", meaning: "그랜저\u202e" }, { meaning: "뜻에 쓸 수 없는 문자가 있습니다" }],
    ["too long", { term: "가".repeat(31), meaning: "그랜저" }, { term: "검색어는 30자 이내로 입력해주세요" }],
    ["itself", { term: "그랜 저", meaning: "그랜저" }, { meaning: SYNONYM_SAME }],
  ])("refuses %s with a Korean 400, and nothing changes", async (_label, body, fieldErrors) => {
    const before = await storedRows(app);
    const version = await dataVersion(app);
    const res = await synonymsCall(app, admin, "POST", body);
    const refused = await koreanRefusal(res, 400);
    if (fieldErrors) expect(refused.fieldErrors).toEqual(fieldErrors);
    expect(await storedRows(app)).toEqual(before);
    expect(await dataVersion(app)).toBe(version);
  });

  it("refuses a body that is not JSON, and a term already there however it is spaced, in Korean", async () => {
    const term = `중복${unique()}`;
    expect((await synonymsCall(app, admin, "POST", { term, meaning: "레이" })).status).toBe(201);
    const before = await storedRows(app);
    const version = await dataVersion(app);
    const broken = await app.fetch("/api/search-synonyms", {
      method: "POST",
      headers: { Cookie: admin.cookie, "Content-Type": "application/json" },
      body: '{"term": "붕붕',
    });
    await koreanRefusal(broken, 400);
    const again = await koreanRefusal(
      await synonymsCall(app, admin, "POST", {
        term: ` ${term.toUpperCase().split("").join(" ")} `,
        meaning: "그랜저",
      }),
      409,
    );
    expect(again).toMatchObject({ message: SYNONYM_EXISTS, fieldErrors: { term: SYNONYM_EXISTS } });
    expect(await storedRows(app)).toEqual(before);
    expect(await dataVersion(app)).toBe(version);
    // The first meaning stands.
    expect(await suggested(app, term)).toEqual([ray]);
  });

  it("answers a delete of a term that is not there, or not a term, with a Korean 4xx, and nothing changes", async () => {
    await insertSearchSynonym(app);
    const before = await storedRows(app);
    const version = await dataVersion(app);
    const missing = await koreanRefusal(await deleteCall(app, admin, `없는말${unique()}`), 404);
    expect(missing.message).toBe(SYNONYM_NOT_FOUND);
    await koreanRefusal(await deleteCall(app, admin, " "), 404);
    // Not a setting's key either: 사이트 설정's rows are out of its reach.
    await koreanRefusal(await deleteCall(app, admin, "phone"), 404);
    const malformed = await app.fetch("/api/search-synonyms/%E0%A4%A", as(admin, "DELETE"));
    expect(malformed.status).toBeGreaterThanOrEqual(400);
    expect(malformed.status).toBeLessThan(500);
    expect(await storedRows(app)).toEqual(before);
    expect(await dataVersion(app)).toBe(version);
  });

  it("reaches an instance through the data version when another instance adds one", async () => {
    const term = `다른곳${unique()}`;
    expect(await suggested(app, term)).toEqual([]);
    // Another instance's add: its row and a moved data version in one commit, this instance not told.
    await app.ctx.db.transaction(async (tx) => {
      await tx.insert(siteSettings).values({ key: synonymKey(term), value: JSON.stringify({ term, meaning: "레이" }) });
      await tx.execute(
        sql`insert into data_version (id, version) values (1, 1) on conflict (id) do update set version = data_version.version + 1`,
      );
    });
    await expect.poll(() => suggested(app, term)).toEqual([ray]);
  });
});

describe("검색 동의어 limit", () => {
  const app = useTestApp();
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    await app.ctx.db.insert(siteSettings).values(
      Array.from({ length: MAX_SEARCH_SYNONYMS }, (_, i) => {
        const synonym = { term: `한도${i}`, meaning: "그랜저" };
        return { key: synonymKey(synonym.term), value: JSON.stringify(synonym) };
      }),
    );
  });

  it(`refuses a synonym past ${MAX_SEARCH_SYNONYMS} with a Korean 409, and adds one again once one is deleted`, async () => {
    const refused = await koreanRefusal(
      await synonymsCall(app, admin, "POST", { term: "하나더", meaning: "레이" }),
      409,
    );
    expect(refused.message).toBe(SYNONYM_LIMIT);
    expect(await storedRows(app)).toHaveLength(MAX_SEARCH_SYNONYMS);
    expect((await deleteCall(app, admin, "한도0")).status).toBe(200);
    expect((await synonymsCall(app, admin, "POST", { term: "하나더", meaning: "레이" })).status).toBe(201);
    expect(await listed(app, admin)).toHaveLength(MAX_SEARCH_SYNONYMS);
  });
});

describe("검색 동의어 pages", () => {
  // The built site: the kept /search page, the partners' list and the admin page (npm test builds first).
  const site = useTestApp({ pages: true });
  let admin: TestAccount;
  let partner: TestAccount;
  const grandeur = `디 올 뉴 그랜저 GN7 3.5 ${unique()}`;

  beforeAll(async () => {
    admin = await createAccount(site, "admin");
    partner = await createAccount(site, "partner");
    await insertVehicle(site.ctx, { name: grandeur, category: "대형 세단", priceInfo: prices("월 60만원", "무보증") });
  });

  const get = (path: string, account: TestAccount | null = null) =>
    site.fetch(path, { redirect: "manual", headers: account ? { Cookie: account.cookie } : {} });

  /** The page's form post, as a browser without JavaScript sends it, from the site's own page unless told. */
  const post = (form: Record<string, string>, account: TestAccount | null = admin, headers?: Record<string, string>) =>
    site.fetch("/admin/search-synonyms", {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        ...(account ? { Cookie: account.cookie } : {}),
        ...(headers ?? { Origin: site.url, "Sec-Fetch-Site": "same-origin" }),
      },
      body: new URLSearchParams(form),
    });

  /** The number of results the kept /search page shows for a query, read by an anonymous visitor. */
  async function searchCount(q: string): Promise<number> {
    const res = await get(`/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    const count = /data-testid="result-count">검색 결과 <strong[^>]*>(\d+)<\/strong>/.exec(await res.text());
    return Number(count?.[1]);
  }

  async function partnerFinds(q: string): Promise<boolean> {
    const res = await get(`/partners/new-cars?q=${encodeURIComponent(q)}`, partner);
    expect(res.status).toBe(200);
    const html = await res.text();
    return html.slice(0, html.indexOf("window.__reactRouterContext")).includes(grandeur);
  }

  it("adds and deletes a synonym without JavaScript; the kept search page and the partners' search follow", async () => {
    const term = `왕그랜${unique()}`;
    expect(await searchCount(term)).toBe(0);
    // Kept: the same page again until something changes.
    expect(await searchCount(term)).toBe(0);
    expect(await partnerFinds(term)).toBe(false);
    // The partners' list shows the car for a word it does know: it could show it.
    expect(await partnerFinds("그랜저")).toBe(true);

    const added = await post({ intent: "add", term, meaning: "그랜저" });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe("/admin/search-synonyms?done=added");
    const page = await (await get("/admin/search-synonyms?done=added", admin)).text();
    expect(page).toContain(SYNONYM_ADDED);
    expect(page).toContain(term);
    expect(await searchCount(term)).toBe(1);
    expect(await partnerFinds(term)).toBe(true);

    const deleted = await post({ intent: "delete", term });
    expect(deleted.status).toBe(303);
    expect(deleted.headers.get("location")).toBe("/admin/search-synonyms?done=deleted");
    expect(await (await get("/admin/search-synonyms", admin)).text()).not.toContain(term);
    expect(await searchCount(term)).toBe(0);
    expect(await partnerFinds(term)).toBe(false);
  });

  it("shows a refused form's Korean messages beside what was typed, and changes nothing", async () => {
    const before = await storedRows(site);
    const refused = await post({ intent: "add", term: "붕붕이", meaning: "붕 붕 이" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(SYNONYM_SAME);
    expect(html).toContain('value="붕 붕 이"');
    const missing = await post({ intent: "delete", term: `없는말${unique()}` });
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain(SYNONYM_NOT_FOUND);
    expect(await storedRows(site)).toEqual(before);
  });

  it("refuses everyone but an admin, and a post from another site, and changes nothing", async () => {
    const before = await storedRows(site);
    for (const account of [null, partner]) {
      const page = await get("/admin/search-synonyms", account);
      expect(page.status).toBe(302);
      expect(page.headers.get("location")).toBe(`/admin?next=${encodeURIComponent("/admin/search-synonyms")}`);
      expect((await post({ intent: "add", term: `몰래${unique()}`, meaning: "그랜저" }, account)).status).toBe(302);
    }
    const foreign: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      // React Router itself answers 400 to a foreign Origin; the site's own check answers 403 to Sec-Fetch-Site.
      const res = await post({ intent: "add", term: `남의${unique()}`, meaning: "그랜저" }, admin, headers);
      expect([400, 403], JSON.stringify(headers)).toContain(res.status);
    }
    expect(await storedRows(site)).toEqual(before);
  });

  it("shows a term written as markup as text", async () => {
    const term = `<img src=x onerror=alert(1)>${unique()}`;
    expect(
      (await synonymsCall(site, admin, "POST", { term: term.slice(0, 30), meaning: "<b>그랜저</b>" })).status,
    ).toBe(201);
    const html = await (await get("/admin/search-synonyms", admin)).text();
    const body = html.slice(0, html.indexOf("window.__reactRouterContext"));
    expect(body).not.toContain("<img src=x");
    expect(body).not.toContain("<b>그랜저");
    expect(body).toContain("&lt;b&gt;그랜저&lt;/b&gt;");
  });
});
