import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { RECENT_MAX, SAVED_MAX } from "#domain/car-lists";
import { inquiries, retiredVehicles, vehicles } from "#server/db/schema";
import { RENDER_BURST_SECONDS } from "#server/http/page-cache";
import { PAGE_BODY_MAX } from "#server/http/pages-handler";
import { storedImageKey } from "../support/catalogue-fixtures";
import { insertVehicle } from "../support/fixtures";
import { insertLargeCatalogue } from "../support/large-catalogue";
import { useTestApp } from "../support/use-test-app";

/**
 * Renders cost CPU, so they are budgeted: every spelling of one page view is redirected to its kept address, and
 * an address asking for page after page the cache does not hold gets a light answer past its budget instead of
 * renders. The app sits behind one proxy (TRUST_PROXY=1); each test's client names its address in X-Forwarded-For.
 */
const app = useTestApp({
  pages: true,
  env: { NODE_ENV: "production", TRUST_PROXY: "1", CLIENT_REQUESTS_PER_SECOND: "1000", PAGE_RENDERS_PER_SECOND: "1" },
});
/**
 * One render a second, three at once, each charged its time (one RENDER_UNIT_MS at least): the test's own pace (a
 * render is tens of milliseconds) is far above it on any machine.
 */
const BURST = 1 * RENDER_BURST_SECONDS;

let clients = 0;
const client = () => {
  clients += 1;
  return `198.51.100.${clients}`;
};
const get = (path: string, address: string) =>
  app.fetch(path, { redirect: "manual", headers: { "X-Forwarded-For": address } });
const enc = encodeURIComponent;

