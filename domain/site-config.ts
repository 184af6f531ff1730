import {
  type BusinessHours,
  type DayHours,
  dayHoursValid,
  isCalendarDate,
  MAX_HOLIDAYS,
  minutesOf,
  serializeBusinessHours,
  WEEKDAY_LABELS,
} from "./business-hours";
import { formatPhone, isKoreanPhone, phoneDigits } from "./phone";
import { isLogoUrl, LOGO_URL_INVALID } from "./site-logo";
import {
  businessNumberChecks,
  DEFAULT_COMPANY,
  DEFAULT_EMAIL,
  DEFAULT_SITE_NAME,
  DEFAULT_TAGLINE,
  formatBusinessNumber,
} from "./site-settings";
import { z } from "./zod";

/**
 * A SITE_COMPANY written the old way, as the whole business line (`(주)렌트픽 | 대표 홍길동 | 사업자등록번호
 * 000-00-00000 | 서울특별시 …`): its parts, so an install that set only that variable keeps showing its own details.
 */
export function companyLineParts(line: string): {
  company: string;
  owner?: string;
  businessNumber?: string;
  mailOrderNumber?: string;
  address?: string;
} {
  const parts = line
    .split("|")
    .map((part) => part.trim())
    .filter(Boolean);
  const found: ReturnType<typeof companyLineParts> = { company: parts[0] ?? line.trim() };
  for (const part of parts.slice(1)) {
    const labelled = (label: RegExp) => (label.test(part) ? part.replace(label, "").replace(/^[\s:：]+/, "") : null);
    const owner = labelled(/^대표자?/);
    const businessNumber = labelled(/^사업자\s*등록\s*번호/);
    const mailOrderNumber = labelled(/^통신\s*판매(업)?\s*(신고\s*번호)?/);
    if (owner !== null) found.owner ??= owner;
    else if (businessNumber !== null) found.businessNumber ??= businessNumber;
    else if (mailOrderNumber !== null) found.mailOrderNumber ??= mailOrderNumber;
    else found.address ??= part;
  }
  return found;
}

/**
 * Business details shown on every page: each starts from the SITE_* variable of the same name, and the fields of
 * 사이트 설정 (site-settings.ts) then from what the admin saved there. The defaults are stand-ins, flagged until set.
 */
export const siteConfigSchema = z
  .object({
    SITE_NAME: z.string().min(1).default(DEFAULT_SITE_NAME),
    SITE_TAGLINE: z.string().min(1).default(DEFAULT_TAGLINE),
    SITE_PHONE: z
      .string()
      .regex(/^[0-9-]{8,13}$/, "전화번호 형식이어야 합니다")
      .default("1588-0000"),
    SITE_HOURS: z.string().min(1).default("평일·주말 10:00-23:00"),
    SITE_MESSENGER_ID: z.string().min(1).default("@렌트픽"),
    SITE_EMAIL: z.email().default(DEFAULT_EMAIL),
    /** 상호; the whole business line, as it used to be written, is read into its parts. */
    SITE_COMPANY: z.string().min(1).default(DEFAULT_COMPANY),
    SITE_OWNER: z.string().min(1).optional(),
    SITE_BUSINESS_NUMBER: z.string().min(1).optional(),
    SITE_MAIL_ORDER_NUMBER: z.string().min(1).optional(),
    SITE_ADDRESS: z.string().min(1).optional(),
    SITE_HOSTING_PROVIDER: z.string().min(1).optional(),
    SITE_MESSENGER_URL: z.url().default("https://pf.kakao.com/"),
    SITE_VIDEO_URL: z.url().default("https://www.youtube.com/"),
    SITE_PHOTO_URL: z.url().default("https://www.instagram.com/"),
    SITE_CAFE_URL: z.url().default("https://cafe.naver.com/"),
  })
  .transform((s) => {
    const line = companyLineParts(s.SITE_COMPANY);
    return {
      name: s.SITE_NAME,
      tagline: s.SITE_TAGLINE,
      /** The header's logo image (a stored media URL), empty for the text logo until one is uploaded. */
      logo: "",
      phone: s.SITE_PHONE,
      hours: s.SITE_HOURS,
      messengerId: s.SITE_MESSENGER_ID,
      email: s.SITE_EMAIL,
      company: line.company,
      owner: s.SITE_OWNER ?? line.owner ?? "홍길동",
      businessNumber: s.SITE_BUSINESS_NUMBER ?? line.businessNumber ?? "000-00-00000",
      mailOrderNumber: s.SITE_MAIL_ORDER_NUMBER ?? line.mailOrderNumber ?? "",
      address: s.SITE_ADDRESS ?? line.address ?? "서울특별시 강남구 테헤란로 000",
      hostingProvider: s.SITE_HOSTING_PROVIDER ?? "",
      /** 상담 시간 as JSON (business-hours.ts); empty until saved, which reads as every day 10:00-23:00. */
      businessHours: "",
      messengerUrl: s.SITE_MESSENGER_URL,
      videoUrl: s.SITE_VIDEO_URL,
      photoUrl: s.SITE_PHOTO_URL,
      cafeUrl: s.SITE_CAFE_URL,
    };
  });

