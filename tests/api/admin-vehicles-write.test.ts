import { count, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import { VEHICLE_NOT_FOUND, type Vehicle } from "#domain/vehicle";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { auditLog, mediaObjects, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle, storedImageUrl } from "../support/admin-fixtures";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

let admin: TestAccount;
let partner: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});
beforeAll(async () => {
  partner = await createAccount(app, "partner");
});

interface VehicleAnswer {
  success: boolean;
  vehicle: Vehicle;
  message?: string;
  fieldErrors?: Record<string, string>;
}

let serial = 0;
/** A template draft with a name of its own (unique unless given). */
function body(fields: Record<string, unknown> = {}) {
  serial += 1;
  return { ...newVehicleTemplate({ category: "중형 SUV" }), name: `테스트 차량 ${serial}`, ...fields };
}

async function post(payload: unknown, account: TestAccount | null = admin) {
  const res = await app.fetch("/api/vehicles", as(account, "POST", payload));
  return { status: res.status, json: (await res.json()) as VehicleAnswer };
}

async function patch(id: number, payload: unknown, account: TestAccount | null = admin) {
  const res = await app.fetch(`/api/vehicles/${id}`, as(account, "PATCH", payload));
  return { status: res.status, json: (await res.json()) as VehicleAnswer };
}

const vehicleCount = async () => (await app.ctx.db.select({ n: count() }).from(vehicles))[0]!.n;
const keyOf = (url: string) => /\/media\/([a-f0-9]{32})\//.exec(url)?.[1];

describe("authorisation", () => {
  it("refuses anonymous callers with 401 and partners with 403, writing nothing", async () => {
    const existing = await insertVehicle(app, { name: "그대로인 차" });
    const before = await vehicleCount();
    expect((await post(body(), null)).status).toBe(401);
    expect((await post(body(), partner)).status).toBe(403);
    const anonymous = await patch(
      existing.id,
      { name: "바뀐 이름", updatedAt: existing.updatedAt.toISOString() },
      null,
    );
    expect(anonymous).toMatchObject({ status: 401, json: { message: "로그인이 필요합니다." } });
    const byPartner = await patch(
      existing.id,
      { name: "바뀐 이름", updatedAt: existing.updatedAt.toISOString() },
      partner,
    );
    expect(byPartner).toMatchObject({ status: 403, json: { message: "접근 권한이 없습니다." } });
    expect(await vehicleCount()).toBe(before);
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, existing.id));
    expect(row?.name).toBe("그대로인 차");
  });
});

