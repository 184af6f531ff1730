import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { BulkPreview } from "#domain/bulk-price";
import type { Vehicle } from "#domain/vehicle";
import { auditLog, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/** 가격 일괄 변경: by a percentage or an amount, rounded to 100 won, previewed, applied in one audited transaction. */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
const stamp = Date.now().toString(36);
const rows = (...monthly: string[]) =>
  monthly.map((m, i) => ({ period: `${60 - i * 12}개월`, deposit: "300만원", monthly: m, totalKm: "3만km" }));

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
});

async function send(account: TestAccount | null, path: string, body: unknown) {
  const res = await app.fetch(path, as(account, "POST", body));
  return { status: res.status, json: (await res.json()) as BulkPreview & { message: string; applied: number } };
}

describe("a percentage change", () => {
  it("raises every readable fee by the percentage, rounded to 100 won, and applies it all audited", async () => {
    const a = await insertVehicle(app.ctx, {
      name: `일괄 A ${stamp}`,
      category: "중형 세단",
      priceInfo: rows("45만원", "월 52만 3천원", ""),
    });
    const b = await insertVehicle(app.ctx, {
      name: `일괄 B ${stamp}`,
      category: "중형 세단",
      priceInfo: rows("387000"),
    });
    const consult = await insertVehicle(app.ctx, {
      name: `일괄 상담 ${stamp}`,
      category: "중형 세단",
      priceInfo: rows("상담 문의"),
    });
    const body = { ids: [a.id, b.id, consult.id], mode: "percent", value: 3.5 };
    const preview = await send(admin, "/api/bulk-price/preview", body);
    expect(preview.status).toBe(200);
    // 450,000 × 1.035 = 465,750 → 465,800; 523,000 → 541,305 → 541,300; 387,000 → 400,545 → 400,500.
    const changeA = preview.json.changes.find((c) => c.id === a.id)!;
    expect(changeA.after.map((r) => r.monthly)).toEqual(["46만 5,800원", "54만 1,300원"]);
    expect(changeA.rows.map((r) => [r.kind, r.cells])).toEqual([
      ["changed", ["monthly"]],
      ["changed", ["monthly"]],
    ]);
    expect(preview.json.changes.find((c) => c.id === b.id)?.after[0]?.monthly).toBe("40만 500원");
    expect(preview.json.skipped).toEqual([
      { id: consult.id, name: `일괄 상담 ${stamp}`, reason: "조정할 월 납입료가 없습니다." },
    ]);

    // Nothing is written by a preview.
    const [unchanged] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, a.id));
    expect(unchanged?.priceInfo[0]?.monthly).toBe("45만원");

    const version = await getDataVersion(app.ctx);
    const applied = await send(admin, "/api/bulk-price/apply", { ...body, basis: preview.json.basis });
    expect(applied).toMatchObject({ status: 200, json: { applied: 2, skipped: 1 } });
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    const shown = (await (await app.fetch(`/api/vehicles/slug/${a.slug}`)).json()) as Vehicle;
    expect(shown.priceInfo.map((r) => r.monthly)).toEqual(["46만 5,800원", "54만 1,300원"]);
    // The page shows the fee the site's way.
    expect(await (await app.fetch(`/vehicles/${a.slug}`)).text()).toContain("월 46만 5,800원");
    expect(Date.now() - Date.parse(shown.priceChangedAt)).toBeLessThan(60_000);
    const audits = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "bulk-price"));
    expect(
      audits
        .filter((x) => x.entity === "vehicle")
        .map((x) => x.entityId)
        .sort(),
    ).toEqual([String(a.id), String(b.id)].sort());
    expect(audits.find((x) => x.entity === "price_change")).toMatchObject({
      actorUserId: admin.id,
      detail: { mode: "percent", value: 3.5, listings: 2, skipped: 1 },
    });
    // The same preview cannot be applied twice: the listings moved on.
    const again = await send(admin, "/api/bulk-price/apply", { ...body, basis: preview.json.basis });
    expect(again.status).toBe(409);
  });
});

