import { NO_DEPOSIT_CATEGORY } from "./categories";
import { z } from "./zod";

export const BOARD_MAX_IMAGES = 20;

/** The board's messages (title and description of each toast or error). */
export const BOARD_MESSAGES = {
  invalid: { title: "입력 오류", description: "제목과 내용을 모두 입력해주세요" },
  imageRequired: { title: "이미지 필요", description: "최소 1개의 이미지를 업로드해주세요" },
  created: { title: "등록 완료", description: "무보증 리스트가 등록되었습니다" },
  createFailed: { title: "등록 실패", description: "게시글 등록 중 오류가 발생했습니다" },
  updated: { title: "수정 완료", description: "게시글이 수정되었습니다" },
  updateFailed: { title: "수정 실패", description: "게시글 수정 중 오류가 발생했습니다" },
  deleted: { title: "삭제 완료", description: "게시글이 삭제되었습니다" },
  deleteFailed: { title: "삭제 실패", description: "게시글 삭제 중 오류가 발생했습니다" },
  deleteConfirm: "이 게시글을 삭제하시겠습니까? 삭제된 내용은 복구할 수 없습니다.",
} as const;

const nonBlank = (max: number) =>
  z
    .string({ error: BOARD_MESSAGES.invalid.description })
    .trim()
    .min(1, BOARD_MESSAGES.invalid.description)
    .max(max, `${max}자 이내로 입력해주세요`);

/** Stored media URLs (`/media/…`) or, from older clients, `data:image/…` URLs that the server stores as files. */
const images = z
  .array(z.string().max(15_000_000, "이미지 파일이 너무 큽니다."), { error: "이미지 목록이 올바르지 않습니다." })
  .max(BOARD_MAX_IMAGES, `이미지는 최대 ${BOARD_MAX_IMAGES}개까지 올릴 수 있습니다.`);

/** `POST /api/board-posts`: at least one image. */
export const boardPostCreateSchema = z.object({
  title: nonBlank(200),
  content: nonBlank(5000),
  images: images.min(1, BOARD_MESSAGES.imageRequired.description),
  category: z.literal(NO_DEPOSIT_CATEGORY).optional(),
});

/** `PUT /api/board-posts/{id}`: images optional; a missing or empty list keeps the current images. */
export const boardPostUpdateSchema = z.object({
  title: nonBlank(200),
  content: nonBlank(5000),
  images: images.optional(),
  category: z.literal(NO_DEPOSIT_CATEGORY).optional(),
});

/** A post as the API serves it. */
export interface BoardPost {
  id: number;
  title: string;
  content: string;
  /** Image URLs of stored media. */
  images: string[];
  category: string;
  createdAt: string;
  updatedAt: string;
}
