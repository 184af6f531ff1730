import { beforeAll, describe, expect, it } from "vitest";
import type { BoardPost } from "#domain/board-post";
import type { Vehicle } from "#domain/vehicle";
import type { VehicleEssential } from "#domain/vehicle-parts";
import { vehicles as vehiclesTable } from "#server/db/schema";
import { bumpDataVersion } from "#server/shared/data-version";
import { insertBoardPost, insertVehicle, prices, storedImageKey } from "../support/catalogue-fixtures";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
let imageKey: string;

interface ListBody {
  success: boolean;
  vehicles: Vehicle[];
  count: number;
}

async function getJson<T>(
  path: string,
  init?: RequestInit,
): Promise<{ status: number; body: T; res: Response; text: string }> {
  const res = await app.fetch(path, init);
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T, res, text };
}

const names = (list: { name: string }[]) => list.map((v) => v.name);

beforeAll(async () => {
  imageKey = await storedImageKey(app.ctx);
  const ctx = app.ctx;
  await insertVehicle(ctx, {
    slug: "sonata-new",
    name: "쏘나타 디 엣지 2.0 프리미엄",
    category: "중형 세단",
    badges: ["신차"],
    recommendationTags: ["추천", "무보증"],
    images: [imageKey, imageKey],
    priceInfo: prices("52만 6천원", "무보증"),
    basicInfo: { 연료: "가솔린", 제조연식: "25년07월", 주행거리: "5km", 차량번호: "" },
    depositInstallment: "불가능 (기본)",
    options: { 외관내장: ["선루프"], 안전장치: [], 편의장치: [], 시트: [] },
    description: "설명",
  });
  await insertVehicle(ctx, {
    slug: "k5-used",
    name: "더 뉴 K5 2.0 LPi",
    category: "중형세단",
    badges: ["중고차"],
    priceInfo: prices("387000", "100만원"),
  });
  await insertVehicle(ctx, {
    slug: "g80-new",
    name: "제네시스 G80 2.5T",
    category: "제네시스",
    badges: ["신차"],
    priceInfo: prices("월 94만 7천원", "500만원"),
  });
  await insertVehicle(ctx, {
    slug: "gv80-new",
    name: "제네시스 GV80 3.5T",
    category: "제네시스 SUV",
    badges: ["신차"],
    priceInfo: prices("1184000", "500만원"),
  });
  await insertVehicle(ctx, {
    slug: "g90-new",
    name: "제네시스 G90",
    category: "제네시스",
    badges: ["신차"],
    priceInfo: [],
  });
  await insertVehicle(ctx, {
    slug: "벤츠-e300",
    name: "벤츠 E300 아방가르드",
    category: "외제차",
    badges: ["신차"],
    priceInfo: prices("월 60만원", "300만원"),
  });
});

describe("GET /api/vehicles", () => {
  it("lists every vehicle as {success, vehicles, count} with image URLs, never image data", async () => {
    const { status, body, text } = await getJson<ListBody>("/api/vehicles");
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.count).toBe(6);
    expect(body.vehicles).toHaveLength(6);
    expect(names(body.vehicles)[0]).toBe("쏘나타 디 엣지 2.0 프리미엄");
    const sonata = body.vehicles[0]!;
    expect(sonata.thumbnails).toEqual([`/media/${imageKey}/960.webp`, `/media/${imageKey}/960.webp`]);
    expect(sonata.mainImage).toBe(`/media/${imageKey}/960.webp`);
    expect(sonata.badgeType).toBe("신차");
    expect(sonata.priceInfo[0]?.monthly).toBe("52만 6천원");
    expect(text).not.toContain("data:image");
    expect(text).not.toContain("base64");
  });

  it("filters by ?category= in any spelling, and an unknown category has no vehicles", async () => {
    for (const category of ["중형 세단", "중형세단", encodeURIComponent("중형세단")]) {
      const { body } = await getJson<ListBody>(`/api/vehicles?category=${encodeURIComponent(category)}`);
      expect(names(body.vehicles), category).toEqual(["쏘나타 디 엣지 2.0 프리미엄", "더 뉴 K5 2.0 LPi"]);
      expect(body.count).toBe(2);
    }
    const imported = await getJson<ListBody>(`/api/vehicles?category=${encodeURIComponent("프리미엄 수입차")}`);
    expect(names(imported.body.vehicles)).toEqual(["벤츠 E300 아방가르드"]);
    const unknown = await getJson<ListBody>(`/api/vehicles?category=${encodeURIComponent("없는카테고리")}`);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual({ success: true, vehicles: [], count: 0 });
  });

  it("refuses a repeated or oversized query with a Korean 400", async () => {
    const { status, body } = await getJson<{ success: boolean; message: string }>(
      "/api/vehicles?category=a&category=b",
    );
    expect(status).toBe(400);
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/[가-힣]/);
    expect((await app.fetch(`/api/vehicles?category=${"x".repeat(500)}`)).status).toBe(400);
  });
});

