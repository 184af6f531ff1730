import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ManagedListing } from "#domain/listing";
import type { ListingDiff } from "#domain/listing-diff";
import type { Vehicle } from "#domain/vehicle";
import { auditLog, mediaObjects, vehicles } from "#server/db/schema";
import { purgeUnusedMedia } from "#server/services/media/media-retention";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/**
 * Partners' listings and their changes wait in the 검수 대기 queue: the diff against the published version, 승인
 * and 반려 with a reason the partner sees, each decision audited.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
let other: TestAccount;
let image: string;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  other = await createAccount(app, "partner");
  image = await storedImageUrl(app, "#224466");
});

type Saved = { vehicle: Vehicle; outcome: string; message: string };
type Queue = {
  items: { kind: "new" | "change"; listing: ManagedListing; proposed: Vehicle; diff: ListingDiff }[];
};

const template = (monthly = "") =>
  ["60개월", "48개월", "36개월", "24개월", "12개월"].map((period, i) => ({
    period,
    deposit: i === 2 && monthly ? "300만원" : "",
    monthly: i === 2 ? monthly : "",
    totalKm: "3만km",
  }));

let serial = 0;
const body = (fields: Record<string, unknown> = {}) => ({
  name: `검수 테스트 ${Date.now().toString(36)}${serial++}`,
  category: "중형 SUV",
  badges: ["중고차"],
  images: [image],
  priceInfo: template("55만원"),
  description: "처음 설명",
  ...fields,
});

async function send(account: TestAccount | null, method: string, path: string, payload?: unknown) {
  const res = await app.fetch(path, as(account, method, payload));
  return { status: res.status, json: (await res.json()) as Saved & Queue & { message: string } };
}
const queue = async () => (await send(admin, "GET", "/api/listing-reviews")).json.items;
const publicVehicle = async (slug: string) => {
  const res = await app.fetch(`/api/vehicles/slug/${encodeURIComponent(slug)}`);
  return { status: res.status, vehicle: res.status === 200 ? ((await res.json()) as Vehicle) : null };
};
const mine = async (account: TestAccount, id: number) => {
  const res = await app.fetch("/api/vehicles", { headers: { Cookie: account.cookie } });
  return ((await res.json()) as { vehicles: ManagedListing[] }).vehicles.find((v) => v.id === id);
};

describe("a partner's new listing", () => {
  it("waits in the queue as a new listing, empty price rows are never published, and 승인 publishes it", async () => {
    const created = await send(partner, "POST", "/api/partner/vehicles", body());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ outcome: "submitted", vehicle: { status: "pending" } });
    expect(created.json.message).toContain("관리자 승인 후");
    const { id, slug } = created.json.vehicle;
    expect((await publicVehicle(slug)).status).toBe(404);

    const item = (await queue()).find((i) => i.listing.id === id);
    expect(item).toMatchObject({ kind: "new", listing: { status: "pending", listedBy: "테스트 파트너" } });
    expect(item?.diff.prices?.map((r) => r.kind)).toEqual(["added"]);
    expect(item?.diff.images).toEqual({ before: [], after: [image] });

    const version = await getDataVersion(app.ctx);
    const approved = await send(admin, "POST", `/api/listing-reviews/${id}/approve`);
    expect(approved.status).toBe(200);
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    const shown = await publicVehicle(slug);
    expect(shown.vehicle?.status).toBe("published");
    // One filled row of five: the page shows that one, never four 상담 문의 rows.
    expect(shown.vehicle?.priceInfo).toEqual([
      { period: "36개월", deposit: "300만원", monthly: "55만원", totalKm: "3만km" },
    ]);
    const page = await (await app.fetch(`/vehicles/${encodeURIComponent(slug)}`)).text();
    expect(page).not.toContain("상담 문의");
    expect((await queue()).some((i) => i.listing.id === id)).toBe(false);
    // Deciding twice: nothing left to review.
    expect((await send(admin, "POST", `/api/listing-reviews/${id}/approve`)).status).toBe(409);
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "approve")));
    expect(audits).toEqual([expect.objectContaining({ actorUserId: admin.id, detail: { kind: "new" } })]);
  });

  it("needs a photo and a complete price row to be sent for review, but may be kept as 임시저장 without", async () => {
    const noRow = await send(partner, "POST", "/api/partner/vehicles", body({ priceInfo: template() }));
    expect(noRow.status).toBe(400);
    expect(noRow.json.message).toBe(
      "가격표에 기간, 보증금, 월 납입료, 연 약정거리를 모두 입력한 행이 한 줄 이상 있어야 합니다.",
    );
    const partial = await send(
      partner,
      "POST",
      "/api/partner/vehicles",
      body({ priceInfo: [{ period: "36개월", deposit: "", monthly: "50만원", totalKm: "3만km" }] }),
    );
    expect(partial.status).toBe(400);
    const noPhoto = await send(partner, "POST", "/api/partner/vehicles", body({ images: [] }));
    expect(noPhoto.status).toBe(400);

    const draft = await send(
      partner,
      "POST",
      "/api/partner/vehicles",
      body({ images: [], priceInfo: template(), status: "draft" }),
    );
    expect(draft.status).toBe(201);
    expect(draft.json).toMatchObject({ outcome: "draft", vehicle: { status: "draft" } });
    expect((await queue()).some((i) => i.listing.id === draft.json.vehicle.id)).toBe(false);
    // Completing it later sends it for review.
    const sent = await send(partner, "PATCH", `/api/partner/vehicles/${draft.json.vehicle.id}`, {
      images: [image],
      priceInfo: template("61만원"),
      updatedAt: draft.json.vehicle.updatedAt,
    });
    expect(sent.json).toMatchObject({ outcome: "submitted", vehicle: { status: "pending" } });
    for (const junk of ["published", "sold", 1]) {
      const refused = await send(partner, "POST", "/api/partner/vehicles", body({ status: junk }));
      expect(refused.status, String(junk)).toBe(400);
    }
  });

  it("goes back to 임시저장 on 반려, with the reason the partner sees, and can be sent again", async () => {
    const created = (await send(partner, "POST", "/api/partner/vehicles", body())).json.vehicle;
    const noReason = await send(admin, "POST", `/api/listing-reviews/${created.id}/return`, { reason: "  " });
    expect(noReason).toMatchObject({ status: 400, json: { message: "반려 사유를 입력해주세요." } });
    const tooLong = await send(admin, "POST", `/api/listing-reviews/${created.id}/return`, {
      reason: "가".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    const version = await getDataVersion(app.ctx);
    const returned = await send(admin, "POST", `/api/listing-reviews/${created.id}/return`, {
      reason: "차량 사진이 흐립니다. 선명한 사진으로 바꿔주세요.",
    });
    expect(returned.status).toBe(200);
    // Nothing public changed.
    expect(await getDataVersion(app.ctx)).toBe(version);
    const seen = await mine(partner, created.id);
    expect(seen?.review).toMatchObject({
      status: "draft",
      returnReason: "차량 사진이 흐립니다. 선명한 사진으로 바꿔주세요.",
    });
    // The partner's pages say so too.
    const home = await (await app.fetch("/partners", { headers: { Cookie: partner.cookie } })).text();
    expect(home).toContain("차량 사진이 흐립니다. 선명한 사진으로 바꿔주세요.");
    const page = await app.fetch(`/partners/vehicles/${encodeURIComponent(created.slug)}`, {
      headers: { Cookie: partner.cookie },
    });
    expect(await page.text()).toContain("검수에서 반려되었습니다");

    const again = await send(partner, "PATCH", `/api/partner/vehicles/${created.id}`, {
      images: [image, await storedImageUrl(app, "#88aa22")],
      updatedAt: seen!.updatedAt,
    });
    expect(again.json).toMatchObject({ outcome: "submitted", vehicle: { status: "pending" } });
    expect((await mine(partner, created.id))?.review.returnReason).toBeNull();
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audits.map((a) => a.action)).toEqual(["create", "return", "submit"]);
  });
});

describe("a partner's change to a published listing", () => {
  async function published() {
    const created = (await send(partner, "POST", "/api/partner/vehicles", body())).json.vehicle;
    const approved = (await send(admin, "POST", `/api/listing-reviews/${created.id}/approve`)).json.vehicle;
    return approved;
  }

  it("leaves the published version as it was until approved, shows the changed price cells, and then applies", async () => {
    const live = await published();
    const newImage = await storedImageUrl(app, "#aa2266");
    const rows = template("55만원");
    rows[2] = { ...rows[2]!, monthly: "52만원" };
    rows[0] = { ...rows[0]!, deposit: "0", monthly: "70만원" };
    const change = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      name: `${live.name} 프레스티지`,
      priceInfo: rows,
      images: [newImage, image],
      updatedAt: live.updatedAt,
    });
    expect(change.status).toBe(200);
    expect(change.json.outcome).toBe("revision");
    expect(change.json.message).toBe("변경사항이 검수 대기 중입니다. 승인되면 고객 페이지에 반영됩니다.");

    const shown = await publicVehicle(live.slug);
    expect(shown.vehicle).toMatchObject({
      name: live.name,
      priceInfo: [expect.objectContaining({ monthly: "55만원" })],
    });
    const page = await (await app.fetch(`/vehicles/${encodeURIComponent(live.slug)}`)).text();
    expect(page).not.toContain("프레스티지");

    const item = (await queue()).find((i) => i.listing.id === live.id)!;
    expect(item.kind).toBe("change");
    expect(item.diff.fields).toEqual(["name", "images", "priceInfo"]);
    expect(item.diff.text).toEqual([
      { field: "name", label: "차량명", before: live.name, after: `${live.name} 프레스티지` },
    ]);
    expect(item.diff.prices).toEqual([
      expect.objectContaining({ kind: "added", after: expect.objectContaining({ monthly: "70만원" }) }),
      expect.objectContaining({ kind: "changed", cells: ["monthly"] }),
    ]);
    expect(item.diff.images).toEqual({ before: [image], after: [newImage, image] });
    expect(item.proposed.name).toBe(`${live.name} 프레스티지`);

    // The partner sees what they asked for, marked as waiting.
    const partnerPage = await (
      await app.fetch(`/partners/vehicles/${encodeURIComponent(live.slug)}`, { headers: { Cookie: partner.cookie } })
    ).text();
    expect(partnerPage).toContain("프레스티지");
    expect(partnerPage).toContain("변경사항 검수 대기 중");

    // The change's photo is referenced: the daily clean-up keeps it.
    await purgeUnusedMedia(app.ctx, new Date(Date.now() + 3 * 86_400_000));
    const key = /\/media\/([a-f0-9]{32})\//.exec(newImage)![1]!;
    expect(await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.key, key))).toHaveLength(1);

    const before = (await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, live.id)))[0]!;
    expect((await send(admin, "POST", `/api/listing-reviews/${live.id}/approve`)).status).toBe(200);
    const after = await publicVehicle(live.slug);
    expect(after.vehicle).toMatchObject({ name: `${live.name} 프레스티지`, thumbnails: [newImage, image] });
    expect(after.vehicle?.priceInfo.map((r) => r.monthly)).toEqual(["70만원", "52만원"]);
    expect(Date.parse(after.vehicle!.priceChangedAt)).toBeGreaterThan(before.priceChangedAt.getTime());
    expect((await mine(partner, live.id))?.review).toMatchObject({ status: "published", revision: null });
  });

  it("applies a change to anything but name, prices and photos at once", async () => {
    const live = await published();
    const version = await getDataVersion(app.ctx);
    const change = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      description: "설명만 고쳤습니다",
      updatedAt: live.updatedAt,
    });
    expect(change.json.outcome).toBe("applied");
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    expect((await publicVehicle(live.slug)).vehicle?.description).toBe("설명만 고쳤습니다");
    expect((await queue()).some((i) => i.listing.id === live.id)).toBe(false);
    // Unchanged prices do not move the 최근 가격 변경일.
    expect((await publicVehicle(live.slug)).vehicle?.priceChangedAt).toBe(live.priceChangedAt);
  });

  it("is sent back with a reason while the listing stays published, and a second edit replaces the first", async () => {
    const live = await published();
    const first = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      priceInfo: template("40만원"),
      updatedAt: live.updatedAt,
    });
    expect(
      (await send(admin, "POST", `/api/listing-reviews/${live.id}/return`, { reason: "가격이 너무 낮습니다" })).status,
    ).toBe(200);
    const seen = await mine(partner, live.id);
    expect(seen?.review).toMatchObject({
      status: "published",
      revision: "returned",
      returnReason: "가격이 너무 낮습니다",
    });
    expect((await publicVehicle(live.slug)).vehicle?.priceInfo[0]?.monthly).toBe("55만원");
    // A stale form is refused; the fresh one replaces the sent-back change.
    const stale = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      priceInfo: template("50만원"),
      updatedAt: first.json.vehicle.updatedAt,
    });
    expect(stale.status).toBe(409);
    const second = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      priceInfo: template("50만원"),
      updatedAt: seen!.updatedAt,
    });
    expect(second.json.outcome).toBe("revision");
    const item = (await queue()).find((i) => i.listing.id === live.id)!;
    expect(item.diff.prices).toEqual([expect.objectContaining({ kind: "changed", cells: ["monthly"] })]);
    expect(item.proposed.priceInfo[2]?.monthly).toBe("50만원");
  });
});

describe("the queue's doors", () => {
  it("is the admin's alone, and refuses unknown or undecidable listings", async () => {
    const created = (await send(partner, "POST", "/api/partner/vehicles", body())).json.vehicle;
    for (const [account, status] of [
      [null, 401],
      [partner, 403],
      [other, 403],
    ] as const) {
      expect((await send(account, "GET", "/api/listing-reviews")).status).toBe(status);
      expect((await send(account, "POST", `/api/listing-reviews/${created.id}/approve`)).status).toBe(status);
      const reason = { reason: "반려" };
      expect((await send(account, "POST", `/api/listing-reviews/${created.id}/return`, reason)).status).toBe(status);
    }
    expect((await send(admin, "POST", "/api/listing-reviews/999999/approve")).status).toBe(404);
    expect((await send(admin, "POST", "/api/listing-reviews/abc/approve")).status).toBe(404);
    const listed = await insertVehicle(app.ctx, { name: "검수 없는 차량", category: "중형 SUV" });
    expect((await send(admin, "POST", `/api/listing-reviews/${listed.id}/return`, { reason: "x" })).status).toBe(409);
    expect((await mine(partner, created.id))?.status).toBe("pending");
  });

  it("lets a partner copy only their own listing, as a draft without address, plate or photos", async () => {
    const created = (
      await send(
        partner,
        "POST",
        "/api/partner/vehicles",
        body({ basicInfo: { 차량번호: "12가3456", 연료: "디젤", 제조연식: "24년01월", 주행거리: "1만km" } }),
      )
    ).json.vehicle;
    expect((await send(other, "POST", `/api/partner/vehicles/${created.id}/copy`)).status).toBe(403);
    const copy = await send(partner, "POST", `/api/partner/vehicles/${created.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.json.vehicle).toMatchObject({
      status: "draft",
      name: created.name,
      thumbnails: [],
      ownerPartnerId: partner.id,
      basicInfo: { 차량번호: "", 연료: "디젤", 제조연식: "24년01월" },
      priceInfo: created.priceInfo,
      description: "처음 설명",
    });
    expect(copy.json.vehicle.slug).toMatch(/^new-vehicle-\d+/);
  });
});
