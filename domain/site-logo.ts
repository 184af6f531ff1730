/**
 * The logo an operator uploads in 사이트 설정: raster images only (PNG, JPEG, WebP), never SVG, whose markup can
 * carry scripts; small, as it shows in the header of every page. The stored image is re-encoded by the site's
 * media path, and the setting holds its media URL.
 */
import { mediaKeyOf } from "./media";

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_TYPES = ["image/png", "image/jpeg", "image/webp"] as const;
export type LogoType = (typeof LOGO_TYPES)[number];
/** The width of the stored variant the header shows (the smallest: a logo is at most 40 px tall). */
export const LOGO_MEDIA_WIDTH = 320;

export const LOGO_TOO_LARGE = "로고 이미지는 2MB 이하만 올릴 수 있습니다.";
export const LOGO_WRONG_TYPE = "로고는 PNG, JPG, WebP 이미지만 올릴 수 있습니다. (SVG, GIF 등은 올릴 수 없습니다)";
export const LOGO_EMPTY = "올릴 로고 이미지를 선택해주세요.";
export const LOGO_URL_INVALID = "로고는 이미지 파일을 올려서 바꿔주세요.";
export const LOGO_NOT_STORED = "올린 로고 이미지를 찾을 수 없습니다. 다시 올려주세요.";
export const LOGO_SAVED = "로고를 저장했습니다. 모든 페이지에 바로 반영됩니다.";
export const LOGO_REMOVED = "로고를 지웠습니다. 사이트 이름이 글자로 표시됩니다.";

/** What the bytes are by their first bytes (not by the name or the type the browser gave): PNG, JPEG, WebP or none. */
export function logoTypeOf(bytes: Uint8Array): LogoType | null {
  const at = (offset: number, ...values: number[]) => values.every((v, i) => bytes[offset + i] === v);
  if (at(0, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "image/png";
  if (at(0, 0xff, 0xd8, 0xff)) return "image/jpeg";
  // RIFF....WEBP
  if (at(0, 0x52, 0x49, 0x46, 0x46) && at(8, 0x57, 0x45, 0x42, 0x50)) return "image/webp";
  return null;
}

/**
 * Why a logo upload is refused before it is decoded, or null when it may be stored: its size in bytes and its
 * first bytes (the whole file, or only its start as a browser reads it before sending).
 */
export function logoUploadProblem(size: number, head: Uint8Array): string | null {
  if (size === 0) return LOGO_EMPTY;
  if (size > LOGO_MAX_BYTES) return LOGO_TOO_LARGE;
  if (logoTypeOf(head) === null) return LOGO_WRONG_TYPE;
  return null;
}

/** A logo setting's value: empty (the text logo), or the URL of an image this site stored, `/media/<key>/<w>.webp`. */
export function isLogoUrl(value: string): boolean {
  return value === "" || (/^\/media\/[a-f0-9]{32}\/\d{2,4}\.webp$/.test(value) && mediaKeyOf(value) !== null);
}
