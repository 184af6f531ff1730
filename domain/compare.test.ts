import { describe, expect, it } from "vitest";
import {
  alignPriceRows,
  bestIndexes,
  type ComparedVehicle,
  compareVehicles,
  contractRows,
  insuranceRows,
  insuranceWon,
  mileageKm,
  modelYearValue,
  optionDifferences,
  termMonths,
} from "./compare";
import type { PriceRow, VehicleOptions } from "./vehicle";

const plan = (period: string, monthly: string, deposit = "무보증", totalKm = "3만km"): PriceRow => ({
  period,
  monthly,
  deposit,
  totalKm,
});

const options = (parts: Partial<VehicleOptions>): VehicleOptions => ({
  외관내장: [],
  안전장치: [],
  편의장치: [],
  시트: [],
  ...parts,
});

function car(slug: string, parts: Partial<ComparedVehicle> = {}): ComparedVehicle {
  return {
    slug,
    name: `${slug} 차량`,
    category: "중형 SUV",
    badges: ["신차"],
    mainImage: null,
    basicInfo: { 제조연식: "25년07월", 주행거리: "5km", 연료: "가솔린" },
    priceInfo: [],
    options: options({}),
    insurance: null,
    contractTerms: null,
    depositInstallment: "불가능 (기본)",
    ...parts,
  };
}

describe("termMonths", () => {
  it("reads months, years and bare numbers", () => {
    expect(termMonths("60개월")).toBe(60);
    expect(termMonths(" 48 개월 ")).toBe(48);
    expect(termMonths("36개월(3년)")).toBe(36);
    expect(termMonths("5년")).toBe(60);
    expect(termMonths("24")).toBe(24);
  });
  it("is null for text that names no term", () => {
    expect(termMonths("")).toBeNull();
    expect(termMonths("협의")).toBeNull();
    expect(termMonths(undefined)).toBeNull();
  });
});

describe("modelYearValue", () => {
  it("orders the ways a model year is written", () => {
    expect(modelYearValue("25년07월")).toBe(2025 * 12 + 7);
    expect(modelYearValue("2025년 7월")).toBe(2025 * 12 + 7);
    expect(modelYearValue("2025.07")).toBe(2025 * 12 + 7);
    expect(modelYearValue("23-3")).toBe(2023 * 12 + 3);
    expect(modelYearValue("2024년식")).toBe(2024 * 12);
    expect(modelYearValue("25년07월")! > modelYearValue("2024년 12월")!).toBe(true);
  });
  it("is null without a plausible year", () => {
    expect(modelYearValue("신차")).toBeNull();
    expect(modelYearValue("")).toBeNull();
    expect(modelYearValue("1800")).toBeNull();
    expect(modelYearValue("2025.13")).toBeNull();
  });
});

describe("mileageKm", () => {
  it("reads km with Korean units and separators", () => {
    expect(mileageKm("5km")).toBe(5);
    expect(mileageKm("3만km")).toBe(30_000);
    expect(mileageKm("1.2만 km")).toBe(12_000);
    expect(mileageKm("12,345km")).toBe(12_345);
    expect(mileageKm("8천km")).toBe(8_000);
  });
  it("is null without a number", () => {
    expect(mileageKm("신차")).toBeNull();
    expect(mileageKm(null)).toBeNull();
  });
});

describe("insuranceWon", () => {
  it("reads the limits and deductibles as listings write them", () => {
    expect(insuranceWon("무한")).toBe(Number.POSITIVE_INFINITY);
    expect(insuranceWon("1억원")).toBe(100_000_000);
    expect(insuranceWon("1천5백만원")).toBe(15_000_000);
    expect(insuranceWon("1억 5천만원")).toBe(150_000_000);
    expect(insuranceWon("30만원")).toBe(300_000);
    expect(insuranceWon("300,000원")).toBe(300_000);
    expect(insuranceWon("50")).toBe(500_000);
    expect(insuranceWon("없음")).toBe(0);
  });
  it("is null for empty or unreadable text", () => {
    expect(insuranceWon("")).toBeNull();
    expect(insuranceWon("가입")).toBeNull();
  });
});