describe("one kept address per page view", () => {
  it("/compare keeps the first four cars the site knows, in order, and drops the rest", async () => {
    const stamp = Date.now().toString(36);
    const cars = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => insertVehicle(app.ctx, { slug: `budget-${stamp}-${n}`, name: `예산 ${n}` })),
    );
    const [a, b, c, d, e] = cars.map((car) => car.slug);
    const who = client();
    // Unknown slugs, a repeat and a fifth car: one address, the first four known cars.
    const asked = `/compare?cars=${[a, "no-such-1", b, a, "no-such-2", c, d, e].map((s) => enc(s!)).join(",")}`;
    const res = await get(asked, who);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/compare?cars=${[a, b, c, d].join(",")}`);
    // That address is kept as it is.
    const kept = await get(res.headers.get("location")!, who);
    expect(kept.status).toBe(200);
    const html = await kept.text();
    expect(html).not.toContain("no-such-1");
    for (const name of ["예산 1", "예산 2", "예산 3", "예산 4"]) expect(html).toContain(name);
    expect(html).not.toContain("예산 5");
    // Other parameters stay where they were.
    const tagged = await get(`/compare?utm_source=x&cars=${a},no-such,${b}`, who);
    expect(tagged.headers.get("location")).toBe(`/compare?utm_source=x&cars=${a},${b}`);
  });

  it("/saved keeps the cars the site knows, and /search its query with the spacing folded", async () => {
    const stamp = Date.now().toString(36);
    const [a, c, seen] = await Promise.all(
      [1, 2, 3].map((n) => insertVehicle(app.ctx, { slug: `saved-${stamp}-${n}`, name: `찜 ${n}` })),
    );
    await app.ctx.db
      .insert(retiredVehicles)
      .values({ slug: `saved-${stamp}-retired`, name: "찜 삭제", category: "경차" });
    const who = client();
    // Malformed, repeated and invented slugs go; a deleted car the site knew stays, to be shown as such.
    const saved = await get(
      `/saved?cars=${a!.slug},,${a!.slug},%3Cb%3E,no-such-${stamp},${c!.slug},saved-${stamp}-retired&recent=${enc(` ${seen!.slug} `)},x`,
      who,
    );
    expect(saved.status).toBe(302);
    expect(saved.headers.get("location")).toBe(
      `/saved?cars=${a!.slug},${c!.slug},saved-${stamp}-retired&recent=${seen!.slug}`,
    );
    expect((await get(saved.headers.get("location")!, client())).status).toBe(200);
    // A list of invented cars is the empty page, kept once for every such list.
    const invented = Array.from({ length: SAVED_MAX }, (_, i) => `없는차-${stamp}-${i}`);
    const junk = await get(`/saved?cars=${invented.map(enc).join(",")}&recent=${enc(invented[0]!)}`, who);
    expect(junk.status).toBe(302);
    expect(junk.headers.get("location")).toBe("/saved");

    const search = await get(`/search?q=${enc("  그랜저    하이브리드 ")}&sort=price`, who);
    expect(search.status).toBe(302);
    expect(search.headers.get("location")).toBe(`/search?q=${enc("그랜저 하이브리드")}&sort=price`);
    expect((await get(search.headers.get("location")!, client())).status).toBe(200);
    expect((await get("/search?q=", who)).headers.get("location")).toBe("/search");
  });
});

describe("the render budget", () => {
  it("past its budget, an address inventing searches gets a light 503 and no render; others are served", async () => {
    const flooder = client();
    const answers: { status: number; body: string; retry: string | null }[] = [];
    for (let i = 0; i < BURST + 8; i++) {
      const res = await get(`/search?q=${enc(`없는차${Date.now()}-${i}`)}`, flooder);
      answers.push({ status: res.status, body: await res.text(), retry: res.headers.get("retry-after") });
    }
    const busy = answers.filter((a) => a.status === 503);
    // Rendered while the budget lasts: each render costs its time, one to BURST units of it, so at least one.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(busy.length).toBeGreaterThan(0);
    expect(answers.filter((a) => a.status !== 200 && a.status !== 503)).toEqual([]);
    // The light answer: Korean, a way to try again, and the phone number.
    expect(busy[0]!.body).toContain("잠시 후 다시 시도해주세요");
    expect(busy[0]!.body).toContain('href="tel:');
    expect(busy[0]!.body).toContain("다시 시도");
    expect(Number(busy[0]!.retry)).toBeGreaterThanOrEqual(1);
    expect(busy[0]!.body.length).toBeLessThan(2_000);

    // Everyone else is rendered as before, and a page the cache holds is still served to the flooder.
    expect((await get(`/search?q=${enc(`다른손님${Date.now()}`)}`, client())).status).toBe(200);
    expect((await get("/", client())).status).toBe(200);
    expect((await get("/", flooder)).status).toBe(200);
    // An IPv6 client's /64 shares one budget.
    const six = (n: number) => `2001:db8:77:1::${n.toString(16)}`;
    const v6: number[] = [];
    for (let i = 0; i < BURST + 8; i++)
      v6.push((await get(`/search?q=${enc(`육${Date.now()}-${i}`)}`, six(i + 1))).status);
    expect(v6).toContain(503);
    // The budget refills: the flooder is rendered again.
    await expect
      .poll(async () => (await get(`/search?q=${enc(`다시${Date.now()}`)}`, flooder)).status, { timeout: 10_000 })
      .toBe(200);
  });
});

describe("the render budget counts time", () => {
  // The default budget: four renders a second, twelve at once. Light pages are charged one each; a page that takes k
  // times as long is charged k, so its address runs out after about 1/k as many, the refill notwithstanding.
  const timed = useTestApp({
    pages: true,
    env: { NODE_ENV: "production", TRUST_PROXY: "1", CLIENT_REQUESTS_PER_SECOND: "1000", PAGE_RENDERS_PER_SECOND: "4" },
  });
  let slugs: string[] = [];
  beforeAll(async () => {
    // Thousands of cars, so each long list below names cars no render has looked up yet.
    await insertLargeCatalogue(timed.ctx, 5_000, [await storedImageKey(timed.ctx)]);
    slugs = (
      await timed.ctx.db.select({ slug: vehicles.slug }).from(vehicles).where(eq(vehicles.status, "published"))
    ).map((row) => row.slug);
  });
  /** `count` known cars from the `i`-th on. */
  const from = (i: number, count: number) =>
    slugs
      .slice(i, i + count)
      .map(enc)
      .join(",");
  /** The i-th list of sixty cars, none of them in another list: a page the cache does not hold, with 60 cards. */
  const longList = (i: number) =>
    `/saved?cars=${from(i * (SAVED_MAX + RECENT_MAX), SAVED_MAX)}&recent=${from(i * (SAVED_MAX + RECENT_MAX) + SAVED_MAX, RECENT_MAX)}`;
  const fetchAs = (path: string, address?: string) =>
    timed.fetch(path, { redirect: "manual", headers: address ? { "X-Forwarded-For": address } : {} });
  /** Uncached pages one address has rendered, one after another, before its first 503. */
  const rendersBeforeRefusal = async (path: (i: number) => string) => {
    const who = client();
    for (let i = 0; i < 50; i++) {
      const res = await fetchAs(path(i), who);
      await res.text();
      if (res.status === 503) return i;
      expect([200, 404]).toContain(res.status);
    }
    throw new Error("never refused");
  };

  it("/saved keeps at most the 40 찜 and 20 최근 본 차량 it shows", async () => {
    const res = await fetchAs(`/saved?cars=${from(0, SAVED_MAX + 5)}&recent=${from(0, RECENT_MAX + 5)}`, client());
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe(`/saved?cars=${from(0, SAVED_MAX)}&recent=${from(0, RECENT_MAX)}`);
  });

  it("an address rendering lists of sixty cars is refused after fewer renders than one rendering light pages", async () => {
    const stamp = Date.now().toString(36);
    // Both kinds rendered once from this machine (never counted), so neither count includes a first render's warm-up.
    expect((await fetchAs(longList(60))).status).toBe(200);
    expect((await fetchAs(`/없는-페이지-${stamp}`)).status).toBe(404);
    const light = await rendersBeforeRefusal((i) => `/없는-페이지-${stamp}-${i}`);
    const heavy = await rendersBeforeRefusal(longList);
    expect(heavy).toBeGreaterThanOrEqual(1);
    expect(heavy).toBeLessThan(light);
  });
});

describe("the render budget in the log", () => {
  const logged = useTestApp({
    pages: true,
    env: { NODE_ENV: "production", TRUST_PROXY: "1", CLIENT_REQUESTS_PER_SECOND: "1000", PAGE_RENDERS_PER_SECOND: "1" },
  });

  it("is one warning for a run of 503s, with their count to come, and no error line for each", async () => {
    const flooder = client();
    let refused = 0;
    for (let i = 0; refused < 5 && i < 100; i++) {
      const res = await logged.fetch(`/search?q=${enc(`기록${Date.now()}-${i}`)}`, {
        headers: { "X-Forwarded-For": flooder },
      });
      await res.text();
      if (res.status === 503) refused += 1;
    }
    expect(refused).toBe(5);
    const lines = logged.logs.map((line) => JSON.parse(line) as { level: number; msg: string; status?: number });
    expect(lines.filter((line) => line.status === 503)).toEqual([]);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    // The first refusal at once; the four after it are counted into the next line, a minute later.
    expect(lines.filter((line) => line.msg.startsWith("render budget"))).toEqual([
      expect.objectContaining({ level: 40, refused: 1, addresses: 1 }),
    ]);
  });
});

describe("a page form's size", () => {
  const FORM = { "Content-Type": "application/x-www-form-urlencoded", Origin: "" };

  it("is refused past 1 MB in Korean, declared or not, and nothing is stored", async () => {
    const before = await app.ctx.db.$count(inquiries);
    const big = `name=${"가".repeat(PAGE_BODY_MAX / 3 + 10)}&contact=01012345678&agreed=on`;
    const declared = await app.fetch("/?index", {
      method: "POST",
      headers: { ...FORM, Origin: app.url },
      body: big,
    });
    expect(declared.status).toBe(413);
    expect(await declared.text()).toContain("보낸 내용이 너무 큽니다");

    // Sent in chunks without a declared length: cut once it passes the limit.
    const url = new URL("/?index", app.url);
    const chunked = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(url, {
        method: "POST",
        headers: { ...FORM, Origin: app.url, "Transfer-Encoding": "chunked" },
      });
      req.on("response", async (res) => {
        let body = "";
        for await (const chunk of res) body += chunk;
        resolve({ status: res.statusCode ?? 0, body });
      });
      req.on("error", reject);
      const piece = Buffer.alloc(64 * 1024, "a");
      req.write("name=");
      for (let i = 0; i < 40; i++) req.write(piece);
      req.end();
    });
    expect(chunked.status).toBe(413);
    expect(chunked.body).toContain("보낸 내용이 너무 큽니다");
    expect(await app.ctx.db.$count(inquiries)).toBe(before);
  });
});
