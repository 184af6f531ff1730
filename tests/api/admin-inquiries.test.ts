import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadListItem as InquiryListItem } from "#domain/lead";
import { auditLog, inquiries } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
let admin: TestAccount;

interface ListBody {
  inquiries: InquiryListItem[];
  total: number;
  page: number;
  pageSize: number;
  totalPages: number;
}

const list = async (query = "") => {
  const res = await app.fetch(`/api/inquiries${query}`, as(admin, "GET"));
  expect(res.status).toBe(200);
  return (await res.json()) as ListBody;
};

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  // 25 leads a minute apart; the last is the newest.
  const base = Date.parse("2026-11-20T00:00:00Z");
  for (let i = 0; i < 25; i++) {
    await insertInquiry(app, {
      name: `고객${String(i).padStart(2, "0")}`,
      contact: `0101234${String(1000 + i).slice(-4)}`,
      createdAt: new Date(base + i * 60_000),
    });
  }
  await insertInquiry(app, {
    name: '=HYPERLINK("http://evil")',
    contact: "01099998888",
    region: "+만 26세",
    vehicle: "@SUM(1)",
    createdAt: new Date(base + 3600_000),
  });
  await insertInquiry(app, {
    name: "김민수",
    contact: "0212345678",
    region: "-1",
    vehicle: "\t쏘나타",
    createdAt: new Date(base - 3600_000),
  });
});

describe("GET /api/inquiries", () => {
  it("pages newest first, 20 per page by default", async () => {
    const first = await list();
    expect(first.total).toBe(27);
    expect(first.pageSize).toBe(20);
    expect(first.totalPages).toBe(2);
    expect(first.inquiries).toHaveLength(20);
    expect(first.inquiries[0]?.contact).toBe("01099998888");
    expect(first.inquiries[1]?.name).toBe("고객24");
    const second = await list("?page=2");
    expect(second.inquiries).toHaveLength(7);
    expect(second.inquiries.at(-1)?.name).toBe("김민수");
    const small = await list("?page=3&pageSize=5");
    expect(small.inquiries.map((i) => i.name)).toEqual(["고객15", "고객14", "고객13", "고객12", "고객11"]);
  });

  it("shows a new lead and drops a deleted one on the very next read of the kept first page", async () => {
    const before = await list();
    const added = await insertInquiry(app, {
      name: "방금 온 고객",
      createdAt: new Date(Date.parse("2026-11-21T00:00:00Z")),
    });
    const withNew = await list();
    expect(withNew.total).toBe(before.total + 1);
    expect(withNew.inquiries[0]?.name).toBe("방금 온 고객");
    // A deletion that leaves the newest lead in place still changes the page.
    const gone = withNew.inquiries[3]!;
    const remove = async (id: number) =>
      expect((await app.fetch(`/api/inquiries/${id}`, as(admin, "DELETE"))).status).toBe(200);
    await remove(gone.id);
    const afterDelete = await list();
    expect(afterDelete.total).toBe(before.total);
    expect(afterDelete.inquiries.map((i) => i.id)).not.toContain(gone.id);
    await remove(added.id);
    await insertInquiry(app, { name: gone.name, contact: gone.contact, createdAt: new Date(gone.createdAt) });
  });

  it("keeps the spec's fields and ISO dates", async () => {
    const { inquiries: rows } = await list("?pageSize=1&page=2");
    expect(rows[0]).toMatchObject({
      name: "고객24",
      contact: "01012341024",
      region: "만 26세 이상",
      vehicle: "아반떼",
    });
    expect(rows[0]?.createdAt).toBe("2026-11-20T00:24:00.000Z");
  });

  it("searches by name or by phone digits with or without hyphens", async () => {
    expect((await list(`?q=${encodeURIComponent("김민")}`)).inquiries.map((i) => i.name)).toEqual(["김민수"]);
    expect((await list("?q=1024")).inquiries.map((i) => i.name)).toEqual(["고객24"]);
    expect((await list(`?q=${encodeURIComponent("010-9999-8888")}`)).total).toBe(1);
    expect((await list(`?q=${encodeURIComponent("고객1")}`)).total).toBe(10);
    expect((await list("?q=%25")).total).toBe(0); // % matches itself, not everything
  });

  it("tolerates nonsense paging values", async () => {
    const body = await list("?page=-3&pageSize=abc");
    expect(body.page).toBe(1);
    expect(body.pageSize).toBe(20);
  });
});

describe("GET /api/inquiries/download", () => {
  it("sends a real .xlsx with Korean headers, formatted phones and neutralised formulas", async () => {
    const res = await app.fetch("/api/inquiries/download", as(admin, "GET"));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    const disposition = res.headers.get("content-disposition") ?? "";
    expect(disposition).toMatch(/^attachment; filename="inquiries_\d{8}\.xlsx"; filename\*=UTF-8''/);
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? "";
    expect(decodeURIComponent(encoded)).toMatch(/^상담문의_\d{8}\.xlsx$/);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as ExcelJS.CellValue[]).slice(1));
    expect(rows[0]?.slice(0, 5)).toEqual(["이름", "연락처", "연령", "희망 차량", "신청일시"]);
    expect(rows).toHaveLength(28);
    // The application time is a date cell showing Seoul time (Excel keeps no zone: Seoul's wall clock as UTC).
    expect(rows[1]?.slice(0, 5)).toEqual([
      '\'=HYPERLINK("http://evil")',
      "010-9999-8888",
      "'+만 26세",
      "'@SUM(1)",
      new Date("2026-11-20T10:00:00Z"),
    ]);
    expect(rows[2]?.slice(0, 5)).toEqual([
      "고객24",
      "010-1234-1024",
      "만 26세 이상",
      "아반떼",
      new Date("2026-11-20T09:24:00Z"),
    ]);
    expect(rows[27]?.slice(0, 5)).toEqual([
      "김민수",
      "02-1234-5678",
      "'-1",
      "'\t쏘나타",
      new Date("2026-11-20T08:00:00Z"),
    ]);
    expect(sheet.getCell("E2").numFmt).toBe("yyyy-mm-dd hh:mm");
    for (const row of rows) for (const cell of row.slice(0, 4)) expect(typeof cell).toBe("string");
  });

  it("records the export in the audit log without the data", async () => {
    // Recorded once the last byte has gone out, so it can land just after the download has been read.
    const lastExport = async () =>
      (await app.ctx.db.select().from(auditLog).where(eq(auditLog.action, "export"))).at(-1);
    await expect.poll(lastExport).toBeDefined();
    expect(await lastExport()).toMatchObject({ entity: "inquiry", actorUserId: admin.id, detail: { rows: 27 } });
  });
});

describe("DELETE /api/inquiries/{id}", () => {
  it("deletes one inquiry and audits it", async () => {
    const target = await insertInquiry(app, { name: "삭제대상" });
    const res = await app.fetch(`/api/inquiries/${target.id}`, as(admin, "DELETE"));
    expect(res.status).toBe(200);
    expect(await app.ctx.db.select().from(inquiries).where(eq(inquiries.id, target.id))).toEqual([]);
    const [audit] = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(target.id)));
    expect(audit).toMatchObject({ action: "delete", entity: "inquiry", actorUserId: admin.id });
    expect(JSON.stringify(audit?.detail ?? null)).not.toContain("삭제대상");
  });

  it("answers 404 in Korean for a missing or malformed id", async () => {
    for (const id of ["999999", "abc", "0", "-1"]) {
      const res = await app.fetch(`/api/inquiries/${id}`, as(admin, "DELETE"));
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
    }
  });
});
