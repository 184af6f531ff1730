/** The signed-in areas' pages, each prefix with its login and sign-up pages (`/admin-login`, `/partners-signup`). */
export const PRIVATE_PAGE_PREFIXES = ["/admin", "/partners"] as const;

/** Paths that belong to signed-in areas: never kept as public pages, never cached, never counted as visits. */
const PRIVATE_PREFIXES = [...PRIVATE_PAGE_PREFIXES, "/api/auth", "/api/admin", "/api/partner"];

/**
 * Decoded and lower-cased first, as the router matches paths case-insensitively and after decoding: `/ADMIN`
 * and `/%61dmin` are the admin page too.
 */
export function isPrivatePath(path: string): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Malformed encoding: judge the text as it is.
  }
  const lower = decoded.toLowerCase();
  return PRIVATE_PREFIXES.some((p) => lower.startsWith(p));
}
