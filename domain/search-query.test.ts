import { describe, expect, it } from "vitest";
import { matchesVehicleName } from "./search";
import { searchKeys } from "./search-index";
import { prepareName } from "./search-names";
import {
  fromEnglishMode,
  type ListingFacts,
  PART,
  RANK,
  readSearchQuery,
  searchRank,
  splitWord,
  wordNamesPlan,
  wordRank,
} from "./search-query";
import { buildVocabulary, extendVocabulary, SEARCH_VOCABULARY, withSynonyms } from "./search-vocabulary";

const parts = (word: string) => splitWord(word, SEARCH_VOCABULARY).map((p) => `${p.text}${p.words.length ? "*" : ""}`);
const rank = (listing: ListingFacts, query: string) => searchRank(listing, readSearchQuery(query)!);
/** The rank of a vocabulary reading whose worst part ranks `worst` (0..2 placed, 5 hinted, 6 a stored field). */
const read = (worst: number, others = 0) => RANK.read + PART * worst + others;

describe("splitWord", () => {
  it("reads compounds written without spaces as their terms", () => {
    expect(parts("쏘렌토하이브리드")).toEqual(["쏘렌토*", "하이브리드*"]);
    expect(parts("중형suv")).toEqual(["중형*", "suv*"]);
    expect(parts("k5lpg")).toEqual(["k5*", "lpg*"]);
    expect(parts("준중형")).toEqual(["준중형*"]);
  });

  it("keeps what is left between terms as typed, but never a single letter", () => {
    expect(parts("더뉴그랜저")).toEqual(["더뉴", "그랜저*"]);
    expect(parts("인스퍼레이션")).toEqual(["인스퍼레이션"]);
    expect(parts("ㄱㄹㅈ")).toEqual(["ㄱㄹㅈ"]);
  });

  it("never cuts a run of Latin letters or digits", () => {
    expect(parts("ev6")).toEqual(["ev6*"]);
    expect(parts("ev10")).toEqual(["ev10"]);
    expect(parts("chevrolet")).toEqual(["chevrolet*"]);
    expect(parts("a61")).toEqual(["a61"]);
    expect(parts("20lpi")).toEqual(["20", "lpi*"]);
  });
});

describe("fromEnglishMode", () => {
  it("reads Latin letters typed on a Korean keyboard left in English mode", () => {
    expect(fromEnglishMode("rmfoswj")).toBe("그랜저");
    expect(fromEnglishMode("Thfpsxh")).toBe("쏘렌토");
    expect(fromEnglishMode("dkdldhslr5")).toBe("아이오닉5");
    expect(fromEnglishMode("rmfoswj gkdlqmflem")).toBe("그랜저 하이브리드");
  });

  it("leaves alone words that make no whole syllables: names, codes, initials", () => {
    for (const word of ["bmw", "benz", "sonata", "kona", "suv", "gv80", "ray", "tesla", "rs", "1 OR 1=1"])
      expect(fromEnglishMode(word), word).toBeNull();
  });
});

