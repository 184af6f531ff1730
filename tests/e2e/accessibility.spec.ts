import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Page,
  type Response,
  test,
} from "@playwright/test";
import type { AxeResults, NodeResult, Result } from "axe-core";
import type { Vehicle } from "#domain/vehicle";
import { E2E_ADMIN } from "./global-setup";
import { endedListings, gotoHydrated, photoDataUrl } from "./support";

/**
 * axe-core, a checker nobody here wrote, over every page type of the three sites (customer, admin and partners
 * signed in, dialogs open), in light and dark, on a phone and a desktop. A serious or critical violation fails;
 * so does `heading-order` (moderate in axe), since a skipped level misleads a screen-reader user's outline.
 */

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");
const FAILING_IMPACTS = new Set(["serious", "critical"]);
const ALWAYS_FAILING_RULES = new Set(["heading-order"]);

const VIEWPORTS = {
  mobile: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
const THEMES = ["light", "dark"] as const;

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const enc = encodeURIComponent;

type Fixtures = {
  vehicle: Vehicle;
  category: string;
  leadId: number;
  partner: { loginId: string; password: string };
  /** The partner's listing waiting for review, a sold listing and a deleted one's address. */
  waiting: string;
  ended: { sold: string; gone: string };
};

/** What the sweep needs that the demo data does not name: a vehicle, a lead and an approved partner. */
async function makeFixtures(browser: Browser): Promise<Fixtures> {
  const context = await browser.newContext();
  const request = context.request;
  const { vehicles } = (await (await request.get("/api/vehicles/essential")).json()) as {
    vehicles: { slug: string }[];
  };
  let vehicle: Vehicle | undefined;
  for (const { slug } of vehicles) {
    const candidate = (await (await request.get(`/api/vehicles/slug/${enc(slug)}`)).json()) as Vehicle;
    // Several photos and price plans: the gallery, its thumbnails and the price table all render.
    if (candidate.thumbnails.length >= 2 && candidate.priceInfo.length >= 2) {
      vehicle = candidate;
      break;
    }
  }
  if (!vehicle) throw new Error("no demo vehicle with photos and price plans");

  const lead = await request.post("/api/inquiries", {
    data: {
      name: unique("접근성"),
      contact: `010-${5000 + Math.floor(Math.random() * 4000)}-${1000 + Math.floor(Math.random() * 9000)}`,
      region: "만 26세 이상",
      vehicle: vehicle.name,
    },
  });
  expect(lead.ok(), await lead.text()).toBe(true);
  const leadId = ((await lead.json()) as { id: number }).id;

  const partner = { loginId: unique("a11y"), password: "a11y-partner-pass-1" };
  const applied = await request.post("/api/partners", {
    data: {
      type: "딜러",
      loginId: partner.loginId,
      password: partner.password,
      affiliatedCompany: `${partner.loginId} 지점`,
      dealerNamePosition: "김딜러 / 과장",
      dealerPhone: "010-3333-4444",
      dealerEmail: `${partner.loginId}@example.com`,
      dealerAddress: "서울시 서초구",
      privacyAgree: true,
      serviceAgree: true,
    },
  });
  expect(applied.status()).toBe(201);
  expect((await request.post("/api/auth/login", { data: E2E_ADMIN })).ok()).toBe(true);
  const list = (await (await request.get("/api/partners")).json()) as { partners: { id: number; loginId: string }[] };
  const id = list.partners.find((p) => p.loginId === partner.loginId)?.id;
  expect((await request.post(`/api/partners/${id}/approve`)).ok()).toBe(true);
  await context.close();

  // The partner lists a car: it waits in the admin's 검수 대기 queue.
  const partnerContext = await browser.newContext();
  const asPartner = partnerContext.request;
  const signedIn = await asPartner.post("/api/auth/login", {
    data: { username: partner.loginId, password: partner.password, role: "partner" },
  });
  expect(signedIn.ok()).toBe(true);
  const listed = await asPartner.post("/api/partner/vehicles", {
    data: {
      name: unique("검수 대기 K8 "),
      category: "대형 세단",
      badges: ["중고차"],
      images: [await photoDataUrl("#335577"), await photoDataUrl("#775533")],
      priceInfo: [{ period: "36개월", deposit: "300만원", monthly: "58만원", totalKm: "2만km" }],
    },
  });
  expect(listed.status(), await listed.text()).toBe(201);
  const waiting = ((await listed.json()) as { vehicle: { slug: string } }).vehicle.slug;
  await partnerContext.close();
  return { vehicle, category: vehicle.category, leadId, partner, waiting, ended: await endedListings(browser) };
}

type Finding = { page: string; rule: string; impact: string; help: string; nodes: string[] };

/** One line per element: where it is, what it is and why it fails (axe's summary, with the colours for contrast). */
function describeNode(node: NodeResult): string {
  const html = node.html.replace(/\s+/g, " ").slice(0, 160);
  const why = (node.failureSummary ?? "").replace(/\s+/g, " ").replace(/^Fix (any|all) of the following: /, "");
  return `${node.target.join(" ")}\n        ${html}\n        ${why.slice(0, 260)}`;
}

/** Runs axe on the page as it is now and answers the violations that fail the test. */
async function audit(page: Page, label: string): Promise<Finding[]> {
  // Evaluated rather than added as a <script>: the site's CSP rightly refuses inline scripts.
  if (!(await page.evaluate(() => "axe" in window))) await page.evaluate(AXE_SOURCE);
  const results = (await page.evaluate(() =>
    (window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<unknown> } }).axe.run(document, {
      resultTypes: ["violations"],
    }),
  )) as AxeResults;
  return results.violations
    .filter((v: Result) => FAILING_IMPACTS.has(v.impact ?? "") || ALWAYS_FAILING_RULES.has(v.id))
    .map((v: Result) => ({
      page: label,
      rule: v.id,
      impact: v.impact ?? "",
      help: v.help,
      nodes: v.nodes.map(describeNode),
    }));
}

