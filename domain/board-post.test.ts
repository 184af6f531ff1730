import { describe, expect, it } from "vitest";
import { BOARD_MESSAGES, boardPostCreateSchema, boardPostUpdateSchema } from "./board-post";

describe("board post input", () => {
  it("refuses a blank title or content with the input-error text", () => {
    for (const input of [
      { title: "  ", content: "내용" },
      { title: "제목", content: "\n " },
    ]) {
      const result = boardPostCreateSchema.safeParse({ ...input, images: ["/media/x/960.webp"] });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(BOARD_MESSAGES.invalid.description);
    }
  });

  it("needs an image when creating, not when editing", () => {
    const created = boardPostCreateSchema.safeParse({ title: "제목", content: "내용", images: [] });
    expect(created.error?.issues[0]?.message).toBe("최소 1개의 이미지를 업로드해주세요");
    expect(boardPostUpdateSchema.safeParse({ title: "제목", content: "내용" }).success).toBe(true);
  });

  it("trims what it keeps", () => {
    expect(boardPostCreateSchema.parse({ title: " 제목 ", content: " 내용 ", images: ["a"] })).toEqual({
      title: "제목",
      content: "내용",
      images: ["a"],
    });
  });
});
