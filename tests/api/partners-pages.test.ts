import { beforeAll, describe, expect, it } from "vitest";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

// Server-rendered partners pages (needs `npm run build` first, as `npm test` does).
const app = useTestApp({ pages: true });
let partner: TestAccount;
let admin: TestAccount;

const row = (deposit: string, monthly = "45만원") => ({ deposit, period: "60개월", monthly, totalKm: "3만km" });

beforeAll(async () => {
  partner = await createAccount(app, "partner");
  admin = await createAccount(app, "admin");
  await insertVehicle(app, {
    name: "쏘렌토 페이지테스트",
    slug: "sorento-page",
    category: "중형 SUV",
    badges: ["중고차"],
    priceInfo: [row("400만원")],
    ownerPartnerId: partner.id,
  });
  await insertVehicle(app, {
    name: "그랜저 페이지테스트",
    slug: "grandeur-page",
    category: "대형 세단",
    badges: ["중고차"],
    priceInfo: [row("무보증")],
  });
  await insertVehicle(app, {
    name: "카니발 페이지테스트",
    slug: "carnival-page",
    category: "대형 SUV",
    badges: ["중고차"],
    priceInfo: [row("1,000만원")],
  });
  await insertVehicle(app, {
    name: "아반떼 신차테스트",
    slug: "avante-page",
    category: "소형준중형 세단",
    badges: ["신차"],
    priceInfo: [],
  });
  await insertVehicle(app, { name: "아이오닉 전기테스트", slug: "ioniq-page", category: "전기차", badges: ["신차"] });
});

const get = (path: string, account?: TestAccount) =>
  app.fetch(path, { redirect: "manual", headers: account ? { Cookie: account.cookie } : {} });

describe("partners pages without a partner session", () => {
  it.each([
    "/partners",
    "/partners/used-cars?q=x",
    "/partners/vehicles/sorento-page",
    "/partners/vehicle-add/중형SUV/중고차",
  ])("%s redirects to the partners login with a way back", async (path) => {
    for (const account of [undefined, admin]) {
      const res = await get(encodeURI(path), account);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/partners-login?next=${encodeURIComponent(encodeURI(path))}`);
    }
  });

  it("the login and sign-up pages are open, not indexed and not cached", async () => {
    for (const path of ["/partners-login", "/partners-signup"]) {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toContain("no-store");
      expect(await res.text()).toContain("noindex");
    }
  });

  it("the login page sends a signed-in partner on", async () => {
    const res = await get("/partners-login?next=%2Fpartners%2Fused-cars", partner);
    expect(res.status).toBe(302);
    expect(res.headers.get("location")).toBe("/partners/used-cars");
  });
});

describe("/partners", () => {
  it("lists the eleven partner categories (전기차 included) with counts, add links and cards, marking the partner's own", async () => {
    const res = await get("/partners", partner);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("차량 관리");
    for (const label of [
      "소형/준중형 세단",
      "중형 세단",
      "대형 세단",
      "제네시스 세단",
      "소형/준중형 SUV",
      "중형 SUV",
      "대형 SUV",
      "제네시스 SUV",
      "전기차",
      "수입 차량",
      "구독카/일반번호판",
    ]) {
      expect(html).toContain(label);
    }
    // 전기차 is a partners' category too: its listed cars show under it like any other's.
    expect(html.match(/data-testid="partner-category"/g)).toHaveLength(11);
    expect(html).toContain("아이오닉 전기테스트");
    expect(html).toContain(
      `href="/partners/vehicle-add/${encodeURIComponent("중형SUV")}/${encodeURIComponent("신차")}"`,
    );
    expect(html).toContain(
      `href="/partners/vehicle-add/${encodeURIComponent("중형SUV")}/${encodeURIComponent("중고차")}"`,
    );
    expect(html).toContain('href="/partners/vehicles/sorento-page"');
    expect(html).toContain("내 차량");
    expect(html).toContain("상담 문의");
  });
});

describe("/partners/used-cars", () => {
  const names = async (query: string) => {
    const html = await (await get(`/partners/used-cars${query}`, partner)).text();
    return ["쏘렌토", "그랜저", "카니발"].filter((n) => html.includes(`${n} 페이지테스트`));
  };

  it("filters on the server by name, vehicle type and deposit, and counts", async () => {
    expect(await names("")).toEqual(["쏘렌토", "그랜저", "카니발"]);
    expect(await names("?q=ㅆㄹㅌ")).toEqual(["쏘렌토"]);
    expect(await names("?type=suv")).toEqual(["쏘렌토", "카니발"]);
    expect(await names("?type=passenger")).toEqual(["쏘렌토", "그랜저"]);
    expect(await names("?type=van")).toEqual(["카니발"]);
    expect(await names("?deposit=0-300")).toEqual(["그랜저"]);
    expect(await names("?type=suv&deposit=300-500")).toEqual(["쏘렌토"]);
    const html = await (await get("/partners/used-cars?type=suv&deposit=500%2B", partner)).text();
    expect(html).toMatch(/data-testid="result-count"[^>]*>1<!-- -->대|data-testid="result-count"[^>]*>1대/);
  });

  it("shows the empty text when nothing matches", async () => {
    const html = await (await get("/partners/used-cars?type=cargo", partner)).text();
    expect(html).toContain("조건에 맞는 차량이 없습니다");
    expect(html).toContain("다른 검색 조건을 시도해보세요");
  });

  it("the new-car list has only new cars", async () => {
    const html = await (await get("/partners/new-cars", partner)).text();
    expect(html).toContain("아반떼 신차테스트");
    expect(html).not.toContain("쏘렌토 페이지테스트");
  });
});

describe("/partners/vehicles/{slug}", () => {
  it("shows price, key info and the option table; 수정 and 삭제 only on the partner's own listing", async () => {
    const own = await (await get("/partners/vehicles/sorento-page", partner)).text();
    expect(own).toContain("쏘렌토 페이지테스트");
    expect(own).toContain("월 렌트료");
    expect(own).toContain("주요 정보");
    expect(own).toContain("옵션 정보가 없습니다");
    expect(own).toContain(">수정<");
    expect(own).toContain(">삭제<");

    const other = await (await get("/partners/vehicles/grandeur-page", partner)).text();
    expect(other).toContain("그랜저 페이지테스트");
    expect(other).not.toContain(">수정<");
    expect(other).not.toContain(">삭제<");
  });

  it("opens the edit form with ?edit only for the owner", async () => {
    expect(await (await get("/partners/vehicles/sorento-page?edit=1", partner)).text()).toContain("차량 수정");
    expect(await (await get("/partners/vehicles/grandeur-page?edit=1", partner)).text()).not.toContain("차량 수정");
  });

  it("answers 404 with a way back for an unknown slug", async () => {
    const res = await get("/partners/vehicles/no-such-car", partner);
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain(VEHICLE_NOT_FOUND);
    expect(html).toContain('href="/partners"');
  });
});

describe("/partners/vehicle-add/{category}/{type}", () => {
  it.each([
    ["외제차", "new", "신차 추가", "수입 차량"],
    ["중형SUV", "중고차", "중고차 추가", "중형 SUV"],
    [encodeURIComponent(encodeURIComponent("소형/준중형 세단")), "신차", "신차 추가", "소형/준중형 세단"],
  ])("%s/%s opens the %s form in %s", async (category, type, title, label) => {
    const html = await (
      await get(`/partners/vehicle-add/${encodeURIComponent(category)}/${encodeURIComponent(type)}`, partner)
    ).text();
    expect(html).toContain(title);
    expect(html).toContain(label);
    expect(html).toContain("차량 이미지");
  });
});
