import { DEMO_VEHICLES } from "#server/seed/demo-data";

/**
 * Searches as shoppers type them, with what they expect at the top, against the demo catalogue
 * (`tests/api/search-relevance.test.ts`). Expectations are read from the demo listings' names and stored fields, never
 * from the search's own vocabulary.
 */
export interface RelevanceQuery {
  q: string;
  /** Slugs of the listings that answer it: one of them must be among the first three results. None: no result. */
  expect: readonly string[];
  /** How many of the first results must all be expected ones (`레이`: both Rays before anything else). */
  lead?: number;
  /** Named in the issue ("Find the car and trust the numbers"): must succeed on its own. */
  issue?: true;
}

type Demo = (typeof DEMO_VEHICLES)[number];
const where = (pass: (v: Demo) => boolean) => DEMO_VEHICLES.filter(pass).map((v) => v.slug);
/** The listings whose name holds any of these words. */
const named = (...words: string[]) => where((v) => words.some((w) => v.name.includes(w)));
const fuel = (f: string) => where((v) => (v.basicInfo.연료 ?? "가솔린") === f);
const inCategory = (...categories: string[]) => where((v) => categories.includes(v.category));
const both = (a: readonly string[], b: readonly string[]) => a.filter((slug) => b.includes(slug));
const either = (...lists: (readonly string[])[]) => [...new Set(lists.flat())];

// Kinds of car, from the listings' stored fields and names.
const ELECTRIC = either(fuel("전기"), inCategory("전기차"));
const HYBRID = fuel("하이브리드");
const DIESEL = fuel("디젤");
const LPG = fuel("LPG");
const GASOLINE = fuel("가솔린");
const SUV = either(
  inCategory("소형/준중형 SUV", "중형 SUV", "대형 SUV", "제네시스 SUV"),
  // Hyundai sells the Casper as a light SUV (경형 SUV).
  named("X3", "XC60", "모델Y", "아이오닉5", "EV6", "EV3", "EV9", "코나", "니로", "GV60", "캐스퍼"),
);
const SEDAN = either(
  inCategory("소형/준중형 세단", "중형 세단", "대형 세단", "제네시스"),
  named("E클래스", "C클래스", "520i", "320i", "A6", "ES300h", "아이오닉6", "K5"),
);
const LIGHT = named("모닝", "레이 ", "캐스퍼");
const SMALL = inCategory("소형/준중형 세단", "소형/준중형 SUV");
const MIDSIZE = inCategory("중형 세단", "중형 SUV");
const LARGE = inCategory("대형 세단", "대형 SUV");
const VAN = named("카니발", "스타리아");
const IMPORTED = inCategory("수입차");

// Makes, by the models each builds (a listing's name mostly leaves its make out).
const HYUNDAI = named(
  "아반떼",
  "쏘나타",
  "그랜저",
  "코나",
  "베뉴",
  "투싼",
  "싼타페",
  "팰리세이드",
  "스타리아",
  "아이오닉",
  "캐스퍼",
);
const KIA = named(
  "K3",
  "K5",
  "K8",
  "셀토스",
  "니로",
  "스포티지",
  "쏘렌토",
  "카니발",
  "EV6",
  "EV3",
  "EV9",
  "레이",
  "모닝",
);
const GENESIS = named("제네시스");
const CHEVROLET = named("쉐보레");
const RENAULT = named("르노");
const KGM = named("KG모빌리티");
const BENZ = named("벤츠");
const BMW = named("BMW");
const DOMESTIC = either(HYUNDAI, KIA, GENESIS, CHEVROLET, RENAULT, KGM);

