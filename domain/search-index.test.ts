import { describe, expect, it } from "vitest";
import { typoDistance, typoDistanceOfJamo } from "./fuzzy-search";
import { matchesVehicleName } from "./search";
import {
  type AnyOf,
  jamoFormsOfKey,
  type KeyMatch,
  type NearPart,
  nearPlan,
  type SearchKeys,
  searchKeys,
  searchPlan,
} from "./search-index";

/** The plan evaluated the way the database does: LIKE as `includes`, the pattern as a regular expression. */
function keyMatch(keys: SearchKeys, match: KeyMatch): boolean {
  return (
    match.contains.every(({ key, part }) => keys[key].includes(part)) &&
    (match.pattern === undefined || new RegExp(match.pattern, "u").test(keys.text))
  );
}
const anyOf = (keys: SearchKeys, alternatives: AnyOf) => alternatives.some((m) => keyMatch(keys, m));
function planMatches(name: string, query: string): boolean {
  const plan = searchPlan(query);
  if (!plan) return true;
  const keys = searchKeys(name);
  return anyOf(keys, plan.whole) || (plan.words?.every((w) => anyOf(keys, w)) ?? false);
}
const nearMatches = (keys: SearchKeys, part: NearPart | null) =>
  part?.pieces.some((piece) => keys.jamo.includes(piece)) ?? false;
function nearCandidate(name: string, query: string): boolean {
  const plan = nearPlan(query);
  if (!plan) return false;
  const keys = searchKeys(name);
  return (
    nearMatches(keys, plan.whole) ||
    (plan.words?.every((w) => anyOf(keys, w.exact) || nearMatches(keys, w.near)) ?? false)
  );
}

const NAMES = [
  "그랜저 하이브리드 GN7 1.6T 캘리그래피",
  "디 올 뉴 그랜저 GN7 2.5 가솔린 프리미엄",
  "더 뉴 그랜저 IG 2.5 르블랑",
  "쏘나타 디 엣지 DN8 2.0 가솔린 프리미엄",
  "쏘렌토 MQ4 2.5T 시그니처",
  "더 뉴 아반떼 CN7 1.6 가솔린 인스퍼레이션",
  "디 올 뉴 팰리세이드 LX3 2.5T 9인승 캘리그래피",
  "벤츠 E클래스 E300 4MATIC 아방가르드",
  "BMW 520i M 스포츠",
  "아우디 A6 45 TFSI 콰트로 프리미엄",
  "제네시스 G80 RG3 2.5T AWD",
  "꼬마 ㄸ빵 짜장",
  "캐스퍼 1.0 터보 디 에센셜",
  "소나타 100% (구형) [특가]_리스",
  "K5 2.0 LPi+ 트렌디*",
];

const QUERIES = [
  "그랜저",
  "그랜저하이브리드",
  "그랜저 하이브리드",
  "ㄱㄹㅈ",
  "ㄱ ㄹ ㅈ",
  "그랜ㅈ",
  "ㅎㅇㅂㄹㄷ",
  "ㅆㄹㅌ",
  "ㅅㄹㅌ",
  "ㅅㄴㅌ",
  "ㅆㄴㅌ",
  "ㄲㄹㅈ",
  "ㄱㅁ",
  "ㅈㅈ",
  "ㄸ",
  "ㅂ",
  "gn7",
  "520I m",
  "benz",
  "Benz e300",
  "벤츠 아방가르드",
  "비엠더블유",
  "ㅂㅊ",
  "아반떼 가솔린",
  "100%",
  "(구형)",
  "[특가]",
  "lpi+",
  "트렌디*",
  "_",
  "-",
  "나",
  "캘리그래피 gn7",
  "G80",
];

describe("searchPlan", () => {
  it("selects exactly the names matchesVehicleName accepts", () => {
    for (const name of NAMES) {
      for (const query of QUERIES) {
        expect(planMatches(name, query), `${name} ← ${query}`).toBe(matchesVehicleName(name, query));
      }
    }
  });

  it("asks the trigram-indexed keys for parts: jamo for syllables, initials for consonants", () => {
    const syllables = searchPlan("그랜저")!.whole[0]!;
    expect(syllables.contains).toEqual([
      { key: "jamo", part: "ㄱㅡㄹㅐㄴㅈㅓ" },
      { key: "text", part: "그랜저" },
    ]);
    const consonants = searchPlan("ㅆㄴㅌ")!.whole[0]!;
    expect(consonants.contains).toEqual([{ key: "initials", part: "ㅅㄴㅌ" }]);
    expect(consonants.pattern).toMatch(/^\[ㅆ/);
  });

  it("is null for a blank query and matches nothing for punctuation", () => {
    expect(searchPlan("  ")).toBeNull();
    expect(searchPlan("_-")).toEqual({ whole: [], words: null });
  });
});

describe("searchKeys", () => {
  it("keeps the name as written and with brands unified, its folded initials and its jamo", () => {
    expect(searchKeys("벤츠 E300")).toEqual({
      text: "벤츠e300 benze300",
      initials: "ㅂㅊe300 benze300",
      jamo: "ㅂㅔㄴㅊㅡe300 benze300",
    });
    expect(searchKeys("쏘렌토").initials).toBe("ㅅㄹㅌ");
  });
});

describe("nearPlan", () => {
  const typos = ["펠리세이드", "그랜져", "소렌토", "쏘나터", "아반때 가솔린", "캘리그라피 gn7", "제네시즈 g80"];

  it("selects every name a typo or two off (a superset, measured afterwards)", () => {
    for (const query of typos) {
      for (const name of NAMES) {
        if (typoDistance(name, query) !== null) expect(nearCandidate(name, query), `${name} ← ${query}`).toBe(true);
      }
    }
    expect(typoDistance("디 올 뉴 팰리세이드 LX3", "펠리세이드")).toBe(1);
    expect(nearCandidate("디 올 뉴 팰리세이드 LX3", "펠리세이드")).toBe(true);
  });

  it("leaves out names sharing no piece of the query", () => {
    expect(nearCandidate("쏘나타 디 엣지 DN8", "펠리세이드")).toBe(false);
  });

  it("is null when the query allows no typo", () => {
    expect(nearPlan("ㄱㄹㅈ")).toBeNull();
    expect(nearPlan("g80")).toBeNull();
    expect(nearPlan("차")).toBeNull();
  });

  it("measures from the stored jamo key as from the name", () => {
    for (const name of NAMES) {
      for (const query of typos) {
        expect(typoDistanceOfJamo(name, jamoFormsOfKey(searchKeys(name).jamo), query)).toBe(typoDistance(name, query));
      }
    }
  });
});