describe("POST /api/vehicles", () => {
  it("creates the listing from the template, derives badgeType and slug, bumps the data version and audits it", async () => {
    const image = await storedImageUrl(app, "#cc3300");
    const version = await getDataVersion(app.ctx);
    const { status, json } = await post(
      body({
        name: "쏘렌토 MQ4 하이브리드",
        slug: "new-vehicle-1712345678901",
        images: [image],
        badges: ["중고차"],
        category: "중형SUV",
      }),
    );
    expect(status).toBe(201);
    expect(json.success).toBe(true);
    expect(json.vehicle).toMatchObject({
      slug: "sorento-mq4-hybrid",
      name: "쏘렌토 MQ4 하이브리드",
      category: "중형 SUV",
      badges: ["중고차"],
      badgeType: "중고차",
      thumbnails: [image],
      mainImage: image,
      depositInstallment: "불가능 (기본)",
    });
    expect(json.vehicle.priceInfo.map((r) => r.period)).toEqual(["60개월", "48개월", "36개월", "24개월", "12개월"]);
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(json.vehicle.id)));
    expect(audits).toEqual([expect.objectContaining({ action: "create", entity: "vehicle", actorUserId: admin.id })]);

    // Public reads show it at once.
    const page = await app.fetch(`/api/vehicles/slug/${encodeURIComponent(json.vehicle.slug)}`);
    expect(page.status).toBe(200);
    expect(((await page.json()) as Vehicle).name).toBe("쏘렌토 MQ4 하이브리드");
  });

  it("keeps slugs unique with -2, -3 and falls back to the pending slug when the name gives none", async () => {
    const first = await post(body({ name: "아반떼 CN7" }));
    const second = await post(body({ name: "아반떼  CN7!" }));
    const third = await post(body({ name: "아반떼 cn7" }));
    expect([first.json.vehicle.slug, second.json.vehicle.slug, third.json.vehicle.slug]).toEqual([
      "avante-cn7",
      "avante-cn7-2",
      "avante-cn7-3",
    ]);
    const punctuation = await post(body({ name: "!!!", slug: "new-vehicle-99" }));
    expect(punctuation.json.vehicle.slug).toBe("new-vehicle-99");
  });

  it("gives simultaneous creates of one name different slugs", async () => {
    const results = await Promise.all([
      post(body({ name: "레이 EV" })),
      post(body({ name: "레이 EV" })),
      post(body({ name: "레이 EV" })),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.map((r) => r.json.vehicle.slug).sort()).toEqual(["ray-ev", "ray-ev-2", "ray-ev-3"]);
  });

  it("stores data-URL images as files and serves them as media URLs, in the order sent", async () => {
    const red = (await makeImage({ color: "#ff0000", width: 80, height: 60 })).toString("base64");
    const stored = await storedImageUrl(app, "#00aa00");
    const { status, json } = await post(body({ images: [`data:image/png;base64,${red}`, stored] }));
    expect(status).toBe(201);
    const [first, second] = json.vehicle.thumbnails;
    expect(first).toMatch(/^\/media\/[a-f0-9]{32}\/960\.webp$/);
    expect(second).toBe(stored);
    const [media] = await app.ctx.db
      .select()
      .from(mediaObjects)
      .where(eq(mediaObjects.key, keyOf(first!)!));
    expect(media).toMatchObject({ width: 80, height: 60 });
    const file = await app.fetch(first!);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("image/webp");
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, json.vehicle.id));
    expect(row?.images).toEqual([keyOf(first!), keyOf(stored)]);
    expect(JSON.stringify(row)).not.toContain("base64");
  });

  it("answers 400 with Korean messages per field and writes nothing", async () => {
    const before = await vehicleCount();
    const version = await getDataVersion(app.ctx);
    const { status, json } = await post(
      body({
        name: " ",
        category: "트럭",
        badges: [],
        basicInfo: { 연료: "수소" },
        priceInfo: Array.from({ length: 21 }, () => ({ deposit: "", period: "", monthly: "", totalKm: "" })),
      }),
    );
    expect(status).toBe(400);
    expect(json).toMatchObject({
      success: false,
      message: "차량명을 입력해주세요",
      fieldErrors: {
        name: "차량명을 입력해주세요",
        category: VEHICLE_MESSAGES.category,
        badges: VEHICLE_MESSAGES.badges,
        "basicInfo.연료": VEHICLE_MESSAGES.fuel,
        priceInfo: VEHICLE_MESSAGES.tooManyRows,
      },
    });
    expect(await vehicleCount()).toBe(before);
    expect(await getDataVersion(app.ctx)).toBe(version);
  });

  it("answers an oversized body with 413 and a Korean message", async () => {
    const huge = `data:image/png;base64,${"A".repeat(1_200_000)}`;
    const { status, json } = await post(body({ images: [huge] }));
    expect(status).toBe(413);
    expect(json.message).toMatch(/너무 큽니다/);
  });

  it("refuses images that are not stored here or not images, with the index, and writes nothing", async () => {
    const before = await vehicleCount();
    const version = await getDataVersion(app.ctx);
    const stored = await storedImageUrl(app, "#123456");
    const unknown = await post(body({ images: [stored, `/media/${"f".repeat(32)}/960.webp`] }));
    expect(unknown).toMatchObject({
      status: 400,
      json: { fieldErrors: { "images.1": VEHICLE_MESSAGES.imageMissing } },
    });
    const external = await post(body({ images: ["https://elsewhere.example/car.jpg"] }));
    expect(external).toMatchObject({ status: 400, json: { fieldErrors: { "images.0": VEHICLE_MESSAGES.images } } });
    const notImage = await post(
      body({ images: [stored, `data:image/png;base64,${Buffer.from("not an image").toString("base64")}`] }),
    );
    expect(notImage.status).toBe(400);
    expect(notImage.json.fieldErrors?.["images.1"]).toMatch(/이미지/);
    expect(await vehicleCount()).toBe(before);
    expect(await getDataVersion(app.ctx)).toBe(version);
  });
});