describe("bestIndexes", () => {
  it("marks the lowest or highest, ties included", () => {
    expect(bestIndexes([45, 38, 52], "low")).toEqual([1]);
    expect(bestIndexes([45, 38, 38], "low")).toEqual([1, 2]);
    expect(bestIndexes([45, 38, 52], "high")).toEqual([2]);
    expect(bestIndexes([Number.POSITIVE_INFINITY, 1e8], "high")).toEqual([0]);
  });
  it("marks nothing when the cars are equal or fewer than two have a value", () => {
    expect(bestIndexes([40, 40, 40], "low")).toEqual([]);
    expect(bestIndexes([40, null, null], "low")).toEqual([]);
    expect(bestIndexes([], "low")).toEqual([]);
  });
  it("compares only the cars that have a value", () => {
    expect(bestIndexes([null, 50, 40], "low")).toEqual([2]);
  });
});

describe("alignPriceRows", () => {
  it("lines up every row by term, longest first, each car's plans cheapest first", () => {
    const rows = alignPriceRows([
      [plan("60개월", "45만원"), plan("36개월", "52만원"), plan("60개월", "40만원", "600만원")],
      [plan("48", "47만원"), plan("60개월", "43만 5천원")],
    ]);
    expect(rows.map((r) => r.label)).toEqual(["60개월", "48개월", "36개월"]);
    const [sixty, fortyEight, thirtySix] = rows;
    // Cheapest is the whole term, deposit included: 45만원 × 60 (2,700만원) before 40만원 × 60 + 600만원 (3,000만원).
    expect(sixty!.plans[0]!.map((p) => p.monthly)).toEqual(["월 45만원", "월 40만원"]);
    expect(sixty!.plans[0]![1]!.deposit).toBe("보증금 600만원");
    expect(sixty!.plans[1]!.map((p) => p.monthly)).toEqual(["월 43만 5천원"]);
    // 43만 5천원 × 60 = 2,610만원: the second car, though the first has the lowest fee (40만원).
    expect(sixty!.best).toEqual([1]);
    // A term one car does not offer: that car has no plans there, and the other is not "best" alone.
    expect(fortyEight!.plans[0]).toEqual([]);
    expect(fortyEight!.best).toEqual([]);
    expect(thirtySix!.plans[1]).toEqual([]);
  });
  it("keeps periods that are no number of months, after the others", () => {
    const rows = alignPriceRows([[plan("협의", "40만원"), plan("12개월", "60만원")], [plan("협의", "39만원")]]);
    expect(rows.map((r) => r.label)).toEqual(["12개월", "협의"]);
    // With no number of months, no plan's whole cost is known, so none is marked cheapest.
    expect(rows[1]!.best).toEqual([]);
  });
  it("has no rows for cars priced by consultation only", () => {
    expect(alignPriceRows([[], []])).toEqual([]);
  });
});

describe("optionDifferences", () => {
  it("lists every item any car has, the glossary's first, and marks the ones a car lacks", () => {
    const groups = optionDifferences([
      { options: options({ 외관내장: ["HUD", "선루프"], 편의장치: ["애플 카플레이"] }) },
      { options: options({ 외관내장: ["선루프"], 편의장치: ["애플 카플레이", "무선충전"] }) },
    ]);
    expect(groups.map((g) => g.label)).toEqual(["외관/내장", "편의장치"]);
    expect(groups[0]!.items).toEqual([
      { name: "선루프", has: [true, true], differs: false },
      { name: "HUD", has: [true, false], differs: true },
    ]);
    expect(groups[1]!.items.map((i) => [i.name, i.differs])).toEqual([
      ["애플 카플레이", false],
      ["무선충전", true],
    ]);
  });
  it("counts a car described by 전체옵션 text as unknown, not as lacking", () => {
    const groups = optionDifferences([
      { options: options({ 시트: ["열선시트"] }) },
      { options: options({ 전체옵션: "풀옵션 (열선시트 포함)" }) },
    ]);
    expect(groups[0]!.items).toEqual([{ name: "열선시트", has: [true, null], differs: false }]);
  });
});

