import {
  type Benefit,
  type ContractTerms,
  type Insurance,
  type MainInfoKey,
  mainInfoOf,
  type PriceRow,
  type VehicleOptions,
} from "./vehicle";

/**
 * The new-vehicle template's values (docs/spec/admin-and-partners.md §3): what an admin's new listing starts with,
 * and what the partners' form offers as examples to pick. The listing field table (domain/listing-fields.ts) names
 * each field's; domain/new-vehicle-template.ts puts a new listing together from them.
 */

/** Periods of the five template price rows, each with 3만km a year. */
export const TEMPLATE_PERIODS = ["60개월", "48개월", "36개월", "24개월", "12개월"] as const;
export const TEMPLATE_YEARLY_KM = "3만km";

export function templatePriceRows(): PriceRow[] {
  return TEMPLATE_PERIODS.map((period, i) => ({
    deposit: "",
    period,
    monthly: "",
    totalKm: TEMPLATE_YEARLY_KM,
    selected: i === 0,
  }));
}

/** 주요 정보 of a new listing: each field's starting value (25년07월 · 5km · 가솔린, no plate). */
export function templateBasicInfo(): Record<MainInfoKey, string> {
  return mainInfoOf({}, (field) => field.initial);
}

export function templateOptions(): Required<VehicleOptions> {
  return {
    외관내장: ["LED 헤드램프", "하이패스", "크루즈 컨트롤"],
    안전장치: ["에어백", "차선이탈경고(LDWS)", "주차감지센서", "후방카메라"],
    편의장치: ["스마트키", "오토 에어컨", "블루투스", "내비게이션"],
    시트: ["열선시트", "열선핸들"],
    전체옵션: "",
  };
}

export function templateBenefits(): Benefit[] {
  return [
    {
      icon: "user-check",
      title: "최소 운전 연령 만 26세",
      desc: "만 26세 이상이면 운전할 수 있습니다. 만 21·23세는 별도 요금으로 상담해 드립니다.",
    },
    { icon: "id-card", title: "운전 경력 1년 이상", desc: "운전면허 취득 후 1년 이상 지난 분이면 이용할 수 있습니다." },
    { icon: "badge-check", title: "신용등급 무관", desc: "신용등급과 관계없이 심사합니다." },
    {
      icon: "percent",
      title: "중도해지 위약금 30%",
      desc: "계약 기간 중 해지하면 잔여 렌트료의 30%가 위약금으로 부과됩니다.",
    },
    {
      icon: "gauge",
      title: "주행거리 초과 km당 100원",
      desc: "연간 약정거리를 넘긴 주행거리는 km당 100원으로 정산합니다.",
    },
    { icon: "key-round", title: "만기 시 인수 가능", desc: "계약 만기 시 차량을 반납하거나 인수할 수 있습니다." },
    { icon: "wrench", title: "정비 서비스 미포함", desc: "정비 서비스는 포함되어 있지 않습니다." },
  ];
}

export function templateInsurance(): Insurance {
  return {
    책임한도: { 대인: "무한", 대물: "1억원", 자손: "1천5백만원" },
    면책금: { 대인: "30만원", 대물: "30만원", 자손: "30만원", 자차: "50만원" },
  };
}

export function templateContractTerms(): ContractTerms {
  return {
    개인계약자: "만 26세 이상, 운전 경력 1년 이상인 계약자 본인과 추가 운전자 1인이 운전할 수 있습니다.",
    법인계약자: "법인 소속 임직원과 추가 운전자 1인이 운전할 수 있습니다.",
  };
}

export const TEMPLATE_REQUIRED_DOCUMENTS = ["운전면허증", "주민등록등본", "운전경력증명서"] as const;
