import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "./field-errors";
import { inquirySchema } from "./inquiry";
import { INQUIRY_SENT, QUOTE_FAILED } from "./inquiry-text";
import {
  carsVehicleText,
  HOME_LEAD,
  LEAD_FORM_MESSAGES,
  leadFormAnswers,
  leadFormAsks,
  leadFormFieldsOf,
  leadFormProblems,
  leadFormValues,
  quoteLead,
  soldLead,
} from "./lead-form";
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

  it("ask the driver's age where the quote forms ask it, and hold the schema's lengths with its words", () => {
    expect(leadFormProblems({ ...ok, region: "" }, { asksAge: true })).toEqual({ region: LEAD_FORM_MESSAGES.region });
    expect(leadFormProblems({ ...ok, region: "만 26세 이상" }, { asksAge: true })).toEqual({});
    const tooLong = { ...ok, name: "가".repeat(31), vehicle: "나".repeat(101) };
    const problems = leadFormProblems(tooLong, { asksVehicle: true });
    expect(problems).toEqual({ name: LEAD_FORM_MESSAGES.nameTooLong, vehicle: LEAD_FORM_MESSAGES.vehicleTooLong });
    // The server's schema says the same of the same input, so no form shows one message and the server another.
    const parsed = inquirySchema.safeParse({ ...tooLong, source: "home" });
    expect(parsed.success ? {} : fieldErrorsOf(parsed.error)).toMatchObject(problems);
  });

  it("read the fields as a form posts them", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "홍길동", contact: "010", agreed: "on", region: "만 21세 이상" }))
      form.set(k, v);
    expect(leadFormFieldsOf(form)).toEqual({
      name: "홍길동",
      contact: "010",
      agreed: "on",
      vehicle: "",
      region: "만 21세 이상",
    });
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

describe("a page's lead", () => {
  const car = { name: "쏘나타", slug: "sonata", priceInfo: [], depositInstallment: "" };

  it("asks the car where the page names none, and the driver's age on a 견적 문의", () => {
    expect(leadFormAsks(HOME_LEAD)).toEqual({ asksVehicle: true, asksAge: false });
    expect(leadFormAsks({ source: "search" })).toEqual({ asksVehicle: true, asksAge: false });
    expect(leadFormAsks(soldLead(car))).toEqual({ asksVehicle: false, asksAge: false });
    expect(leadFormAsks(quoteLead(car))).toEqual({ asksVehicle: false, asksAge: true });
    expect(quoteLead({ ...car, name: " " }).vehicle).toBe("차량명 없음");
  });

  it("answers a 견적 문의 at its section, the home form at the top, every other form at the lead form", () => {
    expect(leadFormAnswers(quoteLead(car))).toMatchObject({ failed: QUOTE_FAILED, param: "quote", anchor: "quote" });
    expect(leadFormAnswers(HOME_LEAD)).toEqual({
      sent: INQUIRY_SENT,
      failed: expect.any(String),
      param: "inquiry",
      anchor: undefined,
    });
    expect(leadFormAnswers(soldLead(car))).toMatchObject({ param: "inquiry", anchor: "lead-form" });
  });

  it("keeps everything typed to fill a refused form again, and nothing else", () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: "홍길동", plan: "1", website: "x", idempotencyKey: "k" }))
      form.set(k, v);
    const values = leadFormValues(form);
    expect(values).toMatchObject({ name: "홍길동", plan: "1", contact: "", agreed: "" });
    expect(values).not.toHaveProperty("website");
    expect(values).not.toHaveProperty("idempotencyKey");
  });
});
