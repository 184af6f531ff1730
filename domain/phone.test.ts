import { describe, expect, it } from "vitest";
import { formatPhone, isKoreanPhone, phoneDigits } from "./phone";

describe("phone numbers", () => {
  it.each(["010-1234-5678", "01012345678", "010 1234 5678", "02-123-4567", "031-123-4567"])("accepts %s", (p) => {
    expect(isKoreanPhone(p)).toBe(true);
  });
  it.each(["", "1234", "11012345678", "010-1234-56789", "010-abcd-5678", "+82 10 1234 5678", "0101234"])("refuses %s", (p) => {
    expect(isKoreanPhone(p)).toBe(false);
  });
  it("stores digits and shows hyphens", () => {
    expect(phoneDigits("010-1234 5678")).toBe("01012345678");
    expect(formatPhone("01012345678")).toBe("010-1234-5678");
    expect(formatPhone("0212345678")).toBe("02-1234-5678");
    expect(formatPhone("021234567")).toBe("02-123-4567");
    expect(formatPhone("0311234567")).toBe("031-123-4567");
  });
});
