import { describe, expect, it } from "vitest";
import {
  badgeOfTypeSegment,
  isCargo,
  isPassenger,
  isSuv,
  isVan,
  PARTNER_DEPOSIT_BANDS,
  partnerAddPath,
  partnerCard,
  readPartnerListFilter,
} from "./partner-filters";
import { inDepositBand } from "./pricing";

const car = (name: string, category = "중형 세단", deposit = "300만원") => ({
  name,
  category,
  priceInfo: [{ deposit, period: "60개월", monthly: "45만원", totalKm: "3만km" }],
});

describe("vehicle type rules", () => {
  it("SUV: suv in the name, SUV category, or an SUV model in either script", () => {
    expect(isSuv(car("토레스 suv"))).toBe(true);
    expect(isSuv(car("XM3", "소형/준중형 SUV"))).toBe(true);
    for (const name of [
      "기아 쏘렌토 하이브리드",
      "Santa Fe",
      "싼타페 MX5",
      "GV80 2.5T",
      "팰리세이드",
      "Kona EV",
      "스타리아 라운지",
    ]) {
      expect(isSuv(car(name)), name).toBe(true);
    }
    expect(isSuv(car("그랜저 하이브리드"))).toBe(false);
  });

  it("승용 excludes names with suv or Carnival", () => {
    expect(isPassenger(car("쏘나타 디 엣지"))).toBe(true);
    expect(isPassenger(car("더 뉴 카니발 9인승"))).toBe(false);
    expect(isPassenger(car("Torres SUV"))).toBe(false);
  });

  it("화물 is a name that says cargo; 승합 is Carnival or Staria", () => {
    expect(isCargo(car("포터2 Cargo"))).toBe(true);
    expect(isCargo(car("봉고3 화물"))).toBe(true);
    expect(isCargo(car("아반떼"))).toBe(false);
    expect(isVan(car("카니발 하이리무진"))).toBe(true);
    expect(isVan(car("Staria Lounge"))).toBe(true);
    expect(isVan(car("쏘렌토"))).toBe(false);
  });
});

describe("deposit bands", () => {
  const band = (value: string) => PARTNER_DEPOSIT_BANDS.find((b) => b.value === value)!;
  it("splits at 300 and 500 만원", () => {
    expect(inDepositBand(300, band("0-300"))).toBe(true);
    expect(inDepositBand(0, band("0-300"))).toBe(true);
    expect(inDepositBand(301, band("0-300"))).toBe(false);
    expect(inDepositBand(301, band("300-500"))).toBe(true);
    expect(inDepositBand(500, band("300-500"))).toBe(true);
    expect(inDepositBand(500, band("500+"))).toBe(false);
    expect(inDepositBand(501, band("500+"))).toBe(true);
  });
});

describe("readPartnerListFilter", () => {
  it("reads the URL, ignoring unknown values", () => {
    expect(readPartnerListFilter(new URLSearchParams("q=%20쏘렌토%20&type=suv&deposit=500%2B"))).toEqual({
      q: "쏘렌토",
      type: "suv",
      deposit: "500+",
    });
    expect(readPartnerListFilter(new URLSearchParams("type=bus&deposit=9"))).toEqual({
      q: "",
      type: null,
      deposit: null,
    });
  });
});

describe("cards and paths", () => {
  it("shows the first plan, defaults for missing info, and marks the partner's own", () => {
    const vehicle = {
      ...car("아반떼", "소형준중형 세단", ""),
      id: 1,
      slug: "아반떼",
      badges: ["중고차"],
      thumbnail: null,
      basicInfo: { 제조연식: "23년01월" },
      ownerPartnerId: 7,
    };
    expect(partnerCard(vehicle, 7)).toMatchObject({
      category: "소형/준중형 세단",
      badge: "중고차",
      year: "23년01월",
      mileage: "5km",
      fuel: "가솔린",
      monthly: "월 45만원",
      deposit: "보증금 별도",
      own: true,
    });
    expect(partnerCard({ ...vehicle, priceInfo: [] }, 8)).toMatchObject({ monthly: "상담 문의", own: false });
  });

  it("builds add paths and reads the type segment", () => {
    expect(decodeURI(partnerAddPath("소형/준중형 세단", "신차"))).toBe("/partners/vehicle-add/소형준중형세단/신차");
    expect(badgeOfTypeSegment("신차")).toBe("신차");
    expect(badgeOfTypeSegment("NEW")).toBe("신차");
    expect(badgeOfTypeSegment("중고차")).toBe("중고차");
    expect(badgeOfTypeSegment("anything")).toBe("중고차");
  });
});