// Models.
const AVANTE = named("아반떼");
const K3 = named("K3");
const SONATA = named("쏘나타");
const K5 = named("K5");
const SM6 = named("SM6");
const MALIBU = named("말리부");
const GRANDEUR = named("그랜저");
const K8 = named("K8");
const G80 = named("G80");
const G70 = named("G70");
const G90 = named("G90");
const KONA = named("코나");
const SELTOS = named("셀토스");
const TRAX = named("트랙스");
const NIRO = named("니로");
const VENUE = named("베뉴");
const TUCSON = named("투싼");
const SPORTAGE = named("스포티지");
const XM3 = named("XM3");
const TIVOLI = named("티볼리");
const SORENTO = named("쏘렌토");
const SANTAFE = named("싼타페");
const KOLEOS = named("콜레오스");
const TORRES = named("토레스");
const PALISADE = named("팰리세이드");
const CARNIVAL = named("카니발");
const STARIA = named("스타리아");
const REXTON = named("렉스턴");
const GV80 = named("GV80");
const GV70 = named("GV70");
const GV60 = named("GV60");
const IONIQ5 = named("아이오닉5");
const IONIQ6 = named("아이오닉6");
const EV6 = named("EV6");
const EV3 = named("EV3");
const EV9 = named("EV9");
const CASPER = named("캐스퍼");
const RAY = named("레이 ");
const MORNING = named("모닝");
const E_CLASS = named("E클래스");
const C_CLASS = named("C클래스");
const BMW5 = named("520i");
const BMW3 = named("320i");
const X3 = named("X3");
const A6 = named("A6");
const MODEL_Y = named("모델Y");
const XC60 = named("XC60");
const ES = named("ES300h");

const NONE: readonly string[] = [];

