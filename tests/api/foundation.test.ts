import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeImage } from "../support/images";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp();

async function upload(body: Buffer, contentType = "application/octet-stream") {
  const slot = await app.fetch("/api/objects/upload", { method: "POST" });
  expect(slot.status).toBe(200);
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  expect(uploadURL).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/api\/objects\/upload\/[\w-]+$/);
  return {
    uploadURL,
    res: await fetch(uploadURL, {
      method: "PUT",
      headers: { "Content-Type": contentType },
      body: new Uint8Array(body),
    }),
  };
}

describe("health and data version", () => {
  it("answers /healthz after checking the database", async () => {
    const res = await app.fetch("/healthz");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, database: "up" });
  });

  it("serves the data version as a number", async () => {
    const res = await app.fetch("/api/data-version");
    expect(res.status).toBe(200);
    const body = (await res.json()) as { version: number };
    expect(typeof body.version).toBe("number");
  });

  it("answers unknown API paths with a Korean 404", async () => {
    const res = await app.fetch("/api/nope");
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ success: false, message: "요청하신 API를 찾을 수 없습니다." });
  });
});

describe("page views", () => {
  it("stores a page view and refuses a malformed one in Korean", async () => {
    const ok = await app.fetch("/api/page-view", jsonRequest("POST", { path: "/new-cars" }));
    expect(ok.status).toBe(204);
    const { pageViews } = await import("#server/db/schema");
    const rows = await app.ctx.db.select().from(pageViews);
    expect(rows.map((r) => r.path)).toContain("/new-cars");
    expect(rows[0]?.visitorHash).toMatch(/^[a-f0-9]{32}$/);

    const bad = await app.fetch("/api/page-view", jsonRequest("POST", { path: 42 }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toMatch(/[가-힣]/);
  });

  it("does not store admin paths", async () => {
    await app.fetch("/api/page-view", jsonRequest("POST", { path: "/admin/secret" }));
    const { pageViews } = await import("#server/db/schema");
    const rows = await app.ctx.db.select().from(pageViews);
    expect(rows.some((r) => r.path.startsWith("/admin"))).toBe(false);
  });

  it("answers broken JSON with 400, not 500", async () => {
    const res = await app.fetch("/api/page-view", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{oops",
    });
    expect(res.status).toBe(400);
  });
});

describe("media upload", () => {
  it("stores an uploaded image and serves it back from /media as WebP variants", async () => {
    const png = await makeImage({ width: 1000, height: 600 });
    const { res } = await upload(png, "image/png");
    expect(res.status).toBe(201);
    const stored = (await res.json()) as { url: string; key: string; width: number; height: number };
    expect(stored.url).toBe(`/media/${stored.key}/960.webp`);
    expect([stored.width, stored.height]).toEqual([1000, 600]);

    const media = await app.fetch(stored.url);
    expect(media.status).toBe(200);
    expect(media.headers.get("content-type")).toBe("image/webp");
    expect(media.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const meta = await sharp(Buffer.from(await media.arrayBuffer())).metadata();
    expect(meta.format).toBe("webp");
    expect(meta.width).toBe(960);

    const small = await sharp(
      Buffer.from(await (await app.fetch(`/media/${stored.key}/320.webp`)).arrayBuffer()),
    ).metadata();
    expect(small.width).toBe(320);
    const original = await app.fetch(`/media/${stored.key}/original.png`);
    expect(original.status).toBe(200);
  });

  it("strips metadata and applies EXIF rotation", async () => {
    const rotated = await sharp({ create: { width: 40, height: 80, channels: 3, background: "#f00" } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const { res } = await upload(rotated, "image/jpeg");
    const stored = (await res.json()) as { key: string; width: number; height: number };
    expect([stored.width, stored.height]).toEqual([80, 40]);
    const original = await app.fetch(`/media/${stored.key}/original.jpg`);
    const meta = await sharp(Buffer.from(await original.arrayBuffer())).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it("lets an upload URL be used only once", async () => {
    const { uploadURL, res } = await upload(await makeImage({ color: "#00ff00" }));
    expect(res.status).toBe(201);
    const again = await fetch(uploadURL, { method: "PUT", body: await makeImage({ color: "#0000ff" }) });
    expect(again.status).toBe(403);
    expect(((await again.json()) as { message: string }).message).toContain("업로드 주소");
  });

  it("refuses non-images, empty files, SVG and oversized files with Korean messages", async () => {
    const text = await upload(Buffer.from("hello, not an image"), "image/png");
    expect(text.res.status).toBe(415);
    expect(((await text.res.json()) as { message: string }).message).toMatch(/이미지/);

    const empty = await upload(Buffer.alloc(0), "image/png");
    expect(empty.res.status).toBe(400);

    const svg = await upload(
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      "image/svg+xml",
    );
    expect(svg.res.status).toBe(415);

    const big = await upload(Buffer.alloc(10 * 1024 * 1024 + 10, 1), "image/png");
    expect(big.res.status).toBe(413);
    expect(((await big.res.json()) as { message: string }).message).toMatch(/[가-힣]/);
  });

  it("refuses images over 40 megapixels", async () => {
    // A tiny PNG that declares 8000x6000 pixels (48 MP) of one colour compresses to a few kilobytes.
    const huge = await sharp({ create: { width: 8000, height: 6000, channels: 3, background: "#000" } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const { res } = await upload(huge, "image/png");
    expect(res.status).toBe(413);
  });

  it("answers 404 for media that does not exist", async () => {
    const res = await app.fetch("/media/00000000000000000000000000000000/960.webp");
    expect(res.status).toBe(404);
  });
});

describe("cross-site requests", () => {
  it("refuses a mutation whose Origin is another site", async () => {
    const res = await app.fetch(
      "/api/page-view",
      jsonRequest("POST", { path: "/" }, { Origin: "https://evil.example" }),
    );
    expect(res.status).toBe(403);
  });
});
