import { describe, expect, it } from "vitest";
import { DEFAULT_BUSINESS_HOURS } from "#domain/business-hours";
import { businessHoursFromForm, hoursOfInput, inputOfHours } from "./business-hours-form";

describe("the 상담 시간 editor's fields", () => {
  it("read back as the hours they started from, 휴무 by its checkbox", () => {
    const form = new FormData();
    inputOfHours(DEFAULT_BUSINESS_HOURS).days.forEach((d, i) => {
      form.set(`hours-${i}-open`, d.open);
      form.set(`hours-${i}-close`, d.close);
    });
    form.set("hours-6-closed", "on");
    form.set("holidays", "2026-12-25");
    const input = businessHoursFromForm(form);
    expect(input?.days[6]).toEqual({ closed: true, open: "10:00", close: "23:00" });
    expect(input?.holidays).toBe("2026-12-25");
    expect(hoursOfInput(input!)?.days[6]).toBeNull();
  });

  it("are absent from a post of other fields, and give no hours while a day does not hold", () => {
    expect(businessHoursFromForm(new FormData())).toBeNull();
    const bad = inputOfHours(DEFAULT_BUSINESS_HOURS);
    bad.days[2] = { closed: false, open: "19:00", close: "09:00" };
    expect(hoursOfInput(bad)).toBeNull();
  });
});
