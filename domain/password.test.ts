import { describe, expect, it } from "vitest";
import { isCommonPassword, PASSWORD_TOO_COMMON, PASSWORD_TOO_SHORT, passwordProblem } from "./password";

describe("new passwords", () => {
  it("needs at least 10 characters", () => {
    expect(passwordProblem("")).toBe("비밀번호를 입력해주세요");
    expect(passwordProblem("k7#vQ2m!x")).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe("비밀번호는 10자 이상 입력해주세요");
    expect(passwordProblem("k7#vQ2m!xZ")).toBeNull();
  });

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

  it("accepts a long uncommon password", () => {
    expect(passwordProblem("seoul-sedan-lease-2026")).toBeNull();
    expect(passwordProblem("렌트픽 파트너 비밀번호")).toBeNull();
  });
});
