import { randomBytes } from "node:crypto";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { SITE_PHONE_INVALID } from "#domain/site-config";
import { SITE_SETTINGS_SAVED } from "#domain/site-settings";
import { ensureAdmin } from "#server/auth/accounts";
import { auditLog, siteSettings } from "#server/db/schema";
import { getSiteSettings } from "#server/services/site/site-settings";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertDemoCatalogue } from "../support/demo-catalogue";
import { scanHtml } from "../support/html-scan";
import type { TestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

interface SettingsAnswer {
  settings: Record<string, string>;
  placeholders: string[];
  checklist: { id: string; label: string; ok: boolean; detail: string }[];
}

/** A broker's real details, as they would type them (a number without hyphens, a link without its scheme). */
const REAL = {
  name: "바른렌트",
  tagline: "직장인 장기렌트 전문",
  company: "(주)바른렌트",
  owner: "김대표",
  businessNumber: "2148612341",
  mailOrderNumber: "제2025-서울강남-01234호",
  address: "서울특별시 강남구 테헤란로 123, 4층",
  phone: "16441234",
  hours: "평일 09:00-18:00",
  email: "help@bareun-rent.kr",
  messengerUrl: "pf.kakao.com/_bareun",
  messengerId: "@바른렌트",
  videoUrl: "https://www.youtube.com/@bareunrent",
  photoUrl: "",
  cafeUrl: "https://cafe.naver.com/bareunrent",
  hostingProvider: "네이버클라우드",
};

/** The same, as the site stores and shows them. */
const SHOWN = {
  ...REAL,
  businessNumber: "214-86-12341",
  phone: "1644-1234",
  messengerUrl: "https://pf.kakao.com/_bareun",
};

/** The stand-in channel links of a fresh install: none may be a link on the site. */
const PLACEHOLDER_LINKS = [
  "https://pf.kakao.com/",
  "https://www.youtube.com/",
  "https://www.instagram.com/",
  "https://cafe.naver.com/",
];

const settingsCall = (app: TestApp, account: TestAccount | null, method: "GET" | "PATCH", body?: unknown) =>
  app.fetch("/api/site-settings", as(account, method, body));

async function readSettings(app: TestApp, admin: TestAccount): Promise<SettingsAnswer> {
  const res = await settingsCall(app, admin, "GET");
  expect(res.status).toBe(200);
  return (await res.json()) as SettingsAnswer;
}

async function save(app: TestApp, admin: TestAccount, body: unknown) {
  const res = await settingsCall(app, admin, "PATCH", body);
  expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  return (await res.json()) as { success: boolean; message: string } & Omit<SettingsAnswer, "checklist">;
}

/** Another instance's save: the rows and the data version moved in one commit, and this instance not told. */
async function saveElsewhere(app: TestApp, values: Record<string, string>) {
  await app.ctx.db.transaction(async (tx) => {
    for (const [key, value] of Object.entries(values))
      await tx
        .insert(siteSettings)
        .values({ key, value })
        .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
    await tx.execute(
      sql`insert into data_version (id, version) values (1, 1) on conflict (id) do update set version = data_version.version + 1`,
    );
  });
}

const dataVersion = async (app: TestApp) =>
  ((await (await app.fetch("/api/data-version")).json()) as { version: number }).version;

/** The demo seed's admin, with its password kept in DATA_DIR as the seed keeps it. */
async function demoAdminInUse(app: TestApp): Promise<TestAccount> {
  const account = await createAccount(app, "admin", `demo-${randomBytes(4).toString("hex")}`);
  writeFileSync(
    path.join(app.ctx.config.dataDir, "demo-admin.json"),
    JSON.stringify({ username: account.username, password: account.password }),
    { mode: 0o600 },
  );
  return account;
}

const checks = (answer: SettingsAnswer) => Object.fromEntries(answer.checklist.map((c) => [c.id, c.ok]));

describe("사이트 설정 API", () => {
  // An install that wrote its business line the old way, in one SITE_COMPANY, and set nothing else.
  const app = useTestApp({
    env: { SITE_COMPANY: "(주)옛렌트 | 대표 이옛날 | 사업자등록번호 123-45-67891 | 부산광역시 해운대구 센텀로 1" },
  });
  let admin: TestAccount;
  let partner: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    partner = await createAccount(app, "partner");
  });

  it("starts from the SITE_* values and names every stand-in still among them", async () => {
    const { settings, placeholders } = await readSettings(app, admin);
    expect(settings).toMatchObject({
      company: "(주)옛렌트",
      owner: "이옛날",
      businessNumber: "123-45-67891",
      address: "부산광역시 해운대구 센텀로 1",
      phone: "1588-0000",
      messengerUrl: "https://pf.kakao.com/",
    });
    // The e-mail was never set: the site's own stand-in, another business's address.
    // Nor were the site's name and tagline: the project's own.
    expect(placeholders).toEqual([
      "name",
      "tagline",
      "phone",
      "email",
      "messengerUrl",
      "videoUrl",
      "photoUrl",
      "cafeUrl",
    ]);
  });

  it("is for admins only: 401 without a session, 403 for a partner, in Korean, and nothing changes", async () => {
    const before = await readSettings(app, admin);
    for (const method of ["GET", "PATCH"] as const) {
      for (const [account, status] of [
        [null, 401],
        [partner, 403],
      ] as const) {
        const res = await settingsCall(app, account, method, method === "PATCH" ? { phone: "1644-9999" } : undefined);
        expect(res.status, `${method} as ${account ? "partner" : "anonymous"}`).toBe(status);
        const body = (await res.json()) as { message: string; settings?: unknown };
        expect(body.message).toMatch(/[가-힣]/);
        expect(body.settings).toBeUndefined();
      }
    }
    expect(await readSettings(app, admin)).toEqual(before);
    expect(await app.ctx.db.select().from(siteSettings)).toEqual([]);
  });

  it("refuses bad input field by field with Korean messages, and saves none of what came with it", async () => {
    const before = await readSettings(app, admin);
    const version = await dataVersion(app);
    const res = await settingsCall(app, admin, "PATCH", {
      company: "   ",
      owner: "새대표",
      businessNumber: "123-45",
      phone: "12",
      email: "help@",
      hours: 9,
      messengerUrl: "javascript:alert(1)",
      videoUrl: "https://",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { message: string; fieldErrors: Record<string, string> };
    expect(body.message).toMatch(/[가-힣]/);
    expect(Object.keys(body.fieldErrors).sort()).toEqual(
      ["businessNumber", "company", "email", "hours", "messengerUrl", "phone", "videoUrl"].sort(),
    );
    for (const message of Object.values(body.fieldErrors)) expect(message).toMatch(/[가-힣]/);
    expect(body.fieldErrors.phone).toBe(SITE_PHONE_INVALID);
    expect(body.fieldErrors.company).toBe("상호를 입력해주세요");
    // The valid 대표자 sent with them is not saved either.
    expect(await readSettings(app, admin)).toEqual(before);
    expect(await dataVersion(app)).toBe(version);
    expect(await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"))).toEqual([]);
    // Not an object at all.
    expect((await settingsCall(app, admin, "PATCH", ["phone"])).status).toBe(400);
  });

  it("saves what the admin typed, written the site's way, moves the data version and audits the fields only", async () => {
    const version = await dataVersion(app);
    const answer = await save(app, admin, REAL);
    expect(answer.message).toBe(SITE_SETTINGS_SAVED);
    expect(answer.settings).toMatchObject(SHOWN);
    expect(answer.placeholders).toEqual([]);
    expect((await readSettings(app, admin)).settings).toMatchObject(SHOWN);
    expect((await getSiteSettings(app.ctx)).phone).toBe("1644-1234");
    expect(await dataVersion(app)).toBeGreaterThan(version);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "site_settings"));
    expect(audit?.actorUserId).toBe(admin.id);
    expect(String(audit?.detail?.fields).split(",")).toContain("phone");
    expect(JSON.stringify(audit?.detail)).not.toContain("김대표");

    // A field left out stays as it is; an empty channel is no channel, not a stand-in.
    const partial = await save(app, admin, { hours: "연중무휴 24시간", cafeUrl: "" });
    expect(partial.settings).toMatchObject({ ...SHOWN, hours: "연중무휴 24시간", cafeUrl: "" });
    expect(partial.placeholders).toEqual([]);
  });

  it("reaches an instance through the data version when another instance saves", async () => {
    await getSiteSettings(app.ctx);
    await saveElsewhere(app, { phone: "1661-5678", owner: "박대표" });
    await expect
      .poll(async () => {
        const site = await getSiteSettings(app.ctx);
        return [site.phone, site.owner];
      })
      .toEqual(["1661-5678", "박대표"]);
  });
});

