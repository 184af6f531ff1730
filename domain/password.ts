import { COMMON_PASSWORDS } from "./common-passwords";
import { z } from "./zod";

/**
 * The rule for every new password (partner sign-up, admin accounts, any password change): at least
 * MIN_PASSWORD_LENGTH characters and not one of the most common passwords. The forms show the message before
 * submitting; the server checks again and has the final say.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_REQUIRED = "비밀번호를 입력해주세요";
export const PASSWORD_TOO_SHORT = `비밀번호는 ${MIN_PASSWORD_LENGTH}자 이상 입력해주세요`;
export const PASSWORD_TOO_LONG = `비밀번호는 ${MAX_PASSWORD_LENGTH}자 이내로 입력해주세요`;
export const PASSWORD_TOO_COMMON = "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요";

let common: Set<string> | undefined;

/**
 * Whether the password is on the bundled list, ignoring letter case and symbols added at the end
 * (`Qwer1234!!` is `qwer1234`).
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(COMMON_PASSWORDS.split("\n").filter(Boolean));
  const lower = password.toLowerCase();
  const trimmed = lower.replace(/[^\p{L}\p{N}]+$/u, "");
  return common.has(lower) || common.has(trimmed);
}

/** The first problem with a new password, or null when it may be used. */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_REQUIRED;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  if (isCommonPassword(password)) return PASSWORD_TOO_COMMON;
  return null;
}

/** A new password field, for the forms and the server alike. */
export const newPasswordField = () =>
  z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG)
    .refine((password) => !isCommonPassword(password), { message: PASSWORD_TOO_COMMON, abort: true });
