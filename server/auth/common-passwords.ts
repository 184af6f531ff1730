import { readFileSync } from "node:fs";
import path from "node:path";
import { PASSWORD_TOO_COMMON, passwordProblem } from "#domain/password";
import { PROJECT_ROOT } from "#server/project-root";

/**
 * The ~11,000 most common passwords (common-passwords.txt beside this file), read on the server only: in the
 * shared rules they put about 100 KB into the sign-up page's JavaScript, for a check the server makes anyway.
 */
const LIST_FILE = path.join(PROJECT_ROOT, "server/auth/common-passwords.txt");

let common: Set<string> | undefined;

/**
 * Whether the password is on the list, ignoring letter case and symbols added at the end (`Qwer1234!!` is
 * `qwer1234`).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(LIST_FILE, "utf8")
      .split("\n")
      .filter((line) => line && !line.startsWith("#")),
  );
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/[^\p{L}\p{N}]+$/u, "");
  return common.has(lower) || common.has(trimmed);
}

/** The first problem with a new password (the shared rules, then the list), or null when it may be used. */
export function newPasswordProblem(password: string): string | null {
  return passwordProblem(password) ?? (isCommonPassword(password) ? PASSWORD_TOO_COMMON : null);
}
