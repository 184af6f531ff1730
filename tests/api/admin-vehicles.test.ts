import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { auditLog, vehicles } from "#server/db/schema";
import { countVehiclesByCategory, listCategoryVehicles } from "#server/services/vehicles/vehicle-lists";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertBoardPost, insertVehicle } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

let admin: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

describe("DELETE /api/vehicles/{id}", () => {
  it("deletes the vehicle, bumps the data version and audits it", async () => {
    const vehicle = await insertVehicle(app, { name: "삭제할 차" });
    const before = await getDataVersion(app.ctx);
    const res = await app.fetch(`/api/vehicles/${vehicle.id}`, as(admin, "DELETE"));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true });
    expect(await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id))).toEqual([]);
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(before);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "vehicle"));
    expect(audit).toMatchObject({ action: "delete", entityId: String(vehicle.id), actorUserId: admin.id });
  });

  it("answers 404 for a vehicle that does not exist", async () => {
    const res = await app.fetch("/api/vehicles/999999", as(admin, "DELETE"));
    expect(res.status).toBe(404);
    expect(((await res.json()) as { message: string }).message).toBe(VEHICLE_NOT_FOUND);
  });
});

describe("admin category lists", () => {
  it("counts vehicles per canonical category (matching spacing variants) and board posts", async () => {
    await insertVehicle(app, { category: "전기차" });
    await insertVehicle(app, { category: "전기차", badges: ["중고차"] });
    await insertVehicle(app, { category: "소형준중형 세단" });
    await insertBoardPost(app);
    const counts = await countVehiclesByCategory(app.ctx);
    expect(counts).toHaveLength(12);
    expect(counts.find((c) => c.category === "전기차")).toEqual({ category: "전기차", slug: "전기차", count: 2 });
    expect(counts.find((c) => c.category === "소형/준중형 세단")?.count).toBe(1);
    expect(counts.at(-1)).toEqual({ category: "무보증 리스트", slug: "무보증리스트", count: 1 });
  });

  it("lists one category's vehicles in the API shape, newest first", async () => {
    const older = await insertVehicle(app, {
      category: "대형 SUV",
      name: "팰리세이드",
      createdAt: new Date("2026-01-01T00:00:00Z"),
    });
    const newer = await insertVehicle(app, { category: "대형 SUV", name: "모하비", badges: ["중고차"] });
    const list = (await listCategoryVehicles(app.ctx, "대형 SUV")).vehicles;
    expect(list.map((v) => v.id)).toEqual([newer.id, older.id]);
    expect(list[0]).toMatchObject({
      name: "모하비",
      badgeType: "중고차",
      badges: ["중고차"],
      thumbnails: [],
      mainImage: null,
    });
  });
});
