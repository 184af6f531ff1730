import { beforeAll, describe, expect, it } from "vitest";
import { createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry, insertVehicle } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

// Server-rendered admin pages (needs `npm run build` first, as `npm test` does).
const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  await insertInquiry(app, { name: "페이지테스트고객" });
  await insertVehicle(app, { category: "전기차", name: "아이오닉 페이지테스트" });
});

const get = (path: string, account?: TestAccount) =>
  app.fetch(path, { redirect: "manual", headers: account ? { Cookie: account.cookie } : {} });

describe("/admin", () => {
  it("is the login form for anonymous visitors and partners, with no data and no caching", async () => {
    for (const account of [undefined, partner]) {
      const res = await get("/admin", account);
      expect(res.status).toBe(200);
      expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
      const html = await res.text();
      expect(html).toContain("관리자 로그인");
      expect(html).not.toContain("오늘 방문자");
      expect(html).not.toContain("페이지테스트고객");
    }
  });

  it("is the dashboard for an admin, with the inquiries tab by default", async () => {
    const res = await get("/admin", admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const html = await res.text();
    for (const text of [
      "오늘 방문자",
      "이번 주 방문자",
      "이번 달 방문자",
      "총 문의",
      "인기 페이지 (최근 7일)",
      "문의 관리",
      "페이지테스트고객",
      "엑셀 다운로드",
    ]) {
      expect(html).toContain(text);
    }
  });

  it("counts on each tab what waits there: new leads, listings for 검수, partner applications", async () => {
    const count = (html: string, label: string) =>
      new RegExp(`<span class="sr-only">${label} </span>(\\d+)<span class="sr-only">건</span>`).exec(html)?.[1];
    const before = await (await get("/admin", admin)).text();
    const leads = Number(count(before, "신규") ?? 0);
    expect(leads).toBeGreaterThan(0);
    await insertInquiry(app, { name: "탭숫자고객" });
    await insertVehicle(app, { name: "검수탭 차량", status: "pending" });
    const after = await (await get("/admin?tab=partners", admin)).text();
    expect(Number(count(after, "신규"))).toBe(leads + 1);
    expect(Number(count(after, "검수 대기"))).toBeGreaterThanOrEqual(1);
    // Nothing waits among the applications: no count on that tab.
    expect(count(after, "승인 대기")).toBeUndefined();
  });

  it("renders each tab from the URL", async () => {
    expect(await (await get("/admin?tab=vehicles", admin)).text()).toContain("무보증 리스트");
    expect(await (await get("/admin?tab=reviews", admin)).text()).toContain("아직 후기가 없습니다");
    expect(await (await get("/admin?tab=partners", admin)).text()).toContain("아직 파트너 신청이 없습니다");
  });
});

describe("/admin-login", () => {
  it("shows the form, and sends a signed-in admin on", async () => {
    const form = await get("/admin-login");
    expect(form.status).toBe(200);
    const html = await form.text();
    for (const text of ["관리자 로그인", "아이디", "비밀번호", "홈페이지로 돌아가기"]) expect(html).toContain(text);
    const signedIn = await get("/admin-login?next=%2Fadmin%3Ftab%3Dreviews", admin);
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/admin?tab=reviews");
  });
});

describe("/admin-vehicle-list/{category}", () => {
  const path = `/admin-vehicle-list/${encodeURIComponent("전기차")}`;

  it("redirects anonymous visitors and partners to the admin login", async () => {
    for (const account of [undefined, partner]) {
      const res = await get(path, account);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin?next=${encodeURIComponent(path)}`);
    }
  });

  it("lists the category's vehicles for an admin", async () => {
    const res = await get(path, admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toMatch(/\bno-store\b/);
    const html = await res.text();
    for (const text of [
      "관리자 홈",
      "차량 목록",
      "신차 장기렌트",
      "중고차 장기렌트",
      "아이오닉 페이지테스트",
      "등록된 중고차가 없습니다",
    ])
      expect(html).toContain(text);
  });

  it("shows the board for the 무보증 리스트", async () => {
    const html = await (
      await get(`/admin-vehicle-list/${encodeURIComponent(encodeURIComponent("무보증 리스트"))}`, admin)
    ).text();
    expect(html).toContain("글쓰기");
    expect(html).toContain("게시글이 없습니다");
  });
});
