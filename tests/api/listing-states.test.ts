import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ListingStatus, ManagedListing } from "#domain/listing";
import type { Vehicle } from "#domain/vehicle";
import { auditLog, inquiries, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/**
 * Which listings each role sees, in every status: pages, the API lists, the sitemap and search; a sold listing's
 * page (200, noindex, notice, last price, similar cars) and a deleted one's address (410 with similar cars).
 */

const app = useTestApp({ pages: true, env: { NODE_ENV: "production" } });
let admin: TestAccount;
let partner: TestAccount;
let otherPartner: TestAccount;

const CATEGORY = "대형 SUV";
const CATEGORY_PAGE = `/vehicle-detail/${encodeURIComponent("대형SUV")}`;
const stamp = Date.now().toString(36);
const nameOf = (status: string) => `상태확인 ${status} ${stamp}`;
const rows = (monthly: string) => [{ period: "48개월", deposit: "300만원", monthly, totalKm: "2만km" }];

const byStatus = {} as Record<ListingStatus, { id: number; slug: string; name: string }>;
/** Listed cars in the same category, at prices around the sold one's 70만원. */
const neighbours: { slug: string; name: string }[] = [];

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  otherPartner = await createAccount(app, "partner");
  for (const status of ["draft", "pending", "published", "sold", "hidden"] as const) {
    const row = await insertVehicle(app.ctx, {
      name: nameOf(status),
      category: CATEGORY,
      status,
      ownerPartnerId: partner.id,
      imageCount: 1,
      priceInfo: rows("70만원"),
    });
    byStatus[status] = row;
  }
  for (const [i, monthly] of ["65만원", "72만원", "90만원", "150만원", "69만원", "71만원", "80만원"].entries()) {
    neighbours.push(
      await insertVehicle(app.ctx, {
        name: `이웃 차량 ${i} ${stamp}`,
        category: CATEGORY,
        imageCount: 1,
        priceInfo: rows(monthly),
      }),
    );
  }
}, 60_000);

const text = async (path: string, account?: TestAccount) =>
  (await app.fetch(path, account ? { headers: { Cookie: account.cookie } } : {})).text();
const listNames = async (path: string, account?: TestAccount) => {
  const res = await app.fetch(path, account ? { headers: { Cookie: account.cookie } } : {});
  expect(res.status).toBe(200);
  return ((await res.json()) as { vehicles: { name: string }[] }).vehicles.map((v) => v.name);
};
const robotsOf = (html: string) => /<meta name="robots" content="([^"]*)"/.exec(html)?.[1] ?? null;

