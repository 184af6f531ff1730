import { describe, expect, it } from "vitest";
import { jamoOf, substringEditDistance, typoAllowance, typoDistance } from "./fuzzy-search";

describe("jamoOf", () => {
  it("splits syllables into their letters, compound ones too", () => {
    expect(jamoOf("팰리")).toEqual(["ㅍ", "ㅐ", "ㄹ", "ㄹ", "ㅣ"]);
    expect(jamoOf("값의")).toEqual(["ㄱ", "ㅏ", "ㅂ", "ㅅ", "ㅇ", "ㅡ", "ㅣ"]);
    expect(jamoOf("gn7")).toEqual(["g", "n", "7"]);
  });
});

describe("substringEditDistance", () => {
  const d = (query: string, text: string, limit?: number) => substringEditDistance(jamoOf(query), jamoOf(text), limit);

  it("is 0 for a part of the text, wherever it starts and ends", () => {
    expect(d("리세이", "팰리세이드")).toBe(0);
    expect(d("", "팰리세이드")).toBe(0);
  });
  it("counts one changed letter once, not the whole syllable", () => {
    expect(d("펠리세이드", "디올뉴팰리세이드lx3")).toBe(1);
    expect(d("그랜져", "더뉴그랜저ig")).toBe(1);
    expect(d("팰리세드", "팰리세이드")).toBe(2); // ㅇㅣ left out
  });
  it("counts insertions, deletions and substitutions of jamo", () => {
    expect(substringEditDistance([..."ㄱㄴㄷ"], [..."ㅏㅏㄱㄴㅏㄷㅏ"])).toBe(1);
    expect(substringEditDistance([..."ㄱㄴㄷ"], [..."ㄱㄷ"])).toBe(1);
    expect(substringEditDistance([..."ㄱㄴㄷ"], [..."ㄱㄴㄹㄷ"])).toBe(1);
    expect(substringEditDistance([..."ㄱㄴㄷ"], [])).toBe(3);
  });
  it("never edits Latin letters or digits, which tell models apart", () => {
    expect(d("e클래스", "벤츠c클래스c200")).toBe(Infinity);
    expect(d("g80", "제네시스g70")).toBe(Infinity);
    expect(d("그랜져gn7", "그랜저gn7")).toBe(1);
    expect(d("그랜저gn", "그랜저ign7")).toBeGreaterThan(2); // only by dropping the whole 그랜저
  });
  it("stops past the limit", () => {
    expect(d("펠리세이드", "아반떼cn7", 1)).toBe(2);
  });
});

describe("typoAllowance", () => {
  it("allows 1 from 5 jamo and 2 from 12", () => {
    expect(typoAllowance("그랜져")).toBe(1);
    expect(typoAllowance("펠리세이드")).toBe(1);
    expect(typoAllowance("펠리세이드 캘리그래피")).toBe(2);
  });
  it("allows none below two syllables, for Latin codes or for initial consonants", () => {
    expect(typoAllowance("괜")).toBe(0);
    expect(typoAllowance("뷁 e300")).toBe(0);
    expect(typoAllowance("sonata")).toBe(0);
    expect(typoAllowance("ㅍㄹㅅㅇㄷ")).toBe(0);
    expect(typoAllowance("   ")).toBe(0);
    expect(typoAllowance("기아")).toBe(0); // 4 jamo
  });
});

describe("typoDistance", () => {
  it("finds names a letter off", () => {
    expect(typoDistance("디 올 뉴 팰리세이드 LX3 2.5T 9인승 캘리그래피", "펠리세이드")).toBe(1);
    expect(typoDistance("더 뉴 그랜저 IG", "그랜져")).toBe(1);
    expect(typoDistance("쏘나타 DN8", "소나타")).toBe(1);
  });
  it("finds several words each a letter off", () => {
    const name = "디 올 뉴 팰리세이드 LX3 2.5T 9인승 캘리그래피";
    expect(typoDistance(name, "캘리그레피 펠리세이드")).toBe(2);
    expect(typoDistance(name, "9인승 펠리세이드")).toBe(1);
    expect(typoDistance(name, "아반떼 펠리세이드")).toBeNull();
    expect(typoDistance("벤츠 C클래스 C200 아방가르드", "벤츠 E클래스")).toBeNull();
  });
  it("finds nothing for unrelated names, short queries or initial consonants", () => {
    expect(typoDistance("더 뉴 아반떼 CN7", "펠리세이드")).toBeNull();
    expect(typoDistance("쏘렌토 MQ4", "펠리세이드")).toBeNull();
    expect(typoDistance("그랜저", "그")).toBeNull();
    expect(typoDistance("제네시스 G80", "g70")).toBeNull();
    expect(typoDistance("그랜저", "ㄱㄹㅊ")).toBeNull();
    expect(typoDistance("그랜저", "")).toBeNull();
  });
});
