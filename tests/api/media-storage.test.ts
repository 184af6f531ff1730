import { randomBytes } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import JSZip from "jszip";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_WIDTHS, mediaKeyOf } from "#domain/media";
import { mediaObjects } from "#server/db/schema";
import { openMediaStorage } from "#server/media/open-storage";
import type { MediaStorage } from "#server/media/storage";
import { purgeUnrecordedMedia, purgeUnusedMedia } from "#server/services/media/media-retention";
import { insertVehicle } from "../support/fixtures";
import { makeImage } from "../support/images";
import { useS3Server } from "../support/s3-server";
import { uploadImage } from "../support/site-client";
import { startTestApp } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/**
 * The media store's contract and the site's media features, run the same on both stores: DATA_DIR/media on disk,
 * and an S3 bucket on an S3-protocol server (s3rver) reached through the real AWS SDK over HTTP.
 */

const HOUR = 3600_000;
const key = () => randomBytes(16).toString("hex");
const fileNames = (k: string) => [`${k}/original.png`, ...MEDIA_WIDTHS.map((w) => `${k}/${w}.webp`)].sort();
const bytesOf = async (storage: MediaStorage, name: string) => {
  const file = await storage.read(name);
  return file ? Buffer.concat(await file.body.toArray()) : null;
};

/** Stores an image as a visitor's browser does (a slot, then the PUT): its key and URL. */
async function upload(app: { url: string }, body: Buffer) {
  const url = await uploadImage(app.url, "", body);
  return { key: mediaKeyOf(url)!, url };
}