describe("searchRank", () => {
  const ray: ListingFacts = { name: "더 뉴 기아 레이 1.0 시그니처", brand: "kia", fuel: "가솔린" };
  const inspiration: ListingFacts = { name: "더 뉴 투싼 NX4 1.6T 인스퍼레이션", brand: "hyundai", fuel: "가솔린" };
  const ioniq: ListingFacts = { name: "더 뉴 아이오닉5 롱레인지", brand: "hyundai", fuel: "전기", category: "전기차" };
  const gv80: ListingFacts = {
    name: "제네시스 GV80 쿠페 3.5T 48V 일렉트릭 슈퍼차저",
    brand: "genesis",
    fuel: "가솔린",
  };

  it("puts whole words before the start of a word before a part of one", () => {
    expect(rank(ray, "레이")).toBe(RANK.typed);
    expect(rank(inspiration, "레이")).toBe(RANK.typed + 2);
    expect(rank({ name: "더 뉴 K5 3세대" }, "K5")).toBe(RANK.typed);
    expect(rank({ name: "K50 특장" }, "K5")).toBe(RANK.typed + 1);
    expect(rank(ioniq, "아이오닉")).toBe(RANK.typed);
  });

  it("finds what the vocabulary reads, after what matches as typed", () => {
    expect(rank(ioniq, "전기차")).toBe(read(5)); // an electric-only model
    expect(rank({ ...ioniq, name: "니로 EV" }, "전기차")).toBe(read(0));
    expect(rank({ name: "그랜저 IG 전기형", fuel: "가솔린" }, "전기차")).toBeNull(); // 전기형: an early model year
    expect(rank({ name: "더 뉴 K5 2.0", brand: "kia" }, "케이5")).toBe(read(0));
    expect(rank({ name: "더 뉴 레이 1.0", brand: "kia" }, "기아")).toBe(read(6));
    expect(rank(ray, "기아")).toBe(RANK.typed);
  });

  it("does not take a word inside another for a term", () => {
    expect(rank(gv80, "전기차")).toBeNull(); // 일렉트릭 슈퍼차저
    expect(rank({ name: "Chevrolet Malibu", brand: "chevrolet" }, "하이브리드")).toBeNull(); // c-hev-rolet
    expect(rank(inspiration, "경차")).toBeNull(); // 인스퍼-레이-션
    expect(rank(ray, "경차")).toBe(read(5));
  });

  it("reads a stated seat count over the seats a model comes with", () => {
    const carnival9 = { name: "카니발 KA4 2.2 디젤 9인승" };
    expect(rank(carnival9, "9인승")).toBe(RANK.typed);
    expect(rank(carnival9, "7인승")).toBeNull();
    expect(rank({ name: "카니발 KA4 2.2 디젤" }, "7인승")).toBe(read(5));
  });

  it("ranks a reading by its worst part, then by the others", () => {
    const palisade = { name: "팰리세이드 LX3 하이브리드 7인승", brand: "hyundai" };
    const santafe = { name: "싼타페 MX5 하이브리드", brand: "hyundai" };
    expect(rank(palisade, "현대 7인승")).toBe(read(6, 0));
    expect(rank(santafe, "현대 7인승")).toBe(read(6, 5));
  });

  it("reads each listing's stored fields, so listings sharing a name may differ", () => {
    expect(rank({ name: "쏘렌토 MQ4", fuel: "디젤" }, "쏘렌토디젤")).toBe(read(6));
    expect(rank({ name: "쏘렌토 MQ4", fuel: "가솔린" }, "쏘렌토디젤")).toBeNull();
  });

  it("leaves out words that ask for nothing", () => {
    expect(rank({ name: "디 올 뉴 그랜저 GN7" }, "그랜저 장기렌트")).toBe(read(0));
    expect(readSearchQuery("장기렌트")!.interpretations[0]!.reading).toBeNull();
  });

  it("ranks English-mode readings after everything else", () => {
    expect(rank({ name: "디 올 뉴 그랜저 GN7" }, "rmfoswj")).toBe(RANK.englishMode + RANK.typed);
  });

  it("keeps typos after the vocabulary, initials never a typo", () => {
    expect(rank({ name: "더 뉴 팰리세이드 LX2" }, "펠리세이드")).toBe(read(0));
    expect(rank({ name: "제네시스 G80" }, "제네시쓰")).toBe(RANK.typo + 1);
    expect(rank({ name: "그랜저 GN7" }, "ㄱㄹㅊ")).toBeNull();
    expect(readSearchQuery("  ")).toBeNull();
  });
});

describe("searchRank as typed", () => {
  const NAMES = [
    "그랜저 하이브리드 GN7 1.6T 캘리그래피",
    "더 뉴 그랜저 IG 2.5 르블랑",
    "쏘나타 디 엣지 DN8 2.0 가솔린 프리미엄",
    "쏘렌토 MQ4 2.5T 시그니처",
    "벤츠 E클래스 E300 4MATIC 아방가르드",
    "Mercedes-Benz C200",
    "메르세데스 벤츠 S500",
    "비엠더블유 X3",
    "BMW 520i M 스포츠",
    "아우디 A6 45 TFSI 콰트로 프리미엄",
    "꼬마 ㄸ빵 짜장",
    "소나타 100% (구형) [특가]_리스",
    "K5 2.0 LPi+ 트렌디*",
    "\u1100\u1105\u110c 표기",
    "🚗 캐스퍼 1.0",
  ];
  const QUERIES = [
    "그랜저",
    "그랜저하이브리드",
    "ㄱㄹㅈ",
    "ㄱ ㄹ ㅈ",
    "그랜ㅈ",
    "ㅅㄴㅌ",
    "ㅆㄴㅌ",
    "ㄲㄹㅈ",
    "ㄸ",
    "gn7",
    "520I m",
    "benz",
    "Benz e300",
    "벤츠",
    "mercedes",
    "벤츠 아방가르드",
    "비엠더블유",
    "bmw x3",
    "아우디 a6",
    "100%",
    "[특가]",
    "lpi+",
    "_",
    "그랜저 _",
    "캐스퍼",
    "🚗",
  ];

  it("matches exactly the names matchesVehicleName does", () => {
    const plain = buildVocabulary([]);
    for (const name of NAMES) {
      for (const query of QUERIES) {
        const read = readSearchQuery(query, plain);
        const rank = read ? searchRank({ name }, read) : 0;
        const typed = rank !== null && rank < RANK.read;
        expect(typed, `${name} ← ${query}`).toBe(matchesVehicleName(name, query));
      }
    }
  });
});