describe("GET /api/vehicles/essential", () => {
  it("serves light items: a thumbnail URL, prices and basic info, no gallery or long texts", async () => {
    const { status, body, text } = await getJson<{ success: boolean; vehicles: VehicleEssential[] }>(
      "/api/vehicles/essential",
    );
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    expect(body.vehicles).toHaveLength(6);
    const sonata = body.vehicles.find((v) => v.slug === "sonata-new")!;
    expect(sonata.thumbnail).toBe(`/media/${imageKey}/960.webp`);
    expect(sonata.basicInfo.연료).toBe("가솔린");
    expect(sonata.recommendationTags).toEqual(["추천", "무보증"]);
    for (const key of ["thumbnails", "options", "benefits", "insurance", "contractTerms", "description"]) {
      expect(sonata, key).not.toHaveProperty(key);
    }
    expect(body.vehicles.find((v) => v.slug === "k5-used")!.thumbnail).toBeNull();
    expect(text).not.toContain("data:image");
  });

  it("filters by badge", async () => {
    const used = await getJson<{ vehicles: VehicleEssential[] }>(
      `/api/vehicles/essential?badges=${encodeURIComponent("중고차")}`,
    );
    expect(names(used.body.vehicles)).toEqual(["더 뉴 K5 2.0 LPi"]);
    const fresh = await getJson<{ vehicles: VehicleEssential[] }>(
      `/api/vehicles/essential?badges=${encodeURIComponent("신차")}`,
    );
    expect(fresh.body.vehicles).toHaveLength(5);
    const both = await getJson<{ vehicles: VehicleEssential[] }>(
      `/api/vehicles/essential?badges=${encodeURIComponent("신차,중고차")}`,
    );
    expect(both.body.vehicles).toHaveLength(6);
    const unknown = await getJson<{ vehicles: VehicleEssential[] }>("/api/vehicles/essential?badges=nope");
    expect(unknown.body.vehicles).toEqual([]);
    const category = await getJson<{ vehicles: VehicleEssential[] }>(
      `/api/vehicles/essential?category=${encodeURIComponent("제네시스")}`,
    );
    expect(names(category.body.vehicles)).toEqual(["제네시스 G80 2.5T", "제네시스 G90"]);
  });

  it("filters by the lowest monthly fee in 만원 (inclusive), whatever format the fee is typed in", async () => {
    const q = (s: string) =>
      getJson<{ vehicles: VehicleEssential[] }>(`/api/vehicles/essential?${s}`).then((r) => names(r.body.vehicles));
    // 52.6 (52만 6천원), 38.7 (387000), 94.7 (월 94만 7천원), 118.4 (1184000), none, 60 (월 60만원)
    expect(await q("minPrice=40&maxPrice=60")).toEqual(["쏘나타 디 엣지 2.0 프리미엄", "벤츠 E300 아방가르드"]);
    expect(await q("maxPrice=40")).toEqual(["더 뉴 K5 2.0 LPi"]);
    expect(await q("minPrice=100")).toEqual(["제네시스 GV80 3.5T"]);
    expect(await q(`minPrice=40&badges=${encodeURIComponent("중고차")}`)).toEqual([]);
    expect(await q("minPrice=&maxPrice=")).toHaveLength(6);
  });

  it("refuses a price that is not a number with a Korean 400", async () => {
    const { status, body } = await getJson<{ success: boolean; message: string }>(
      "/api/vehicles/essential?minPrice=abc",
    );
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: "가격은 숫자로 입력해주세요." });
    expect((await app.fetch("/api/vehicles/essential?maxPrice=-5")).status).toBe(400);
  });
});

