import { describe, expect, it } from "vitest";
import { PASSWORD_TOO_SHORT, passwordProblem } from "./password";

describe("new passwords", () => {
  it("needs at least 10 characters", () => {
    expect(passwordProblem("")).toBe("비밀번호를 입력해주세요");
    expect(passwordProblem("k7#vQ2m!x")).toBe(PASSWORD_TOO_SHORT);
    expect(PASSWORD_TOO_SHORT).toBe("비밀번호는 10자 이상 입력해주세요");
    expect(passwordProblem("k7#vQ2m!xZ")).toBeNull();
  });

  it("accepts a long uncommon password", () => {
    expect(passwordProblem("seoul-sedan-lease-2026")).toBeNull();
    expect(passwordProblem("렌트픽 파트너 비밀번호")).toBeNull();
  });
});
