import { beforeAll, describe, expect, it } from "vitest";
import type { DashboardStats } from "#domain/dashboard";
import { pageViews } from "#server/db/schema";
import { getDashboardStats } from "#server/services/admin/dashboard-stats";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

let admin: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

const view = (visitorHash: string, path: string, at: string) => ({ visitorHash, path, viewedAt: new Date(at) });

describe("dashboard statistics in Seoul time", () => {
  // Saturday 2026-11-21, 12:00 in Seoul. The Seoul week began Monday 11-16, the month on 11-01.
  const NOW = new Date("2026-11-21T03:00:00Z");
  let stats: DashboardStats;

  beforeAll(async () => {
    await app.ctx.db.insert(pageViews).values([
      view("a", "/", "2026-11-21T01:00:00Z"),
      view("a", "/", "2026-11-21T01:05:00Z"),
      view("a", "/", "2026-11-21T02:00:00Z"),
      view("b", "/reviews", "2026-11-21T02:30:00Z"),
      view("c", "/new-cars", "2026-11-20T15:30:00Z"), // 00:30 on the 21st in Seoul: today
      view("a", "/", "2026-11-20T14:59:00Z"), // 23:59 on the 20th in Seoul: yesterday
      view("d", "/used-cars", "2026-11-16T01:00:00Z"),
      view("e", "/used-cars", "2026-11-16T02:00:00Z"),
      view("x", "/zzz", "2026-11-17T02:00:00Z"),
      view("f", "/search", "2026-11-15T05:00:00Z"), // Sunday: last week, this month
      view("g", "/old", "2026-10-31T03:00:00Z"), // last month, inside the 30 days
      view("h", "/older", "2026-10-01T03:00:00Z"), // outside everything
    ]);
    await insertInquiry(app, { createdAt: new Date("2026-11-21T01:00:00Z") });
    await insertInquiry(app, { createdAt: new Date("2026-11-20T15:10:00Z") });
    await insertInquiry(app, { createdAt: new Date("2026-10-31T03:00:00Z") });
    await insertInquiry(app, { createdAt: new Date("2025-01-01T03:00:00Z") });
    stats = await getDashboardStats(app.ctx, NOW);
  });

  it("counts distinct visitors per day, summed over this week (from Monday) and this month", () => {
    expect(stats.todayVisitors).toBe(3);
    expect(stats.weekVisitors).toBe(3 + 1 + 1 + 2); // 21st, 20th, 17th, 16th
    expect(stats.monthVisitors).toBe(7 + 1); // plus Sunday the 15th
  });

  it("reports every inquiry as todayInquiries (shown as 총 문의)", () => {
    expect(stats.todayInquiries).toBe(4);
  });

  it("lists the top 5 paths of the last 7 days with their views", () => {
    expect(stats.popularPages).toEqual([
      { path: "/", count: 4 },
      { path: "/used-cars", count: 2 },
      { path: "/new-cars", count: 1 },
      { path: "/reviews", count: 1 },
      { path: "/search", count: 1 },
    ]);
  });

  it("gives a 30-day daily series of visitors and inquiries, oldest first", () => {
    expect(stats.daily).toHaveLength(30);
    expect(stats.daily[0]?.date).toBe("2026-10-23");
    expect(stats.daily.at(-1)).toEqual({ date: "2026-11-21", visitors: 3, inquiries: 2 });
    expect(stats.daily.find((d) => d.date === "2026-10-31")).toEqual({ date: "2026-10-31", visitors: 1, inquiries: 1 });
    expect(stats.daily.find((d) => d.date === "2026-11-20")).toEqual({ date: "2026-11-20", visitors: 1, inquiries: 0 });
  });

  it("sees today's new visits at once while earlier days come from the day's cache", async () => {
    await app.ctx.db.insert(pageViews).values(view("new", "/reviews", "2026-11-21T02:59:00Z"));
    const again = await getDashboardStats(app.ctx, NOW);
    expect(again.todayVisitors).toBe(4);
    expect(again.weekVisitors).toBe(stats.weekVisitors + 1);
    expect(again.popularPages[1]).toEqual({ path: "/reviews", count: 2 });
  });
});

describe("GET /api/analytics/stats", () => {
  it("answers the spec's shape for the current time", async () => {
    await app.ctx.db.insert(pageViews).values({ visitorHash: "live", path: "/live" });
    const res = await app.fetch("/api/analytics/stats", as(admin, "GET"));
    expect(res.status).toBe(200);
    const { stats } = (await res.json()) as { stats: DashboardStats };
    expect(Object.keys(stats).sort()).toEqual([
      "daily",
      "monthVisitors",
      "popularPages",
      "todayInquiries",
      "todayVisitors",
      "weekVisitors",
    ]);
    expect(stats.todayVisitors).toBeGreaterThanOrEqual(1);
    expect(stats.monthVisitors).toBeGreaterThanOrEqual(stats.todayVisitors);
    expect(stats.popularPages.some((p) => p.path === "/live")).toBe(true);
    expect(stats.daily).toHaveLength(30);
  });
});