describe("an amount", () => {
  it("lowers by won, and leaves out a listing whose fee would reach 0", async () => {
    const cheap = await insertVehicle(app.ctx, {
      name: `일괄 저가 ${stamp}`,
      category: "대형 세단",
      priceInfo: rows("3만원"),
    });
    const dear = await insertVehicle(app.ctx, {
      name: `일괄 고가 ${stamp}`,
      category: "대형 세단",
      priceInfo: rows("120만 5천원"),
    });
    const body = { ids: [cheap.id, dear.id], mode: "amount", value: -35_060 };
    const preview = await send(admin, "/api/bulk-price/preview", body);
    expect(preview.json.changes.map((c) => c.after[0]?.monthly)).toEqual(["116만 9,900원"]);
    expect(preview.json.skipped[0]?.reason).toBe("월 납입료가 0원 이하가 됩니다.");
    const applied = await send(admin, "/api/bulk-price/apply", { ...body, basis: preview.json.basis });
    expect(applied.json.applied).toBe(1);
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, cheap.id));
    expect(row?.priceInfo[0]?.monthly).toBe("3만원");
  });
});

describe("refusals", () => {
  it("rounds to the unit chosen, says so in the preview, and writes the fees in the one money format", async () => {
    const car = await insertVehicle(app.ctx, {
      name: `일괄 단위 ${stamp}`,
      category: "대형 세단",
      priceInfo: rows("38만 4천원"),
    });
    // 384,000 × 1.05 = 403,200.
    const byDefault = await send(admin, "/api/bulk-price/preview", { ids: [car.id], mode: "percent", value: 5 });
    expect(byDefault.json.unit).toBe(100);
    expect(byDefault.json.changes[0]?.after[0]?.monthly).toBe("40만 3,200원");
    const body = { ids: [car.id], mode: "percent", value: 5, unit: 1_000 };
    const preview = await send(admin, "/api/bulk-price/preview", body);
    expect(preview.json.unit).toBe(1_000);
    expect(preview.json.changes[0]?.after[0]?.monthly).toBe("40만 3천원");
    // A preview of one unit is no basis for applying another.
    expect((await send(admin, "/api/bulk-price/apply", { ...body, unit: 100, basis: preview.json.basis })).status).toBe(
      409,
    );
    expect((await send(admin, "/api/bulk-price/apply", { ...body, basis: preview.json.basis })).json.applied).toBe(1);
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(row?.priceInfo[0]?.monthly).toBe("40만 3천원");
  });

  it("refuses junk in Korean, anyone but an admin, and a stale or missing basis, changing nothing", async () => {
    const car = await insertVehicle(app.ctx, {
      name: `일괄 거절 ${stamp}`,
      category: "대형 세단",
      priceInfo: rows("50만원"),
    });
    const good = { ids: [car.id], mode: "percent", value: 5 };
    for (const junk of [
      { ...good, value: 0 },
      { ...good, value: 51 },
      { ...good, mode: "amount", value: 2_000_000 },
      { ...good, mode: "double" },
      { ...good, ids: [] },
      { ...good, ids: ["1"] },
      { ...good, value: "5" },
      { ...good, unit: 500 },
      { ...good, unit: "100" },
      { ...good, ids: Array.from({ length: 2001 }, (_, i) => i + 1) },
      [],
      null,
    ]) {
      const res = await send(admin, "/api/bulk-price/preview", junk);
      expect(res.status, JSON.stringify(junk).slice(0, 80)).toBe(400);
      expect(res.json.message).toMatch(/[가-힣]/);
    }
    expect((await send(null, "/api/bulk-price/preview", good)).status).toBe(401);
    expect((await send(partner, "/api/bulk-price/apply", good)).status).toBe(403);
    expect((await send(admin, "/api/bulk-price/apply", good)).status).toBe(409);
    expect((await send(admin, "/api/bulk-price/apply", { ...good, ids: [999_999], basis: "x" })).status).toBe(400);
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(row?.priceInfo[0]?.monthly).toBe("50만원");
  });
});
