import { describe, expect, it } from "vitest";
import { BENEFIT_ICONS, benefitIconKey, isBenefitIconKey } from "./benefit-icons";
import { templateBenefits } from "./new-vehicle-template";

describe("benefit icons", () => {
  it("has one Korean name per key", () => {
    const keys = BENEFIT_ICONS.map((icon) => icon.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const icon of BENEFIT_ICONS) expect(icon.label).toMatch(/[가-힣]/);
  });

  it("knows every icon the new-vehicle template uses", () => {
    for (const benefit of templateBenefits()) expect(isBenefitIconKey(benefit.icon)).toBe(true);
  });

  it("reads stored keys with stray case and spaces, and nothing else", () => {
    expect(benefitIconKey(" Percent ")).toBe("percent");
    expect(isBenefitIconKey(" Percent ")).toBe(false);
    expect(benefitIconKey("rocket")).toBeNull();
  });
});
