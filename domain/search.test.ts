import { describe, expect, it } from "vitest";
import { hasImportedBrand, initialConsonants, matchesVehicleName, normalizeSearchText } from "./search";

describe("normalizeSearchText", () => {
  it("drops spaces and punctuation and lower-cases", () => {
    expect(normalizeSearchText(" 그랜저 하이브리드 ")).toBe("그랜저하이브리드");
    expect(normalizeSearchText("GV80 3.5T")).toBe("gv8035t");
    expect(normalizeSearchText("메르세데스-벤츠")).toBe("메르세데스벤츠");
  });
  it("turns conjoining initials into the usual consonant letters", () => {
    expect(normalizeSearchText("\u1100\u1105\u110c")).toBe("ㄱㄹㅈ");
  });
});

describe("initialConsonants", () => {
  it("replaces each syllable by its initial consonant", () => {
    expect(initialConsonants("그랜저")).toBe("ㄱㄹㅈ");
    expect(initialConsonants("쏘렌토 MQ4")).toBe("ㅆㄹㅌ MQ4");
    expect(initialConsonants("팰리세이드")).toBe("ㅍㄹㅅㅇㄷ");
  });
});

describe("matchesVehicleName", () => {
  const grandeur = "그랜저 하이브리드 GN7 1.6T 캘리그래피";

  it("is case- and space-insensitive", () => {
    expect(matchesVehicleName(grandeur, "그랜저하이브리드")).toBe(true);
    expect(matchesVehicleName(grandeur, "그랜저 하이브리드")).toBe(true);
    expect(matchesVehicleName(grandeur, "gn7")).toBe(true);
    expect(matchesVehicleName("BMW 520i M 스포츠", "520I m")).toBe(true);
    expect(matchesVehicleName(grandeur, "쏘나타")).toBe(false);
  });

  it("matches initial consonants, alone or mixed with syllables", () => {
    expect(matchesVehicleName(grandeur, "ㄱㄹㅈ")).toBe(true);
    expect(matchesVehicleName(grandeur, "ㄱ ㄹ ㅈ")).toBe(true);
    expect(matchesVehicleName(grandeur, "그랜ㅈ")).toBe(true);
    expect(matchesVehicleName(grandeur, "ㅎㅇㅂㄹㄷ")).toBe(true);
    expect(matchesVehicleName("쏘렌토 MQ4", "ㅆㄹㅌ")).toBe(true);
    expect(matchesVehicleName(grandeur, "ㄱㄹㅊ")).toBe(false);
  });

  it("lets a plain initial consonant stand for its double one, not the other way round", () => {
    expect(matchesVehicleName("쏘나타 DN8", "ㅅㄴㅌ")).toBe(true);
    expect(matchesVehicleName("쏘나타 DN8", "ㅆㄴㅌ")).toBe(true);
    expect(matchesVehicleName("쏘렌토 MQ4", "ㅅㄹㅌ")).toBe(true);
    expect(matchesVehicleName("아반떼 CN7", "ㅇㅂㄷ")).toBe(true);
    expect(matchesVehicleName("꼬마 ㄸ빵 짜장", "ㄱㅁ")).toBe(true);
    expect(matchesVehicleName("빵", "ㅂ")).toBe(true);
    expect(matchesVehicleName("짜장", "ㅈㅈ")).toBe(true);
    expect(matchesVehicleName("소나타", "ㅆㄴㅌ")).toBe(false);
    expect(matchesVehicleName("그랜저 GN7", "ㄲㄹㅈ")).toBe(false);
  });

  it("matches brand spellings in either script", () => {
    const benz = "벤츠 E클래스 E300 4MATIC 아방가르드";
    expect(matchesVehicleName(benz, "benz")).toBe(true);
    expect(matchesVehicleName(benz, "Benz")).toBe(true);
    expect(matchesVehicleName(benz, "벤츠")).toBe(true);
    expect(matchesVehicleName(benz, "ㅂㅊ")).toBe(true);
    expect(matchesVehicleName(benz, "mercedes")).toBe(true);
    expect(matchesVehicleName("Mercedes-Benz C200", "벤츠")).toBe(true);
    expect(matchesVehicleName("BMW 520i M 스포츠", "비엠더블유")).toBe(true);
    expect(matchesVehicleName("비엠더블유 X3", "bmw")).toBe(true);
    expect(matchesVehicleName("비엠더블유 X3", "BMW X3")).toBe(true);
    expect(matchesVehicleName("아우디 A6 45 TFSI", "Audi")).toBe(true);
    expect(matchesVehicleName("Audi A6", "아우디 a6")).toBe(true);
    expect(matchesVehicleName("아우디 A6", "벤츠")).toBe(false);
  });

  it("matches several words in any order", () => {
    const benz = "벤츠 E클래스 E300 4MATIC 아방가르드";
    expect(matchesVehicleName(benz, "벤츠 아방가르드")).toBe(true);
    expect(matchesVehicleName(benz, "아방가르드 benz")).toBe(true);
    expect(matchesVehicleName(benz, "아방가르드 bmw")).toBe(false);
  });

  it("matches everything for a blank query", () => {
    expect(matchesVehicleName(grandeur, "")).toBe(true);
    expect(matchesVehicleName(grandeur, "   ")).toBe(true);
  });

  it("matches nothing for a query of only ignored punctuation", () => {
    for (const query of ["_", "-", "._", "_ -"]) expect(matchesVehicleName(grandeur, query)).toBe(false);
    expect(matchesVehicleName(grandeur, "그랜저 _")).toBe(true);
  });
});

describe("hasImportedBrand", () => {
  it.each(["벤츠 E300", "Benz", "BMW 320i", "비엠더블유", "아우디 Q5", "audi a4", "메르세데스 S클래스"])(
    "%s is imported",
    (name) => {
      expect(hasImportedBrand(name)).toBe(true);
    },
  );
  it.each(["그랜저", "볼보 XC60", "테슬라 모델Y", ""])("%s is not by name", (name) => {
    expect(hasImportedBrand(name)).toBe(false);
  });
});
