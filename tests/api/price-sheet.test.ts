import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { ManagedListing } from "#domain/listing";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import { type CellError, SHEET_MESSAGES, type SheetChange } from "#domain/price-sheet";
import type { Vehicle } from "#domain/vehicle";
import { auditLog, jobRuns, vehicles } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { largePriceSheet, priceSheetBytes, sharedStringSheet, zipOf } from "../support/price-sheets";
import { useTestApp } from "../support/use-test-app";

/** An approval that marks 렌트사 문의 whatever required fact the listing leaves empty. */
const MARK_EMPTY = { inquire: [...REQUIRED_FACTS] };

/** The Excel round trip: the template with the current prices, edited, previewed (a bad cell refused), applied. */

const app = useTestApp();
let admin: TestAccount;
let partner: TestAccount;
let other: TestAccount;

const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const CATEGORY = "제네시스 SUV";
const stamp = Date.now().toString(36);
const row = (period: string, deposit: string, monthly: string, totalKm = "3만km") => ({
  period,
  deposit,
  monthly,
  totalKm,
});

let gv70: { id: number; slug: string };
let gv80: { id: number; slug: string };

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  other = await createAccount(app, "partner");
  gv70 = await insertVehicle(app.ctx, {
    name: `GV70 시트 ${stamp}`,
    category: CATEGORY,
    basicInfo: { 차량번호: `70가${stamp.slice(-4)}` },
    priceInfo: [row("60개월", "0", "월 89만 5천원"), row("48개월", "300만원", "92만원"), row("36개월", "", "")],
  });
  gv80 = await insertVehicle(app.ctx, {
    name: `GV80 시트 ${stamp}`,
    category: CATEGORY,
    priceInfo: [row("60개월", "500만원", "120만원")],
  });
});

