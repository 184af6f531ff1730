import { describe, expect, it } from "vitest";
import { BRANDS, brandByKey, brandOf } from "./brands";

describe("brandOf", () => {
  it("reads the make a dealer writes, in either script, before any model name", () => {
    expect(brandOf("벤츠 E클래스 E300 4MATIC 아방가르드")).toBe("benz");
    expect(brandOf("Mercedes-Benz GLC 300")).toBe("benz");
    expect(brandOf("메르세데스 벤츠 S500")).toBe("benz");
    expect(brandOf("비엠더블유 520i")).toBe("bmw");
    expect(brandOf("BMW X3 20 xDrive M 스포츠")).toBe("bmw");
    expect(brandOf("르노코리아 XM3 1.3 TCe RE 시그니처")).toBe("renault");
    expect(brandOf("KG모빌리티 토레스 1.5T T7")).toBe("kgm");
    expect(brandOf("제네시스 GV80 3.5T AWD")).toBe("genesis");
    expect(brandOf("더 뉴 기아 레이 1.0 시그니처")).toBe("kia");
  });

  it("knows the models that are mostly written without their make", () => {
    expect(brandOf("더 뉴 아반떼 CN7 1.6 가솔린 인스퍼레이션")).toBe("hyundai");
    expect(brandOf("쏘렌토 MQ4 2.5T 시그니처")).toBe("kia");
    expect(brandOf("더 뉴 아이오닉5 롱레인지 2WD 프레스티지")).toBe("hyundai");
    expect(brandOf("더 뉴 EV6 롱레인지 2WD GT-Line")).toBe("kia");
    expect(brandOf("디 올 뉴 팰리세이드 LX3 2.5T 9인승 캘리그래피")).toBe("hyundai");
    expect(brandOf("그랜져 IG 2.4")).toBe("hyundai");
  });

  it("reads a make's spelling within a word, never across two", () => {
    // 롱레인지 프리미엄 holds 지프 once its space is gone.
    expect(brandOf("디 올 뉴 코나 일렉트릭 SX2 롱레인지 프리미엄")).toBe("hyundai");
    expect(brandOf("올뉴르노코리아 QM6")).toBe("renault");
    expect(brandOf("BMW520i")).toBe("bmw");
    expect(brandOf("더뉴벤츠 E300")).toBe("benz");
  });

  it("matches a model as a whole word, so a trim number is not a model", () => {
    expect(brandOf("더 뉴 K5 3세대 1.6T 시그니처")).toBe("kia");
    expect(brandOf("K50 특장차")).toBeNull();
    expect(brandOf("알 수 없는 차량")).toBeNull();
  });
});

describe("brandByKey", () => {
  it("finds a brand by its URL value in any letter case and ignores unknown ones", () => {
    expect(brandByKey("KIA")?.label).toBe("기아");
    expect(brandByKey(" benz ")?.label).toBe("벤츠");
    expect(brandByKey("nope")).toBeNull();
    expect(brandByKey(null)).toBeNull();
  });
  it("has distinct keys and labels", () => {
    expect(new Set(BRANDS.map((b) => b.key)).size).toBe(BRANDS.length);
    expect(new Set(BRANDS.map((b) => b.label)).size).toBe(BRANDS.length);
  });
});
