import { describe, expect, it } from "vitest";
import {
  isLogoUrl,
  LOGO_EMPTY,
  LOGO_MAX_BYTES,
  LOGO_TOO_LARGE,
  LOGO_WRONG_TYPE,
  logoTypeOf,
  logoUploadProblem,
} from "./site-logo";

const bytes = (...values: number[]) => Uint8Array.from(values);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = new Uint8Array([...Buffer.from("RIFF"), 0x24, 0, 0, 0, ...Buffer.from("WEBPVP8 ")]);

describe("the site's logo", () => {
  it("is told by its first bytes: PNG, JPEG and WebP only", () => {
    expect(logoTypeOf(PNG)).toBe("image/png");
    expect(logoTypeOf(JPEG)).toBe("image/jpeg");
    expect(logoTypeOf(WEBP)).toBe("image/webp");
    for (const other of [
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      Buffer.from('<?xml version="1.0"?><svg/>'),
      Buffer.from("GIF89a\x01\x00\x01\x00"),
      Buffer.from("RIFF\x24\x00\x00\x00WAVEfmt "),
      Buffer.from("not an image at all"),
      bytes(0x89, 0x50, 0x4e),
    ])
      expect(logoTypeOf(other), other.toString("latin1")).toBeNull();
  });

  it("is refused in Korean when empty, over 2MB or not one of those, whatever it claims to be", () => {
    expect(logoUploadProblem(PNG.length, PNG)).toBeNull();
    expect(logoUploadProblem(LOGO_MAX_BYTES, JPEG)).toBeNull();
    expect(logoUploadProblem(0, new Uint8Array())).toBe(LOGO_EMPTY);
    expect(logoUploadProblem(LOGO_MAX_BYTES + 1, PNG)).toBe(LOGO_TOO_LARGE);
    expect(logoUploadProblem(40, Buffer.from("<svg onload=alert(1)></svg>"))).toBe(LOGO_WRONG_TYPE);
    for (const message of [LOGO_EMPTY, LOGO_TOO_LARGE, LOGO_WRONG_TYPE]) expect(message).toMatch(/[가-힣]/);
  });

  it("is saved as the URL of a stored image's WebP variant, or nothing", () => {
    const key = "0123456789abcdef0123456789abcdef";
    expect(isLogoUrl("")).toBe(true);
    expect(isLogoUrl(`/media/${key}/320.webp`)).toBe(true);
    for (const url of [
      `/media/${key}/original.png`,
      `/media/${key}/320.svg`,
      `https://cdn.example/media/${key}/320.webp`,
      `/media/${key.slice(1)}/320.webp`,
      `/media/${key}/320.webp?x=1`,
    ])
      expect(isLogoUrl(url), url).toBe(false);
  });
});
