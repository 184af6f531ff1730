import { beforeAll, describe, expect, it } from "vitest";
import { heldLeads } from "#server/db/schema";
import { createAccount, createConsultant, type TestAccount } from "../support/accounts";
import { insertBoardPost, insertInquiry, insertReview, insertVehicle } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

/**
 * Deleting and the lead download are the 대표 관리자's (the API answers a 상담원 with 403): the served pages offer
 * them to the 대표 관리자 alone, and a 상담원 sees the same lists without them.
 */

const app = useTestApp({ pages: true });
let owner: TestAccount;
let consultant: TestAccount;

beforeAll(async () => {
  [owner, consultant] = await Promise.all([createAccount(app, "admin"), createConsultant(app)]);
  await insertInquiry(app, { name: "삭제버튼고객" });
  await app.ctx.db.insert(heldLeads).values({
    name: "보류버튼고객",
    contact: "01098765432",
    vehicle: "카니발",
    reason: "too_fast",
    clientKey: "owner-controls",
  });
  await insertReview(app, { customerName: "후기버튼고객", status: "approved" });
  await insertVehicle(app, { category: "전기차", name: "아이오닉 버튼테스트" });
  await insertBoardPost(app, { title: "무보증 버튼테스트" });
});

const page = async (path: string, account: TestAccount) => {
  const res = await app.fetch(path, { redirect: "manual", headers: { Cookie: account.cookie } });
  expect(res.status, path).toBe(200);
  return res.text();
};

/** Each page, and what on it only the 대표 관리자 is offered (besides the list itself, seen by both). */
const PAGES: { name: string; path: string; shown: string; ownerOnly: string[] }[] = [
  {
    name: "the lead list",
    path: "/admin?tab=inquiries",
    shown: "삭제버튼고객",
    ownerOnly: ['aria-label="삭제버튼고객 문의 삭제"', 'href="/api/inquiries/download"', "엑셀 다운로드"],
  },
  {
    name: "the 스팸 의심 list",
    path: "/admin?tab=inquiries&view=held",
    shown: "보류버튼고객",
    ownerOnly: ['aria-label="보류버튼고객 문의 삭제"'],
  },
  {
    name: "the review list",
    path: "/admin?tab=reviews",
    shown: "후기버튼고객",
    ownerOnly: ['aria-label="후기버튼고객님의 후기 삭제"'],
  },
  {
    name: "a category's vehicle list",
    path: `/admin/vehicle-detail/${encodeURIComponent("전기차")}`,
    shown: "아이오닉 버튼테스트",
    ownerOnly: ['aria-label="아이오닉 버튼테스트 삭제"'],
  },
  {
    name: "the 무보증 리스트 board",
    path: `/admin/vehicle-detail/${encodeURIComponent("무보증리스트")}`,
    shown: "무보증 버튼테스트",
    ownerOnly: ['aria-label="무보증 버튼테스트 삭제"'],
  },
];

describe("the delete and download controls", () => {
  for (const { name, path, shown, ownerOnly } of PAGES) {
    it(`are on ${name} for the 대표 관리자, and not for a 상담원`, async () => {
      const [ownerHtml, consultantHtml] = await Promise.all([page(path, owner), page(path, consultant)]);
      expect(ownerHtml).toContain(shown);
      expect(consultantHtml).toContain(shown);
      for (const control of ownerOnly) {
        expect(ownerHtml, control).toContain(control);
        expect(consultantHtml, control).not.toContain(control);
      }
      // No other delete either: a 상담원's page has no button named 삭제 at all.
      expect(consultantHtml).not.toMatch(/aria-label="[^"]* 삭제"/);
    });
  }
});

describe("a 상담원's 403 page", () => {
  it("is the refusal under the admin header, with a way back, for each of the 대표 관리자's pages", async () => {
    for (const path of ["/admin/settings", "/admin/search-synonyms", "/admin/staff"]) {
      const res = await app.fetch(path, { redirect: "manual", headers: { Cookie: consultant.cookie } });
      expect(res.status, path).toBe(403);
      const html = await res.text();
      expect(html, path).toMatch(/<h1[^>]*>대표 관리자만 이용할 수 있습니다\.<\/h1>/);
      expect(html, path).toContain("이 메뉴는 대표 관리자에게 요청해주세요.");
      expect(html, path).toContain("<title>대표 관리자만 이용할 수 있습니다. | 관리자</title>");
      expect(html, path).toMatch(/<meta name="robots" content="noindex/);
      expect(html, path).toContain('aria-label="관리자 메뉴"');
      expect(html, path).not.toContain("일시적인 오류가 발생했습니다");
    }
  });

  it("carries the response's nonce on every inline script, so it hydrates under the CSP", async () => {
    const res = await app.fetch("/admin/settings", { redirect: "manual", headers: { Cookie: consultant.cookie } });
    expect(res.status).toBe(403);
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    const html = await res.text();
    expect(html).toContain("대표 관리자만 이용할 수 있습니다.");
    const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>/g)].map((m) => m[0]);
    expect(inline.length).toBeGreaterThan(0);
    for (const tag of inline) expect(tag).toContain(`nonce="${nonce}"`);
  });
});
