import { describe, expect, it } from "vitest";
import { maskAuthorName } from "./review";

describe("published author names", () => {
  it.each([
    ["홍길동", "홍*동"],
    ["김수", "김*"],
    ["남궁민수", "남**수"],
    ["이", "*"],
    ["  박지성  ", "박*성"],
    ["", ""],
    // Already masked (the demo reviews) stays as it is.
    ["김*수", "김*수"],
    ["John Smith", "J********h"],
  ])("%j is published as %j", (name, masked) => {
    expect(maskAuthorName(name)).toBe(masked);
  });

  it("masks whole characters: jamo written apart and emoji are not cut in half", () => {
    // 홍길동 typed as separate jamo (NFD): three syllables on screen.
    expect(maskAuthorName("홍길동".normalize("NFD"))).toBe(`${"홍".normalize("NFD")}*${"동".normalize("NFD")}`);
    expect(maskAuthorName("👨‍👩‍👧민수😀")).toBe("👨‍👩‍👧**😀");
  });
});