describe.each(["local", "s3"] as const)("media on the %s store", (store) => {
  const s3 = store === "s3" ? useS3Server() : null;
  let bucket: Record<string, string> = {};
  beforeAll(async () => {
    if (s3) bucket = await s3.newBucket();
  });
  const app = useTestApp(() => ({ env: bucket }));
  const storage = () => app.ctx.storage;

  describe("the store", () => {
    it("writes an object's files together and reads each back with its type and size", async () => {
      const k = key();
      const files = fileNames(k).map((name, i) => ({
        name,
        body: Buffer.from(`${name} ${"x".repeat(i * 100)}`),
        contentType: name.endsWith(".png") ? "image/png" : "image/webp",
      }));
      await storage().putAll(files);
      expect((await storage().filesOf(k)).sort()).toEqual(fileNames(k));
      expect(await storage().objectKeys()).toContain(k);
      for (const file of files) {
        const read = await storage().read(file.name);
        expect(read?.contentType).toBe(file.contentType);
        expect(read?.size).toBe(file.body.length);
        expect(await bytesOf(storage(), file.name)).toEqual(file.body);
      }
    });

    it("answers nothing for a missing file and refuses names outside the media pattern, writing none of the object", async () => {
      const k = key();
      expect(await storage().read(`${k}/640.webp`)).toBeNull();
      expect(await storage().filesOf(k)).toEqual([]);
      for (const name of ["../secret.webp", `${k}/../../x.webp`, `${k}/640.html`, `${k.toUpperCase()}/640.webp`])
        expect(await storage().read(name)).toBeNull();
      await expect(
        storage().putAll([
          { name: `${k}/320.webp`, body: Buffer.from("a"), contentType: "image/webp" },
          { name: `${k}/../evil.webp`, body: Buffer.from("b"), contentType: "image/webp" },
        ]),
      ).rejects.toThrow();
      expect(await storage().filesOf(k)).toEqual([]);
      expect(await storage().objectKeys()).not.toContain(k);
    });

    it("removes an object's files written before a time, and only those", async () => {
      const k = key();
      await storage().putAll(
        fileNames(k).map((name) => ({ name, body: Buffer.from(name), contentType: "image/webp" })),
      );
      expect(await storage().removeFilesWrittenBefore(k, new Date(Date.now() - HOUR))).toBe(false);
      expect((await storage().filesOf(k)).sort()).toEqual(fileNames(k));
      expect(await storage().removeFilesWrittenBefore(k, new Date(Date.now() + HOUR))).toBe(true);
      expect(await storage().filesOf(k)).toEqual([]);
      expect(await storage().objectKeys()).not.toContain(k);
    });

    it("removes named files and leaves the others", async () => {
      const k = key();
      await storage().putAll(
        fileNames(k).map((name) => ({ name, body: Buffer.from(name), contentType: "image/webp" })),
      );
      await storage().removeAll([`${k}/320.webp`, `${k}/640.webp`]);
      expect((await storage().filesOf(k)).sort()).toEqual(fileNames(k).filter((n) => !/\/(320|640)\.webp$/.test(n)));
    });

    it("answers a health check, and says when it cannot be reached", async () => {
      expect(await storage().ping()).toBe(true);
      const unreachable = openMediaStorage({
        ...app.ctx.config,
        // A file where the folder should be; a port nothing listens on.
        mediaDir: "/dev/null/media",
        s3: app.ctx.config.s3 && { ...app.ctx.config.s3, endpoint: "http://127.0.0.1:9" },
      });
      expect(await unreachable.ping()).toBe(false);
    });
  });

  describe("through the site", () => {
    it("stores an upload's original and every width once, under its content hash, and serves each for good", async () => {
      const image = await makeImage({ width: 700, height: 400, color: "#2255aa" });
      const stored = await upload(app, image);
      expect(stored.key).toMatch(/^[a-f0-9]{32}$/);
      expect((await storage().filesOf(stored.key)).sort()).toEqual(fileNames(stored.key));
      for (const width of MEDIA_WIDTHS) {
        const res = await app.fetch(`/media/${stored.key}/${width}.webp`);
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/webp");
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const body = Buffer.from(await res.arrayBuffer());
        expect(body).toEqual(await bytesOf(storage(), `${stored.key}/${width}.webp`));
        expect((await sharp(body).metadata()).width).toBe(Math.min(width, 700));
      }
      expect((await app.fetch(`/media/${stored.key}/9999.webp`)).status).toBe(404);
      expect((await app.fetch(`/media/${key()}/640.webp`)).status).toBe(404);

      // The same file again is the same object: nothing new is made.
      const again = await upload(app, image);
      expect(again).toEqual(stored);
      expect((await storage().filesOf(stored.key)).sort()).toEqual(fileNames(stored.key));
    });

    it("zips a vehicle's originals from the store", async () => {
      const vehicle = await insertVehicle(app.ctx, { name: "쏘렌토 MQ4", imageCount: 3 });
      const res = await app.fetch(`/api/vehicles/${vehicle.slug}/images.zip`);
      expect(res.status).toBe(200);
      expect(res.headers.get("x-image-count")).toBe("3");
      const zip = await JSZip.loadAsync(await res.arrayBuffer());
      const names = Object.keys(zip.files).sort();
      expect(names).toEqual(["쏘렌토 MQ4_01.png", "쏘렌토 MQ4_02.png", "쏘렌토 MQ4_03.png"]);
      for (const [i, name] of names.entries())
        expect(await zip.files[name]!.async("nodebuffer")).toEqual(
          await bytesOf(storage(), `${vehicle.images[i]}/original.png`),
        );

      // An original missing from the store is left out; with none left, a Korean 404.
      await storage().removeAll([`${vehicle.images[1]}/original.png`]);
      const fewer = await app.fetch(`/api/vehicles/${vehicle.slug}/images.zip`);
      expect(fewer.headers.get("x-image-count")).toBe("2");
      expect(Object.keys((await JSZip.loadAsync(await fewer.arrayBuffer())).files).sort()).toEqual([
        "쏘렌토 MQ4_01.png",
        "쏘렌토 MQ4_03.png",
      ]);
      await storage().removeAll(vehicle.images.map((k) => `${k}/original.png`));
      const none = await app.fetch(`/api/vehicles/${vehicle.slug}/images.zip`);
      expect(none.status).toBe(404);
      expect(await none.json()).toMatchObject({ message: "다운로드할 이미지가 없습니다" });
    });

    it("the daily cleanup deletes day-old uploads nothing uses and files no row records, from the store", async () => {
      const unused = await upload(app, await makeImage({ width: 90, height: 60, color: "#aa1100" }));
      const listed = await insertVehicle(app.ctx, { imageCount: 1 });
      const listedKey = listed.images[0]!;
      await app.ctx.db
        .update(mediaObjects)
        .set({ createdAt: sql`now() - interval '25 hours'` })
        .where(inArray(mediaObjects.key, [unused.key, listedKey]));
      const unrecorded = key();
      await storage().putAll(
        fileNames(unrecorded).map((name) => ({ name, body: Buffer.from("x"), contentType: "image/webp" })),
      );

      // Written just now: an upload that may still be recorded keeps its files.
      expect(await purgeUnrecordedMedia(app.ctx)).toBe(0);
      expect(await storage().filesOf(unrecorded)).not.toEqual([]);

      expect(await purgeUnusedMedia(app.ctx)).toEqual([unused.key]);
      expect(await storage().filesOf(unused.key)).toEqual([]);
      expect((await app.fetch(unused.url)).status).toBe(404);
      expect((await storage().filesOf(listedKey)).sort()).toEqual(fileNames(listedKey));

      // An hour on, the unrecorded files go; every recorded image stays.
      expect(await purgeUnrecordedMedia(app.ctx, new Date(Date.now() + 2 * HOUR))).toBeGreaterThanOrEqual(1);
      expect(await storage().filesOf(unrecorded)).toEqual([]);
      expect((await app.fetch(`/media/${listedKey}/640.webp`)).status).toBe(200);
      const [row] = await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.key, listedKey));
      expect(row).toBeDefined();
    });

    it("answers /readyz once migrated with the store reachable", async () => {
      const res = await app.fetch("/readyz");
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ ok: true, database: "up", storage: "up", migrations: "applied" });
    });
  });

  if (store === "s3")
    it("with MEDIA_PUBLIC_URL, redirects /media/ to the CDN for good, which serves the bucket's immutable files", async () => {
      const cdn = `${s3!.endpoint}/${bucket.S3_BUCKET}`;
      const site = await startTestApp({ env: { ...bucket, MEDIA_PUBLIC_URL: `${cdn}/` } });
      try {
        const stored = await upload(site, await makeImage({ width: 200, height: 100, color: "#00aa44" }));
        const res = await site.fetch(`/media/${stored.key}/320.webp`, { redirect: "manual" });
        expect(res.status).toBe(301);
        expect(res.headers.get("location")).toBe(`${cdn}/${stored.key}/320.webp`);
        expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        const fromCdn = await fetch(res.headers.get("location")!);
        expect(fromCdn.status).toBe(200);
        expect(fromCdn.headers.get("content-type")).toBe("image/webp");
        expect(fromCdn.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
        expect(Buffer.from(await fromCdn.arrayBuffer())).toEqual(
          await bytesOf(site.ctx.storage, `${stored.key}/320.webp`),
        );
        // Pages may load images from there: the policy names the CDN's origin.
        const csp = (await site.fetch("/api/vehicles")).headers.get("content-security-policy") ?? "";
        expect(/img-src ([^;]+)/.exec(csp)?.[1]?.split(" ")).toContain(new URL(cdn).origin);
      } finally {
        await site.close();
      }
    });
});
