import { describe, expect, it } from "vitest";
import { planPriceSheet, readDeposit, readMonthly, readPeriod, readYearlyKm, type SheetListing } from "./price-sheet";
import { formatWon, monthlyWon } from "./pricing";

describe("price sheet cells", () => {
  it("reads periods, deposits, fees and distances typed or as numbers", () => {
    expect(readPeriod("36개월")).toEqual({ value: "36개월" });
    expect(readPeriod(48)).toEqual({ value: "48개월" });
    expect(readPeriod("3년")).toHaveProperty("error");
    expect(readPeriod(0)).toHaveProperty("error");
    expect(readDeposit(300)).toEqual({ value: "300만원" });
    expect(readDeposit(3_000_000)).toEqual({ value: "300만원" });
    expect(readDeposit(0)).toEqual({ value: "0" });
    expect(readDeposit("무보증")).toEqual({ value: "무보증" });
    expect(readDeposit("별도")).toHaveProperty("error");
    // A share of the car's price is a deposit as listings write it, though it has no amount.
    expect(readDeposit("30%")).toEqual({ value: "30%" });
    expect(readMonthly(453_100)).toEqual({ value: "45만 3,100원" });
    expect(readMonthly(45)).toEqual({ value: "45만원" });
    expect(readMonthly("월 45만 3천원")).toEqual({ value: "월 45만 3천원" });
    expect(readMonthly("상담")).toHaveProperty("error");
    expect(readMonthly(-5)).toHaveProperty("error");
    expect(readYearlyKm(30_000)).toEqual({ value: "3만km" });
    expect(readYearlyKm(3)).toEqual({ value: "3만km" });
    expect(readYearlyKm(25_000)).toEqual({ value: "25,000km" });
    expect(readYearlyKm("무제한")).toEqual({ value: "무제한" });
  });

  it("writes won so the site reads back the same amount, hundreds kept", () => {
    for (const won of [450_000, 453_000, 453_100, 1_205_500, 8_500, 1_000_000])
      expect(monthlyWon(formatWon(won))).toBe(won);
    expect(formatWon(453_100)).toBe("45만 3,100원");
    expect(formatWon(1_000_000)).toBe("100만원");
  });
});

describe("planPriceSheet", () => {
  const listing = (fields: Partial<SheetListing> = {}): SheetListing => ({
    id: 1,
    slug: "k5",
    plate: "12가3456",
    name: "K5",
    status: "published",
    priceInfo: [{ period: "36개월", deposit: "300만원", monthly: "45만원", totalKm: "3만km" }],
    ...fields,
  });
  const cells = (slug: string | null, plate: string | null, prices: (string | number | null)[]) => ({
    "차량 주소": slug,
    차량번호: plate,
    기간: prices[0] ?? null,
    보증금: prices[1] ?? null,
    "월 납입료": prices[2] ?? null,
    "연 약정거리": prices[3] ?? null,
  });

  it("keeps the listing's wording for cells that mean the same, so an unchanged sheet is no change", () => {
    const plan = planPriceSheet([{ row: 2, cells: cells("k5", null, [36, 300, 450_000, 30_000]) }], [listing()]);
    expect(plan).toMatchObject({ listings: 1, changes: [], errors: [] });
  });

  it("lists every refused cell with its row and column, and finds listings by 차량번호", () => {
    const plan = planPriceSheet(
      [
        { row: 2, cells: cells(null, "12가3456", ["24개월", "0", 500_000, "2만km"]) },
        { row: 3, cells: cells("nope", null, ["24개월", "0", 500_000, "2만km"]) },
        { row: 4, cells: cells("k5", "99나9999", ["24개월", "0", 500_000, "2만km"]) },
        { row: 5, cells: cells("k5", null, ["24개월", null, "없음", "2만km"]) },
        { row: 6, cells: cells(null, null, [null, null, null, null]) },
      ],
      [listing()],
    );
    expect(plan.errors).toEqual([
      { row: 3, column: "차량 주소", message: "찾을 수 없는 차량입니다." },
      { row: 4, column: "차량번호", message: "차량 주소와 차량번호가 서로 다른 차량을 가리킵니다." },
      { row: 5, column: "보증금", message: "보증금을 입력해주세요." },
      { row: 5, column: "월 납입료", message: "월 납입료는 '45만원', 450000(원)처럼 금액으로 입력해주세요." },
    ]);
    expect(plan.changes[0]?.after).toEqual([
      { period: "24개월", deposit: "0", monthly: "50만원", totalKm: "2만km", selected: true },
      { period: "24개월", deposit: "0", monthly: "50만원", totalKm: "2만km", selected: false },
    ]);
    const twins = planPriceSheet(
      [{ row: 2, cells: cells(null, "12가3456", ["24개월", "0", 1, "2만km"]) }],
      [listing(), listing({ id: 2, slug: "k5-2" })],
    );
    expect(twins.errors[0]?.message).toBe("차량번호가 같은 차량이 여럿입니다. 차량 주소로 구분해주세요.");
  });
});

describe("bulk price arithmetic", () => {
  it("rounds to 100 won, halves up, without floating-point drift", async () => {
    const { adjustedWon, adjustPriceRows } = await import("./bulk-price");
    expect(adjustedWon(450_000, "percent", 3.5)).toBe(465_800);
    expect(adjustedWon(523_000, "percent", 3.5)).toBe(541_300);
    expect(adjustedWon(100_000, "percent", -10)).toBe(90_000);
    expect(adjustedWon(333_333, "percent", 1)).toBe(336_700);
    expect(adjustedWon(1_205_000, "amount", -35_050)).toBe(1_170_000);
    expect(adjustedWon(30_000, "amount", -35_000)).toBeNull();
    const rows = [
      { period: "36개월", deposit: "0", monthly: "45만원", totalKm: "3만km" },
      { period: "48개월", deposit: "0", monthly: "", totalKm: "3만km" },
    ];
    expect(adjustPriceRows(rows, "amount", 1000)).toEqual({
      ok: true,
      after: [{ ...rows[0], monthly: "45만 1천원" }, rows[1]],
    });
  });
});