describe("what each role sees of each status", () => {
  it("lists only 게시 중 listings to the public: API lists, category page, search and sitemap", async () => {
    const listed = await listNames("/api/vehicles");
    const essential = await listNames("/api/vehicles/essential");
    const category = await text(CATEGORY_PAGE);
    const search = await text(`/search?q=${encodeURIComponent(`상태확인`)}`);
    const sitemap = await text("/sitemaps/vehicles-1.xml");
    for (const status of ["draft", "pending", "published", "sold", "hidden"] as const) {
      const { name, slug } = byStatus[status];
      const shown = status === "published";
      expect(listed.includes(name), `${status} in /api/vehicles`).toBe(shown);
      expect(essential.includes(name), `${status} in the essential list`).toBe(shown);
      expect(category.includes(name), `${status} on the category page`).toBe(shown);
      expect(search.includes(name), `${status} in search`).toBe(shown);
      expect(sitemap.includes(`/vehicles/${encodeURIComponent(slug)}<`), `${status} in the sitemap`).toBe(shown);
    }
  });

  it("answers a page and the API by slug for 게시 중 and 판매완료 only; 임시저장, 검수 대기 and 숨김 are 404", async () => {
    for (const status of ["draft", "pending", "published", "sold", "hidden"] as const) {
      const { slug } = byStatus[status];
      const expected = status === "published" || status === "sold" ? 200 : 404;
      expect((await app.fetch(`/vehicles/${encodeURIComponent(slug)}`)).status, `${status} page`).toBe(expected);
      expect((await app.fetch(`/vehicle-info/${encodeURIComponent(slug)}`)).status, `${status} alias`).toBe(expected);
      const api = await app.fetch(`/api/vehicles/slug/${encodeURIComponent(slug)}`);
      expect(api.status, `${status} API`).toBe(expected);
      if (expected === 200) expect(((await api.json()) as Vehicle).status).toBe(status);
      expect((await app.fetch(`/api/vehicles/${encodeURIComponent(slug)}/meta`)).status).toBe(expected);
    }
  });

  it("lists every status to an admin, and to a partner the listed ones and their own in any status", async () => {
    const asAdmin = await listNames("/api/vehicles", admin);
    const asOwner = await listNames("/api/vehicles", partner);
    const asOther = await listNames("/api/vehicles", otherPartner);
    for (const status of ["draft", "pending", "published", "sold", "hidden"] as const) {
      const { name } = byStatus[status];
      expect(asAdmin, status).toContain(name);
      expect(asOwner, status).toContain(name);
      expect(asOther.includes(name), `${status} for another partner`).toBe(status === "published");
    }
    const res = await app.fetch("/api/vehicles", { headers: { Cookie: admin.cookie } });
    expect(res.headers.get("cache-control")).toContain("no-store");
    const listing = ((await res.json()) as { vehicles: ManagedListing[] }).vehicles.find(
      (v) => v.name === byStatus.hidden.name,
    );
    expect(listing).toMatchObject({ status: "hidden", listedBy: "테스트 파트너" });
  });

  it("keeps 숨김 editable in admin while the public gets 404", async () => {
    const { slug } = byStatus.hidden;
    const editor = await app.fetch(`/admin-vehicle-edit/${encodeURIComponent(slug)}?edit=true`, {
      headers: { Cookie: admin.cookie },
    });
    expect(editor.status).toBe(200);
    expect(await editor.text()).toContain(nameOf("hidden"));
  });
});

