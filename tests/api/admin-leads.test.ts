import { and, eq, sql } from "drizzle-orm";
import ExcelJS from "exceljs";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import type { LeadDetail, LeadFunnel, LeadStatus } from "#domain/lead";
import { addDays, seoulDayKey, seoulDayStart } from "#domain/seoul-time";
import { auditLog, dailyTallies, inquiries, leadEvents, pageViews, users } from "#server/db/schema";
import { leadsChanged } from "#server/services/leads/lead-answers";
import { leadFunnel } from "#server/services/leads/lead-funnel";
import type { LeadList } from "#server/services/leads/list-leads";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertInquiry } from "../support/admin-fixtures";
import { type BodyEndpoint, refusesEveryBrokenBody } from "../support/broken-bodies";
import { insertVehicle } from "../support/fixtures";
import { ABSENT, brokenText, notOneOf, wrongType } from "../support/hostile-values";
import { jsonRequest, type TestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";
import { expectRefusedUnchanged, refusesForeignIds } from "../support/write-fuzz";

/**
 * Working leads in the admin: the filtered list with its counts per status, one lead with its history and the
 * other leads from its number, staff changes (status, memo, owner, call-back) with history and audit, the
 * export's lead columns, the funnel and the quote-dialog counter.
 */

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const ZERO: Record<LeadStatus, number> = { new: 0, consulting: 0, contracted: 0, on_hold: 0, closed: 0 };

async function getJson<T>(app: TestApp, account: TestAccount | null, path: string, status = 200): Promise<T> {
  const res = await app.fetch(path, as(account, "GET"));
  expect(res.status, path).toBe(status);
  return (await res.json()) as T;
}

async function patch(
  app: TestApp,
  account: TestAccount | null,
  id: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const init = as(account, "PATCH", body);
  init.headers = { ...(init.headers as Record<string, string>), ...headers };
  const res = await app.fetch(`/api/inquiries/${id}`, init);
  return {
    status: res.status,
    body: (await res.json()) as LeadDetail & {
      success?: false;
      message?: string;
      fieldErrors?: Record<string, string>;
    },
  };
}

/** Seoul wall-clock time as an instant: `seoul("2026-10-02", 9)` is 09:00 in Seoul. */
const seoul = (day: string, hour: number, minute = 0) =>
  new Date(seoulDayStart(day).getTime() + hour * HOUR + minute * 60_000);

describe("GET /api/inquiries filters and counts", () => {
  const app = useTestApp();
  let admin: TestAccount;
  let other: TestAccount;
  const ids: Record<string, number> = {};
  const now = new Date();
  const endOfToday = seoulDayStart(addDays(seoulDayKey(now), 1));

  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    other = await createAccount(app, "admin");
    await app.ctx.db.update(users).set({ displayName: "김담당" }).where(eq(users.id, other.id));
    const add = async (key: string, fields: Partial<typeof inquiries.$inferInsert>) => {
      ids[key] = (await insertInquiry(app, fields)).id;
    };
    // Arrival times in Seoul; the first one is 00:30 on 10-02 in Seoul but still 10-01 in UTC.
    await add("minsu", {
      name: "김민수",
      contact: "01011112222",
      createdAt: new Date("2026-10-01T15:30:00Z"),
      source: "home",
    });
    await add("seoyeon", {
      name: "이서연",
      contact: "01033334444",
      createdAt: seoul("2026-10-03", 11),
      source: "quote",
      status: "consulting",
      assigneeId: admin.id,
      memo: "견적서 발송 완료",
      plan: { period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km" },
      attribution: { utmSource: "naver", utmMedium: "cpc", utmCampaign: "봄맞이", landingPath: "/vehicles/k5" },
      vehicleSlug: "k5",
    });
    await add("contracted", {
      name: "박지훈",
      contact: "0212345678",
      createdAt: seoul("2026-10-04", 15),
      source: "quote-request",
      status: "contracted",
      assigneeId: other.id,
    });
    await add("overdue", {
      name: "최유나",
      contact: "01055556666",
      createdAt: seoul("2026-10-05", 10),
      status: "consulting",
      assigneeId: admin.id,
      followUpAt: new Date(now.getTime() - DAY),
    });
    await add("dueLater", {
      name: "정하늘",
      contact: "01077778888",
      createdAt: seoul("2026-10-06", 10),
      status: "on_hold",
      followUpAt: new Date(endOfToday.getTime() - 60_000),
    });
    await add("notDue", {
      name: "강바다",
      contact: "01099990000",
      createdAt: seoul("2026-10-07", 10),
      status: "closed",
      followUpAt: new Date(endOfToday.getTime() + 10 * HOUR),
    });
    await add("mostOverdue", {
      name: "윤가람",
      contact: "01012121212",
      createdAt: seoul("2026-10-08", 10),
      source: "quote",
      followUpAt: new Date(now.getTime() - 3 * DAY),
    });
    // Stored before the phone rule was tightened: listed, flagged.
    await add("oldNumber", { name: "임옛날", contact: "0101234", createdAt: seoul("2026-10-09", 10) });
  });

  const list = (query = "", account: TestAccount = admin) => getJson<LeadList>(app, account, `/api/inquiries${query}`);
  const names = (body: LeadList) => body.inquiries.map((i) => i.name);

  it("lists every lead newest first with the lead fields and the count per status", async () => {
    const body = await list();
    expect(body.total).toBe(8);
    expect(body).toMatchObject({ page: 1, pageSize: 20, totalPages: 1, q: "", filters: {} });
    expect(names(body)).toEqual(["임옛날", "윤가람", "강바다", "정하늘", "최유나", "박지훈", "이서연", "김민수"]);
    expect(body.counts).toEqual({ new: 3, consulting: 2, contracted: 1, on_hold: 1, closed: 1 });
    const seoyeon = body.inquiries.find((i) => i.id === ids.seoyeon)!;
    expect(seoyeon).toEqual({
      id: ids.seoyeon,
      name: "이서연",
      contact: "01033334444",
      region: "만 26세 이상",
      vehicle: "아반떼",
      createdAt: seoul("2026-10-03", 11).toISOString(),
      source: "quote",
      status: "consulting",
      memo: "견적서 발송 완료",
      plan: { period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km" },
      attribution: { utmSource: "naver", utmMedium: "cpc", utmCampaign: "봄맞이", landingPath: "/vehicles/k5" },
      vehicleSlug: "k5",
      assigneeId: admin.id,
      assigneeName: "관리자",
      followUpAt: null,
      repeatOfId: null,
      callTime: null,
      customerType: null,
      quoteToken: null,
      cars: null,
      contactValid: true,
    });
    expect(body.inquiries.find((i) => i.id === ids.contracted)?.assigneeName).toBe("김담당");
    expect(body.inquiries.find((i) => i.id === ids.oldNumber)?.contactValid).toBe(false);
    expect(body.inquiries.find((i) => i.id === ids.overdue)?.followUpAt).toBe(
      new Date(now.getTime() - DAY).toISOString(),
    );
  });

  it("filters by status, keeping every status's count", async () => {
    const body = await list("?status=consulting");
    expect(names(body)).toEqual(["최유나", "이서연"]);
    expect(body.total).toBe(2);
    expect(body.counts).toEqual({ new: 3, consulting: 2, contracted: 1, on_hold: 1, closed: 1 });
    expect(body.filters).toEqual({ status: "consulting" });
  });

  it("filters by source, counting the statuses of that source", async () => {
    const body = await list("?source=quote");
    expect(names(body)).toEqual(["윤가람", "이서연"]);
    expect(body.counts).toEqual({ ...ZERO, new: 1, consulting: 1 });
    expect((await list("?source=quote&status=new")).inquiries.map((i) => i.id)).toEqual([ids.mostOverdue]);
  });

  it("filters by Seoul arrival days, both ends included", async () => {
    // 2026-10-01T15:30Z is 10-02 00:30 in Seoul.
    expect(names(await list("?to=2026-10-01"))).toEqual([]);
    const second = await list("?from=2026-10-02&to=2026-10-03");
    expect(names(second)).toEqual(["이서연", "김민수"]);
    expect(second.counts).toEqual({ ...ZERO, new: 1, consulting: 1 });
    expect(names(await list("?from=2026-10-08"))).toEqual(["임옛날", "윤가람"]);
    const withStatus = await list("?from=2026-10-03&to=2026-10-05&status=consulting");
    expect(names(withStatus)).toEqual(["최유나", "이서연"]);
    expect(withStatus.counts).toEqual({ ...ZERO, consulting: 2, contracted: 1 });
  });

  it("filters by owner: an admin's id, me (whoever asks), or nobody", async () => {
    const mine = await list("?assignee=me");
    expect(names(mine)).toEqual(["최유나", "이서연"]);
    expect(mine.filters).toEqual({ assignee: "me" });
    expect(names(await list("?assignee=me", other))).toEqual(["박지훈"]);
    expect(names(await list(`?assignee=${other.id}`))).toEqual(["박지훈"]);
    const nobody = await list("?assignee=none");
    expect(names(nobody)).toEqual(["임옛날", "윤가람", "강바다", "정하늘", "김민수"]);
    expect(nobody.counts).toEqual({ ...ZERO, new: 3, on_hold: 1, closed: 1 });
  });

  it("shows today's call-backs earliest first, overdue ones leading, and none due later", async () => {
    const due = await list("?view=due");
    expect(names(due)).toEqual(["윤가람", "최유나", "정하늘"]);
    expect(due.total).toBe(3);
    expect(due.counts).toEqual({ ...ZERO, new: 1, consulting: 1, on_hold: 1 });
    expect(names(await list("?view=due&assignee=me"))).toEqual(["최유나"]);
    expect(names(await list("?view=due&status=on_hold"))).toEqual(["정하늘"]);
  });

  it("searches names and numbers (hyphens allowed), within the other filters", async () => {
    expect(names(await list(`?q=${encodeURIComponent("민수")}`))).toEqual(["김민수"]);
    expect(names(await list(`?q=${encodeURIComponent("010-3333")}`))).toEqual(["이서연"]);
    expect(names(await list(`?q=${encodeURIComponent("3333-4444")}`))).toEqual(["이서연"]);
    expect(names(await list(`?q=${encodeURIComponent("02-1234")}&status=contracted`))).toEqual(["박지훈"]);
    const searched = await list(`?q=${encodeURIComponent("최유")}&status=new`);
    expect(searched.inquiries).toEqual([]);
    expect(searched.counts).toEqual({ ...ZERO, consulting: 1 });
  });

  it("ignores values that make no sense, as if they were not sent", async () => {
    const plain = await list();
    for (const junk of [
      "?status=won",
      "?source=fax",
      "?from=2026-02-30",
      "?to=yesterday",
      "?assignee=everyone",
      "?assignee=-1",
      "?view=all",
      "?status=new&status=closed",
      "?page=-3&pageSize=abc",
      `?from=${"9".repeat(300)}`,
    ]) {
      const body = await list(junk);
      expect(body.filters, junk).toEqual({});
      expect(body.total, junk).toBe(plain.total);
      expect(body.counts, junk).toEqual(plain.counts);
    }
    // `me` without a signed-in admin behind it never reaches the service through the API; an unknown id matches nobody.
    expect((await list("?assignee=999999")).total).toBe(0);
  });

  it("reads the numbers by status, source and owner from the tallies, not by counting the table", async () => {
    const day = "2020-01-01";
    // Rows the database would keep for leads of 2020 (none exist): only the tallies can make them appear.
    await app.ctx.db.insert(dailyTallies).values([
      { metric: "lead_status", day, key: "closed", shard: 0, n: 5 },
      { metric: "lead_source_status", day, key: "home/closed", shard: 0, n: 5 },
      { metric: "lead_owner_status", day, key: `${admin.id}/closed`, shard: 0, n: 5 },
      { metric: "inquiries", day, key: "", shard: 0, n: 5 },
    ]);
    // Written past the services, as another instance would; told at once instead of within a second.
    leadsChanged(app.ctx);
    try {
      const body = await list();
      expect(body.counts.closed).toBe(6);
      expect(body.total).toBe(13);
      expect((await list("?to=2020-12-31")).counts).toEqual({ ...ZERO, closed: 5 });
      expect((await list("?source=home")).counts.closed).toBe(6);
      expect((await list("?source=quote")).counts.closed).toBe(0);
      expect((await list("?assignee=me&to=2020-12-31")).counts).toEqual({ ...ZERO, closed: 5 });
      // A search, the due view, or source and owner together count the rows themselves.
      expect((await list("?source=home&assignee=me")).counts).toEqual({ ...ZERO, consulting: 1 });
    } finally {
      await app.ctx.db.delete(dailyTallies).where(eq(dailyTallies.day, day));
      leadsChanged(app.ctx);
    }
  });

  it("keeps the tallies equal to the rows through changes of status and owner, deletions and a removed owner", async () => {
    const leaver = await createAccount(app, "admin");
    const extra = [];
    for (const source of ["home", "quote", "quote-request"] as const)
      extra.push(await insertInquiry(app, { source, createdAt: seoul("2026-10-10", 9) }));
    await patch(app, admin, extra[0]!.id, { status: "consulting", assigneeId: leaver.id });
    await patch(app, admin, extra[1]!.id, { assigneeId: leaver.id });
    await patch(app, admin, extra[1]!.id, { status: "contracted", assigneeId: other.id });
    await patch(app, admin, extra[2]!.id, { status: "closed" });
    // Several rows in one statement, as a script would.
    await app.ctx.db
      .update(inquiries)
      .set({ status: "on_hold" })
      .where(sql`${inquiries.id} in (${extra[2]!.id}, ${ids.minsu})`);
    await app.ctx.db.delete(inquiries).where(eq(inquiries.id, extra[2]!.id));
    // The owner's account goes: its leads lose their owner (a cascaded update).
    await app.ctx.db.delete(users).where(eq(users.id, leaver.id));
    leadsChanged(app.ctx);

    const counted = (where: ReturnType<typeof sql>) =>
      app.ctx.db
        .execute(sql`select status, count(*)::int as n from inquiries where ${where} group by status`)
        .then((r) => {
          const counts = { ...ZERO };
          for (const row of (r as unknown as { rows: { status: LeadStatus; n: number }[] }).rows)
            counts[row.status] = row.n;
          return counts;
        });
    for (const source of ["home", "quote", "quote-request"]) {
      expect((await list(`?source=${source}`)).counts, source).toEqual(await counted(sql`source = ${source}`));
    }
    for (const owner of [String(admin.id), String(other.id), "none"]) {
      expect((await list(`?assignee=${owner}`)).counts, owner).toEqual(
        await counted(owner === "none" ? sql`assignee_id is null` : sql`assignee_id = ${Number(owner)}`),
      );
    }
    expect((await list()).counts).toEqual(await counted(sql`true`));
    await app.ctx.db.execute(sql`update inquiries set status = 'new' where id = ${ids.minsu}`);
  });

  it("answers only admins", async () => {
    const partner = await createAccount(app, "partner");
    await getJson(app, null, "/api/inquiries?status=new", 401);
    await getJson(app, partner, "/api/inquiries?assignee=me", 403);
  });
});

describe("GET /api/inquiries/{id}", () => {
  const app = useTestApp();
  let admin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });

  const submit = async (contact: string, vehicle: string) => {
    const res = await app.fetch(
      "/api/inquiries",
      jsonRequest("POST", { name: "재문의고객", contact, region: "만 26세 이상", vehicle }),
    );
    expect(res.status).toBe(201);
    return ((await res.json()) as { id: number }).id;
  };

  it("links a second lead from one number within 30 days to the first, both kept, and shows each from the other", async () => {
    const first = await submit("010-2468-1357", "쏘렌토");
    const second = await submit("01024681357", "카니발");
    const a = await getJson<LeadDetail>(app, admin, `/api/inquiries/${first}`);
    const b = await getJson<LeadDetail>(app, admin, `/api/inquiries/${second}`);
    expect(a.repeatOfId).toBeNull();
    expect(b.repeatOfId).toBe(first);
    expect(a.related).toEqual([
      { id: second, createdAt: b.createdAt, source: "home", status: "new", vehicle: "카니발" },
    ]);
    expect(b.related).toEqual([
      { id: first, createdAt: a.createdAt, source: "home", status: "new", vehicle: "쏘렌토" },
    ]);
    expect(b).toMatchObject({
      name: "재문의고객",
      contact: "01024681357",
      status: "new",
      history: [],
      pageUrl: null,
      contactValid: true,
    });
    expect(Date.parse(b.updatedAt)).not.toBeNaN();
  });

  it("does not link a lead 31 days after the last one from its number, yet lists it as related", async () => {
    const old = await insertInquiry(app, {
      contact: "01097531864",
      vehicle: "모닝",
      createdAt: new Date(Date.now() - 31 * DAY),
    });
    const fresh = await submit("010-9753-1864", "레이");
    const detail = await getJson<LeadDetail>(app, admin, `/api/inquiries/${fresh}`);
    expect(detail.repeatOfId).toBeNull();
    expect(detail.related.map((r) => r.id)).toEqual([old.id]);
  });

  it("lists every other lead from the number, newest first", async () => {
    const leads = [];
    for (const days of [40, 20, 10])
      leads.push(await insertInquiry(app, { contact: "0311234567", createdAt: new Date(Date.now() - days * DAY) }));
    const detail = await getJson<LeadDetail>(app, admin, `/api/inquiries/${leads[0]!.id}`);
    expect(detail.related.map((r) => r.id)).toEqual([leads[2]!.id, leads[1]!.id]);
  });

  it("answers 404 in Korean for an id that names no lead, and only admins", async () => {
    for (const id of ["999999", "abc", "0", "1.5"]) {
      const body = await getJson<{ message: string }>(app, admin, `/api/inquiries/${id}`, 404);
      expect(body.message).toMatch(/[가-힣]/);
    }
    const lead = await insertInquiry(app);
    await getJson(app, null, `/api/inquiries/${lead.id}`, 401);
    await getJson(app, await createAccount(app, "partner"), `/api/inquiries/${lead.id}`, 403);
  });
});

