import { describe, expect, it } from "vitest";
import {
  brandOf,
  parseMileageKm,
  parseModelYear,
  type SeoVehicle,
  vehicleJsonLd,
  vehiclePageText,
} from "./vehicle-seo";

const car = (fields: Partial<SeoVehicle> = {}): SeoVehicle => ({
  name: "디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄",
  category: "대형 세단",
  badgeType: "신차",
  basicInfo: { 제조연식: "25년07월", 주행거리: "5km", 연료: "가솔린" },
  priceInfo: [
    { deposit: "300만원", period: "48개월", monthly: "월 58만 2천원", totalKm: "3만km" },
    { deposit: "0", period: "60개월", monthly: "553000", totalKm: "3만km" },
  ],
  ...fields,
});

describe("vehiclePageText", () => {
  it("names the vehicle and its lowest monthly fee with that plan's deposit and period", () => {
    const { title, description } = vehiclePageText(car(), "렌트픽");
    expect(title).toBe("디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄 신차 장기렌트 월 55만 3천원부터 | 렌트픽");
    expect(description).toContain("최저 월 55만 3천원(무보증, 60개월, VAT 포함)");
    // Naver shows about 80 characters: with this long a name the facts no longer fit after the price.
    expect([...description].length).toBeLessThanOrEqual(80);
  });

  it("adds the facts, then the site's lines, while they fit within 80 characters", () => {
    const { description } = vehiclePageText(car({ name: "더 뉴 K5" }), "렌트픽");
    expect(description).toBe(
      "더 뉴 K5 신차 장기렌트 최저 월 55만 3천원(무보증, 60개월, VAT 포함). 가솔린 · 25년07월 · 5km.",
    );
    const unpriced = vehiclePageText(car({ name: "레이", priceInfo: [] }), "렌트픽").description;
    expect(unpriced).toBe(
      "레이 신차 장기렌트 월 렌트료 상담 안내. 가솔린 · 25년07월 · 5km. 신용등급 무관 심사, 전국 출고.",
    );
    expect([...description].length).toBeLessThanOrEqual(80);
  });

  it("gives up the plan's terms, then the end of a long name, before the price", () => {
    const wordy = car({
      name: "디 올 뉴 팰리세이드 LX3 2.5T 하이브리드 7인승 프레스티지",
      priceInfo: [
        { deposit: "보증금 500만원 (분납 가능, 상담 시 조정)", period: "60개월", monthly: "월 98만원", totalKm: "" },
      ],
    });
    const terms = vehiclePageText(wordy, "렌트픽").description;
    expect(terms).toMatch(/^디 올 뉴 팰리세이드 LX3 2\.5T 하이브리드 7인승 프레스티지 신차 장기렌트 최저 월 98만원\./);
    expect([...terms].length).toBeLessThanOrEqual(80);

    const name = `${"아주 긴 차량 이름 ".repeat(8)}끝`;
    const long = vehiclePageText(car({ name }), "렌트픽").description;
    expect([...long].length).toBeLessThanOrEqual(80);
    expect(long).toMatch(/^아주 긴 차량 이름 .*… 신차 장기렌트 최저 월 55만 3천원\.$/);
  });

  it("falls back to the display defaults and says 상담 안내 without a readable price", () => {
    const { title, description } = vehiclePageText(
      car({ badgeType: "중고차", basicInfo: {}, priceInfo: [] }),
      "렌트픽",
    );
    expect(title).toBe("디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄 중고차 장기렌트 | 렌트픽");
    expect(description).toContain("월 렌트료 상담 안내");
    expect(description).toContain("가솔린 · 25년07월 · 5km");
  });
});

describe("parsers", () => {
  it("reads model years the ways admins type them", () => {
    expect(parseModelYear("25년07월")).toEqual({ year: 2025, month: 7 });
    expect(parseModelYear("2023년 11월")).toEqual({ year: 2023, month: 11 });
    expect(parseModelYear("2024-03")).toEqual({ year: 2024, month: 3 });
    expect(parseModelYear("2022")).toEqual({ year: 2022, month: null });
    expect(parseModelYear("미정")).toBeNull();
    expect(parseModelYear("")).toBeNull();
  });

  it("reads mileage in km with 만/천 units and separators", () => {
    expect(parseMileageKm("5km")).toBe(5);
    expect(parseMileageKm("12,345 km")).toBe(12345);
    expect(parseMileageKm("3만km")).toBe(30000);
    expect(parseMileageKm("1.2만 km")).toBe(12000);
    expect(parseMileageKm("신차")).toBeNull();
  });

  it("tells the maker from brand words and model names", () => {
    expect(brandOf("제네시스 G80 RG3 2.5T AWD")).toBe("제네시스");
    expect(brandOf("일렉트리파이드 GV70")).toBe("제네시스");
    expect(brandOf("더 뉴 K5 3세대 1.6T 시그니처")).toBe("기아");
    expect(brandOf("더 뉴 아반떼 CN7")).toBe("현대");
    expect(brandOf("르노 그랑 콜레오스 E-Tech")).toBe("르노코리아");
    expect(brandOf("벤츠 E300 4MATIC")).toBe("메르세데스-벤츠");
    expect(brandOf("KG모빌리티 토레스 1.5T T7")).toBe("KG모빌리티");
    expect(brandOf("K50 특수차")).toBeNull();
    expect(brandOf("알 수 없는 차량")).toBeNull();
  });
});

describe("vehicleJsonLd", () => {
  it("describes a Car with a monthly KRW offer from the lowest plan", () => {
    const ld = vehicleJsonLd(car(), {
      url: "https://x.kr/vehicles/a",
      images: ["https://x.kr/media/k/1440.webp"],
      description: "d",
    });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Car",
      name: "디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄",
      image: ["https://x.kr/media/k/1440.webp"],
      brand: { "@type": "Brand", name: "현대" },
      vehicleModelDate: "2025",
      productionDate: "2025-07",
      mileageFromOdometer: { value: 5, unitCode: "KMT" },
      fuelType: "가솔린",
      itemCondition: "https://schema.org/NewCondition",
      offers: {
        "@type": "Offer",
        priceCurrency: "KRW",
        price: 553000,
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          price: 553000,
          priceCurrency: "KRW",
          unitCode: "MON",
          valueAddedTaxIncluded: true,
          billingDuration: { value: 60, unitCode: "MON" },
        },
      },
    });
  });

  it("leaves out what it cannot know, and offers a consultation-priced vehicle without a price", () => {
    const ld = vehicleJsonLd(
      car({
        name: "특별 차량",
        badgeType: null,
        priceInfo: [{ deposit: "", period: "", monthly: "상담", totalKm: "" }],
      }),
      {
        url: "u",
        images: [],
        description: "d",
      },
    );
    expect(ld.offers).toEqual({
      "@type": "Offer",
      url: "u",
      priceCurrency: "KRW",
      availability: "https://schema.org/InStock",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      description: "월 렌트료 상담 문의",
    });
    expect(ld).not.toHaveProperty("brand");
    expect(ld).not.toHaveProperty("image");
    expect(ld).not.toHaveProperty("itemCondition");
    expect(ld.fuelType).toBe("가솔린");
  });
});
