import { describe, expect, it } from "vitest";
import {
  cardPrice,
  DEPOSIT_BANDS,
  depositCaption,
  depositInstallmentPlans,
  depositPercent,
  formatDeposit,
  formatMonthly,
  formatWon,
  inDepositBand,
  installmentRatios,
  lowestMonthlyManwon,
  lowestPriceRow,
  monthlyManwon,
  monthlyWon,
  PRICE_CHIPS,
  parseDepositBand,
  parseDepositManwon,
  parsePriceChip,
  priceChipBounds,
  uniqueDepositRows,
  withinBounds,
} from "./pricing";

const row = (monthly: string, deposit = "0") => ({ monthly, deposit });

describe("monthlyWon", () => {
  it.each([
    ["45만 3천원", 453_000],
    ["월 74만 4천원", 744_000],
    ["월 50만원", 500_000],
    ["45만원", 450_000],
    ["387000", 387_000],
    ["387,000원", 387_000],
    ["1,250,000", 1_250_000],
    ["38.7만원", 387_000],
    ["월 8천원", 8_000],
    ["8000", 8_000],
    ["8000원", 8_000],
    ["45", 450_000],
    ["월45", 450_000],
    ["45만 3000원", 453_000],
    ["500원", 500],
    ["60개월 월 52만원", 520_000],
    ["월 렌트료 61만 4천원 (VAT 포함)", 614_000],
  ])("%s is %i won", (text, won) => {
    expect(monthlyWon(text)).toBe(won);
  });

  it.each(["", "상담 문의", "별도 협의", null, undefined])("%s has no amount", (text) => {
    expect(monthlyWon(text)).toBeNull();
  });
});

