import { beforeAll, describe, expect, it } from "vitest";
import { insertBoardPost, insertVehicle, prices, storedImageKey } from "../support/catalogue-fixtures";
import { useTestApp } from "../support/use-test-app";

// The built site (npm test builds before running these), rendered on the server over fixtures.
const app = useTestApp({ pages: true });

/** The server-rendered markup before the hydration scripts (where loader data is repeated as JSON). */
async function html(path: string): Promise<{ status: number; body: string }> {
  const res = await app.fetch(path);
  const text = await res.text();
  const scripts = text.indexOf("window.__reactRouterContext");
  return { status: res.status, body: scripts > 0 ? text.slice(0, scripts) : text };
}

beforeAll(async () => {
  const image = await storedImageKey(app.ctx);
  const car = (name: string, category: string, monthly: string, badge: "신차" | "중고차" = "신차") =>
    insertVehicle(app.ctx, { name, category, badges: [badge], priceInfo: prices(monthly, "100만원"), images: [image] });
  await car("픽스처 아반떼 45", "소형/준중형 세단", "45만 3천원");
  await car("픽스처 쏘렌토 59", "중형 SUV", "월 59만 9천원");
  await car("픽스처 K5 387", "중형 세단", "387000");
  await car("픽스처 G80 94", "제네시스", "월 94만 7천원");
  await car("픽스처 BMW 520i 55", "중형 세단", "550000");
  await car("픽스처 중고 그랜저 50", "대형 세단", "50만원", "중고차");
  await car("픽스처 그랜져 표기 70", "대형 세단", "70만원", "중고차");
  await insertBoardPost(app.ctx, {
    title: "픽스처 무보증 게시글",
    images: [image],
    createdAt: new Date("2025-07-03T00:05:00Z"),
  });
});

describe("server-rendered catalogue pages", () => {
  it("GET /new-cars?price=40-60 has exactly the new cars of that band in the HTML, grouped", async () => {
    const { status, body } = await html("/new-cars?price=40-60");
    expect(status).toBe(200);
    for (const name of ["픽스처 아반떼 45", "픽스처 쏘렌토 59", "픽스처 BMW 520i 55"]) expect(body).toContain(name);
    for (const name of ["픽스처 K5 387", "픽스처 G80 94", "픽스처 중고 그랜저 50"]) expect(body).not.toContain(name);
    expect(body).toContain("월 45만 3천원");
    expect(body).toContain("월 55만원");
    // BMW filed under 중형 세단 is listed under 수입차.
    expect(body.indexOf("픽스처 BMW 520i 55")).toBeGreaterThan(body.indexOf(">수입차<"));
    expect(body).toContain('aria-current="true"');
    expect(body).toMatch(/srcSet="\/media\/[a-f0-9]{32}\/320\.webp 320w/);
  });

  it("GET /used-cars and /customer/used-cars list used cars", async () => {
    for (const path of ["/used-cars", "/customer/used-cars"]) {
      const { status, body } = await html(path);
      expect(status).toBe(200);
      expect(body).toContain("픽스처 중고 그랜저 50");
      expect(body).not.toContain("픽스처 아반떼 45");
    }
  });

  it("renders a category on every alias route, and 404 for an unknown one", async () => {
    for (const path of ["/vehicle-detail/", "/customer/vehicle-detail/", "/customer/vehicles/", "/vehicle/"]) {
      const { status, body } = await html(`${path}${encodeURIComponent("중형세단")}`);
      expect(status, path).toBe(200);
      expect(body).toContain("픽스처 K5 387");
      expect(body).toContain("월 38만 7천원");
      expect(body).not.toContain("픽스처 쏘렌토 59");
    }
    const missing = await html(`/vehicle-detail/${encodeURIComponent("없는카테고리")}`);
    expect(missing.status).toBe(404);
    expect(missing.body).toContain("차량 정보를 찾을 수 없습니다");
  });

  it("renders the no-deposit board with its posts", async () => {
    const { status, body } = await html(`/vehicle-detail/${encodeURIComponent("무보증 리스트")}`);
    expect(status).toBe(200);
    expect(body).toContain("픽스처 무보증 게시글");
    expect(body).toContain("2025년 07월 03일");
  });

  it("renders search results for initial consonants", async () => {
    const { status, body } = await html(`/search?q=${encodeURIComponent("ㅆㄹㅌ")}`);
    expect(status).toBe(200);
    expect(body).toContain("픽스처 쏘렌토 59");
    expect(body).not.toContain("픽스처 아반떼 45");
    const redirect = await app.fetch("/search?q=&type=", { redirect: "manual" });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("location")).toBe("/search");
  });

  it("forgives a plain consonant for a double one and a typo, listing exact matches first", async () => {
    const folded = await html(`/search?q=${encodeURIComponent("ㅅㄹㅌ")}`);
    expect(folded.body).toContain("픽스처 쏘렌토 59");
    expect(folded.body).not.toContain("픽스처 아반떼 45");

    const typo = await html(`/search?q=${encodeURIComponent("소렌토")}`);
    expect(typo.body).toContain("픽스처 쏘렌토 59");
    expect(typo.body).not.toContain("픽스처 아반떼 45");

    const order = async (query: string) => {
      const { body } = await html(`/search?q=${encodeURIComponent(query)}`);
      const exact = body.indexOf("픽스처 중고 그랜저 50");
      const variant = body.indexOf("픽스처 그랜져 표기 70");
      expect(exact, query).toBeGreaterThan(0);
      expect(variant, query).toBeGreaterThan(0);
      expect(body, query).not.toContain("픽스처 쏘렌토 59");
      return exact < variant ? "그랜저 first" : "그랜져 first";
    };
    expect(await order("그랜저")).toBe("그랜저 first");
    expect(await order("그랜져")).toBe("그랜져 first");

    // Initial consonants are never taken for a typo, and unrelated names stay out of the results (a search that
    // finds nothing shows the nearest cars below its empty state: those are not results).
    const results = async (query: string) =>
      (await html(`/search?q=${encodeURIComponent(query)}`)).body.split('data-testid="nearest-cars"')[0];
    expect(await results("ㄱㄹㅊ")).not.toContain("픽스처 중고 그랜저 50");
    expect(await results("펠리세이드")).not.toContain("픽스처 아반떼 45");
  });
});
