import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { count, eq } from "drizzle-orm";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { MEDIA_WIDTHS } from "#domain/media";
import { boardPosts, mediaObjects, vehicles } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import {
  bmpFile,
  compressedPng,
  gifScriptPolyglot,
  htmlPage,
  icoFile,
  jpegWithExifMarkup,
  jpegWithTrailer,
  noiseJpeg,
  pdfWithScript,
  pngWithMarkup,
  SCRIPT_MARKERS,
} from "../support/hostile-images";
import { useTestApp } from "../support/use-test-app";

// The upload flow under hostile files (foundation.test.ts has the plain refusals: text, SVG, empty, >10 MB,
// >40 MP). Whatever is taken is re-encoded, and every stored or served byte is an image and nothing else.
const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
});

interface Stored {
  key: string;
  url: string;
  width: number;
  height: number;
}

async function upload(body: Buffer, headers: Record<string, string>) {
  const slot = (await (await app.fetch("/api/objects/upload", { method: "POST" })).json()) as { uploadURL: string };
  const res = await fetch(slot.uploadURL, { method: "PUT", headers, body: new Uint8Array(body) });
  return { status: res.status, body: (await res.json()) as Partial<Stored> & { message?: string } };
}

async function storedFiles(): Promise<string[]> {
  const root = app.ctx.config.mediaDir;
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** The media rows and files, to show a refusal left nothing behind. */
async function mediaState() {
  const [rows] = await app.ctx.db.select({ n: count() }).from(mediaObjects);
  return { rows: rows?.n, files: (await storedFiles()).sort() };
}

const holdsMarkup = (bytes: Buffer) => SCRIPT_MARKERS.filter((marker) => bytes.includes(marker));

const CONTENT_TYPES: Record<string, string> = { jpeg: "image/jpeg", png: "image/png", webp: "image/webp" };

/** Every file of a stored image, as served: an image of the type it claims, marked nosniff and sandboxed, with no markup. */
async function expectServedAsImages(key: string, originalMime: string) {
  const [row] = await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.key, key));
  expect(row?.mime).toBe(originalMime);
  const names = [`original.${row!.originalExt}`, ...MEDIA_WIDTHS.map((w) => `${w}.webp`)];
  for (const name of names) {
    const onDisk = await readFile(path.join(app.ctx.config.mediaDir, key, name));
    expect(holdsMarkup(onDisk), `${name} on disk`).toEqual([]);
    const res = await app.fetch(`/media/${key}/${name}`);
    expect(res.status, name).toBe(200);
    const served = Buffer.from(await res.arrayBuffer());
    const format = (await sharp(served).metadata()).format;
    expect(res.headers.get("content-type"), name).toBe(CONTENT_TYPES[format]);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toContain("sandbox");
    expect(res.headers.get("content-disposition")).toBeNull();
    expect(holdsMarkup(served), name).toEqual([]);
  }
  for (const other of ["original.html", "original.gif", "original.svg", "960.js", `..%2F${key}%2F960.webp`]) {
    const res = await app.fetch(`/media/${key}/${other}`);
    expect(res.status, other).toBe(404);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
  }
}

describe("files that are images whatever they are called or carry", () => {
  const accepted: [string, () => Promise<Buffer> | Buffer, Record<string, string>, string][] = [
    [
      "a PNG sent as a Windows program",
      () =>
        sharp({ create: { width: 20, height: 10, channels: 3, background: "#0a0" } })
          .png()
          .toBuffer(),
      { "Content-Type": "application/x-msdownload" },
      "image/png",
    ],
    ["a JPEG sent as text/html", () => noiseJpeg(48, 32), { "Content-Type": "text/html" }, "image/jpeg"],
    [
      "a GIF that is also a script (GIF89a/*…*/=alert(1))",
      gifScriptPolyglot,
      { "Content-Type": "image/gif" },
      "image/png",
    ],
    ["a JPEG with PHP and HTML after its end", jpegWithTrailer, { "Content-Type": "image/jpeg" }, "image/jpeg"],
    ["a JPEG with markup in its EXIF description", jpegWithExifMarkup, { "Content-Type": "image/jpeg" }, "image/jpeg"],
    ["a PNG with markup in a text chunk and after IEND", pngWithMarkup, { "Content-Type": "image/png" }, "image/png"],
    [
      "a TIFF",
      () =>
        sharp({ create: { width: 30, height: 20, channels: 3, background: "#123456" } })
          .tiff()
          .toBuffer(),
      { "Content-Type": "image/tiff" },
      "image/jpeg",
    ],
    [
      "an AVIF (HEIF)",
      () =>
        sharp({ create: { width: 30, height: 20, channels: 3, background: "#654321" } })
          .avif()
          .toBuffer(),
      { "Content-Type": "image/heic" },
      "image/webp",
    ],
  ];

  it.each(accepted)("%s is re-encoded and served only as an image", async (_name, make, headers, mime) => {
    const { status, body } = await upload(await make(), headers);
    expect(status, body.message).toBe(201);
    expect(body.url).toBe(`/media/${body.key}/960.webp`);
    await expectServedAsImages(body.key!, mime);
  });
});

