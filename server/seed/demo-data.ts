/**
 * Demo content for seeding an empty database: vehicles for every category, customer reviews and
 * no-deposit board posts. Pure data, no I/O — images are described ({ body, color }) and rendered by
 * `demo-images.ts` when the seed runs.
 */
import type { VehicleCategory } from "#domain/categories";
import { TEMPLATE_REQUIRED_DOCUMENTS, templateInsurance } from "#domain/new-vehicle-template";
import type {
  BasicInfo,
  Benefit,
  ContractTerms,
  DEPOSIT_INSTALLMENTS,
  FUELS,
  Insurance,
  PriceRow,
  RECOMMENDATION_TAGS,
  VehicleOptions,
} from "#domain/vehicle";

export type DemoBody = "sedan" | "suv" | "hatch" | "van";
export interface DemoImage {
  body: DemoBody;
  /** Paint colour, `#rrggbb`. */
  color: string;
}

export interface DemoVehicle {
  slug: string;
  name: string;
  category: VehicleCategory;
  badges: ("신차" | "중고차")[];
  recommendationTags: string[];
  basicInfo: BasicInfo;
  priceInfo: PriceRow[];
  options: VehicleOptions;
  benefits: Benefit[];
  insurance: Insurance;
  contractTerms: ContractTerms;
  requiredDocuments: string[];
  depositInstallment: string;
  displayCategoryText: string;
  description: string;
  image: DemoImage;
  /** How many photos to render for the gallery (2..5). */
  imageCount: number;
}

export interface DemoReview {
  customerName: string;
  vehicleName: string;
  rating: number;
  content: string;
  daysAgo: number;
  photo: DemoImage | null;
}

export interface DemoBoardPost {
  title: string;
  content: string;
  daysAgo: number;
  photos: DemoImage[];
}

type Fuel = (typeof FUELS)[number];
type Tag = (typeof RECOMMENDATION_TAGS)[number];
type Installment = (typeof DEPOSIT_INSTALLMENTS)[number];

// ---------------------------------------------------------------------------------------------
// Shared contract content (the admin new-vehicle template, docs/spec/admin-and-partners.md §3)
// ---------------------------------------------------------------------------------------------

const DEFAULT_INSTALLMENT: Installment = "불가능 (기본)";
const SPLIT_50_50: Installment = "가능 (50:50 2회 분납)";
const SPLIT_60_40: Installment = "가능 (60:40 또는 70:30 2회 분납)";

const benefits = (): Benefit[] => [
  {
    icon: "user-check",
    title: "만 26세 이상",
    desc: "운전자 최소 연령은 만 26세입니다. 만 21·23세는 별도 요금으로 상담 가능합니다.",
  },
  { icon: "id-card", title: "운전경력 1년 이상", desc: "운전면허 취득 후 1년 이상 지난 분이면 이용할 수 있습니다." },
  {
    icon: "badge-check",
    title: "신용등급 무관",
    desc: "신용등급과 관계없이 심사하며, 소득 증빙이 어려워도 상담 가능합니다.",
  },
  {
    icon: "percent",
    title: "중도해지 위약금 30%",
    desc: "계약 기간 중 해지하면 잔여 렌트료의 30%가 위약금으로 부과됩니다.",
  },
  { icon: "gauge", title: "초과운행 km당 100원", desc: "연간 약정거리를 넘긴 주행거리는 km당 100원으로 정산합니다." },
  { icon: "key-round", title: "만기 인수 가능", desc: "계약 만기 시 차량을 반납하거나 잔존가치로 인수할 수 있습니다." },
  {
    icon: "wrench",
    title: "정비 서비스 미포함",
    desc: "정비 서비스는 포함되어 있지 않으며 소모품 교환은 고객 부담입니다.",
  },
];

const insurance = templateInsurance;

const contractTerms = (): ContractTerms => ({
  개인계약자:
    "만 26세 이상, 운전경력 1년 이상인 계약자 본인과 추가 운전자 1인이 운전할 수 있습니다. " +
    "신용등급과 관계없이 심사하며, 보험료·자동차세·취득세가 월 렌트료에 포함되어 있습니다.",
  법인계약자:
    "법인 소속 임직원과 추가 운전자 1인이 운전할 수 있습니다(임직원 한정 특약). " +
    "사업자등록증, 법인등기부등본, 법인인감증명서가 필요하며 월 렌트료는 비용처리가 가능합니다.",
});

const requiredDocuments = (): string[] => [...TEMPLATE_REQUIRED_DOCUMENTS];

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

type OptionLevel = "basic" | "mid" | "top";

const OPTION_PRESETS: Record<OptionLevel, Required<Omit<VehicleOptions, "전체옵션">>> = {
  basic: {
    외관내장: ["LED 헤드램프", "하이패스"],
    안전장치: ["에어백", "차선이탈경고(LDWS)", "후방카메라"],
    편의장치: ["스마트키", "내비게이션", "애플 카플레이"],
    시트: ["열선시트", "열선핸들"],
  },
  mid: {
    외관내장: ["LED 헤드램프", "전동 트렁크", "ECM 룸미러", "하이패스", "크루즈 컨트롤"],
    안전장치: ["에어백", "차선이탈경고(LDWS)", "주차감지센서", "후측방경보", "후방카메라"],
    편의장치: ["스마트키", "내비게이션", "애플 카플레이", "안드로이드 오토", "무선충전", "듀얼 풀오토 에어컨"],
    시트: ["가죽시트", "열선시트", "통풍시트", "열선핸들"],
  },
  top: {
    외관내장: ["선루프", "LED 헤드램프", "전동 트렁크", "ECM 룸미러", "하이패스", "크루즈 컨트롤", "HUD"],
    안전장치: ["에어백", "차선이탈경고(LDWS)", "주차감지센서", "후측방경보", "후방카메라", "360도 어라운드뷰"],
    편의장치: [
      "스마트키",
      "내비게이션",
      "애플 카플레이",
      "안드로이드 오토",
      "무선충전",
      "빌트인캠",
      "디지털 키",
      "프리미엄 사운드",
    ],
    시트: ["가죽시트", "열선시트", "통풍시트", "전동시트", "열선핸들"],
  },
};

function buildOptions(spec: OptionSpec, fuel: Fuel): VehicleOptions {
  if (typeof spec !== "string") return { 외관내장: [], 안전장치: [], 편의장치: [], 시트: [], 전체옵션: spec.전체옵션 };
  const preset = OPTION_PRESETS[spec];
  const 편의장치 = [...preset.편의장치];
  if (fuel === "전기" && spec !== "basic") 편의장치.push("V2L");
  return { 외관내장: [...preset.외관내장], 안전장치: [...preset.안전장치], 편의장치, 시트: [...preset.시트] };
}

// ---------------------------------------------------------------------------------------------
// Prices
// ---------------------------------------------------------------------------------------------

/** How a vehicle's monthly fees are written (the display code must handle all of them). */
type PriceFormat = "man" | "wol" | "raw";

const NEW_CAR_TERMS = [
  { months: 60, factor: 1 },
  { months: 48, factor: 1.04 },
  { months: 36, factor: 1.09 },
  { months: 24, factor: 1.17 },
  { months: 12, factor: 1.3 },
] as const;
const USED_CAR_TERMS = NEW_CAR_TERMS.slice(0, 3);
const YEARLY_KM = "3만km";

/** 453000 → "45만 3천원" / "월 45만 3천원" / "453000". */
function formatMonthly(won: number, format: PriceFormat): string {
  if (format === "raw") return String(won);
  const man = Math.floor(won / 10_000);
  const cheon = Math.floor((won % 10_000) / 1_000);
  const text = cheon > 0 ? `${man}만 ${cheon}천원` : `${man}만원`;
  return format === "wol" ? `월 ${text}` : text;
}