describe("PATCH /api/inquiries/{id}", () => {
  const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
  let admin: TestAccount;
  let owner: TestAccount;
  let partner: TestAccount;
  let disabledAdmin: TestAccount;

  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    owner = await createAccount(app, "admin");
    partner = await createAccount(app, "partner");
    disabledAdmin = await createAccount(app, "admin");
    await app.ctx.db.update(users).set({ displayName: "김담당" }).where(eq(users.id, owner.id));
    await app.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, disabledAdmin.id));
  });

  const eventsOf = (id: number) =>
    app.ctx.db.select().from(leadEvents).where(eq(leadEvents.inquiryId, id)).orderBy(leadEvents.id);
  const auditsOf = (id: number) =>
    app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, "inquiry"), eq(auditLog.entityId, String(id))))
      .orderBy(auditLog.id);
  const rowOf = async (id: number) => (await app.ctx.db.select().from(inquiries).where(eq(inquiries.id, id)))[0]!;

  it("changes each field, answers the lead, and records who changed what from what to what", async () => {
    const lead = await insertInquiry(app, { name: "변경고객", contact: "01086420975" });
    const started = Date.now();

    const status = await patch(app, admin, lead.id, { status: "consulting" });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ id: lead.id, status: "consulting", name: "변경고객" });

    const memo = await patch(app, admin, lead.id, { memo: "  부재중, 내일 오전 재연락  " });
    expect(memo.body.memo).toBe("부재중, 내일 오전 재연락");

    const assigned = await patch(app, owner, lead.id, { assigneeId: owner.id });
    expect(assigned.body).toMatchObject({ assigneeId: owner.id, assigneeName: "김담당" });

    // A form's local time is Seoul time; an ISO time with an offset is taken as it is.
    const local = await patch(app, owner, lead.id, { followUpAt: "2026-12-01T10:30" });
    expect(local.body.followUpAt).toBe("2026-12-01T01:30:00.000Z");
    const zoned = await patch(app, owner, lead.id, { followUpAt: "2026-12-02T10:00:00+09:00" });
    expect(zoned.body.followUpAt).toBe("2026-12-02T01:00:00.000Z");

    const cleared = await patch(app, admin, lead.id, {
      assigneeId: null,
      followUpAt: null,
      status: "contracted",
      memo: "계약서 서명 완료",
    });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      assigneeId: null,
      assigneeName: null,
      followUpAt: null,
      status: "contracted",
      memo: "계약서 서명 완료",
    });
    expect(Date.parse(cleared.body.updatedAt)).toBeGreaterThanOrEqual(started - 1000);

    // The history, newest first, with names for owners and actors.
    const history = cleared.body.history.map(({ kind, fromValue, toValue, fromName, toName, actorName }) => ({
      kind,
      fromValue,
      toValue,
      fromName,
      toName,
      actorName,
    }));
    expect(history).toEqual([
      {
        kind: "follow_up",
        fromValue: "2026-12-02T01:00:00.000Z",
        toValue: null,
        fromName: undefined,
        toName: undefined,
        actorName: "관리자",
      },
      {
        kind: "assignee",
        fromValue: String(owner.id),
        toValue: null,
        fromName: "김담당",
        toName: null,
        actorName: "관리자",
      },
      {
        kind: "memo",
        fromValue: null,
        toValue: "계약서 서명 완료",
        fromName: undefined,
        toName: undefined,
        actorName: "관리자",
      },
      {
        kind: "status",
        fromValue: "consulting",
        toValue: "contracted",
        fromName: undefined,
        toName: undefined,
        actorName: "관리자",
      },
      {
        kind: "follow_up",
        fromValue: "2026-12-01T01:30:00.000Z",
        toValue: "2026-12-02T01:00:00.000Z",
        fromName: undefined,
        toName: undefined,
        actorName: "김담당",
      },
      {
        kind: "follow_up",
        fromValue: null,
        toValue: "2026-12-01T01:30:00.000Z",
        fromName: undefined,
        toName: undefined,
        actorName: "김담당",
      },
      {
        kind: "assignee",
        fromValue: null,
        toValue: String(owner.id),
        fromName: null,
        toName: "김담당",
        actorName: "김담당",
      },
      {
        kind: "memo",
        fromValue: null,
        toValue: "부재중, 내일 오전 재연락",
        fromName: undefined,
        toName: undefined,
        actorName: "관리자",
      },
      {
        kind: "status",
        fromValue: "new",
        toValue: "consulting",
        fromName: undefined,
        toName: undefined,
        actorName: "관리자",
      },
    ]);
    for (const event of cleared.body.history) {
      expect(Date.parse(event.createdAt)).toBeGreaterThanOrEqual(started - 1000);
      expect(Date.parse(event.createdAt)).toBeLessThanOrEqual(Date.now() + 1000);
    }
    // What the database holds: who by id, the row's latest memo.
    expect((await eventsOf(lead.id)).map((e) => e.actorUserId)).toEqual([
      admin.id,
      admin.id,
      owner.id,
      owner.id,
      owner.id,
      admin.id,
      admin.id,
      admin.id,
      admin.id,
    ]);
    expect(await rowOf(lead.id)).toMatchObject({
      status: "contracted",
      memo: "계약서 서명 완료",
      assigneeId: null,
      followUpAt: null,
    });

    // One audit entry per change, naming fields and never the memo's text or the customer.
    const audits = await auditsOf(lead.id);
    expect(audits.map((a) => [a.action, a.actorUserId, a.detail])).toEqual([
      ["update", admin.id, { fields: "status" }],
      ["update", admin.id, { fields: "memo" }],
      ["update", owner.id, { fields: "assignee" }],
      ["update", owner.id, { fields: "follow_up" }],
      ["update", owner.id, { fields: "follow_up" }],
      ["update", admin.id, { fields: "status,memo,assignee,follow_up" }],
    ]);
    expect(JSON.stringify(audits)).not.toMatch(/부재중|계약서|변경고객|01086420975/);
  });

  it("records nothing for a change to what the lead already has", async () => {
    const lead = await insertInquiry(app, {
      status: "consulting",
      memo: "같은 메모",
      assigneeId: owner.id,
      followUpAt: new Date("2026-12-03T01:00:00Z"),
    });
    const res = await patch(app, admin, lead.id, {
      status: "consulting",
      memo: "같은 메모",
      assigneeId: owner.id,
      followUpAt: "2026-12-03T10:00:00+09:00",
    });
    expect(res.status).toBe(200);
    expect(res.body.history).toEqual([]);
    expect(await eventsOf(lead.id)).toEqual([]);
    expect(await auditsOf(lead.id)).toEqual([]);
    expect((await rowOf(lead.id)).updatedAt).toEqual(lead.updatedAt);
  });

  it("keeps an owner who was later disabled when the lead is saved unchanged, but never gives a lead to one", async () => {
    const lead = await insertInquiry(app, { assigneeId: disabledAdmin.id });
    expect((await patch(app, admin, lead.id, { assigneeId: disabledAdmin.id, status: "on_hold" })).status).toBe(200);
    const other = await insertInquiry(app);
    const refused = await expectRefusedUnchanged(app, {
      method: "PATCH",
      path: `/api/inquiries/${other.id}`,
      account: admin,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ assigneeId: disabledAdmin.id }),
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({ assigneeId: "담당자를 다시 선택해주세요" });
  });

  it("refuses an unknown status, a bad memo, owner or call-back time, and an empty change, in Korean, changing nothing", async () => {
    const lead = await insertInquiry(app, { status: "consulting" });
    const refuse = (body: unknown) =>
      expectRefusedUnchanged(app, {
        method: "PATCH",
        path: `/api/inquiries/${lead.id}`,
        account: admin,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });

    const unknown = await refuse({ status: "won" });
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("알 수 없는 상태입니다");
    expect((await refuse({ status: "won", memo: "메모" })).json.fieldErrors).toEqual({
      status: "알 수 없는 상태입니다",
    });
    expect((await refuse({ status: "계약완료" })).json.message).toBe("알 수 없는 상태입니다");

    expect((await refuse({ memo: "   " })).json.message).toBe("메모를 입력해주세요");
    expect((await refuse({ memo: "가".repeat(2001) })).json.message).toBe("메모는 2000자 이내로 입력해주세요");
    for (const assigneeId of [999_999, partner.id, 0, -1, "1", 1.5, true]) {
      expect((await refuse({ assigneeId })).json.fieldErrors, String(assigneeId)).toEqual({
        assigneeId: "담당자를 다시 선택해주세요",
      });
    }
    for (const followUpAt of [
      "내일 오전",
      "2026-02-30T10:00",
      "2026-12-01",
      "2026-12-01T25:00",
      "1999-12-31T10:00",
      "2026-12-01T10:00+0900",
      1_764_000_000_000,
      "",
    ]) {
      expect((await refuse({ followUpAt })).json.fieldErrors, String(followUpAt)).toEqual({
        followUpAt: "콜백 예약 일시를 다시 선택해주세요",
      });
    }
    for (const empty of [{}, { status: undefined }, { name: "새 이름" }, { id: 1, createdAt: "2020-01-01" }]) {
      expect((await refuse(empty)).json.message).toBe("변경할 내용이 없습니다");
    }
    expect((await refuse([{ status: "closed" }])).status).toBe(400);
    // A memo of exactly 2000 characters is fine.
    expect((await patch(app, admin, lead.id, { memo: "가".repeat(2000) })).status).toBe(200);
  });

  it("refuses every broken body with a Korean 4xx and changes nothing", async () => {
    const lead = await insertInquiry(app);
    const endpoint = (field: string, value: unknown, breaker: fc.Arbitrary<unknown>): BodyEndpoint => ({
      method: "PATCH",
      path: `/api/inquiries/${lead.id}`,
      account: () => admin,
      valid: () => ({ [field]: value }),
      breakers: { [field]: breaker },
    });
    const noNull = wrongType.filter((v) => v !== null);
    // An id in use might name an admin; these never do.
    const noAdminId = noNull.filter((v) => !(typeof v === "number" && Number.isInteger(v) && v > 0 && v < 100_000));
    await refusesEveryBrokenBody(
      () => app,
      endpoint("status", "closed", notOneOf(["new", "consulting", "contracted", "on_hold", "closed"])),
      30,
    );
    await refusesEveryBrokenBody(() => app, endpoint("memo", "메모", brokenText(2000)), 20);
    await refusesEveryBrokenBody(
      () => app,
      endpoint("assigneeId", admin.id, fc.oneof(fc.constant(ABSENT), noAdminId, fc.integer({ min: 100_000 }))),
      20,
    );
    await refusesEveryBrokenBody(
      () => app,
      endpoint("followUpAt", "2026-12-01T10:00", fc.oneof(fc.constant(ABSENT), noNull)),
      20,
    );
  });

  it("answers 404 in Korean for an id that names no lead, changing nothing", async () => {
    await refusesForeignIds(
      () => app,
      {
        method: "PATCH",
        path: (id) => `/api/inquiries/${id}`,
        account: () => admin,
        body: () => ({ status: "closed" }),
      },
      20,
    );
  });

  it("lets only admins change a lead, from the site's own origin", async () => {
    const lead = await insertInquiry(app);
    const attempt = (account: TestAccount | null, headers: Record<string, string> = {}) => ({
      method: "PATCH",
      path: `/api/inquiries/${lead.id}`,
      account,
      headers: { "Content-Type": "application/json", ...headers },
      body: JSON.stringify({ status: "closed", memo: "권한 확인" }),
    });
    expect((await expectRefusedUnchanged(app, attempt(null))).status).toBe(401);
    expect((await expectRefusedUnchanged(app, attempt(partner))).status).toBe(403);
    expect((await expectRefusedUnchanged(app, attempt(disabledAdmin))).status).toBe(401);
    expect((await expectRefusedUnchanged(app, attempt(admin, { Origin: "https://evil.example" }))).status).toBe(403);
    expect((await expectRefusedUnchanged(app, attempt(admin, { "Sec-Fetch-Site": "cross-site" }))).status).toBe(403);
    const ok = await patch(
      app,
      admin,
      lead.id,
      { status: "closed" },
      { Origin: app.url, "Sec-Fetch-Site": "same-origin" },
    );
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("closed");
  });

  it("keeps history consistent when two admins change one lead at once", async () => {
    const lead = await insertInquiry(app);
    const results = await Promise.all([
      patch(app, admin, lead.id, { status: "consulting" }),
      patch(app, owner, lead.id, { status: "on_hold" }),
    ]);
    expect(results.map((r) => r.status)).toEqual([200, 200]);
    const events = await eventsOf(lead.id);
    expect(events).toHaveLength(2);
    expect(events[0]!.fromValue).toBe("new");
    expect(events[1]!.fromValue).toBe(events[0]!.toValue);
    expect((await rowOf(lead.id)).status).toBe(events[1]!.toValue);
  });

  it("shows every change on the very next read of the kept first pages, status counts included", async () => {
    const list = (query = "") => getJson<LeadList>(app, admin, `/api/inquiries${query}`);
    const lead = await insertInquiry(app, { name: "캐시확인", createdAt: new Date(Date.now() + HOUR) });
    const before = await list();
    const beforeNew = await list("?status=new");
    const beforeMine = await list("?assignee=me");
    expect(before.inquiries[0]).toMatchObject({
      id: lead.id,
      status: "new",
      memo: null,
      assigneeId: null,
      followUpAt: null,
    });
    expect(beforeNew.inquiries[0]?.id).toBe(lead.id);

    await patch(app, admin, lead.id, { status: "consulting" });
    const afterStatus = await list();
    expect(afterStatus.inquiries[0]?.status).toBe("consulting");
    expect(afterStatus.counts.new).toBe(before.counts.new - 1);
    expect(afterStatus.counts.consulting).toBe(before.counts.consulting + 1);
    expect((await list("?status=new")).inquiries.map((i) => i.id)).not.toContain(lead.id);
    expect((await list("?status=new")).total).toBe(beforeNew.total - 1);

    await patch(app, admin, lead.id, { memo: "방금 남긴 메모" });
    expect((await list()).inquiries[0]?.memo).toBe("방금 남긴 메모");
    await patch(app, admin, lead.id, { assigneeId: admin.id });
    expect((await list()).inquiries[0]?.assigneeName).toBe("관리자");
    expect((await list("?assignee=me")).total).toBe(beforeMine.total + 1);
    await patch(app, admin, lead.id, { followUpAt: new Date(Date.now() - HOUR).toISOString() });
    expect((await list()).inquiries[0]?.followUpAt).not.toBeNull();
    expect((await list("?view=due")).inquiries.map((i) => i.id)).toContain(lead.id);
  });

  it("shows a lead another instance stored, within about a second, first pages and deep pages alike", async () => {
    const list = (query = "") => getJson<LeadList>(app, admin, `/api/inquiries${query}`);
    const first = await list();
    // Straight into the database, as another instance's write: this one is not told.
    const createdAt = new Date(Date.now() + 2 * HOUR);
    const [row] = await app.ctx.db
      .insert(inquiries)
      .values({ name: "다른서버", contact: "01055554444", region: "", vehicle: "K5", createdAt })
      .returning({ id: inquiries.id });
    const seen = Date.now();
    await expect.poll(async () => (await list()).inquiries[0]?.id, { timeout: 5000, interval: 50 }).toBe(row!.id);
    expect(Date.now() - seen).toBeLessThan(2500);
    const after = await list();
    expect(after.total).toBe(first.total + 1);
    expect(after.counts.new).toBe(first.counts.new + 1);
    expect((await list("?page=6&pageSize=1")).total).toBe(first.total + 1);
  });
});

