import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, reviews } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertReview } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";
import { expectRefusedUnchanged } from "../support/write-fuzz";

let admin: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

/** The data version as a new request would read it (not the one this process remembers for a second). */
const freshVersion = () => {
  app.ctx.cache.versionMemo = null;
  return getDataVersion(app.ctx);
};
const rowOf = async (id: number) => (await app.ctx.db.select().from(reviews).where(eq(reviews.id, id)))[0];
const auditsOf = (id: number) =>
  app.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "review"), eq(auditLog.entityId, String(id))));
const decide = (id: number | string, decision: "approve" | "reject", body?: unknown) =>
  app.fetch(`/api/reviews/${id}/${decision}`, as(admin, "POST", body));
const uniqueName = () => `후기${randomBytes(3).toString("hex")}님`;

type AdminList = {
  reviews: { id: number; customerName: string; status: string }[];
  total: number;
  page: number;
  totalPages: number;
  status: string | null;
  counts: Record<"pending" | "approved" | "rejected", number>;
};
const adminList = async (query = "") => {
  const res = await app.fetch(`/api/admin-reviews${query}`, as(admin, "GET"));
  expect(res.status).toBe(200);
  return (await res.json()) as AdminList;
};

const valid = {
  customerName: "  이수정 ",
  vehicleName: "K5",
  content: "월 납입료가 합리적이라 만족합니다.",
  rating: 3,
};

describe("PUT /api/reviews/{id}", () => {
  it("updates name, vehicle, content and rating, and bumps the data version", async () => {
    // A published review: what it says is on the site's pages.
    const review = await insertReview(app, { status: "approved" });
    const before = await getDataVersion(app.ctx);
    const res = await app.fetch(`/api/reviews/${review.id}`, as(admin, "PUT", valid));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; review: Record<string, unknown> };
    expect(body.review).toMatchObject({ id: review.id, customerName: "이수정", vehicleName: "K5", rating: 3 });
    const [row] = await app.ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ customerName: "이수정", content: valid.content, rating: 3 });
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(before);
    const [audit] = await auditsOf(review.id);
    expect(audit).toMatchObject({ action: "update", entityId: String(review.id), actorUserId: admin.id });
    expect(JSON.stringify(audit?.detail)).not.toContain("이수정");
  });

  it.each([
    [{ ...valid, rating: 0 }, "rating", "평점을 선택해주세요"],
    [{ ...valid, rating: 6 }, "rating", "평점은 5점까지입니다"],
    [{ ...valid, rating: 2.5 }, "rating", "평점을 선택해주세요"],
    [{ ...valid, customerName: " " }, "customerName", "고객명을 입력해주세요"],
    [{ ...valid, vehicleName: "" }, "vehicleName", "차량명을 입력해주세요"],
    [{ ...valid, content: "짧아요" }, "content", "후기는 10자 이상 입력해주세요"],
    [{}, "customerName", "고객명을 입력해주세요"],
  ])("refuses %j with a Korean field message", async (body, field, message) => {
    const review = await insertReview(app);
    const res = await app.fetch(`/api/reviews/${review.id}`, as(admin, "PUT", body));
    expect(res.status).toBe(400);
    const json = (await res.json()) as { fieldErrors: Record<string, string> };
    expect(json.fieldErrors[field]).toBe(message);
    const [row] = await app.ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row?.customerName).toBe("김고객");
  });

  it("answers 404 for a review that does not exist", async () => {
    expect((await app.fetch("/api/reviews/999999", as(admin, "PUT", valid))).status).toBe(404);
  });

  it("edits a pending review without touching the data version: no page shows it, and it stays pending", async () => {
    const review = await insertReview(app);
    const before = await freshVersion();
    const res = await app.fetch(`/api/reviews/${review.id}`, as(admin, "PUT", valid));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { review: { status: string } }).review.status).toBe("pending");
    expect(await rowOf(review.id)).toMatchObject({ customerName: "이수정", status: "pending" });
    expect(await freshVersion()).toBe(before);
  });
});

