import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { REVIEW_SENT_PATH } from "#domain/review-text";
import { mediaObjects, rateEvents, reviews } from "#server/db/schema";
import { PAGE_BODY_MAX, PHOTO_FORM_BODY_MAX } from "#server/http/pages-handler";
import { MAX_UPLOAD_BYTES } from "#server/media/images";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

/**
 * 후기 작성's own page (/reviews/new) as a browser without JavaScript sends it: a multipart form with the photo in
 * it, posted to the page's action, which runs the review API's service. Needs `npm run build` first.
 */

const app = useTestApp({ pages: true });
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

const words = (name: string) => ({
  customerName: name,
  vehicleName: "더 뉴 그랜저 GN7",
  rating: "4",
  content: "상담부터 출고까지 아주 빨랐어요. 만족합니다.",
});

function post(fields: Record<string, string>, photo?: { bytes: Buffer; type?: string; name?: string }) {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.set(name, value);
  if (photo)
    body.set(
      "photo",
      new Blob([new Uint8Array(photo.bytes)], { type: photo.type ?? "image/png" }),
      photo.name ?? "car.png",
    );
  return app.fetch("/reviews/new", { method: "POST", body, redirect: "manual", headers: { Origin: app.url } });
}
const html = async (res: Response) => (await res.text()).replaceAll("<!-- -->", "");
const reviewsBy = (name: string) => app.ctx.db.select().from(reviews).where(eq(reviews.customerName, name));
const mediaCount = async () => (await app.ctx.db.select({ key: mediaObjects.key }).from(mediaObjects)).length;

/** A PNG of noise: it does not compress, so it weighs what its pixels do (about 3 bytes each). */
function noisePng(width: number, height: number): Promise<Buffer> {
  const pixels = randomBytes(width * height * 3);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

describe("the review form page", () => {
  it("is a form that posts itself, multipart, with a file field and no browser-only checks", async () => {
    const page = await html(await app.fetch("/reviews/new"));
    const form = /<form[^>]*data-testid="review-write-form"[^>]*>/.exec(page)?.[0] ?? "";
    // (Attribute names as React writes them: HTML reads them in any letter case.)
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/reviews/new"');
    expect(form).toMatch(/enctype="multipart\/form-data"/i);
    expect(form).toMatch(/novalidate/i);
    expect(page).toMatch(/<input[^>]*type="file"[^>]*name="photo"/);
    // 5점 is chosen to begin with, in the HTML itself.
    expect(page).toMatch(/<input(?=[^>]*type="radio")(?=[^>]*value="5")(?=[^>]*checked)[^>]*>/);
  });

  it("takes a review with its photo sent in the form, larger than other page forms may be, to wait for an admin", async () => {
    const photo = await noisePng(700, 600);
    expect(photo.length).toBeGreaterThan(PAGE_BODY_MAX);
    const res = await post(words("사진폼고객"), { bytes: photo });
    expect(res.status).toBe(303);
    expect(res.headers.get("location")).toBe(REVIEW_SENT_PATH);
    const [row] = await reviewsBy("사진폼고객");
    expect(row).toMatchObject({ status: "pending", rating: 4, vehicleName: "더 뉴 그랜저 GN7" });
    expect(row?.photoUrl).toMatch(/^\/media\//);
    const stored = await app.fetch(row?.photoUrl ?? "");
    expect(stored.status).toBe(200);
    // The list it returns to says the review waits, and does not show it.
    const list = await html(await app.fetch(REVIEW_SENT_PATH));
    expect(list).toContain("관리자 확인 후 게시됩니다.");
    expect(list).not.toContain("상담부터 출고까지 아주 빨랐어요");
  });

  it("refuses an empty form on the page, in Korean, under each field", async () => {
    const res = await post({ customerName: "", vehicleName: "", rating: "5", content: "" });
    expect(res.status).toBe(400);
    const page = await html(res);
    for (const message of [
      "입력한 내용을 확인해주세요.",
      "고객명을 입력해주세요",
      "차량명을 입력해주세요",
      "후기는 10자 이상 입력해주세요",
      "사진을 첨부해주세요",
    ])
      expect(page).toContain(message);
  });

  it("stores no photo for words it refuses, keeps what was typed and asks for the photo again", async () => {
    const before = await mediaCount();
    const res = await post(
      { ...words("짧은후기고객"), content: "짧아요" },
      { bytes: await makeImage({ color: "#118844" }) },
    );
    expect(res.status).toBe(400);
    const page = await html(res);
    expect(page).toContain("후기는 10자 이상 입력해주세요");
    expect(page).toContain("사진을 다시 첨부해주세요");
    expect(page).toContain('value="짧은후기고객"');
    expect(await mediaCount()).toBe(before);
    expect(await reviewsBy("짧은후기고객")).toHaveLength(0);
  });

  it("refuses a file that is not an image, and a body past the upload limit before reading it", async () => {
    const notImage = await post(words("파일아님고객"), { bytes: Buffer.from("그냥 글자입니다"), type: "text/plain" });
    expect(notImage.status).toBeGreaterThanOrEqual(400);
    expect(notImage.status).toBeLessThan(500);
    expect(await reviewsBy("파일아님고객")).toHaveLength(0);

    // Past the upload's own limit the form is refused on its declared length, before a byte of it is read.
    expect(PHOTO_FORM_BODY_MAX).toBeGreaterThan(MAX_UPLOAD_BYTES);
    const tooLarge = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(new URL("/reviews/new", app.url), {
        method: "POST",
        headers: {
          Origin: app.url,
          "Content-Type": "multipart/form-data; boundary=x",
          "Content-Length": String(PHOTO_FORM_BODY_MAX + 1),
        },
      });
      req.on("response", async (res) => {
        let body = "";
        for await (const chunk of res) body += chunk;
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
      req.on("error", reject);
      req.flushHeaders();
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toContain("보낸 내용이 너무 큽니다");
  });
});
