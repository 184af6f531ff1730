import { describe, expect, it } from "vitest";
import { koreanIssue } from "./field-errors";
import { leadUpdateSchema, parseFollowUpAt } from "./lead-update";

const parse = (input: unknown) => leadUpdateSchema.safeParse(input, { error: koreanIssue });

describe("lead update", () => {
  it("takes any one field, trimming the memo and normalising the call-back time", () => {
    expect(parse({ status: "on_hold" }).data).toEqual({ status: "on_hold" });
    expect(parse({ memo: "  다시 연락  " }).data).toEqual({ memo: "다시 연락" });
    expect(parse({ assigneeId: null, followUpAt: null }).data).toEqual({ assigneeId: null, followUpAt: null });
    expect(parse({ followUpAt: "2026-12-01T10:30:00.000+09:00" }).data).toEqual({
      followUpAt: "2026-12-01T01:30:00.000Z",
    });
  });

  it("refuses an empty change and unknown values in Korean", () => {
    expect(parse({}).error?.issues[0]?.message).toBe("변경할 내용이 없습니다");
    expect(parse({ status: "won" }).error?.issues[0]?.message).toBe("알 수 없는 상태입니다");
    expect(parse({ memo: "가".repeat(2001) }).error?.issues[0]?.message).toBe("메모는 2000자 이내로 입력해주세요");
    expect(parse({ assigneeId: 0 }).error?.issues[0]?.message).toBe("담당자를 다시 선택해주세요");
    expect(parse({ followUpAt: "내일" }).error?.issues[0]?.message).toBe("콜백 예약 일시를 다시 선택해주세요");
  });

  it("reads a time without an offset as Seoul time and refuses days that do not exist", () => {
    expect(parseFollowUpAt("2026-12-01T10:30")?.toISOString()).toBe("2026-12-01T01:30:00.000Z");
    expect(parseFollowUpAt("2026-12-01T01:30:00Z")?.toISOString()).toBe("2026-12-01T01:30:00.000Z");
    expect(parseFollowUpAt("2026-12-01T10:30:00-05:00")?.toISOString()).toBe("2026-12-01T15:30:00.000Z");
    for (const bad of [
      "2026-02-30T10:00",
      "2026-12-01T24:00",
      "2026-12-01T10:60",
      "2026-12-01",
      "12/01/2026 10:00",
      "2026-12-01T10:00+0900",
    ]) {
      expect(parseFollowUpAt(bad), bad).toBeNull();
    }
  });
});
