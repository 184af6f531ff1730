import { describe, expect, it } from "vitest";
import { carsVehicleText, LEAD_FORM_MESSAGES, leadFormProblems } from "./lead-form";
import { phoneProblem } from "./phone";

describe("the lead form's checks", () => {
  const ok = { name: "홍길동", contact: "010-1234-5678", agreed: "on" };

  it("pass a name, a number in any common form and the consent", () => {
    expect(leadFormProblems(ok)).toEqual({});
    expect(leadFormProblems({ ...ok, contact: "01012345678" })).toEqual({});
  });

  it("name every missing or wrong field at once", () => {
    expect(leadFormProblems({ name: " ", contact: "", agreed: "" })).toEqual({
      name: LEAD_FORM_MESSAGES.name,
      contact: LEAD_FORM_MESSAGES.contact,
      agreed: LEAD_FORM_MESSAGES.agreed,
    });
    // The phone rule's own words (domain/phone.ts), as every form shows them.
    expect(leadFormProblems({ ...ok, contact: "010-123" })).toEqual({ contact: phoneProblem("010-123") });
  });

  it("ask for the car only where the visitor names it", () => {
    expect(leadFormProblems({ ...ok, vehicle: "" })).toEqual({});
    expect(leadFormProblems({ ...ok, vehicle: "  " }, { asksVehicle: true })).toEqual({
      vehicle: LEAD_FORM_MESSAGES.vehicle,
    });
    expect(leadFormProblems({ ...ok, vehicle: "캐스퍼" }, { asksVehicle: true })).toEqual({});
  });
});

describe("the 희망 차량 of a list of cars", () => {
  it("joins the names, and counts the rest past 100 characters", () => {
    expect(carsVehicleText(["K5", " 쏘렌토 "])).toBe("K5, 쏘렌토");
    const long = Array.from({ length: 12 }, (_, i) => `아주 긴 차량 이름 ${i + 1}번째 트림`);
    const text = carsVehicleText(long);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text).toMatch(/^아주 긴 차량 이름 1번째 트림, .* 외 \d+대$/);
    expect(carsVehicleText(["가".repeat(150)])).toHaveLength(100);
    expect(carsVehicleText([])).toBe("");
  });
});