describe("a sold listing", () => {
  it("keeps its page: 200, noindex, the 판매완료 notice, its last price and 3-6 similar cars by price", async () => {
    const res = await app.fetch(`/vehicles/${encodeURIComponent(byStatus.sold.slug)}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(robotsOf(html)).toBe("noindex");
    expect(html).toContain("판매완료된 차량입니다");
    expect(html).toContain("판매 당시 최저 월 렌트료");
    expect(html).toContain("월 70만원");
    expect(html).toContain('"availability":"https://schema.org/SoldOut"');
    // No quote form for a car that is gone: a form about cars like it instead (tests/api/page-lead-forms.test.ts).
    expect(html).not.toContain('data-testid="quote-page-form"');
    expect(html).not.toContain('name="plan"');
    expect(html).toContain('data-testid="sold-lead-form"');
    const similar = html.slice(html.indexOf('data-testid="similar"'));
    const shown = neighbours.filter((n) => similar.includes(n.name));
    expect(shown.length).toBeGreaterThanOrEqual(3);
    expect(shown.length).toBeLessThanOrEqual(6);
    // Closest monthly price first (the listed 70만원 car, then 69, 71, 72, 65 …); the 150만원 car is too far.
    expect(similar.indexOf(byStatus.published.name)).toBeLessThan(similar.indexOf(neighbours[4]!.name));
    expect(similar.indexOf(neighbours[4]!.name)).toBeLessThan(similar.indexOf(neighbours[1]!.name));
    expect(similar.indexOf(neighbours[1]!.name)).toBeLessThan(similar.indexOf(neighbours[0]!.name));
    expect(similar).not.toContain(neighbours[3]!.name);
    // Never the hidden or unpublished listings of the same category.
    for (const status of ["draft", "pending", "hidden"] as const) expect(similar).not.toContain(byStatus[status].name);
  });

  it("takes no quote for its plan: a post is a lead about cars like it (source sold), without the plan", async () => {
    const name = `판매완료견적 ${stamp}`;
    const form = new URLSearchParams({ name, contact: "01012345678", region: "만 26세 이상", plan: "0", agreed: "on" });
    const res = await app.fetch(`/vehicles/${encodeURIComponent(byStatus.sold.slug)}`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
    });
    expect(res.status).toBe(303);
    const [lead] = await app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name));
    expect(lead).toMatchObject({ source: "sold", vehicleSlug: byStatus.sold.slug, plan: null });
  });
});

describe("a deleted listing", () => {
  it("answers 410 at its address with similar cars, through DELETE /api/vehicles/{id}, and its address is not reused", async () => {
    const car = await insertVehicle(app.ctx, {
      name: `삭제될 차량 ${stamp}`,
      category: CATEGORY,
      imageCount: 1,
      priceInfo: rows("70만원"),
    });
    const path = `/vehicles/${encodeURIComponent(car.slug)}`;
    expect((await app.fetch(path)).status).toBe(200);
    const version = await getDataVersion(app.ctx);
    expect((await app.fetch(`/api/vehicles/${car.id}`, as(admin, "DELETE"))).status).toBe(200);
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);

    const page = await app.fetch(path);
    expect(page.status).toBe(410);
    const html = await page.text();
    expect(html).toContain("판매가 종료된 차량입니다");
    expect(html).toContain(`삭제될 차량 ${stamp}`);
    expect(robotsOf(html)).toBe("noindex");
    expect(neighbours.filter((n) => html.includes(n.name)).length).toBeGreaterThanOrEqual(3);
    // Client navigations get the same status from the page's data request.
    expect((await app.fetch(`${path}.data`)).status).toBe(410);
    const api = await app.fetch(`/api/vehicles/slug/${encodeURIComponent(car.slug)}`);
    expect(api.status).toBe(410);
    expect(((await api.json()) as { message: string }).message).toBe("판매가 종료된 차량입니다");
    // An address never used stays a 404.
    expect((await app.fetch(`/vehicles/never-${stamp}`)).status).toBe(404);

    // A new car of the same name takes another address: the old one keeps answering 410.
    const again = await app.fetch(
      "/api/vehicles",
      as(admin, "POST", { name: car.name, category: CATEGORY, badges: ["신차"], priceInfo: rows("70만원") }),
    );
    const created = ((await again.json()) as { vehicle: Vehicle }).vehicle;
    expect(created.slug).not.toBe(car.slug);
    expect((await app.fetch(path)).status).toBe(410);
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(car.id)));
    expect(audit).toMatchObject({ action: "delete", actorUserId: admin.id });
  });

  it("leaves no 410 behind for a listing that was never public", async () => {
    const draft = await insertVehicle(app.ctx, { name: `초안 삭제 ${stamp}`, category: CATEGORY, status: "draft" });
    expect((await app.fetch(`/api/vehicles/${draft.id}`, as(admin, "DELETE"))).status).toBe(200);
    expect((await app.fetch(`/vehicles/${encodeURIComponent(draft.slug)}`)).status).toBe(404);
  });
});

describe("status changes", () => {
  const setStatus = (account: TestAccount | null, id: number, status: unknown) =>
    app.fetch(`/api/vehicles/${id}/status`, as(account, "POST", { status }));

  it("take a kept page down at once and bring it back, each audited", async () => {
    const car = await insertVehicle(app.ctx, { name: `상태 변경 ${stamp}`, category: CATEGORY, imageCount: 1 });
    const path = `/vehicles/${encodeURIComponent(car.slug)}`;
    // Kept: the second answer comes from memory.
    expect((await app.fetch(path)).status).toBe(200);
    expect((await app.fetch(path)).status).toBe(200);
    expect((await setStatus(admin, car.id, "hidden")).status).toBe(200);
    expect((await app.fetch(path)).status).toBe(404);
    expect(await text(CATEGORY_PAGE)).not.toContain(`상태 변경 ${stamp}`);
    expect((await setStatus(admin, car.id, "sold")).status).toBe(200);
    const sold = await app.fetch(path);
    expect(sold.status).toBe(200);
    expect(await sold.text()).toContain("판매완료된 차량입니다");
    expect((await setStatus(admin, car.id, "published")).status).toBe(200);
    expect(await text(CATEGORY_PAGE)).toContain(`상태 변경 ${stamp}`);
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(car.id)));
    expect(audits.map((a) => [a.action, a.detail?.status])).toEqual([
      ["status", "hidden"],
      ["status", "sold"],
      ["status", "published"],
    ]);
  });

  it("refuse junk, the same status again, and anyone but an admin, changing nothing", async () => {
    const car = await insertVehicle(app.ctx, { name: `상태 거절 ${stamp}`, category: CATEGORY });
    for (const junk of ["pending", "deleted", "", 3, null, ["sold"], { status: "sold" }]) {
      const res = await setStatus(admin, car.id, junk);
      expect(res.status, JSON.stringify(junk)).toBe(400);
      expect(((await res.json()) as { message: string }).message).toBe("상태를 목록에서 선택해주세요.");
    }
    expect((await setStatus(admin, car.id, "published")).status).toBe(409);
    expect((await setStatus(null, car.id, "hidden")).status).toBe(401);
    expect((await setStatus(partner, car.id, "hidden")).status).toBe(403);
    expect((await setStatus(admin, 999_999, "hidden")).status).toBe(404);
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, car.id));
    expect(row?.status).toBe("published");
  });

  it("let a partner mark only their own published listing sold", async () => {
    const mine = await insertVehicle(app.ctx, {
      name: `내 판매 ${stamp}`,
      category: CATEGORY,
      ownerPartnerId: partner.id,
    });
    const mark = (account: TestAccount, id: number, status: unknown) =>
      app.fetch(`/api/partner/vehicles/${id}/status`, as(account, "POST", { status }));
    expect((await mark(otherPartner, mine.id, "sold")).status).toBe(403);
    expect((await mark(partner, mine.id, "hidden")).status).toBe(400);
    expect((await mark(partner, mine.id, "sold")).status).toBe(200);
    expect((await mark(partner, mine.id, "sold")).status).toBe(409);
    expect((await mark(partner, byStatus.draft.id, "sold")).status).toBe(409);
    expect((await app.fetch(`/vehicles/${encodeURIComponent(mine.slug)}`)).status).toBe(200);
    expect(await listNames("/api/vehicles")).not.toContain(`내 판매 ${stamp}`);
  });
});

describe("차량 복제", () => {
  it("makes a draft with everything but the address, plate and photos, published under a name-made address", async () => {
    const source = await insertVehicle(app.ctx, {
      name: `복제 원본 ${stamp}`,
      category: CATEGORY,
      imageCount: 2,
      basicInfo: { 차량번호: "12가3456", 연료: "디젤", 제조연식: "24년01월" },
      priceInfo: rows("70만원"),
      recommendationTags: ["추천"],
      description: "원본 설명",
      ownerPartnerId: partner.id,
    });
    const res = await app.fetch(`/api/vehicles/${source.id}/copy`, as(admin, "POST"));
    expect(res.status).toBe(201);
    const copy = ((await res.json()) as { vehicle: Vehicle }).vehicle;
    expect(copy).toMatchObject({
      status: "draft",
      name: source.name,
      category: CATEGORY,
      thumbnails: [],
      ownerPartnerId: null,
      basicInfo: { 차량번호: "", 연료: "디젤", 제조연식: "24년01월" },
      priceInfo: source.priceInfo,
      recommendationTags: ["추천"],
      description: "원본 설명",
    });
    expect(copy.slug).toMatch(/^new-vehicle-\d+/);
    expect((await app.fetch(`/vehicles/${copy.slug}`)).status).toBe(404);
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(copy.id)));
    expect(audit).toMatchObject({ action: "copy", actorUserId: admin.id, detail: { from: source.id } });

    // The admin's first save under the new trim's name publishes it at an address of its own.
    const saved = await app.fetch(
      `/api/vehicles/${copy.id}`,
      as(admin, "PATCH", { name: `복제 원본 ${stamp} 하이브리드`, updatedAt: copy.updatedAt }),
    );
    const published = ((await saved.json()) as { vehicle: Vehicle }).vehicle;
    expect(published).toMatchObject({ status: "published", slug: `bokje-wonbon-${stamp}-hybrid` });
    expect((await app.fetch(`/vehicles/${encodeURIComponent(published.slug)}`)).status).toBe(200);
    // The source is untouched.
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, source.id));
    expect(row).toMatchObject({ name: source.name, images: source.images, status: "published" });
  });
});
