import { Eye, Heart } from "lucide-react";
import type { ReactNode } from "react";
import { PARTNER_CATEGORIES } from "#domain/categories";
import type { PartnerVehicleDraft } from "#domain/partner-vehicle";
import type { VehicleDraft } from "#domain/vehicle-input";
import type { CategoryChoice } from "./BasicsEditor";
import type { AddLabels } from "./OptionsEditor";
import { ADMIN_SAVE, PARTNER_SAVE, type SaveChannel } from "./save-vehicle";

/**
 * What either area's form holds: the partners' draft lacks the parts their form does not set (추천 태그 and its 렌트할인
 * end, 보증금 분납, 필요 서류: `partners` in domain/listing-fields.ts), and the form leaves out what its draft lacks.
 */
export type FormDraft = PartnerVehicleDraft & Partial<VehicleDraft>;

/** Where the admin's listing form and the partners' differ, besides the parts their drafts hold. */
export interface VehicleFormArea<D extends FormDraft> {
  /** The photos' heading and how their count reads (the admin's: 차량 사진, n/30장). */
  images?: { title: string; countText: (count: number, max: number) => string };
  /** What 기본 정보 offers: the categories, 구분 as one choice or several, 추천 태그, and what stands below. */
  basics: { categories?: readonly CategoryChoice[]; singleBadge?: boolean; tags?: boolean; footer?: ReactNode };
  /** A price table of set rows (reordered, never added or removed), and what it says above them. */
  prices: { fixedRows?: boolean; description?: string };
  /** Whether the listing needs a complete price row (a partner's is sent for review, which asks for one). */
  completeRowRequired: boolean;
  /** Whether 주요 정보 asks for 차량번호 again (the partners give it once, with the name). */
  plateInMainInfo: boolean;
  /** The names of each option group's add input and button. */
  optionLabels?: AddLabels;
  save: SaveChannel<D>;
}

/** The admin's listing: every part, any category, badges and tags, saved as the admin's. */
export const ADMIN_AREA: VehicleFormArea<VehicleDraft> = {
  basics: {},
  prices: {},
  completeRowRequired: false,
  plateInMainInfo: true,
  save: ADMIN_SAVE,
};

/** What a new listing starts with; views and likes are counted from 0 once it is public. */
const NEW_COUNTS = (
  <p className="flex gap-4 text-sm text-slate-500 dark:text-slate-400">
    <span className="inline-flex items-center gap-1">
      <Eye className="size-4" aria-hidden />
      조회수 0
    </span>
    <span className="inline-flex items-center gap-1">
      <Heart className="size-4" aria-hidden />
      좋아요 0
    </span>
  </p>
);

/**
 * A partner's listing (docs/spec/admin-and-partners.md §3 and §5): one of 신차/중고차 in the partners' categories,
 * the spec's five price rows and the partners' names for adding options; what partners may not set (추천 태그,
 * 보증금 분납, 필요 서류) is left out. 보험 and 계약 조건 are theirs to state, as in the admin's form.
 */
export const PARTNER_AREA: VehicleFormArea<PartnerVehicleDraft> = {
  images: { title: "차량 이미지", countText: (count) => `${count}장 등록됨` },
  basics: { categories: PARTNER_CATEGORIES, singleBadge: true, tags: false, footer: NEW_COUNTS },
  prices: {
    fixedRows: true,
    description: "월 납입료와 보증금은 만원 단위로 입력해주세요. (예: 45만원, 300만원, 무보증)",
  },
  completeRowRequired: true,
  plateInMainInfo: false,
  optionLabels: {
    input: (group) => `${group} 옵션 이름`,
    button: (group) => `${group} 옵션 추가`,
  },
  save: PARTNER_SAVE,
};