describe("GET /api/admin-reviews", () => {
  it("lists the 승인 대기 queue with full names and the count per status", async () => {
    const name = uniqueName();
    const waiting = await insertReview(app, { customerName: name });
    const published = await insertReview(app, { customerName: uniqueName(), status: "approved" });
    const refused = await insertReview(app, { customerName: uniqueName(), status: "rejected" });

    const queue = await adminList("?status=pending");
    expect(queue.status).toBe("pending");
    expect(queue.reviews.every((r) => r.status === "pending")).toBe(true);
    expect(queue.reviews.find((r) => r.id === waiting.id)?.customerName).toBe(name);
    expect(queue.reviews.map((r) => r.id)).not.toContain(published.id);
    expect(queue.total).toBe(queue.counts.pending);

    const all = await adminList();
    expect(all.status).toBeNull();
    expect(all.reviews.map((r) => r.id)).toEqual(expect.arrayContaining([waiting.id, published.id, refused.id]));
    expect(all.total).toBe(all.counts.pending + all.counts.approved + all.counts.rejected);
    expect(all.counts.approved).toBeGreaterThanOrEqual(1);
    expect(all.counts.rejected).toBeGreaterThanOrEqual(1);
    expect((await adminList("?status=rejected")).reviews.map((r) => r.id)).toContain(refused.id);
  });

  it("ignores a status or page that makes no sense, as the lead list does", async () => {
    for (const query of ["?status=published", "?status=", "?status=pending&status=approved", "?page=-1", "?page=abc"]) {
      const list = await adminList(query);
      expect(list.status, query).toBeNull();
      expect(list.page, query).toBe(1);
    }
  });
});

