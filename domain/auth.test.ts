import { describe, expect, it } from "vitest";
import { loginSchema, MAX_NEXT_PATH_LENGTH, safeNextPath } from "./auth";

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
    // Percent-encoded, as a Location header must carry it.
    ["/admin-vehicle-list/전기차", `/admin-vehicle-list/${encodeURIComponent("전기차")}`],
    [
      "/관리자?tab=후기#목록",
      `/${encodeURIComponent("관리자")}?tab=${encodeURIComponent("후기")}#${encodeURIComponent("목록")}`,
    ],
    ["/admin-vehicle-list/%EC%A0%84%EA%B8%B0%EC%B0%A8", "/admin-vehicle-list/%EC%A0%84%EA%B8%B0%EC%B0%A8"],
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
    ["%E0%A4%A", "/admin"],
    // Resolves to `//evil.example`, which a browser would read as another host.
    ["/a/..//evil.example", "/admin"],
    ["/admin/./../..//evil.example", "/admin"],
    [null, "/admin"],
  ])("%s → %s", (next, expected) => {
    expect(safeNextPath(next, "/admin")).toBe(expected);
  });

  it("answers only text a Location header can carry", () => {
    for (const next of ["/관리자", "/admin?q=홍길동", "/admin#메모", "/admin/\u{1F697}", "/admin/é"]) {
      const path = safeNextPath(next, "/admin");
      expect(path, next).toMatch(/^\/[\x21-\x7e]*$/);
      expect(decodeURIComponent(path), next).toBe(next);
    }
  });

  it("refuses a path longer than any of the site's", () => {
    expect(safeNextPath(`/admin?q=${"a".repeat(MAX_NEXT_PATH_LENGTH)}`, "/admin")).toBe("/admin");
    // Short as typed, too long once encoded.
    expect(safeNextPath(`/${"가".repeat(MAX_NEXT_PATH_LENGTH / 4)}`, "/admin")).toBe("/admin");
    expect(safeNextPath(`/admin?q=${"a".repeat(100)}`, "/admin")).toBe(`/admin?q=${"a".repeat(100)}`);
  });
});
