import { beforeAll, describe, expect, it } from "vitest";
import { type BusinessHours, callBackNotice, parseBusinessHours, spokenDate } from "#domain/business-hours";
import { SITE_SETTINGS_SAVED } from "#domain/site-settings";
import { getSiteSettings } from "#server/services/site/site-settings";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { useTestApp } from "../support/use-test-app";

const DAY_MS = 24 * 3600_000;

/** The Seoul weekday (0 = 월) and date `days` from now. */
function seoulDay(days: number): { weekday: number; date: string } {
  const local = new Date(Date.now() + 9 * 3600_000 + days * DAY_MS);
  return { weekday: (local.getUTCDay() + 6) % 7, date: local.toISOString().slice(0, 10) };
}

/**
 * Hours closed now whatever the server's clock says: one weekday only, three days ahead, 10:00-11:00. The server's
 * clock cannot be set, so the notice is pinned by the hours instead: it must name that day.
 */
function farDayOnly(): { input: unknown; hours: BusinessHours; date: string } {
  const { weekday, date } = seoulDay(3);
  const days = [0, 1, 2, 3, 4, 5, 6].map((i) =>
    i === weekday ? { open: "10:00", close: "11:00" } : { closed: true, open: "", close: "" },
  );
  const hours = { days: days.map((d) => (d.closed ? null : { open: d.open, close: d.close })), holidays: [] };
  return { input: { days, holidays: [] }, hours, date };
}

const inquiry = { name: "시간설정", contact: "010-2468-1357", region: "만 26세 이상", vehicle: "레이", fillMs: 12_000 };

describe("상담 시간 in 사이트 설정", () => {
  const app = useTestApp({ pages: true });
  let admin: TestAccount;
  let partner: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    partner = await createAccount(app, "partner");
  });
  const patch = (account: TestAccount | null, body: unknown) =>
    app.fetch("/api/site-settings", as(account, "PATCH", body));
  const stored = async () => (await getSiteSettings(app.ctx)).businessHours;

  it("is for admins only: 401 without a session, 403 for a partner, and nothing is saved", async () => {
    const { input } = farDayOnly();
    expect((await patch(null, { businessHours: input })).status).toBe(401);
    expect((await patch(partner, { businessHours: input })).status).toBe(403);
    expect(await stored()).toBe("");
  });

  it("refuses hours that do not hold with a Korean 400, and saves nothing", async () => {
    const week = (day: unknown) => [0, 1, 2, 3, 4, 5, 6].map(() => day);
    for (const [businessHours, message] of [
      [{ days: week({ open: "19:00", close: "09:00" }) }, "월요일 종료 시간은 시작 시간보다 늦어야 합니다"],
      [{ days: week({ open: "09:00", close: "19:00" }), holidays: "2026-13-01" }, "2026-13-01: 날짜가 아닙니다"],
      [{ days: week(null) }, "상담하는 요일을 하루 이상 정해주세요"],
      [{ days: week({ open: "09:00", close: "19:00" }).slice(0, 5) }, "요일 7개"],
      ["not json", "상담 시간의 형식이 올바르지 않습니다"],
    ] as const) {
      const res = await patch(admin, { businessHours, phone: "1644-1234" });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toContain(message);
    }
    expect(await stored()).toBe("");
    expect((await getSiteSettings(app.ctx)).phone).toBe("1588-0000");
  });

  it("once saved, decides the notice of POST /api/inquiries and the no-JS form's redirect", async () => {
    const { input, hours, date } = farDayOnly();
    const res = await patch(admin, { businessHours: input });
    expect(res.status).toBe(200);
    expect(parseBusinessHours(await stored())).toEqual(hours);

    const before = new Date();
    const answer = await app.fetch("/api/inquiries", as(null, "POST", inquiry));
    expect(answer.status).toBe(201);
    const { notice } = (await answer.json()) as { notice: string | null };
    // Three days ahead is never 오늘 or 내일: the date is named, at the hour set.
    expect(notice).toBe(`지금은 상담 시간이 아니어서 ${spokenDate(date)} 오전 10시 이후에 순서대로 연락드리겠습니다.`);
    expect([callBackNotice(before, hours), callBackNotice(new Date(), hours)]).toContain(notice);

    const posted = await app.fetch("/?index", {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({
        name: "시간설정폼",
        contact: "010-2468-1358",
        region: inquiry.region,
        vehicle: inquiry.vehicle,
        agreed: "on",
      }),
    });
    expect(posted.status).toBe(303);
    const location = posted.headers.get("location") ?? "";
    expect(location).toBe(`/?inquiry=sent&callback=${date}T10:00`);
    const kept = await (await app.fetch(location)).text();
    expect(kept).toContain(`${spokenDate(date)} 오전 10시 이후에 순서대로 연락드리겠습니다.`);
  });

  it("is edited on the settings page without JavaScript, with Korean messages beside the rows", async () => {
    const current = parseBusinessHours(await stored());
    const fields = (close: string) => {
      const form = new URLSearchParams();
      for (let i = 0; i < 7; i++) {
        if (i === 6) form.set(`hours-${i}-closed`, "on");
        form.set(`hours-${i}-open`, "09:00");
        form.set(`hours-${i}-close`, i === 0 ? close : "19:00");
      }
      form.set("holidays", "2026-12-25\n2027-01-01");
      return form;
    };
    const post = (form: URLSearchParams) =>
      app.fetch("/admin/settings", {
        method: "POST",
        redirect: "manual",
        body: form,
        headers: { Cookie: admin.cookie, "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
      });

    const refused = await post(fields("08:00"));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain("월요일 종료 시간은 시작 시간보다 늦어야 합니다");
    expect(html).toContain("2027-01-01");
    expect(parseBusinessHours(await stored())).toEqual(current);

    const saved = await post(fields("19:00"));
    expect(saved.status).toBe(303);
    expect(await (await app.fetch("/admin/settings?saved=1", { headers: { Cookie: admin.cookie } })).text()).toContain(
      SITE_SETTINGS_SAVED,
    );
    expect(parseBusinessHours(await stored())).toEqual({
      days: [...[0, 1, 2, 3, 4, 5].map(() => ({ open: "09:00", close: "19:00" })), null],
      holidays: ["2026-12-25", "2027-01-01"],
    });
    // The free-text 운영시간 is the broker's own and stays as it was.
    expect((await getSiteSettings(app.ctx)).hours).toBe(app.ctx.config.site.hours);
  });
});
