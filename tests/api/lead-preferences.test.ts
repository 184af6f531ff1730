import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { MIN_FILL_MS } from "#domain/lead-intake";
import { inquiries } from "#server/db/schema";
import { issueQuote } from "#server/services/quotes/issue-quote";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * 상담 희망 시간 and 고객 유형 on every lead form, and where a lead came from beyond one car (a 견적서, the cars of
 * /compare): stored from the API and from a page without JavaScript, shown in the lead list, the lead page and
 * the export. A value the forms never offer reads as not chosen; the lead itself is never refused over it.
 */
const app = useTestApp({ pages: true, env: { TRUST_PROXY: "1" } });
let admin: TestAccount;
/** Two issued 견적서: a lead keeps only the token of a quote that exists. */
let quoteTokens: [string, string];
beforeAll(async () => {
  admin = await createAccount(app, "admin");
  const { slug } = await insertVehicle(app.ctx, { name: "선호견적 팰리세이드" });
  // The cars a /compare lead names: a lead keeps only the listings the site has.
  await insertVehicle(app.ctx, { slug: "k5-2024", name: "K5" });
  await insertVehicle(app.ctx, { slug: "sorento-hybrid", name: "쏘렌토 하이브리드" });
  const issue = async () => (await issueQuote(app.ctx, { slug, row: 0 }, { bucket: "lead-preferences" })).token;
  quoteTokens = [await issue(), await issue()];
});

let addresses = 0;
const fromNewAddress = () => ({ "X-Forwarded-For": `198.51.100.${++addresses}` });
const postLead = async (body: Record<string, unknown>) => {
  const res = await app.fetch("/api/inquiries", jsonRequest("POST", body, fromNewAddress()));
  return { status: res.status, body: (await res.json()) as { id?: number } };
};
const stored = async (name: string) => app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name));

describe("상담 희망 시간 and 고객 유형", () => {
  it("are stored from the API, with the 견적서 and the cars a lead names", async () => {
    const { status, body } = await postLead({
      name: "선호고객",
      contact: "010-5555-1212",
      vehicle: "K5, 쏘렌토",
      source: "compare",
      callTime: "evening",
      customerType: "corporation",
      quoteToken: quoteTokens[0],
      cars: [
        { slug: "k5-2024", name: "K5" },
        { slug: "sorento-hybrid", name: "쏘렌토 하이브리드" },
      ],
    });
    expect(status).toBe(201);
    const [row] = await stored("선호고객");
    expect(row).toMatchObject({
      id: body.id,
      source: "compare",
      callTime: "evening",
      customerType: "corporation",
      quoteToken: quoteTokens[0],
      cars: [
        { slug: "k5-2024", name: "K5" },
        { slug: "sorento-hybrid", name: "쏘렌토 하이브리드" },
      ],
    });
  });

  it("read a value no form offers as not chosen, and keep the lead", async () => {
    const { status } = await postLead({
      name: "엉뚱한값",
      contact: "010-5555-3434",
      vehicle: "그랜저",
      callTime: "midnight",
      customerType: 7,
      quoteToken: "../../etc/passwd",
      cars: "K5",
    });
    expect(status).toBe(201);
    const [row] = await stored("엉뚱한값");
    expect(row).toMatchObject({ callTime: null, customerType: null, quoteToken: null, cars: null });

    // A well-formed token that names no issued quote is left out too, and the lead kept.
    const unknown = await postLead({
      name: "없는견적",
      contact: "010-5555-3435",
      vehicle: "K5",
      quoteToken: "AbCdEf123456",
    });
    expect(unknown.status).toBe(201);
    expect((await stored("없는견적"))[0]).toMatchObject({ quoteToken: null, vehicle: "K5" });
  });

  it("come with a quote request too", async () => {
    const res = await app.fetch(
      "/api/quote-requests",
      jsonRequest(
        "POST",
        {
          customerName: "견적요청선호",
          customerPhone: "010-5555-5656",
          agreeToPrivacy: true,
          callTime: "now",
          customerType: "individual",
        },
        fromNewAddress(),
      ),
    );
    expect(res.status).toBe(201);
    expect((await stored("견적요청선호"))[0]).toMatchObject({ callTime: "now", customerType: "individual" });
  });

  it("are posted by the home form without JavaScript, and refill it when it is refused", async () => {
    const html = await (await app.fetch("/")).text();
    expect(html).toMatch(/<select[^>]*name="callTime"/);
    expect(html).toMatch(/<select[^>]*name="customerType"/);
    const form = (fields: Record<string, string>) =>
      app.fetch("/?index", {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...fromNewAddress() },
        body: new URLSearchParams({
          contact: "010-5555-7878",
          vehicle: "카니발",
          region: "만 26세 이상",
          website: "",
          formStartedAt: String(Date.now() - MIN_FILL_MS - 5_000),
          callTime: "morning",
          customerType: "sole-proprietor",
          ...fields,
        }),
      });
    const sent = await form({ name: "무자바선호", agreed: "on" });
    expect(sent.status).toBe(303);
    await sent.arrayBuffer();
    expect((await stored("무자바선호"))[0]).toMatchObject({ callTime: "morning", customerType: "sole-proprietor" });

    // Without consent the page comes back with the choices kept.
    const refused = await form({ name: "무자바거절" });
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toMatch(/<option value="morning" selected="">/);
    expect(page).toMatch(/<option value="sole-proprietor" selected="">/);
    expect(await stored("무자바거절")).toEqual([]);
  });

  it("show in the lead list, on the lead page and in the export", async () => {
    const { body } = await postLead({
      name: "표시고객",
      contact: "010-5555-9090",
      vehicle: "팰리세이드",
      source: "quote-sheet",
      callTime: "afternoon",
      customerType: "sole-proprietor",
      quoteToken: quoteTokens[1],
    });
    const list = await app.fetch(`/admin?tab=inquiries&q=${encodeURIComponent("표시고객")}`, as(admin, "GET"));
    const listHtml = await list.text();
    expect(listHtml).toContain("오후 · 개인사업자");
    expect(listHtml).toContain("견적서 상담");

    const page = await (await app.fetch(`/admin/leads/${body.id}`, as(admin, "GET"))).text();
    expect(page).toContain("상담 희망 시간");
    expect(page).toContain("개인사업자");
    expect(page).toMatch(new RegExp(`href="/quote/${quoteTokens[1]}"[^>]*data-testid="lead-quote-link"`));

    const res = await app.fetch("/api/inquiries/download", as(admin, "GET"));
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const rowOf = (name: string) => {
      let found: unknown[] = [];
      sheet.eachRow((row) => {
        const values = (row.values as unknown[]).slice(1);
        if (values[0] === name) found = values;
      });
      return Object.fromEntries(header.map((h, i) => [h, found[i]]));
    };
    expect(rowOf("표시고객")).toMatchObject({
      "상담 희망 시간": "오후",
      "고객 유형": "개인사업자",
      유입: "견적서 상담",
      견적서: `/quote/${quoteTokens[1]}`,
    });
    expect(rowOf("선호고객")).toMatchObject({ "함께 본 차량": "K5, 쏘렌토 하이브리드", "고객 유형": "법인" });
  });
});
