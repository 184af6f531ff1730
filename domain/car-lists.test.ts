import { describe, expect, it } from "vitest";
import {
  COMPARE_MAX,
  comparePath,
  parseSlugList,
  SLUG_MAX_LENGTH,
  savedPath,
  slugListValue,
  withFirst,
  without,
} from "./car-lists";

describe("parseSlugList", () => {
  it("reads comma-separated slugs, trimmed, without duplicates", () => {
    expect(parseSlugList(" a , b,,a, 쏘렌토 ", 10)).toEqual(["a", "b", "쏘렌토"]);
  });
  it("keeps the first `max`", () => {
    expect(parseSlugList("a,b,c,d,e,f", COMPARE_MAX)).toEqual(["a", "b", "c", "d"]);
  });
  it("drops junk: too long, control or markup characters", () => {
    const long = "x".repeat(SLUG_MAX_LENGTH + 1);
    expect(parseSlugList(`${long},<script>,a\u0000b,ok`, 10)).toEqual(["ok"]);
  });
  it("reads a very long value only as far as it needs", () => {
    const raw = `${"a,".repeat(100_000)}b`;
    expect(parseSlugList(raw, 4)).toEqual(["a"]);
  });
  it("is empty for nothing", () => {
    expect(parseSlugList(null, 4)).toEqual([]);
    expect(parseSlugList("", 4)).toEqual([]);
    expect(parseSlugList(",,,", 4)).toEqual([]);
  });
  it("reads back what the paths write", () => {
    const slugs = ["쏘렌토-하이브리드", "gv80 2025", "a&b=c"];
    const url = new URL(comparePath(slugs), "http://x");
    expect(parseSlugList(url.searchParams.get("cars"), 4)).toEqual(slugs);
  });
});

describe("paths", () => {
  it("write each list only when it has cars", () => {
    expect(comparePath([])).toBe("/compare");
    expect(comparePath(["a", "b"])).toBe("/compare?cars=a,b");
    expect(savedPath({ saved: [], recent: [] })).toBe("/saved");
    expect(savedPath({ saved: ["a"], recent: [] })).toBe("/saved?cars=a");
    expect(savedPath({ saved: [], recent: ["b", "c"] })).toBe("/saved?recent=b,c");
    expect(slugListValue(["쏘"])).toBe("%EC%8F%98");
  });
});

describe("withFirst and without", () => {
  it("moves a car to the front and caps the list", () => {
    expect(withFirst(["a", "b", "c"], "c", 3)).toEqual(["c", "a", "b"]);
    expect(withFirst(["a", "b", "c"], "d", 3)).toEqual(["d", "a", "b"]);
    expect(without(["a", "b"], "a")).toEqual(["b"]);
  });
});
