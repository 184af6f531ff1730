import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ManagedListing } from "#domain/listing";
import { vehicles } from "#server/db/schema";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { flagListingFreshness } from "#server/services/vehicles/listing-freshness";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/** 최근 가격 변경일 on the vehicle page, and the daily flags admin shows: stale prices, an ended 렌트할인. */

const app = useTestApp({ pages: true });
let admin: TestAccount;
const DAY = 86_400_000;
const stamp = Date.now().toString(36);
const price = [{ period: "36개월", deposit: "0", monthly: "50만원", totalKm: "3만km" }];

beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

const listing = async (id: number) => {
  const res = await app.fetch("/api/vehicles", { headers: { Cookie: admin.cookie } });
  return ((await res.json()) as { vehicles: ManagedListing[] }).vehicles.find((v) => v.id === id)!;
};
const daysAgo = (n: number) => new Date(Date.now() - n * DAY);
const seoulDay = (offsetDays: number) =>
  new Date(Date.now() + 9 * 3600_000 + offsetDays * DAY).toISOString().slice(0, 10);

describe("the daily freshness check", () => {
  it("flags published listings whose prices are 60 days old and 렌트할인 past its end, and clears them on change", async () => {
    const stale = await insertVehicle(app.ctx, {
      name: `오래된 가격 ${stamp}`,
      category: "중형 SUV",
      priceInfo: price,
      priceChangedAt: daysAgo(61),
    });
    const fresh = await insertVehicle(app.ctx, {
      name: `최근 가격 ${stamp}`,
      category: "중형 SUV",
      priceInfo: price,
      priceChangedAt: daysAgo(59),
    });
    const hidden = await insertVehicle(app.ctx, {
      name: `숨긴 오래된 ${stamp}`,
      category: "중형 SUV",
      status: "hidden",
      priceChangedAt: daysAgo(200),
    });
    const ended = await insertVehicle(app.ctx, {
      name: `할인 끝남 ${stamp}`,
      category: "중형 SUV",
      recommendationTags: ["렌트할인"],
      promotionEndsAt: seoulDay(-1),
    });
    const running = await insertVehicle(app.ctx, {
      name: `할인 중 ${stamp}`,
      category: "중형 SUV",
      recommendationTags: ["렌트할인"],
      promotionEndsAt: seoulDay(0),
    });

    await runDailyMaintenance(app.ctx);
    expect((await listing(stale.id)).flags).toEqual({ stalePrice: true, promotionExpired: false });
    expect((await listing(fresh.id)).flags).toEqual({ stalePrice: false, promotionExpired: false });
    expect((await listing(hidden.id)).flags.stalePrice).toBe(false);
    expect((await listing(ended.id)).flags).toEqual({ stalePrice: false, promotionExpired: true });
    expect((await listing(running.id)).flags.promotionExpired).toBe(false);

    // Admin shows them: the 차량 관리 tab and the category page.
    const tab = await (await app.fetch("/admin?tab=vehicles", { headers: { Cookie: admin.cookie } })).text();
    expect(tab).toContain("점검이 필요한 차량");
    expect(tab).toContain(`오래된 가격 ${stamp}`);
    expect(tab).toContain(`할인 끝남 ${stamp}`);
    expect(tab).not.toContain(`최근 가격 ${stamp}`);
    const category = await (
      await app.fetch(`/admin-vehicle-list/${encodeURIComponent("중형SUV")}`, { headers: { Cookie: admin.cookie } })
    ).text();
    expect(category).toContain("가격 60일 이상 미변경");
    expect(category).toContain("렌트할인 기간 종료");

    // A new price clears the stale flag at once; a later end date clears the promotion's.
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, stale.id));
    const patched = await app.fetch(
      `/api/vehicles/${stale.id}`,
      as(admin, "PATCH", { priceInfo: [{ ...price[0], monthly: "49만원" }], updatedAt: row!.updatedAt.toISOString() }),
    );
    expect(patched.status).toBe(200);
    expect((await listing(stale.id)).flags.stalePrice).toBe(false);
    const [endedRow] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, ended.id));
    await app.fetch(
      `/api/vehicles/${ended.id}`,
      as(admin, "PATCH", { promotionEndsAt: seoulDay(7), updatedAt: endedRow!.updatedAt.toISOString() }),
    );
    expect((await listing(ended.id)).flags.promotionExpired).toBe(false);

    // Run again: what was cleared stays cleared, and a flag raised earlier keeps its day.
    const [before] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, hidden.id));
    await app.ctx.db.update(vehicles).set({ status: "published" }).where(eq(vehicles.id, hidden.id));
    const first = new Date();
    await flagListingFreshness(app.ctx, first);
    await flagListingFreshness(app.ctx, new Date(first.getTime() + DAY));
    const [after] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, hidden.id));
    expect(before?.priceStaleAt).toBeNull();
    expect(after?.priceStaleAt?.getTime()).toBe(first.getTime());
    expect((await listing(stale.id)).flags.stalePrice).toBe(false);
  });

  it("refuses an end date that is not a date", async () => {
    const car = await insertVehicle(app.ctx, { name: `날짜 확인 ${stamp}`, category: "중형 SUV" });
    const res = await app.fetch(
      `/api/vehicles/${car.id}`,
      as(admin, "PATCH", { promotionEndsAt: "다음 달", updatedAt: car.updatedAt.toISOString() }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fieldErrors: Record<string, string> }).fieldErrors.promotionEndsAt).toBe(
      "렌트할인 종료일을 날짜로 입력해주세요",
    );
  });
});

describe("최근 가격 변경일", () => {
  it("is on the vehicle page, in Seoul days", async () => {
    const car = await insertVehicle(app.ctx, {
      name: `가격일 ${stamp}`,
      category: "중형 SUV",
      priceInfo: price,
      priceChangedAt: new Date("2026-03-04T16:30:00Z"),
    });
    const html = await (await app.fetch(`/vehicles/${car.slug}`)).text();
    // 16:30 UTC is 01:30 the next day in Seoul.
    expect(html).toMatch(/최근 가격 변경일 <time dateTime="2026-03-04T16:30:00.000Z">2026년 03월 05일<\/time>/);
  });
});
