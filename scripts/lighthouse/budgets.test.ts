import { describe, expect, it } from "vitest";
import { budgetMisses, HOME_JS_BYTES, type Judged } from "./budgets";

const within: Judged = {
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs: 1200,
  cls: 0,
  tbtMs: 40,
  inpMs: 80,
  mainThreadMs: 1400,
  jsBytes: HOME_JS_BYTES,
};
const home = { home: true, public: true };

describe("budgetMisses", () => {
  it("passes figures within every budget at both targets", () => {
    expect(budgetMisses(within, "mid", home)).toEqual([]);
    expect(budgetMisses(within, "low", home)).toEqual([]);
  });

  it("holds the mid-tier phone to stricter speed budgets than the low-tier one", () => {
    const slower = { ...within, performance: 95, tbtMs: 200, lcpMs: 2000, inpMs: 150 };
    expect(budgetMisses(slower, "low", home)).toEqual([]);
    expect(budgetMisses(slower, "mid", home)).toEqual([
      "performance 95 < 100",
      "TBT 200 ms > 50 ms",
      "LCP 2,000 ms > 1,500 ms",
      "INP 150 ms > 100 ms",
    ]);
  });

  it("judges main-thread work and JavaScript on / only, main-thread work at the low tier only", () => {
    const heavy = { ...within, mainThreadMs: 3500, jsBytes: HOME_JS_BYTES + 1024 };
    expect(budgetMisses(heavy, "low", home)).toEqual([
      "main-thread work 3,500 ms > 1,500 ms",
      "JavaScript 150.0 KB > 149 KB",
    ]);
    expect(budgetMisses(heavy, "mid", home)).toEqual(["JavaScript 150.0 KB > 149 KB"]);
    expect(budgetMisses(heavy, "low", { home: false, public: true })).toEqual([]);
  });

  it("counts any layout shift and a tap no run saw as misses", () => {
    expect(budgetMisses({ ...within, cls: 0.0004, inpMs: null }, "low", home)).toEqual([
      "INP not measured (no run saw the tap)",
      "CLS 0.0004 > 0",
    ]);
  });

  it("judges accessibility, best practices and SEO on public pages only", () => {
    const admin = { ...within, accessibility: 96, seo: 66 };
    expect(budgetMisses(admin, "mid", { home: false, public: false })).toEqual([]);
    expect(budgetMisses(admin, "mid", { home: false, public: true })).toEqual([
      "accessibility 96 < 100",
      "SEO 66 < 100",
    ]);
  });
});
