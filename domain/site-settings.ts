/**
 * The business details an operator sets in the admin's 사이트 설정 (server/services/site/site-settings.ts keeps
 * them): which they are, their labels, and which values are still the stand-ins a fresh install starts with.
 * No zod here: the site's pages read these rules without loading the form's schema (site-config.ts).
 */
import { phoneDigits } from "./phone";
import type { SiteConfig } from "./site-config";

/** What a fresh install calls the site until the operator names it (SITE_NAME, SITE_TAGLINE unset). */
export const DEFAULT_SITE_NAME = "렌트픽";
export const DEFAULT_TAGLINE = "저신용·무심사 장기렌트, 전국 즉시 출고";
/** What a fresh install calls the business until the operator names it (SITE_COMPANY, SITE_EMAIL unset). */
export const DEFAULT_COMPANY = "(주)렌트픽";
export const DEFAULT_EMAIL = "help@rentpick.kr";
/**
 * The check digit of a 사업자등록번호 (국세청's rule): the first nine digits weighted 1,3,7,1,3,7,1,3,5, plus the tens of
 * the ninth times five; ten minus the last digit of that sum is the tenth digit. A typo in one digit always fails it.
 */
export function businessNumberChecks(value: string): boolean {
  const d = value.replace(/\D/g, "").split("").map(Number);
  if (d.length !== 10) return false;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  const sum = weights.reduce((total, w, i) => total + w * d[i]!, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

/**
 * The fields of 사이트 설정, in the form's order: the brand (name, tagline, logo), then the business details. SITE_*
 * variables give a fresh install its first values only.
 */
export const SITE_SETTING_KEYS = [
  "name",
  "tagline",
  "logo",
  "company",
  "owner",
  "businessNumber",
  "mailOrderNumber",
  "address",
  "phone",
  "hours",
  "businessHours",
  "email",
  "messengerUrl",
  "messengerId",
  "videoUrl",
  "photoUrl",
  "cafeUrl",
  "hostingProvider",
] as const;

export const SITE_SETTINGS_SAVED = "사이트 설정을 저장했습니다. 모든 페이지에 바로 반영됩니다.";
/** Said on the form: a save reaches every page of every instance at once. */
export const SITE_SETTINGS_APPLY_NOTE = "저장하면 사이트 이름, 로고와 모든 정보가 모든 페이지에 바로 반영됩니다.";
export const SITE_SETTINGS_FAILED = "사이트 설정을 저장하지 못했습니다. 잠시 후 다시 시도해주세요.";

export type SiteSettingKey = (typeof SITE_SETTING_KEYS)[number];
export type SiteSettings = Pick<SiteConfig, SiteSettingKey>;

export const SITE_SETTING_LABELS: Record<SiteSettingKey, string> = {
  name: "사이트 이름",
  tagline: "한 줄 소개",
  logo: "로고",
  company: "상호",
  owner: "대표자",
  businessNumber: "사업자등록번호",
  mailOrderNumber: "통신판매업 신고번호",
  address: "주소",
  phone: "전화",
  hours: "운영시간",
  businessHours: "상담 시간",
  email: "이메일",
  messengerUrl: "카카오 채널",
  messengerId: "카카오톡 ID",
  videoUrl: "영상 채널",
  photoUrl: "사진 채널",
  cafeUrl: "카페",
  hostingProvider: "호스팅 업체",
};

export function isSiteSettingKey(key: string): key is SiteSettingKey {
  return (SITE_SETTING_KEYS as readonly string[]).includes(key);
}

/** Links to the business's channels: shown on the site only when they lead somewhere of the business's own. */
export const CHANNEL_KEYS = ["messengerUrl", "videoUrl", "photoUrl", "cafeUrl"] as const;

/** Platforms whose front page a fresh install links to in place of the business's own page there. */
const PLATFORM_HOSTS = new Set([
  "kakao.com",
  "pf.kakao.com",
  "open.kakao.com",
  "center-pf.kakao.com",
  "youtube.com",
  "youtu.be",
  "instagram.com",
  "naver.com",
  "cafe.naver.com",
  "blog.naver.com",
  "facebook.com",
  "tiktok.com",
]);

/**
 * Whether a channel link leads nowhere of the business's own: not an http(s) address, or a platform's bare
 * front page (`https://pf.kakao.com/`, `https://www.youtube.com/`, `https://cafe.naver.com/`).
 */
export function isPlaceholderChannel(url: string): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return true;
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") return true;
  const host = parsed.hostname.toLowerCase().replace(/^(www|m)\./, "");
  return PLATFORM_HOSTS.has(host) && (parsed.pathname === "/" || parsed.pathname === "") && !parsed.search;
}

/** The link a channel button opens, or null when it has none worth opening (unset, or a placeholder). */
export function channelHref(url: string): string | null {
  return url.trim() && !isPlaceholderChannel(url) ? url : null;
}

/** `1588-0000`, `02-000-0000`, `010-0000-0000`: a prefix and nothing but zeros. */
function isPlaceholderPhone(phone: string): boolean {
  const rest = phoneDigits(phone).replace(/^(1\d{3}|02|0\d{2})/, "");
  return rest === "" || /^0+$/.test(rest);
}

/** The stand-ins of a fresh install, field by field; an empty optional field is a choice, not a stand-in. */
const PLACEHOLDER_RULES: Partial<Record<SiteSettingKey, (value: string) => boolean>> = {
  // The name and tagline a fresh install starts with (SITE_NAME, SITE_TAGLINE unset) are this project's, not the business's.
  name: (value) => value.trim() === DEFAULT_SITE_NAME,
  tagline: (value) => value.trim() === DEFAULT_TAGLINE,
  phone: isPlaceholderPhone,
  owner: (value) => value.trim() === "홍길동",
  // All zeros, or a number no 사업자등록증 carries (its check digit fails).
  businessNumber: (value) => /^0*$/.test(value.replace(/\D/g, "")) || !businessNumberChecks(value),
  // The site's own stand-ins (SITE_COMPANY and SITE_EMAIL when unset): another business's name and address.
  company: (value) => value.trim() === DEFAULT_COMPANY,
  email: (value) => value.trim().toLowerCase() === DEFAULT_EMAIL,
  // `서울특별시 강남구 테헤란로 000`: a number made of zeros.
  address: (value) => /(^|[\s,])0{2,}(?=$|[\s,(호번-])/.test(value),
  ...Object.fromEntries(
    CHANNEL_KEYS.map((key) => [key, (value: string) => value.trim() !== "" && isPlaceholderChannel(value)]),
  ),
};

/** The fields still holding a fresh install's stand-in, in the form's order. */
export function placeholderFields(site: SiteSettings): SiteSettingKey[] {
  return SITE_SETTING_KEYS.filter((key) => PLACEHOLDER_RULES[key]?.(site[key]) ?? false);
}

/** `전화(1588-0000), 대표자(홍길동)`: for the start log and the admin's checklist. */
export function describePlaceholders(site: SiteSettings, keys = placeholderFields(site)): string {
  return keys.map((key) => `${SITE_SETTING_LABELS[key]}(${site[key]})`).join(", ");
}

/**
 * The start log's one line while stand-ins are shown (null once none are), naming them and where to set them. Said
 * by the process that prints the start banner only, so several workers do not repeat it.
 */
export function placeholderWarning(site: SiteSettings, settingsUrl: string): string | null {
  const keys = placeholderFields(site);
  if (keys.length === 0) return null;
  return `경고: 사이트에 임시 값이 표시되고 있습니다 - ${describePlaceholders(site, keys)}. 관리자 사이트 설정(${settingsUrl})에서 바꿔주세요.`;
}

/** What the pages get: a channel without a real target is left empty, so no button opens a platform's front page. */
export function publicSiteConfig<T extends SiteConfig>(site: T): T {
  const shown = { ...site };
  for (const key of CHANNEL_KEYS) shown[key] = channelHref(site[key]) ?? "";
  return shown;
}

/** `1234567890` → `123-45-67890`; anything that is not ten digits stays as written. */
export function formatBusinessNumber(value: string): string {
  const d = value.replace(/\D/g, "");
  return d.length === 10 ? `${d.slice(0, 3)}-${d.slice(3, 5)}-${d.slice(5)}` : value.trim();
}

/** The business line of the footer and the 이용약관: 상호 · 대표 · 사업자등록번호 · 통신판매업 신고번호 · 주소. */
export function businessLines(site: SiteSettings): { label: string; value: string }[] {
  return [
    { label: "상호", value: site.company },
    { label: "대표", value: site.owner },
    { label: "사업자등록번호", value: site.businessNumber },
    { label: "통신판매업 신고번호", value: site.mailOrderNumber },
    { label: "주소", value: site.address },
  ].filter((line) => line.value.trim() !== "");
}

export type SetupCheckId = "business" | "alerts" | "publicUrl" | "demoData" | "adminPassword";

/** One line of the admin dashboard's 설정 점검: what must be set before the site takes real customers. */
export interface SetupCheck {
  id: SetupCheckId;
  label: string;
  ok: boolean;
  /** What is wrong and how to put it right, or what is set. */
  detail: string;
  /** Where it is put right in the admin, when it is. */
  href?: string;
}