function formatDeposit(man: number, zeroLabel: "무보증" | "0원"): string {
  return man === 0 ? zeroLabel : `${man}만원`;
}

function buildPriceRows(spec: CarSpec, terms: readonly { months: number; factor: number }[]): PriceRow[] {
  if (spec.monthly === null) return [];
  const base = Math.round(spec.monthly * 10) * 1_000;
  const deposit = formatDeposit(spec.deposit, spec.zeroDeposit ?? "무보증");
  return terms.map((term, i) => ({
    deposit,
    period: `${term.months}개월`,
    monthly: formatMonthly(Math.round((base * term.factor) / 1_000) * 1_000, spec.format ?? "man"),
    totalKm: YEARLY_KM,
    selected: i === 0,
  }));
}

// ---------------------------------------------------------------------------------------------
// Vehicle builders
// ---------------------------------------------------------------------------------------------

type OptionSpec = OptionLevel | { 전체옵션: string };

interface CarSpec {
  slug: string;
  name: string;
  category: VehicleCategory;
  fuel?: Fuel;
  /** Lowest (60-month) monthly fee in 만원; null means consultation only (no price rows). */
  monthly: number | null;
  /** Deposit in 만원. */
  deposit: number;
  zeroDeposit?: "무보증" | "0원";
  format?: PriceFormat;
  tags?: Tag[];
  options: OptionSpec;
  installment?: Installment;
  /** Additional-option text shown under the title. */
  extra?: string;
  /** Vehicle-specific first sentence of the description. */
  note?: string;
  body: DemoBody;
  color: string;
  images: number;
}

interface NewCarSpec extends CarSpec {
  year?: string;
  km?: string;
  plate?: string;
}

interface UsedCarSpec extends CarSpec {
  year: string;
  km: string;
  plate: string;
}

const CATEGORY_PITCH: Record<VehicleCategory, string> = {
  "소형/준중형 세단": "유지비 부담이 적고 출퇴근용으로 무난해 첫 장기렌트로 가장 많이 찾는 모델입니다.",
  "중형 세단": "넉넉한 실내와 안정적인 승차감으로 가족용·업무용 모두 만족도가 높은 중형 세단입니다.",
  "대형 세단": "고급스러운 실내와 정숙성을 갖춘 대형 세단으로 법인·개인사업자 고객께 인기가 많습니다.",
  제네시스: "제네시스 특유의 고급감과 편의사양을 합리적인 월 렌트료로 누릴 수 있습니다.",
  "소형/준중형 SUV": "높은 시야와 실용적인 적재공간으로 도심 주행과 주말 나들이에 모두 잘 어울립니다.",
  "중형 SUV": "패밀리카로 가장 인기 있는 차급으로, 넓은 2열과 트렁크 공간이 장점입니다.",
  "대형 SUV": "다인승 가족이나 캠핑·레저를 즐기는 분께 추천하는 넉넉한 대형 모델입니다.",
  "제네시스 SUV": "제네시스 SUV의 프리미엄 감성과 첨단 주행보조 기능을 장기렌트로 부담 없이 이용해 보세요.",
  전기차: "충전비가 저렴하고 자동차세 부담이 적어 주행거리가 많은 분께 특히 유리합니다.",
  수입차: "초기 구매 부담 없이 수입차를 월 렌트료만으로 이용할 수 있는 상품입니다.",
  "일반번호판 구독카": "'허·하·호' 렌터카 번호판이 아닌 일반 번호판으로 운행하는 구독 상품입니다.",
};

const NEW_CAR_TAIL = "보험료·자동차세·취득세가 모두 월 렌트료에 포함되어 있으며, 신용등급과 관계없이 심사 가능합니다.";
const USED_CAR_TAIL =
  "정밀 점검과 실내 클리닝을 마친 차량으로 계약 후 빠르게 출고되며, 보험료와 자동차세가 월 렌트료에 포함되어 있습니다.";

function baseVehicle(spec: CarSpec, badge: "신차" | "중고차", basicInfo: BasicInfo): DemoVehicle {
  const fuel = spec.fuel ?? "가솔린";
  return {
    slug: spec.slug,
    name: spec.name,
    category: spec.category,
    badges: [badge],
    recommendationTags: [...(spec.tags ?? [])],
    basicInfo,
    priceInfo: buildPriceRows(spec, badge === "신차" ? NEW_CAR_TERMS : USED_CAR_TERMS),
    options: buildOptions(spec.options, fuel),
    benefits: benefits(),
    insurance: insurance(),
    contractTerms: contractTerms(),
    requiredDocuments: requiredDocuments(),
    depositInstallment: spec.installment ?? DEFAULT_INSTALLMENT,
    displayCategoryText: spec.extra ?? "",
    description: `${spec.note ?? CATEGORY_PITCH[spec.category]} ${badge === "신차" ? NEW_CAR_TAIL : USED_CAR_TAIL}`,
    image: { body: spec.body, color: spec.color },
    imageCount: spec.images,
  };
}

function newCar(spec: NewCarSpec): DemoVehicle {
  return baseVehicle(spec, "신차", {
    제조연식: spec.year ?? "25년07월",
    주행거리: spec.km ?? "5km",
    차량번호: spec.plate ?? "",
    연료: spec.fuel ?? "가솔린",
  });
}

function usedCar(spec: UsedCarSpec): DemoVehicle {
  return baseVehicle(spec, "중고차", {
    제조연식: spec.year,
    주행거리: spec.km,
    차량번호: spec.plate,
    연료: spec.fuel ?? "가솔린",
  });
}

/** Free-text option lists for vehicles sold as "full option". */
const fullOptions = (...lines: string[]): { 전체옵션: string } => ({ 전체옵션: lines.join("\n") });

// ---------------------------------------------------------------------------------------------
// Vehicles
// ---------------------------------------------------------------------------------------------

const SMALL_SEDANS: DemoVehicle[] = [
  newCar({
    slug: "avante-cn7-16-inspiration-new",
    name: "더 뉴 아반떼 CN7 1.6 가솔린 인스퍼레이션",
    category: "소형/준중형 세단",
    monthly: 45.3,
    deposit: 0,
    tags: ["추천", "무보증"],
    options: "mid",
    extra: "스마트 센스 · 컨비니언스 패키지",
    note: "연비와 실내 공간의 균형이 좋아 사회초년생과 출퇴근용으로 가장 많이 찾는 준중형 세단입니다.",
    body: "sedan",
    color: "#eeeeea",
    images: 5,
  }),
  newCar({
    slug: "avante-cn7-hybrid-modern-new",
    name: "더 뉴 아반떼 하이브리드 CN7 1.6 모던",
    category: "소형/준중형 세단",
    fuel: "하이브리드",
    monthly: 48.9,
    deposit: 30,
    tags: ["렌트할인"],
    options: "mid",
    year: "25년09월",
    body: "sedan",
    color: "#5b6067",
    images: 4,
  }),
  newCar({
    slug: "avante-cn7-16-lpi-smart-new",
    name: "더 뉴 아반떼 CN7 1.6 LPi 스마트",
    category: "소형/준중형 세단",
    fuel: "LPG",
    monthly: 38.7,
    deposit: 70,
    format: "raw",
    tags: ["만21세가능"],
    options: "basic",
    installment: SPLIT_50_50,
    body: "sedan",
    color: "#27468a",
    images: 3,
  }),
  newCar({
    slug: "avante-n-20t-dct-new",
    name: "아반떼 N 2.0T 8단 DCT",
    category: "소형/준중형 세단",
    monthly: 69.8,
    deposit: 150,
    tags: ["만26세가능"],
    options: "top",
    extra: "N 라이트 스포츠 버킷시트",
    note: "280마력 2.0 터보 엔진과 8단 DCT를 얹은 고성능 N 모델로, 일상과 서킷 주행을 모두 즐길 수 있습니다.",
    body: "sedan",
    color: "#2f6db3",
    images: 4,
  }),
  usedCar({
    slug: "avante-cn7-16-modern-used",
    name: "올 뉴 아반떼 CN7 1.6 모던",
    category: "소형/준중형 세단",
    monthly: 36.4,
    deposit: 0,
    zeroDeposit: "0원",
    tags: ["무보증", "만23세가능"],
    options: "basic",
    year: "22년03월",
    km: "32,000km",
    plate: "123허4567",
    body: "sedan",
    color: "#c9cbcd",
    images: 3,
  }),
  usedCar({
    slug: "k3-16-prestige-used",
    name: "더 뉴 K3 2세대 1.6 프레스티지",
    category: "소형/준중형 세단",
    monthly: 31.9,
    deposit: 30,
    tags: ["만21세가능"],
    options: "basic",
    year: "21년11월",
    km: "48,500km",
    plate: "58하2391",
    body: "sedan",
    color: "#1b1c20",
    images: 2,
  }),
];

