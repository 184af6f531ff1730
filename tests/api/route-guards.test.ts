import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAccount, createConsultant, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { insertVehicle } from "../support/fixtures";
import { startTestApp, type TestApp } from "../support/test-app";

// The admin and partners areas are guarded by their layouts' middleware alone: every page below a layout, asked
// for through single fetch the ways a browser does, answers only the area's own role (`npm run build` first).
const AREAS = {
  "routes/admin/layout": { role: "admin", other: "partner", signIn: "/admin" },
  "routes/partners/layout": { role: "partner", other: "admin", signIn: "/partners-login" },
} as const;
type Area = keyof typeof AREAS;

interface GuardedPage {
  id: string;
  area: Area;
  /** The path as routes.ts declares it. */
  pattern: string;
  hasAction: boolean;
  /** Below the 대표 관리자's layout (사이트 설정, 검색 동의어, 직원 관리): refused to a 상담원 too. */
  ownerOnly: boolean;
}

/** Every page route of the build below one of the area layouts, read when the tests are collected. */
async function guardedPages(): Promise<GuardedPage[]> {
  const build = (await import(pathToFileURL(path.resolve("build/server/index.js")).href)) as ServerBuild;
  const chain = (id: string | undefined): string[] => {
    const route = id ? build.routes[id] : undefined;
    return route ? [...chain(route.parentId), route.id] : [];
  };
  const pathOf = (id: string) =>
    chain(id)
      .map((r) => build.routes[r]?.path)
      .filter(Boolean)
      .map((p) => `/${p}`)
      .join("");
  const pages: GuardedPage[] = [];
  for (const route of Object.values(build.routes)) {
    if (!route || !(route.path || route.index)) continue;
    const area = chain(route.id).find((id): id is Area => id in AREAS);
    if (!area) continue;
    pages.push({
      id: route.id,
      area,
      pattern: pathOf(route.id),
      hasAction: typeof route.module.action === "function",
      ownerOnly: chain(route.id).includes("routes/admin/owner-layout"),
    });
  }
  return pages;
}

const pages = await guardedPages();

let app: TestApp;
let accounts: Record<"admin" | "partner" | "consultant", TestAccount>;
let example: (page: GuardedPage) => Promise<string>;

beforeAll(async () => {
  app = await startTestApp({ pages: true });
  const [admin, partner, consultant] = await Promise.all([
    createAccount(app, "admin"),
    createAccount(app, "partner"),
    createConsultant(app),
  ]);
  accounts = { admin, partner, consultant };
  const vehicle = await insertVehicle(app.ctx, { imageCount: 1 });
  const ownVehicle = await insertVehicle(app.ctx, { ownerPartnerId: partner.id });
  example = async ({ area, pattern }) => {
    let url = pattern;
    if (url.includes(":id")) url = url.replace(":id", String((await insertInquiry(app)).id));
    url = url.replace(":slug", area === "routes/partners/layout" ? ownVehicle.slug : vehicle.slug);
    url = url.replace(":category", encodeURIComponent(area === "routes/partners/layout" ? "중형SUV" : "전기차"));
    return url.replace(":type", encodeURIComponent("중고차"));
  };
});
afterAll(() => app?.close());

/** The single-fetch URL of a page: `_routes` narrows it to those routes' loaders, as revalidations do. */
function dataUrl(pagePath: string, routes?: string[]): string {
  const url = new URL(pagePath, "http://site");
  url.pathname = `${url.pathname}.data`;
  if (routes) url.searchParams.set("_routes", routes.join(","));
  return url.pathname + url.search;
}

const cookieOf = (caller: "anonymous" | "admin" | "partner" | "consultant"): Record<string, string> =>
  caller === "anonymous" ? {} : { Cookie: accounts[caller].cookie };

/** The ways a client navigation or revalidation asks for a page's data. */
const narrowings = (page: GuardedPage): [string, string[] | undefined][] => [
  ["every loader", undefined],
  ["the page's loader alone", [page.id]],
  ["the root's loader alone", ["root"]],
];

it("finds pages below both area layouts, and the 대표 관리자's pages", () => {
  expect(new Set(pages.map((p) => p.area))).toEqual(new Set(Object.keys(AREAS)));
  expect(pages.filter((p) => p.ownerOnly).map((p) => p.pattern)).toEqual(
    expect.arrayContaining(["/admin/settings", "/admin/search-synonyms", "/admin/staff"]),
  );
});

describe.each(pages.map((page) => [`${page.pattern} (${page.id})`, page] as const))("%s", (_name, page) => {
  const { role, other, signIn } = AREAS[page.area];

  for (const caller of ["anonymous", other] as const) {
    it.each(narrowings(page))(
      `sends %s of a data request by ${caller} to the sign-in, with no data`,
      async (_, routes) => {
        const pagePath = await example(page);
        const res = await app.fetch(dataUrl(pagePath, routes), { headers: cookieOf(caller), redirect: "manual" });
        const text = await res.text();
        // Single fetch answers a redirect with 202 and the target in the payload, for the client router to follow.
        expect(res.status).toBe(202);
        expect(text).toContain(JSON.stringify(`${signIn}?next=${encodeURIComponent(pagePath)}`));
        expect(text).not.toContain(JSON.stringify(page.id));
        expect(res.headers.get("cache-control")).toContain("no-store");
      },
    );
  }

  it(`answers the page's data to a ${role}`, async () => {
    const pagePath = await example(page);
    const res = await app.fetch(dataUrl(pagePath, [page.id]), { headers: cookieOf(role), redirect: "manual" });
    expect([200, 404]).toContain(res.status);
    expect(await res.text()).toContain(JSON.stringify(page.id));
  });

  if (page.area === "routes/admin/layout") {
    it(`${page.ownerOnly ? "refuses" : "answers"} the page's data to a 상담원`, async () => {
      const pagePath = await example(page);
      const res = await app.fetch(dataUrl(pagePath, [page.id]), {
        headers: cookieOf("consultant"),
        redirect: "manual",
      });
      const text = await res.text();
      if (page.ownerOnly) {
        expect(res.status).toBe(403);
        expect(text).toContain("대표 관리자만 이용할 수 있습니다.");
        expect(text).not.toContain(JSON.stringify(page.id));
      } else {
        expect([200, 404]).toContain(res.status);
        expect(text).toContain(JSON.stringify(page.id));
      }
    });
    if (page.ownerOnly && page.hasAction)
      it("refuses a 상담원's data post before its action runs", async () => {
        const pagePath = await example(page);
        const res = await app.fetch(dataUrl(pagePath), {
          method: "POST",
          headers: { ...cookieOf("consultant"), "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "delete", term: "가드" }),
          redirect: "manual",
        });
        expect(res.status).toBe(403);
      });
  }

  if (page.hasAction) {
    for (const caller of ["anonymous", other] as const) {
      it(`refuses a data post by ${caller} before its action runs`, async () => {
        const pagePath = await example(page);
        const res = await app.fetch(dataUrl(pagePath), {
          method: "POST",
          headers: { ...cookieOf(caller), "Content-Type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ intent: "memo", memo: "가드 확인 메모" }),
          redirect: "manual",
        });
        expect(res.status).toBe(202);
        expect(await res.text()).toContain(JSON.stringify(`${signIn}?next=${encodeURIComponent(pagePath)}`));
      });
    }
  }
});
