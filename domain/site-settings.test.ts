import { describe, expect, it } from "vitest";
import { companyLineParts, siteConfigSchema, siteSettingsSchema } from "./site-config";
import { LOGO_URL_INVALID } from "./site-logo";
import { channelHref, placeholderFields, placeholderWarning, publicSiteConfig } from "./site-settings";

const fresh = siteConfigSchema.parse({});

describe("site settings", () => {
  it("flags a fresh install's stand-ins, and nothing an operator would really write", () => {
    expect(placeholderFields(fresh)).toEqual([
      "name",
      "tagline",
      "company",
      "owner",
      "businessNumber",
      "address",
      "phone",
      "email",
      "messengerUrl",
      "videoUrl",
      "photoUrl",
      "cafeUrl",
    ]);
    const real = {
      ...fresh,
      name: "바른렌트",
      tagline: "직장인 장기렌트 전문",
      company: "(주)바른렌트",
      email: "help@bareun.kr",
      owner: "김대표",
      businessNumber: "214-86-12341",
      address: "서울특별시 강남구 테헤란로 123",
      phone: "1644-1234",
      messengerUrl: "https://pf.kakao.com/_bareun",
      videoUrl: "https://www.youtube.com/@bareun",
      photoUrl: "",
      cafeUrl: "https://m.cafe.naver.com/bareun",
    };
    expect(placeholderFields(real)).toEqual([]);
    for (const phone of ["02-000-0000", "010-0000-0000", "1588-0000"])
      expect(placeholderFields({ ...real, phone }), phone).toEqual(["phone"]);
    expect(placeholderFields({ ...real, address: "부산광역시 해운대구 센텀로 00" })).toEqual(["address"]);
    // A number whose check digit fails is on no 사업자등록증: a typo, or not the business's own.
    expect(placeholderFields({ ...real, businessNumber: "123-45-67890" })).toEqual(["businessNumber"]);
    // The project's own name and tagline are stand-ins too, however they are spaced; no logo is a choice.
    expect(placeholderFields({ ...real, name: " 렌트픽 ", tagline: fresh.tagline, logo: "" })).toEqual([
      "name",
      "tagline",
    ]);
  });

  it("names the stand-ins in one line for the start log, and says nothing once they are set", () => {
    const url = "http://localhost:3000/admin/settings";
    expect(placeholderWarning(fresh, url)).toBe(
      "경고: 사이트에 임시 값이 표시되고 있습니다 - 사이트 이름(렌트픽), 한 줄 소개(저신용·무심사 장기렌트, 전국 즉시 출고), 상호((주)렌트픽), 대표자(홍길동), 사업자등록번호(000-00-00000), " +
        "주소(서울특별시 강남구 테헤란로 000), 전화(1588-0000), 이메일(help@rentpick.kr), " +
        "카카오 채널(https://pf.kakao.com/), 영상 채널(https://www.youtube.com/), " +
        "사진 채널(https://www.instagram.com/), 카페(https://cafe.naver.com/). " +
        `관리자 사이트 설정(${url})에서 바꿔주세요.`,
    );
    const set = siteConfigSchema.parse({
      SITE_NAME: "바른렌트",
      SITE_TAGLINE: "직장인 장기렌트 전문",
      SITE_COMPANY: "(주)바른렌트",
      SITE_EMAIL: "help@bareun.kr",
      SITE_OWNER: "김대표",
      SITE_BUSINESS_NUMBER: "214-86-12341",
      SITE_ADDRESS: "서울특별시 강남구 테헤란로 123",
      SITE_PHONE: "1644-1234",
      SITE_MESSENGER_URL: "https://pf.kakao.com/_bareun",
      SITE_VIDEO_URL: "https://www.youtube.com/@bareun",
      SITE_PHOTO_URL: "https://www.instagram.com/bareun",
      SITE_CAFE_URL: "https://cafe.naver.com/bareun",
    });
    expect(placeholderWarning(set, url)).toBeNull();
  });

  it("hides a channel that opens only a platform's front page, and keeps the business's own", () => {
    for (const url of [
      "https://pf.kakao.com/",
      "https://www.youtube.com",
      "http://m.cafe.naver.com/",
      "javascript:x",
      "",
    ])
      expect(channelHref(url), url).toBeNull();
    for (const url of ["https://pf.kakao.com/_abc", "https://www.youtube.com/@shop", "https://blog.example.kr/"])
      expect(channelHref(url), url).toBe(url);
    expect(publicSiteConfig(fresh)).toMatchObject({ messengerUrl: "", videoUrl: "", cafeUrl: "", phone: "1588-0000" });
  });

  it("reads a SITE_COMPANY written as the whole business line into its parts", () => {
    expect(
      companyLineParts(
        "(주)옛렌트 | 대표 이옛날 | 사업자등록번호 123-45-67890 | 통신판매업 제2020-부산-1호 | 부산 센텀로 1",
      ),
    ).toEqual({
      company: "(주)옛렌트",
      owner: "이옛날",
      businessNumber: "123-45-67890",
      mailOrderNumber: "제2020-부산-1호",
      address: "부산 센텀로 1",
    });
    expect(companyLineParts("(주)새렌트")).toEqual({ company: "(주)새렌트" });
    // Variables of their own win over the line.
    expect(siteConfigSchema.parse({ SITE_COMPANY: "A | 대표 갑 | 서울", SITE_OWNER: "을" })).toMatchObject({
      company: "A",
      owner: "을",
      address: "서울",
    });
  });

  it("writes what the form takes the site's way", () => {
    expect(
      siteSettingsSchema.parse({
        company: "  (주)바른\n렌트 ",
        businessNumber: "214 86 12341",
        phone: "16441234",
        messengerUrl: "pf.kakao.com/_bareun",
        cafeUrl: "",
      }),
    ).toEqual({
      company: "(주)바른 렌트",
      businessNumber: "214-86-12341",
      phone: "1644-1234",
      messengerUrl: "https://pf.kakao.com/_bareun",
      cafeUrl: "",
    });
    expect(siteSettingsSchema.parse({ phone: "02 123 4567" }).phone).toBe("02-123-4567");
    expect(siteSettingsSchema.safeParse({ phone: "1234" }).success).toBe(false);
    expect(siteSettingsSchema.safeParse({ messengerUrl: "ftp://x.kr/a" }).success).toBe(false);
  });
});