const MID_SEDANS: DemoVehicle[] = [
  newCar({
    slug: "sonata-edge-20-premium-new",
    name: "쏘나타 디 엣지 DN8 2.0 가솔린 프리미엄",
    category: "중형 세단",
    monthly: 52.6,
    deposit: 0,
    tags: ["추천", "무보증"],
    options: "mid",
    plate: "231호7702",
    body: "sedan",
    color: "#e9e9e6",
    images: 5,
  }),
  newCar({
    slug: "sonata-edge-hybrid-exclusive-new",
    name: "쏘나타 디 엣지 하이브리드 DN8 2.0 익스클루시브",
    category: "중형 세단",
    fuel: "하이브리드",
    monthly: 61.4,
    deposit: 150,
    tags: ["렌트할인"],
    options: "top",
    installment: SPLIT_60_40,
    body: "sedan",
    color: "#20242b",
    images: 4,
  }),
  newCar({
    slug: "k5-16t-signature-new",
    name: "더 뉴 K5 3세대 1.6T 시그니처",
    category: "중형 세단",
    monthly: 57.2,
    deposit: 300,
    format: "wol",
    tags: ["추천"],
    options: "top",
    extra: "드라이브 와이즈 · 파노라마 선루프",
    body: "sedan",
    color: "#8d1b26",
    images: 4,
  }),
  newCar({
    slug: "k5-20-lpi-trendy-new",
    name: "더 뉴 K5 2.0 LPi 트렌디",
    category: "중형 세단",
    fuel: "LPG",
    monthly: 44.8,
    deposit: 40,
    tags: ["만23세가능"],
    options: "basic",
    body: "sedan",
    color: "#9aa0a6",
    images: 3,
  }),
  usedCar({
    slug: "sonata-dn8-20-lpi-smart-used",
    name: "쏘나타 DN8 2.0 LPi 스마트",
    category: "중형 세단",
    fuel: "LPG",
    monthly: 38.2,
    deposit: 0,
    tags: ["무보증"],
    options: "basic",
    year: "21년06월",
    km: "67,200km",
    plate: "33허8124",
    body: "sedan",
    color: "#f1f1ee",
    images: 3,
  }),
  usedCar({
    slug: "sm6-20-lpe-re-used",
    name: "르노코리아 더 뉴 SM6 2.0 LPe RE",
    category: "중형 세단",
    fuel: "LPG",
    monthly: 34.7,
    deposit: 70,
    options: "mid",
    year: "22년08월",
    km: "41,300km",
    plate: "145하3306",
    body: "sedan",
    color: "#3c4048",
    images: 2,
  }),
  usedCar({
    slug: "malibu-135t-premier-used",
    name: "쉐보레 더 뉴 말리부 1.35 터보 프리미어",
    category: "중형 세단",
    monthly: 35.9,
    deposit: 150,
    tags: ["만21세가능"],
    options: "mid",
    year: "22년01월",
    km: "38,900km",
    plate: "62호5518",
    body: "sedan",
    color: "#b6babe",
    images: 3,
  }),
];

const LARGE_SEDANS: DemoVehicle[] = [
  newCar({
    slug: "grandeur-gn7-hybrid-calligraphy-new",
    name: "그랜저 하이브리드 GN7 1.6T 캘리그래피",
    category: "대형 세단",
    fuel: "하이브리드",
    monthly: 78.6,
    deposit: 0,
    tags: ["추천", "무보증", "즉시출고"],
    options: fullOptions(
      "캘리그래피 풀옵션",
      "파노라마 선루프, 빌트인캠2, 헤드업 디스플레이",
      "뒷좌석 전동 커튼, 뱅앤올룹슨 사운드, 2열 열선·통풍시트",
      "고속도로 주행보조2, 원격 스마트 주차보조",
    ),
    extra: "캘리그래피 전용 20인치 휠",
    body: "sedan",
    color: "#1d2127",
    images: 5,
  }),
  newCar({
    slug: "grandeur-gn7-25-premium-new",
    name: "디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄",
    category: "대형 세단",
    monthly: 63.9,
    deposit: 300,
    tags: ["렌트할인"],
    options: "mid",
    installment: SPLIT_50_50,
    body: "sedan",
    color: "#e8e7e2",
    images: 4,
  }),
  newCar({
    slug: "k8-25-noblesse-new",
    name: "더 뉴 K8 2.5 가솔린 노블레스",
    category: "대형 세단",
    monthly: 66.5,
    deposit: 150,
    options: "top",
    year: "25년05월",
    km: "12km",
    plate: "208허1143",
    body: "sedan",
    color: "#4b4f55",
    images: 3,
  }),
  newCar({
    slug: "k8-hybrid-signature-new",
    name: "더 뉴 K8 1.6T 하이브리드 시그니처",
    category: "대형 세단",
    fuel: "하이브리드",
    monthly: 74.2,
    deposit: 0,
    zeroDeposit: "0원",
    tags: ["추천", "즉시출고"],
    options: "top",
    body: "sedan",
    color: "#2b3a4f",
    images: 4,
  }),
  usedCar({
    slug: "grandeur-ig-25-leblanc-used",
    name: "더 뉴 그랜저 IG 2.5 르블랑",
    category: "대형 세단",
    monthly: 46.7,
    deposit: 150,
    tags: ["만23세가능"],
    options: "mid",
    year: "21년09월",
    km: "52,000km",
    plate: "71하6620",
    body: "sedan",
    color: "#1c1d20",
    images: 3,
  }),
  usedCar({
    slug: "k8-35-lpi-noblesse-used",
    name: "K8 3.5 LPi 노블레스",
    category: "대형 세단",
    fuel: "LPG",
    monthly: 44.9,
    deposit: 300,
    options: "mid",
    year: "22년11월",
    km: "71,800km",
    plate: "119호2057",
    body: "sedan",
    color: "#f1f0ec",
    images: 2,
  }),
];