describe("설정 점검", () => {
  describe("on a fresh install", () => {
    const app = useTestApp({ env: { SEED_DEMO: "true" } });
    let demo: TestAccount;
    beforeAll(async () => {
      demo = await demoAdminInUse(app);
      // What the first start seeds: the demo listings, reviews and posts, public.
      await insertDemoCatalogue(app.ctx);
    });

    it("lists every item still open, each saying what to do in Korean", async () => {
      const answer = await readSettings(app, demo);
      expect(checks(answer)).toEqual({
        business: false,
        alerts: false,
        publicUrl: false,
        demoData: false,
        adminPassword: false,
      });
      for (const check of answer.checklist) expect(check.detail).toMatch(/[가-힣]/);
      const business = answer.checklist.find((c) => c.id === "business");
      expect(business?.detail).toContain("전화(1588-0000)");
      expect(business?.detail).toContain("대표자(홍길동)");
      expect(business?.detail).toContain("사업자등록번호(000-00-00000)");
    });

    it("counts the admin password as real once it is not the demo seed's any more", async () => {
      // As `npm run admin:create` resets it.
      await ensureAdmin(app.ctx, demo.username, `Qz${randomBytes(8).toString("hex")}!`);
      expect(checks(await readSettings(app, demo)).adminPassword).toBe(true);
    });
  });

  describe("on an install with everything set", () => {
    const app = useTestApp({
      env: {
        PUBLIC_URL: "http://rent.example.kr",
        NOTIFY_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/sekret-token",
        SEED_DEMO: "false",
      },
    });
    let admin: TestAccount;
    beforeAll(async () => {
      admin = await createAccount(app, "admin");
    });

    it("leaves only the business details open until they are saved, then nothing", async () => {
      expect(checks(await readSettings(app, admin))).toEqual({
        business: false,
        alerts: true,
        publicUrl: true,
        demoData: true,
        adminPassword: true,
      });
      await save(app, admin, REAL);
      expect((await readSettings(app, admin)).checklist.every((check) => check.ok)).toBe(true);
    });
  });
});

