import { describe, expect, it } from "vitest";
import {
  demoDataConfirmText,
  demoDataDeletedText,
  demoDataDeleteSchema,
  demoDataShownText,
  describeDemoCounts,
} from "./demo-data";

describe("demo data texts", () => {
  it("counts each kind there is, with its counter word and the right particle", () => {
    expect(demoDataConfirmText({ vehicles: 81, reviews: 26, boardPosts: 4, photos: 288 })).toBe(
      "데모 차량 81대, 후기 26건, 게시글 4건, 사진 288장을 삭제합니다.",
    );
    expect(demoDataConfirmText({ vehicles: 3, reviews: 0, boardPosts: 0, photos: 0 })).toBe(
      "데모 차량 3대를 삭제합니다.",
    );
    expect(demoDataDeletedText({ vehicles: 0, reviews: 2, boardPosts: 1, photos: 0 })).toBe(
      "데모 후기 2건, 게시글 1건을 삭제했습니다.",
    );
    expect(describeDemoCounts({ vehicles: 1200 })).toBe("데모 차량 1,200대");
    expect(demoDataShownText({ vehicles: 79, reviews: 26, boardPosts: 4 })).toMatch(
      /^데모 차량 79대, 후기 26건, 게시글 4건이 사이트에 공개되어 있습니다\./,
    );
    expect(demoDataShownText({ vehicles: 2 })).toMatch(/^데모 차량 2대가 /);
  });

  it("says there was nothing when nothing went", () => {
    expect(demoDataDeletedText({ vehicles: 0, reviews: 0, boardPosts: 0, photos: 0 })).toBe(
      "삭제할 데모 데이터가 없습니다.",
    );
  });

  it("takes only an explicit confirmation", () => {
    expect(demoDataDeleteSchema.safeParse({ confirm: true }).success).toBe(true);
    for (const body of [{}, { confirm: "true" }, { confirm: 1 }, { confirm: false }, [], null, "confirm"])
      expect(demoDataDeleteSchema.safeParse(body).success).toBe(false);
  });
});