describe("monthlyManwon (lowest-price comparison)", () => {
  it("reads the number after 월 in 만원", () => {
    expect(monthlyManwon("월 74만 4천원")).toBeCloseTo(74.4);
    expect(monthlyManwon("월 50만원")).toBe(50);
  });
  it("else the first number", () => {
    expect(monthlyManwon("45만 3천원")).toBeCloseTo(45.3);
    expect(monthlyManwon("52만원 (60개월)")).toBe(52);
  });
  it("reads a bare number of 10,000 or more as won", () => {
    expect(monthlyManwon("387000")).toBeCloseTo(38.7);
  });
  it("counts a missing price as infinite", () => {
    expect(monthlyManwon("")).toBe(Number.POSITIVE_INFINITY);
    expect(monthlyManwon("상담 문의")).toBe(Number.POSITIVE_INFINITY);
    expect(monthlyManwon(undefined)).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("lowest price", () => {
  it("picks the plan with the lowest monthly fee across formats", () => {
    const rows = [row("월 74만 4천원", "0"), row("45만 3천원", "100만원"), row("387000", "300만원"), row("")];
    expect(lowestPriceRow(rows)).toEqual(row("387000", "300만원"));
    expect(lowestMonthlyManwon(rows)).toBeCloseTo(38.7);
  });
  it("keeps the first of equal fees", () => {
    const rows = [row("월 50만원", "0"), row("500000", "100")];
    expect(lowestPriceRow(rows)).toBe(rows[0]);
  });
  it("has no lowest plan without a readable fee", () => {
    expect(lowestPriceRow([row(""), row("상담 문의")])).toBeNull();
    expect(lowestPriceRow([])).toBeNull();
    expect(lowestPriceRow(undefined)).toBeNull();
    expect(lowestMonthlyManwon([])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe("formatWon", () => {
  it.each([
    [453_000, "45만 3천원"],
    [450_000, "45만원"],
    [450_500, "45만 500원"],
    [403_200, "40만 3,200원"],
    [1_184_000, "118만 4천원"],
    [12_000_000, "1,200만원"],
    [10_000, "1만원"],
    [8_000, "8천원"],
    [1_000, "1천원"],
    [999, "999원"],
  ])("%i → %s", (won, text) => {
    expect(formatWon(won)).toBe(text);
  });
});

describe("formatMonthly (price display)", () => {
  it("writes 10,000 won and more as 월 N만 M천원", () => {
    expect(formatMonthly("453000")).toBe("월 45만 3천원");
    expect(formatMonthly("387000")).toBe("월 38만 7천원");
    expect(formatMonthly("450000")).toBe("월 45만원");
    expect(formatMonthly("45만 3천원")).toBe("월 45만 3천원");
    expect(formatMonthly("45만원")).toBe("월 45만원");
  });
  it("writes 1,000 to 9,999 won as 월 N천원", () => {
    expect(formatMonthly("8000")).toBe("월 8천원");
    expect(formatMonthly("8천원")).toBe("월 8천원");
  });
  it("writes text that already says 월 and 만원 or 천원 in the one format", () => {
    expect(formatMonthly("월 74만 4천원")).toBe("월 74만 4천원");
    expect(formatMonthly("월 40만 3200원")).toBe("월 40만 3,200원");
    expect(formatMonthly("월 40만 3,200원")).toBe("월 40만 3,200원");
    expect(formatMonthly("월 50만원")).toBe("월 50만원");
    expect(formatMonthly("월 8천원")).toBe("월 8천원");
    expect(formatMonthly(" 월 50만원 ")).toBe("월 50만원");
  });
  it("reads a bare small number as 만원", () => {
    expect(formatMonthly("45")).toBe("월 45만원");
    expect(formatMonthly("38.7")).toBe("월 38만 7천원");
  });
  it("shows other text raw", () => {
    expect(formatMonthly("별도 협의")).toBe("별도 협의");
  });
  it("shows 상담 문의 for no price, or the text asked for", () => {
    expect(formatMonthly("")).toBe("상담 문의");
    expect(formatMonthly(null)).toBe("상담 문의");
    expect(formatMonthly("   ")).toBe("상담 문의");
    expect(formatMonthly("", "가격 정보 없음")).toBe("가격 정보 없음");
  });
});

describe("deposits", () => {
  it.each([
    ["300만원", 300],
    ["300", 300],
    ["보증금 100만원", 100],
    ["1,000만원", 1000],
    ["1천만원", 1000],
    ["3,000,000원", 300],
    ["0", 0],
    ["0원", 0],
    ["0만원", 0],
    ["무보증", 0],
    ["보증금 없음", 0],
    ["150만원 (2회 분납 가능)", 150],
    ["30.5만원", 30.5],
  ])("parses %s as %d만원", (text, manwon) => {
    expect(parseDepositManwon(text)).toBe(manwon);
  });
  it.each(["", "  ", "별도", null, undefined])("has no amount in %s", (text) => {
    expect(parseDepositManwon(text)).toBeNull();
  });
  it.each(["30%", "보증금 20 %", "차량가의 30%"])("reads %s as a share of the price, not an amount", (text) => {
    expect(parseDepositManwon(text)).toBeNull();
    expect(depositPercent(text)).toBe(Number(/\d+/.exec(text)?.[0]));
  });
  it("has no percent in an amount or 무보증", () => {
    expect(depositPercent("300만원")).toBeNull();
    expect(depositPercent("무보증")).toBeNull();
    expect(depositPercent(null)).toBeNull();
  });
  it("splits no percent deposit: `30%` is a share of the car's price, not 30만원", () => {
    expect(depositInstallmentPlans([row("50", "30%")], "가능 (50:50 2회 분납)")).toEqual([]);
    expect(depositInstallmentPlans([row("50", "보증금 20 %")], "가능 (60:40 또는 70:30 2회 분납)")).toEqual([]);
  });

  it("shows the deposit as given, 보증금 별도 when empty, 무보증 for 0 or no-deposit text", () => {
    expect(formatDeposit("300만원")).toBe("300만원");
    expect(formatDeposit("")).toBe("보증금 별도");
    expect(formatDeposit(undefined)).toBe("보증금 별도");
    expect(formatDeposit("0")).toBe("무보증");
    expect(formatDeposit("0원")).toBe("무보증");
    expect(formatDeposit("무보증")).toBe("무보증");
    expect(formatDeposit("별도 협의")).toBe("별도 협의");
  });

  it("labels deposits for cards", () => {
    expect(depositCaption("300만원")).toBe("보증금 300만원");
    expect(depositCaption("300")).toBe("보증금 300만원");
    expect(depositCaption("보증금 100만원")).toBe("보증금 100만원");
    expect(depositCaption("0원")).toBe("무보증");
    expect(depositCaption("")).toBe("보증금 별도");
  });
});

describe("cardPrice", () => {
  it("shows the lowest plan's fee and its deposit", () => {
    expect(cardPrice([row("월 52만 6천원", "0"), row("457000", "100만원")])).toEqual({
      monthly: "월 45만 7천원",
      deposit: "보증금 100만원",
    });
    expect(cardPrice([row("45만 3천원", "무보증")])).toEqual({ monthly: "월 45만 3천원", deposit: "무보증" });
    expect(cardPrice([row("45만원", "")])).toEqual({ monthly: "월 45만원", deposit: "보증금 별도" });
  });
  it("is null (상담 안내) without a price", () => {
    expect(cardPrice([])).toBeNull();
    expect(cardPrice([row("")])).toBeNull();
  });
});

describe("price chips", () => {
  it("are 전체, 40만원 이하, 40~60만원, 60~80만원, 80~100만원, 100만원 이상", () => {
    expect(PRICE_CHIPS.map((c) => c.label)).toEqual([
      "전체",
      "40만원 이하",
      "40~60만원",
      "60~80만원",
      "80~100만원",
      "100만원 이상",
    ]);
    expect(PRICE_CHIPS.map((c) => c.value)).toEqual(["", "40", "40-60", "60-80", "80-100", "100+"]);
  });

  it("parse from the URL; 전체 and unknown values are no chip", () => {
    expect(parsePriceChip("40-60")?.label).toBe("40~60만원");
    expect(parsePriceChip("100+")?.label).toBe("100만원 이상");
    expect(parsePriceChip("100 ")?.label).toBe("100만원 이상");
    expect(parsePriceChip("100")?.label).toBe("100만원 이상");
    expect(parsePriceChip("")).toBeNull();
    expect(parsePriceChip(null)).toBeNull();
    expect(parsePriceChip("55-70")).toBeNull();
  });

  const chip = (v: string) => parsePriceChip(v);
  it.each([
    [30, "40", true],
    [40, "40", true],
    [40.1, "40", false],
    [40, "40-60", false],
    [45.3, "40-60", true],
    [60, "40-60", true],
    [60.5, "60-80", true],
    [80, "60-80", true],
    [99.9, "80-100", true],
    [100, "80-100", false],
    [100, "100+", true],
    [132.6, "100+", true],
    [99, "100+", false],
  ])("%d만원 in %s: %s", (manwon, value, expected) => {
    expect(withinBounds(manwon, priceChipBounds(chip(value)!))).toBe(expected);
  });
});

describe("search deposit bands", () => {
  it("are 50만원 이하, 50~100만원, 100~200만원, 200만원 초과", () => {
    expect(DEPOSIT_BANDS.map((b) => b.label)).toEqual(["50만원 이하", "50~100만원", "100~200만원", "200만원 초과"]);
    expect(parseDepositBand("0-50")?.label).toBe("50만원 이하");
    expect(parseDepositBand("200 ")?.label).toBe("200만원 초과");
    expect(parseDepositBand("nope")).toBeNull();
  });

  const band = (v: string) => parseDepositBand(v)!;
  it.each([
    [0, "0-50", true],
    [50, "0-50", true],
    [50, "50-100", false],
    [70, "50-100", true],
    [100, "50-100", true],
    [150, "100-200", true],
    [200, "100-200", true],
    [200, "200+", false],
    [300, "200+", true],
  ])("%d만원 in %s: %s", (manwon, value, expected) => {
    expect(inDepositBand(manwon, band(value))).toBe(expected);
  });
});

describe("deposit instalments", () => {
  it("knows the three editor choices", () => {
    expect(installmentRatios("불가능 (기본)")).toEqual([]);
    expect(installmentRatios("가능 (50:50 2회 분납)")).toEqual(["50:50"]);
    expect(installmentRatios("가능 (60:40 또는 70:30 2회 분납)")).toEqual(["60:40", "70:30"]);
    expect(installmentRatios("")).toEqual([]);
    expect(installmentRatios(undefined)).toEqual([]);
  });

  it("de-duplicates plans by deposit value", () => {
    const rows = [
      row("50만원", "300만원"),
      row("52만원", "300"),
      row("55만원", "100만원"),
      row("60만원", "무보증"),
      row("61만원", "0"),
    ];
    expect(uniqueDepositRows(rows).map((r) => r.deposit)).toEqual(["300만원", "100만원", "무보증"]);
  });

  it("splits 50:50 into half (floored) and the rest, once per deposit", () => {
    const rows = [row("50만원", "150만원"), row("52만원", "150만원"), row("40만원", "75만원")];
    expect(depositInstallmentPlans(rows, "가능 (50:50 2회 분납)")).toEqual([
      { deposit: 150, depositText: "150만원", options: [{ ratio: "50:50", first: 75, second: 75 }] },
      { deposit: 75, depositText: "75만원", options: [{ ratio: "50:50", first: 37, second: 38 }] },
    ]);
  });

  it("offers 60:40 and 70:30 with the first payment floored", () => {
    expect(depositInstallmentPlans([row("50만원", "70만원")], "가능 (60:40 또는 70:30 2회 분납)")).toEqual([
      {
        deposit: 70,
        depositText: "70만원",
        options: [
          { ratio: "60:40", first: 42, second: 28 },
          { ratio: "70:30", first: 49, second: 21 },
        ],
      },
    ]);
    const [plan] = depositInstallmentPlans([row("50만원", "155만원")], "가능 (60:40 또는 70:30 2회 분납)");
    expect(plan!.options).toEqual([
      { ratio: "60:40", first: 93, second: 62 },
      { ratio: "70:30", first: 108, second: 47 },
    ]);
  });

  it("gives nothing when not possible, when inputs are missing, or for a zero deposit", () => {
    expect(depositInstallmentPlans([row("50만원", "300만원")], "불가능 (기본)")).toEqual([]);
    expect(depositInstallmentPlans([row("50만원", "300만원")], "")).toEqual([]);
    expect(depositInstallmentPlans([], "가능 (50:50 2회 분납)")).toEqual([]);
    expect(depositInstallmentPlans(undefined, "가능 (50:50 2회 분납)")).toEqual([]);
    expect(depositInstallmentPlans([row("50만원", "무보증"), row("50만원", "")], "가능 (50:50 2회 분납)")).toEqual([]);
  });
});
