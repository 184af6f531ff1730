/**
 * What search engines and link previews learn about a vehicle: its Korean title and description (name and
 * lowest monthly fee), and schema.org `Car` data with the monthly offer in KRW. Pure: the server adds the
 * absolute URLs and serves the same result to the page's <head> and to `GET /api/vehicles/{slug}/meta`.
 */
import { INQUIRE } from "./listing-facts";
import { clipText, DESCRIPTION_MAX, fitDescription, textLength } from "./page-meta";
import { cardPrice, lowestPriceRow, monthlyWon, NO_PRICE_TABLE } from "./pricing";
import { DEFAULT_FUEL, DEFAULT_MILEAGE, DEFAULT_MODEL_YEAR, type Vehicle } from "./vehicle";

/** The fields of a vehicle these rules read. */
export type SeoVehicle = Pick<Vehicle, "name" | "category" | "badgeType" | "basicInfo" | "priceInfo"> &
  Partial<Pick<Vehicle, "status">>;

/**
 * Title and description of a vehicle page, e.g. `… 신차 장기렌트 월 45만 3천원부터 | 렌트픽`. The description
 * fits Naver's 80 characters: the plan's terms, then the end of a long name give way before the price does.
 */
export function vehiclePageText(vehicle: SeoVehicle, siteName: string): { title: string; description: string } {
  const kind = vehicle.badgeType ? `${vehicle.badgeType} 장기렌트` : "장기렌트";
  const price = cardPrice(vehicle.priceInfo);
  const row = lowestPriceRow(vehicle.priceInfo);
  const title = price
    ? `${vehicle.name} ${kind} ${price.monthly}부터 | ${siteName}`
    : `${vehicle.name} ${kind} | ${siteName}`;
  const terms = [price?.deposit, row?.period?.trim(), "VAT 포함"].filter(Boolean).join(", ");
  const lead = (name: string, withTerms: boolean) =>
    `${name} ${kind} ${price ? `최저 ${price.monthly}${withTerms ? `(${terms})` : ""}` : "월 렌트료 상담 안내"}.`;
  const short = lead(vehicle.name, false);
  const nameRoom = DESCRIPTION_MAX - (textLength(short) - textLength(vehicle.name));
  // A fact marked 렌트사 문의 is not one the listing states: it is left out rather than read as a value.
  const facts = [
    vehicle.basicInfo.연료 || DEFAULT_FUEL,
    vehicle.basicInfo.제조연식 || DEFAULT_MODEL_YEAR,
    vehicle.basicInfo.주행거리 || DEFAULT_MILEAGE,
  ].filter((fact) => fact !== INQUIRE);
  const description = fitDescription(
    [lead(vehicle.name, true), short, lead(clipText(vehicle.name, nameRoom), false)],
    [`${facts.join(" · ")}.`, "신용등급 무관 심사, 전국 출고.", `${siteName}에서 견적 문의와 전화 상담을 받아보세요.`],
  );
  return { title, description };
}

/** A year-month such as `25년07월`, `2025년 7월`, `2025-07` or `2025.07` as `{ year: 2025, month: 7 }`. */
export function parseModelYear(text: string | null | undefined): { year: number; month: number | null } | null {
  const m = /(\d{4}|\d{2})\s*(?:년|[-./])\s*(\d{1,2})?/.exec(text ?? "") ?? /^\s*(\d{4})\s*$/.exec(text ?? "");
  if (!m) return null;
  const raw = Number(m[1]);
  const year = raw < 100 ? 2000 + raw : raw;
  const month = m[2] ? Number(m[2]) : null;
  if (year < 1950 || year > 2100) return null;
  return { year, month: month !== null && month >= 1 && month <= 12 ? month : null };
}

/** A mileage such as `5km`, `12,345 km`, `3만km` or `1.2만 km` in kilometres, or null without a number. */
export function parseMileageKm(text: string | null | undefined): number | null {
  const m = /(\d+(?:\.\d+)?)\s*(만|천)?/.exec((text ?? "").replace(/(\d),(?=\d{3})/g, "$1"));
  if (!m) return null;
  const unit = m[2] === "만" ? 10_000 : m[2] === "천" ? 1_000 : 1;
  return Math.round(Number(m[1]) * unit);
}

