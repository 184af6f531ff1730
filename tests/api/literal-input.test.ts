import { count } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { maskAuthorName } from "#domain/review";
import { inquiries, vehicles } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry, storedImageUrl } from "../support/admin-fixtures";
import { scanHtml } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

// Text that looks like SQL, LIKE wildcards or spreadsheet formulas is data: stored as typed, read back as
// typed, matched only by itself, and never run when the lead spreadsheet is opened.
const app = useTestApp({ pages: true, env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let photo: string;

const SQL_LIKE = [
  "'; DROP TABLE inquiries; --",
  "1 OR 1=1",
  "%_\\",
  '" OR ""="',
  "'); DELETE FROM vehicles; --",
  "$1 \\x00 E'\\''",
];
/** The slug of each SQL-looking vehicle, as the server made it. */
const slugs = new Map<string, string>();

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  photo = await storedImageUrl(app);
  await post(
    "/api/vehicles",
    { name: "그랜저 하이브리드", category: "대형 세단", badges: ["신차"], images: [photo] },
    admin,
  );
}, 60_000);

async function post(path: string, body: unknown, account: TestAccount | null = null) {
  const res = await app.fetch(path, as(account, "POST", body));
  const json = (await res.json()) as Record<string, unknown>;
  expect(res.status, JSON.stringify(json)).toBe(201);
  return json;
}

const get = async <T>(path: string, account: TestAccount | null = null) =>
  (await (await app.fetch(path, as(account, "GET"))).json()) as T;

const leadSearch = (q: string) =>
  get<{ inquiries: { name: string; region: string; vehicle: string }[]; total: number }>(
    `/api/inquiries?q=${encodeURIComponent(q)}`,
    admin,
  );

describe("SQL-looking input", () => {
  it.each(SQL_LIKE)(
    "%s is stored and read back exactly, as an inquiry, review, vehicle and board post",
    async (text) => {
      await post("/api/inquiries", { name: text, contact: "010-2222-3333", region: text, vehicle: text });
      const found = await leadSearch(text);
      expect(found.inquiries).toEqual([expect.objectContaining({ name: text, region: text, vehicle: text })]);

      const { review } = (await post("/api/reviews", {
        customerName: text,
        vehicleName: text,
        content: `${text} 후기 내용입니다`,
        rating: 4,
        photoUrl: photo,
      })) as {
        review: { id: number };
      };
      // Published once approved, the author's name masked on the site; the admin reads it back exactly.
      expect((await app.fetch(`/api/reviews/${review.id}/approve`, as(admin, "POST"))).status).toBe(200);
      type Listed = { reviews: { id: number; customerName: string; vehicleName: string; content: string }[] };
      const { reviews } = await get<Listed>("/api/reviews");
      expect(reviews.find((r) => r.id === review.id)).toMatchObject({
        customerName: maskAuthorName(text),
        vehicleName: text,
        content: `${text} 후기 내용입니다`,
      });
      const moderated = await get<Listed>("/api/admin-reviews?status=approved", admin);
      expect(moderated.reviews.find((r) => r.id === review.id)?.customerName).toBe(text);

      const { vehicle } = (await post(
        "/api/vehicles",
        { name: `SQL ${text}`, category: "중형 SUV", badges: ["중고차"], images: [photo] },
        admin,
      )) as {
        vehicle: { slug: string };
      };
      slugs.set(text, vehicle.slug);
      expect((await get<{ name: string }>(`/api/vehicles/slug/${encodeURIComponent(vehicle.slug)}`)).name).toBe(
        `SQL ${text}`,
      );

      const { post: board } = (await post(
        "/api/board-posts",
        { title: text, content: text, images: [photo] },
        admin,
      )) as { post: { id: number } };
      const { posts } = await get<{ posts: { id: number; title: string; content: string }[] }>("/api/board-posts");
      expect(posts.find((p) => p.id === board.id)).toMatchObject({ title: text, content: text });
    },
  );

  it("left every table whole", async () => {
    const [leads] = await app.ctx.db.select({ n: count() }).from(inquiries);
    const [cars] = await app.ctx.db.select({ n: count() }).from(vehicles);
    expect([leads?.n, cars?.n]).toEqual([SQL_LIKE.length, SQL_LIKE.length + 1]);
  });

  it.each(["%", "_", "\\", "'", "--", "OR 1=1"])("the lead search for %j finds only leads holding it", async (q) => {
    const { inquiries: found, total } = await leadSearch(q);
    const holding = SQL_LIKE.filter((text) => text.toLowerCase().includes(q.toLowerCase()));
    expect(total).toBe(holding.length);
    expect(found.map((i) => i.name).sort()).toEqual([...holding].sort());
  });
});

describe("the vehicle search", () => {
  /** Names of the vehicles a search page lists (each card links to its vehicle page). */
  async function searchResults(q: string): Promise<string[]> {
    const res = await app.fetch(`/search?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    // A search that finds nothing shows the nearest cars below its empty state: those are not results.
    const [results = ""] = (await res.text()).split('data-testid="nearest-cars"');
    const linked = scanHtml(results)
      .elements.filter((e) => e.tag === "a" && e.attrs.href?.startsWith("/vehicles/"))
      .map((e) => decodeURIComponent(e.attrs.href!.slice("/vehicles/".length)));
    return [...new Set(linked)].sort();
  }

  it("for % lists only the vehicle whose name holds %", async () => {
    expect(await searchResults("%")).toEqual([slugs.get("%_\\")]);
  });

  it("for _ or other ignored punctuation alone lists nothing, not every vehicle", async () => {
    for (const q of ["_", "__", "-", "._-"]) expect(await searchResults(q), q).toEqual([]);
  });

  it("for SQL-looking text lists only the vehicle named with it", async () => {
    expect(await searchResults("1 OR 1=1")).toEqual([slugs.get("1 OR 1=1")]);
    expect(await searchResults("'; DROP TABLE inquiries; --")).toEqual([slugs.get("'; DROP TABLE inquiries; --")]);
    expect((await searchResults("그랜저")).length).toBe(1);
  });
});

describe("the lead spreadsheet", () => {
  async function exportedCells(): Promise<Map<string, ExcelJS.Cell>> {
    const res = await app.fetch("/api/inquiries/download", as(admin, "GET"));
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const cells = new Map<string, ExcelJS.Cell>();
    workbook.worksheets[0]!.eachRow((row) => row.eachCell((cell) => cells.set(String(cell.value), cell)));
    return cells;
  }
  // An XML reader turns the raw carriage return the file holds into a line feed.
  const asRead = (value: string) => value.replace(/\r/g, "\n");

  it("neutralises a formula whatever character starts it, from the public form and stored alike", async () => {
    const typed = ["=1+1", "+1+1", "-1+1", "@SUM(1)", "=cmd|' /C calc'!A0"];
    for (const name of typed)
      await post("/api/inquiries", { name, contact: "010-4444-5555", region: name, vehicle: name });
    // The form trims, so only a stored value can still start with a tab or a carriage return.
    const stored = ["\t=1+2", "\r=1+3"];
    for (const name of stored) await insertInquiry(app, { name, region: name, vehicle: name });
    const cells = await exportedCells();
    for (const value of [...typed, ...stored]) {
      expect(cells.has(asRead(value)), JSON.stringify(value)).toBe(false);
      const cell = cells.get(asRead(`'${value}`));
      expect(cell?.type, JSON.stringify(value)).toBe(ExcelJS.ValueType.String);
    }
    for (const text of SQL_LIKE) expect(cells.get(text)?.type).toBe(ExcelJS.ValueType.String);
  });
});
