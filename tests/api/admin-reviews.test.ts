import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, reviews } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { insertReview } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

let admin: TestAccount;

const app = useTestApp();
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

const valid = {
  customerName: "  이수정 ",
  vehicleName: "K5",
  content: "월 납입료가 합리적이라 만족합니다.",
  rating: 3,
};

describe("PUT /api/reviews/{id}", () => {
  it("updates name, vehicle, content and rating, and bumps the data version", async () => {
    const review = await insertReview(app);
    const before = await getDataVersion(app.ctx);
    const res = await app.fetch(`/api/reviews/${review.id}`, as(admin, "PUT", valid));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { success: boolean; review: Record<string, unknown> };
    expect(body.review).toMatchObject({ id: review.id, customerName: "이수정", vehicleName: "K5", rating: 3 });
    const [row] = await app.ctx.db.select().from(reviews).where(eq(reviews.id, review.id));
    expect(row).toMatchObject({ customerName: "이수정", content: valid.content, rating: 3 });
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(before);
    const [audit] = await app.ctx.db.select().from(auditLog).where(eq(auditLog.entity, "review"));
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
});

describe("DELETE /api/reviews/{id}", () => {
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