describe("GET /api/vehicles/slug/:slug and its parts", () => {
  it("serves the whole vehicle", async () => {
    const { status, body } = await getJson<Vehicle>("/api/vehicles/slug/sonata-new");
    expect(status).toBe(200);
    expect(body.name).toBe("쏘나타 디 엣지 2.0 프리미엄");
    expect(body.thumbnails).toHaveLength(2);
    expect(body.options.외관내장).toEqual(["선루프"]);
  });

  it("serves essential info, details and thumbnails that merge back into the vehicle", async () => {
    const full = (await getJson<Vehicle>("/api/vehicles/slug/sonata-new")).body;
    const essential = await getJson<VehicleEssential>("/api/vehicles/slug/sonata-new/essential");
    const details = await getJson<Record<string, unknown>>("/api/vehicles/slug/sonata-new/details");
    const thumbs = await getJson<{ thumbnails: string[] }>("/api/vehicles/slug/sonata-new/thumbnails");
    expect([essential.status, details.status, thumbs.status]).toEqual([200, 200, 200]);
    expect(essential.body).not.toHaveProperty("thumbnails");
    expect(essential.body).not.toHaveProperty("options");
    expect(essential.body.thumbnail).toBe(full.mainImage);
    expect(details.body).toMatchObject({ slug: "sonata-new", description: "설명" });
    expect(details.body).not.toHaveProperty("priceInfo");
    expect(thumbs.body).toEqual({ thumbnails: full.thumbnails });
    const { thumbnail: _thumbnail, ...essentialFields } = essential.body;
    expect({ ...essentialFields, ...details.body, thumbnails: thumbs.body.thumbnails }).toEqual(full);
  });

  it("finds a Korean slug encoded once or twice", async () => {
    const once = encodeURIComponent("벤츠-e300");
    expect((await getJson<Vehicle>(`/api/vehicles/slug/${once}`)).body.name).toBe("벤츠 E300 아방가르드");
    expect((await getJson<Vehicle>(`/api/vehicles/slug/${encodeURIComponent(once)}/essential`)).body.name).toBe(
      "벤츠 E300 아방가르드",
    );
  });

  it("answers an unknown slug with a Korean 404 on every part", async () => {
    for (const suffix of ["", "/essential", "/details", "/thumbnails"]) {
      const { status, body } = await getJson<{ success: boolean; message: string }>(
        `/api/vehicles/slug/no-such-car${suffix}`,
      );
      expect(status, suffix).toBe(404);
      expect(body).toEqual({ success: false, message: "차량 정보를 찾을 수 없습니다" });
    }
  });
});