/** Brand words and model names (a Latin code must stand alone: `K5`, not `K50`), first match wins. */
const BRANDS: readonly [brand: string, pattern: RegExp][] = [
  ["제네시스", /제네시스|genesis|(?<![a-z0-9])(?:g70|g80|g90|gv60|gv70|gv80)(?![a-z0-9])/i],
  ["메르세데스-벤츠", /벤츠|메르세데스|mercedes|benz/i],
  ["BMW", /bmw|비엠더블유/i],
  ["아우디", /아우디|audi/i],
  ["테슬라", /테슬라|tesla/i],
  ["볼보", /볼보|volvo/i],
  ["폭스바겐", /폭스바겐|volkswagen/i],
  ["렉서스", /렉서스|lexus/i],
  ["토요타", /토요타|도요타|toyota/i],
  ["포르쉐", /포르쉐|porsche/i],
  ["미니", /(?<![가-힣])미니(?![가-힣])|(?<![a-z])mini(?![a-z])/i],
  ["랜드로버", /랜드로버|land ?rover/i],
  ["지프", /지프|jeep/i],
  ["폴스타", /폴스타|polestar/i],
  ["KG모빌리티", /kg ?모빌리티|쌍용|티볼리|토레스|렉스턴|코란도|액티언/i],
  ["르노코리아", /르노|renault|(?<![a-z0-9])(?:sm6|xm3|qm6)(?![a-z0-9])|아르카나|콜레오스/i],
  ["쉐보레", /쉐보레|chevrolet|말리부|트랙스|트레일블레이저|스파크|이쿼녹스|콜로라도|타호/i],
  [
    "기아",
    /기아|kia|셀토스|니로|스포티지|쏘렌토|카니발|모닝|(?<![가-힣])레이(?![가-힣])|모하비|봉고|(?<![a-z0-9])(?:k3|k5|k8|k9|ev3|ev4|ev5|ev6|ev9)(?![a-z0-9])/i,
  ],
  ["현대", /현대|hyundai|아반떼|쏘나타|그랜저|코나|투싼|싼타페|팰리세이드|스타리아|베뉴|아이오닉|캐스퍼|포터|넥쏘/i],
];

/** The maker a vehicle name names, or null when it cannot be told. */
export function brandOf(name: string): string | null {
  for (const [brand, pattern] of BRANDS) if (pattern.test(name)) return brand;
  return null;
}

/**
 * schema.org `Car` with one lease `Offer`: the lowest monthly fee in KRW per month (VAT included), or, for a
 * vehicle priced by consultation, the offer without a price (a price of 0 would read as free).
 */
export function vehicleJsonLd(
  vehicle: SeoVehicle,
  page: { url: string; images: readonly string[]; description: string },
): Record<string, unknown> {
  const brand = brandOf(vehicle.name);
  const modelYear = parseModelYear(vehicle.basicInfo.제조연식 || DEFAULT_MODEL_YEAR);
  const km = parseMileageKm(vehicle.basicInfo.주행거리 || DEFAULT_MILEAGE);
  const row = lowestPriceRow(vehicle.priceInfo);
  const won = row ? monthlyWon(row.monthly) : null;
  const price = won !== null && won > 0 ? won : null;
  const months = row ? Number(/(\d+)\s*개월/.exec(row.period)?.[1] ?? Number.NaN) : Number.NaN;
  const condition =
    vehicle.badgeType === "중고차" ? "UsedCondition" : vehicle.badgeType === "신차" ? "NewCondition" : null;
  return {
    "@context": "https://schema.org",
    "@type": "Car",
    name: vehicle.name,
    description: page.description,
    url: page.url,
    ...(page.images.length > 0 ? { image: [...page.images] } : {}),
    ...(brand ? { brand: { "@type": "Brand", name: brand } } : {}),
    category: vehicle.category,
    ...(modelYear ? { vehicleModelDate: String(modelYear.year) } : {}),
    ...(modelYear?.month ? { productionDate: `${modelYear.year}-${String(modelYear.month).padStart(2, "0")}` } : {}),
    ...(km !== null ? { mileageFromOdometer: { "@type": "QuantitativeValue", value: km, unitCode: "KMT" } } : {}),
    fuelType: vehicle.basicInfo.연료 || DEFAULT_FUEL,
    ...(condition ? { itemCondition: `https://schema.org/${condition}` } : {}),
    offers: {
      "@type": "Offer",
      url: page.url,
      priceCurrency: "KRW",
      availability: vehicle.status === "sold" ? "https://schema.org/SoldOut" : "https://schema.org/InStock",
      businessFunction: "http://purl.org/goodrelations/v1#LeaseOut",
      ...(price !== null
        ? {
            price,
            priceSpecification: {
              "@type": "UnitPriceSpecification",
              price,
              priceCurrency: "KRW",
              unitCode: "MON",
              unitText: "월",
              referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
              valueAddedTaxIncluded: true,
              ...(Number.isFinite(months)
                ? { billingDuration: { "@type": "QuantitativeValue", value: months, unitCode: "MON" } }
                : {}),
            },
          }
        : { description: `월 렌트료 ${NO_PRICE_TABLE}` }),
    },
  };
}