async function template(account: TestAccount, path = `/api/price-sheet?category=${encodeURIComponent(CATEGORY)}`) {
  const res = await app.fetch(path, { headers: { Cookie: account.cookie } });
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe(XLSX);
  expect(res.headers.get("content-disposition")).toMatch(/filename\*=UTF-8''%EA%B0%80%EA%B2%A9%ED%91%9C_\d{8}\.xlsx/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  return workbook;
}

const sheetRows = (workbook: ExcelJS.Workbook) => {
  const out: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};

async function bytesOf(workbook: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

type Preview = { success: boolean; changes: SheetChange[]; errors: CellError[]; basis: string; rows: number };
async function post(account: TestAccount | null, path: string, body: Buffer | string, type = XLSX) {
  const res = await app.fetch(path, {
    method: "POST",
    headers: { ...(account ? { Cookie: account.cookie } : {}), "Content-Type": type },
    body: typeof body === "string" ? body : new Uint8Array(body),
  });
  return {
    status: res.status,
    json: (await res.json()) as Preview & { message: string; applied: number; waiting: number },
  };
}

const rowOf = (workbook: ExcelJS.Workbook, slug: string, period: string) => {
  let found: ExcelJS.Row | undefined;
  workbook.worksheets[0]!.eachRow((r) => {
    if (r.getCell(1).value === slug && r.getCell(6).value === period) found = r;
  });
  if (!found) throw new Error(`no row ${slug} ${period}`);
  return found;
};

describe("the Excel round trip", () => {
  it("exports the template with the current prices, refuses a bad cell in the preview, then applies and audits", async () => {
    const workbook = await template(admin);
    expect(sheetRows(workbook)[0]).toEqual([
      "차량 주소",
      "차량번호",
      "차량명",
      "카테고리",
      "상태",
      "기간",
      "보증금",
      "월 납입료",
      "연 약정거리",
    ]);
    // One row per published price row; the monthly fee is a number of won.
    const mine = sheetRows(workbook).filter((r) => r[0] === gv70.slug);
    expect(mine).toEqual([
      [gv70.slug, `70가${stamp.slice(-4)}`, `GV70 시트 ${stamp}`, CATEGORY, "게시 중", "60개월", "0", 895000, "3만km"],
      [
        gv70.slug,
        `70가${stamp.slice(-4)}`,
        `GV70 시트 ${stamp}`,
        CATEGORY,
        "게시 중",
        "48개월",
        "300만원",
        920000,
        "3만km",
      ],
    ]);
    expect(workbook.getWorksheet("안내")).toBeDefined();

    // Sent back unchanged, it changes nothing.
    const unchanged = await post(admin, "/api/price-sheet/preview", await bytesOf(workbook));
    expect(unchanged.json).toMatchObject({ changes: [], errors: [] });

    // Raise one fee (a number), add a row by 차량번호 only, and type a fee that is no amount.
    rowOf(workbook, gv70.slug, "48개월").getCell(8).value = 935000;
    workbook.worksheets[0]!.addRow([null, `70가${stamp.slice(-4)}`, null, null, null, 24, "무보증", "99만원", 20000]);
    const bad = rowOf(workbook, gv80.slug, "60개월");
    bad.getCell(8).value = "상담 후 결정";
    const badRow = bad.number;
    const preview = await post(admin, "/api/price-sheet/preview", await bytesOf(workbook));
    expect(preview.status).toBe(200);
    expect(preview.json.errors).toEqual([
      { row: badRow, column: "월 납입료", message: "월 납입료는 '45만원', 450000(원)처럼 금액으로 입력해주세요." },
    ]);
    const change = preview.json.changes.find((c) => c.id === gv70.id)!;
    expect(change.after).toEqual([
      { period: "60개월", deposit: "0", monthly: "월 89만 5천원", totalKm: "3만km", selected: true },
      { period: "48개월", deposit: "300만원", monthly: "93만 5천원", totalKm: "3만km", selected: false },
      { period: "24개월", deposit: "무보증", monthly: "99만원", totalKm: "2만km", selected: false },
    ]);
    expect(change.rows.map((r) => [r.kind, r.cells])).toEqual([
      ["same", []],
      ["changed", ["monthly"]],
      ["added", ["period", "deposit", "monthly", "totalKm"]],
    ]);

    // With the bad cell, the apply changes nothing.
    const version = await getDataVersion(app.ctx);
    const refused = await post(admin, `/api/price-sheet/apply?basis=${preview.json.basis}`, await bytesOf(workbook));
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe("잘못된 칸이 1개 있어 아무것도 바꾸지 않았습니다.");
    expect(refused.json.errors).toHaveLength(1);
    expect(await getDataVersion(app.ctx)).toBe(version);

    bad.getCell(8).value = 1_250_000;
    const fixed = await post(admin, "/api/price-sheet/preview", await bytesOf(workbook));
    expect(fixed.json.errors).toEqual([]);
    expect(fixed.json.changes.map((c) => c.id).sort()).toEqual([gv70.id, gv80.id].sort());
    const applied = await post(admin, `/api/price-sheet/apply?basis=${fixed.json.basis}`, await bytesOf(workbook));
    expect(applied.status).toBe(200);
    expect(applied.json).toMatchObject({ applied: 2, waiting: 0 });
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);

    const shown = (await (await app.fetch(`/api/vehicles/slug/${gv70.slug}`)).json()) as Vehicle;
    expect(shown.priceInfo.map((r) => r.monthly)).toEqual(["월 89만 5천원", "93만 5천원", "99만원"]);
    expect(Date.now() - Date.parse(shown.priceChangedAt)).toBeLessThan(60_000);
    const gv80Shown = (await (await app.fetch(`/api/vehicles/slug/${gv80.slug}`)).json()) as Vehicle;
    expect(gv80Shown.priceInfo[0]?.monthly).toBe("125만원");
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "price-import"), eq(auditLog.entityId, String(gv70.id))));
    expect(audits).toEqual([expect.objectContaining({ actorUserId: admin.id, detail: { rows: 3, review: false } })]);
    const [summary] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "import"));
    expect(summary?.detail).toMatchObject({ listings: 2, waiting: 0 });
  });

  it("refuses an apply when the listings moved on since the preview", async () => {
    const workbook = await template(admin);
    rowOf(workbook, gv80.slug, "60개월").getCell(8).value = 1_300_000;
    const preview = await post(admin, "/api/price-sheet/preview", await bytesOf(workbook));
    const [current] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, gv80.id));
    expect(
      (
        await app.fetch(
          `/api/vehicles/${gv80.id}`,
          as(admin, "PATCH", { description: "그 사이 수정", updatedAt: current!.updatedAt.toISOString() }),
        )
      ).status,
    ).toBe(200);
    const stale = await post(admin, `/api/price-sheet/apply?basis=${preview.json.basis}`, await bytesOf(workbook));
    expect(stale).toMatchObject({
      status: 409,
      json: { message: "미리보기 이후 가격이 바뀌었습니다. 다시 미리보기 해주세요." },
    });
    const [after] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, gv80.id));
    expect(after?.priceInfo[0]?.monthly).toBe("125만원");
  });
});