describe("GET /api/admin-users", () => {
  const app = useTestApp();

  it("lists the enabled admin accounts by name for the owner select, to admins only", async () => {
    const first = await createAccount(app, "admin", "first-admin");
    const second = await createAccount(app, "admin", "second-admin");
    const named = await createAccount(app, "admin", "named-admin");
    const gone = await createAccount(app, "admin", "gone-admin");
    const partner = await createAccount(app, "partner");
    await app.ctx.db.update(users).set({ displayName: "가나다" }).where(eq(users.id, named.id));
    await app.ctx.db.update(users).set({ disabled: true }).where(eq(users.id, gone.id));
    const body = await getJson<{ id: number; name: string }[]>(app, first, "/api/admin-users");
    // Two accounts both called 관리자 are told apart by their login ids.
    expect(body).toEqual([
      { id: named.id, name: "가나다" },
      { id: first.id, name: "관리자 (first-admin)" },
      { id: second.id, name: "관리자 (second-admin)" },
    ]);
    await getJson(app, null, "/api/admin-users", 401);
    await getJson(app, partner, "/api/admin-users", 403);
  });
});

describe("GET /api/inquiries/download lead columns", () => {
  const app = useTestApp();
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    await app.ctx.db.update(users).set({ displayName: "김담당" }).where(eq(users.id, admin.id));
  });

  const download = async () => {
    const res = await app.fetch("/api/inquiries/download", as(admin, "GET"));
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ExcelJS.Buffer);
    return workbook.worksheets[0]!;
  };

  it("adds status, owner, plan, source, campaign, landing page, referrer, memo and call-back, with real date cells", async () => {
    await insertInquiry(app, {
      name: "엑셀고객",
      createdAt: new Date("2026-11-20T15:05:00Z"),
      status: "consulting",
      assigneeId: admin.id,
      source: "quote",
      plan: { period: "36개월", deposit: "무보증", monthly: "월 57만 3천원", totalKm: "2만km", instalment: "50:50" },
      attribution: {
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "=봄맞이",
        landingPath: "/vehicles/k5?utm_source=google",
        referrerHost: "m.search.naver.com",
      },
      memo: '=HYPERLINK("http://evil") 재연락',
      followUpAt: new Date("2026-11-21T01:30:00Z"),
    });
    await insertInquiry(app, { name: "빈칸고객", createdAt: new Date("2026-11-19T00:00:00Z") });
    const sheet = await download();
    const rows = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as ExcelJS.CellValue[]).slice(1));
    expect(rows[0]).toEqual([
      "이름",
      "연락처",
      "연령",
      "희망 차량",
      "신청일시",
      "상태",
      "담당자",
      "요금제",
      "유입",
      "캠페인",
      "랜딩 페이지",
      "참조 사이트",
      "최근 메모",
      "콜백 예약",
      "상담 희망 시간",
      "고객 유형",
      "함께 본 차량",
      "견적서",
    ]);
    expect(rows[1]).toEqual([
      "엑셀고객",
      "010-1234-5678",
      "만 26세 이상",
      "아반떼",
      // 2026-11-20T15:05Z is 11-21 00:05 in Seoul: the cell shows Seoul's clock.
      new Date("2026-11-21T00:05:00Z"),
      "상담중",
      "김담당",
      "36개월 · 무보증 · 월 57만 3천원 · 연 2만km · 보증금 분납 50:50",
      "견적 문의",
      "google / cpc / =봄맞이",
      "/vehicles/k5?utm_source=google",
      "m.search.naver.com",
      '\'=HYPERLINK("http://evil") 재연락',
      new Date("2026-11-21T10:30:00Z"),
    ]);
    // Empty lead fields are empty cells; the status and source still show.
    expect(rows[2]?.slice(4, 9)).toEqual([new Date("2026-11-19T09:00:00Z"), "신규", undefined, undefined, "빠른 상담"]);
    expect(rows[2]?.[13]).toBeUndefined();
    for (const cell of ["E2", "N2"]) expect(sheet.getCell(cell).numFmt, cell).toBe("yyyy-mm-dd hh:mm");
  });

  it("writes thousands of leads in order, none missed or repeated across read batches", async () => {
    // Leads sharing one arrival time to the microsecond, across the reader's batch boundaries.
    await app.ctx.db.execute(sql`
      insert into inquiries (name, contact, region, vehicle, created_at)
      select '대량' || i, '010' || lpad(i::text, 8, '0'), '', '쏘렌토', timestamptz '2026-01-01 00:00:00.123456+00' - (i / 3) * interval '1 microsecond'
      from generate_series(1, 4500) as i`);
    const sheet = await download();
    const names = sheet
      .getSheetValues()
      .filter(Boolean)
      .map((r) => (r as ExcelJS.CellValue[])[1])
      .slice(1) as string[];
    const bulk = names.filter((n) => n.startsWith("대량"));
    expect(bulk).toHaveLength(4500);
    expect(new Set(bulk).size).toBe(4500);
    // Same time: newest id first.
    expect(bulk.slice(0, 3)).toEqual(["대량2", "대량1", "대량5"]);
  });
});

