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

  it("judges JavaScript on / only", () => {
    const heavy = { ...within, mainThreadMs: 3500, jsBytes: HOME_JS_BYTES + 1024 };
    expect(budgetMisses(heavy, "low", home)).toEqual(["JavaScript 150.0 KB > 149 KB"]);
    expect(budgetMisses(heavy, "mid", home)).toEqual(["JavaScript 150.0 KB > 149 KB"]);
    expect(budgetMisses(heavy, "low", { home: false, public: true })).toEqual([]);
  });

  it("holds the low tier's main-thread work to 1.35× each public page's floor, and /'s floor to 1.8 s", () => {
    expect(budgetMisses(within, "low", home, { mainThreadMs: 1100 })).toEqual([]);
    expect(budgetMisses({ ...within, mainThreadMs: 2800 }, "low", home, { mainThreadMs: 2000 })).toEqual([
      "main-thread work 1.40× the floor > 1.35×",
      "floor 2,000 ms > 1,800 ms",
    ]);
    const list = { home: false, public: true };
    expect(budgetMisses({ ...within, mainThreadMs: 2800 }, "low", list, { mainThreadMs: 2000 })).toEqual([
      "main-thread work 1.40× the floor > 1.35×",
    ]);
    // Not judged at the mid tier, on the admin page, or where no floor was measured.
    expect(budgetMisses({ ...within, mainThreadMs: 2800 }, "mid", list, { mainThreadMs: 2000 })).toEqual([]);
    expect(
      budgetMisses({ ...within, mainThreadMs: 2800 }, "low", { home: false, public: false }, { mainThreadMs: 2000 }),
    ).toEqual([]);
    expect(budgetMisses({ ...within, mainThreadMs: 9000 }, "low", home)).toEqual([]);
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
