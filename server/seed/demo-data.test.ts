import { describe, expect, it } from "vitest";
import { brandOf } from "#domain/brands";
import { DEMO_VEHICLES } from "./demo-data";

describe("the demo catalogue", () => {
  it("names a make the brand filter knows for every listing", () => {
    for (const v of DEMO_VEHICLES) expect(brandOf(v.name), v.name).not.toBeNull();
  });
});
