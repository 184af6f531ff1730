import { asc, eq } from "drizzle-orm";
import { UNSAFE_decodeViaTurboStream } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { inquiries, leadEvents } from "#server/db/schema";
import { createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

// The admin lead page and its action (needs `npm run build` first, as `npm test` does).
const app = useTestApp({ pages: true, env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
});

const get = (path: string, account: TestAccount | null = admin) =>
  app.fetch(path, { redirect: "manual", headers: account ? { Cookie: account.cookie } : {} });

/** The page's form post, as a browser without JavaScript sends it. */
const post = (
  id: number,
  form: Record<string, string>,
  account: TestAccount | null = admin,
  headers: Record<string, string> = {},
) =>
  app.fetch(`/admin/leads/${id}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      ...(account ? { Cookie: account.cookie } : {}),
      ...headers,
    },
    body: new URLSearchParams(form),
  });

async function stored(id: number) {
  const [row] = await app.ctx.db.select().from(inquiries).where(eq(inquiries.id, id));
  const events = await app.ctx.db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.inquiryId, id))
    .orderBy(asc(leadEvents.id));
  return { row: row!, events };
}

describe("GET /admin/leads/{id}", () => {
  it("shows an admin everything the lead captured, a number today's rule refuses flagged", async () => {
    const lead = await insertInquiry(app, {
      name: "상세페이지고객",
      contact: "0101234",
      source: "quote",
      vehicle: "쏘렌토 하이브리드",
      vehicleSlug: "sorento-hybrid",
      pageUrl: "/vehicles/sorento-hybrid?utm_source=naver",
      plan: { period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km", instalment: "50:50" },
      attribution: {
        landingPath: "/new-cars",
        referrerHost: "m.search.naver.com",
        utmSource: "naver",
        utmMedium: "cpc",
        utmCampaign: "봄맞이",
        utmTerm: "장기렌트",
        utmContent: "배너A",
      },
    });
    const res = await get(`/admin/leads/${lead.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    for (const text of [
      "상세페이지고객",
      "번호 확인 필요",
      'href="tel:0101234"',
      "견적 문의",
      'href="/vehicles/sorento-hybrid"',
      "36개월 · 무보증 · 월 57만 3천원 · 연 2만km · 보증금 분납 50:50",
      "/vehicles/sorento-hybrid?utm_source=naver",
      "m.search.naver.com",
      "utm_campaign",
      "봄맞이",
      "배너A",
      "상담 관리",
      "처리 이력",
    ]) {
      expect(html).toContain(text);
    }
    // Personal data stays out of the title (browser history, tab lists).
    expect(html).toMatch(new RegExp(`<title>문의 #${lead.id} \\| 관리자</title>`));
  });

  it.each([
    "/admin/leads/2147483647",
    "/admin/leads/abc",
    "/admin/leads/0",
    "/admin/leads/99999999999",
    "/admin/leads/1.5",
  ])("%s is a Korean 404", async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("문의를 찾을 수 없습니다.");
  });
});

