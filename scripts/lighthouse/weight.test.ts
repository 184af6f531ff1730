import { describe, expect, it } from "vitest";
import { stylesheetHrefs, weightText } from "./weight";

describe("page weight", () => {
  it("finds every stylesheet the document links, in order, and nothing else", () => {
    const html =
      '<head><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/base-1.css"/>' +
      '<link rel="icon" href="/favicon.svg"/><link href="/assets/site-2.css" rel="stylesheet" precedence="site"/></head>';
    expect(stylesheetHrefs(html)).toEqual(["/assets/base-1.css", "/assets/site-2.css"]);
  });

  it("prints each figure beside its budget, with whether it is met", () => {
    expect(weightText({ htmlBytes: 111_240, cssBytes: 40_000, htmlBudget: 70_000, cssBudget: 40_000 })).toBe(
      "HTML 111.2 kB (≤ 70 kB ✗) · CSS 40.0 kB (≤ 40 kB ✓)",
    );
  });
});
