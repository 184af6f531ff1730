import { describe, expect, it } from "vitest";
import { listKeysOf } from "./list-keys";
import {
  cardFlags,
  cardPlanLine,
  EMPTY_CHOICE,
  LIST_GROUPS,
  listGroupBySlug,
  listQuery,
  readListChoice,
} from "./vehicle-list";

const params = (query: string) => new URLSearchParams(query);

describe("readListChoice", () => {
  it("reads the order, brand, fuel, price chip, section and cursor", () => {
    expect(
      readListChoice(
        params(`sort=price-asc&brand=KIA&fuel=${encodeURIComponent("하이브리드")}&price=40-60&group=SUV&cursor=abc_-1`),
      ),
    ).toEqual({ sort: "price-asc", brand: "kia", fuel: "하이브리드", price: "40-60", group: "SUV", cursor: "abc_-1" });
  });

  it("drops unknown values, which mean 전체 and the default order", () => {
    expect(readListChoice(params("sort=cheap&brand=nope&fuel=coal&price=1-2&group=트럭&cursor=<script>"))).toEqual(
      EMPTY_CHOICE,
    );
    expect(readListChoice(params(`cursor=${"a".repeat(201)}`)).cursor).toBe("");
  });

  it("accepts a group by its title as well as its slug", () => {
    expect(readListChoice(params(`group=${encodeURIComponent("일반번호판 구독카")}`)).group).toBe("일반번호판구독카");
  });
});

describe("listQuery", () => {
  const choice = { ...EMPTY_CHOICE, sort: "popular" as const, brand: "kia", cursor: "xyz" };

  it("writes the choices in a fixed order and leaves out empty ones", () => {
    expect(listQuery(choice, { cursor: "next" })).toBe("?sort=popular&brand=kia&cursor=next");
    expect(listQuery(EMPTY_CHOICE)).toBe("");
  });

  it("starts again from the first page when a filter or the order changes", () => {
    expect(listQuery(choice, { fuel: "전기" })).toBe(`?sort=popular&brand=kia&fuel=${encodeURIComponent("전기")}`);
    expect(listQuery(choice, { sort: "" })).toBe("?brand=kia");
  });

  it("keeps other parameters of the page", () => {
    expect(listQuery(choice, { brand: "" }, params("q=그랜저&type=신차"))).toBe(
      `?q=${encodeURIComponent("그랜저")}&type=${encodeURIComponent("신차")}&sort=popular`,
    );
  });
});

describe("sections", () => {
  it("puts the four display groups first, then 전기차, then 기타", () => {
    expect(LIST_GROUPS.map((g) => g.title)).toEqual(["세단", "SUV", "수입차", "일반번호판 구독카", "전기차", "기타"]);
    expect(listGroupBySlug("일반번호판구독카")?.rank).toBe(3);
  });
});

describe("cardPlanLine", () => {
  const row = (monthly: string, period: string, totalKm: string) => ({ deposit: "0", monthly, period, totalKm });

  it("names the term and yearly distance of the lowest plan", () => {
    expect(cardPlanLine([row("50만원", "48개월", "3만km"), row("45만원", "60개월", "2만km")])).toBe(
      "60개월 · 연 2만km",
    );
    expect(cardPlanLine([row("45만원", "60개월", "연 2만km")])).toBe("60개월 · 연 2만km");
    expect(cardPlanLine([row("45만원", "36개월", "")])).toBe("36개월");
  });

  it("is null without a priced plan or with nothing to say", () => {
    expect(cardPlanLine([])).toBeNull();
    expect(cardPlanLine([row("", "60개월", "3만km")])).toBeNull();
    expect(cardPlanLine([row("45만원", " ", "")])).toBeNull();
  });
});

describe("cardFlags", () => {
  it("takes 즉시출고 and 렌트할인 from the recommendation tags, in that order", () => {
    expect(cardFlags(["렌트할인", "추천", "즉시 출고"])).toEqual(["즉시출고", "렌트할인"]);
    expect(cardFlags(["추천", "무보증"])).toEqual([]);
  });
});

describe("listKeysOf", () => {
  const keys = (fields: Partial<Parameters<typeof listKeysOf>[0]>) =>
    listKeysOf({ name: "쏘렌토 MQ4", category: "중형 SUV", basicInfo: {}, priceInfo: [], ...fields });

  it("reads the lowest fee and its deposit in won, and which deposit bands the plans reach", () => {
    const k = keys({
      priceInfo: [
        { period: "60개월", monthly: "52만 6천원", deposit: "300만원", totalKm: "2만km" },
        { period: "48개월", monthly: "월 49만 9천원", deposit: "무보증", totalKm: "2만km" },
        { period: "36개월", monthly: "", deposit: "150", totalKm: "2만km" },
      ],
    });
    expect(k.lowestMonthly).toBe(499_000);
    expect(k.lowestDeposit).toBe(0);
    expect(k.firstDeposit).toBe(3_000_000);
    // 0-50 (무보증), 100-200 (150), 200+ (300): bits 0, 2 and 3.
    expect(k.depositBands).toBe(0b1101);
  });

  it("sorts and bands a percent deposit as no amount: `30%` of an unstated price is not 30만원", () => {
    const k = keys({
      priceInfo: [
        { period: "60개월", monthly: "45만원", deposit: "30%", totalKm: "2만km" },
        { period: "48개월", monthly: "50만원", deposit: "120만원", totalKm: "2만km" },
      ],
    });
    expect(k.lowestDeposit).toBeNull();
    expect(k.firstDeposit).toBeNull();
    // Only 100-200 (120만원), bit 2; not 0-50, where 30 would have fallen.
    expect(k.depositBands).toBe(0b0100);
  });

  it("has no fee or deposit without a plan, and 보증금 별도 has no deposit", () => {
    expect(keys({}).lowestMonthly).toBeNull();
    expect(keys({ priceInfo: [{ period: "", monthly: "45", deposit: "", totalKm: "" }] }).lowestDeposit).toBeNull();
  });

  it("files the listing under its category's group, an imported make under 수입차", () => {
    expect(keys({})).toMatchObject({ category: "중형 SUV", group: "SUV", groupRank: 1, brand: "kia" });
    expect(keys({ name: "BMW 520i", category: "중형 세단" })).toMatchObject({ group: "수입차", groupRank: 2 });
    expect(keys({ category: "전기차" })).toMatchObject({ group: "전기차", groupRank: 4 });
    expect(keys({ category: "없는 분류" })).toMatchObject({ category: "없는 분류", group: "기타", groupRank: 5 });
    expect(keys({ category: "수입 차량" }).category).toBe("수입차");
  });

  it("reads the fuel with its default and the partners' vehicle types from the name", () => {
    expect(keys({}).fuel).toBe("가솔린");
    expect(keys({ basicInfo: { 연료: "lpg" } }).fuel).toBe("LPG");
    // 승용 0, SUV 1, 화물 2, 승합 3: 쏘렌토 is an SUV and, with no `suv` or 카니발 in its name, 승용 too.
    expect(keys({}).vehicleTypes).toBe(0b0011);
    expect(keys({ name: "더 뉴 카니발 9인승", category: "대형 SUV" }).vehicleTypes).toBe(0b1010);
  });
});
