import { describe, expect, it } from "vitest";
import { QUOTE_AGE_OPTIONS } from "./inquiry-text";
import { AGE_SURCHARGES, planCost } from "./plan-cost";

const row = (period: string, deposit: string, monthly: string) => ({ period, deposit, monthly, totalKm: "2만km" });

describe("planCost", () => {
  it("multiplies the monthly fee by the months of the term", () => {
    const cost = planCost(row("60", "무보증", "월 52만 6천원"), "불가능 (기본)");
    expect(cost.months).toBe(60);
    expect(cost.monthlyWon).toBe(526_000);
    expect(cost.totalWon).toBe(31_560_000);
    expect(cost.deposit).toEqual({ kind: "none" });
    expect(cost.instalments).toEqual([]);
  });

  it.each([
    ["36개월", "45만 3천원", 36, 16_308_000],
    ["48 개월", "387000", 48, 18_576_000],
    ["24", "1,250,000원", 24, 30_000_000],
  ])("%s × %s", (period, monthly, months, total) => {
    const cost = planCost(row(period, "300만원", monthly), "");
    expect(cost.months).toBe(months);
    expect(cost.totalWon).toBe(total);
  });

  it("reads deposits in 만원, in won and as 무보증", () => {
    expect(planCost(row("60", "300만원", "50"), "").deposit).toEqual({ kind: "amount", won: 3_000_000 });
    expect(planCost(row("60", "300", "50"), "").deposit).toEqual({ kind: "amount", won: 3_000_000 });
    expect(planCost(row("60", "1천만원", "50"), "").deposit).toEqual({ kind: "amount", won: 10_000_000 });
    expect(planCost(row("60", "0", "50"), "").deposit).toEqual({ kind: "none" });
    expect(planCost(row("60", "", "50"), "").deposit).toEqual({ kind: "separate" });
    expect(planCost(row("60", "별도", "50"), "").deposit).toEqual({ kind: "separate" });
  });

  it("keeps a percent deposit a share of the car's price, not 만원", () => {
    const cost = planCost(row("60", "30%", "월 52만 6천원"), "가능 (50:50 2회 분납)");
    expect(cost.deposit).toEqual({ kind: "percent", percent: 30 });
    expect(cost.instalments).toEqual([]);
    expect(planCost(row("60", "보증금 10 %", "50"), "").deposit).toEqual({ kind: "percent", percent: 10 });
  });

  it("splits the deposit as the listing allows, the first payment floored to 만원", () => {
    expect(planCost(row("60", "300만원", "50"), "가능 (50:50 2회 분납)").instalments).toEqual([
      { ratio: "50:50", firstWon: 1_500_000, secondWon: 1_500_000 },
    ]);
    expect(planCost(row("60", "75", "50"), "가능 (60:40 또는 70:30 2회 분납)").instalments).toEqual([
      { ratio: "60:40", firstWon: 450_000, secondWon: 300_000 },
      { ratio: "70:30", firstWon: 520_000, secondWon: 230_000 },
    ]);
    expect(planCost(row("60", "300만원", "50"), "불가능 (기본)").instalments).toEqual([]);
    expect(planCost(row("60", "무보증", "50"), "가능 (50:50 2회 분납)").instalments).toEqual([]);
  });

  it("adds the younger-driver surcharges over the term", () => {
    expect(planCost(row("36", "무보증", "50"), "").ageSurcharges).toEqual([
      {
        age: "만 23세 이상",
        monthlyMinWon: 30_000,
        monthlyMaxWon: 70_000,
        totalMinWon: 1_080_000,
        totalMaxWon: 2_520_000,
      },
      {
        age: "만 21세 이상",
        monthlyMinWon: 50_000,
        monthlyMaxWon: 100_000,
        totalMinWon: 1_800_000,
        totalMaxWon: 3_600_000,
      },
    ]);
  });

  it("leaves what it cannot read null", () => {
    const noPrice = planCost(row("60", "무보증", "상담 문의"), "");
    expect(noPrice.monthlyWon).toBeNull();
    expect(noPrice.totalWon).toBeNull();
    const noTerm = planCost(row("장기", "무보증", "월 52만 6천원"), "");
    expect(noTerm.months).toBeNull();
    expect(noTerm.totalWon).toBeNull();
    expect(noTerm.ageSurcharges[0]?.totalMinWon).toBeNull();
  });

  it("names the same surcharges as the quote form's age choices", () => {
    for (const { age, minWon, maxWon } of AGE_SURCHARGES) {
      expect(QUOTE_AGE_OPTIONS).toContain(`${age} (월 렌트료 +${minWon / 10_000}~${maxWon / 10_000}만원)`);
    }
  });
});
