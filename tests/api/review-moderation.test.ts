import { request } from "node:http";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { REVIEW_RECEIVED } from "#domain/review";
import { reviews } from "#server/db/schema";
import { bumpDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertReview, storedImageUrl } from "../support/admin-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

// A visitor's review goes through the running site as a client would: the public form's API, the kept public
// pages and their data requests, the admin's queue and decisions.
const app = useTestApp({ pages: true, env: { NODE_ENV: "production", RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let partner: TestAccount;
let photoUrl: string;
/** A review published before the test, whose text is changed behind the site's back to tell a kept page from a render. */
let sentinel: number;

beforeAll(async () => {
  [admin, partner] = await Promise.all([createAccount(app, "admin"), createAccount(app, "partner")]);
  photoUrl = await storedImageUrl(app, "#2255aa");
  sentinel = (
    await insertReview(app, {
      customerName: "이미게시",
      content: "처음부터 게시된 후기입니다. 보관 확인 원본",
      status: "approved",
    })
  ).id;
  await bumpDataVersion(app.ctx);
});

const PUBLIC_PAGES = ["/", "/reviews"];
/** The pages' single-fetch data requests, which carry the same loader data as JSON. */
const PUBLIC_DATA = ["/_root.data", "/reviews.data"];

const write = async (customerName: string, content: string) => {
  const res = await app.fetch(
    "/api/reviews",
    jsonRequest("POST", { customerName, vehicleName: "검수 확인 쏘렌토", rating: 4, content, photoUrl }),
  );
  expect(res.status).toBe(201);
  return (await res.json()) as { success: boolean; message: string; review: Record<string, unknown> & { id: number } };
};
const text = async (path: string, account?: TestAccount) =>
  (await (await app.fetch(path, account ? { headers: { Cookie: account.cookie } } : {})).text()).replaceAll(
    "<!-- -->",
    "",
  );
const dataVersion = async () => ((await (await app.fetch("/api/data-version")).json()) as { version: number }).version;
/** Everything the public can read that shows reviews, in one string. */
const everythingPublic = async () =>
  (await Promise.all([...PUBLIC_PAGES, ...PUBLIC_DATA, "/api/reviews"].map((path) => text(path)))).join("\n");

function conditionalGet(path: string, etag: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(app.url + path, { headers: { "If-None-Match": etag } }, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    })
      .on("error", reject)
      .end();
  });
}

describe("a visitor's review", () => {
  it("changes no kept page: the same answers, the same data version, until an admin approves it", async () => {
    const kept: Record<string, { html: string; etag: string }> = {};
    for (const path of PUBLIC_PAGES) {
      const res = await app.fetch(path);
      expect(res.status).toBe(200);
      kept[path] = { html: await res.text(), etag: res.headers.get("etag") ?? "" };
      expect(kept[path]!.html, path).toContain("보관 확인 원본");
    }
    const version = await dataVersion();
    // Changed past the services: a page rendered again would show this; a kept one does not.
    await app.ctx.db
      .update(reviews)
      .set({ content: "처음부터 게시된 후기입니다. 보관 확인 수정본" })
      .where(eq(reviews.id, sentinel));

    const posted = await write("제갈공명수", "접수 확인용 후기 내용입니다. 승인 전에는 보이지 않아야 합니다.");
    expect(posted.message).toBe(REVIEW_RECEIVED);
    expect(posted.review).toMatchObject({ customerName: "제***수", status: "pending" });

    expect(await dataVersion()).toBe(version);
    for (const path of PUBLIC_PAGES) {
      const res = await app.fetch(path);
      expect(res.headers.get("etag"), path).toBe(kept[path]!.etag);
      expect(await res.text(), path).toBe(kept[path]!.html);
      expect(await conditionalGet(path, kept[path]!.etag), path).toBe(304);
    }
    expect(await everythingPublic()).not.toContain("접수 확인용 후기");

    // The positive signal: an approval is a change to public data, and the pages show it on the next request.
    expect((await app.fetch(`/api/reviews/${posted.review.id}/approve`, as(admin, "POST"))).status).toBe(200);
    expect(await dataVersion()).toBeGreaterThan(version);
    for (const path of PUBLIC_PAGES) {
      const html = await text(path);
      expect(html, path).toContain("접수 확인용 후기");
      expect(html, path).toContain("보관 확인 수정본");
    }
  });

  it("is public only once approved, under the masked name; the full name is never in public JSON or HTML", async () => {
    const fullName = "남궁민수";
    const { review } = await write(fullName, "승인 확인용 후기입니다. 출고가 정말 빨랐어요.");
    const before = await everythingPublic();
    expect(before).not.toContain("승인 확인용 후기");
    const count = /총 (\d+)개의 후기/.exec(await text("/reviews"))?.[1];

    expect((await app.fetch(`/api/reviews/${review.id}/approve`, as(admin, "POST"))).status).toBe(200);
    const list = (await (await app.fetch("/api/reviews")).json()) as {
      reviews: { id: number; customerName: string }[];
    };
    expect(list.reviews.find((r) => r.id === review.id)?.customerName).toBe("남**수");
    const after = await everythingPublic();
    expect(after).toContain("승인 확인용 후기");
    expect(after).toContain("남**수");
    expect(after).not.toContain(fullName);
    expect(Number(/총 (\d+)개의 후기/.exec(await text("/reviews"))?.[1])).toBe(Number(count) + 1);
  });

  it("stays hidden when rejected, and a published review an admin rejects goes away", async () => {
    const { review } = await write("거절될고객", "거절 확인용 후기입니다. 광고 문구가 들어 있어요.");
    expect((await app.fetch(`/api/reviews/${review.id}/reject`, as(admin, "POST"))).status).toBe(200);
    expect(await everythingPublic()).not.toContain("거절 확인용 후기");

    const published = await write("게시후거절", "게시 후 거절 확인용 후기입니다. 처음엔 보입니다.");
    expect((await app.fetch(`/api/reviews/${published.review.id}/approve`, as(admin, "POST"))).status).toBe(200);
    expect(await everythingPublic()).toContain("게시 후 거절 확인용");
    expect((await app.fetch(`/api/reviews/${published.review.id}/reject`, as(admin, "POST"))).status).toBe(200);
    expect(await everythingPublic()).not.toContain("게시 후 거절 확인용");
  });
});

