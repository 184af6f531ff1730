import { beforeAll, describe, expect, it } from "vitest";
import { as, createAccount, type TestAccount } from "../support/accounts";
import {
  insertApplication,
  insertBoardPost,
  insertInquiry,
  insertReview,
  insertVehicle,
  storedImageUrl,
} from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
let admin: TestAccount;
let partner: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
});

interface Endpoint {
  method: string;
  /** Builds the path (and body) against fresh fixtures, so the admin call succeeds. */
  prepare(): Promise<{ path: string; body?: unknown }>;
  ok: number;
}

const review = { customerName: "박고객", vehicleName: "그랜저", content: "출고까지 빠르고 친절했어요.", rating: 4 };

const ENDPOINTS: Record<string, Endpoint> = {
  "GET /api/analytics/stats": { method: "GET", ok: 200, prepare: async () => ({ path: "/api/analytics/stats" }) },
  "GET /api/inquiries": { method: "GET", ok: 200, prepare: async () => ({ path: "/api/inquiries" }) },
  "GET /api/inquiries/download": { method: "GET", ok: 200, prepare: async () => ({ path: "/api/inquiries/download" }) },
  "DELETE /api/inquiries/{id}": {
    method: "DELETE",
    ok: 200,
    prepare: async () => ({ path: `/api/inquiries/${(await insertInquiry(app)).id}` }),
  },
  "GET /api/alert-settings": { method: "GET", ok: 200, prepare: async () => ({ path: "/api/alert-settings" }) },
  "PUT /api/alert-settings": {
    method: "PUT",
    ok: 200,
    prepare: async () => ({
      path: "/api/alert-settings",
      body: {
        lead: { on: false, emailTo: "" },
        receipt: { on: false, sms: false, templateId: "" },
        partner: { on: false, email: false, sms: false, templateId: "" },
        solapi: { from: "", pfId: "" },
      },
    }),
  },
  "POST /api/alert-settings/public-url": {
    method: "POST",
    ok: 200,
    prepare: async () => ({ path: "/api/alert-settings/public-url" }),
  },
  "GET /api/partners": { method: "GET", ok: 200, prepare: async () => ({ path: "/api/partners" }) },
  "POST /api/partners/{id}/approve": {
    method: "POST",
    ok: 200,
    prepare: async () => ({ path: `/api/partners/${(await insertApplication(app)).id}/approve` }),
  },
  "POST /api/partners/{id}/reject": {
    method: "POST",
    ok: 200,
    prepare: async () => ({ path: `/api/partners/${(await insertApplication(app)).id}/reject` }),
  },
  "GET /api/admin-reviews": { method: "GET", ok: 200, prepare: async () => ({ path: "/api/admin-reviews" }) },
  "POST /api/reviews/{id}/approve": {
    method: "POST",
    ok: 200,
    prepare: async () => ({ path: `/api/reviews/${(await insertReview(app)).id}/approve` }),
  },
  "POST /api/reviews/{id}/reject": {
    method: "POST",
    ok: 200,
    prepare: async () => ({ path: `/api/reviews/${(await insertReview(app)).id}/reject` }),
  },
  "PUT /api/reviews/{id}": {
    method: "PUT",
    ok: 200,
    prepare: async () => ({ path: `/api/reviews/${(await insertReview(app)).id}`, body: review }),
  },
  "DELETE /api/reviews/{id}": {
    method: "DELETE",
    ok: 200,
    prepare: async () => ({ path: `/api/reviews/${(await insertReview(app)).id}` }),
  },
  "DELETE /api/vehicles/{id}": {
    method: "DELETE",
    ok: 200,
    prepare: async () => ({ path: `/api/vehicles/${(await insertVehicle(app)).id}` }),
  },
  "POST /api/board-posts": {
    method: "POST",
    ok: 201,
    prepare: async () => ({
      path: "/api/board-posts",
      body: { title: "제목", content: "내용", images: [await storedImageUrl(app)] },
    }),
  },
  "PUT /api/board-posts/{id}": {
    method: "PUT",
    ok: 200,
    prepare: async () => ({
      path: `/api/board-posts/${(await insertBoardPost(app)).id}`,
      body: { title: "새 제목", content: "새 내용" },
    }),
  },
  "DELETE /api/board-posts/{id}": {
    method: "DELETE",
    ok: 200,
    prepare: async () => ({ path: `/api/board-posts/${(await insertBoardPost(app)).id}` }),
  },
};

describe.each(Object.entries(ENDPOINTS))("%s", (_name, endpoint) => {
  it("is refused to an anonymous caller with 401", async () => {
    const { path, body } = await endpoint.prepare();
    const res = await app.fetch(path, as(null, endpoint.method, body));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { message: string }).message).toBe("로그인이 필요합니다.");
  });

  it("is refused to a partner with 403", async () => {
    const { path, body } = await endpoint.prepare();
    const res = await app.fetch(path, as(partner, endpoint.method, body));
    expect(res.status).toBe(403);
    expect(((await res.json()) as { message: string }).message).toBe("접근 권한이 없습니다.");
  });

  it("works for an admin, uncached", async () => {
    const { path, body } = await endpoint.prepare();
    const res = await app.fetch(path, as(admin, endpoint.method, body));
    expect(res.status).toBe(endpoint.ok);
    expect(res.headers.get("cache-control")).toBe("no-store");
  });
});

describe("cross-site writes", () => {
  it("refuses an admin's delete sent from another origin", async () => {
    const inquiry = await insertInquiry(app);
    const res = await app.fetch(`/api/inquiries/${inquiry.id}`, {
      method: "DELETE",
      headers: { Cookie: admin.cookie, Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(res.status).toBe(403);
  });

  it("refuses an expired or made-up session", async () => {
    const res = await app.fetch("/api/inquiries", { headers: { Cookie: "sid=made-up-token" } });
    expect(res.status).toBe(401);
  });
});