const GENESIS_SEDANS: DemoVehicle[] = [
  newCar({
    slug: "genesis-g80-rg3-25t-awd-new",
    name: "제네시스 G80 RG3 2.5T AWD",
    category: "제네시스",
    monthly: 94.7,
    deposit: 500,
    format: "wol",
    tags: ["추천"],
    options: "top",
    installment: SPLIT_60_40,
    extra: "파퓰러 패키지 · 드라이빙 어시스턴스 패키지",
    body: "sedan",
    color: "#22252b",
    images: 5,
  }),
  newCar({
    slug: "genesis-g70-25t-sport-new",
    name: "제네시스 G70 2.5T 스포츠 패키지",
    category: "제네시스",
    monthly: 72.8,
    deposit: 300,
    tags: ["만26세가능"],
    options: "top",
    note: "후륜 기반의 경쾌한 주행감과 스포츠 패키지 전용 디자인이 돋보이는 제네시스 스포츠 세단입니다.",
    body: "sedan",
    color: "#7d1d24",
    images: 4,
  }),
  newCar({
    slug: "genesis-g90-rs4-35t-awd-new",
    name: "제네시스 G90 RS4 3.5T AWD",
    category: "제네시스",
    monthly: null,
    deposit: 0,
    tags: ["추천"],
    options: fullOptions(
      "G90 풀옵션 (퍼스트 클래스 VIP 시트 포함)",
      "에르고 모션 시트, 뒷좌석 엔터테인먼트 시스템",
      "뱅앤올룹슨 프리미어 사운드, 멀티 챔버 에어 서스펜션",
    ),
    note: "제네시스의 플래그십 세단으로, 요금은 출고 일정과 옵션 구성에 따라 상담으로 안내해 드립니다.",
    body: "sedan",
    color: "#1a1b1e",
    images: 4,
  }),
  newCar({
    slug: "electrified-g80-awd-new",
    name: "제네시스 일렉트리파이드 G80 AWD",
    category: "제네시스",
    fuel: "전기",
    monthly: 108.5,
    deposit: 500,
    options: "top",
    body: "sedan",
    color: "#5c6f68",
    images: 3,
  }),
  usedCar({
    slug: "genesis-g80-rg3-25t-2wd-used",
    name: "제네시스 G80 RG3 2.5T 2WD",
    category: "제네시스",
    monthly: 78.3,
    deposit: 300,
    tags: ["렌트할인"],
    options: "top",
    year: "22년05월",
    km: "45,600km",
    plate: "301하4482",
    body: "sedan",
    color: "#efefeb",
    images: 4,
  }),
  usedCar({
    slug: "genesis-g70-20t-elite-used",
    name: "제네시스 더 뉴 G70 2.0T 엘리트",
    category: "제네시스",
    monthly: 56.9,
    deposit: 150,
    options: "mid",
    year: "21년12월",
    km: "39,800km",
    plate: "86허9013",
    body: "sedan",
    color: "#34383e",
    images: 3,
  }),
];

const SMALL_SUVS: DemoVehicle[] = [
  newCar({
    slug: "kona-sx2-16t-inspiration-new",
    name: "디 올 뉴 코나 SX2 1.6T 인스퍼레이션",
    category: "소형/준중형 SUV",
    monthly: 51.7,
    deposit: 0,
    tags: ["추천", "무보증", "만21세가능"],
    options: "mid",
    body: "suv",
    color: "#3d6b4f",
    images: 5,
  }),
  newCar({
    slug: "seltos-16t-signature-new",
    name: "더 뉴 셀토스 1.6T 시그니처",
    category: "소형/준중형 SUV",
    monthly: 49.4,
    deposit: 30,
    tags: ["만23세가능"],
    options: "mid",
    plate: "152허3087",
    body: "suv",
    color: "#e6e5df",
    images: 4,
  }),
  newCar({
    slug: "trax-crossover-12t-rs-new",
    name: "쉐보레 트랙스 크로스오버 1.2T RS",
    category: "소형/준중형 SUV",
    monthly: 35.8,
    deposit: 0,
    zeroDeposit: "0원",
    tags: ["렌트할인", "무보증"],
    options: "basic",
    body: "suv",
    color: "#b3262c",
    images: 3,
  }),
  newCar({
    slug: "niro-sg2-hybrid-prestige-new",
    name: "디 올 뉴 니로 하이브리드 SG2 1.6 프레스티지",
    category: "소형/준중형 SUV",
    fuel: "하이브리드",
    monthly: 46.2,
    deposit: 70,
    format: "raw",
    options: "mid",
    body: "suv",
    color: "#8c9296",
    images: 3,
  }),
  newCar({
    slug: "venue-16-flux-new",
    name: "베뉴 1.6 가솔린 FLUX",
    category: "소형/준중형 SUV",
    monthly: 33.6,
    deposit: 0,
    tags: ["만21세가능"],
    options: "basic",
    body: "suv",
    color: "#2c5e7a",
    images: 2,
  }),
  newCar({
    slug: "tucson-nx4-16t-inspiration-new",
    name: "더 뉴 투싼 NX4 1.6T 인스퍼레이션",
    category: "소형/준중형 SUV",
    monthly: 58.4,
    deposit: 150,
    tags: ["추천"],
    options: "top",
    extra: "파노라마 선루프 · 빌트인캠2",
    body: "suv",
    color: "#4a4e54",
    images: 5,
  }),
  usedCar({
    slug: "sportage-nq5-hybrid-signature-used",
    name: "스포티지 NQ5 1.6T 하이브리드 시그니처",
    category: "소형/준중형 SUV",
    fuel: "하이브리드",
    monthly: 52.9,
    deposit: 300,
    tags: ["렌트할인"],
    options: "top",
    year: "23년02월",
    km: "28,400km",
    plate: "204하7716",
    body: "suv",
    color: "#f2f2ef",
    images: 4,
  }),
  usedCar({
    slug: "xm3-13tce-re-signature-used",
    name: "르노코리아 XM3 1.3 TCe RE 시그니처",
    category: "소형/준중형 SUV",
    monthly: 37.3,
    deposit: 30,
    options: "mid",
    year: "22년04월",
    km: "36,700km",
    plate: "97호1182",
    body: "suv",
    color: "#8e2a2f",
    images: 3,
  }),
  usedCar({
    slug: "tivoli-air-15t-v5-used",
    name: "KG모빌리티 티볼리 에어 1.5T V5",
    category: "소형/준중형 SUV",
    monthly: 33.8,
    deposit: 70,
    tags: ["만21세가능"],
    options: "basic",
    year: "22년07월",
    km: "41,200km",
    plate: "48허5301",
    body: "suv",
    color: "#d6d4cc",
    images: 2,
  }),
];

const MID_SUVS: DemoVehicle[] = [
  newCar({
    slug: "sorento-mq4-25t-signature-new",
    name: "쏘렌토 MQ4 2.5T 시그니처",
    category: "중형 SUV",
    monthly: 74.6,
    deposit: 0,
    tags: ["추천", "무보증"],
    options: "top",
    extra: "6인승 · 드라이브 와이즈",
    body: "suv",
    color: "#1d2024",
    images: 5,
  }),
  newCar({
    slug: "sorento-mq4-hybrid-noblesse-new",
    name: "더 뉴 쏘렌토 MQ4 1.6T 하이브리드 노블레스",
    category: "중형 SUV",
    fuel: "하이브리드",
    monthly: 71.3,
    deposit: 300,
    tags: ["렌트할인", "즉시출고"],
    options: "mid",
    plate: "317허2240",
    body: "suv",
    color: "#f0efea",
    images: 4,
  }),
  newCar({
    slug: "santafe-mx5-25t-calligraphy-new",
    name: "디 올 뉴 싼타페 MX5 2.5T 캘리그래피",
    category: "중형 SUV",
    monthly: 83.9,
    deposit: 150,
    options: fullOptions(
      "캘리그래피 풀옵션 (7인승)",
      "듀얼 와이드 선루프, 빌트인캠2, 헤드업 디스플레이",
      "2열 독립 캡틴시트, 릴렉션 시트, 뱅앤올룹슨 사운드",
    ),
    body: "suv",
    color: "#6b6e69",
    images: 4,
  }),
  newCar({
    slug: "santafe-mx5-hybrid-prestige-new",
    name: "디 올 뉴 싼타페 하이브리드 MX5 1.6T 프레스티지",
    category: "중형 SUV",
    fuel: "하이브리드",
    monthly: 72.5,
    deposit: 500,
    format: "wol",
    tags: ["추천"],
    options: "mid",
    installment: SPLIT_50_50,
    body: "suv",
    color: "#e9e8e3",
    images: 3,
  }),
  newCar({
    slug: "grand-koleos-etech-iconic-new",
    name: "르노 그랑 콜레오스 E-Tech 하이브리드 아이코닉",
    category: "중형 SUV",
    fuel: "하이브리드",
    monthly: 68.9,
    deposit: 70,
    tags: ["만26세가능"],
    options: "top",
    body: "suv",
    color: "#3a3e44",
    images: 3,
  }),
  newCar({
    slug: "torres-15t-t7-new",
    name: "KG모빌리티 토레스 1.5T T7",
    category: "중형 SUV",
    monthly: 54.7,
    deposit: 30,
    tags: ["만23세가능"],
    options: "mid",
    body: "suv",
    color: "#4f5a45",
    images: 3,
  }),
  usedCar({
    slug: "sorento-mq4-22d-signature-used",
    name: "쏘렌토 MQ4 2.2 디젤 시그니처",
    category: "중형 SUV",
    fuel: "디젤",
    monthly: 58.1,
    deposit: 150,
    options: "top",
    year: "21년05월",
    km: "58,300km",
    plate: "142하6093",
    body: "suv",
    color: "#26292e",
    images: 3,
  }),
  usedCar({
    slug: "santafe-tm-22d-prestige-used",
    name: "더 뉴 싼타페 TM 2.2 디젤 프레스티지",
    category: "중형 SUV",
    fuel: "디젤",
    monthly: 47.6,
    deposit: 0,
    tags: ["무보증"],
    options: "mid",
    year: "21년03월",
    km: "64,900km",
    plate: "75허3348",
    body: "suv",
    color: "#f1f1ee",
    images: 4,
  }),
];