describe("POST /admin/leads/{id}", () => {
  it("saves each form and records who changed what in the history", async () => {
    const { id } = await insertInquiry(app, { name: "저장고객" });
    expect((await post(id, { intent: "status", status: "consulting" })).status).toBe(200);
    expect((await post(id, { intent: "assignee", assigneeId: String(admin.id) })).status).toBe(200);
    expect((await post(id, { intent: "followUp", followUpAt: "2026-11-25T10:00" })).status).toBe(200);
    expect((await post(id, { intent: "memo", memo: "  오후에 다시 전화  " })).status).toBe(200);
    const { row, events } = await stored(id);
    expect(row).toMatchObject({ status: "consulting", assigneeId: admin.id, memo: "오후에 다시 전화" });
    // The field's time is Seoul time, whatever the server's zone.
    expect(row.followUpAt?.toISOString()).toBe("2026-11-25T01:00:00.000Z");
    expect(events.map((e) => [e.kind, e.fromValue, e.toValue, e.actorUserId])).toEqual([
      ["status", "new", "consulting", admin.id],
      ["assignee", null, String(admin.id), admin.id],
      ["follow_up", null, "2026-11-25T01:00:00.000Z", admin.id],
      ["memo", null, "오후에 다시 전화", admin.id],
    ]);

    expect((await post(id, { intent: "followUp", followUpAt: "2026-11-25T10:00", clear: "1" })).status).toBe(200);
    expect((await post(id, { intent: "assignee", assigneeId: "" })).status).toBe(200);
    const cleared = await stored(id);
    expect(cleared.row).toMatchObject({ followUpAt: null, assigneeId: null });
    const html = await (await get(`/admin/leads/${id}`)).text();
    expect(html).toContain("콜백 예약 해제");
    expect(html).toContain("오후에 다시 전화");
  });

  it.each(
    [
      [{}, "잘못된 요청입니다."],
      [{ intent: "delete" }, "잘못된 요청입니다."],
      [{ intent: "status", status: "won" }, "상태를 다시 선택해주세요"],
      [{ intent: "status" }, "상태를 다시 선택해주세요"],
      [{ intent: "assignee", assigneeId: "x" }, "담당자를 다시 선택해주세요"],
      [{ intent: "assignee", assigneeId: "-1" }, "담당자를 다시 선택해주세요"],
      [{ intent: "followUp", followUpAt: "2026-02-30T10:00" }, "콜백 예약 일시를 다시 선택해주세요"],
      [{ intent: "followUp", followUpAt: "1999-01-01T10:00" }, "콜백 예약 일시를 다시 선택해주세요"],
      [{ intent: "followUp", followUpAt: "" }, "콜백 예약 일시를 선택해주세요"],
      [{ intent: "memo", memo: "   " }, "메모를 입력해주세요"],
      [{ intent: "memo", memo: "가".repeat(2001) }, "메모는 2000자 이내로 입력해주세요"],
      [{ intent: "memo", memo: "a\u0000b" }, "입력할 수 없는 문자가 포함되어 있습니다"],
    ].map(([form, message]) => [JSON.stringify(form).slice(0, 60), form, message] as const),
  )("refuses %s with a Korean message on the page and changes nothing", async (_label, form, message) => {
    const { id } = await insertInquiry(app, { name: "거절고객" });
    const before = await stored(id);
    const res = await post(id, form as Record<string, string>);
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain(message);
    // A refused memo comes back in its field, so nothing typed is lost.
    if ((form as { memo?: string }).memo?.trim() && !(form as { memo: string }).memo.includes("\u0000"))
      expect(html).toContain((form as { memo: string }).memo);
    const after = await stored(id);
    expect(after.row).toEqual(before.row);
    expect(after.events).toEqual([]);
  });

  it("refuses an owner who is not an enabled admin", async () => {
    const { id } = await insertInquiry(app);
    const res = await post(id, { intent: "assignee", assigneeId: String(partner.id) });
    expect(res.status).toBe(400);
    expect(await res.text()).toContain("담당자를 다시 선택해주세요");
    expect((await stored(id)).row.assigneeId).toBeNull();
  });

  it("answers 404 for a lead that is gone", async () => {
    const res = await post(2_147_483_647, { intent: "status", status: "closed" });
    expect(res.status).toBe(404);
    expect(await res.text()).toContain("문의를 찾을 수 없습니다.");
  });

  it("sends a form posted from the list back to the list, and never off the site", async () => {
    const { id } = await insertInquiry(app);
    const back = "/admin?tab=inquiries&status=new&q=%ED%99%8D";
    const res = await post(id, { intent: "status", status: "on_hold", returnTo: back });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(back);
    for (const returnTo of ["//evil.example/x", "https://evil.example/", "/\\evil.example"]) {
      const away = await post(id, { intent: "status", status: "closed", returnTo });
      expect(away.status, returnTo).toBe(303);
      expect(away.headers.get("location"), returnTo).toBe(`/admin/leads/${id}`);
    }
    expect((await stored(id)).row.status).toBe("closed");
  });

  it("refuses anyone but an admin, and a post from another site, changing nothing", async () => {
    const { id } = await insertInquiry(app);
    for (const account of [null, partner]) {
      const res = await post(id, { intent: "status", status: "contracted" }, account);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin?next=${encodeURIComponent(`/admin/leads/${id}`)}`);
    }
    const foreign: Record<string, string>[] = [
      { "Sec-Fetch-Site": "cross-site" },
      { "Sec-Fetch-Site": "same-site" },
      { Origin: "https://evil.example" },
      { Origin: "null" },
    ];
    for (const headers of foreign) {
      // React Router itself answers 400 to a foreign Origin; the action's own check answers 403 to Sec-Fetch-Site.
      expect([400, 403], JSON.stringify(headers)).toContain(
        (await post(id, { intent: "status", status: "contracted" }, admin, headers)).status,
      );
    }
    // The site's own pages post with these.
    expect(
      (
        await post(id, { intent: "memo", memo: "같은 사이트" }, admin, {
          "Sec-Fetch-Site": "same-origin",
          Origin: app.url,
        })
      ).status,
    ).toBe(200);
    const { row, events } = await stored(id);
    expect(row.status).toBe("new");
    expect(events.map((e) => e.kind)).toEqual(["memo"]);
  });

  it("keeps every memo of a burst of saves on one lead", async () => {
    const { id } = await insertInquiry(app);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => post(id, { intent: "memo", memo: `메모 ${i}` })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    const { events } = await stored(id);
    expect(
      events
        .filter((e) => e.kind === "memo")
        .map((e) => e.toValue)
        .sort(),
    ).toEqual(Array.from({ length: 20 }, (_, i) => `메모 ${i}`).sort());
  });
});

describe("the 문의 관리 tab", () => {
  const count = (html: string, key: string, label: string) =>
    new RegExp(`data-testid="status-count-${key}"[^>]*>${label}<span[^>]*>(\\d+)</span>`).exec(html)?.[1];

  it("shows each row's lead fields, and the count per status under the other filters", async () => {
    const plan = { period: "48개월", deposit: "무보증", monthly: "월 49만원", totalKm: "2만km" };
    const first = await insertInquiry(app, {
      name: "목록고객가",
      contact: "0101234",
      status: "consulting",
      source: "quote",
      plan,
      attribution: { utmSource: "google", utmMedium: "cpc", utmCampaign: "brand" },
    });
    await insertInquiry(app, { name: "목록고객나", status: "new", repeatOfId: first.id, memo: "다음 주 화요일 통화" });
    const html = await (await get(`/admin?tab=inquiries&q=${encodeURIComponent("목록고객")}`)).text();
    for (const text of [
      "번호 확인 필요",
      "48개월 · 무보증 · 월 49만원 · 연 2만km",
      "google / cpc / brand",
      "견적 문의",
      "재문의",
      "다음 주 화요일 통화",
      `href="/admin/leads/${first.id}"`,
      "엑셀 다운로드",
    ]) {
      expect(html).toContain(text);
    }
    expect([
      count(html, "all", "전체"),
      count(html, "new", "신규"),
      count(html, "consulting", "상담중"),
      count(html, "contracted", "계약완료"),
    ]).toEqual(["2", "1", "1", "0"]);

    // The status filter narrows the rows; the counts stay those of the other filters.
    const consulting = await (
      await get(`/admin?tab=inquiries&status=consulting&q=${encodeURIComponent("목록고객")}`)
    ).text();
    expect(consulting).toContain("목록고객가");
    expect(consulting).not.toContain("목록고객나");
    expect(count(consulting, "all", "전체")).toBe("2");
    // A GET form without JavaScript sends its empty fields too; they filter nothing.
    const plain = await (
      await get(`/admin?tab=inquiries&source=&from=&to=&assignee=&q=${encodeURIComponent("목록고객")}`)
    ).text();
    expect(count(plain, "all", "전체")).toBe("2");
    const empty = await (await get(`/admin?tab=inquiries&status=closed&q=${encodeURIComponent("목록고객")}`)).text();
    expect(empty).toContain("조건에 맞는 문의가 없습니다");
  });
});

describe("the lead pages after a change through the API", () => {
  /** The list page's rows from its data request, as the browser revalidates it after a change. */
  const listed = async (q: string) => {
    const res = await get(`/admin.data?tab=inquiries&q=${encodeURIComponent(q)}`);
    const { value, done } = await UNSAFE_decodeViaTurboStream(res.body!, globalThis);
    // The decoder reads the rest of the stream on its own; left pending, it fails unhandled once the app closes.
    await done;
    type Page = { data: { panel: { data: { inquiries: { inquiries: { name: string; status: string }[] } } } } };
    return (value as Record<string, Page>)["routes/admin/dashboard"]!.data.panel.data.inquiries.inquiries;
  };

  it("show a lead changed or deleted through the API on the very next request", async () => {
    // The pages run in the built bundle, the API in the server's own modules: each with its own copy of the code.
    const name = `즉시반영${Date.now()}`;
    const created = await app.fetch("/api/inquiries", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ name, contact: "010-3333-2222", vehicle: "그랜저" }),
    });
    const { id } = (await created.json()) as { id: number };
    expect(await listed(name)).toEqual([expect.objectContaining({ name, status: "new" })]);

    const changed = await app.fetch(`/api/inquiries/${id}`, {
      method: "PATCH",
      headers: { Cookie: admin.cookie, "Content-Type": "application/json" },
      body: JSON.stringify({ status: "consulting" }),
    });
    expect(changed.status).toBe(200);
    expect(await listed(name)).toEqual([expect.objectContaining({ name, status: "consulting" })]);

    const deleted = await app.fetch(`/api/inquiries/${id}`, { method: "DELETE", headers: { Cookie: admin.cookie } });
    expect(deleted.status).toBe(200);
    expect(await listed(name)).toEqual([]);
  });
});
