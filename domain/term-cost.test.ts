import { describe, expect, it } from "vitest";
import { earlyExitCost, type TerminationBand, termCost } from "./plan-cost";
import type { PriceGridRow } from "./price-grid";

/** 차량가 of the fixtures' car: a 30% share of it is 9,000,000원. */
const CAR = 30_000_000;

const row = (over: Partial<PriceGridRow>): PriceGridRow => ({
  months: 48,
  upfront: { kind: "none" },
  annualKm: 20_000,
  minAge: 26,
  endOfTerm: "return",
  monthlyWon: 423_000,
  residualWon: null,
  ...over,
});

// Worked by hand: every figure below is the won a customer would pay.
const NONE_48 = row({});
const DEPOSIT_30P = row({ upfront: { kind: "deposit", percent: 30 }, monthlyWon: 386_000 });
const PREPAY_30P = row({ upfront: { kind: "prepay", percent: 30 }, monthlyWon: 282_353 });
const PREPAY_WON = row({
  months: 36,
  upfront: { kind: "prepay", won: 5_000_000 },
  annualKm: 10_000,
  minAge: 21,
  monthlyWon: 350_000,
});
const BUYOUT_60 = row({
  months: 60,
  upfront: { kind: "deposit", won: 3_000_000 },
  annualKm: null,
  endOfTerm: "buyout",
  monthlyWon: 512_000,
  residualWon: 12_500_000,
});
const CHOICE_48 = row({ minAge: 23, endOfTerm: "choice", monthlyWon: 455_000, residualWon: 14_800_000 });
const PREPAY_20P = row({ months: 36, upfront: { kind: "prepay", percent: 20 }, monthlyWon: 301_700 });

/** 금감원's lease terms: the rate on the remaining rent by the months left. */
const BANDS: TerminationBand[] = [
  { maxMonthsLeft: 3, percent: 5 },
  { maxMonthsLeft: 6, percent: 10 },
  { maxMonthsLeft: 12, percent: 20 },
  { maxMonthsLeft: 24, percent: 30 },
  { maxMonthsLeft: 36, percent: 40 },
];

describe("termCost: the cost to the end of the term", () => {
  it.each([
    ["무보증 48개월", NONE_48, CAR, { prepayWon: 0, depositWon: 0, rentWon: 20_304_000, returnedWon: 20_304_000 }],
    [
      "보증금 30% (tied up, refunded)",
      DEPOSIT_30P,
      CAR,
      { depositWon: 9_000_000, rentWon: 18_528_000, returnedWon: 18_528_000 },
    ],
    ["선납금 30%", PREPAY_30P, CAR, { prepayWon: 9_000_000, rentWon: 13_552_944, returnedWon: 22_552_944 }],
    [
      "선납금 500만원, 36개월",
      PREPAY_WON,
      null,
      { prepayWon: 5_000_000, rentWon: 12_600_000, returnedWon: 17_600_000 },
    ],
    [
      "선납금 20% of 2,500만원",
      PREPAY_20P,
      25_000_000,
      { prepayWon: 5_000_000, rentWon: 10_861_200, returnedWon: 15_861_200 },
    ],
    ["선납금 % of a price not stated", PREPAY_30P, null, { prepayWon: null, returnedWon: null }],
  ])("%s", (_name, r, car, expected) => {
    expect(termCost({ row: r, carPriceWon: car })).toMatchObject(expected);
  });

  it("a buyout adds the 인수가 and 7% 취득세 on it; the deposit is refunded, not spent", () => {
    expect(termCost({ row: BUYOUT_60, carPriceWon: CAR })).toMatchObject({
      depositWon: 3_000_000,
      rentWon: 30_720_000,
      returnedWon: 30_720_000,
      acquisitionTaxWon: 875_000,
      boughtWon: 44_095_000,
    });
    expect(termCost({ row: CHOICE_48, carPriceWon: CAR })).toMatchObject({
      rentWon: 21_840_000,
      acquisitionTaxWon: 1_036_000,
      boughtWon: 37_676_000,
    });
    expect(termCost({ row: NONE_48, carPriceWon: CAR }).boughtWon).toBeNull();
  });

  it("driving more than the row's distance adds the listing's fee per km, or leaves the total unknown", () => {
    // 5,000km a year over 2만km for 4 years: 20,000km at 120원.
    expect(termCost({ row: NONE_48, carPriceWon: CAR, yearlyKm: 25_000, excessPerKmWon: 120 })).toMatchObject({
      excessKm: 20_000,
      excessWon: 2_400_000,
      returnedWon: 22_704_000,
    });
    expect(termCost({ row: NONE_48, carPriceWon: CAR, yearlyKm: 25_000 })).toMatchObject({
      excessWon: null,
      returnedWon: null,
    });
    expect(termCost({ row: NONE_48, carPriceWon: CAR, yearlyKm: 15_000 })).toMatchObject({
      excessKm: 0,
      returnedWon: 20_304_000,
    });
    expect(termCost({ row: BUYOUT_60, carPriceWon: CAR, yearlyKm: 50_000 }).excessKm).toBe(0);
  });
});

describe("earlyExitCost: ending the contract at month k", () => {
  it.each([
    [
      "36개월 선납 500만원, at month 3 (33 left: 40%)",
      PREPAY_WON,
      3,
      CAR,
      { monthsLeft: 33, paidWon: 6_050_000, ratePercent: 40, feeWon: 4_620_000, totalWon: 10_670_000 },
    ],
    [
      "48개월 무보증, at month 13 (35 left: 40%)",
      NONE_48,
      13,
      CAR,
      { paidWon: 5_499_000, ratePercent: 40, feeWon: 5_922_000, totalWon: 11_421_000 },
    ],
    [
      "48개월 무보증, at month 37 (11 left: 20%)",
      NONE_48,
      37,
      CAR,
      { paidWon: 15_651_000, ratePercent: 20, feeWon: 930_600, totalWon: 16_581_600 },
    ],
    [
      "48개월 선납 30%, at month 37",
      PREPAY_30P,
      37,
      CAR,
      { paidWon: 19_447_061, ratePercent: 20, feeWon: 621_177, totalWon: 20_068_238 },
    ],
  ])("%s", (_name, r, month, car, expected) => {
    expect(earlyExitCost(r, month, BANDS, car)).toMatchObject(expected);
  });

  it("the 인수가 is never part of the fee, and a time left the table does not cover has no made-up rate", () => {
    // 47 months left: beyond the table's 36.
    expect(earlyExitCost(BUYOUT_60, 13, BANDS, CAR)).toMatchObject({
      paidWon: 6_656_000,
      ratePercent: null,
      feeWon: null,
      totalWon: null,
    });
    const withLonger = [...BANDS, { maxMonthsLeft: null, percent: 40 }];
    expect(earlyExitCost(BUYOUT_60, 13, withLonger, CAR)).toMatchObject({ feeWon: 9_625_600, totalWon: 16_281_600 });
    expect(earlyExitCost(NONE_48, 13, null, CAR)).toMatchObject({ ratePercent: null, totalWon: null });
  });
});
