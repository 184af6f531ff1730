import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { sentQuery } from "#domain/call-back";
import { INQUIRY_SENT } from "#domain/inquiry-text";
import { inquiries, rateEvents, reviews, vehicles } from "#server/db/schema";
import { storeImage } from "#server/services/media/upload-slots";
import { bumpDataVersion } from "#server/shared/data-version";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ pages: true });
let photo: string;

beforeAll(async () => {
  const image = await storeImage(app.ctx, await makeImage({ width: 300, height: 200, color: "#445566" }));
  photo = image.url;
  await app.ctx.db.insert(vehicles).values([
    {
      slug: "home-test-k5",
      name: "홈테스트 K5 시그니처",
      category: "중형 세단",
      badges: ["신차"],
      badgeType: "신차",
      images: [image.key],
      recommendationTags: ["추천"],
    },
    {
      slug: "home-test-gv80",
      name: "홈테스트 GV80",
      category: "제네시스 SUV",
      badges: ["중고차"],
      badgeType: "중고차",
      images: [image.key],
    },
  ]);
  await app.ctx.db.insert(reviews).values({
    customerName: "박*준",
    vehicleName: "홈테스트 K5",
    rating: 5,
    content: "<script>alert(1)</script> 정말 만족스러운 출고였습니다.",
    photoUrl: photo,
    status: "approved",
  });
  await bumpDataVersion(app.ctx);
});

async function page(path: string, init?: RequestInit) {
  const res = await app.fetch(path, { redirect: "manual", ...init });
  // React separates adjacent text with <!-- -->; drop it so assertions read like the page.
  return { res, html: (await res.text()).replaceAll("<!-- -->", "") };
}

describe("home page HTML", () => {
  it("is server-rendered with the hero, the form, every category tile and the reviews", async () => {
    const { res, html } = await page("/");
    expect(res.status).toBe(200);
    expect(html).toContain('id="home"');
    expect(html).toContain('id="vehicles"');
    expect(html).toContain("빠른 상담 신청");
    expect(html).toContain('placeholder="이름*"');
    expect(html).toContain('placeholder="연락처* (예: 010-1234-5678)"');
    expect(html).toContain('placeholder="희망 차량*"');
    expect(html).toContain("개인정보 수집 및 이용 동의 (필수)");
    expect(html).toContain("상담 신청일로부터 3년");
    for (const slug of [
      "무보증리스트",
      "소형준중형세단",
      "중형세단",
      "대형세단",
      "제네시스",
      "소형준중형SUV",
      "중형SUV",
      "대형SUV",
      "제네시스SUV",
      "수입차",
      "일반번호판구독카",
    ]) {
      expect(html, slug).toContain(`href="/vehicle-detail/${encodeURIComponent(slug)}"`);
    }
    // Stored vehicles fill their tiles; empty categories show sample names.
    expect(html).toContain("홈테스트 K5 시그니처");
    expect(html).toContain("홈테스트 GV80");
    expect(html).toContain("더 뉴 아반떼 CN7");
    // The recommended vehicle's photo is the eager first hero image, with its WebP variants.
    expect(html).toMatch(/<img[^>]*srcSet="\/media\/[^"]*320w[^>]*fetchPriority="high"/i);
    // Reviews strip, with the text escaped.
    expect(html).toContain("고객 후기");
    expect(html).toContain("정말 만족스러운 출고였습니다.");
    expect(html).not.toContain("<script>alert(1)</script>");
  });

  it("links the /customer variant's tiles and search to /customer pages", async () => {
    const { html } = await page("/customer");
    expect(html).toContain(`href="/customer/vehicle-detail/${encodeURIComponent("중형세단")}"`);
    expect(html).toContain('action="/customer/search"');
  });
});

