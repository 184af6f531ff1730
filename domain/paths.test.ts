import { describe, expect, it } from "vitest";
import { categoryPath, vehiclePath } from "./paths";

describe("categoryPath", () => {
  it("links to the slug, under /customer when asked", () => {
    expect(categoryPath("소형/준중형 세단")).toBe(`/vehicle-detail/${encodeURIComponent("소형준중형세단")}`);
    expect(categoryPath("중형 SUV", { customer: true })).toBe(
      `/customer/vehicle-detail/${encodeURIComponent("중형SUV")}`,
    );
  });
});

describe("vehiclePath", () => {
  it("escapes the slug", () => {
    expect(vehiclePath("쏘렌토 MQ4")).toBe(`/vehicles/${encodeURIComponent("쏘렌토 MQ4")}`);
  });
});