const LARGE_SUVS: DemoVehicle[] = [
  newCar({
    slug: "palisade-lx3-25t-calligraphy-new",
    name: "디 올 뉴 팰리세이드 LX3 2.5T 9인승 캘리그래피",
    category: "대형 SUV",
    monthly: 98.4,
    deposit: 300,
    tags: ["추천"],
    options: "top",
    extra: "9인승 · 빌트인캠2 · 헤드업 디스플레이",
    body: "suv",
    color: "#1e2126",
    images: 5,
  }),
  newCar({
    slug: "palisade-lx3-hybrid-prestige-new",
    name: "디 올 뉴 팰리세이드 LX3 2.5T 하이브리드 7인승 프레스티지",
    category: "대형 SUV",
    fuel: "하이브리드",
    monthly: null,
    deposit: 0,
    options: "top",
    note: "출고 대기가 긴 신형 하이브리드 모델로, 출고 시기와 요금은 상담을 통해 안내해 드립니다.",
    body: "suv",
    color: "#d7d5ce",
    images: 3,
  }),
  newCar({
    slug: "carnival-ka4-hybrid-9-signature-new",
    name: "더 뉴 카니발 KA4 1.6T 하이브리드 9인승 시그니처",
    category: "대형 SUV",
    fuel: "하이브리드",
    monthly: 86.7,
    deposit: 0,
    tags: ["추천", "무보증"],
    options: "top",
    note: "9인승 다인승 차량으로 고속도로 버스전용차로를 이용할 수 있어 가족·업무용 모두 인기가 높습니다.",
    body: "van",
    color: "#f0efea",
    images: 5,
  }),
  newCar({
    slug: "carnival-ka4-35-9-noblesse-new",
    name: "더 뉴 카니발 KA4 3.5 가솔린 9인승 노블레스",
    category: "대형 SUV",
    monthly: 79.2,
    deposit: 150,
    tags: ["렌트할인"],
    options: "mid",
    plate: "402허5127",
    body: "van",
    color: "#2b2e33",
    images: 4,
  }),
  newCar({
    slug: "staria-lounge-hybrid-7-inspiration-new",
    name: "스타리아 라운지 하이브리드 1.6T 7인승 인스퍼레이션",
    category: "대형 SUV",
    fuel: "하이브리드",
    monthly: 89.5,
    deposit: 500,
    options: "mid",
    installment: SPLIT_60_40,
    body: "van",
    color: "#e4e3dd",
    images: 3,
  }),
  usedCar({
    slug: "palisade-lx2-38-calligraphy-used",
    name: "더 뉴 팰리세이드 LX2 3.8 가솔린 캘리그래피",
    category: "대형 SUV",
    monthly: 82.6,
    deposit: 300,
    options: "top",
    year: "22년10월",
    km: "43,700km",
    plate: "256하8830",
    body: "suv",
    color: "#f2f1ed",
    images: 4,
  }),
  usedCar({
    slug: "carnival-ka4-22d-9-prestige-used",
    name: "카니발 KA4 2.2 디젤 9인승 프레스티지",
    category: "대형 SUV",
    fuel: "디젤",
    monthly: 61.7,
    deposit: 150,
    tags: ["만23세가능"],
    options: "mid",
    year: "21년08월",
    km: "72,400km",
    plate: "91허4415",
    body: "van",
    color: "#1b1d21",
    images: 3,
  }),
  usedCar({
    slug: "rexton-arena-22d-4wd-noblesse-used",
    name: "KG모빌리티 렉스턴 뉴 아레나 2.2 디젤 4WD 노블레스",
    category: "대형 SUV",
    fuel: "디젤",
    monthly: 63.4,
    deposit: 70,
    options: "mid",
    year: "23년06월",
    km: "31,500km",
    plate: "188호3364",
    body: "suv",
    color: "#3e4247",
    images: 2,
  }),
];

const GENESIS_SUVS: DemoVehicle[] = [
  newCar({
    slug: "genesis-gv80-35t-awd-new",
    name: "제네시스 GV80 3.5T AWD",
    category: "제네시스 SUV",
    monthly: 118.4,
    deposit: 500,
    format: "wol",
    tags: ["추천"],
    options: "top",
    installment: SPLIT_60_40,
    body: "suv",
    color: "#202328",
    images: 5,
  }),
  newCar({
    slug: "genesis-gv70-25t-awd-sport-new",
    name: "제네시스 GV70 2.5T AWD 스포츠 패키지",
    category: "제네시스 SUV",
    monthly: 87.9,
    deposit: 300,
    tags: ["렌트할인"],
    options: "top",
    extra: "스포츠 디자인 셀렉션 · 21인치 휠",
    body: "suv",
    color: "#9ea3a8",
    images: 4,
  }),
  newCar({
    slug: "genesis-gv80-coupe-35t-48v-new",
    name: "제네시스 GV80 쿠페 3.5T 48V 일렉트릭 슈퍼차저",
    category: "제네시스 SUV",
    monthly: 132.6,
    deposit: 500,
    options: fullOptions(
      "GV80 쿠페 풀옵션",
      "48V 일렉트릭 슈퍼차저, 전자제어 서스펜션, 22인치 휠",
      "뱅앤올룹슨 사운드, 에르고 모션 시트, 파노라마 선루프",
    ),
    body: "suv",
    color: "#3a3f47",
    images: 3,
  }),
  newCar({
    slug: "genesis-gv60-standard-2wd-new",
    name: "제네시스 GV60 스탠다드 2WD",
    category: "제네시스 SUV",
    fuel: "전기",
    monthly: 69.4,
    deposit: 0,
    tags: ["무보증"],
    options: "mid",
    body: "suv",
    color: "#7b8f86",
    images: 3,
  }),
  usedCar({
    slug: "genesis-gv70-25t-awd-used",
    name: "제네시스 GV70 2.5T AWD",
    category: "제네시스 SUV",
    monthly: 71.8,
    deposit: 300,
    options: "top",
    year: "22년06월",
    km: "38,200km",
    plate: "327허1059",
    body: "suv",
    color: "#efeeea",
    images: 4,
  }),
  usedCar({
    slug: "genesis-gv80-25t-awd-used",
    name: "제네시스 GV80 2.5T AWD",
    category: "제네시스 SUV",
    monthly: 84.3,
    deposit: 500,
    tags: ["렌트할인"],
    options: "top",
    year: "21년10월",
    km: "54,600km",
    plate: "64하7782",
    body: "suv",
    color: "#1f2227",
    images: 3,
  }),
];

