import { NO_DEPOSIT_CATEGORY } from "./categories";
import type { Review } from "./review";

/** Most vehicle names and images a home tile shows. */
export const HOME_TILE_NAMES = 10;
export const HOME_TILE_IMAGES = 2;
/** Newest reviews shown on the home strip. */
export const HOME_REVIEWS = 12;
/** Hero slideshow interval. */
export const HERO_INTERVAL_MS = 4000;
/** The home page's 빠른 상담 신청 form: the site's 상담 신청 buttons lead to it. */
export const CONSULT_FORM_ID = "consult";

export interface HomeTileSpec {
  /** Canonical category value (also what the tile links to). */
  category: string;
  label: string;
  /** One short line under the label. */
  caption: string;
}

export const SEDAN_TILES: readonly HomeTileSpec[] = [
  { category: "소형/준중형 세단", label: "소형/준중형 세단", caption: "출퇴근·첫차로 부담 없이" },
  { category: "중형 세단", label: "중형 세단", caption: "가족과 업무 모두 넉넉하게" },
  { category: "대형 세단", label: "대형 세단", caption: "품격 있는 승차감" },
  { category: "제네시스", label: "제네시스", caption: "프리미엄 브랜드 세단" },
];

export const SUV_TILES: readonly HomeTileSpec[] = [
  { category: "소형/준중형 SUV", label: "소형/준중형 SUV", caption: "도심형 실용 SUV" },
  { category: "중형 SUV", label: "중형 SUV", caption: "패밀리카 인기 1순위" },
  { category: "대형 SUV", label: "대형 SUV", caption: "7·9인승 넓은 공간" },
  { category: "제네시스 SUV", label: "제네시스 SUV", caption: "프리미엄 브랜드 SUV" },
];

export const IMPORTED_TILE: HomeTileSpec = {
  category: "수입차",
  label: "수입차",
  caption: "벤츠·BMW·아우디부터 테슬라까지",
};
export const EV_TILE: HomeTileSpec = {
  category: "전기차",
  label: "전기차",
  caption: "아이오닉·EV 시리즈부터 테슬라까지",
};
export const SUBSCRIPTION_TILE: HomeTileSpec = {
  category: "일반번호판 구독카",
  label: "일반번호판 구독카",
  caption: "'허·하·호' 없는 일반 번호판으로",
};
export const NO_DEPOSIT_TILE: HomeTileSpec = {
  category: NO_DEPOSIT_CATEGORY,
  label: NO_DEPOSIT_CATEGORY,
  caption: "보증금 0원, 바로 출고 가능한 차량",
};

/** Every category the home page shows, in page order. */
export const HOME_TILE_SPECS: readonly HomeTileSpec[] = [
  NO_DEPOSIT_TILE,
  ...SEDAN_TILES,
  ...SUV_TILES,
  IMPORTED_TILE,
  EV_TILE,
  SUBSCRIPTION_TILE,
];

/** Brand wordmarks drawn on the two brand cards. */
export const IMPORTED_BRANDS = ["Mercedes-Benz", "BMW", "AUDI", "VOLVO", "TESLA", "LEXUS"] as const;
export const EV_BRANDS = ["HYUNDAI", "KIA", "TESLA", "GENESIS", "BMW", "VOLVO"] as const;
export const SUBSCRIPTION_BRANDS = ["HYUNDAI", "KIA", "GENESIS", "KGM", "RENAULT", "CHEVROLET"] as const;

/** Shown when a category has no vehicles yet, so a tile never looks broken. */
export const FALLBACK_NAMES: Record<string, readonly string[]> = {
  "소형/준중형 세단": ["더 뉴 아반떼 CN7", "아반떼 하이브리드", "더 뉴 K3", "아반떼 N"],
  "중형 세단": ["쏘나타 디 엣지", "더 뉴 K5", "쏘나타 하이브리드", "K5 하이브리드"],
  "대형 세단": ["디 올 뉴 그랜저", "그랜저 하이브리드", "더 뉴 K8", "K8 하이브리드"],
  제네시스: ["제네시스 G80", "제네시스 G70", "제네시스 G90", "일렉트리파이드 G80"],
  "소형/준중형 SUV": ["디 올 뉴 코나", "더 뉴 셀토스", "더 뉴 투싼", "트랙스 크로스오버"],
  "중형 SUV": ["쏘렌토 MQ4", "디 올 뉴 싼타페", "그랑 콜레오스", "토레스"],
  "대형 SUV": ["디 올 뉴 팰리세이드", "더 뉴 카니발", "스타리아 라운지", "렉스턴"],
  "제네시스 SUV": ["제네시스 GV80", "제네시스 GV70", "GV80 쿠페", "제네시스 GV60"],
  전기차: ["아이오닉 5", "아이오닉 6", "EV6", "EV3", "코나 일렉트릭", "테슬라 모델Y"],
  수입차: ["벤츠 E클래스", "BMW 5시리즈", "아우디 A6", "테슬라 모델Y", "볼보 XC60"],
  "일반번호판 구독카": ["캐스퍼", "더 뉴 레이", "더 뉴 모닝", "더 뉴 셀토스", "더 뉴 K5"],
  [NO_DEPOSIT_CATEGORY]: ["무보증 즉시출고 차량을 준비 중입니다", "상담 신청 시 최신 리스트를 안내해 드립니다"],
};

/** The search page for a query, or null when the trimmed query is empty (then nothing happens). */
export function homeSearchHref(query: string, customer: boolean): string | null {
  const q = query.trim();
  if (!q) return null;
  return `${customer ? "/customer" : ""}/search?q=${encodeURIComponent(q)}`;
}

/** `1095` days → `3년`; anything not a whole number of years stays in days. */
export function retentionLabel(days: number): string {
  return days % 365 === 0 ? `${days / 365}년` : `${days}일`;
}

// What the home page shows, as the server reads it for the page.

export interface HomeImage {
  url: string;
  alt: string;
}

export interface HomeTileData {
  category: string;
  /** Up to 2 stored images of the category's newest vehicles (empty: the tile draws its fallback). */
  images: HomeImage[];
  /** Up to 10 names, newest first; empty when the category has no vehicles (the tile shows sample names). */
  names: string[];
}

export interface HeroSlide extends HomeImage {
  name: string;
  slug: string;
}

export interface SocialItem extends HomeImage {
  title: string;
}

export interface HomeData {
  hero: HeroSlide[];
  tiles: Record<string, HomeTileData>;
  reviews: Review[];
  videos: SocialItem[];
  photos: SocialItem[];
}