describe("extendVocabulary", () => {
  it("takes synonyms at run time", () => {
    const vocabulary = extendVocabulary(SEARCH_VOCABULARY, [{ terms: ["패밀리카"], hints: ["카니발", "스타리아"] }]);
    const query = readSearchQuery("패밀리카", vocabulary)!;
    expect(searchRank({ name: "카니발 KA4 9인승" }, query)).toBe(read(5));
    expect(searchRank({ name: "더 뉴 레이" }, query)).toBeNull();
    expect(vocabulary.id).not.toBe(SEARCH_VOCABULARY.id);
    expect(readSearchQuery("패밀리카")!.interpretations[0]!.reading).toBeNull();
  });
});

describe("withSynonyms", () => {
  it("reads a staff synonym of a known word as that word, fields and hints included", () => {
    const vocabulary = withSynonyms(SEARCH_VOCABULARY, [
      { term: "붕붕이", meaning: "그랜저" },
      { term: "찌릿이", meaning: "전기차" },
    ]);
    const grandeur = readSearchQuery("붕붕이", vocabulary)!;
    expect(searchRank({ name: "디 올 뉴 그랜저 GN7 2.5 익스클루시브" }, grandeur)).not.toBeNull();
    expect(searchRank({ name: "더 뉴 쏘나타 디 엣지" }, grandeur)).toBeNull();
    const electric = readSearchQuery("찌릿이", vocabulary)!;
    expect(searchRank({ name: "아무 이름", fuel: "전기" }, electric)).not.toBeNull();
    expect(readSearchQuery("붕붕이")!.interpretations[0]!.reading).toBeNull();
  });

  it("reads a synonym of an unknown name as listings whose names say it", () => {
    const vocabulary = withSynonyms(SEARCH_VOCABULARY, [{ term: "구구팔", meaning: "새모델 X9" }]);
    const query = readSearchQuery("구구팔", vocabulary)!;
    expect(searchRank({ name: "더 뉴 새모델 X9 프레스티지" }, query)).not.toBeNull();
    expect(searchRank({ name: "더 뉴 레이" }, query)).toBeNull();
  });

  it("keeps the base vocabulary when there are none", () => {
    expect(withSynonyms(SEARCH_VOCABULARY, [])).toBe(SEARCH_VOCABULARY);
  });
});

describe("wordNamesPlan", () => {
  /** The plan evaluated as the database does (LIKE as `includes`), as in search-index.test.ts. */
  const selects = (name: string, plan: ReturnType<typeof wordNamesPlan>) => {
    const keys = searchKeys(name);
    return plan.some((m) => m.contains.every(({ key, part }) => keys[key].includes(part)));
  };
  const NAMES = [
    "더 뉴 기아 레이 1.0 시그니처",
    "더 뉴 K5 2.0 LPi 트렌디",
    "벤츠 E클래스 E300 4MATIC 아방가르드",
    "BMW 520i M 스포츠",
    "테슬라 모델Y RWD",
    "디 올 뉴 팰리세이드 LX3 2.5T 9인승 캘리그래피",
    "더 뉴 카니발 KA4 1.6T 하이브리드 9인승 시그니처",
    "디 올 뉴 니로 EV 어스",
    "제네시스 GV80 3.5T AWD",
    "KG모빌리티 렉스턴 뉴 아레나 2.2 디젤 4WD 노블레스",
    "Mercedes-Benz GLC 300",
  ];

  it("selects every name a vocabulary word's spellings or hints are in", () => {
    for (const word of SEARCH_VOCABULARY.words) {
      const plan = wordNamesPlan(word);
      for (const name of NAMES) {
        const byName = wordRank({ ...word, fields: undefined }, { name }, prepareName(name));
        if (byName !== null) expect(selects(name, plan), `${name} ← word ${word.id}`).toBe(true);
      }
    }
  });
});
