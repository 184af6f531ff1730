import { describe, expect, it } from "vitest";
import { clipText, fitDescription, textLength } from "./page-meta";

describe("page text lengths", () => {
  it("counts characters, not UTF-16 units", () => {
    expect(textLength("렌트픽")).toBe(3);
    expect(textLength("차🚗")).toBe(2);
  });

  it("cuts text over the limit with an ellipsis and leaves shorter text alone", () => {
    expect(clipText("신차 장기렌트", 10)).toBe("신차 장기렌트");
    expect(clipText("신차 장기렌트 월 렌트료 비교", 8)).toBe("신차 장기렌트…");
    expect(textLength(clipText("가".repeat(100), 80))).toBe(80);
  });

  it("takes the first lead that fits, then each extra that still fits", () => {
    expect(fitDescription(["가".repeat(13), "나".repeat(5)], ["다다.", "라".repeat(9), "마."], 12)).toBe(
      "나나나나나 다다. 마.",
    );
    expect(fitDescription(["가".repeat(12)], [], 10)).toBe(`${"가".repeat(9)}…`);
  });
});
