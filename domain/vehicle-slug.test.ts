import { romanize } from "es-hangul";
import { describe, expect, it } from "vitest";
import { BRANDS } from "./brands";
import { LATIN_NAMES, latinOfHangul, MAX_SLUG_LENGTH, slugFromName } from "./vehicle-slug";

const ASCII_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

describe("slugFromName", () => {
  it.each([
    ["쏘렌토 하이브리드 시그니처", "sorento-hybrid-signature"],
    ["쏘렌토 MQ4 하이브리드", "sorento-mq4-hybrid"],
    ["BMW 5시리즈 520i (G30)", "bmw-5-series-520i-g30"],
    ["  더 뉴 K5,  2.0 ", "the-new-k5-20"],
    ["그랜저 - 캘리그래피", "grandeur-calligraphy"],
    ["더뉴쏘렌토", "the-new-sorento"],
    ["올뉴쏘렌토MQ4", "all-new-sorento-mq4"],
    ["디 올 뉴 싼타페 7인승", "the-all-new-santafe-7-seater"],
    ["벤츠 E클래스 E300 4MATIC", "benz-e-class-e300-4matic"],
    ["현대 아반떼 CN7 1.6 인스퍼레이션", "hyundai-avante-cn7-16-inspiration"],
    ["Škoda Octavia", "skoda-octavia"],
    ["!!!", ""],
    ["テスト", ""],
    ["new-vehicle-1712345678901", "new-vehicle-1712345678901"],
  ])("%s → %s", (name, slug) => {
    expect(slugFromName(name)).toBe(slug);
  });

  it("romanises, whole, a Hangul word it has no Latin name for", () => {
    expect(slugFromName("쏘렌토 하이브리드 그래비티 노을")).toBe(`sorento-hybrid-gravity-${romanize("노을")}`);
    expect(romanize("노을")).toBe("noeul");
    // 레이 (Ray) is a known model, but not read out of a word it is only part of.
    expect(latinOfHangul("레이디")).toBe(romanize("레이디"));
  });

  it("gives lower-case ASCII letters, digits and single hyphens, at most 80 characters", () => {
    for (const name of ["쏘렌토 하이브리드 시그니처", `${"가".repeat(79)} 나다`, "  -- K5 / 2.0 -- ", "ㅋㅋ 캐스퍼!"]) {
      const slug = slugFromName(name);
      expect(slug).toMatch(ASCII_SLUG);
      expect(slug.length).toBeLessThanOrEqual(MAX_SLUG_LENGTH);
    }
  });

  it("has a Latin name for every Korean model and make name domain/brands.ts knows", () => {
    const korean = BRANDS.flatMap((b) => [...b.models, ...b.spellings]).filter((w) => /^[가-힣]+$/.test(w));
    expect(korean.length).toBeGreaterThan(40);
    for (const word of korean) expect(LATIN_NAMES.has(word), word).toBe(true);
  });
});