describe("lead funnel and POST /api/quote-opens", () => {
  const app = useTestApp({ env: { TRUST_PROXY: "1" } });
  const now = new Date();
  const today = seoulDayKey(now);
  const dayAt = (daysAgo: number, hour = 12) => seoul(addDays(today, -daysAgo), Math.min(hour, 23));

  const openQuote = (body: unknown, ip = "203.0.113.7") =>
    app.fetch("/api/quote-opens", {
      method: "POST",
      headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
      body: JSON.stringify(body),
    });
  const quoteOpens = async () =>
    Number(
      (
        await app.ctx.db
          .select({ n: sql<number>`coalesce(sum(${dailyTallies.n}), 0)` })
          .from(dailyTallies)
          .where(eq(dailyTallies.metric, "quote_opens"))
      )[0]?.n,
    );

  it("counts a vehicle page's quote dialog in today's tally", async () => {
    for (const path of [
      "/vehicles/k5-2025",
      "/vehicle-info/%EC%8F%98%EB%A0%8C%ED%86%A0?tab=price",
      "/vehicles/카니발#price",
    ]) {
      const res = await openQuote({ path });
      expect(res.status, path).toBe(204);
    }
    expect(await quoteOpens()).toBe(3);
    const [row] = await app.ctx.db.select().from(dailyTallies).where(eq(dailyTallies.metric, "quote_opens"));
    expect(row).toMatchObject({ day: today, key: "" });
  });

  it("refuses what is not a vehicle page's path in Korean, counting nothing", async () => {
    for (const body of [
      {},
      { path: "/new-cars" },
      { path: "/vehicles/" },
      { path: "/vehicles/a/b" },
      { path: "vehicles/k5" },
      { path: 5 },
      { path: `/vehicles/${"a".repeat(600)}` },
      [],
    ]) {
      await expectRefusedUnchanged(app, {
        method: "POST",
        path: "/api/quote-opens",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    }
  });

  it("stops counting one client after 20 a minute, answering the same, while others still count", async () => {
    const before = await quoteOpens();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => openQuote({ path: "/vehicles/flood" }, "198.51.100.9")),
    );
    expect(answers.map((r) => r.status)).toEqual(Array(30).fill(204));
    const counted = (await quoteOpens()) - before;
    // Concurrent requests may each see the count just under the limit; sequential ones stop at exactly 20.
    expect(counted).toBeGreaterThanOrEqual(20);
    expect(counted).toBeLessThan(30);
    const flooded = await quoteOpens();
    for (let i = 0; i < 5; i++) expect((await openQuote({ path: "/vehicles/flood" }, "198.51.100.9")).status).toBe(204);
    expect(await quoteOpens()).toBe(flooded);
    expect((await openQuote({ path: "/vehicles/flood" }, "198.51.100.10")).status).toBe(204);
    expect(await quoteOpens()).toBe(flooded + 1);
  });

  it("adds up the last 30 Seoul days from visit to contract, by source and by campaign", async () => {
    await app.ctx.db.delete(dailyTallies).where(eq(dailyTallies.metric, "quote_opens"));
    const view = (path: string, visitor: string, daysAgo: number) => ({
      path,
      visitorHash: visitor,
      viewedAt: dayAt(daysAgo),
    });
    await app.ctx.db.insert(pageViews).values([
      view("/", "v1", 0),
      view("/vehicles/k5", "v1", 0),
      view("/vehicles/k5", "v2", 0),
      view("/vehicle-info/ray", "v2", 3),
      view("/new-cars", "v3", 29),
      view("/vehicles/k5", "v3", 29),
      // Outside the window.
      view("/vehicles/k5", "v4", 30),
    ]);
    for (let i = 0; i < 4; i++) expect((await openQuote({ path: "/vehicles/k5" }, `192.0.2.${i}`)).status).toBe(204);

    const lead = (
      daysAgo: number,
      source: "home" | "quote" | "quote-request",
      status: LeadStatus,
      utmCampaign?: string,
    ) =>
      insertInquiry(app, {
        createdAt: dayAt(daysAgo),
        source,
        status,
        attribution: utmCampaign ? { utmSource: "naver", utmCampaign } : null,
      });
    await lead(0, "home", "new");
    await lead(1, "home", "contracted", "봄맞이");
    await lead(2, "quote", "contracted", "봄맞이");
    await lead(3, "quote", "consulting", "봄맞이");
    await lead(29, "quote-request", "contracted");
    // Eleven more campaigns with one lead each: with 봄맞이 the top ten are full, so the last two by name drop out.
    for (const [i, name] of ["가", "나", "다", "라", "마", "바", "사", "아", "자", "차", "카"].entries())
      await lead(5 + i, "quote", "closed", `캠페인${name}`);
    // Outside the window.
    await lead(30, "home", "contracted", "봄맞이");

    const funnel = await leadFunnel(app.ctx, now);
    expect(funnel).toEqual({
      // Distinct visitors per day, added up: two today, one three days ago, one 29 days ago.
      visitors: 4,
      // Each of them viewed a vehicle page on that day.
      vehicleVisitors: 4,
      vehiclePageViews: 4,
      quoteOpens: 4,
      leads: 16,
      contracts: 3,
      // Leads come from every form, not only the quote dialog: more leads than dialogs opened have no rate.
      rates: { vehicleVisitors: 100, quoteOpens: 100, leads: null, contracts: 19 },
      bySource: [
        { source: "home", leads: 2, contracts: 1 },
        { source: "quote", leads: 13, contracts: 1 },
        { source: "quote-request", leads: 1, contracts: 1 },
      ],
      byCampaign: [
        { campaign: "봄맞이", leads: 3, contracts: 2 },
        ...["가", "나", "다", "라", "마", "바", "사", "아", "자"].map((name) => ({
          campaign: `캠페인${name}`,
          leads: 1,
          contracts: 0,
        })),
        { campaign: "(없음)", leads: 2, contracts: 1 },
      ],
    } satisfies LeadFunnel);
  });
});