describe("the admin's 후기 관리", () => {
  it("shows the 승인 대기 queue with full names and counts, in the page and in its data", async () => {
    const fullName = "황보대기중";
    await write(fullName, "대기열 확인용 후기입니다. 관리자만 이름을 봅니다.");
    const page = await text("/admin?tab=reviews&status=pending", admin);
    expect(page).toContain(fullName);
    expect(page).toContain("대기열 확인용 후기");
    expect(page).toMatch(/승인 대기<span[^>]*>\d+<\/span>/);
    // 수정 후 승인 sits in the editor; the row offers 승인 and 거절.
    expect(page).toContain(`aria-label="${fullName}님의 후기 승인"`);
    expect(page).toContain(`aria-label="${fullName}님의 후기 거절"`);
    expect(await text("/admin.data?tab=reviews&status=pending", admin)).toContain(fullName);

    const queue = (await (await app.fetch("/api/admin-reviews?status=pending", as(admin, "GET"))).json()) as {
      reviews: { customerName: string }[];
      counts: { pending: number };
    };
    expect(queue.reviews.map((r) => r.customerName)).toContain(fullName);
    expect(queue.counts.pending).toBe(queue.reviews.length);
    // The published list the public reads still masks it once approved: only the admin's answers carry the name.
    expect(await everythingPublic()).not.toContain(fullName);
  });

  it("refuses the queue and the decisions to anonymous callers (401) and partners (403), in Korean, changing nothing", async () => {
    const { review } = await write("권한확인고객", "권한 확인용 후기입니다. 아무도 승인하지 못합니다.");
    const version = await dataVersion();
    for (const [account, status, message] of [
      [null, 401, "로그인이 필요합니다."],
      [partner, 403, "접근 권한이 없습니다."],
    ] as const) {
      for (const [method, path] of [
        ["GET", "/api/admin-reviews?status=pending"],
        ["POST", `/api/reviews/${review.id}/approve`],
        ["POST", `/api/reviews/${review.id}/reject`],
      ] as const) {
        const res = await app.fetch(path, as(account, method, method === "POST" ? {} : undefined));
        expect(res.status, `${method} ${path}`).toBe(status);
        const body = (await res.json()) as { message: string; reviews?: unknown };
        expect(body.message).toBe(message);
        expect(body.reviews).toBeUndefined();
      }
    }
    const [row] = await app.ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.status).toBe("pending");
    expect(await dataVersion()).toBe(version);
    expect(await text("/admin?tab=reviews&status=pending", partner)).not.toContain("권한확인고객");
  });
});