describe("home quick form without JavaScript", () => {
  const form = (fields: Record<string, string>) =>
    ({
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
    }) as RequestInit;

  it("stores the inquiry once per key and redirects back with the result", async () => {
    await app.ctx.db.delete(rateEvents);
    const idempotencyKey = randomUUID();
    const fields = {
      name: "무자바",
      contact: "010 2222 3333",
      vehicle: "카니발",
      region: "만 24세 이상",
      agreed: "on",
      website: "",
      idempotencyKey,
    };
    const before = new Date();
    const { res } = await page("/?index", form(fields));
    expect(res.status).toBe(303);
    // The call-back day rides along out of hours, so the kept page can say it.
    expect([sentQuery("inquiry", before), sentQuery("inquiry", new Date())].map((q) => `/${q}`)).toContain(
      res.headers.get("location"),
    );
    await page("/?index", form(fields));
    const rows = (await app.ctx.db.select().from(inquiries)).filter((r) => r.name === "무자바");
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "무자바",
      contact: "01022223333",
      region: "만 24세 이상",
      source: "home",
      pageUrl: null,
      attribution: null,
    });
    const after = await page("/?inquiry=sent");
    expect(after.html).toContain(INQUIRY_SENT);
  });

  it("keeps the page it was sent from and the visit's first touch, or the page's own campaign without it", async () => {
    await app.ctx.db.delete(rateEvents);
    const base = { contact: "010-3333-4444", vehicle: "레이", region: "", agreed: "on", website: "" };
    await page(
      "/?index",
      form({
        ...base,
        name: "첫방문기록",
        pageUrl: "/?utm_source=ig",
        "attribution.landingPath": "/reviews?utm_source=naver",
        "attribution.referrerHost": "m.search.naver.com",
        "attribution.utmSource": "naver",
      }),
    );
    await page(
      "/customer",
      form({
        ...base,
        name: "캠페인만",
        pageUrl: "/customer?utm_source=kakao&utm_medium=share&utm_campaign=%EB%B4%84",
      }),
    );
    const rows = await app.ctx.db.select().from(inquiries);
    expect(rows.find((r) => r.name === "첫방문기록")).toMatchObject({
      source: "home",
      pageUrl: "/?utm_source=ig",
      attribution: { landingPath: "/reviews?utm_source=naver", referrerHost: "m.search.naver.com", utmSource: "naver" },
    });
    // No script filled the first touch: the campaign of the page the form was on stands in.
    expect(rows.find((r) => r.name === "캠페인만")).toMatchObject({
      pageUrl: "/customer?utm_source=kakao&utm_medium=share&utm_campaign=%EB%B4%84",
      attribution: { utmSource: "kakao", utmMedium: "share", utmCampaign: "봄" },
    });
  });

  it("carries no shared key in the kept page: without a script the same details within ten minutes are one inquiry", async () => {
    await app.ctx.db.delete(rateEvents);
    const first = await page("/");
    const second = await page("/");
    expect(second.html).toBe(first.html);
    expect(first.html).toContain('name="idempotencyKey" value=""');
    const fields = {
      name: "키없는방문",
      contact: "010-5555-6666",
      vehicle: "스포티지",
      region: "",
      agreed: "on",
      website: "",
    };
    for (let i = 0; i < 2; i++) expect((await page("/?index", form(fields))).res.status).toBe(303);
    await page("/?index", form({ ...fields, name: "키없는다른방문" }));
    const rows = await app.ctx.db.select().from(inquiries);
    expect(rows.filter((r) => r.name === "키없는방문")).toHaveLength(1);
    expect(rows.filter((r) => r.name === "키없는다른방문")).toHaveLength(1);
  });

  it("reads the campaign of a kept page's form from the post's Referer, the page as the visitor had it", async () => {
    await app.ctx.db.delete(rateEvents);
    // The kept home page is the same for every visitor: its form names `/`, whatever tags the visit came with.
    const landing = await page("/?utm_source=naver&utm_campaign=%EB%B4%84&n_query=%EB%A0%8C%ED%8A%B8");
    expect(landing.html).toContain('name="pageUrl" value="/"');
    await page("/?index", {
      ...form({
        contact: "010-4444-5555",
        vehicle: "K8",
        region: "",
        agreed: "on",
        website: "",
        name: "리퍼러캠페인",
        pageUrl: "/",
      }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: `${app.url}/?utm_source=naver&utm_campaign=%EB%B4%84`,
      },
    });
    // Another site's Referer is not this page.
    await page("/?index", {
      ...form({
        contact: "010-4444-6666",
        vehicle: "K8",
        region: "",
        agreed: "on",
        website: "",
        name: "남의리퍼러",
        pageUrl: "/",
      }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Referer: "https://evil.example/?utm_source=evil",
      },
    });
    const rows = await app.ctx.db.select().from(inquiries);
    expect(rows.find((r) => r.name === "리퍼러캠페인")).toMatchObject({
      pageUrl: "/?utm_source=naver&utm_campaign=%EB%B4%84",
      attribution: { utmSource: "naver", utmCampaign: "봄" },
    });
    expect(rows.find((r) => r.name === "남의리퍼러")).toMatchObject({ pageUrl: "/", attribution: null });
  });

  it("keeps the landing's campaign for the visit, so a lead sent later without scripts from another page names it", async () => {
    await app.ctx.db.delete(rateEvents);
    const html = { Accept: "text/html,application/xhtml+xml" };
    const landing = await page("/reviews?utm_source=naver&utm_medium=cpc&utm_campaign=%EA%B2%A8%EC%9A%B8", {
      headers: html,
    });
    const cookie = landing.res.headers.get("set-cookie")?.split(";")[0] ?? "";
    expect(cookie).toMatch(/^rp_touch=/);
    expect(landing.res.headers.get("set-cookie")).toMatch(/HttpOnly/i);
    // The first touch wins: a later tagged page sets nothing, and neither do untagged pages, the API or page data.
    const later = await page("/?utm_source=ig", { headers: { ...html, Cookie: cookie } });
    expect(later.res.headers.get("set-cookie")).toBeNull();
    expect((await page("/", { headers: html })).res.headers.get("set-cookie")).toBeNull();
    expect((await app.fetch("/api/vehicles?utm_source=x")).headers.get("set-cookie")).toBeNull();

    const lead = (name: string, extra: Record<string, string>) =>
      page("/?index", {
        ...form({ contact: "010-4545-6767", vehicle: "K5", region: "", agreed: "on", website: "", name, pageUrl: "/" }),
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...extra },
      });
    await lead("랜딩쿠키", { Cookie: cookie });
    // A cookie that is not the site's JSON says nothing; the form's own page then stands in as before.
    await lead("깨진쿠키", { Cookie: "rp_touch=%7Bnot-json" });
    const rows = await app.ctx.db.select().from(inquiries);
    expect(rows.find((r) => r.name === "랜딩쿠키")).toMatchObject({
      pageUrl: "/",
      attribution: {
        landingPath: "/reviews?utm_source=naver&utm_medium=cpc&utm_campaign=%EA%B2%A8%EC%9A%B8",
        utmSource: "naver",
        utmMedium: "cpc",
        utmCampaign: "겨울",
      },
    });
    expect(rows.find((r) => r.name === "깨진쿠키")).toMatchObject({ pageUrl: "/", attribution: null });
  });

  it("shows the call-back notice named in the URL, and none for a time it does not read", async () => {
    const night = await page("/?inquiry=sent&callback=2026-12-07T10:00");
    expect(night.html).toContain(INQUIRY_SENT);
    expect(night.html).toContain("12월 7일(월) 오전 10시 이후에 순서대로 연락드리겠습니다.");
    const junk = await page("/?inquiry=sent&callback=%3Cscript%3E");
    expect(junk.html).toContain(INQUIRY_SENT);
    expect(junk.html).not.toContain("순서대로 연락드리겠습니다");
  });

  it("re-renders with Korean errors and the typed values when it fails, storing nothing", async () => {
    await app.ctx.db.delete(rateEvents);
    const before = (await app.ctx.db.select().from(inquiries)).length;
    const bad = await page(
      "/home",
      form({ name: "남길값", contact: "123", vehicle: "", agreed: "on", idempotencyKey: randomUUID() }),
    );
    expect(bad.res.status).toBe(400);
    expect(bad.html).toContain("올바른 연락처를 입력해주세요");
    expect(bad.html).toContain("희망 차량을 입력해주세요");
    expect(bad.html).toContain('value="남길값"');
    const noConsent = await page("/home", form({ name: "동의안함", contact: "01012345678", vehicle: "레이" }));
    expect(noConsent.res.status).toBe(400);
    expect(noConsent.html).toContain("개인정보 수집 및 이용에 동의해주세요");
    // A body that is not a form is refused the same way, not answered with a server error.
    const notAForm = await page("/home", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: '{"name":',
    });
    expect(notAForm.res.status).toBe(400);
    expect(notAForm.html).toContain("개인정보 수집 및 이용에 동의해주세요");
    expect((await app.ctx.db.select().from(inquiries)).length).toBe(before);
  });
});

describe("/reviews HTML", () => {
  it("is server-rendered with the count line and page indicator", async () => {
    const { res, html } = await page("/reviews?page=1");
    expect(res.status).toBe(200);
    expect(html).toContain("고객 후기");
    expect(html).toContain("총 1개의 후기 (1-1 표시)");
    expect(html).toContain("페이지 1 / 1");
    expect(html).toContain("정말 만족스러운 출고였습니다.");
  });
});