describe("lead funnel rates", () => {
  const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });

  const view = async (userAgent: string, path: string) => {
    const res = await app.fetch("/api/page-view", jsonRequest("POST", { path }, { "User-Agent": userAgent }));
    expect(res.status, path).toBe(204);
  };
  const ratesOf = (funnel: LeadFunnel) => Object.values(funnel.rates);

  it("rates each step against the one before it, from the visitors who viewed a vehicle page", async () => {
    const admin = await createAccount(app, "admin");
    const [k5, ray, casper] = [
      await insertVehicle(app.ctx),
      await insertVehicle(app.ctx),
      await insertVehicle(app.ctx),
    ];
    // Four visitors (one per browser), two of whom read vehicle pages: five vehicle-page views between them.
    for (const path of ["/", `/vehicles/${k5!.slug}`, `/vehicles/${ray!.slug}`, `/vehicles/${casper!.slug}`])
      await view("funnel-reader", path);
    for (const path of ["/", `/vehicles/${k5!.slug}`, `/vehicle-info/${k5!.slug}`]) await view("funnel-comparer", path);
    for (const path of ["/", "/new-cars"]) await view("funnel-browser", path);
    await view("funnel-reviewer", "/reviews");
    const open = await app.fetch("/api/quote-opens", jsonRequest("POST", { path: `/vehicles/${k5!.slug}` }));
    expect(open.status).toBe(204);
    const leadIds: number[] = [];
    for (const [i, contact] of ["01040001001", "01040001002", "01040001003"].entries()) {
      const res = await app.fetch(
        "/api/inquiries",
        jsonRequest("POST", { name: `퍼널${i}`, contact, region: "만 26세 이상", vehicle: "K5" }),
      );
      expect(res.status).toBe(201);
      leadIds.push(((await res.json()) as { id: number }).id);
    }
    expect((await patch(app, admin, leadIds[0]!, { status: "contracted" })).status).toBe(200);

    const funnel = await leadFunnel(app.ctx);
    expect(funnel).toMatchObject({
      visitors: 4,
      vehicleVisitors: 2,
      // Views outnumber visitors: as a rate of visitors they read 125%, which is why the step counts people.
      vehiclePageViews: 5,
      quoteOpens: 1,
      leads: 3,
      contracts: 1,
      rates: { vehicleVisitors: 50, quoteOpens: 50, leads: null, contracts: 33 },
    });
    for (const rate of ratesOf(funnel))
      if (rate !== null) expect(rate).toSatisfy((r: number) => Number.isInteger(r) && r >= 0 && r <= 100);

    // A visitor stops counting as a vehicle-page visitor only with the last of its vehicle-page views of the day.
    await app.ctx.db.delete(pageViews).where(eq(pageViews.path, `/vehicles/${k5!.slug}`));
    expect(await leadFunnel(app.ctx)).toMatchObject({ visitors: 4, vehicleVisitors: 2, vehiclePageViews: 3 });
    await app.ctx.db.delete(pageViews).where(sql`${pageViews.path} like '/vehicle-info/%'`);
    expect(await leadFunnel(app.ctx)).toMatchObject({
      visitors: 4,
      vehicleVisitors: 1,
      vehiclePageViews: 2,
      rates: { vehicleVisitors: 25, quoteOpens: 100 },
    });
  });
});
