import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { searchQueryOf } from "#domain/paths";
import { maskAuthorName } from "#domain/review";
import { slugFromName } from "#domain/vehicle-slug";
import { vehicles } from "#server/db/schema";
import { PARTNER_HOME_CARDS } from "#server/services/partners/partner-catalogue";
import { as, createAccount, type TestAccount } from "../support/accounts";
import {
  FIELDS,
  type Field,
  fieldName,
  type HostileContent,
  PAYLOADS,
  storedValue,
  storeHostileContent,
} from "../support/hostile-content";
import { injectionProblems, scanHtml } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

// Every payload stored in every text field through the real APIs, then every server-rendered page that shows
// them fetched from the built site (`npm test` builds first). A browser builds its document from these bytes.
const app = useTestApp({ pages: true, env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let content: HostileContent;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  content = await storeHostileContent(app, admin);
  // Each payload's partner owns that payload's vehicle, so the partner's detail and edit pages render it too.
  for (const [p, id] of content.vehicleIds.entries()) {
    await app.ctx.db.update(vehicles).set({ ownerPartnerId: content.partners[p]!.id }).where(eq(vehicles.id, id));
  }
}, 180_000);

const fields = (...names: string[]): Field[] => names.map((n) => FIELDS.find((f) => fieldName(f) === n)!);
const area = (a: Field["area"]) => FIELDS.filter((f) => f.area === a);
const ALL = [...PAYLOADS.keys()];
const AUTHOR = fields("review.customerName")[0]!;
/** What the public pages show of a review: the author's name is published masked (its own test below). */
const PUBLISHED_REVIEW = area("review").filter((f) => f !== AUTHOR);

const CARD = fields(
  "vehicle.name",
  "vehicle.basicInfo.제조연식",
  "vehicle.basicInfo.주행거리",
  "vehicle.priceInfo.0.deposit",
);
/** What the customer vehicle page shows (custom option items, the monthly text and the icon key are not text there). */
const VEHICLE_PAGE = area("vehicle").filter(
  (f) => !/^options\.(외관내장|안전장치|편의장치|시트)|monthly|icon/.test(f.path),
);
/** The partner detail page: the customer page's parts without insurance, terms and documents, plus option items. */
const PARTNER_PAGE = area("vehicle").filter(
  (f) => !/monthly|icon|insurance|contractTerms|requiredDocuments/.test(f.path),
);
const SLUGS = ALL.map((p) => slugFromName(storedValue(FIELDS[0]!, p)));
const CATEGORY = encodeURIComponent("중형SUV");
const BOARD = encodeURIComponent("무보증 리스트");

interface Page {
  path: string;
  /** Whose session fetches it: an admin, the partner of payload n, or nobody. */
  who?: "admin" | number;
  shows: Field[];
  payloads: number[];
}

const PAGES: Page[] = [
  { path: "/", shows: [...fields("vehicle.name", "board.title"), ...PUBLISHED_REVIEW], payloads: ALL },
  { path: "/new-cars", shows: CARD, payloads: ALL },
  { path: "/used-cars", shows: CARD, payloads: ALL },
  { path: `/vehicle-detail/${CATEGORY}`, shows: CARD, payloads: ALL },
  { path: `/vehicle-detail/${BOARD}`, shows: area("board"), payloads: ALL },
  { path: "/search?q=x00", shows: CARD, payloads: ALL },
  { path: "/reviews", shows: PUBLISHED_REVIEW, payloads: ALL },
  ...ALL.map((p): Page => ({ path: `/vehicles/${encodeURIComponent(SLUGS[p]!)}`, shows: VEHICLE_PAGE, payloads: [p] })),
  { path: "/admin?tab=inquiries", who: "admin", shows: area("inquiry"), payloads: ALL },
  { path: "/admin?tab=reviews", who: "admin", shows: area("review"), payloads: ALL },
  { path: "/admin?tab=partners", who: "admin", shows: area("partner"), payloads: ALL },
  { path: `/admin/vehicle-detail/${CATEGORY}`, who: "admin", shows: CARD, payloads: ALL },
  { path: `/admin/vehicle-detail/${BOARD}`, who: "admin", shows: area("board"), payloads: ALL },
  ...ALL.map(
    (p): Page => ({
      path: `/admin/vehicle-edit/${encodeURIComponent(SLUGS[p]!)}`,
      who: "admin",
      shows: area("vehicle"),
      payloads: [p],
    }),
  ),
  // The partners' home shows each category's newest cards: in the payloads' category, the last ones stored.
  {
    path: "/partners",
    who: 0,
    shows: fields("vehicle.name", "vehicle.basicInfo.제조연식"),
    payloads: ALL.slice(-PARTNER_HOME_CARDS),
  },
  { path: "/partners/new-cars", who: 1, shows: CARD, payloads: ALL },
  { path: "/partners/used-cars", who: 2, shows: CARD, payloads: ALL },
  ...ALL.map(
    (p): Page => ({
      path: `/partners/vehicles/${encodeURIComponent(SLUGS[p]!)}`,
      who: p,
      shows: [...PARTNER_PAGE, ...fields("partner.companyName")],
      payloads: [p],
    }),
  ),
  ...ALL.map(
    (p): Page => ({
      path: `/partners/vehicles/${encodeURIComponent(SLUGS[p]!)}?edit`,
      who: p,
      shows: fields("vehicle.name", "vehicle.description", "partner.companyName"),
      payloads: [p],
    }),
  ),
];