export const RELEVANCE_QUERIES: readonly RelevanceQuery[] = [
  // Named in the issue.
  { q: "전기차", expect: ELECTRIC, lead: 3, issue: true },
  { q: "쏘렌토하이브리드", expect: both(SORENTO, HYBRID), lead: 1, issue: true },
  { q: "쏘렌토 하이브리드", expect: both(SORENTO, HYBRID), lead: 1, issue: true },
  { q: "그랜저하이브리드", expect: both(GRANDEUR, HYBRID), lead: 1, issue: true },
  { q: "케이5", expect: K5, lead: 3, issue: true },
  { q: "K5", expect: K5, lead: 3, issue: true },
  { q: "이클래스", expect: E_CLASS, lead: 1, issue: true },
  { q: "E클래스", expect: E_CLASS, lead: 1, issue: true },
  { q: "레이", expect: RAY, lead: 2, issue: true },
  { q: "ㄱㄹㅈ", expect: GRANDEUR, lead: 3, issue: true },
  { q: "ㅅㄴㅌ", expect: SONATA, lead: 3, issue: true },
  { q: "펠리세이드", expect: PALISADE, lead: 3, issue: true },
  { q: "그랜져", expect: GRANDEUR, lead: 3, issue: true },
  { q: "벤츠", expect: BENZ, lead: 2, issue: true },
  { q: "Benz", expect: BENZ, lead: 2, issue: true },
  { q: "전기", expect: ELECTRIC, lead: 3, issue: true },
  { q: "EV", expect: ELECTRIC, lead: 3, issue: true },
  { q: "하이브리드", expect: HYBRID, lead: 3, issue: true },
  { q: "디젤", expect: DIESEL, lead: 3, issue: true },
  { q: "LPG", expect: LPG, lead: 3, issue: true },
  { q: "엘피지", expect: LPG, lead: 3, issue: true },
  { q: "가솔린", expect: GASOLINE, lead: 3, issue: true },
  { q: "휘발유", expect: GASOLINE, lead: 3, issue: true },
  { q: "SUV", expect: SUV, lead: 3, issue: true },
  { q: "세단", expect: SEDAN, lead: 3, issue: true },
  { q: "경차", expect: LIGHT, lead: 3, issue: true },
  { q: "소형", expect: SMALL, lead: 3, issue: true },
  { q: "준중형", expect: SMALL, lead: 3, issue: true },
  { q: "중형", expect: MIDSIZE, lead: 3, issue: true },
  { q: "대형", expect: LARGE, lead: 3, issue: true },
  { q: "승합", expect: VAN, lead: 3, issue: true },
  { q: "미니밴", expect: VAN, lead: 3, issue: true },
  { q: "7인승", expect: named("7인승"), lead: 2, issue: true },
  { q: "9인승", expect: named("9인승"), lead: 3, issue: true },
  { q: "현대", expect: HYUNDAI, lead: 3, issue: true },
  { q: "기아", expect: KIA, lead: 3, issue: true },
  { q: "제네시스", expect: GENESIS, lead: 3, issue: true },
  { q: "쉐보레", expect: CHEVROLET, lead: 2, issue: true },
  { q: "르노", expect: RENAULT, lead: 3, issue: true },
  { q: "KG모빌리티", expect: KGM, lead: 3, issue: true },
  { q: "쌍용", expect: KGM, lead: 3, issue: true },
  { q: "BMW", expect: BMW, lead: 3, issue: true },
  { q: "아우디", expect: A6, lead: 1, issue: true },
  { q: "볼보", expect: XC60, lead: 1, issue: true },
  { q: "렉서스", expect: ES, lead: 1, issue: true },
  { q: "테슬라", expect: MODEL_Y, lead: 1, issue: true },
  { q: "5시리즈", expect: BMW5, lead: 1, issue: true },
  { q: "EV6", expect: EV6, lead: 1, issue: true },
  { q: "이브이6", expect: EV6, lead: 1, issue: true },
  { q: "GV80", expect: GV80, lead: 3, issue: true },
  { q: "지브이80", expect: GV80, lead: 3, issue: true },
  { q: "모델Y", expect: MODEL_Y, lead: 1, issue: true },
  { q: "모델와이", expect: MODEL_Y, lead: 1, issue: true },
  { q: "투산", expect: TUCSON, lead: 1, issue: true },
  { q: "그렌저", expect: GRANDEUR, lead: 3, issue: true },
  { q: "쏘랜토", expect: SORENTO, lead: 3, issue: true },
  { q: "rmfoswj", expect: GRANDEUR, lead: 3, issue: true },

  // Models by their Korean names.
  { q: "아반떼", expect: AVANTE, lead: 3 },
  { q: "K3", expect: K3, lead: 1 },
  { q: "쏘나타", expect: SONATA, lead: 3 },
  { q: "SM6", expect: SM6, lead: 1 },
  { q: "말리부", expect: MALIBU, lead: 1 },
  { q: "그랜저", expect: GRANDEUR, lead: 3 },
  { q: "K8", expect: K8, lead: 3 },
  { q: "G80", expect: G80, lead: 3 },
  { q: "G70", expect: G70, lead: 2 },
  { q: "G90", expect: G90, lead: 1 },
  { q: "코나", expect: KONA, lead: 2 },
  { q: "셀토스", expect: SELTOS, lead: 2 },
  { q: "트랙스", expect: TRAX, lead: 1 },
  { q: "니로", expect: NIRO, lead: 2 },
  { q: "베뉴", expect: VENUE, lead: 1 },
  { q: "투싼", expect: TUCSON, lead: 1 },
  { q: "스포티지", expect: SPORTAGE, lead: 1 },
  { q: "XM3", expect: XM3, lead: 1 },
  { q: "티볼리", expect: TIVOLI, lead: 1 },
  { q: "쏘렌토", expect: SORENTO, lead: 3 },
  { q: "싼타페", expect: SANTAFE, lead: 3 },
  { q: "콜레오스", expect: KOLEOS, lead: 1 },
  { q: "토레스", expect: TORRES, lead: 1 },
  { q: "팰리세이드", expect: PALISADE, lead: 3 },
  { q: "카니발", expect: CARNIVAL, lead: 3 },
  { q: "스타리아", expect: STARIA, lead: 1 },
  { q: "렉스턴", expect: REXTON, lead: 1 },
  { q: "GV70", expect: GV70, lead: 2 },
  { q: "GV60", expect: GV60, lead: 1 },
  { q: "아이오닉5", expect: IONIQ5, lead: 2 },
  { q: "아이오닉 5", expect: IONIQ5, lead: 2 },
  { q: "아이오닉6", expect: IONIQ6, lead: 1 },
  { q: "EV3", expect: EV3, lead: 1 },
  { q: "EV9", expect: EV9, lead: 1 },
  { q: "캐스퍼", expect: CASPER, lead: 3 },
  { q: "모닝", expect: MORNING, lead: 1 },
  { q: "C클래스", expect: C_CLASS, lead: 1 },
  { q: "3시리즈", expect: BMW3, lead: 1 },
  { q: "X3", expect: X3, lead: 1 },
  { q: "A6", expect: A6, lead: 1 },
  { q: "XC60", expect: XC60, lead: 1 },
  { q: "ES300h", expect: ES, lead: 1 },

  // Models by their Latin names.
  { q: "sorento", expect: SORENTO, lead: 3 },
  { q: "grandeur", expect: GRANDEUR, lead: 3 },
  { q: "sonata", expect: SONATA, lead: 3 },
  { q: "avante", expect: AVANTE, lead: 3 },
  { q: "palisade", expect: PALISADE, lead: 3 },
  { q: "carnival", expect: CARNIVAL, lead: 3 },
  { q: "santafe", expect: SANTAFE, lead: 3 },
  { q: "Santa Fe", expect: SANTAFE, lead: 3 },
  { q: "tucson", expect: TUCSON, lead: 1 },
  { q: "casper", expect: CASPER, lead: 3 },
  { q: "staria", expect: STARIA, lead: 1 },
  { q: "ioniq5", expect: IONIQ5, lead: 2 },
  { q: "kona", expect: KONA, lead: 2 },
  { q: "seltos", expect: SELTOS, lead: 2 },
  { q: "morning", expect: MORNING, lead: 1 },
  { q: "ray", expect: RAY, lead: 2 },
  { q: "sportage", expect: SPORTAGE, lead: 1 },
  { q: "malibu", expect: MALIBU, lead: 1 },
  { q: "torres", expect: TORRES, lead: 1 },
  { q: "model y", expect: MODEL_Y, lead: 1 },
  { q: "genesis", expect: GENESIS, lead: 3 },
  { q: "hyundai", expect: HYUNDAI, lead: 3 },
  { q: "kia", expect: KIA, lead: 3 },

  // Model codes read out in Hangul.
  { q: "지80", expect: G80, lead: 3 },
  { q: "지70", expect: G70, lead: 2 },
  { q: "지90", expect: G90, lead: 1 },
  { q: "케이3", expect: K3, lead: 1 },
  { q: "케이8", expect: K8, lead: 3 },
  { q: "이브이3", expect: EV3, lead: 1 },
  { q: "이브이9", expect: EV9, lead: 1 },
  { q: "지브이70", expect: GV70, lead: 2 },
  { q: "지브이60", expect: GV60, lead: 1 },
  { q: "엑스3", expect: X3, lead: 1 },
  { q: "에이6", expect: A6, lead: 1 },
  { q: "엑스씨60", expect: XC60, lead: 1 },
  { q: "씨클래스", expect: C_CLASS, lead: 1 },
  { q: "에스엠6", expect: SM6, lead: 1 },
  { q: "엑스엠3", expect: XM3, lead: 1 },
  { q: "삼시리즈", expect: BMW3, lead: 1 },
  { q: "오시리즈", expect: BMW5, lead: 1 },

  // Misspellings.
  { q: "소나타", expect: SONATA, lead: 3 },
  { q: "아반테", expect: AVANTE, lead: 3 },
  { q: "산타페", expect: SANTAFE, lead: 3 },
  { q: "소렌토", expect: SORENTO, lead: 3 },
  { q: "카니벌", expect: CARNIVAL, lead: 3 },
  { q: "그렌져", expect: GRANDEUR, lead: 3 },
  { q: "팰리쉐이드", expect: PALISADE, lead: 3 },
  { q: "케스퍼", expect: CASPER, lead: 3 },
  { q: "셀토즈", expect: SELTOS, lead: 2 },
  { q: "말리브", expect: MALIBU, lead: 1 },
  { q: "렉스톤", expect: REXTON, lead: 1 },
  { q: "트렉스", expect: TRAX, lead: 1 },
  { q: "토래스", expect: TORRES, lead: 1 },
  { q: "벤쯔", expect: BENZ, lead: 2 },
  { q: "테스라", expect: MODEL_Y, lead: 1 },
  { q: "렉써스", expect: ES, lead: 1 },
  { q: "쉐보래", expect: CHEVROLET, lead: 2 },
  { q: "시보레", expect: CHEVROLET, lead: 2 },
  { q: "제네시즈", expect: GENESIS, lead: 3 },
  { q: "스포디지", expect: SPORTAGE, lead: 1 },

  // Initial consonants.
  { q: "ㅇㅂㄸ", expect: AVANTE, lead: 3 },
  { q: "ㅆㄹㅌ", expect: SORENTO, lead: 3 },
  { q: "ㅅㄹㅌ", expect: SORENTO, lead: 3 },
  { q: "ㅍㄹㅅㅇㄷ", expect: PALISADE, lead: 3 },
  { q: "ㅋㄴㅂ", expect: CARNIVAL, lead: 3 },
  { q: "ㅆㅌㅍ", expect: SANTAFE, lead: 3 },
  { q: "ㅌㅆ", expect: TUCSON, lead: 1 },
  { q: "ㅋㅅㅍ", expect: CASPER, lead: 3 },
  { q: "ㅅㅌㄹㅇ", expect: STARIA, lead: 1 },
  { q: "ㄱㄹㅈ ㅎㅇㅂㄹㄷ", expect: both(GRANDEUR, HYBRID), lead: 1 },

  // Written without spaces.
  { q: "쏘나타하이브리드", expect: both(SONATA, HYBRID), lead: 1 },
  { q: "싼타페하이브리드", expect: both(SANTAFE, HYBRID), lead: 1 },
  { q: "팰리세이드하이브리드", expect: both(PALISADE, HYBRID), lead: 1 },
  { q: "카니발하이브리드", expect: both(CARNIVAL, HYBRID), lead: 1 },
  { q: "스포티지하이브리드", expect: both(SPORTAGE, HYBRID), lead: 1 },
  { q: "아반떼하이브리드", expect: both(AVANTE, HYBRID), lead: 1 },
  { q: "쏘렌토디젤", expect: both(SORENTO, DIESEL), lead: 1 },
  { q: "카니발디젤", expect: both(CARNIVAL, DIESEL), lead: 1 },
  { q: "아반떼lpg", expect: both(AVANTE, LPG), lead: 1 },
  { q: "k5lpg", expect: both(K5, LPG), lead: 1 },
  { q: "코나일렉트릭", expect: both(KONA, ELECTRIC), lead: 1 },
  { q: "캐스퍼일렉트릭", expect: both(CASPER, ELECTRIC), lead: 1 },
  { q: "카니발9인승", expect: both(CARNIVAL, named("9인승")), lead: 3 },
  { q: "팰리세이드7인승", expect: both(PALISADE, named("7인승")), lead: 1 },
  { q: "기아레이", expect: RAY, lead: 2 },
  { q: "벤츠e클래스", expect: E_CLASS, lead: 1 },
  { q: "제네시스suv", expect: both(GENESIS, SUV), lead: 3 },
  { q: "현대전기차", expect: both(HYUNDAI, ELECTRIC), lead: 3 },
  { q: "기아전기차", expect: both(KIA, ELECTRIC), lead: 3 },
  { q: "중형suv", expect: inCategory("중형 SUV"), lead: 3 },
  { q: "대형suv", expect: inCategory("대형 SUV"), lead: 3 },
  { q: "대형세단", expect: inCategory("대형 세단"), lead: 3 },
  { q: "중형세단", expect: inCategory("중형 세단"), lead: 3 },

  // Several words.
  { q: "기아 레이", expect: RAY, lead: 2 },
  { q: "기아 SUV", expect: both(KIA, SUV), lead: 3 },
  { q: "현대 SUV", expect: both(HYUNDAI, SUV), lead: 3 },
  { q: "기아 전기차", expect: both(KIA, ELECTRIC), lead: 3 },
  { q: "현대 하이브리드", expect: both(HYUNDAI, HYBRID), lead: 3 },
  { q: "수입 세단", expect: both(IMPORTED, SEDAN), lead: 3 },
  { q: "7인승 하이브리드", expect: both(named("7인승"), HYBRID), lead: 2 },
  { q: "9인승 디젤", expect: both(named("9인승"), DIESEL), lead: 1 },
  { q: "K5 LPG", expect: both(K5, LPG), lead: 1 },
  { q: "쏘나타 LPG", expect: both(SONATA, LPG), lead: 1 },
  { q: "벤츠 E클래스", expect: E_CLASS, lead: 1 },
  { q: "BMW 5시리즈", expect: BMW5, lead: 1 },
  { q: "BMW X3", expect: X3, lead: 1 },
  { q: "테슬라 모델Y", expect: MODEL_Y, lead: 1 },
  { q: "카니발 하이브리드", expect: both(CARNIVAL, HYBRID), lead: 1 },
  { q: "싼타페 디젤", expect: both(SANTAFE, DIESEL), lead: 1 },
  { q: "쏘렌토 디젤", expect: both(SORENTO, DIESEL), lead: 1 },
  { q: "G80 전기", expect: both(G80, ELECTRIC), lead: 1 },
  {
    q: "중고 그랜저",
    expect: both(
      GRANDEUR,
      where((v) => v.badges.includes("중고차")),
    ),
    lead: 1,
  },
  { q: "그랜저 장기렌트", expect: GRANDEUR, lead: 3 },
  { q: "카니발 렌트카", expect: CARNIVAL, lead: 3 },
  { q: "수입차", expect: IMPORTED, lead: 3 },
  { q: "외제차", expect: IMPORTED, lead: 3 },
  { q: "국산차", expect: DOMESTIC, lead: 3 },
  { q: "비엠더블유", expect: BMW, lead: 3 },
  { q: "메르세데스", expect: BENZ, lead: 2 },

  // Trims, codes and makes with models.
  { q: "아이오닉", expect: either(IONIQ5, IONIQ6), lead: 3 },
  { q: "그랜저 하이브리드 캘리그래피", expect: both(GRANDEUR, HYBRID), lead: 1 },
  { q: "팰리세이드 캘리그래피", expect: both(PALISADE, named("캘리그래피")), lead: 2 },
  { q: "벤츠 아방가르드", expect: BENZ, lead: 2 },
  { q: "GT-Line", expect: EV6, lead: 1 },
  { q: "아반떼 N", expect: named("아반떼 N"), lead: 1 },
  { q: "GN7", expect: both(GRANDEUR, named("GN7")), lead: 2 },
  { q: "MQ4", expect: SORENTO, lead: 3 },
  { q: "KA4", expect: CARNIVAL, lead: 3 },
  { q: "DN8", expect: SONATA, lead: 3 },
  { q: "LX3", expect: both(PALISADE, named("LX3")), lead: 2 },
  { q: "기아 카니발", expect: CARNIVAL, lead: 3 },
  { q: "현대 그랜저", expect: GRANDEUR, lead: 3 },
  { q: "비엠 5시리즈", expect: BMW5, lead: 1 },
  { q: "BMW 3시리즈", expect: BMW3, lead: 1 },
  { q: "K8 하이브리드", expect: both(K8, HYBRID), lead: 1 },
  { q: "k8hybrid", expect: both(K8, HYBRID), lead: 1 },
  { q: "카니발 9인승 하이브리드", expect: both(CARNIVAL, HYBRID), lead: 1 },
  { q: "제네시스 전기차", expect: both(GENESIS, ELECTRIC), lead: 2 },
  { q: "테슬라 전기차", expect: MODEL_Y, lead: 1 },
  { q: "가솔린 SUV", expect: both(GASOLINE, SUV), lead: 3 },
  { q: "디젤 SUV", expect: both(DIESEL, SUV), lead: 3 },
  { q: "하이브리드 SUV", expect: both(HYBRID, SUV), lead: 3 },
  { q: "전기 SUV", expect: both(ELECTRIC, SUV), lead: 3 },
  { q: "수입 SUV", expect: both(IMPORTED, SUV), lead: 3 },
  { q: "현대 7인승", expect: both(HYUNDAI, named("7인승")), lead: 2 },
  { q: "기아 9인승", expect: both(KIA, named("9인승")), lead: 3 },
  { q: "싼타페 7인승", expect: SANTAFE, lead: 3 },
  { q: "쏘렌토 하이브리드 7인승", expect: both(SORENTO, HYBRID), lead: 1 },
  {
    q: "중고 카니발",
    expect: both(
      CARNIVAL,
      where((v) => v.badges.includes("중고차")),
    ),
    lead: 1,
  },
  {
    q: "신차 그랜저",
    expect: both(
      GRANDEUR,
      where((v) => v.badges.includes("신차")),
    ),
    lead: 2,
  },

  // Typed with the keyboard in English mode.
  { q: "Thskxk", expect: SONATA, lead: 3 },
  { q: "dkqksEp", expect: AVANTE, lead: 3 },
  { q: "zkslqkf", expect: CARNIVAL, lead: 3 },
  { q: "Thfpsxh", expect: SORENTO, lead: 3 },
  { q: "voffltpdlem", expect: PALISADE, lead: 3 },
  { q: "Tksxkvp", expect: SANTAFE, lead: 3 },
  { q: "xnTks", expect: TUCSON, lead: 1 },
  { q: "wjsrlck", expect: ELECTRIC, lead: 3 },
  { q: "zotmvj", expect: CASPER, lead: 3 },
  { q: "ahsld", expect: MORNING, lead: 1 },
  { q: "rmfoswj gkdlqmflem", expect: both(GRANDEUR, HYBRID), lead: 1 },

  // Nothing to find: no false friends.
  { q: "없는차량이름", expect: NONE },
  { q: "포르쉐", expect: NONE },
  { q: "랜드로버", expect: NONE },
  { q: "ㄱㄹㅊ", expect: NONE },
  { q: "k50", expect: NONE },
  { q: "넥쏘", expect: NONE },
  { q: "스팅어", expect: NONE },
  { q: "모하비", expect: NONE },
  { q: "벤츠 S클래스", expect: NONE },
];
