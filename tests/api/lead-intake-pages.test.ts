import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { QUOTE_AGE_OPTIONS } from "#domain/inquiry-text";
import { MIN_FILL_MS } from "#domain/lead-intake";
import { heldLeads, inquiries } from "#server/db/schema";
import { createAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { useTestApp } from "../support/use-test-app";

/**
 * The lead forms without JavaScript carry the bot checks too: the server-rendered page holds the hidden honeypot and
 * the time the form was rendered, and the route actions hold what trips them as 스팸 의심, answering as if it went
 * through (tests/api/lead-intake.test.ts has the API's side).
 */

const app = useTestApp({ pages: true, env: { TRUST_PROXY: "1" } });
let slug: string;
beforeAll(async () => {
  slug = (
    await insertVehicle(app.ctx, {
      name: "보류확인 쏘렌토",
      priceInfo: [{ deposit: "무보증", period: "60개월", monthly: "58만 2천원", totalKm: "2만km" }],
    })
  ).slug;
});

let addresses = 0;
const form = (fields: Record<string, string>) => {
  addresses++;
  return {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": `203.0.113.${addresses}` },
    body: new URLSearchParams(fields).toString(),
  } as RequestInit;
};
/** The hidden field people never reach (out of the tab order), its attributes in any order. */
const HONEYPOT = /<input(?=[^>]*\sname="website")(?=[^>]*\stabindex="-1")[^>]*>/i;
/** The form tag with `data-testid` and everything up to its end. */
const formIn = (html: string, testId: string) => {
  const start = html.search(new RegExp(`<form[^>]*data-testid="${testId}"`));
  return start < 0 ? "" : html.slice(start, html.indexOf("</form>", start));
};
const renderedAt = (formHtml: string) => Number(/name="formStartedAt" value="(\d+)"/.exec(formHtml)?.[1] ?? Number.NaN);
const byName = (name: string) =>
  Promise.all([
    app.ctx.db.select().from(inquiries).where(eq(inquiries.name, name)),
    app.ctx.db.select().from(heldLeads).where(eq(heldLeads.name, name)),
  ]);

describe("the home page's 빠른 상담 신청 without JavaScript", () => {
  const fields = (name: string, extra: Record<string, string> = {}) => ({
    name,
    contact: "010-2468-1357",
    vehicle: "카니발",
    region: "만 26세 이상",
    agreed: "on",
    website: "",
    ...extra,
  });

  it("renders the hidden honeypot, and the time the form was rendered where the page is not kept", async () => {
    const before = Date.now();
    // The kept page is one render for every visitor: its time would say nothing of theirs, and no time is written.
    const kept = formIn(await (await app.fetch("/")).text(), "quick-consult-form");
    expect(kept).toMatch(HONEYPOT);
    expect(kept).not.toContain('name="formStartedAt"');
    const admin = await createAccount(app, "admin");
    const rendered = formIn(
      await (await app.fetch("/", { headers: { Cookie: admin.cookie } })).text(),
      "quick-consult-form",
    );
    expect(rendered).toMatch(HONEYPOT);
    expect(renderedAt(rendered)).toBeGreaterThanOrEqual(before - 60_000);
    expect(renderedAt(rendered)).toBeLessThanOrEqual(Date.now());
  });

  it("holds a post sent right after the form was rendered, or with the honeypot filled, answering it as sent", async () => {
    for (const [name, extra, reason] of [
      ["무자바빠름", { formStartedAt: String(Date.now()) }, "too_fast"],
      ["무자바봇", { website: "http://spam.example" }, "honeypot"],
    ] as const) {
      const res = await app.fetch("/?index", form(fields(name, extra)));
      expect(res.status, name).toBe(303);
      expect(res.headers.get("location"), name).toMatch(/^\/\?inquiry=sent/);
      const [leads, held] = await byName(name);
      expect(leads, name).toEqual([]);
      expect(held, name).toMatchObject([{ reason, source: "home" }]);
    }
  });

  it("stores a post whose form was rendered long enough ago", async () => {
    const res = await app.fetch(
      "/?index",
      form(fields("무자바사람", { formStartedAt: String(Date.now() - MIN_FILL_MS - 5_000) })),
    );
    expect(res.status).toBe(303);
    const [leads, held] = await byName("무자바사람");
    expect(leads).toHaveLength(1);
    expect(held).toEqual([]);
  });
});

describe("the vehicle page's 견적 문의 without JavaScript", () => {
  const fields = (name: string, extra: Record<string, string> = {}) => ({
    name,
    contact: "010-1357-2468",
    region: QUOTE_AGE_OPTIONS[0] ?? "",
    plan: "0",
    agreed: "on",
    website: "",
    ...extra,
  });

  it("renders the hidden honeypot, and the time the form was rendered where the page is not kept", async () => {
    const kept = formIn(await (await app.fetch(`/vehicles/${slug}`)).text(), "quote-page-form");
    expect(kept).toMatch(HONEYPOT);
    expect(kept).not.toContain('name="formStartedAt"');
    const admin = await createAccount(app, "admin");
    const html = await (await app.fetch(`/vehicles/${slug}`, { headers: { Cookie: admin.cookie } })).text();
    const quote = formIn(html, "quote-page-form");
    expect(quote).toMatch(HONEYPOT);
    expect(renderedAt(quote)).toBeLessThanOrEqual(Date.now());
  });

  it("holds a post that trips either check and stores one that does not, answering each as sent", async () => {
    for (const [name, extra, reason] of [
      ["견적빠름", { formStartedAt: String(Date.now()) }, "too_fast"],
      ["견적봇", { website: "spam" }, "honeypot"],
      ["견적사람", { formStartedAt: String(Date.now() - MIN_FILL_MS - 5_000) }, null],
    ] as const) {
      const res = await app.fetch(`/vehicles/${slug}`, form(fields(name, extra)));
      expect(res.status, name).toBe(303);
      expect(res.headers.get("location"), name).toMatch(new RegExp(`^/vehicles/${slug}\\?quote=sent`));
      const [leads, held] = await byName(name);
      if (reason) {
        expect(leads, name).toEqual([]);
        expect(held, name).toMatchObject([{ reason, source: "quote", vehicleSlug: slug }]);
      } else {
        expect(leads, name).toMatchObject([{ source: "quote", vehicleSlug: slug }]);
        expect(held, name).toEqual([]);
      }
    }
  });
});
