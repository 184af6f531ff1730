import { inArray, sql } from "drizzle-orm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { mediaObjects } from "#server/db/schema";
import { ANONYMOUS_SLOTS_PER_HOUR } from "#server/http/api/media";
import { runDailyMaintenance } from "#server/jobs/maintenance";
import { resizeTurnPeaks } from "#server/media/resize-turns";
import { as, createAccount } from "../support/accounts";
import { insertBoardPost, insertReview, insertVehicle } from "../support/admin-fixtures";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

// The uploads are sent from this test's own process, where the server runs too: on a machine whose cores are busy
// with other work, three 10 MB bodies can take longer than the pace a real client is held to. The pace has its own
// tests (slow-bodies.test.ts), so here it is out of the way.
const app = useTestApp({
  env: { TRUST_PROXY: "1", BODY_MAX_SECONDS: "600", BODY_MIN_BYTES_PER_SECOND: "1", UPLOAD_IDLE_SECONDS: "600" },
});

const fromAddress = (address: string): RequestInit => ({ method: "POST", headers: { "X-Forwarded-For": address } });

/** Stores an image as a visitor does: a slot, then the PUT. Answers its key and URL. */
async function upload(body: Buffer, address = "198.51.100.200"): Promise<{ key: string; url: string }> {
  const slot = await app.fetch("/api/objects/upload", fromAddress(address));
  expect(slot.status).toBe(200);
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const res = await fetch(uploadURL, {
    method: "PUT",
    headers: { "Content-Type": "image/png" },
    body: new Uint8Array(body),
  });
  expect(res.status).toBe(201);
  return (await res.json()) as { key: string; url: string };
}

const served = async (url: string) => (await app.fetch(new URL(url, "http://x").pathname)).status;

describe("anonymous upload slots", () => {
  it(`give one address ${ANONYMOUS_SLOTS_PER_HOUR} slots an hour, however fast they are asked for, and no more`, async () => {
    const address = "198.51.100.7";
    const answers = await Promise.all(
      Array.from({ length: ANONYMOUS_SLOTS_PER_HOUR + 10 }, () =>
        app.fetch("/api/objects/upload", fromAddress(address)),
      ),
    );
    const statuses = answers.map((res) => res.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(ANONYMOUS_SLOTS_PER_HOUR);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = answers.find((res) => res.status === 429)!;
    expect(refused.headers.get("retry-after")).toBeTruthy();
    expect(((await refused.json()) as { message: string }).message).toBe(
      "업로드 요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
    );

    // Another visitor is not held back by this one, and staff uploading a listing are not capped.
    expect((await app.fetch("/api/objects/upload", fromAddress("198.51.100.8"))).status).toBe(200);
    const admin = await createAccount(app, "admin");
    const staff = { ...as(admin, "POST"), headers: { ...as(admin, "POST").headers, "X-Forwarded-For": address } };
    expect((await app.fetch("/api/objects/upload", staff)).status).toBe(200);
  });
});

describe("uploads nothing refers to", () => {
  it("are deleted by the daily job once a day old; images in listings, board posts and reviews stay", async () => {
    const images = await Promise.all(
      ["#101010", "#202020", "#303030", "#404040", "#505050"].map(async (color) =>
        upload(await makeImage({ width: 120, height: 90, color })),
      ),
    );
    const [abandoned, inListing, inPost, inReview, fresh] = images as [
      (typeof images)[0],
      (typeof images)[0],
      (typeof images)[0],
      (typeof images)[0],
      (typeof images)[0],
    ];
    await insertVehicle(app, { images: [inListing.key] });
    await insertBoardPost(app, { images: [inPost.key] });
    await insertReview(app, { photoUrl: inReview.url });
    // A day and an hour old, all but the fresh one.
    await app.ctx.db
      .update(mediaObjects)
      .set({ createdAt: sql`now() - interval '25 hours'` })
      .where(inArray(mediaObjects.key, [abandoned.key, inListing.key, inPost.key, inReview.key]));
    for (const image of images) expect(await served(image.url)).toBe(200);

    await runDailyMaintenance(app.ctx);

    expect(await served(abandoned.url)).toBe(404);
    const rows = await app.ctx.db
      .select({ key: mediaObjects.key })
      .from(mediaObjects)
      .where(
        inArray(
          mediaObjects.key,
          images.map((image) => image.key),
        ),
      );
    expect(rows.map((row) => row.key).sort()).toEqual([inListing.key, inPost.key, inReview.key, fresh.key].sort());
    for (const kept of [inListing, inPost, inReview, fresh]) expect(await served(kept.url)).toBe(200);

    // The same picture uploaded again is stored afresh and served.
    const again = await upload(await makeImage({ width: 120, height: 90, color: "#101010" }));
    expect(again.key).toBe(abandoned.key);
    expect(await served(again.url)).toBe(200);
  });
});

describe("large uploads at once", () => {
  it("take turns: three 24-megapixel photos are all stored, one resized at a time while the others wait", async () => {
    const photo = async (seed: number) => {
      const width = 6000;
      const height = 4000;
      const raw = Buffer.alloc(width * height * 3);
      for (let i = 0; i < raw.length; i++) raw[i] = ((((i + seed) * 2654435761) >>> 24) ^ (i % 251)) & 0xff;
      return sharp(raw, { raw: { width, height, channels: 3 } })
        .jpeg({ quality: 60 })
        .toBuffer();
    };
    const photos = await Promise.all([1, 2, 3].map(photo));
    for (const body of photos) expect(body.length).toBeLessThan(10 * 1024 * 1024);

    resizeTurnPeaks(true);
    const stored = await Promise.all(photos.map((body, i) => upload(body, `198.51.100.${30 + i}`)));

    expect(new Set(stored.map((image) => image.key)).size).toBe(3);
    for (const image of stored) expect(await served(image.url)).toBe(200);
    // All at once they would take every core the machine has; in turns, one works while the others wait. (What
    // that costs in CPU and time is a bench figure, not a test's: a busy machine moves it.)
    const peaks = resizeTurnPeaks();
    expect(peaks.working).toBe(1);
    expect(peaks.waiting).toBeGreaterThanOrEqual(1);
  }, 120_000);
});
