import { describe, expect, it } from "vitest";
import { neutraliseCell } from "./export-inquiries";

describe("spreadsheet cell neutralisation", () => {
  it.each(["=HYPERLINK(\"http://x\")", "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"])("prefixes %j with an apostrophe", (value) => {
    expect(neutraliseCell(value)).toBe(`'${value}`);
  });
  it.each(["홍길동", "010-1234-5678", "만 26세 이상", "", "a=b"])("keeps %j", (value) => {
    expect(neutraliseCell(value)).toBe(value);
  });
});
