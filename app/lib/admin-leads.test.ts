import { describe, expect, it } from "vitest";
import type { LeadEvent } from "#domain/lead";
import {
  conversionText,
  isOverdue,
  leadEventChange,
  leadListHref,
  leadUpdateFromForm,
  seoulInputToIso,
  seoulInputValue,
} from "./admin-leads";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return data;
};

describe("call-back times in Seoul", () => {
  it("shows a stored instant as the Seoul wall time of a datetime-local field", () => {
    expect(seoulInputValue("2026-11-25T01:00:00.000Z")).toBe("2026-11-25T10:00");
    // 23:30 in UTC is already the next day in Seoul.
    expect(seoulInputValue("2026-11-25T15:30:00.000Z")).toBe("2026-11-26T00:30");
    expect(seoulInputValue(null)).toBe("");
    expect(seoulInputValue("not a date")).toBe("");
  });

  it("reads a datetime-local value as Seoul time, whatever the computer's zone", () => {
    expect(seoulInputToIso("2026-11-25T10:00")).toBe("2026-11-25T01:00:00.000Z");
    expect(seoulInputToIso("2026-11-26T00:30")).toBe("2026-11-25T15:30:00.000Z");
    expect(seoulInputToIso(seoulInputValue("2026-03-01T23:59:00.000Z"))).toBe("2026-03-01T23:59:00.000Z");
  });

  it.each(["", "2026-02-30T10:00", "2026-11-25T24:00", "2026-11-25 10:00", "2026-11-25T10:00Z", "내일 10시"])(
    "refuses %j",
    (value) => {
      expect(seoulInputToIso(value)).toBeNull();
    },
  );

  it("marks a call-back before now as overdue, and none as not", () => {
    const now = "2026-11-25T01:00:00.000Z";
    expect(isOverdue("2026-11-25T00:59:00.000Z", now)).toBe(true);
    expect(isOverdue("2026-11-25T01:01:00.000Z", now)).toBe(false);
    expect(isOverdue(null, now)).toBe(false);
  });
});

describe("the lead forms as a LeadUpdate", () => {
  it("reads each form", () => {
    expect(leadUpdateFromForm(form({ intent: "status", status: "contracted" }))).toEqual({
      intent: "status",
      update: { status: "contracted" },
    });
    expect(leadUpdateFromForm(form({ intent: "assignee", assigneeId: "7" }))).toEqual({
      intent: "assignee",
      update: { assigneeId: 7 },
    });
    expect(leadUpdateFromForm(form({ intent: "assignee", assigneeId: "" }))).toEqual({
      intent: "assignee",
      update: { assigneeId: null },
    });
    expect(leadUpdateFromForm(form({ intent: "followUp", followUpAt: "2026-11-25T10:00" }))).toEqual({
      intent: "followUp",
      update: { followUpAt: "2026-11-25T01:00:00.000Z" },
    });
    // 지우기 wins over whatever the field still shows.
    expect(leadUpdateFromForm(form({ intent: "followUp", followUpAt: "2026-11-25T10:00", clear: "1" }))).toEqual({
      intent: "followUp",
      update: { followUpAt: null },
    });
    expect(leadUpdateFromForm(form({ intent: "memo", memo: "  오후에 다시 전화  " }))).toEqual({
      intent: "memo",
      update: { memo: "오후에 다시 전화" },
    });
  });

  it.each([
    [{ intent: "status", status: "won" }, "상태를 다시 선택해주세요"],
    [{ intent: "assignee", assigneeId: "0" }, "담당자를 다시 선택해주세요"],
    [{ intent: "assignee", assigneeId: "1e3" }, "담당자를 다시 선택해주세요"],
    [{ intent: "assignee", assigneeId: "99999999999" }, "담당자를 다시 선택해주세요"],
    [{ intent: "followUp", followUpAt: "" }, "콜백 예약 일시를 선택해주세요"],
    [{ intent: "followUp", followUpAt: "2026-13-01T10:00" }, "콜백 예약 일시를 다시 선택해주세요"],
    [{ intent: "memo", memo: "   " }, "메모를 입력해주세요"],
    [{ intent: "delete" }, "잘못된 요청입니다."],
    [{}, "잘못된 요청입니다."],
  ])("refuses %j with a Korean message", (fields, message) => {
    expect(leadUpdateFromForm(form(fields as Record<string, string>))).toMatchObject({ error: message });
  });
});

describe("list links and figures", () => {
  it("keeps the given filters, leaves out empty ones and starts again from page 1", () => {
    expect(leadListHref({})).toBe("?tab=inquiries");
    expect(
      leadListHref({ status: "new", source: "quote", assignee: "me", q: "홍길동", from: "2026-11-01", to: "" }),
    ).toBe(`?tab=inquiries&status=new&source=quote&from=2026-11-01&assignee=me&q=${encodeURIComponent("홍길동")}`);
    expect(leadListHref({ view: "due" })).toBe("?tab=inquiries&view=due");
  });

  it("gives a step's conversion from the step before", () => {
    expect(conversionText(0, 0)).toBe("–");
    expect(conversionText(200, 50)).toBe("25%");
    expect(conversionText(1000, 7)).toBe("0.7%");
    expect(conversionText(3, 0)).toBe("0%");
    expect(conversionText(3, 2)).toBe("67%");
  });
});

describe("history entries", () => {
  const event = (kind: LeadEvent["kind"], fromValue: string | null, toValue: string | null): LeadEvent => ({
    id: 1,
    kind,
    fromValue,
    toValue,
    actorName: "관리자",
    createdAt: "2026-11-25T01:00:00.000Z",
  });
  const owners = (id: string) => ({ "3": "김담당" })[id];

  it("says what changed in Korean", () => {
    expect(leadEventChange(event("status", "new", "consulting"), owners)).toEqual({ from: "신규", to: "상담중" });
    expect(leadEventChange(event("assignee", null, "3"), owners)).toEqual({ from: "없음", to: "김담당" });
    expect(leadEventChange({ ...event("assignee", "3", "9"), fromName: "김담당", toName: "이담당" }, owners)).toEqual({
      from: "김담당",
      to: "이담당",
    });
    expect(leadEventChange(event("assignee", "3", "9"), owners)).toEqual({ from: "김담당", to: "#9" });
    expect(leadEventChange(event("follow_up", null, "2026-11-25T01:00:00.000Z"), owners)).toEqual({
      from: "없음",
      to: "2026년 11월 25일 10:00",
    });
    expect(leadEventChange(event("memo", null, "메모"), owners)).toBeNull();
  });
});
