import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { groupDigits } from "./number-text";

describe("groupDigits", () => {
  it("writes counts and prices as Korean pages show them", () => {
    expect(groupDigits(0)).toBe("0");
    expect(groupDigits(999)).toBe("999");
    expect(groupDigits(1000)).toBe("1,000");
    expect(groupDigits(60000)).toBe("60,000");
    expect(groupDigits(1234567)).toBe("1,234,567");
    expect(groupDigits(-50000)).toBe("-50,000");
    expect(groupDigits(1234.5)).toBe("1,234.5");
  });

  it("agrees with toLocaleString('ko-KR') for whole numbers and up to three decimals", () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: 999 }), (whole, thousandths) => {
        const value = whole + (whole < 0 ? -thousandths : thousandths) / 1000;
        expect(groupDigits(value)).toBe(value.toLocaleString("ko-KR"));
      }),
    );
  });
});