// The pages below are rendered by the built site (`npm run build` first). PUBLIC_URL is plain http in them, so
// the test accounts' `sid` cookie is the one in force (on https it is `__Host-sid`).

/** The `href` of every link in the page as a browser parses it. */
const linksOf = (html: string) =>
  scanHtml(html)
    .elements.filter((e) => e.tag === "a")
    .map((e) => e.attrs.href ?? "");

/** The text of the footer's business line. */
function businessLine(html: string): string {
  const match = /data-testid="business-info"[^>]*>([\s\S]*?)<\/p>/.exec(html);
  return scanHtml(`<p>${match?.[1] ?? ""}</p>`).text;
}

describe("pages after a save", () => {
  const app = useTestApp({ pages: true, env: { NODE_ENV: "production" } });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });
  const home = async () => {
    const res = await app.fetch("/");
    expect(res.status).toBe(200);
    return res.text();
  };

  it("shows the new footer and 전화 상담 number on the kept home page at once, and another instance's save within a poll", async () => {
    const before = await home();
    expect(linksOf(before)).toContain("tel:15880000");
    expect(businessLine(before)).toContain("대표 홍길동");
    // Kept: the same bytes again until something changes.
    expect(await home()).toBe(before);

    await save(app, admin, REAL);
    const after = await home();
    expect(linksOf(after)).toContain("tel:16441234");
    expect(linksOf(after)).not.toContain("tel:15880000");
    expect(after).toContain("1644-1234");
    const line = businessLine(after);
    for (const part of [
      "(주)바른렌트",
      "대표 김대표",
      "사업자등록번호 214-86-12341",
      "통신판매업 신고번호 제2025-서울강남-01234호",
    ])
      expect(line).toContain(part);
    expect(line).toContain(REAL.address);

    await saveElsewhere(app, { phone: "1661-5678" });
    await expect.poll(async () => linksOf(await home())).toContain("tel:16615678");
  });
});

