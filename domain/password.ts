import { z } from "./zod";

/**
 * The rule for every new password (partner sign-up, admin accounts, any password change): at least
 * MIN_PASSWORD_LENGTH characters, and (on the server, which holds the list: server/auth/common-passwords.ts) not one
 * of the most common passwords. The forms show the length messages before submitting; the server checks again,
 * the list too, and has the final say.
 */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 200;
export const PASSWORD_REQUIRED = "비밀번호를 입력해주세요";
export const PASSWORD_TOO_SHORT = `비밀번호는 ${MIN_PASSWORD_LENGTH}자 이상 입력해주세요`;
export const PASSWORD_TOO_LONG = `비밀번호는 ${MAX_PASSWORD_LENGTH}자 이내로 입력해주세요`;
export const PASSWORD_TOO_COMMON = "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요";

/** The first problem with a new password's length, or null; the server adds the list (`newPasswordProblem`). */
export function passwordProblem(password: string): string | null {
  if (password.length === 0) return PASSWORD_REQUIRED;
  if (password.length < MIN_PASSWORD_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > MAX_PASSWORD_LENGTH) return PASSWORD_TOO_LONG;
  return null;
}

/**
 * A new password field, for the forms and the server alike; the server passes its check against the list of
 * common passwords, which the browser never loads.
 */
export const newPasswordField = (isCommon?: (password: string) => boolean) => {
  const field = z
    .string({ error: PASSWORD_REQUIRED })
    .min(1, PASSWORD_REQUIRED)
    .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
    .max(MAX_PASSWORD_LENGTH, PASSWORD_TOO_LONG);
  return isCommon
    ? field.refine((password) => !isCommon(password), { message: PASSWORD_TOO_COMMON, abort: true })
    : field;
};
