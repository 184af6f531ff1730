import { describe, expect, it } from "vitest";
import { addUnique, moveItem, orderTarget, removeAt, replaceAt } from "./list-ops";

describe("moveItem", () => {
  const list = ["a", "b", "c", "d"];
  it.each([
    [0, 1, ["b", "a", "c", "d"]],
    [3, 0, ["d", "a", "b", "c"]],
    [1, 3, ["a", "c", "d", "b"]],
    [2, 2, ["a", "b", "c", "d"]],
    [0, 99, ["b", "c", "d", "a"]],
    [3, -5, ["d", "a", "b", "c"]],
    [7, 0, ["a", "b", "c", "d"]],
  ])("from %i to %i", (from, to, expected) => {
    expect(moveItem(list, from, to)).toEqual(expected);
  });

  it("never changes the list it is given", () => {
    moveItem(list, 0, 3);
    expect(list).toEqual(["a", "b", "c", "d"]);
  });
});

describe("orderTarget", () => {
  it.each([
    ["1", 3, 0],
    ["3", 3, 2],
    ["0", 3, 0],
    ["-4", 3, 0],
    ["10", 3, 2],
    [" 2 ", 3, 1],
    ["", 3, null],
    ["두", 3, null],
    ["1.5", 3, null],
    ["1", 0, null],
  ])("%j of %i → %j", (typed, count, expected) => {
    expect(orderTarget(typed, count)).toBe(expected);
  });
});

describe("list edits", () => {
  it("remove, replace and add unique items", () => {
    expect(removeAt(["a", "b", "c"], 1)).toEqual(["a", "c"]);
    expect(replaceAt(["a", "b"], 0, "z")).toEqual(["z", "b"]);
    expect(addUnique(["선루프"], " HUD ")).toEqual(["선루프", "HUD"]);
    expect(addUnique(["선루프"], "선루프")).toEqual(["선루프"]);
    expect(addUnique(["선루프"], "  ")).toEqual(["선루프"]);
  });
});