export type SiteConfig = z.output<typeof siteConfigSchema>;

/**
 * What the pages get: the business details, and whether a lead's number gets a 접수 안내 (RECEIPT_WEBHOOK_URL is
 * set), which the consent texts and 개인정보처리방침 then say.
 */
export type PageSiteConfig = SiteConfig & { receipts: boolean };

export const SITE_PHONE_INVALID = "전화번호 형식이 올바르지 않습니다 (예: 1588-1234, 02-123-4567, 010-1234-5678)";
export const BUSINESS_NUMBER_INVALID = "사업자등록번호는 숫자 10자리로 입력해주세요 (예: 123-45-67891)";
export const BUSINESS_NUMBER_CHECK = "사업자등록번호가 올바르지 않습니다. 사업자등록증의 번호를 다시 확인해주세요";
export const CHANNEL_URL_INVALID = "http:// 또는 https:// 로 시작하는 주소를 입력해주세요 (없으면 비워 두세요)";
export const EMAIL_INVALID = "올바른 이메일 주소를 입력해주세요";

/** One line of text: runs of spaces and line breaks become one space. */
const line = (required: string | null, max: number, tooLong: string) => {
  const base = z.string({ error: required ?? "글자로 입력해주세요" }).transform((v) => v.replace(/\s+/g, " ").trim());
  return base.pipe(required === null ? z.string().max(max, tooLong) : z.string().min(1, required).max(max, tooLong));
};

/** A company's number: a 대표번호 (1588-1234, eight digits) as well as any number a lead form takes. */
function isSitePhone(value: string): boolean {
  if (isKoreanPhone(value)) return true;
  return /^[\d\s\-.()]+$/.test(value) && /^1[568]\d{6}$/.test(phoneDigits(value));
}

/** `pf.kakao.com/_abc` pasted without its scheme is the https address. */
const withScheme = (value: string) => (value && !/^[a-z][a-z\d+.-]*:/i.test(value) ? `https://${value}` : value);

const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname.includes(".");
  } catch {
    return false;
  }
};

/** Empty: the business has no such channel, and the site shows no button for it. */
const channelUrl = z
  .string({ error: CHANNEL_URL_INVALID })
  .trim()
  .max(300, "주소는 300자 이내로 입력해주세요")
  .transform(withScheme)
  .refine((value) => value === "" || isWebAddress(value), CHANNEL_URL_INVALID);

export const HOURS_TIME_INVALID = "시간을 HH:MM 형식으로 입력해주세요 (예: 09:00)";
export const HOURS_NONE_OPEN = "상담하는 요일을 하루 이상 정해주세요";
const closeAfterOpen = (day: string) => `${day}요일 종료 시간은 시작 시간보다 늦어야 합니다`;
const notADate = (value: string) =>
  `${value}: 날짜가 아닙니다. 휴일은 한 줄에 하나씩 YYYY-MM-DD로 입력해주세요 (예: 2026-12-25)`;

/** One weekday as the form sends it: 휴무 (closed, or null), else its opening and closing times. */
const dayHoursInput = (index: number) =>
  z.preprocess(
    (value) => (value === null ? { closed: true } : value),
    z
      .object(
        {
          closed: z.union([z.boolean(), z.literal("on"), z.literal("")]).optional(),
          open: z.string({ error: HOURS_TIME_INVALID }).trim().default(""),
          close: z.string({ error: HOURS_TIME_INVALID }).trim().default(""),
        },
        { error: HOURS_TIME_INVALID },
      )
      .transform((d, ctx): DayHours => {
        if (d.closed === true || d.closed === "on") return null;
        for (const key of ["open", "close"] as const)
          if (minutesOf(d[key]) === null) {
            ctx.addIssue({ code: "custom", path: [key], message: HOURS_TIME_INVALID });
            return z.NEVER;
          }
        const day = { open: d.open, close: d.close };
        if (!dayHoursValid(day)) {
          ctx.addIssue({ code: "custom", path: ["close"], message: closeAfterOpen(WEEKDAY_LABELS[index]!) });
          return z.NEVER;
        }
        return day;
      }),
  );

type DayInput = ReturnType<typeof dayHoursInput>;
const WEEK_INCOMPLETE = "요일 7개의 상담 시간을 모두 보내주세요";

