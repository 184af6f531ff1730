import { describe, expect, it } from "vitest";
import { median, parseTargets, slowdownFor, TARGETS } from "./calibration";

describe("slowdownFor", () => {
  it("divides the host's index by the target's", () => {
    expect(slowdownFor(1920, TARGETS.mid.benchmarkIndex)).toEqual({ multiplier: 1.92, hostSlowerThanTarget: false });
    expect(slowdownFor(1920, TARGETS.low.benchmarkIndex)).toEqual({ multiplier: 7.27, hostSlowerThanTarget: false });
    expect(slowdownFor(1000, 1000).multiplier).toBe(1);
  });

  it("never speeds a slow host up, and says so", () => {
    expect(slowdownFor(800, 1000)).toEqual({ multiplier: 1, hostSlowerThanTarget: true });
  });

  it("refuses an index that is not a positive number", () => {
    expect(() => slowdownFor(0, 1000)).toThrow();
    expect(() => slowdownFor(Number.NaN, 1000)).toThrow();
  });
});

describe("median", () => {
  it("takes the middle value, or the mean of the two middle ones, whatever the order", () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([7])).toBe(7);
    expect(() => median([])).toThrow();
  });
});

describe("parseTargets", () => {
  it("reads a comma list and defaults to every target", () => {
    expect(parseTargets(undefined)).toEqual(["low", "mid"]);
    expect(parseTargets(" mid ")).toEqual(["mid"]);
    expect(parseTargets("mid,low,mid")).toEqual(["mid", "low"]);
    expect(() => parseTargets("high")).toThrow(/high/);
  });
});
