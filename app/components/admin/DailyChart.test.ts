import { describe, expect, it } from "vitest";
import { axisMax } from "./DailyChart";

describe("chart axis", () => {
  it.each([
    [0, 4],
    [3, 4],
    [5, 8],
    [50, 60],
    [49, 60],
    [130, 160],
    [962, 1000],
    [1234, 1600],
  ])("%d visitors → axis up to %d in four whole steps", (value, max) => {
    expect(axisMax(value)).toBe(max);
    expect(Number.isInteger(max / 4)).toBe(true);
  });
});
