import { z } from "./zod";

/** Business details shown on every page; each can be overridden by the SITE_* environment variable of the same name. */
export const siteConfigSchema = z
  .object({
    SITE_NAME: z.string().min(1).default("렌트픽"),
    SITE_TAGLINE: z.string().min(1).default("저신용·무심사 장기렌트, 전국 즉시 출고"),
    SITE_PHONE: z
      .string()
      .regex(/^[0-9-]{8,13}$/, "전화번호 형식이어야 합니다")
      .default("1588-0000"),
    SITE_HOURS: z.string().min(1).default("평일·주말 10:00-23:00"),
    SITE_MESSENGER_ID: z.string().min(1).default("@렌트픽"),
    SITE_EMAIL: z.email().default("help@rentpick.kr"),
    SITE_COMPANY: z
      .string()
      .min(1)
      .default("(주)렌트픽 | 대표 홍길동 | 사업자등록번호 000-00-00000 | 서울특별시 강남구 테헤란로 000"),
    SITE_MESSENGER_URL: z.url().default("https://pf.kakao.com/"),
    SITE_VIDEO_URL: z.url().default("https://www.youtube.com/"),
    SITE_PHOTO_URL: z.url().default("https://www.instagram.com/"),
    SITE_CAFE_URL: z.url().default("https://cafe.naver.com/"),
  })
  .transform((s) => ({
    name: s.SITE_NAME,
    tagline: s.SITE_TAGLINE,
    phone: s.SITE_PHONE,
    hours: s.SITE_HOURS,
    messengerId: s.SITE_MESSENGER_ID,
    email: s.SITE_EMAIL,
    company: s.SITE_COMPANY,
    messengerUrl: s.SITE_MESSENGER_URL,
    videoUrl: s.SITE_VIDEO_URL,
    photoUrl: s.SITE_PHOTO_URL,
    cafeUrl: s.SITE_CAFE_URL,
  }));

export type SiteConfig = z.output<typeof siteConfigSchema>;
