import { describe, expect, it } from "vitest";
import { loggableMessage } from "./errors";

describe("loggableMessage", () => {
  it("drops the bound parameters of a failed query", () => {
    const error = new Error(
      'Failed query: insert into "inquiries" ("name", "contact") values ($1, $2)\nparams: 홍길동,01012345678',
    );
    expect(loggableMessage(error)).toBe('Failed query: insert into "inquiries" ("name", "contact") values ($1, $2)');
    expect(loggableMessage(error)).not.toContain("01012345678");
  });
  it("keeps ordinary messages", () => {
    expect(loggableMessage(new Error("boom"))).toBe("boom");
  });
});
