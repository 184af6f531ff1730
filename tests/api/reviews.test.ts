import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REVIEW_RECEIVED } from "#domain/review";
import { rateEvents, reviews } from "#server/db/schema";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { makeImage } from "../support/images";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();
let admin: TestAccount;
beforeAll(async () => {
  admin = await createAccount(app, "admin");
});
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

type ReviewJson = {
  id: number;
  customerName: string;
  vehicleName: string;
  rating: number;
  content: string;
  photoUrl: string | null;
  createdAt: string;
};
type Answer = {
  success: boolean;
  review?: ReviewJson & { status?: string };
  message?: string;
  fieldErrors?: Record<string, string>;
};

/** Uploads a real image through the public upload flow and answers its media URL. */
async function uploadPhoto(color = "#3366ff"): Promise<string> {
  const slot = await app.fetch("/api/objects/upload", { method: "POST" });
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const put = await fetch(uploadURL, {
    method: "PUT",
    headers: { "Content-Type": "image/png" },
    body: new Uint8Array(await makeImage({ color })),
  });
  return ((await put.json()) as { url: string }).url;
}

const post = async (body: unknown) => {
  const res = await app.fetch("/api/reviews", jsonRequest("POST", body));
  return { status: res.status, body: (await res.json()) as Answer };
};
const countReviews = async () => (await app.ctx.db.select().from(reviews)).length;
const approve = (id: number) => app.fetch(`/api/reviews/${id}/approve`, as(admin, "POST"));
const review = (photoUrl: string) => ({
  customerName: "김민수",
  vehicleName: "더 뉴 아반떼 CN7",
  rating: 5,
  content: "상담부터 출고까지 정말 친절하게 안내해주셨어요.",
  photoUrl,
});

describe("POST /api/reviews", () => {
  it("stores a review with an uploaded photo as 승인 대기, says so, and leaves the data version alone", async () => {
    const photoUrl = await uploadPhoto();
    const versionBefore = await getDataVersion(app.ctx);
    const { status, body } = await post({
      ...review(photoUrl),
      content: "  <b>굵게</b> 쓰려고 해도 글자로만 나와요  ",
    });
    expect(status).toBe(201);
    expect(body.success).toBe(true);
    expect(body.message).toBe(REVIEW_RECEIVED);
    // The answer is the review as it will be published: the name masked, even to its writer.
    expect(body.review).toMatchObject({
      customerName: "김*수",
      rating: 5,
      photoUrl,
      content: "<b>굵게</b> 쓰려고 해도 글자로만 나와요",
      status: "pending",
    });
    const [row] = await app.ctx.db.select().from(reviews).where(eq(reviews.id, body.review!.id));
    expect(row).toMatchObject({ customerName: "김민수", status: "pending" });
    // Nothing public changed, so nothing kept is dropped.
    app.ctx.cache.versionMemo = null;
    expect(await getDataVersion(app.ctx)).toBe(versionBefore);
    const list = (await (await app.fetch("/api/reviews")).json()) as { reviews: ReviewJson[] };
    expect(list.reviews.some((r) => r.id === body.review!.id)).toBe(false);
  });

  it("lists an approved review first, with the name masked", async () => {
    const photoUrl = await uploadPhoto("#663399");
    const { body } = await post({ ...review(photoUrl), customerName: "최신 고객" });
    expect((await approve(body.review!.id)).status).toBe(200);
    const list = (await (await app.fetch("/api/reviews")).json()) as { reviews: ReviewJson[] };
    expect(list.reviews[0]?.id).toBe(body.review!.id);
    expect(list.reviews[0]?.customerName).toBe("최***객");
    expect(Object.keys(list.reviews[0]!).sort()).toEqual([
      "content",
      "createdAt",
      "customerName",
      "id",
      "photoUrl",
      "rating",
      "vehicleName",
    ]);
  });

  it("keeps the canonical URL of any stored variant", async () => {
    const photoUrl = await uploadPhoto("#00aa00");
    const small = photoUrl.replace("960.webp", "320.webp");
    const { status, body } = await post(review(small));
    expect(status).toBe(201);
    expect(body.review?.photoUrl).toBe(photoUrl);
  });

  it("answers the glossary's Korean messages per field and stores nothing", async () => {
    const before = await countReviews();
    const { status, body } = await post({
      customerName: "",
      vehicleName: "",
      rating: 0,
      content: "짧아요",
      photoUrl: "",
    });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      customerName: "고객명을 입력해주세요",
      vehicleName: "차량명을 입력해주세요",
      rating: "평점을 선택해주세요",
      content: "후기는 10자 이상 입력해주세요",
      photoUrl: "사진을 첨부해주세요",
    });
    const fractional = await post({ ...review(await uploadPhoto("#aa0000")), rating: 4.5 });
    expect(fractional.status).toBe(400);
    expect(await countReviews()).toBe(before);
  });

  it("refuses a photo this site did not store", async () => {
    const before = await countReviews();
    for (const photoUrl of [
      "https://evil.example/cat.jpg",
      "/media/0123456789abcdef0123456789abcdef/960.webp",
      "data:image/png;base64,AAAA",
    ]) {
      const { status, body } = await post(review(photoUrl));
      expect(status, photoUrl).toBe(400);
      expect(body.fieldErrors?.photoUrl, photoUrl).toMatch(/사진/);
      await app.ctx.db.delete(rateEvents);
    }
    expect(await countReviews()).toBe(before);
  });

  it("refuses a filled honeypot", async () => {
    const before = await countReviews();
    const { status, body } = await post({ ...review(await uploadPhoto("#0000aa")), website: "spam" });
    expect(status).toBe(400);
    expect(body.message).toBe("잘못된 요청입니다.");
    expect(await countReviews()).toBe(before);
  });

  it("answers the sixth review in a minute from one IP with 429", async () => {
    const photoUrl = await uploadPhoto("#123456");
    const before = await countReviews();
    for (let i = 0; i < 5; i++) expect((await post(review(photoUrl))).status).toBe(201);
    const limited = await post(review(photoUrl));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/잠시 후 다시 시도/);
    expect(await countReviews()).toBe(before + 5);
  });
});

describe("GET /api/reviews", () => {
  it("lists reviews newest first", async () => {
    const res = await app.fetch("/api/reviews");
    expect(res.status).toBe(200);
    const { reviews: list } = (await res.json()) as { reviews: ReviewJson[] };
    const times = list.map((r) => Date.parse(r.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
