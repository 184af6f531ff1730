/**
 * The models of the Korean long-term rental market, as data: their spellings in listing names, make, body, size, seat
 * counts and the ways visitors type them. The search vocabulary (`search-vocabulary.ts`) makes its model words from
 * them. Server only, with the vocabulary.
 */
export type Body = "sedan" | "hatch" | "suv" | "van" | "truck";
export type Size = "경형" | "소형" | "준중형" | "중형" | "대형";

export interface Model {
  /** Spellings in listing names, Korean first. */
  names: readonly string[];
  /** `brands.ts` key. */
  brand: string;
  body: Body;
  size: Size;
  /** Seat counts it comes with besides five. */
  seats?: readonly number[];
  /** Sold only as an electric car. */
  electric?: boolean;
  /** Other ways visitors type it: misspellings, spoken names. */
  typed?: readonly string[];
}

const model = (
  brand: string,
  body: Body,
  size: Size,
  names: readonly string[],
  more: Omit<Model, "brand" | "body" | "size" | "names"> = {},
): Model => ({ brand, body, size, names, ...more });

/** The models of the Korean long-term rental market, by make. */
export const MODELS: readonly Model[] = [
  // 현대
  model("hyundai", "suv", "경형", ["캐스퍼", "casper"], { typed: ["케스퍼", "캐스파"] }),
  model("hyundai", "sedan", "준중형", ["아반떼", "avante", "elantra"], { typed: ["아반테", "아방떼", "아반대"] }),
  model("hyundai", "sedan", "중형", ["쏘나타", "sonata"], { typed: ["소나타", "쏘나다"] }),
  model("hyundai", "sedan", "대형", ["그랜저", "그랜져", "grandeur"], { typed: ["그렌저", "그렌져", "그랜즈"] }),
  model("hyundai", "suv", "소형", ["코나", "kona"]),
  model("hyundai", "suv", "소형", ["베뉴", "venue"], { typed: ["베누"] }),
  model("hyundai", "suv", "준중형", ["투싼", "tucson"], { typed: ["투산", "뚜싼"] }),
  model("hyundai", "suv", "중형", ["싼타페", "santafe"], { seats: [6, 7], typed: ["산타페", "싼타폐", "싼타패"] }),
  model("hyundai", "suv", "대형", ["팰리세이드", "palisade"], {
    seats: [7, 8, 9],
    typed: ["펠리세이드", "팰리쉐이드", "펠리쉐이드", "팰리세이트", "펠리세이트"],
  }),
  model("hyundai", "van", "대형", ["스타리아", "staria"], { seats: [7, 9, 11], typed: ["스타랴"] }),
  model("hyundai", "suv", "준중형", ["아이오닉5", "ioniq5"], { electric: true, typed: ["아이오닉오"] }),
  model("hyundai", "sedan", "중형", ["아이오닉6", "ioniq6"], { electric: true, typed: ["아이오닉육"] }),
  model("hyundai", "suv", "대형", ["아이오닉9", "ioniq9"], { electric: true, seats: [6, 7] }),
  model("hyundai", "suv", "중형", ["넥쏘", "nexo"], { typed: ["넥소"] }),
  model("hyundai", "truck", "소형", ["포터", "porter"]),
  // 기아
  model("kia", "hatch", "경형", ["모닝", "morning"]),
  model("kia", "hatch", "경형", ["레이", "ray"]),
  model("kia", "sedan", "준중형", ["k3"]),
  model("kia", "sedan", "중형", ["k5"]),
  model("kia", "sedan", "대형", ["k8"]),
  model("kia", "sedan", "대형", ["k9"]),
  model("kia", "suv", "소형", ["셀토스", "seltos"], { typed: ["셀토즈", "쎌토스"] }),
  model("kia", "suv", "소형", ["니로", "niro"]),
  model("kia", "suv", "준중형", ["스포티지", "sportage"], { typed: ["스포디지", "스포티쥐"] }),
  model("kia", "suv", "중형", ["쏘렌토", "sorento"], {
    seats: [6, 7],
    typed: ["쏘랜토", "소렌토", "소랜토", "쏘렌또"],
  }),
  model("kia", "van", "대형", ["카니발", "carnival"], { seats: [7, 9, 11], typed: ["카니벌", "까니발", "카니바"] }),
  model("kia", "suv", "대형", ["모하비", "mohave"], { seats: [6, 7], typed: ["모하브"] }),
  model("kia", "suv", "소형", ["ev3"], { electric: true }),
  model("kia", "sedan", "준중형", ["ev4"], { electric: true }),
  model("kia", "suv", "준중형", ["ev5"], { electric: true }),
  model("kia", "suv", "중형", ["ev6"], { electric: true }),
  model("kia", "suv", "대형", ["ev9"], { electric: true, seats: [6, 7] }),
  model("kia", "sedan", "중형", ["스팅어", "stinger"]),
  model("kia", "truck", "소형", ["봉고", "bongo"]),
  // 제네시스
  model("genesis", "sedan", "중형", ["g70"]),
  model("genesis", "sedan", "대형", ["g80"]),
  model("genesis", "sedan", "대형", ["g90"]),
  model("genesis", "suv", "준중형", ["gv60"], { electric: true }),
  model("genesis", "suv", "중형", ["gv70"]),
  model("genesis", "suv", "대형", ["gv80"], { seats: [6, 7] }),
  // 쉐보레
  model("chevrolet", "hatch", "경형", ["스파크", "spark"]),
  model("chevrolet", "sedan", "중형", ["말리부", "malibu"], { typed: ["말리브"] }),
  model("chevrolet", "suv", "소형", ["트랙스", "trax"], { typed: ["트렉스"] }),
  model("chevrolet", "suv", "소형", ["트레일블레이저", "trailblazer"], { typed: ["트레일블레져", "트블"] }),
  model("chevrolet", "suv", "중형", ["이쿼녹스", "equinox"]),
  model("chevrolet", "suv", "대형", ["트래버스", "traverse"], { seats: [7, 8] }),
  model("chevrolet", "suv", "대형", ["타호", "tahoe"], { seats: [7, 8] }),
  model("chevrolet", "truck", "중형", ["콜로라도", "colorado"]),
  // 르노
  model("renault", "sedan", "중형", ["sm6"]),
  model("renault", "suv", "중형", ["qm6"]),
  model("renault", "suv", "소형", ["xm3", "아르카나", "arkana"]),
  model("renault", "suv", "중형", ["콜레오스", "koleos"], { typed: ["꼴레오스", "그랑꼴레오스"] }),
  // KG모빌리티
  model("kgm", "suv", "소형", ["티볼리", "tivoli"]),
  model("kgm", "suv", "준중형", ["코란도", "korando"]),
  model("kgm", "suv", "중형", ["토레스", "torres"], { typed: ["토래스"] }),
  model("kgm", "suv", "중형", ["액티언", "actyon"]),
  model("kgm", "suv", "대형", ["렉스턴", "rexton"], { seats: [7], typed: ["렉스톤", "랙스턴"] }),
  // 벤츠
  model("benz", "hatch", "준중형", ["a클래스"]),
  model("benz", "sedan", "중형", ["c클래스", "c200", "c220d", "c300", "c43"]),
  model("benz", "sedan", "중형", ["e클래스", "e200", "e220d", "e250", "e300", "e350", "e450", "e53"], {
    typed: ["이클"],
  }),
  model("benz", "sedan", "대형", ["s클래스", "s350", "s400d", "s450", "s500", "s580", "마이바흐", "maybach"]),
  model("benz", "sedan", "중형", ["cla", "cls"]),
  model("benz", "suv", "소형", ["gla"]),
  model("benz", "suv", "준중형", ["glb"], { seats: [7] }),
  model("benz", "suv", "중형", ["glc"]),
  model("benz", "suv", "대형", ["gle"], { seats: [7] }),
  model("benz", "suv", "대형", ["gls"], { seats: [7] }),
  model("benz", "suv", "대형", ["g클래스", "g바겐", "지바겐"]),
  model("benz", "suv", "준중형", ["eqa"], { electric: true }),
  model("benz", "suv", "준중형", ["eqb"], { electric: true, seats: [7] }),
  model("benz", "sedan", "중형", ["eqe"], { electric: true }),
  model("benz", "sedan", "대형", ["eqs"], { electric: true }),
  // BMW
  model("bmw", "hatch", "준중형", ["1시리즈", "118d", "120i"], { typed: ["일시리즈"] }),
  model("bmw", "sedan", "준중형", ["2시리즈", "220i"], { typed: ["이시리즈"] }),
  model("bmw", "sedan", "중형", ["3시리즈", "320i", "320d", "330i", "330e", "m340i"], { typed: ["삼시리즈"] }),
  model("bmw", "sedan", "중형", ["4시리즈", "420i", "430i"], { typed: ["사시리즈"] }),
  model("bmw", "sedan", "중형", ["5시리즈", "520i", "520d", "523d", "530i", "530e", "540i"], { typed: ["오시리즈"] }),
  model("bmw", "sedan", "대형", ["7시리즈", "740i", "740d", "750e", "760i"], { typed: ["칠시리즈"] }),
  model("bmw", "suv", "소형", ["x1"]),
  model("bmw", "suv", "소형", ["x2"]),
  model("bmw", "suv", "중형", ["x3"]),
  model("bmw", "suv", "중형", ["x4"]),
  model("bmw", "suv", "대형", ["x5"]),
  model("bmw", "suv", "대형", ["x6"]),
  model("bmw", "suv", "대형", ["x7"], { seats: [6, 7] }),
  model("bmw", "sedan", "중형", ["i4"], { electric: true }),
  model("bmw", "sedan", "중형", ["i5"], { electric: true }),
  model("bmw", "sedan", "대형", ["i7"], { electric: true }),
  model("bmw", "suv", "중형", ["ix3"], { electric: true }),
  model("bmw", "suv", "대형", ["ix"], { electric: true }),
  // 아우디
  model("audi", "sedan", "준중형", ["a3"]),
  model("audi", "sedan", "중형", ["a4"]),
  model("audi", "sedan", "중형", ["a5"]),
  model("audi", "sedan", "중형", ["a6"]),
  model("audi", "sedan", "대형", ["a7"]),
  model("audi", "sedan", "대형", ["a8"]),
  model("audi", "suv", "소형", ["q2"]),
  model("audi", "suv", "소형", ["q3"]),
  model("audi", "suv", "중형", ["q5"]),
  model("audi", "suv", "대형", ["q7"], { seats: [7] }),
  model("audi", "suv", "대형", ["q8"]),
  model("audi", "suv", "중형", ["q4etron", "q4"], { electric: true }),
  model("audi", "suv", "대형", ["etron", "이트론"], { electric: true }),
  // 테슬라
  model("tesla", "sedan", "중형", ["모델3", "model3"], { electric: true, typed: ["모델쓰리"] }),
  model("tesla", "suv", "중형", ["모델y", "modely"], { electric: true }),
  model("tesla", "sedan", "대형", ["모델s", "models"], { electric: true }),
  model("tesla", "suv", "대형", ["모델x", "modelx"], { electric: true, seats: [6, 7] }),
  // 볼보
  model("volvo", "sedan", "중형", ["s60"]),
  model("volvo", "sedan", "대형", ["s90"]),
  model("volvo", "suv", "소형", ["xc40"]),
  model("volvo", "suv", "중형", ["xc60"]),
  model("volvo", "suv", "대형", ["xc90"], { seats: [7] }),
  model("volvo", "suv", "소형", ["ex30"], { electric: true }),
  // 렉서스
  model("lexus", "sedan", "중형", ["es300h", "es350", "es250"]),
  model("lexus", "sedan", "대형", ["ls500h", "ls500"]),
  model("lexus", "suv", "중형", ["nx350h", "nx450h"]),
  model("lexus", "suv", "대형", ["rx350h", "rx500h", "rx450h"]),
  model("lexus", "suv", "소형", ["ux250h"]),
  // 그 밖의 수입차
  model("volkswagen", "suv", "중형", ["티구안", "tiguan"]),
  model("volkswagen", "hatch", "준중형", ["골프", "golf"]),
  model("volkswagen", "sedan", "중형", ["파사트", "passat"]),
  model("porsche", "suv", "대형", ["카이엔", "cayenne"]),
  model("porsche", "suv", "중형", ["마칸", "macan"]),
  model("porsche", "sedan", "대형", ["타이칸", "taycan"], { electric: true }),
  model("porsche", "sedan", "대형", ["파나메라", "panamera"]),
  model("mini", "hatch", "소형", ["쿠퍼", "cooper"]),
  model("mini", "suv", "소형", ["컨트리맨", "countryman"]),
  model("toyota", "sedan", "중형", ["캠리", "camry"]),
  model("toyota", "suv", "중형", ["라브4", "rav4"]),
  model("toyota", "hatch", "준중형", ["프리우스", "prius"]),
  model("toyota", "van", "대형", ["시에나", "sienna"], { seats: [7, 8] }),
  model("landrover", "suv", "대형", ["디펜더", "defender"]),
  model("landrover", "suv", "대형", ["레인지로버", "rangerover"]),
  model("jeep", "suv", "중형", ["랭글러", "wrangler"]),
  model("polestar", "sedan", "중형", ["폴스타2"], { electric: true }),
  model("polestar", "suv", "중형", ["폴스타4"], { electric: true }),
];
