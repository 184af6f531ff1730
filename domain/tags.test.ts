import { describe, expect, it } from "vitest";
import { tagTone } from "./tags";
import { RECOMMENDATION_TAGS } from "./vehicle";

describe("recommendation tag colours", () => {
  it.each([
    ["추천", "red"],
    ["렌트할인", "orange"],
    ["만21세가능", "yellow"],
    ["만26세가능", "green"],
    ["무보증", "grey"],
    ["만23세가능", "grey"],
    ["아무태그", "grey"],
    ["만 21세 가능", "yellow"],
  ])("%s is %s", (tag, tone) => {
    expect(tagTone(tag)).toBe(tone);
  });
  it("has a colour for every editor tag", () => {
    for (const tag of RECOMMENDATION_TAGS) expect(["red", "orange", "yellow", "green", "grey"]).toContain(tagTone(tag));
  });
});
