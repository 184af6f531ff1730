import { createHash } from "node:crypto";
import sharp, { type Metadata } from "sharp";
import { MEDIA_WIDTHS } from "#domain/media";
import { HttpError } from "#server/errors";
import { inResizeTurn } from "./resize-turns";

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const MAX_PIXELS = 40_000_000;
/** WebP holds at most 16383 pixels a side. */
const WEBP_MAX_SIDE = 16_383;

const ORIGINAL_FORMATS = {
  jpeg: "jpg",
  png: "png",
  webp: "webp",
  gif: "png",
  avif: "webp",
  heif: "webp",
  tiff: "jpg",
} as const;

export interface NormalisedImage {
  key: string;
  mime: string;
  originalExt: string;
  width: number;
  height: number;
  files: { name: string; body: Buffer; contentType: string }[];
}

const refuse = (message: string) => new HttpError(415, message);

/** An upload's object key: its bytes' hash, so the same file always names the same stored files. */
export function contentKey(input: Buffer): string {
  return createHash("sha256").update(input).digest("hex").slice(0, 32);
}

/**
 * Re-encodes an uploaded image: EXIF rotation applied, all metadata dropped, a cleaned original and
 * WebP variants for srcset. Anything that does not decode as a raster image is refused.
 */
export async function normaliseImage(input: Buffer): Promise<NormalisedImage> {
  return inResizeTurn(() => normaliseInTurn(input));
}

async function normaliseInTurn(input: Buffer): Promise<NormalisedImage> {
  if (input.length === 0) throw new HttpError(400, "빈 파일은 업로드할 수 없습니다.");
  if (input.length > MAX_UPLOAD_BYTES) throw new HttpError(413, "이미지 파일은 10MB 이하만 업로드할 수 있습니다.");
  let meta: Metadata;
  try {
    meta = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw refuse("이미지 파일만 업로드할 수 있습니다.");
  }
  const format = meta.format as keyof typeof ORIGINAL_FORMATS | undefined;
  if (!format || !(format in ORIGINAL_FORMATS))
    throw refuse("지원하지 않는 이미지 형식입니다. JPG, PNG, WebP 이미지를 올려주세요.");
  if (!meta.width || !meta.height) throw refuse("이미지 파일만 업로드할 수 있습니다.");
  if (meta.width * meta.height > MAX_PIXELS)
    throw new HttpError(413, "이미지 해상도가 너무 큽니다. 4천만 화소 이하 이미지를 올려주세요.");

  const key = contentKey(input);
  const base = () => sharp(input, { failOn: "truncated", limitInputPixels: MAX_PIXELS, pages: 1 }).rotate();
  try {
    const ext = ORIGINAL_FORMATS[format];
    const original = base();
    const originalBody =
      // Plain libjpeg with optimised Huffman tables: mozjpeg's trellis search took 6.5 s of CPU on a 24-megapixel
      // photo against 0.4 s, for a file only a download ever reads.
      ext === "jpg"
        ? await original.jpeg({ quality: 90, optimiseCoding: true }).toBuffer({ resolveWithObject: true })
        : ext === "png"
          ? await original.png().toBuffer({ resolveWithObject: true })
          : await original.webp({ quality: 90 }).toBuffer({ resolveWithObject: true });
    // Widths past the source size would be identical upscale-free copies: encode each distinct size once.
    const sourceWidth = originalBody.info.width;
    const encoded = new Map<number, Promise<Buffer>>();
    const variantOf = (width: number) => {
      const actual = Math.min(width, sourceWidth);
      let body = encoded.get(actual);
      if (!body) {
        // A long image (a tall promotion banner) gets a narrower variant rather than none at all.
        body = base().resize({ width: actual, height: WEBP_MAX_SIDE, fit: "inside" }).webp({ quality: 78 }).toBuffer();
        encoded.set(actual, body);
      }
      return body;
    };
    // One after another, not all at once: an image's turn holds one core (see resize-turns).
    const variants: NormalisedImage["files"] = [];
    for (const width of MEDIA_WIDTHS)
      variants.push({ name: `${key}/${width}.webp`, body: await variantOf(width), contentType: "image/webp" });
    return {
      key,
      mime: `image/${ext === "jpg" ? "jpeg" : ext}`,
      originalExt: ext,
      width: originalBody.info.width,
      height: originalBody.info.height,
      files: [
        {
          name: `${key}/original.${ext}`,
          body: originalBody.data,
          contentType: `image/${ext === "jpg" ? "jpeg" : ext}`,
        },
        ...variants,
      ],
    };
  } catch {
    throw refuse("손상되었거나 읽을 수 없는 이미지입니다.");
  }
}