describe("PATCH /api/vehicles/{id}", () => {
  async function created(fields: Record<string, unknown> = {}) {
    const { status, json } = await post(body(fields));
    expect(status).toBe(201);
    return json.vehicle;
  }

  it("updates the fields sent, keeps the slug, bumps the data version and shows the change at once", async () => {
    const vehicle = await created({ name: "그랜저 GN7" });
    const version = await getDataVersion(app.ctx);
    const image = await storedImageUrl(app, "#777777");
    const { status, json } = await patch(vehicle.id, {
      name: "그랜저 GN7 캘리그래피",
      badges: ["신차", "중고차"],
      images: [image],
      depositInstallment: "가능 (50:50 2회 분납)",
      updatedAt: vehicle.updatedAt,
    });
    expect(status).toBe(200);
    expect(json.vehicle).toMatchObject({
      slug: "grandeur-gn7",
      name: "그랜저 GN7 캘리그래피",
      badgeType: "신차",
      thumbnails: [image],
      depositInstallment: "가능 (50:50 2회 분납)",
      category: vehicle.category,
      benefits: vehicle.benefits,
    });
    expect(Date.parse(json.vehicle.updatedAt)).toBeGreaterThan(Date.parse(vehicle.updatedAt));
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    const page = await app.fetch("/api/vehicles/slug/grandeur-gn7");
    expect(((await page.json()) as Vehicle).name).toBe("그랜저 GN7 캘리그래피");
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "update"));
    expect(audit).toMatchObject({ entity: "vehicle", entityId: String(vehicle.id), actorUserId: admin.id });
  });

  it("replaces a pending new-vehicle slug by one from the name, unique among the others", async () => {
    await created({ name: "캐스퍼" });
    const pending = await created({ name: "new-vehicle-1700000000000" });
    expect(pending.slug).toBe("new-vehicle-1700000000000");
    const { json } = await patch(pending.id, { name: "캐스퍼", updatedAt: pending.updatedAt });
    expect(json.vehicle.slug).toBe("casper-2");
  });

  it("refuses a save over a newer one with 409 and keeps the newer data", async () => {
    const vehicle = await created({ name: "스포티지 NQ5" });
    const first = await patch(vehicle.id, { displayCategoryText: "첫 번째 저장", updatedAt: vehicle.updatedAt });
    expect(first.status).toBe(200);
    const version = await getDataVersion(app.ctx);
    const second = await patch(vehicle.id, { displayCategoryText: "두 번째 저장", updatedAt: vehicle.updatedAt });
    expect(second).toMatchObject({
      status: 409,
      json: { success: false, message: "다른 사용자가 먼저 수정했습니다. 새로고침 후 다시 시도해주세요." },
    });
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row?.displayCategoryText).toBe("첫 번째 저장");
    expect(await getDataVersion(app.ctx)).toBe(version);
  });

  it("lets only one of two simultaneous saves from the same version through", async () => {
    const vehicle = await created();
    const results = await Promise.all([
      patch(vehicle.id, { description: "A", updatedAt: vehicle.updatedAt }),
      patch(vehicle.id, { description: "B", updatedAt: vehicle.updatedAt }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it("needs updatedAt, validates like a create, and answers 404 for unknown vehicles", async () => {
    const vehicle = await created();
    const missing = await patch(vehicle.id, { name: "새 이름" });
    expect(missing).toMatchObject({ status: 400, json: { fieldErrors: { updatedAt: VEHICLE_MESSAGES.updatedAt } } });
    const invalid = await patch(vehicle.id, { name: "", recommendationTags: ["최고"], updatedAt: vehicle.updatedAt });
    expect(invalid).toMatchObject({
      status: 400,
      json: { fieldErrors: { name: "차량명을 입력해주세요", "recommendationTags.0": VEHICLE_MESSAGES.tags } },
    });
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id));
    expect(row?.name).toBe(vehicle.name);
    const unknown = await patch(999_999, { name: "없는 차", updatedAt: vehicle.updatedAt });
    expect(unknown).toMatchObject({ status: 404, json: { message: VEHICLE_NOT_FOUND } });
  });

  it("stores data-URL images sent on update and refuses unknown media without changing anything", async () => {
    const vehicle = await created();
    const png = (await makeImage({ color: "#0000ff" })).toString("base64");
    const refused = await patch(vehicle.id, {
      images: [`/media/${"a".repeat(32)}/960.webp`],
      updatedAt: vehicle.updatedAt,
    });
    expect(refused).toMatchObject({
      status: 400,
      json: { fieldErrors: { "images.0": VEHICLE_MESSAGES.imageMissing } },
    });
    const { status, json } = await patch(vehicle.id, {
      images: [`data:image/png;base64,${png}`],
      updatedAt: vehicle.updatedAt,
    });
    expect(status).toBe(200);
    expect(json.vehicle.thumbnails).toHaveLength(1);
    expect((await app.fetch(json.vehicle.thumbnails[0]!)).status).toBe(200);
  });
});