describe("GET /api/board-posts", () => {
  it("lists the no-deposit board newest first with image URLs", async () => {
    const older = await insertBoardPost(app.ctx, {
      title: "지난 달 무보증 차량",
      images: [imageKey],
      createdAt: new Date(Date.now() - 86_400_000),
    });
    const newer = await insertBoardPost(app.ctx, { title: "이번 주 무보증 차량", images: [imageKey, imageKey] });
    const { status, body, text } = await getJson<{ posts: BoardPost[] }>("/api/board-posts");
    expect(status).toBe(200);
    expect(body.posts.map((p) => p.id)).toEqual([newer.id, older.id]);
    expect(body.posts[0]).toMatchObject({
      title: "이번 주 무보증 차량",
      content: "이번 주 무보증 차량 본문입니다.",
      images: [`/media/${imageKey}/960.webp`, `/media/${imageKey}/960.webp`],
      category: "무보증 리스트",
    });
    expect(Number.isNaN(Date.parse(body.posts[0]!.createdAt))).toBe(false);
    expect(text).not.toContain("data:image");
  });
});

describe("caching", () => {
  it("sends a strong ETag and revalidation headers, and answers If-None-Match with a bodiless 304", async () => {
    for (const path of [
      "/api/vehicles",
      "/api/vehicles/essential?badges=%EC%8B%A0%EC%B0%A8",
      "/api/vehicles/slug/sonata-new",
      "/api/board-posts",
    ]) {
      const first = await app.fetch(path);
      await first.arrayBuffer();
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"v\d+-[\w-]+"$/);
      expect(first.headers.get("cache-control"), path).toBe("public, max-age=0, must-revalidate");
      const again = await app.fetch(path, { headers: { "If-None-Match": etag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
      expect(again.headers.get("etag")).toBe(etag);
      const weak = await app.fetch(path, { headers: { "If-None-Match": `"other", W/${etag}` } });
      expect(weak.status, path).toBe(304);
      const stale = await app.fetch(path, { headers: { "If-None-Match": '"v0-stale"' } });
      expect(stale.status, path).toBe(200);
      await stale.arrayBuffer();
    }
  });

  it("sends the essential list in brotli or gzip as the client accepts, the same list in every encoding", async () => {
    const bodies: string[] = [];
    for (const encoding of ["br", "gzip", "identity"]) {
      const res = await app.fetch("/api/vehicles/essential", { headers: { "Accept-Encoding": encoding } });
      expect(res.headers.get("content-encoding") ?? "identity", encoding).toBe(encoding);
      expect(res.headers.get("vary")).toContain("Accept-Encoding");
      bodies.push(await res.text());
    }
    expect(JSON.parse(bodies[0]!).count).toBeGreaterThan(0);
    expect(new Set(bodies).size).toBe(1);
  });

  it("gives different queries different ETags", async () => {
    const a = await app.fetch("/api/vehicles?category=%EC%A0%9C%EB%84%A4%EC%8B%9C%EC%8A%A4");
    const b = await app.fetch("/api/vehicles");
    await Promise.all([a.arrayBuffer(), b.arrayBuffer()]);
    expect(a.headers.get("etag")).not.toBe(b.headers.get("etag"));
  });

  it("serves lists from the cache until the data version changes, then new data under a new ETag", async () => {
    const before = await getJson<ListBody>("/api/vehicles");
    const etag = before.res.headers.get("etag")!;
    // A write that forgets to bump the version is not seen: the list comes from the cache.
    await app.ctx.db
      .insert(vehiclesTable)
      .values({ slug: "sneaky", name: "캐시 확인용 차량", category: "전기차", badges: ["신차"], badgeType: "신차" });
    const cached = await getJson<ListBody>("/api/vehicles");
    expect(cached.body.count).toBe(before.body.count);
    expect(await app.fetch("/api/vehicles", { headers: { "If-None-Match": etag } }).then((r) => r.status)).toBe(304);

    await bumpDataVersion(app.ctx);
    const after = await getJson<ListBody>("/api/vehicles", { headers: { "If-None-Match": etag } });
    expect(after.status).toBe(200);
    expect(after.body.count).toBe(before.body.count + 1);
    expect(names(after.body.vehicles)).toContain("캐시 확인용 차량");
    expect(after.res.headers.get("etag")).not.toBe(etag);
  });
});