/** Holidays as a list, or a textarea's text with one date a line (commas and spaces also part them). */
const holidaysInput = z.union([z.array(z.string()), z.string()], { error: notADate("휴일") }).transform((v, ctx) => {
  const dates = (typeof v === "string" ? v.split(/[\s,]+/) : v).map((d) => d.trim()).filter(Boolean);
  const wrong = dates.find((d) => !isCalendarDate(d));
  if (wrong !== undefined) {
    ctx.addIssue({ code: "custom", message: notADate(wrong.slice(0, 20)) });
    return z.NEVER;
  }
  const unique = [...new Set(dates)].sort();
  if (unique.length > MAX_HOLIDAYS) {
    ctx.addIssue({ code: "custom", message: `휴일은 ${MAX_HOLIDAYS}개까지 입력할 수 있습니다` });
    return z.NEVER;
  }
  return unique;
});

/**
 * 상담 시간: seven days (월 first) and the holidays, as an object or its JSON text; saved as JSON text. It decides
 * what a lead out of hours is told, so at least one day must open.
 */
const businessHoursInput = z.preprocess(
  (value) => {
    if (typeof value !== "string") return value;
    try {
      return JSON.parse(value);
    } catch {
      return value;
    }
  },
  z
    .object(
      {
        days: z
          .array(z.unknown(), { error: WEEK_INCOMPLETE })
          .length(7, WEEK_INCOMPLETE)
          .pipe(z.tuple([0, 1, 2, 3, 4, 5, 6].map(dayHoursInput) as unknown as [DayInput, ...DayInput[]])),
        holidays: holidaysInput.default([]),
      },
      { error: "상담 시간의 형식이 올바르지 않습니다" },
    )
    .refine((h) => h.days.some((d) => d !== null), { message: HOURS_NONE_OPEN, path: ["days"] })
    .transform((h) => serializeBusinessHours(h as BusinessHours)),
);

/** The brand's limits: the name sits in every title and the header, the tagline under the footer's logo. */
export const SITE_NAME_MAX = 30;
export const TAGLINE_MAX = 60;

/**
 * 사이트 설정's form, for `PATCH /api/site-settings` and the page's own action alike. A field left out stays as
 * it is; a field sent is checked and saved, so the form (which sends every field) replaces them all.
 */
export const siteSettingsSchema = z
  .object({
    name: line("사이트 이름을 입력해주세요", SITE_NAME_MAX, `사이트 이름은 ${SITE_NAME_MAX}자 이내로 입력해주세요`),
    tagline: line(null, TAGLINE_MAX, `한 줄 소개는 ${TAGLINE_MAX}자 이내로 입력해주세요`),
    // Set by the logo upload (PUT /api/site-settings/logo); here only kept as it is, or emptied.
    logo: z.string({ error: LOGO_URL_INVALID }).trim().refine(isLogoUrl, LOGO_URL_INVALID),
    company: line("상호를 입력해주세요", 100, "상호는 100자 이내로 입력해주세요"),
    owner: line("대표자 이름을 입력해주세요", 50, "대표자 이름은 50자 이내로 입력해주세요"),
    businessNumber: z
      .string({ error: "사업자등록번호를 입력해주세요" })
      .trim()
      .min(1, "사업자등록번호를 입력해주세요")
      .max(40, BUSINESS_NUMBER_INVALID)
      .refine((value) => /^[\d\s-]+$/.test(value) && value.replace(/\D/g, "").length === 10, BUSINESS_NUMBER_INVALID)
      .refine(businessNumberChecks, BUSINESS_NUMBER_CHECK)
      .transform(formatBusinessNumber),
    mailOrderNumber: line(null, 60, "통신판매업 신고번호는 60자 이내로 입력해주세요"),
    address: line("주소를 입력해주세요", 200, "주소는 200자 이내로 입력해주세요"),
    phone: z
      .string({ error: "전화번호를 입력해주세요" })
      .trim()
      .min(1, "전화번호를 입력해주세요")
      .max(40, SITE_PHONE_INVALID)
      .refine(isSitePhone, SITE_PHONE_INVALID)
      .transform(formatPhone),
    hours: line("운영시간을 입력해주세요", 100, "운영시간은 100자 이내로 입력해주세요"),
    businessHours: businessHoursInput,
    email: z
      .string({ error: "이메일을 입력해주세요" })
      .trim()
      .min(1, "이메일을 입력해주세요")
      .max(200, EMAIL_INVALID)
      .pipe(z.email({ error: EMAIL_INVALID })),
    messengerUrl: channelUrl,
    messengerId: line(null, 50, "카카오톡 ID는 50자 이내로 입력해주세요"),
    videoUrl: channelUrl,
    photoUrl: channelUrl,
    cafeUrl: channelUrl,
    hostingProvider: line(null, 100, "호스팅 업체는 100자 이내로 입력해주세요"),
  })
  .partial();
