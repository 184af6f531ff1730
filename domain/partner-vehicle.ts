import { PARTNER_CATEGORIES } from "./categories";
import { templateBasicInfo, templatePriceRows } from "./new-vehicle-template";
import type { Badge, Vehicle } from "./vehicle";
import { draftOfVehicle, EMPTY_INSURANCE, type VehicleDraft } from "./vehicle-input";

/** Messages of the partners' vehicle add and edit screens and of their API (docs/spec/admin-and-partners.md §8). */
export const PARTNER_NAME_REQUIRED = "차량명을 입력해주세요";
export const PARTNER_IMAGE_REQUIRED = "최소 1개 이상의 차량 이미지를 업로드해주세요";
export const PARTNER_ADD_SUCCESS = "차량이 성공적으로 추가되었습니다";
export const PARTNER_ADD_FAILED = "차량 추가 실패";
export const PARTNER_UPDATE_SUCCESS = "차량 정보가 수정되었습니다";
export const PARTNER_UPDATE_FAILED = "차량 수정 실패";
export const UNKNOWN_ERROR = "알 수 없는 오류가 발생했습니다";
export const NOT_OWN_VEHICLE = "본인이 등록한 차량만 수정할 수 있습니다";

/** What the partners' add and edit form keeps in state (the editor's draft without the admin-only parts). */
export type PartnerVehicleDraft = Omit<
  VehicleDraft,
  "recommendationTags" | "depositInstallment" | "requiredDocuments" | "promotionEndsAt"
>;

/**
 * The partners add form's starting point: the template's price rows (periods and yearly distance, no prices) and
 * nothing the partner would be stating without having typed it. 연식, 주행거리, options, benefits, insurance and
 * contract terms start empty; the form offers the template's values as examples the partner picks
 * (docs/catalogue.md, "Nothing published that its owner did not state"). No name and no photos: the partner gives
 * those.
 */
export function partnerVehicleTemplate(category: string, badge: Badge): PartnerVehicleDraft {
  return {
    name: "",
    category: PARTNER_CATEGORIES.find((c) => c.value === category)?.value ?? PARTNER_CATEGORIES[0]!.value,
    badges: [badge],
    images: [],
    basicInfo: { ...templateBasicInfo(), 제조연식: "", 주행거리: "" },
    priceInfo: templatePriceRows(),
    options: { 외관내장: [], 안전장치: [], 편의장치: [], 시트: [], 전체옵션: "" },
    benefits: [],
    insurance: structuredClone(EMPTY_INSURANCE),
    contractTerms: { 개인계약자: "", 법인계약자: "" },
    displayCategoryText: "",
    description: "",
  };
}

/** A stored listing as the partners form edits it. */
export function partnerDraftOf(vehicle: Vehicle): PartnerVehicleDraft {
  const {
    recommendationTags: _tags,
    depositInstallment: _deposit,
    requiredDocuments: _documents,
    promotionEndsAt: _promotion,
    ...draft
  } = draftOfVehicle(vehicle);
  return draft;
}

/**
 * The body the form sends (`thumbnails` is the images' name in docs/spec/admin-and-partners.md §3): what the
 * partner entered, insurance and contract terms included, and nothing added to it. Blank benefit cards are dropped.
 */
export function partnerVehiclePayload(draft: PartnerVehicleDraft) {
  return {
    name: draft.name.trim(),
    category: draft.category,
    badges: draft.badges,
    images: draft.images,
    basicInfo: draft.basicInfo,
    priceInfo: draft.priceInfo,
    options: draft.options,
    benefits: draft.benefits.filter((b) => b.title.trim() || b.desc.trim()),
    insurance: draft.insurance,
    contractTerms: draft.contractTerms,
    displayCategoryText: draft.displayCategoryText,
    description: draft.description,
  };
}

/**
 * The first problem the add form reports before sending (the two toasts of docs/spec/admin-and-partners.md §5), or
 * null.
 */
export function partnerDraftProblem(draft: Pick<PartnerVehicleDraft, "name" | "images">): string | null {
  if (!draft.name.trim()) return PARTNER_NAME_REQUIRED;
  if (draft.images.length === 0) return PARTNER_IMAGE_REQUIRED;
  return null;
}