describe("channel links", () => {
  const app = useTestApp({ pages: true });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });

  it("renders no link to a platform's front page, and the business's own channels once set", async () => {
    const fresh = await (await app.fetch("/")).text();
    // The phone is there to show a link could be: the stand-in channels are not.
    expect(linksOf(fresh)).toContain("tel:15880000");
    for (const link of PLACEHOLDER_LINKS) expect(linksOf(fresh), link).not.toContain(link);
    expect(fresh).not.toContain('aria-label="카카오톡 상담"');
    expect(fresh).not.toContain('data-testid="video-strip"');

    await save(app, admin, REAL);
    const set = await (await app.fetch("/")).text();
    expect(linksOf(set)).toContain("https://pf.kakao.com/_bareun");
    expect(linksOf(set)).toContain("https://www.youtube.com/@bareunrent");
    expect(linksOf(set)).toContain("https://cafe.naver.com/bareunrent");
    expect(set).toContain('aria-label="카카오톡 상담"');
    expect(set).toContain('data-testid="video-strip"');
    // 사진 채널 was left empty.
    expect(set).not.toContain('data-testid="photo-strip"');
    for (const link of PLACEHOLDER_LINKS) expect(linksOf(set), link).not.toContain(link);
  });
});

describe("/admin/settings", () => {
  const app = useTestApp({ pages: true });
  let admin: TestAccount;
  let partner: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    partner = await createAccount(app, "partner");
  });
  const page = (account: TestAccount | null, init: RequestInit = {}) =>
    app.fetch("/admin/settings", {
      redirect: "manual",
      ...init,
      headers: { ...(account ? { Cookie: account.cookie } : {}), ...(init.headers as Record<string, string>) },
    });
  const post = (form: Record<string, string>) =>
    page(admin, {
      method: "POST",
      body: new URLSearchParams(form),
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
    });

  it("sends anyone but an admin to the admin sign-in, and is linked from the admin header", async () => {
    for (const account of [null, partner]) {
      const res = await page(account);
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe(`/admin?next=${encodeURIComponent("/admin/settings")}`);
    }
    const res = await page(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toContain("no-store");
    const html = await res.text();
    expect(html).toContain("사이트 설정");
    expect(html).toContain('name="phone"');
    expect(html).toContain('value="1588-0000"');
    expect(linksOf(await (await app.fetch("/admin", { headers: { Cookie: admin.cookie } })).text())).toContain(
      "/admin/settings",
    );
  });

  it("works without JavaScript: a refused post shows Korean messages beside what was typed, a good one saves", async () => {
    const refused = await post({ ...REAL, phone: "12345", owner: "새대표" });
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain(SITE_PHONE_INVALID);
    expect(html).toContain('value="12345"');
    expect((await getSiteSettings(app.ctx)).owner).toBe("홍길동");

    const saved = await post(REAL);
    expect(saved.status).toBe(303);
    expect(saved.headers.get("location")).toBe("/admin/settings?saved=1");
    expect(await (await app.fetch("/admin/settings?saved=1", { headers: { Cookie: admin.cookie } })).text()).toContain(
      SITE_SETTINGS_SAVED,
    );
    expect(await getSiteSettings(app.ctx)).toMatchObject(SHOWN);
  });
});

describe("the dashboard's 설정 점검", () => {
  const app = useTestApp({
    pages: true,
    env: { PUBLIC_URL: "http://rent.example.kr", NOTIFY_WEBHOOK_URL: "https://hooks.slack.com/services/T/B/x" },
  });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
  });
  const dashboard = async () => (await app.fetch("/admin", { headers: { Cookie: admin.cookie } })).text();

  it("shows the open items while any is left, and is gone once everything is set", async () => {
    const open = await dashboard();
    expect(open).toContain('data-testid="setup-checklist"');
    expect(open).toContain("설정 점검");
    for (const label of ["사업자 정보와 연락처", "새 문의 알림", "사이트 주소", "데모 데이터 삭제"])
      expect(open).toContain(label);
    expect(open).toContain('data-check="business" data-ok="false"');
    expect(open).toContain('data-check="alerts" data-ok="true"');
    // The test app has no demo data; the stand-in details are the one item left.
    await save(app, admin, REAL);
    const done = await dashboard();
    expect(done).toContain("오늘 방문자");
    expect(done).not.toContain('data-testid="setup-checklist"');
    expect(done).not.toContain("설정 점검");
  });
});

