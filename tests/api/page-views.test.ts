import { count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, seoulDayKey } from "#domain/seoul-time";
import { dailyTallies, pageViews, pageViewVisitors, vehiclePageVisitors } from "#server/db/schema";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { getDashboardStats } from "#server/services/admin/dashboard-stats";
import { PAGE_VIEW_LIMIT } from "#server/services/site/record-page-view";
import { roomInThisMinute } from "../support/clock";
import { insertVehicle } from "../support/fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

// POST /api/page-view as a hostile client would use it. The app sits behind one proxy (TRUST_PROXY=1); each
// test's client has its own address, which the proxy appends to X-Forwarded-For.
// The per-address request pace (client-pace.test.ts) is set past this file's floods, which test the page-view limit itself.
const app = useTestApp({
  env: { TRUST_PROXY: "1", PAGE_VIEW_RETENTION_DAYS: "30", CLIENT_REQUESTS_PER_SECOND: "1000" },
});

const view = (path: unknown, client: string, userAgent = "Mozilla/5.0 test") =>
  app.fetch("/api/page-view", jsonRequest("POST", { path }, { "X-Forwarded-For": client, "User-Agent": userAgent }));
const storedViews = async () => Number((await app.ctx.db.select({ n: count() }).from(pageViews))[0]?.n);
const storedPaths = async () => (await app.ctx.db.select({ path: pageViews.path }).from(pageViews)).map((r) => r.path);

