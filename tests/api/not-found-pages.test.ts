import { beforeAll, describe, expect, it } from "vitest";
import { QUOTE_NOT_FOUND } from "#app/lib/not-found";
import { LEAD_NOT_FOUND } from "#domain/lead";
import { VEHICLE_NOT_FOUND } from "#domain/vehicle";
import { createAccount, type TestAccount } from "../support/accounts";
import { scanHtml, textsOf } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

// A missing thing answers 404 inside its own area's chrome, with the thing's message, a way back and noindex,
// for a full page load and for a client navigation's data request alike (needs `npm run build` first).
const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
});

const cookie = (account?: TestAccount): RequestInit => (account ? { headers: { Cookie: account.cookie } } : {});

interface Case {
  area: string;
  path: string;
  account?: () => TestAccount;
  /** The area's header landmark. */
  menu: string;
  message: string;
  back: { href: string; label: string };
}

const CASES: Case[] = [
  {
    area: "site: an unknown vehicle",
    path: "/vehicles/no-such-vehicle-404",
    menu: "주요 메뉴",
    message: VEHICLE_NOT_FOUND,
    back: { href: "/", label: "홈으로" },
  },
  {
    area: "site: an unknown category",
    path: `/customer/vehicle-detail/${encodeURIComponent("없는카테고리")}`,
    menu: "주요 메뉴",
    message: VEHICLE_NOT_FOUND,
    back: { href: "/customer", label: "홈으로" },
  },
  {
    area: "site: an unknown address",
    path: "/no-such-page",
    menu: "주요 메뉴",
    message: "페이지를 찾을 수 없습니다",
    back: { href: "/", label: "홈으로" },
  },
  {
    area: "site: a 견적서 link that names no quote",
    path: "/quote/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA",
    menu: "주요 메뉴",
    message: QUOTE_NOT_FOUND,
    back: { href: "/", label: "홈으로" },
  },
  {
    area: "admin: an unknown vehicle in the editor",
    path: "/admin/vehicle-edit/no-such-vehicle-404",
    account: () => admin,
    menu: "관리자 메뉴",
    message: VEHICLE_NOT_FOUND,
    back: { href: "/admin", label: "관리자 홈으로" },
  },
  {
    area: "admin: an unknown lead",
    path: "/admin/leads/2147483647",
    account: () => admin,
    menu: "관리자 메뉴",
    message: LEAD_NOT_FOUND,
    back: { href: "/admin?tab=inquiries", label: "문의 목록으로" },
  },
  {
    area: "partners: an unknown listing",
    path: "/partners/vehicles/no-such-vehicle-404",
    account: () => partner,
    menu: "파트너스 메뉴",
    message: VEHICLE_NOT_FOUND,
    back: { href: "/partners", label: "차량 관리로 돌아가기" },
  },
];

describe.each(CASES)("$area", ({ path, account, menu, message, back }) => {
  it("answers 404 inside the area's header with the thing's message, a way back and noindex", async () => {
    const res = await app.fetch(path, cookie(account?.()));
    expect(res.status).toBe(404);
    const html = await res.text();
    const { elements } = scanHtml(html);
    // The area's chrome: its header and the menu landmark in it.
    expect(elements.some((e) => e.tag === "header")).toBe(true);
    expect(elements.some((e) => e.tag === "nav" && e.attrs["aria-label"] === menu)).toBe(true);
    // The thing's own message as the page heading, and the title starting with it.
    const headings = textsOf(html, "h1");
    expect(headings).toEqual([message]);
    expect(textsOf(html, "title")[0] ?? "").toMatch(new RegExp(`^${message}( \\||$)`));
    const robots = /<meta name="robots" content="([^"]*)"/.exec(html)?.[1];
    expect(robots?.split(",").map((v) => v.trim())).toContain("noindex");
    expect(html).not.toContain('rel="canonical"');
    // The way back of the area.
    const link = new RegExp(`<a [^>]*href="${back.href.replace(/[?]/g, "\\?")}"[^>]*>(?:<[^>]+>)*${back.label}<`);
    expect(html).toMatch(link);
  });

  it("answers a client navigation's data request with 404 and the message", async () => {
    const res = await app.fetch(`${path}.data`, cookie(account?.()));
    expect(res.status).toBe(404);
    expect(await res.text()).toContain(JSON.stringify(message));
  });
});