const ELECTRIC: DemoVehicle[] = [
  newCar({
    slug: "ioniq5-long-range-2wd-prestige-new",
    name: "더 뉴 아이오닉5 롱레인지 2WD 프레스티지",
    category: "전기차",
    fuel: "전기",
    monthly: 56.8,
    deposit: 0,
    tags: ["추천", "무보증", "즉시출고"],
    options: "top",
    note: "아이오닉5 롱레인지는 1회 충전 주행거리가 길고 실내가 넓어 장거리 출퇴근 고객께 특히 인기입니다.",
    body: "hatch",
    color: "#5e7f80",
    images: 5,
  }),
  newCar({
    slug: "ev6-long-range-gt-line-new",
    name: "더 뉴 EV6 롱레인지 2WD GT-Line",
    category: "전기차",
    fuel: "전기",
    monthly: 61.9,
    deposit: 150,
    tags: ["렌트할인", "즉시출고"],
    options: "top",
    body: "hatch",
    color: "#e7e6e0",
    images: 4,
  }),
  newCar({
    slug: "ev3-long-range-earth-new",
    name: "EV3 롱레인지 어스",
    category: "전기차",
    fuel: "전기",
    monthly: 42.6,
    deposit: 30,
    format: "raw",
    tags: ["만23세가능"],
    options: "mid",
    body: "suv",
    color: "#4b6b8a",
    images: 3,
  }),
  newCar({
    slug: "ioniq6-long-range-2wd-elite-new",
    name: "더 뉴 아이오닉6 롱레인지 2WD E-LITE",
    category: "전기차",
    fuel: "전기",
    monthly: 58.3,
    deposit: 70,
    options: "mid",
    body: "sedan",
    color: "#b7bcbf",
    images: 3,
  }),
  newCar({
    slug: "ev9-4wd-earth-6-new",
    name: "EV9 4WD 어스 6인승",
    category: "전기차",
    fuel: "전기",
    monthly: 104.7,
    deposit: 500,
    tags: ["추천"],
    options: fullOptions(
      "어스 풀옵션 (6인승)",
      "2열 스위블 시트, 듀얼 선루프, 헤드업 디스플레이",
      "메리디안 사운드, 디지털 사이드 미러, V2L",
    ),
    body: "suv",
    color: "#2a2d31",
    images: 4,
  }),
  newCar({
    slug: "casper-electric-inspiration-new",
    name: "캐스퍼 일렉트릭 인스퍼레이션",
    category: "전기차",
    fuel: "전기",
    monthly: 37.9,
    deposit: 0,
    zeroDeposit: "0원",
    tags: ["만21세가능"],
    options: "basic",
    body: "hatch",
    color: "#8d8f63",
    images: 3,
  }),
  usedCar({
    slug: "kona-electric-sx2-long-range-used",
    name: "디 올 뉴 코나 일렉트릭 SX2 롱레인지 프리미엄",
    category: "전기차",
    fuel: "전기",
    monthly: 41.8,
    deposit: 30,
    options: "mid",
    year: "23년09월",
    km: "18,900km",
    plate: "215허6641",
    body: "suv",
    color: "#f0efe9",
    images: 3,
  }),
  usedCar({
    slug: "ioniq5-long-range-exclusive-used",
    name: "아이오닉5 롱레인지 2WD 익스클루시브",
    category: "전기차",
    fuel: "전기",
    monthly: 39.6,
    deposit: 0,
    tags: ["무보증"],
    options: "mid",
    year: "22년02월",
    km: "46,100km",
    plate: "39하2207",
    body: "hatch",
    color: "#c3c8c7",
    images: 4,
  }),
  usedCar({
    slug: "niro-ev-earth-used",
    name: "디 올 뉴 니로 EV 어스",
    category: "전기차",
    fuel: "전기",
    monthly: 38.4,
    deposit: 70,
    options: "basic",
    year: "23년04월",
    km: "27,300km",
    plate: "173호4490",
    body: "suv",
    color: "#3d5c74",
    images: 2,
  }),
];

const IMPORTED: DemoVehicle[] = [
  newCar({
    slug: "benz-e300-4matic-avantgarde-new",
    name: "벤츠 E클래스 E300 4MATIC 아방가르드",
    category: "수입차",
    monthly: 124.8,
    deposit: 500,
    tags: ["추천"],
    options: "top",
    installment: SPLIT_50_50,
    note: "신형 E클래스의 MBUX 슈퍼스크린과 4MATIC 사륜구동을 갖춘 인기 트림입니다.",
    body: "sedan",
    color: "#1b1c1f",
    images: 5,
  }),
  newCar({
    slug: "bmw-520i-m-sport-new",
    name: "BMW 520i M 스포츠",
    category: "수입차",
    monthly: 92.6,
    deposit: 300,
    tags: ["렌트할인"],
    options: "top",
    extra: "M 스포츠 패키지 · 19인치 M 휠",
    body: "sedan",
    color: "#22407a",
    images: 4,
  }),
  newCar({
    slug: "audi-a6-45tfsi-quattro-premium-new",
    name: "아우디 A6 45 TFSI 콰트로 프리미엄",
    category: "수입차",
    monthly: 96.3,
    deposit: 500,
    format: "wol",
    options: "top",
    body: "sedan",
    color: "#bfc3c6",
    images: 4,
  }),
  newCar({
    slug: "tesla-model-y-rwd-new",
    name: "테슬라 모델Y RWD",
    category: "수입차",
    fuel: "전기",
    monthly: 66.8,
    deposit: 150,
    tags: ["만26세가능"],
    options: fullOptions(
      "기본 전체옵션 (오토파일럿 포함)",
      "글라스 루프, 15.4인치 터치스크린, 2열 8인치 디스플레이",
      "전동 트렁크, 열선·통풍 시트, 스마트폰 키",
    ),
    body: "suv",
    color: "#e9e9e9",
    images: 3,
  }),
  newCar({
    slug: "volvo-xc60-b5-awd-ultimate-new",
    name: "볼보 XC60 B5 AWD 얼티메이트 브라이트",
    category: "수입차",
    monthly: 97.4,
    deposit: 300,
    options: "top",
    body: "suv",
    color: "#4b5a63",
    images: 3,
  }),
  newCar({
    slug: "bmw-x3-20-xdrive-m-sport-new",
    name: "BMW X3 20 xDrive M 스포츠",
    category: "수입차",
    monthly: null,
    deposit: 0,
    tags: ["추천"],
    options: "top",
    note: "신형 X3는 입고 물량이 한정되어 있어 출고 가능 시기와 요금을 상담으로 안내해 드립니다.",
    body: "suv",
    color: "#f2f2f0",
    images: 3,
  }),
  usedCar({
    slug: "benz-c200-avantgarde-used",
    name: "벤츠 C클래스 C200 아방가르드",
    category: "수입차",
    monthly: 68.7,
    deposit: 300,
    options: "top",
    year: "22년09월",
    km: "29,800km",
    plate: "246허3071",
    body: "sedan",
    color: "#8e9398",
    images: 4,
  }),
  usedCar({
    slug: "bmw-320i-m-sport-used",
    name: "BMW 320i M 스포츠",
    category: "수입차",
    monthly: 59.4,
    deposit: 150,
    tags: ["만26세가능"],
    options: "top",
    year: "22년04월",
    km: "35,400km",
    plate: "53하9182",
    body: "sedan",
    color: "#1c1e22",
    images: 3,
  }),
  usedCar({
    slug: "lexus-es300h-executive-used",
    name: "렉서스 ES300h 이그제큐티브",
    category: "수입차",
    fuel: "하이브리드",
    monthly: 64.2,
    deposit: 300,
    options: "top",
    year: "21년07월",
    km: "49,900km",
    plate: "128호6654",
    body: "sedan",
    color: "#ecebe6",
    images: 3,
  }),
];

