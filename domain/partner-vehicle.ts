/** Messages of the partners' vehicle add and edit screens and of their API (the spec's toasts). */
export const PARTNER_NAME_REQUIRED = "차량명을 입력해주세요";
export const PARTNER_IMAGE_REQUIRED = "최소 1개 이상의 차량 이미지를 업로드해주세요";
export const PARTNER_ADD_SUCCESS = "차량이 성공적으로 추가되었습니다";
export const PARTNER_ADD_FAILED = "차량 추가 실패";
export const PARTNER_UPDATE_SUCCESS = "차량 정보가 수정되었습니다";
export const PARTNER_UPDATE_FAILED = "차량 수정 실패";
export const UNKNOWN_ERROR = "알 수 없는 오류가 발생했습니다";
export const NOT_OWN_VEHICLE = "본인이 등록한 차량만 수정할 수 있습니다";
