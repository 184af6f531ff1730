import { z } from "./zod";

export const WRONG_CREDENTIALS_MESSAGE = "아이디 또는 비밀번호가 올바르지 않습니다";

/** `POST /api/auth/login` and the admin and partner login forms. */
export const loginSchema = z.object({
  username: z
    .string({ error: "아이디를 입력해주세요" })
    .trim()
    .min(1, "아이디를 입력해주세요")
    .max(50, WRONG_CREDENTIALS_MESSAGE),
  password: z
    .string({ error: "비밀번호를 입력해주세요" })
    .min(1, "비밀번호를 입력해주세요")
    .max(200, WRONG_CREDENTIALS_MESSAGE),
  /** Which area signs in; an account of the other role is refused with the wrong-credentials message. */
  role: z.enum(["admin", "partner"]).default("admin"),
  /** 자동 로그인: the cookie outlives the browser session. */
  persistent: z.boolean().optional(),
});

const SITE = "http://site.invalid";
/** Longer than any address of the site; a longer `next` is someone's test of the server, not a page to go to. */
export const MAX_NEXT_PATH_LENGTH = 2048;

/**
 * Where to go after signing in: only a path on this site. Browsers drop tabs and line breaks from a URL and
 * read `\\` as `/`, so `/\t/evil.com` would become `//evil.com`: any control character or backslash, raw or
 * percent-encoded, refuses the path, and what is left must resolve to this site. The answer is the path as a
 * URL writes it, percent-encoded (`/관리자` comes back as `/%EA%B4%80%EB%A6%AC%EC%9E%90`): it goes into a
 * `Location` header, which carries no other characters.
 */
export function safeNextPath(next: string | null | undefined, fallback: string): string {
  if (!next || next.length > MAX_NEXT_PATH_LENGTH) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(next);
  } catch {
    return fallback;
  }
  if (/[\p{Cc}\\]/u.test(next + decoded)) return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || decoded.startsWith("//")) return fallback;
  const url = new URL(next, SITE);
  if (url.origin !== SITE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  return path.length <= MAX_NEXT_PATH_LENGTH && path.startsWith("/") && !path.startsWith("//") ? path : fallback;
}