describe("the brand in 사이트 설정", () => {
  const issues = (input: unknown) => {
    const result = siteSettingsSchema.safeParse(input);
    return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
  };

  it("takes a name and a tagline written on one line, the name required, both within their limits", () => {
    expect(siteSettingsSchema.parse({ name: "  바른\n렌트 ", tagline: " 직장인  장기렌트 " })).toEqual({
      name: "바른 렌트",
      tagline: "직장인 장기렌트",
    });
    expect(issues({ name: "   " })).toEqual({ name: "사이트 이름을 입력해주세요" });
    expect(issues({ name: "가".repeat(31) })).toEqual({ name: "사이트 이름은 30자 이내로 입력해주세요" });
    expect(issues({ tagline: "가".repeat(61) })).toEqual({ tagline: "한 줄 소개는 60자 이내로 입력해주세요" });
    // No tagline is a choice: the footer and the JSON-LD leave it out.
    expect(siteSettingsSchema.parse({ tagline: "" })).toEqual({ tagline: "" });
  });

  it("keeps a logo only as empty or as an image this site stored, never an address typed in", () => {
    const stored = `/media/${"a1".repeat(16)}/320.webp`;
    expect(siteSettingsSchema.parse({ logo: stored })).toEqual({ logo: stored });
    expect(siteSettingsSchema.parse({ logo: "" })).toEqual({ logo: "" });
    for (const logo of [
      "https://evil.example/logo.svg",
      "javascript:alert(1)",
      `/media/${"a1".repeat(16)}/original.svg`,
      "/media/../../etc/passwd",
      42,
    ])
      expect(issues({ logo }), String(logo)).toEqual({ logo: LOGO_URL_INVALID });
  });
});
