import { describe, expect, it } from "vitest";
import { loginSchema, safeNextPath } from "./auth";

describe("login input", () => {
  it("requires both fields, in Korean", () => {
    const result = loginSchema.safeParse({ username: " ", password: "" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain("아이디를 입력해주세요");
    expect(messages).toContain("비밀번호를 입력해주세요");
  });

  it("defaults to the admin role and trims the id", () => {
    expect(loginSchema.parse({ username: " admin ", password: "pw" })).toEqual({
      username: "admin",
      password: "pw",
      role: "admin",
    });
  });
});

describe("next path after login", () => {
  it.each([
    ["/admin-vehicle-list/전기차", "/admin-vehicle-list/전기차"],
    ["/admin?tab=reviews", "/admin?tab=reviews"],
    ["//evil.example", "/admin"],
    ["/\\evil.example", "/admin"],
    ["https://evil.example", "/admin"],
    ["/\t/evil.example", "/admin"],
    ["/\n/evil.example", "/admin"],
    ["/%09/evil.example", "/admin"],
    ["/%5C/evil.example", "/admin"],
    ["/%2F/evil.example", "/admin"],
    ["\n", "/admin"],
    ["/%E0%A4%A", "/admin"],
    [null, "/admin"],
  ])("%s → %s", (next, expected) => {
    expect(safeNextPath(next, "/admin")).toBe(expected);
  });
});