describe("a partner's sheet", () => {
  it("covers only their own listings, and changes to public ones wait for review", async () => {
    const live = await insertVehicle(app.ctx, {
      name: `파트너 시트 공개 ${stamp}`,
      category: CATEGORY,
      ownerPartnerId: partner.id,
      priceInfo: [row("36개월", "100만원", "50만원")],
    });
    const draft = await insertVehicle(app.ctx, {
      name: `파트너 시트 초안 ${stamp}`,
      category: CATEGORY,
      status: "draft",
      ownerPartnerId: partner.id,
    });
    const theirs = await insertVehicle(app.ctx, {
      name: `남의 차 ${stamp}`,
      category: CATEGORY,
      ownerPartnerId: other.id,
      priceInfo: [row("36개월", "100만원", "50만원")],
    });
    const workbook = await template(partner, "/api/partner/price-sheet");
    const slugs = new Set(
      sheetRows(workbook)
        .slice(1)
        .map((r) => r[0]),
    );
    expect(slugs).toEqual(new Set([live.slug, draft.slug]));

    rowOf(workbook, live.slug, "36개월").getCell(8).value = "55만원";
    const empty = workbook.worksheets[0]!;
    empty.eachRow((r) => {
      if (r.getCell(1).value === draft.slug) {
        r.getCell(6).value = "48개월";
        r.getCell(7).value = 200;
        r.getCell(8).value = 610000;
        r.getCell(9).value = "2만km";
      }
    });
    // Another partner's listing is not found, whatever its address.
    empty.addRow([theirs.slug, null, null, null, null, "36개월", "0", "40만원", "3만km"]);
    const refused = await post(partner, "/api/partner/price-sheet/preview", await bytesOf(workbook));
    expect(refused.json.errors).toEqual([
      expect.objectContaining({ column: "차량 주소", message: "찾을 수 없는 차량입니다." }),
    ]);
    empty.spliceRows(empty.rowCount, 1);

    const preview = await post(partner, "/api/partner/price-sheet/preview", await bytesOf(workbook));
    expect(preview.json.errors).toEqual([]);
    const applied = await post(
      partner,
      `/api/partner/price-sheet/apply?basis=${preview.json.basis}`,
      await bytesOf(workbook),
    );
    expect(applied.json).toMatchObject({ success: true, applied: 1, waiting: 1 });

    // The public listing shows its old price until an admin approves the change.
    expect(((await (await app.fetch(`/api/vehicles/slug/${live.slug}`)).json()) as Vehicle).priceInfo[0]?.monthly).toBe(
      "50만원",
    );
    const res = await app.fetch("/api/vehicles", { headers: { Cookie: partner.cookie } });
    const listings = ((await res.json()) as { vehicles: ManagedListing[] }).vehicles;
    expect(listings.find((l) => l.id === live.id)?.review.revision).toBe("pending");
    expect(listings.find((l) => l.id === draft.id)?.priceInfo).toEqual([
      { period: "48개월", deposit: "200만원", monthly: "61만원", totalKm: "2만km", selected: true },
    ]);
    expect((await app.fetch(`/api/listing-reviews/${live.id}/approve`, as(admin, "POST", MARK_EMPTY))).status).toBe(
      200,
    );
    expect(((await (await app.fetch(`/api/vehicles/slug/${live.slug}`)).json()) as Vehicle).priceInfo[0]?.monthly).toBe(
      "55만원",
    );
    const [untouched] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, theirs.id));
    expect(untouched?.priceInfo[0]?.monthly).toBe("50만원");
  });
});

