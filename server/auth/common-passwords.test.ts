import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_COMMON } from "#domain/password";
import { isCommonPassword, newPasswordProblem as passwordProblem } from "./common-passwords";

describe("the common-password list (server only)", () => {
  it.each(["1234567890", "qwertyuiop", "password123", "1q2w3e4r5t", "1qaz2wsx3edc", "password1!", "Password1!"])(
    "refuses the common password %s",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it.each(["qwer1234!!", "QWER1234!@", "1q2w3e4r!!", "asdf1234!!", "dkssudgktpdy", "rentpick1234"])(
    "refuses Korean favourites and common ones with symbols added at the end: %s",
    (password) => {
      expect(passwordProblem(password)).toBe(PASSWORD_TOO_COMMON);
    },
  );

  it("accepts a long uncommon password, and still refuses a short one first", () => {
    expect(passwordProblem("seoul-sedan-lease-2026")).toBeNull();
    expect(passwordProblem("qwer")).toBe("비밀번호는 10자 이상 입력해주세요");
  });
});
