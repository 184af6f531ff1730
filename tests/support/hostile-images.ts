import { once } from "node:events";
import { crc32, createDeflate, deflateSync } from "node:zlib";
import sharp from "sharp";

/**
 * Hostile upload bodies, made in code: polyglots, images carrying markup, truncated files, decompression
 * bombs and formats the site does not take. What each carries is in `SCRIPT_MARKERS`, so a test can check
 * that no stored or served byte still holds it.
 */
export const SCRIPT_MARKERS = ["<?php", "<script", "alert(1)", "<html"] as const;
const MARKUP = Buffer.from("<?php system($_GET['c']); ?><html><script>alert(1)</script></html>");

/** A detailed photo-like JPEG, so a cut one really lacks scan data. */
export function noiseJpeg(width = 200, height = 160): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "latin1"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
}

const PNG_SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

/** A black 8-bit greyscale PNG whose pixel data is `idat` (all zero rows when not given), with extra chunks after IHDR. */
function greyPng(width: number, height: number, idat: Buffer, extra: Buffer[] = []): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  return Buffer.concat([
    PNG_SIGNATURE,
    pngChunk("IHDR", header),
    ...extra,
    pngChunk("IDAT", idat),
    pngChunk("IEND", Buffer.alloc(0)),
  ]);
}

/** A valid PNG of one colour: a few kilobytes that decode to width × height pixels. */
export async function compressedPng(width: number, height: number): Promise<Buffer> {
  const rawBytes = (width + 1) * height;
  if (rawBytes < 64 * 1024 * 1024) return greyPng(width, height, deflateSync(Buffer.alloc(rawBytes), { level: 9 }));
  // Too big to hold at once: deflate the zero rows as a stream.
  const deflate = createDeflate({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (part: Buffer) => parts.push(part));
  const ended = once(deflate, "end");
  const block = Buffer.alloc(1 << 20);
  for (let left = rawBytes; left > 0; left -= block.length) {
    if (!deflate.write(left >= block.length ? block : block.subarray(0, left))) await once(deflate, "drain");
  }
  deflate.end();
  await ended;
  return greyPng(width, height, Buffer.concat(parts));
}

/** A small PNG with markup in a tEXt chunk and again after IEND. */
export function pngWithMarkup(): Buffer {
  const text = pngChunk("tEXt", Buffer.concat([Buffer.from("Comment\0", "latin1"), MARKUP]));
  return Buffer.concat([greyPng(16, 16, deflateSync(Buffer.alloc(17 * 16)), [text]), MARKUP]);
}

/** A JPEG with markup after its end marker (where PHP or an HTML sniffer would find it). */
export async function jpegWithTrailer(): Promise<Buffer> {
  return Buffer.concat([await noiseJpeg(64, 48), MARKUP]);
}

/** A JPEG whose EXIF description is markup. */
export function jpegWithExifMarkup(): Promise<Buffer> {
  return sharp({ create: { width: 40, height: 30, channels: 3, background: "#ffcc00" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: MARKUP.toString("latin1") } })
    .toBuffer();
}

/**
 * GIF89a whose width bytes are `/*`, with `*\/=alert(1);` after the trailer: one file that is a GIF image and
 * a valid script (`GIF89a = alert(1)`), the classic way around an upload that checks only magic bytes.
 */
export async function gifScriptPolyglot(): Promise<Buffer> {
  const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: "#ff0000" } })
    .gif()
    .toBuffer();
  gif[6] = 0x2f;
  gif[7] = 0x2a;
  return Buffer.concat([gif, Buffer.from("*/=alert(1);//")]);
}

/** A Windows icon holding a PNG (browsers show it; libvips has no loader for it). */
export async function icoFile(): Promise<Buffer> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 4, background: "#00aa00" } })
    .png()
    .toBuffer();
  const header = Buffer.from([0, 0, 1, 0, 1, 0]);
  const entry = Buffer.alloc(16);
  entry[0] = 16;
  entry[1] = 16;
  entry.writeUInt16LE(1, 4);
  entry.writeUInt16LE(32, 6);
  entry.writeUInt32LE(png.length, 8);
  entry.writeUInt32LE(22, 12);
  return Buffer.concat([header, entry, png]);
}

/** A 2 × 2 24-bit Windows bitmap. */
export function bmpFile(): Buffer {
  const pixels = Buffer.alloc(16, 0x80);
  const header = Buffer.alloc(54);
  header.write("BM", 0, "latin1");
  header.writeUInt32LE(54 + pixels.length, 2);
  header.writeUInt32LE(54, 10);
  header.writeUInt32LE(40, 14);
  header.writeInt32LE(2, 18);
  header.writeInt32LE(2, 22);
  header.writeUInt16LE(1, 26);
  header.writeUInt16LE(24, 28);
  header.writeUInt32LE(pixels.length, 34);
  return Buffer.concat([header, pixels]);
}

/** A one-page PDF whose open action runs script. */
export function pdfWithScript(): Buffer {
  return Buffer.from(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction<</S/JavaScript/JS(app.alert(1))>>>>endobj\n" +
      "2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
    "latin1",
  );
}

/** An HTML page, to be sent with an image content type. */
export const htmlPage = () => Buffer.from(`<!doctype html><html><body><script>alert(1)</script></body></html>`);