describe("insuranceRows and contractRows", () => {
  it("marks the highest limit and the lowest deductible", () => {
    const rows = insuranceRows([
      {
        책임한도: { 대인: "무한", 대물: "1억원", 자손: "1천5백만원" },
        면책금: { 대인: "", 대물: "30만원", 자손: "", 자차: "50만원" },
      },
      {
        책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억원" },
        면책금: { 대인: "", 대물: "20만원", 자손: "", 자차: "50만원" },
      },
      null,
    ]);
    const byKey = Object.fromEntries(rows.map((r) => [r.key, r]));
    expect(byKey["limit-대인"]!.best).toEqual([]);
    expect(byKey["limit-대물"]).toMatchObject({ cells: ["1억원", "2억원", "-"], best: [1], bestLabel: "최고" });
    expect(byKey["deductible-대물"]).toMatchObject({ best: [1], bestLabel: "최저" });
    expect(byKey["deductible-자차"]!.best).toEqual([]);
    // A coverage no car fills in is not a row.
    expect(byKey["deductible-대인"]).toBeUndefined();
  });
  it("shows contract terms side by side and leaves out what no car states", () => {
    const rows = contractRows([{ 개인계약자: "만 26세 이상", 법인계약자: "" }, null]);
    expect(rows).toEqual([
      { key: "individual", label: "개인 계약자", cells: ["만 26세 이상", "-"], best: [], bestLabel: null },
    ]);
  });
});

describe("compareVehicles", () => {
  it("sums up each car and marks the best value of each numeric row", () => {
    const table = compareVehicles([
      car("a", {
        priceInfo: [plan("60개월", "45만원", "300만원"), plan("36개월", "50만원")],
        basicInfo: { 제조연식: "2023년 3월", 주행거리: "3만km", 연료: "디젤" },
      }),
      car("b", { priceInfo: [plan("60개월", "41만 2천원", "500만원")], badges: ["중고차"] }),
      car("c", { priceInfo: [] }),
    ]);
    expect(table.cars.map((c) => [c.slug, c.badge])).toEqual([
      ["a", "신차"],
      ["b", "중고차"],
      ["c", "신차"],
    ]);
    const [cost, monthly, deposit, term] = table.summary;
    // Judged on the whole term, deposit included, per month: a: 45만원 + 300만원 / 60 = 50만원 (the 36-month plan's
    // 50만원 ties, the first is kept); b: 41만 2천원 + 500만원 / 60 = 49만 5,333원, shown rounded up to the thousand.
    expect(cost).toMatchObject({
      cells: ["월 환산 약 50만원\n총 3,000만원 (60개월)", "월 환산 약 49만 6천원\n총 2,972만원 (60개월)", "-"],
      best: [1],
      bestLabel: "최저",
    });
    expect(monthly).toMatchObject({ cells: ["월 45만원", "월 41만 2천원", "상담 문의"], best: [], bestLabel: null });
    // The deposit of each car's cheapest plan.
    expect(deposit).toMatchObject({ cells: ["보증금 300만원", "보증금 500만원", "-"], best: [0] });
    expect(term).toMatchObject({ cells: ["60개월", "60개월", "-"], best: [], bestLabel: null });
    const [year, mileage, fuel] = table.specs;
    expect(year).toMatchObject({ cells: ["2023년 3월", "25년07월", "25년07월"], best: [1, 2], bestLabel: "최신" });
    expect(mileage).toMatchObject({ cells: ["3만km", "5km", "5km"], best: [1, 2] });
    expect(fuel).toMatchObject({ cells: ["디젤", "가솔린", "가솔린"], best: [], bestLabel: null });
    expect(table.terms.map((t) => t.label)).toEqual(["60개월", "36개월"]);
  });

  it("does not mark a percent deposit as the lowest: `30%` of the car's price is no amount", () => {
    const [, , deposit] = compareVehicles([
      car("a", { priceInfo: [plan("60개월", "45만원", "30%")] }),
      car("b", { priceInfo: [plan("60개월", "47만원", "100만원")] }),
    ]).summary;
    expect(deposit).toMatchObject({ cells: ["보증금 30%", "보증금 100만원"], best: [] });
  });
});
