import { describe, expect, it } from "vitest";
import { changeKind, wordDiff } from "./diff-parts";

const side = (parts: ReturnType<typeof wordDiff>, kind: "added" | "removed") =>
  parts
    .filter((p) => p.kind !== (kind === "added" ? "removed" : "added"))
    .map((p) => p.text)
    .join("");

describe("wordDiff", () => {
  it("marks only the words that changed, and each side reads as its own text", () => {
    const before = "[정비] 정비 지원 — 엔진오일 교환 1회";
    const after = "[정비] 정비 지원 — 계약 기간 내 정비 전액 무상";
    const parts = wordDiff(before, after);
    expect(side(parts, "removed")).toBe(before);
    expect(side(parts, "added")).toBe(after);
    expect(parts.filter((p) => p.kind === "removed").map((p) => p.text.trim())).toContain("엔진오일");
    expect(parts[0]).toEqual({ kind: "same", text: "[정비] 정비 지원 — " });
  });

  it("keeps line breaks, one benefit a line", () => {
    const parts = wordDiff("신용등급 무관\n만기 인수 가능", "신용등급 무관\n만기 반납만 가능");
    expect(parts.find((p) => p.kind === "removed")?.text).toContain("인수");
    expect(parts.find((p) => p.kind === "added")?.text).toContain("반납만");
    expect(parts[0]).toEqual({ kind: "same", text: "신용등급 무관\n만기 " });
  });

  it("shows an empty side as all added or all removed", () => {
    expect(wordDiff("", "새 조건")).toEqual([{ kind: "added", text: "새 조건" }]);
    expect(wordDiff("옛 조건", "")).toEqual([{ kind: "removed", text: "옛 조건" }]);
  });
});

describe("changeKind", () => {
  it("tells a new statement, a changed one and a dropped one apart", () => {
    expect(changeKind({ before: "", after: "만 26세" })).toBe("added");
    expect(changeKind({ before: "만 26세", after: "만 21세" })).toBe("changed");
    expect(changeKind({ before: "만 26세", after: " " })).toBe("removed");
  });
});