function report(findings: Finding[]): string {
  return findings
    .map((f) => `[${f.impact}] ${f.rule} on ${f.page}: ${f.help}\n${f.nodes.map((n) => `    - ${n}`).join("\n")}`)
    .join("\n");
}

async function signInWith(
  request: APIRequestContext,
  data: { username: string; password: string; role?: "admin" | "partner" },
) {
  await request.post("/api/auth/logout");
  expect((await request.post("/api/auth/login", { data })).ok()).toBe(true);
}

let fixtures: Fixtures;
test.beforeAll(async ({ browser }) => {
  fixtures = await makeFixtures(browser);
});

/** A browser context at one size and theme, with the helpers a sweep uses. */
interface Sweep {
  page: Page;
  context: BrowserContext;
  visit(path: string): Promise<Response | null>;
  check(label: string): Promise<void>;
}

const AREAS: Record<"customer" | "admin" | "partners", (sweep: Sweep, fixtures: Fixtures) => Promise<void>> = {
  async customer({ page, context, visit, check }, { vehicle, category, ended }) {
    for (const path of [
      "/",
      "/home",
      "/customer",
      "/new-cars",
      "/used-cars",
      `/vehicle-detail/${enc(category.replaceAll(/[\s/]/g, ""))}`,
      `/search?q=${enc(vehicle.name.split(" ")[0] ?? "")}`,
      // Nothing found: the nearest cars and the consultation form.
      `/search?q=${enc("없는차종XQ")}`,
      "/partners-signup",
      "/partners-login",
      "/admin-login",
      "/privacy",
      "/terms",
    ]) {
      await visit(path);
      await check(path);
    }
    await visit(`/vehicles/${enc(vehicle.slug)}`);
    await check("vehicle page");
    await page.getByRole("link", { name: "견적 문의", exact: true }).first().click();
    await expect(page.getByRole("dialog", { name: "견적 문의" })).toBeVisible();
    await check("vehicle page, quote dialog");
    const issued = await context.request.post("/api/quotes", { data: { slug: vehicle.slug, row: 1 } });
    expect(issued.status()).toBe(201);
    await visit(((await issued.json()) as { path: string }).path);
    await check("quote page");

    await visit("/reviews");
    await check("/reviews");
    await visit("/reviews/new");
    await check("/reviews/new");
    await page.getByRole("button", { name: "후기 등록" }).click();
    await expect(page.getByText("고객명을 입력해주세요")).toBeVisible();
    await check("/reviews/new, refused");

    // Comparison and kept lists, with the compare tray and its notice showing.
    const listed = (await (await page.request.get("/api/vehicles/essential")).json()) as {
      vehicles: { slug: string }[];
    };
    const slugs = listed.vehicles.slice(0, 3).map((v) => enc(v.slug));
    await visit(`/compare?cars=${slugs.join(",")},${enc("없는차")}`);
    await check("/compare");
    await page.getByLabel("다른 점만 보기").check();
    await check("/compare, 다른 점만 보기");
    await visit("/compare");
    await check("/compare, empty");
    await visit(`/saved?cars=${slugs[0]},${enc(ended.sold)},${enc(ended.gone)}&recent=${slugs[1]}`);
    await check("/saved");
    await page.getByRole("button", { name: /비교$/ }).first().click();
    await expect(page.getByTestId("compare-tray")).toBeVisible();
    await check("/saved, compare tray");
    await page.evaluate(() => localStorage.removeItem("rentpick.compare"));

    await visit(`/vehicle-detail/${enc("무보증리스트")}`);
    await check("무보증리스트");
    await page.getByTestId("board-post-card").first().getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await check("무보증리스트, post dialog");

    const missing = await visit(`/${enc("없는페이지")}`);
    expect(missing?.status()).toBe(404);
    await check("404");
    await visit(`/vehicles/${enc(ended.sold)}`);
    await check("sold vehicle page");
    const deleted = await visit(`/vehicles/${enc(ended.gone)}`);
    expect(deleted?.status()).toBe(410);
    await check("deleted vehicle (410)");
  },

  async admin({ context, visit, check }, { vehicle, category, leadId, waiting }) {
    await signInWith(context.request, E2E_ADMIN);
    // A synonym of its own, so 검색 동의어 is audited with a row in its list.
    const synonym = await context.request.post("/api/search-synonyms", {
      data: { term: `접근성${Date.now().toString(36)}`, meaning: "그랜저" },
    });
    expect(synonym.status()).toBe(201);
    for (const path of [
      "/admin",
      "/admin?tab=vehicles",
      "/admin?tab=reviews",
      "/admin?tab=partners",
      `/admin/leads/${leadId}`,
      `/admin-vehicle-list/${enc(category.replaceAll(/[\s/]/g, ""))}`,
      `/admin-vehicle-list/${enc("무보증리스트")}`,
      `/admin-vehicle-edit/${enc(vehicle.slug)}?edit=true&returnTo=${enc(category)}`,
      `/admin-vehicle-edit/new-vehicle-a11y?pending=true&returnTo=${enc(category)}&badge=${enc("신차")}`,
      `/admin-vehicle-edit/${enc(waiting)}?edit=true`,
      "/admin/listing-reviews",
      "/admin/price-sheet",
      `/admin/bulk-price?category=${enc(category)}`,
      "/admin/settings",
      "/admin/alert-settings",
      "/admin/search-synonyms",
      "/admin/staff",
      "/admin/account",
    ]) {
      await visit(path);
      await check(path);
    }
  },

  async partners({ context, visit, check }, { vehicle, partner, waiting }) {
    await signInWith(context.request, { username: partner.loginId, password: partner.password, role: "partner" });
    for (const path of [
      "/partners",
      "/partners/new-cars",
      "/partners/used-cars",
      `/partners/vehicles/${enc(vehicle.slug)}`,
      `/partners/vehicle-add/${enc("중형SUV")}/${enc("중고차")}`,
      `/partners/vehicles/${enc(waiting)}`,
      `/partners/vehicles/${enc(waiting)}?edit=1`,
      "/partners/price-sheet",
    ]) {
      await visit(path);
      await check(path);
    }
  },
};

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  for (const [area, sweep] of Object.entries(AREAS)) {
    test(`axe finds no serious violation on the ${area} pages: ${device}, light and dark`, async ({ browser }) => {
      // Each page and dialog audited in turn in one browser context; a busy two-core machine takes minutes (the
      // customer sweep, the longest, has more than 20 pages and dialogs, each audited light and dark).
      test.setTimeout(300_000);
      const context = await browser.newContext({
        viewport,
        // Transitions finished at once: contrast is judged on the resting colours, not a fade's midpoint.
        reducedMotion: "reduce",
      });
      const page = await context.newPage();
      const findings: Finding[] = [];
      // Every page is loaded once and audited in both themes: the theme is the class the site's own toggle sets
      // on <html> (app/lib/theme.ts), with the browser's colour scheme to match.
      const check = async (label: string) => {
        for (const theme of THEMES) {
          await page.emulateMedia({ colorScheme: theme });
          // The colour transitions the switch starts are finished at once, so axe reads the resting colours.
          await page.evaluate((dark) => {
            document.documentElement.classList.toggle("dark", dark);
            for (const animation of document.getAnimations())
              if (animation instanceof CSSTransition) animation.finish();
          }, theme === "dark");
          await expect(page.locator("html")).toHaveClass(theme === "dark" ? /\bdark\b/ : /^(?!.*\bdark\b)/);
          findings.push(...(await audit(page, `${decodeURIComponent(label)} (${device}, ${theme})`)));
        }
      };
      const visit = (path: string) => gotoHydrated(page, path);
      await sweep({ page, context, visit, check }, fixtures);
      await context.close();

      expect(findings.length, `axe violations:\n${report(findings)}`).toBe(0);
    });
  }
}
