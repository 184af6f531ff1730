import { describe, expect, it } from "vitest";
import { type DebugTask, longTasksOf, medianTimespan } from "./figures";

describe("medianTimespan", () => {
  it("takes the median INP of the runs that saw the tap, and counts the ones that did not", () => {
    const runs = [
      { inpMs: 120, tbtMs: 300 },
      { inpMs: null, tbtMs: 0 },
      { inpMs: 80, tbtMs: 100 },
      { inpMs: 400, tbtMs: 900 },
    ];
    expect(medianTimespan(runs)).toEqual({ inpMs: 120, tbtMs: 200, missedTaps: 1 });
  });

  it("has no INP when no run saw the tap", () => {
    expect(medianTimespan([{ inpMs: null, tbtMs: 5 }])).toEqual({ inpMs: null, tbtMs: 5, missedTaps: 1 });
  });
});

describe("longTasksOf", () => {
  it("names each of the longest tasks by its URL and splits it by group, largest first", () => {
    const debug: { urls: string[]; tasks: DebugTask[] } = {
      urls: ["http://127.0.0.1:1/", "http://127.0.0.1:1/assets/framework.js"],
      tasks: [
        {
          urlIndex: 1,
          startTime: 900,
          duration: 300,
          scriptEvaluation: 100,
          other: 180,
          styleLayout: 20,
          parseHTML: 0,
        },
        { urlIndex: 0, startTime: 100, duration: 120, other: 120 },
        { urlIndex: 0, startTime: 400, duration: 60, styleLayout: 60 },
        { urlIndex: 1, startTime: 700, duration: 55, scriptEvaluation: 55 },
      ],
    };
    expect(longTasksOf(debug)).toEqual([
      {
        url: "http://127.0.0.1:1/assets/framework.js",
        ms: 300,
        groups: [
          { group: "other", label: "Other", ms: 180 },
          { group: "scriptEvaluation", label: "Script Evaluation", ms: 100 },
          { group: "styleLayout", label: "Style & Layout", ms: 20 },
        ],
      },
      { url: "http://127.0.0.1:1/", ms: 120, groups: [{ group: "other", label: "Other", ms: 120 }] },
      { url: "http://127.0.0.1:1/", ms: 60, groups: [{ group: "styleLayout", label: "Style & Layout", ms: 60 }] },
    ]);
    expect(longTasksOf(undefined)).toEqual([]);
  });
});
