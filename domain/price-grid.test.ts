import { describe, expect, it } from "vitest";
import {
  annualKmOfText,
  basisText,
  gridProblems,
  gridRowFromText,
  kmText,
  lowestOnBasis,
  type PriceGridRow,
  priceTextOf,
  priceWithBasis,
  rowFor,
  upfrontKey,
  upfrontOfText,
} from "./price-grid";

const row = (over: Partial<PriceGridRow>): PriceGridRow => ({
  months: 48,
  upfront: { kind: "none" },
  annualKm: 20_000,
  minAge: 26,
  endOfTerm: "return",
  monthlyWon: 450_000,
  residualWon: null,
  ...over,
});

describe("the basis beside every fee", () => {
  it("says the term, 초기비용, distance and age, and the 만기 방식 when it allows buying", () => {
    expect(priceWithBasis(row({ upfront: { kind: "prepay", percent: 30 } }))).toBe(
      "월 45만원 · 48개월 · 선납 30% · 연 2만km · 만 26세",
    );
    expect(
      basisText(row({ upfront: { kind: "deposit", won: 3_000_000 }, annualKm: null, minAge: 21, endOfTerm: "buyout" })),
    ).toBe("48개월 · 보증금 300만원 · 연 무제한 · 만 21세 · 인수형");
    expect(basisText(row({}))).toBe("48개월 · 무보증 · 연 2만km · 만 26세");
  });

  it.each([
    [20_000, "2만km"],
    [15_000, "1만 5천km"],
    [30_000, "3만km"],
    [12_345, "12,345km"],
    [5_000, "5,000km"],
    [null, "무제한"],
  ])("kmText(%s) is %s", (km, text) => {
    expect(kmText(km)).toBe(text);
  });
});

describe("gridProblems", () => {
  it("accepts a full row, and names what is wrong in Korean", () => {
    expect(gridProblems([row({})], null).size).toBe(0);
    const problems = gridProblems(
      [
        row({ months: 0, monthlyWon: 0 }),
        row({ upfront: { kind: "prepay", percent: 30 } }),
        row({ endOfTerm: "buyout" }),
        row({ residualWon: 1_000_000 }),
        row({ months: 36 }),
        row({ months: 36, monthlyWon: 480_000 }),
      ],
      null,
    );
    expect(problems.get(0)).toEqual(["계약기간은 1~96개월로 입력해주세요", "월 렌트료를 원 단위로 입력해주세요"]);
    expect(problems.get(1)).toEqual(["선납금을 %로 적으려면 차량가를 입력해주세요"]);
    expect(problems.get(2)).toEqual(["인수형·선택형은 인수가를 원 단위로 입력해주세요"]);
    expect(problems.get(3)).toEqual(["반납형에는 인수가를 적지 않습니다"]);
    expect(problems.has(4)).toBe(false);
    expect(problems.get(5)).toEqual(["5번째 줄과 조건이 같습니다"]);
  });
});

describe("choosing on the grid", () => {
  const grid = [
    row({ months: 36, monthlyWon: 480_000 }),
    row({ months: 48, monthlyWon: 423_000 }),
    row({ months: 48, upfront: { kind: "deposit", percent: 30 }, monthlyWon: 386_000 }),
    row({ months: 48, upfront: { kind: "prepay", percent: 30 }, monthlyWon: 282_353 }),
  ];

  it("finds the row of a full choice, or none for a combination the grid lacks", () => {
    expect(
      rowFor(grid, { months: 48, upfront: "deposit-30p", annualKm: 20_000, minAge: 26, endOfTerm: "return" })
        ?.monthlyWon,
    ).toBe(386_000);
    expect(
      rowFor(grid, { months: 36, upfront: "prepay-30p", annualKm: 20_000, minAge: 26, endOfTerm: "return" }),
    ).toBeNull();
  });

  it("takes the lowest fee on one stated basis, not across bases", () => {
    expect(lowestOnBasis(grid, { upfront: "none", annualKm: 20_000 })?.monthlyWon).toBe(423_000);
    expect(lowestOnBasis(grid, {})?.monthlyWon).toBe(282_353);
    expect(lowestOnBasis(grid, { months: 60 })).toBeNull();
  });

  it("keys each 초기비용 for the URL", () => {
    expect(grid.map((r) => upfrontKey(r.upfront))).toEqual(["none", "none", "deposit-30p", "prepay-30p"]);
    expect(upfrontKey({ kind: "prepay", won: 5_000_000 })).toBe("prepay-5000000");
  });
});

describe("rows typed before the grid", () => {
  const defaults = { minAge: 26, endOfTerm: "return" } as const;

  it("reads the texts people wrote", () => {
    expect(
      gridRowFromText({ period: "48개월", deposit: "무보증", monthly: "월 42만 3천원", totalKm: "연 2만km" }, defaults),
    ).toEqual({
      ok: true,
      row: row({ monthlyWon: 423_000 }),
    });
    expect(upfrontOfText("30%")).toEqual({ kind: "deposit", percent: 30 });
    expect(upfrontOfText("선납 30%")).toEqual({ kind: "prepay", percent: 30 });
    expect(upfrontOfText("선납금 500만원")).toEqual({ kind: "prepay", won: 5_000_000 });
    expect(upfrontOfText("300만원")).toEqual({ kind: "deposit", won: 3_000_000 });
    expect(upfrontOfText("0원")).toEqual({ kind: "none" });
    expect(upfrontOfText("")).toBeNull();
    expect(annualKmOfText("3만km")).toBe(30_000);
    expect(annualKmOfText("20,000km")).toBe(20_000);
    expect(annualKmOfText("1만 5천km")).toBe(15_000);
    expect(annualKmOfText("무제한")).toBeNull();
    expect(annualKmOfText("협의")).toBeUndefined();
  });

  it("flags what it cannot read and never guesses", () => {
    const flagged = gridRowFromText(
      { period: "36~48개월", deposit: "별도", monthly: "상담 문의", totalKm: "협의" },
      {},
    );
    expect(flagged).toEqual({
      ok: false,
      problems: [
        '계약기간 "36~48개월"을 읽을 수 없습니다',
        '초기비용 "별도"을 읽을 수 없습니다',
        '월 렌트료 "상담 문의"를 읽을 수 없습니다',
        '연 약정거리 "협의"를 읽을 수 없습니다',
        "운전자 연령이 적혀 있지 않습니다",
        "만기 방식이 적혀 있지 않습니다",
      ],
    });
    expect(
      gridRowFromText(
        { period: "60개월", deposit: "무보증", monthly: "50만원", totalKm: "2만km" },
        { minAge: 26, endOfTerm: "choice" },
      ),
    ).toEqual({ ok: false, problems: ["인수가가 적혀 있지 않습니다"] });
  });

  it("writes the spec's priceInfo texts back from a typed row, readable by the text rules", () => {
    const typed = row({ upfront: { kind: "deposit", won: 3_000_000 }, monthlyWon: 453_000 });
    const text = priceTextOf(typed);
    expect(text).toEqual({ period: "48개월", deposit: "보증금 300만원", monthly: "45만 3천원", totalKm: "2만km" });
    expect(gridRowFromText(text, defaults)).toEqual({ ok: true, row: typed });
  });
});