describe("/privacy and /terms", () => {
  const app = useTestApp({
    pages: true,
    env: {
      PUBLIC_URL: "http://rent.example.kr",
      INQUIRY_RETENTION_DAYS: "400",
      PAGE_VIEW_RETENTION_DAYS: "45",
      NOTIFY_WEBHOOK_URL: "https://hooks.slack.com/services/T000/B000/sekret-token",
      SMTP_URL: "smtp://mailer:sekret-password@smtp.gmail.com:587",
      NOTIFY_EMAIL_TO: "staff@bareun-rent.kr",
    },
  });
  let admin: TestAccount;
  beforeAll(async () => {
    admin = await createAccount(app, "admin");
    await save(app, admin, REAL);
  });

  const document = async (path: string) => {
    const res = await app.fetch(path);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("cache-control"), path).toContain("public");
    return res.text();
  };
  const metaOf = (html: string) => {
    const elements = scanHtml(html).elements;
    const content = (key: string, value: string) => elements.find((e) => e.attrs[key] === value)?.attrs.content;
    return {
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
      canonical: elements.find((e) => e.tag === "link" && e.attrs.rel === "canonical")?.attrs.href,
      description: content("name", "description"),
      ogUrl: content("property", "og:url"),
      ogTitle: content("property", "og:title"),
    };
  };

  it("publish the 개인정보처리방침 with the operator, the items, the retention, the processors and how to ask", async () => {
    const html = await document("/privacy");
    const { text } = scanHtml(html);
    for (const part of [
      "개인정보처리방침",
      "(주)바른렌트",
      "김대표",
      "1644-1234",
      "help@bareun-rent.kr",
      "이름, 연락처, 희망 차량, 운전자 연령",
      "400일",
      "45일",
      "Slack (hooks.slack.com)",
      "Google (smtp.gmail.com)",
      "네이버클라우드",
      "열람, 정정, 삭제, 처리정지",
    ])
      expect(text, part).toContain(part);
    // A webhook's path and the mail server's password are keys, never shown.
    expect(html).not.toContain("sekret");
    const meta = metaOf(html);
    expect(meta.title).toBe("개인정보처리방침 | 바른렌트");
    expect(meta.canonical).toBe("http://rent.example.kr/privacy");
    expect(meta.ogUrl).toBe("http://rent.example.kr/privacy");
    expect(meta.ogTitle).toBe("개인정보처리방침 | 바른렌트");
    expect(meta.description?.length).toBeGreaterThan(20);
    expect(meta.description?.length).toBeLessThanOrEqual(80);
  });

  it("publish the 이용약관 with the business's details", async () => {
    const html = await document("/terms");
    const { text } = scanHtml(html);
    for (const part of ["이용약관", "(주)바른렌트", "김대표", "214-86-12341", "제2025-서울강남-01234호", REAL.address])
      expect(text, part).toContain(part);
    expect(linksOf(html)).toContain("/privacy");
    const meta = metaOf(html);
    expect(meta.canonical).toBe("http://rent.example.kr/terms");
    expect(meta.description?.length).toBeLessThanOrEqual(80);
  });

  it("are linked from the footer and the consent text, and listed in the sitemap", async () => {
    const home = await document("/");
    expect(linksOf(home)).toEqual(expect.arrayContaining(["/privacy", "/terms"]));
    // Beside the quick form's consent text (inside its <details>, which opens without scripts).
    expect(home).toMatch(/동의를 거부하실 수 있으며[\s\S]*?href="\/privacy"/);
    const sitemap = await (await app.fetch("/sitemaps/pages.xml")).text();
    expect(sitemap).toContain("<loc>http://rent.example.kr/privacy</loc>");
    expect(sitemap).toContain("<loc>http://rent.example.kr/terms</loc>");
  });
});