describe("refusals", () => {
  it("answers anonymous callers 401 and the other role 403 before reading the file", async () => {
    const junk = Buffer.from("x");
    expect((await app.fetch("/api/price-sheet")).status).toBe(401);
    expect((await app.fetch("/api/price-sheet", { headers: { Cookie: partner.cookie } })).status).toBe(403);
    expect((await app.fetch("/api/partner/price-sheet", { headers: { Cookie: admin.cookie } })).status).toBe(403);
    expect((await post(null, "/api/price-sheet/preview", junk)).status).toBe(401);
    expect((await post(partner, "/api/price-sheet/apply?basis=x", junk)).status).toBe(403);
    expect((await post(admin, "/api/partner/price-sheet/preview", junk)).status).toBe(403);
  });

  it("refuses what is not a price sheet, in Korean, changing nothing", async () => {
    const version = await getDataVersion(app.ctx);
    const unreadable = "엑셀(.xlsx) 파일을 읽을 수 없습니다. 가격표 양식을 내려받아 그 파일에 입력해주세요.";
    for (const body of [Buffer.from("이름,가격\n아반떼,45"), Buffer.alloc(0), Buffer.from("PK\u0003\u0004broken")]) {
      const res = await post(admin, "/api/price-sheet/preview", body);
      expect(res.status).toBe(400);
      expect(res.json.message).toBe(unreadable);
    }
    const json = await post(admin, "/api/price-sheet/preview", JSON.stringify({ rows: [] }), "application/json");
    expect(json.status).toBe(400);

    // A workbook without the price columns.
    const wrong = new ExcelJS.Workbook();
    wrong.addWorksheet("시트1").addRow(["이름", "가격"]);
    const noColumns = await post(admin, "/api/price-sheet/preview", await bytesOf(wrong));
    expect(noColumns.status).toBe(400);
    expect(noColumns.json.message).toMatch(/열/);

    // A zip that says it inflates to 4 GB is refused before anything is inflated.
    const bomb = zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.from("<a/>"), declaredSize: 0xfffffff0 }]);
    expect((await post(admin, "/api/price-sheet/preview", bomb)).status).toBe(413);
    // One that lies about its size is stopped as it inflates.
    const lying = zipOf([
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(30 * 1024 * 1024, 0x20), declaredSize: 4096 },
    ]);
    const inflated = await post(admin, "/api/price-sheet/preview", lying);
    expect(inflated.status).toBe(413);
    expect(inflated.json.message).toBe(
      "파일 안의 내용이 너무 큽니다. 가격표 양식에 20,000행 이하로 입력해 올려주세요.",
    );
    // Rows past 20,000 are counted before any is read, and so are rows numbered past it.
    const tooMany = await post(partner, "/api/partner/price-sheet/preview", await largePriceSheet(20_001));
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.message).toBe("가격표는 한 번에 20,000행까지 올릴 수 있습니다.");
    const farRow = await priceSheetBytes([]);
    const numbered = new ExcelJS.Workbook();
    await numbered.xlsx.load(farRow as unknown as ArrayBuffer);
    numbered.worksheets[0]!.getRow(1_000_000).values = ["far", null, null, null, null, "36개월", "0", 1, "1만km"];
    expect((await post(admin, "/api/price-sheet/preview", await bytesOf(numbered))).status).toBe(400);
    // Over 10 MB: refused as the body arrives.
    expect((await post(admin, "/api/price-sheet/preview", Buffer.alloc(11 * 1024 * 1024, 1))).status).toBe(413);
    expect(await getDataVersion(app.ctx)).toBe(version);
  });

  it("refuses a cell or a sheet with more text than a price sheet holds, however small the file", async () => {
    // One long text stored once and referred to by every row: a few kilobytes of file.
    const long = await sharedStringSheet(300, 2_000);
    expect(long.length).toBeLessThan(64 * 1024);
    const cell = await post(partner, "/api/partner/price-sheet/preview", long);
    expect(cell.status).toBe(400);
    expect(cell.json.message).toBe(SHEET_MESSAGES.cellTooLong(2));
    // Each cell within its limit, all of them together past the sheet's.
    const many = await post(admin, "/api/price-sheet/preview", await sharedStringSheet(190, 4_000, 8));
    expect(many.status).toBe(413);
    expect(many.json.message).toBe(SHEET_MESSAGES.sheetTooLong);
    // Long text in a column the template does not have is counted too.
    const wide = await priceSheetBytes([["a", null, null, null, null, "36개월", "0", 1, "1만km", "메".repeat(201)]]);
    expect((await post(admin, "/api/price-sheet/preview", wide)).json.message).toBe(SHEET_MESSAGES.cellTooLong(2));
  });

  it("refuses a copy of a sheet that was being read when a server process died", async () => {
    const bytes = await priceSheetBytes([["crash-guard-car", null, null, null, null, "36개월", "0", 1, "1만km"]]);
    const name = `reading:price-sheet:${createHash("sha256").update(bytes).digest("base64url")}`;
    // As a process killed in the middle of reading it leaves the sheet's mark.
    await app.ctx.db.insert(jobRuns).values({ name, startedAt: new Date(Date.now() - 10 * 60_000) });
    for (const path of ["/api/price-sheet/preview", "/api/price-sheet/apply?basis=x"]) {
      const refused = await post(admin, path, bytes);
      expect(refused.status, path).toBe(400);
      expect(refused.json.message, path).toBe(SHEET_MESSAGES.crashed);
    }
    // A copy of a sheet being read right now waits its turn.
    await app.ctx.db.update(jobRuns).set({ startedAt: new Date() }).where(eq(jobRuns.name, name));
    const busy = await post(admin, "/api/price-sheet/preview", bytes);
    expect(busy.status).toBe(429);
    expect(busy.json.message).toBe(SHEET_MESSAGES.busy);
    // Any other file is read as ever, and leaves no mark behind.
    await app.ctx.db.delete(jobRuns).where(eq(jobRuns.name, name));
    const read = await post(admin, "/api/price-sheet/preview", bytes);
    expect(read.status).toBe(200);
    expect(await app.ctx.db.$count(jobRuns, eq(jobRuns.name, name))).toBe(0);
  });
});
