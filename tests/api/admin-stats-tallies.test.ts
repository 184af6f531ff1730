import { readFileSync } from "node:fs";
import { count, eq, inArray, ne, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { addDays, seoulDayKey } from "#domain/seoul-time";
import { dailyTallies, inquiries, pageViews, pageViewVisitors, vehiclePageVisitors } from "#server/db/schema";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { getDashboardStats, recentDashboardStats, STATS_MAX_AGE_MS } from "#server/services/admin/dashboard-stats";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { roomInThisMinute } from "../support/clock";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

// The dashboard reads daily tallies that triggers keep as page views and inquiries are written and deleted.
// These tests write the way the site does (the API, concurrent requests, the retention job) and check that the
// figures stay those of the rows themselves.

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

// Noon in Seoul two days after a fixed day, so the day is in the 30-day series and the 7-day top pages.
const twoDaysAfter = (day: string) => new Date(Date.parse(`${day}T03:00:00Z`) + 2 * 24 * 3600_000);
const statsAround = (day: string) => getDashboardStats(app.ctx, twoDaysAfter(day));
const figuresOf = async (day: string) => (await statsAround(day)).daily.find((d) => d.date === day);
const viewsOf = async (day: string, path: string) =>
  (await statsAround(day)).popularPages.find((p) => p.path === path)?.count ?? 0;

const viewAs = (userAgent: string, path: string) =>
  app
    .fetch("/api/page-view", jsonRequest("POST", { path }, { "User-Agent": userAgent }))
    .then((res) => expect(res.status).toBe(204));

const listTotal = async (query = "") => {
  const res = await app.fetch(`/api/inquiries${query}`, as(admin, "GET"));
  expect(res.status).toBe(200);
  return (await res.json()) as { total: number; inquiries: unknown[]; totalPages: number };
};
const storedInquiries = async () => Number((await app.ctx.db.select({ n: count() }).from(inquiries))[0]?.n);

describe("visitors and page views", () => {
  it("counts a visitor once a day however many pages it views, even when the views arrive together", async () => {
    const before = await getDashboardStats(app.ctx);
    await roomInThisMinute();
    // A visitor's views of one page count once a minute: 12 at once from one visitor are one view.
    await Promise.all(
      ["/", "/reviews", "/new-cars"].flatMap((path) => Array.from({ length: 4 }, () => viewAs("visitor-one", path))),
    );
    for (let i = 0; i < 3; i++) await viewAs("visitor-two", "/reviews");
    const after = await getDashboardStats(app.ctx);
    expect(after.todayVisitors - before.todayVisitors).toBe(2);
    expect(after.popularPages).toContainEqual({ path: "/", count: 1 });
    expect(after.popularPages).toContainEqual({ path: "/new-cars", count: 1 });
    expect(after.popularPages).toContainEqual({ path: "/reviews", count: 2 });
  });

  it("stays exact through a busy day, and after the daily maintenance folds it", async () => {
    // Yesterday: a finished day, which the daily maintenance folds; today belongs to the test above.
    const day = addDays(seoulDayKey(new Date()), -1);
    const paths = ["/busy-a", "/busy-b", "/busy-c", "/busy-d", "/busy-e", "/busy-f", "/busy-g"];
    // A figure of one, which folding must keep like any other.
    await insertInquiry(app, { createdAt: new Date(`${day}T03:00:00Z`) });
    // One statement per view, many at once, as separate visits would write them.
    await Promise.all(
      Array.from({ length: 700 }, (_, i) =>
        app.ctx.db.insert(pageViews).values({
          path: paths[i % 7]!,
          visitorHash: `busy-${i % 70}`,
          viewedAt: new Date(`${day}T0${i % 9}:00:00Z`),
        }),
      ),
    );
    const tallyRows = async () =>
      Number((await app.ctx.db.select({ n: count() }).from(dailyTallies).where(eq(dailyTallies.day, day)))[0]?.n);
    const expectFigures = async () => {
      expect(await figuresOf(day)).toEqual({ date: day, visitors: 70, inquiries: 1 });
      expect((await statsAround(day)).popularPages).toEqual(paths.slice(0, 5).map((path) => ({ path, count: 100 })));
    };
    await expectFigures();
    // 700 views, 70 first visits, an inquiry and its status (overall, by source, by owner) are 12 figures: a
    // few rows each (one per writing connection), not one per write.
    expect(await tallyRows()).toBeLessThanOrEqual(12 * 16);

    await runDailyMaintenance(app.ctx);
    await expectFigures();
    expect(await tallyRows()).toBe(12);
  });

  it("takes deleted views out, and a visitor out of a day only with its last view of that day", async () => {
    const day = "2026-10-30";
    const [first] = await app.ctx.db
      .insert(pageViews)
      .values([
        { path: "/gone", visitorHash: "del-p", viewedAt: new Date(`${day}T01:00:00Z`) },
        { path: "/gone", visitorHash: "del-p", viewedAt: new Date(`${day}T02:00:00Z`) },
        { path: "/gone", visitorHash: "del-q", viewedAt: new Date(`${day}T03:00:00Z`) },
      ])
      .returning({ id: pageViews.id });
    expect(await figuresOf(day)).toMatchObject({ visitors: 2 });
    expect(await viewsOf(day, "/gone")).toBe(3);

    await app.ctx.db.delete(pageViews).where(eq(pageViews.id, first!.id));
    expect(await figuresOf(day)).toMatchObject({ visitors: 2 });
    expect(await viewsOf(day, "/gone")).toBe(2);

    // As a retention job would: every view of the day before a cut-off.
    await app.ctx.db
      .delete(pageViews)
      .where(sql`${pageViews.viewedAt} < ${new Date(`${day}T15:00:00Z`)} and ${pageViews.path} = '/gone'`);
    expect(await figuresOf(day)).toMatchObject({ visitors: 0 });
    expect(await viewsOf(day, "/gone")).toBe(0);
    expect(
      await app.ctx.db
        .select()
        .from(pageViewVisitors)
        .where(inArray(pageViewVisitors.visitorHash, ["del-p", "del-q"])),
    ).toEqual([]);
  });
});

describe("inquiry totals", () => {
  it("follow concurrent submissions, an admin's deletion and the retention job, in the list and the statistics", async () => {
    const before = await storedInquiries();
    const submitted = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        app.fetch(
          "/api/inquiries",
          jsonRequest("POST", {
            name: `합계${i}`,
            contact: `0105555${String(1000 + i)}`,
            region: "만 26세 이상",
            vehicle: "K5",
          }),
        ),
      ),
    );
    for (const res of submitted) expect(res.status).toBe(201);
    await insertInquiry(app, { name: "보관기간 지남", createdAt: new Date(Date.now() - 4 * 365 * 24 * 3600_000) });
    expect((await listTotal()).total).toBe(await storedInquiries());

    const { id } = (await submitted[0]!.json()) as { id: number };
    expect((await app.fetch(`/api/inquiries/${id}`, as(admin, "DELETE"))).status).toBe(200);
    await runDailyMaintenance(app.ctx);
    const remaining = await storedInquiries();
    expect(remaining).toBe(before + 7);
    expect((await listTotal()).total).toBe(remaining);
    expect((await getDashboardStats(app.ctx)).todayInquiries).toBe(remaining);
  });

  it("reports the total on a page past the end and on a search", async () => {
    const past = await listTotal("?page=999");
    expect(past.inquiries).toEqual([]);
    expect(past.total).toBe(await storedInquiries());
    expect((await listTotal(`?q=${encodeURIComponent("합계")}`)).total).toBe(7);
  });
});