describe("POST /api/page-view", () => {
  it("counts only the site's customer pages; anything else is a Korean 400 that never reaches 인기 페이지", async () => {
    const vehicle = await insertVehicle(app.ctx, { slug: `pv-${Date.now()}` });
    const client = "203.0.113.20";
    const counted: [string, string][] = [
      ["/", "/"],
      ["/reviews?utm_source=x#top", "/reviews"],
      ["/new-cars/", "/new-cars"],
      ["/Used-Cars", "/used-cars"],
      [`/vehicles/${vehicle.slug}`, `/vehicles/${vehicle.slug}`],
      [`/vehicle-info/${vehicle.slug}`, `/vehicle-info/${vehicle.slug}`],
      [`/vehicle-detail/${encodeURIComponent("중형 SUV")}`, `/vehicle-detail/${encodeURIComponent("중형SUV")}`],
      // What a visitor typed is theirs (a name, a number): the search page is counted without it.
      [`/search/${encodeURIComponent("홍길동 01098765432")}`, "/search"],
      // The lists in a comparison's or saved list's address are the visitor's: counted without them.
      [`/compare?cars=${vehicle.slug},b`, "/compare"],
      ["/saved?cars=a&recent=b", "/saved"],
    ];
    for (const [sent] of counted) expect((await view(sent, client)).status, sent).toBe(204);
    const junk = [
      "/cheap-loans-call-010-0000-0000",
      "/vehicles/no-such-car",
      "/vehicles/%3Cscript%3E",
      "/vehicle-detail/not-a-category",
      "/reviews/extra",
      "/search/a/b",
      "/customer/search/term",
      "/api/inquiries",
      "/assets/app.js",
      "/media/0123/960.webp",
      "/sitemap.xml",
      `/${"가".repeat(200)}`,
    ];
    const before = await storedViews();
    for (const path of junk) {
      const res = await view(path, client);
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { message: string }).message, path).toMatch(/[가-힣]/);
    }
    expect(await storedViews()).toBe(before);

    const paths = await storedPaths();
    expect(paths.sort()).toEqual(counted.map(([, stored]) => stored).sort());
    const popular = (await getDashboardStats(app.ctx)).popularPages.map((p) => p.path);
    for (const path of popular) expect(counted.map(([, stored]) => stored)).toContain(path);
    expect(JSON.stringify(popular)).not.toMatch(/cheap|01098765432|script/);
  });

  it("counts one view per visitor, page and minute, however many arrive at once", async () => {
    const client = "203.0.113.21";
    await roomInThisMinute();
    const before = await storedViews();
    const visitorsBefore = (await getDashboardStats(app.ctx)).todayVisitors;
    const answers = await Promise.all(Array.from({ length: 40 }, () => view("/used-cars", client, "repeat-visitor")));
    expect(answers.map((r) => r.status)).toEqual(Array(40).fill(204));
    expect(await storedViews()).toBe(before + 1);
    expect((await getDashboardStats(app.ctx)).todayVisitors).toBe(visitorsBefore + 1);
    // Another page by the same visitor still counts.
    expect((await view("/customer/used-cars", client, "repeat-visitor")).status).toBe(204);
    expect(await storedViews()).toBe(before + 2);
  });

  it("a flood from one address, a new visitor every time, grows the table and the figures by the limit at most", async () => {
    const flooder = "198.51.100.66";
    const pages = ["/", "/reviews", "/new-cars", "/used-cars", "/search", "/customer"];
    const before = await storedViews();
    const statsBefore = await getDashboardStats(app.ctx);
    const viewsOf = (stats: typeof statsBefore) => stats.popularPages.reduce((sum, p) => sum + p.count, 0);
    const flood = 3 * PAGE_VIEW_LIMIT;
    for (let batch = 0; batch < flood; batch += 30) {
      const answers = await Promise.all(
        Array.from({ length: 30 }, (_, i) => view(pages[(batch + i) % pages.length], flooder, `bot-${batch + i}`)),
      );
      // A beacon's answer is read by no one; the flood learns nothing from it.
      expect(answers.map((r) => r.status)).toEqual(Array(30).fill(204));
    }
    const added = (await storedViews()) - before;
    expect(added).toBe(PAGE_VIEW_LIMIT);
    const statsAfter = await getDashboardStats(app.ctx);
    expect(statsAfter.todayVisitors - statsBefore.todayVisitors).toBeLessThanOrEqual(PAGE_VIEW_LIMIT);
    expect(viewsOf(statsAfter) - viewsOf(statsBefore)).toBeLessThanOrEqual(PAGE_VIEW_LIMIT);

    // Still flooded: nothing more is stored. Another address is counted as before.
    expect((await view("/reviews", flooder, "bot-late")).status).toBe(204);
    expect(await storedViews()).toBe(before + PAGE_VIEW_LIMIT);
    expect((await view("/reviews", "198.51.100.67", "a-customer")).status).toBe(204);
    expect(await storedViews()).toBe(before + PAGE_VIEW_LIMIT + 1);
  });

  it("the daily job deletes raw views past PAGE_VIEW_RETENTION_DAYS; the day's figures stay", async () => {
    const today = seoulDayKey(new Date());
    const oldDay = addDays(today, -40);
    const recentDay = addDays(today, -20);
    await app.ctx.db.insert(pageViews).values([
      { path: "/reviews", visitorHash: "old-a", viewedAt: new Date(`${oldDay}T03:00:00Z`) },
      { path: "/reviews", visitorHash: "old-b", viewedAt: new Date(`${oldDay}T04:00:00Z`) },
      { path: "/vehicles/old-k5", visitorHash: "old-b", viewedAt: new Date(`${oldDay}T05:00:00Z`) },
      { path: "/new-cars", visitorHash: "recent-a", viewedAt: new Date(`${recentDay}T03:00:00Z`) },
    ]);
    const figures = async (day: string) =>
      Object.fromEntries(
        (
          await app.ctx.db
            .select({ metric: dailyTallies.metric, n: sql<number>`sum(${dailyTallies.n})::int` })
            .from(dailyTallies)
            .where(eq(dailyTallies.day, day))
            .groupBy(dailyTallies.metric)
        ).map((row) => [row.metric, Number(row.n)]),
      );
    expect(await figures(oldDay)).toEqual({ views: 3, visitors: 2, vehicle_visitors: 1 });

    await runDailyMaintenance(app.ctx);

    const hashes = (await app.ctx.db.select({ h: pageViews.visitorHash }).from(pageViews)).map((r) => r.h);
    expect(hashes).not.toContain("old-a");
    expect(hashes).not.toContain("old-b");
    expect(hashes).toContain("recent-a");
    expect(await app.ctx.db.select().from(pageViewVisitors).where(eq(pageViewVisitors.day, oldDay))).toEqual([]);
    expect(await app.ctx.db.select().from(vehiclePageVisitors).where(eq(vehiclePageVisitors.day, oldDay))).toEqual([]);
    expect(await figures(oldDay)).toEqual({ views: 3, visitors: 2, vehicle_visitors: 1 });
    expect(await figures(recentDay)).toEqual({ views: 1, visitors: 1 });
  });
});