const SUBSCRIPTION: DemoVehicle[] = [
  newCar({
    slug: "casper-10-inspiration-subscription-new",
    name: "캐스퍼 1.0 인스퍼레이션",
    category: "일반번호판 구독카",
    monthly: 33.9,
    deposit: 0,
    tags: ["추천", "무보증", "만21세가능", "즉시출고"],
    options: "basic",
    plate: "123가4567",
    body: "hatch",
    color: "#8a8c60",
    images: 5,
  }),
  newCar({
    slug: "ray-10-signature-subscription-new",
    name: "더 뉴 기아 레이 1.0 시그니처",
    category: "일반번호판 구독카",
    monthly: 31.2,
    deposit: 30,
    tags: ["만21세가능", "즉시출고"],
    options: "basic",
    plate: "318나2046",
    body: "van",
    color: "#e3dac6",
    images: 4,
  }),
  newCar({
    slug: "morning-10-prestige-subscription-new",
    name: "더 뉴 모닝 1.0 프레스티지",
    category: "일반번호판 구독카",
    monthly: 27.8,
    deposit: 0,
    zeroDeposit: "0원",
    format: "raw",
    tags: ["렌트할인"],
    options: "basic",
    body: "hatch",
    color: "#b3282f",
    images: 3,
  }),
  newCar({
    slug: "seltos-16t-prestige-subscription-new",
    name: "더 뉴 셀토스 1.6T 프레스티지",
    category: "일반번호판 구독카",
    monthly: 44.7,
    deposit: 70,
    options: "mid",
    plate: "205다7713",
    body: "suv",
    color: "#3f4a5a",
    images: 3,
  }),
  usedCar({
    slug: "casper-10t-the-essential-subscription-used",
    name: "캐스퍼 1.0 터보 디 에센셜",
    category: "일반번호판 구독카",
    monthly: 29.6,
    deposit: 0,
    tags: ["무보증"],
    options: "basic",
    year: "22년06월",
    km: "21,400km",
    plate: "67라3390",
    body: "hatch",
    color: "#e9e8e2",
    images: 3,
  }),
  usedCar({
    slug: "ray-10-prestige-subscription-used",
    name: "더 뉴 레이 1.0 프레스티지",
    category: "일반번호판 구독카",
    monthly: 28.4,
    deposit: 30,
    tags: ["만21세가능"],
    options: "basic",
    year: "23년01월",
    km: "16,800km",
    plate: "142마8825",
    body: "van",
    color: "#3a5a7a",
    images: 2,
  }),
  usedCar({
    slug: "k5-20-noblesse-subscription-used",
    name: "더 뉴 K5 3세대 2.0 가솔린 노블레스",
    category: "일반번호판 구독카",
    monthly: 42.3,
    deposit: 70,
    options: "mid",
    year: "24년02월",
    km: "22,600km",
    plate: "276거1158",
    body: "sedan",
    color: "#9aa0a5",
    images: 3,
  }),
];

export const DEMO_VEHICLES: DemoVehicle[] = [
  ...SMALL_SEDANS,
  ...MID_SEDANS,
  ...LARGE_SEDANS,
  ...GENESIS_SEDANS,
  ...SMALL_SUVS,
  ...MID_SUVS,
  ...LARGE_SUVS,
  ...GENESIS_SUVS,
  ...ELECTRIC,
  ...IMPORTED,
  ...SUBSCRIPTION,
];

// ---------------------------------------------------------------------------------------------
// Reviews
// ---------------------------------------------------------------------------------------------

const photo = (body: DemoBody, color: string): DemoImage => ({ body, color });