describe("POST /api/reviews/{id}/approve and /reject", () => {
  it("approves a pending review, bumps the data version once and audits who did it", async () => {
    const review = await insertReview(app, { customerName: uniqueName() });
    const before = await freshVersion();
    const res = await decide(review.id, "approve");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; review: { customerName: string; status: string } };
    // The admin's answer keeps the full name.
    expect(body).toMatchObject({ success: true, review: { customerName: review.customerName, status: "approved" } });
    expect((await rowOf(review.id))?.status).toBe("approved");
    expect(await freshVersion()).toBe(before + 1);
    const audits = await auditsOf(review.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      action: "approve",
      actorUserId: admin.id,
      detail: { from: "pending", edited: false },
    });
    expect(JSON.stringify(audits[0]?.detail)).not.toContain(review.customerName);
  });

  it("수정 후 승인: applies the edits and approves in one step, one audit entry", async () => {
    const review = await insertReview(app);
    const res = await decide(review.id, "approve", valid);
    expect(res.status).toBe(200);
    expect(await rowOf(review.id)).toMatchObject({
      customerName: "이수정",
      vehicleName: "K5",
      content: valid.content,
      rating: 3,
      status: "approved",
    });
    const audits = await auditsOf(review.id);
    expect(audits.map((a) => a.action)).toEqual(["approve"]);
    expect(audits[0]?.detail).toEqual({ from: "pending", edited: true });
  });

  it("rejects a pending review without touching the data version; rejecting a published one takes it down", async () => {
    const pending = await insertReview(app);
    const before = await freshVersion();
    expect((await decide(pending.id, "reject")).status).toBe(200);
    expect((await rowOf(pending.id))?.status).toBe("rejected");
    expect(await freshVersion()).toBe(before);
    expect((await auditsOf(pending.id))[0]).toMatchObject({ action: "reject", actorUserId: admin.id });

    const published = await insertReview(app, { status: "approved" });
    expect((await decide(published.id, "reject")).status).toBe(200);
    expect(await freshVersion()).toBe(before + 1);
    // And a rejected review can still be approved.
    expect((await decide(published.id, "approve")).status).toBe(200);
    expect((await rowOf(published.id))?.status).toBe("approved");
  });

  it("answers 409 in Korean to a decision already made, changing nothing", async () => {
    const published = await insertReview(app, { status: "approved" });
    const refused = await insertReview(app, { status: "rejected" });
    const twice = await expectRefusedUnchanged(app, {
      method: "POST",
      path: `/api/reviews/${published.id}/approve`,
      account: admin,
    });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe("이미 게시된 후기입니다.");
    // Edits do not make an approval of a published review an edit: that is PUT.
    expect(
      (
        await expectRefusedUnchanged(app, {
          method: "POST",
          path: `/api/reviews/${published.id}/approve`,
          account: admin,
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(valid),
        })
      ).status,
    ).toBe(409);
    const again = await expectRefusedUnchanged(app, {
      method: "POST",
      path: `/api/reviews/${refused.id}/reject`,
      account: admin,
    });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe("이미 거절된 후기입니다.");
  });

  it("refuses junk ids with a Korean 404, changing nothing", async () => {
    for (const id of ["999999", "0", "-1", "abc", "1.5", "%E0%A4%A", "1e3"]) {
      for (const decision of ["approve", "reject"]) {
        const answer = await expectRefusedUnchanged(app, {
          method: "POST",
          path: `/api/reviews/${id}/${decision}`,
          account: admin,
        });
        expect([400, 404], `${decision} ${id}`).toContain(answer.status);
      }
    }
  });

  it.each([
    ["a list", "[]"],
    ["a list holding the edits", JSON.stringify([valid])],
    ["text", JSON.stringify("승인")],
    ["a number", "1"],
    ["malformed JSON", '{"customerName": "이수정"'],
    ["an edit missing its fields", JSON.stringify({ customerName: "이수정" })],
    ["an edit with a bad rating", JSON.stringify({ ...valid, rating: 9 })],
    ["an edit with a blank name", JSON.stringify({ ...valid, customerName: "   " })],
    ["an edit with NUL", JSON.stringify({ ...valid, content: "만족스러운 출고였습니다\u0000" })],
    ["junk keys only", JSON.stringify({ status: "approved", isAdmin: true })],
    ["a prototype key", '{"__proto__": {"status": "approved"}}'],
  ])("refuses %s as 수정 후 승인 with a Korean 400, leaving the review pending", async (_what, body) => {
    const review = await insertReview(app);
    const answer = await expectRefusedUnchanged(app, {
      method: "POST",
      path: `/api/reviews/${review.id}/approve`,
      account: admin,
      headers: { "Content-Type": "application/json" },
      body,
    });
    expect(answer.status).toBe(400);
    expect((await rowOf(review.id))?.status).toBe("pending");
  });

  it("refuses an edit sent as another content type rather than approving without it", async () => {
    const review = await insertReview(app);
    for (const contentType of ["text/plain", "application/x-www-form-urlencoded"]) {
      const answer = await expectRefusedUnchanged(app, {
        method: "POST",
        path: `/api/reviews/${review.id}/approve`,
        account: admin,
        headers: { "Content-Type": contentType },
        body: contentType === "text/plain" ? JSON.stringify(valid) : "customerName=%EC%9D%B4%EC%88%98%EC%A0%95",
      });
      expect(answer.status, contentType).toBe(400);
      expect(answer.json.message, contentType).toBe("잘못된 요청입니다.");
    }
    expect((await rowOf(review.id))?.status).toBe("pending");
  });
});

describe("DELETE /api/reviews/{id}", () => {
  it("deletes a pending review (spam) without touching the data version; a published one bumps it", async () => {
    const spam = await insertReview(app);
    const before = await freshVersion();
    expect((await app.fetch(`/api/reviews/${spam.id}`, as(admin, "DELETE"))).status).toBe(200);
    expect(await freshVersion()).toBe(before);
    const published = await insertReview(app, { status: "approved" });
    expect((await app.fetch(`/api/reviews/${published.id}`, as(admin, "DELETE"))).status).toBe(200);
    expect(await freshVersion()).toBe(before + 1);
  });

  it("deletes the review and audits it", async () => {
    const review = await insertReview(app);
    const res = await app.fetch(`/api/reviews/${review.id}`, as(admin, "DELETE"));
    expect(res.status).toBe(200);
    expect(await app.ctx.db.select().from(reviews).where(eq(reviews.id, review.id))).toEqual([]);
    const rows = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(review.id)));
    expect(rows.some((r) => r.action === "delete" && r.entity === "review")).toBe(true);
    expect((await app.fetch(`/api/reviews/${review.id}`, as(admin, "DELETE"))).status).toBe(404);
  });
});
