import { describe, expect, it } from "vitest";
import {
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  canMoveStage,
  DOCUMENT_CHECKLISTS,
  DOCUMENTS,
  missingDocuments,
} from "./application";

describe("application stages", () => {
  it("are the glossary's, in order", () => {
    expect(APPLICATION_STAGES.map((s) => APPLICATION_STAGE_LABELS[s]).join(" → ")).toBe(
      "서류 접수 → 심사 중 → 승인 → 반려 → 계약 → 출고 대기 → 인도 완료",
    );
  });

  it("move forward one step, back to 서류 접수 before the contract, and never out of 인도 완료", () => {
    expect(canMoveStage("documents", "review")).toBe(true);
    expect(canMoveStage("review", "rejected")).toBe(true);
    expect(canMoveStage("rejected", "review")).toBe(true);
    expect(canMoveStage("approved", "documents")).toBe(true);
    expect(canMoveStage("documents", "contract")).toBe(false);
    expect(canMoveStage("rejected", "contract")).toBe(false);
    expect(canMoveStage("contract", "documents")).toBe(false);
    for (const stage of APPLICATION_STAGES) expect(canMoveStage("delivered", stage)).toBe(false);
  });
});

describe("the documents of each customer type", () => {
  it("say what each is for, and never ask for a 주민등록번호", () => {
    for (const list of Object.values(DOCUMENT_CHECKLISTS))
      for (const kind of list) {
        expect(DOCUMENTS[kind].purpose).not.toBe("");
        expect(DOCUMENTS[kind].label).not.toMatch(/주민/);
      }
    expect(DOCUMENT_CHECKLISTS.corporation.map((k) => DOCUMENTS[k].label)).toContain("법인인감증명서");
  });

  it("list what is still missing, in the checklist's order", () => {
    expect(missingDocuments("sole-proprietor", ["business-registration"])).toEqual([
      "driver-licence",
      "business-income",
    ]);
    expect(missingDocuments("individual", ["employment-or-income", "driver-licence"])).toEqual([]);
  });
});