export const DEMO_REVIEWS: DemoReview[] = [
  {
    customerName: "김*수",
    vehicleName: "더 뉴 아반떼 CN7",
    rating: 5,
    daysAgo: 2,
    photo: photo("sedan", "#eeeeea"),
    content:
      "첫 장기렌트라 걱정이 많았는데 상담부터 출고까지 꼼꼼하게 안내해주셔서 편했어요. 무보증이라 초기 부담도 없었습니다.",
  },
  {
    customerName: "이*영",
    vehicleName: "쏘렌토 MQ4 하이브리드",
    rating: 5,
    daysAgo: 4,
    photo: photo("suv", "#f0efea"),
    content: "아이 둘 태우고 다니기 딱 좋아요. 다른 곳보다 월 렌트료가 저렴해서 바로 계약했습니다.",
  },
  {
    customerName: "박*준",
    vehicleName: "그랜저 GN7 하이브리드",
    rating: 5,
    daysAgo: 5,
    photo: null,
    content: "법인으로 진행했는데 서류 안내가 빨라서 일주일 만에 출고됐습니다. 차 상태도 완벽합니다.",
  },
  {
    customerName: "최*민",
    vehicleName: "캐스퍼",
    rating: 4,
    daysAgo: 7,
    photo: photo("hatch", "#8a8c60"),
    content: "일반번호판이라 렌트카 티가 안 나서 좋아요. 출퇴근용으로 연비도 만족스럽습니다.",
  },
  {
    customerName: "정*희",
    vehicleName: "아이오닉5 롱레인지",
    rating: 5,
    daysAgo: 9,
    photo: photo("hatch", "#5e7f80"),
    content:
      "전기차는 처음인데 충전 방법까지 자세히 알려주셨어요. 한 달 충전비가 기름값의 3분의 1 수준이라 놀랐습니다.",
  },
  {
    customerName: "강*호",
    vehicleName: "제네시스 G80",
    rating: 5,
    daysAgo: 11,
    photo: null,
    content: "보증금 분납이 가능해서 부담을 많이 덜었습니다. 담당 매니저님 응대가 정말 친절했어요.",
  },
  {
    customerName: "윤*아",
    vehicleName: "셀토스",
    rating: 4,
    daysAgo: 12,
    photo: photo("suv", "#e6e5df"),
    content: "사회초년생이라 신용이 걱정됐는데 심사가 생각보다 수월했어요. 차도 예쁘고 만족합니다.",
  },
  {
    customerName: "장*우",
    vehicleName: "카니발 하이브리드 9인승",
    rating: 5,
    daysAgo: 14,
    photo: photo("van", "#f0efea"),
    content:
      "대기 기간이 길다고 들었는데 재고 차량으로 빠르게 받았습니다. 버스전용차로 이용 가능해서 주말 이동이 편해요.",
  },
  {
    customerName: "임*진",
    vehicleName: "BMW 520i",
    rating: 4,
    daysAgo: 16,
    photo: null,
    content: "수입차 견적을 여러 곳 받아봤는데 여기가 조건이 제일 좋았어요. 출고 일정도 약속대로 지켜주셨습니다.",
  },
  {
    customerName: "한*서",
    vehicleName: "레이",
    rating: 5,
    daysAgo: 18,
    photo: photo("van", "#e3dac6"),
    content: "경차라 월 납입료 부담이 적고 실내도 생각보다 넓어요. 상담도 부담 없이 편하게 해주셨습니다.",
  },
  {
    customerName: "오*석",
    vehicleName: "쏘나타 디 엣지",
    rating: 4,
    daysAgo: 21,
    photo: null,
    content: "무보증 조건으로 진행했는데 추가 비용 없이 안내받은 금액 그대로 계약했습니다. 믿을 만한 곳이에요.",
  },
  {
    customerName: "서*연",
    vehicleName: "투싼 NX4",
    rating: 5,
    daysAgo: 23,
    photo: photo("suv", "#4a4e54"),
    content: "선루프랑 빌트인캠까지 들어간 트림인데 가격이 합리적이었어요. 출고 당일 차량 설명도 꼼꼼했습니다.",
  },
  {
    customerName: "신*철",
    vehicleName: "팰리세이드 LX2",
    rating: 4,
    daysAgo: 26,
    photo: null,
    content: "중고 장기렌트로 했는데 주행거리에 비해 차 상태가 아주 좋습니다. 실내 클리닝도 깔끔하게 되어 있었어요.",
  },
  {
    customerName: "권*나",
    vehicleName: "EV6 GT-Line",
    rating: 5,
    daysAgo: 29,
    photo: photo("hatch", "#e7e6e0"),
    content: "디자인 보고 반해서 계약했어요. 만기 후 인수도 가능하다고 해서 마음이 편합니다.",
  },
  {
    customerName: "황*민",
    vehicleName: "K8 하이브리드",
    rating: 5,
    daysAgo: 33,
    photo: null,
    content: "개인사업자라 비용처리 때문에 알아봤는데 세금 관련 안내까지 해주셔서 큰 도움이 됐습니다.",
  },
  {
    customerName: "송*희",
    vehicleName: "모닝",
    rating: 4,
    daysAgo: 36,
    photo: photo("hatch", "#b3282f"),
    content: "두 번째 차로 가볍게 쓰려고 했는데 월 부담이 정말 적어요. 빨간색이 사진보다 더 예쁩니다.",
  },
  {
    customerName: "조*훈",
    vehicleName: "제네시스 GV70",
    rating: 5,
    daysAgo: 40,
    photo: photo("suv", "#9ea3a8"),
    content: "상담 신청하고 30분 만에 연락이 왔어요. 조건 비교표까지 보내주셔서 결정하기 쉬웠습니다.",
  },
  {
    customerName: "배*은",
    vehicleName: "아반떼 하이브리드",
    rating: 5,
    daysAgo: 44,
    photo: null,
    content: "연비가 정말 좋아서 주유소 갈 일이 거의 없어요. 계약 과정도 비대면으로 간단하게 끝났습니다.",
  },
  {
    customerName: "유*진",
    vehicleName: "싼타페 MX5",
    rating: 4,
    daysAgo: 48,
    photo: photo("suv", "#6b6e69"),
    content: "출고까지 조금 기다렸지만 중간중간 진행 상황을 알려주셔서 답답하지 않았어요. 차는 대만족입니다.",
  },
  {
    customerName: "문*혁",
    vehicleName: "벤츠 E300",
    rating: 5,
    daysAgo: 53,
    photo: null,
    content: "보증금 분납 덕분에 부담 없이 수입차를 탈 수 있게 됐습니다. 다음에도 여기서 할 생각이에요.",
  },
  {
    customerName: "노*라",
    vehicleName: "코나 SX2",
    rating: 5,
    daysAgo: 57,
    photo: photo("suv", "#3d6b4f"),
    content: "만 21세라 조건이 까다로울 줄 알았는데 생각보다 괜찮은 금액으로 계약했어요. 색상도 너무 마음에 들어요.",
  },
  {
    customerName: "양*모",
    vehicleName: "스타리아 라운지",
    rating: 4,
    daysAgo: 62,
    photo: null,
    content: "업무용으로 쓰는데 승차감이 좋아서 손님들 반응이 좋습니다. 보험 조건 설명도 명확했어요.",
  },
  {
    customerName: "구*태",
    vehicleName: "토레스",
    rating: 3,
    daysAgo: 68,
    photo: null,
    content: "차는 만족스러운데 원하는 색상 재고가 없어서 출고가 한 달 정도 걸렸어요. 응대는 친절했습니다.",
  },
  {
    customerName: "남*지",
    vehicleName: "캐스퍼 일렉트릭",
    rating: 5,
    daysAgo: 73,
    photo: photo("hatch", "#8d8f63"),
    content: "작지만 주행거리가 넉넉해서 출퇴근에 충분해요. 귀여운 외관 덕분에 매일 타는 게 즐겁습니다.",
  },
  {
    customerName: "전*우",
    vehicleName: "BMW 320i",
    rating: 4,
    daysAgo: 80,
    photo: photo("sedan", "#1c1e22"),
    content: "중고 수입차라 걱정했는데 점검 기록까지 보여주셔서 안심하고 계약했습니다.",
  },
  {
    customerName: "홍*경",
    vehicleName: "K5 3세대",
    rating: 5,
    daysAgo: 87,
    photo: null,
    content: "구독카로 이용 중인데 번호판이 일반이라 회사에서도 아무도 렌트인 줄 몰라요. 추천합니다!",
  },
];

// ---------------------------------------------------------------------------------------------
// No-deposit board posts
// ---------------------------------------------------------------------------------------------

export const DEMO_BOARD_POSTS: DemoBoardPost[] = [
  {
    title: "[무보증 즉시출고] 쏘렌토 MQ4 하이브리드 노블레스 3대 입고",
    content: [
      "보증금 없이 바로 출고 가능한 쏘렌토 하이브리드 재고가 입고되었습니다.",
      "",
      "· 색상: 스노우 화이트펄 2대, 오로라 블랙펄 1대",
      "· 계약기간 60개월 / 연간 약정거리 3만km",
      "· 월 렌트료 79만원대 (VAT 포함, 보험료·자동차세 포함)",
      "",
      "선착순으로 마감되니 빠르게 문의해 주세요.",
    ].join("\n"),
    daysAgo: 1,
    photos: [photo("suv", "#f0efea"), photo("suv", "#1d2024"), photo("suv", "#f0efea")],
  },
  {
    title: "[무보증] 캐스퍼·레이 일반번호판 구독카 즉시출고 안내",
    content: [
      "렌터카 번호판이 아닌 일반 번호판 구독카를 보증금 없이 바로 출고해 드립니다.",
      "",
      "· 캐스퍼 1.0 인스퍼레이션 — 월 34만원대",
      "· 더 뉴 레이 1.0 시그니처 — 월 33만원대",
      "· 만 21세 이상, 운전경력 1년 이상 가능",
      "",
      "사회초년생, 세컨카로 찾으시는 분께 추천드립니다.",
    ].join("\n"),
    daysAgo: 6,
    photos: [photo("hatch", "#8a8c60"), photo("van", "#e3dac6")],
  },
  {
    title: "[무보증 즉시출고] 그랜저 GN7 하이브리드 · K8 하이브리드 특가",
    content: [
      "대형 하이브리드 세단 무보증 특가 차량입니다.",
      "",
      "· 그랜저 하이브리드 GN7 캘리그래피 — 월 78만원대",
      "· 더 뉴 K8 하이브리드 시그니처 — 월 74만원대",
      "· 법인·개인사업자 비용처리 가능",
      "",
      "재고 소진 시 조기 종료될 수 있습니다.",
    ].join("\n"),
    daysAgo: 12,
    photos: [photo("sedan", "#1d2127"), photo("sedan", "#2b3a4f"), photo("sedan", "#e8e7e2")],
  },
  {
    title: "[이번 달 한정] 아이오닉5 · EV6 무보증 즉시출고 리스트",
    content: [
      "전기차 보조금 적용 차량을 보증금 없이 즉시 출고해 드립니다.",
      "",
      "· 더 뉴 아이오닉5 롱레인지 2WD 프레스티지 — 월 56만원대",
      "· 더 뉴 EV6 롱레인지 2WD GT-Line — 월 63만원대",
      "· 완속 충전기 설치 상담 가능",
      "",
      "보조금 소진 전에 서둘러 상담 신청해 주세요.",
    ].join("\n"),
    daysAgo: 20,
    photos: [photo("hatch", "#5e7f80")],
  },
];