describe("the statistics API's reading", () => {
  it("serves one reading for at most a few seconds, then the figures as they are", async () => {
    const start = Math.ceil(Date.now() / STATS_MAX_AGE_MS) * STATS_MAX_AGE_MS;
    const first = await recentDashboardStats(app.ctx, start);
    await viewAs("visitor-late", "/used-cars");
    expect(await recentDashboardStats(app.ctx, start + STATS_MAX_AGE_MS - 1)).toBe(first);
    const next = await recentDashboardStats(app.ctx, start + STATS_MAX_AGE_MS);
    expect(next.todayVisitors).toBe(first.todayVisitors + 1);
  });
});

describe("the migrations that introduced the tallies", () => {
  it("count rows stored before them exactly as the triggers count new ones", async () => {
    const snapshot = () =>
      app.ctx.db
        .select({
          metric: dailyTallies.metric,
          day: dailyTallies.day,
          key: dailyTallies.key,
          n: sql<number>`sum(${dailyTallies.n})::int`,
        })
        .from(dailyTallies)
        .groupBy(dailyTallies.metric, dailyTallies.day, dailyTallies.key)
        // `lead_updates` counts events (changes and deletions), which no stored row records: no backfill makes it.
        .where(ne(dailyTallies.metric, "lead_updates"))
        .having(sql`sum(${dailyTallies.n}) <> 0`)
        .orderBy(dailyTallies.metric, dailyTallies.day, dailyTallies.key);
    // Vehicle-page views, so the distinct vehicle-page visitors (0017) are compared too: one visitor with two.
    await app.ctx.db.insert(pageViews).values([
      { path: "/vehicles/backfill-k5", visitorHash: "backfill-a", viewedAt: new Date("2026-10-20T03:00:00Z") },
      { path: "/vehicle-info/backfill-k5", visitorHash: "backfill-a", viewedAt: new Date("2026-10-20T04:00:00Z") },
      { path: "/vehicles/backfill-k5", visitorHash: "backfill-b", viewedAt: new Date("2026-10-20T05:00:00Z") },
    ]);
    // Leads that moved on count under their new status.
    const [lead] = await app.ctx.db.select({ id: inquiries.id }).from(inquiries).limit(1);
    await app.ctx.db.update(inquiries).set({ status: "consulting" }).where(eq(inquiries.id, lead!.id));
    const byTriggers = await snapshot();
    expect(byTriggers.length).toBeGreaterThan(10);
    expect(byTriggers).toContainEqual(expect.objectContaining({ metric: "lead_status", key: "consulting", n: 1 }));

    const migrations = [
      "0001_daily_tallies.sql",
      "0002_leads.sql",
      "0003_lead_tallies.sql",
      "0017_vehicle_visitors.sql",
    ].flatMap((file) =>
      readFileSync(new URL(`../../drizzle/${file}`, import.meta.url), "utf8").split("--> statement-breakpoint"),
    );
    const backfill = migrations.filter((statement) =>
      /^\s*(--.*\n)*INSERT INTO "(page_view_visitors|vehicle_page_visitors|daily_tallies)"/.test(statement),
    );
    expect(backfill).toHaveLength(6);
    expect(byTriggers).toContainEqual(expect.objectContaining({ metric: "vehicle_visitors", day: "2026-10-20", n: 2 }));
    await app.ctx.db.transaction(async (tx) => {
      await tx.delete(dailyTallies);
      await tx.delete(pageViewVisitors);
      await tx.delete(vehiclePageVisitors);
      for (const statement of backfill) await tx.execute(sql.raw(statement));
    });
    expect(await snapshot()).toEqual(byTriggers);
  });
});