describe("files that are not images, or not whole", () => {
  const refused: [string, () => Promise<Buffer> | Buffer][] = [
    ["an HTML page sent as image/jpeg", htmlPage],
    ["a PDF with a script action", pdfWithScript],
    ["a Windows icon", icoFile],
    ["a BMP", bmpFile],
    ["a JPEG cut in half", async () => (await noiseJpeg()).subarray(0, 5000)],
    ["a JPEG cut after its header", async () => (await noiseJpeg()).subarray(0, 200)],
    [
      "a PNG cut in half",
      async () => {
        const png = await sharp(await noiseJpeg())
          .png()
          .toBuffer();
        return png.subarray(0, png.length >> 1);
      },
    ],
    [
      "a HEIC header with nothing after it",
      () => Buffer.from("0000001c6674797068656963000000006d696631686569636d696166", "hex"),
    ],
  ];

  it.each(refused)("%s is refused with a Korean 415 and nothing stored", async (_name, make) => {
    const before = await mediaState();
    const { status, body } = await upload(await make(), { "Content-Type": "image/jpeg" });
    expect(status).toBe(415);
    expect(body.message).toMatch(/[가-힣]/);
    expect(await mediaState()).toEqual(before);
  });
});

describe("decompression bombs", () => {
  it("a valid 20000 × 20000 PNG of a few hundred kilobytes is refused from its header, in bounded time and memory", async () => {
    const bomb = await compressedPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    const before = await mediaState();
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const { status, body } = await upload(bomb, { "Content-Type": "image/png" });
    expect(status).toBe(413);
    expect(body.message).toContain("4천만 화소");
    expect(performance.now() - started).toBeLessThan(2_000);
    // Decoding it would take 400 MB.
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(await mediaState()).toEqual(before);
  });

  it("a gzip-encoded upload that inflates past 10 MB is cut off with a Korean 413", async () => {
    const bomb = gzipSync(Buffer.alloc(64 * 1024 * 1024));
    const before = await mediaState();
    const rss = process.memoryUsage().rss;
    const { status, body } = await upload(bomb, { "Content-Type": "image/png", "Content-Encoding": "gzip" });
    expect(status).toBe(413);
    expect(body.message).toMatch(/[가-힣]/);
    expect(process.memoryUsage().rss - rss).toBeLessThan(100 * 1024 * 1024);
    expect(await mediaState()).toEqual(before);
  });

  it("an image just under 40 megapixels, compressed to kilobytes, is decoded within bounded time and memory", async () => {
    const png = await compressedPng(6_320, 6_320);
    const rss = process.memoryUsage().rss;
    const started = performance.now();
    const { status, body } = await upload(png, { "Content-Type": "image/png" });
    expect(status).toBe(201);
    expect([body.width, body.height]).toEqual([6_320, 6_320]);
    expect(performance.now() - started).toBeLessThan(15_000);
    expect(process.memoryUsage().rss - rss).toBeLessThan(400 * 1024 * 1024);
  });
});

describe("unusual but real images", () => {
  it("a very long image (a promotion banner of 860 × 20000) is stored with variants WebP can hold", async () => {
    const { status, body } = await upload(await compressedPng(860, 20_000), { "Content-Type": "image/png" });
    expect(status, body.message).toBe(201);
    for (const width of MEDIA_WIDTHS) {
      const meta = await sharp(
        Buffer.from(await (await app.fetch(`/media/${body.key}/${width}.webp`)).arrayBuffer()),
      ).metadata();
      expect(meta.format).toBe("webp");
      expect(meta.height).toBeLessThanOrEqual(16_383);
      expect(meta.width).toBeLessThanOrEqual(Math.min(width, 860));
    }
  });
});

describe("images sent inside vehicle and board payloads", () => {
  const dataUrl = (mime: string, body: Buffer) => `data:${mime};base64,${body.toString("base64")}`;

  it("a JPEG with a PHP trailer as a vehicle's data URL is stored re-encoded", async () => {
    const res = await app.fetch(
      "/api/vehicles",
      as(admin, "POST", {
        name: "업로드 점검 차량",
        category: "중형 SUV",
        badges: ["신차"],
        images: [dataUrl("image/jpeg", await jpegWithTrailer())],
      }),
    );
    expect(res.status).toBe(201);
    const { vehicle } = (await res.json()) as { vehicle: { thumbnails: string[] } };
    const key = /^\/media\/([a-f0-9]{32})\//.exec(vehicle.thumbnails[0]!)![1]!;
    await expectServedAsImages(key, "image/jpeg");
  });

  it.each([
    [
      "an SVG with a script",
      "image/svg+xml",
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    ],
    ["a truncated PNG", "image/png", pngWithMarkup().subarray(0, 60)],
    ["an HTML page claiming to be a PNG", "image/png", htmlPage()],
  ])(
    "%s as a vehicle's or a board post's data URL is refused in Korean and stores nothing",
    async (_name, mime, body) => {
      const before = await mediaState();
      const [cars] = await app.ctx.db.select({ n: count() }).from(vehicles);
      const [posts] = await app.ctx.db.select({ n: count() }).from(boardPosts);
      const car = await app.fetch(
        "/api/vehicles",
        as(admin, "POST", {
          name: "거절될 차량",
          category: "중형 SUV",
          badges: ["신차"],
          images: [dataUrl(mime, body)],
        }),
      );
      const post = await app.fetch(
        "/api/board-posts",
        as(admin, "POST", { title: "거절될 글", content: "내용", images: [dataUrl(mime, body)] }),
      );
      for (const res of [car, post]) {
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(((await res.json()) as { message: string }).message).toMatch(/[가-힣]/);
      }
      expect((await app.ctx.db.select({ n: count() }).from(vehicles))[0]).toEqual(cars);
      expect((await app.ctx.db.select({ n: count() }).from(boardPosts))[0]).toEqual(posts);
      expect(await mediaState()).toEqual(before);
    },
  );
});
