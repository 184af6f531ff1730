import { describe, expect, it } from "vitest";
import { cardPrice, lowestMonthlyManwon, parseDepositManwon } from "#domain/pricing";
import { DEMO_VEHICLES } from "#server/seed/demo-data";

// The demo data writes monthly fees three ways ("45만 3천원", "월 74만 4천원", "387000"): every one must read right.
describe("pricing rules on the demo vehicles", () => {
  it("reads every demo price as a sensible monthly fee in 만원", () => {
    for (const v of DEMO_VEHICLES) {
      const lowest = lowestMonthlyManwon(v.priceInfo);
      if (v.priceInfo.length === 0) {
        expect(lowest, v.slug).toBe(Number.POSITIVE_INFINITY);
        expect(cardPrice(v.priceInfo), v.slug).toBeNull();
        continue;
      }
      expect(lowest, v.slug).toBeGreaterThan(20);
      expect(lowest, v.slug).toBeLessThan(200);
      expect(cardPrice(v.priceInfo)?.monthly, v.slug).toMatch(/^월 \d+만( \d천)?원$/);
      for (const row of v.priceInfo) expect(parseDepositManwon(row.deposit), `${v.slug} ${row.deposit}`).not.toBeNull();
    }
  });

  it("reads the raw-won format as won", () => {
    const lpi = DEMO_VEHICLES.find((v) => v.slug === "avante-cn7-16-lpi-smart-new")!;
    expect(lpi.priceInfo[0]!.monthly).toBe("387000");
    expect(lowestMonthlyManwon(lpi.priceInfo)).toBeCloseTo(38.7);
    expect(cardPrice(lpi.priceInfo)).toEqual({ monthly: "월 38만 7천원", deposit: "보증금 70만원" });
  });
});
