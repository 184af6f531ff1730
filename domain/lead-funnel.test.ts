import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { funnelRates, stepShare, stepShareText } from "./lead-funnel";

describe("stepShare", () => {
  it("is the share of the step before, in whole percent", () => {
    expect(stepShare(200, 50)).toBe(25);
    expect(stepShare(3, 2)).toBe(67);
    expect(stepShare(1000, 7)).toBe(1);
    expect(stepShare(1000, 4)).toBe(0);
    expect(stepShare(3, 0)).toBe(0);
    expect(stepShare(4, 4)).toBe(100);
  });

  it("has no rate when the step before had nobody or counted fewer", () => {
    expect(stepShare(0, 0)).toBeNull();
    expect(stepShare(0, 3)).toBeNull();
    // Page views by visitors: 11 views of 2 visitors were shown as 550%.
    expect(stepShare(2, 11)).toBeNull();
    expect(stepShare(Number.NaN, 1)).toBeNull();
    expect(stepShare(5, -1)).toBeNull();
  });
});

describe("funnelRates", () => {
  it("rates each step against the one before it, never above 100%", () => {
    expect(funnelRates({ visitors: 40, vehicleVisitors: 10, quoteOpens: 12, leads: 3, contracts: 1 })).toEqual({
      vehicleVisitors: 25,
      quoteOpens: null,
      leads: 25,
      contracts: 33,
    });
  });
});

describe("every rate", () => {
  it("is a whole percent from 0 to 100, or none, whatever the counts", () => {
    fc.assert(
      fc.property(fc.array(fc.nat({ max: 10_000 }), { minLength: 5, maxLength: 5 }), ([a, b, c, d, e]) => {
        const rates = funnelRates({ visitors: a!, vehicleVisitors: b!, quoteOpens: c!, leads: d!, contracts: e! });
        for (const rate of Object.values(rates))
          expect(rate === null || (Number.isInteger(rate) && rate >= 0 && rate <= 100)).toBe(true);
      }),
    );
  });
});

describe("stepShareText", () => {
  it("writes a rate, a share too small to round up, and nothing without a rate", () => {
    expect(stepShareText(25, 5)).toBe("25%");
    expect(stepShareText(0, 0)).toBe("0%");
    expect(stepShareText(0, 4)).toBe("1% 미만");
    expect(stepShareText(null, 11)).toBeNull();
  });
});