const scriptEscape = (s: string) =>
  s.replace(/[&<>\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);
/** A string as React Router's hydration script carries it: JSON in the turbo-stream text, that text as a JSON string, HTML-escaped. */
const hydrationForm = (value: string) => scriptEscape(JSON.stringify(JSON.stringify(value).slice(1, -1)).slice(1, -1));
/** Values a browser would parse as markup if they reached the HTML unescaped. */
const MARKUP_VALUES = FIELDS.flatMap((f) => ALL.map((p) => storedValue(f, p))).filter((v) => v.includes("<"));

async function fetchPage(path: string, who: Page["who"]) {
  const cookie = who === "admin" ? admin.cookie : who === undefined ? undefined : content.partners[who]!.cookie;
  const res = await app.fetch(path, { headers: cookie ? { Cookie: cookie } : {} });
  const html = await res.text();
  return { res, html, scan: scanHtml(html) };
}

describe("stored script payloads on every page that shows them", () => {
  it("stored one vehicle per payload with the slug its name gives", () => {
    expect(content.slugs).toEqual(SLUGS);
  });

  it.each(PAGES.map((p) => [p.path, p] as const))(
    "%s shows each payload as text and runs none of it",
    async (_path, page) => {
      const { res, html, scan } = await fetchPage(page.path, page.who);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(injectionProblems(scan, res.headers.get("content-security-policy") ?? "")).toEqual([]);
      for (const value of MARKUP_VALUES) expect(html.includes(value), `raw ${JSON.stringify(value)}`).toBe(false);

      const hydration = scan.inlineScripts.map((s) => s.raw).join("\n");
      expect(hydration).toContain("streamController");
      for (const field of page.shows) {
        for (const p of page.payloads) {
          const value = storedValue(field, p);
          const shown = scan.text.includes(value) || scan.attributeText.includes(value);
          expect(shown, `${fieldName(field)} of payload ${p} shown as text`).toBe(true);
          // The loader data the page hydrates from holds the same value, `<` as \u003c, line separators escaped.
          expect(
            hydration.includes(hydrationForm(value)),
            `${fieldName(field)} of payload ${p} escaped in hydration data`,
          ).toBe(true);
        }
      }
    },
  );

  it.each(["/", "/reviews"])("%s shows each review's author masked, never as typed", async (path) => {
    const { scan, html } = await fetchPage(path, undefined);
    for (const p of ALL) {
      const typed = storedValue(AUTHOR, p);
      expect(scan.text, `author of payload ${p}`).toContain(maskAuthorName(typed));
      expect(html.includes(typed) || html.includes(hydrationForm(typed)), `author of payload ${p}`).toBe(false);
    }
  });

  it.each(ALL)("the search for payload %i echoes it as text only", async (p) => {
    const { res, html, scan } = await fetchPage(`/search?q=${encodeURIComponent(PAYLOADS[p]!)}`, undefined);
    expect(res.status).toBe(200);
    expect(injectionProblems(scan, res.headers.get("content-security-policy") ?? "")).toEqual([]);
    // The query as the page reads it (runs of spaces, line separators among them, folded: domain/paths.ts).
    expect(scan.text).toContain(`'${searchQueryOf(PAYLOADS[p]!)}' 검색 결과`);
    if (PAYLOADS[p]!.includes("<")) expect(html).not.toContain(PAYLOADS[p]!);
  });

  it.each(ALL)("vehicle %i: og tags, JSON-LD and the meta API carry the name exactly, escaped", async (p) => {
    const name = storedValue(FIELDS[0]!, p);
    const { scan } = await fetchPage(`/vehicles/${encodeURIComponent(SLUGS[p]!)}`, undefined);
    const meta = (key: string) =>
      scan.elements.find((e) => e.tag === "meta" && (e.attrs.property ?? e.attrs.name) === key)?.attrs.content;
    expect(meta("og:title")).toContain(name);
    expect(meta("twitter:title")).toContain(name);
    expect(meta("og:image:alt")).toBe(name);
    expect(meta("og:description")).toContain(name);

    const ldScript = scan.elements.find((e) => e.tag === "script" && e.attrs.type === "application/ld+json")!;
    expect(ldScript.raw).not.toMatch(/[<\u2028\u2029]/);
    expect((JSON.parse(ldScript.raw!) as { name: string }).name).toBe(name);

    const res = await app.fetch(`/api/vehicles/${encodeURIComponent(SLUGS[p]!)}/meta`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^application\/json/);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const body = (await res.json()) as { title: string; url: string };
    expect(body.title).toContain(name);
    expect(body.url.endsWith(`/vehicles/${encodeURIComponent(SLUGS[p]!)}`)).toBe(true);
  });

  it("the sitemap lists every payload's vehicle with no element but url, loc and lastmod", async () => {
    const index = await app.fetch("/sitemap.xml");
    expect(index.headers.get("content-type")).toMatch(/^application\/xml/);
    const indexScan = scanHtml(await index.text());
    expect(new Set(indexScan.elements.filter((e) => !e.implied).map((e) => e.tag))).toEqual(
      new Set(["sitemapindex", "sitemap", "loc", "lastmod"]),
    );
    const res = await app.fetch("/sitemaps/vehicles-1.xml");
    expect(res.headers.get("content-type")).toMatch(/^application\/xml/);
    const scan = scanHtml(await res.text());
    expect(new Set(scan.elements.filter((e) => !e.implied).map((e) => e.tag))).toEqual(
      new Set(["urlset", "url", "loc", "lastmod"]),
    );
    for (const slug of SLUGS) expect(scan.text).toContain(`/vehicles/${encodeURIComponent(slug)}`);
  });
});

describe("the stored values read back unchanged", () => {
  const expectValues = (records: unknown[], area: Field["area"], p: number) => {
    const record = records.find((r) =>
      JSON.stringify(r).includes(JSON.stringify(storedValue(FIELDS.find((f) => f.area === area)!, p)).slice(1, -1)),
    );
    expect(record, `${area} of payload ${p}`).toBeDefined();
    for (const field of FIELDS.filter((f) => f.area === area)) {
      const read = field.path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], record);
      expect(read, fieldName(field)).toBe(storedValue(field, p));
    }
  };

  it.each(ALL)("payload %i through the catalogue, review, board, inquiry and partner APIs", async (p) => {
    const vehicle = await (await app.fetch(`/api/vehicles/slug/${encodeURIComponent(SLUGS[p]!)}`)).json();
    expectValues([vehicle], "vehicle", p);
    // The admin reads every review field as typed; the public API the same but the author's name masked.
    const moderated = await app.fetch("/api/admin-reviews", as(admin, "GET"));
    const typed = ((await moderated.json()) as { reviews: { id: number }[] }).reviews;
    expectValues(typed, "review", p);
    const own = typed.find((r) => JSON.stringify(r).includes(JSON.stringify(storedValue(AUTHOR, p)).slice(1, -1)))!;
    const published = ((await (await app.fetch("/api/reviews")).json()) as { reviews: Record<string, unknown>[] })
      .reviews;
    expect(published.find((r) => r.id === own.id)).toMatchObject({
      customerName: maskAuthorName(storedValue(AUTHOR, p)),
      ...Object.fromEntries(PUBLISHED_REVIEW.map((f) => [f.path, storedValue(f, p)])),
    });
    expectValues(((await (await app.fetch("/api/board-posts")).json()) as { posts: unknown[] }).posts, "board", p);
    const leads = await app.fetch("/api/inquiries?pageSize=100", as(admin, "GET"));
    expectValues(((await leads.json()) as { inquiries: unknown[] }).inquiries, "inquiry", p);
    const partners = await app.fetch("/api/partners", as(admin, "GET"));
    expectValues(((await partners.json()) as { partners: unknown[] }).partners, "partner", p);
  });

  it("the inquiry spreadsheet holds every payload as the text typed", async () => {
    const res = await app.fetch("/api/inquiries/download", as(admin, "GET"));
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await res.arrayBuffer());
    const cells = new Set<unknown>();
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.add(cell.value)));
    for (const field of area("inquiry"))
      for (const p of ALL) expect(cells.has(storedValue(field, p)), `${fieldName(field)} ${p}`).toBe(true);
  });
});
