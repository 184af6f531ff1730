import { describe, expect, it } from "vitest";
import { chosenRow, leadBody } from "./lead-body";
import { quoteLead, soldLead } from "./lead-form";
import type { PriceRow } from "./vehicle";

const withDeposit: PriceRow = { period: "48개월", deposit: "500만원", monthly: "월 45만원", totalKm: "4만km" };
const noDeposit: PriceRow = { period: "48개월", deposit: "0원", monthly: "월 55만원", totalKm: "4만km" };
const car = { name: "쏘나타", slug: "sonata", depositInstallment: "가능 (60:40 또는 70:30 2회 분납)" };
const answers = { name: "홍길동", contact: "01012345678", region: "만 26세 이상" };
const sent = { idempotencyKey: "key-12345678", pageUrl: "/vehicle/sonata" };
/** A form as the browser or a post without JavaScript hands it over: `get` by name. */
const form = (fields: Record<string, string>) => new Map(Object.entries(fields));

describe("a 견적 문의 lead", () => {
  /** The body of a 견적 문의 about `vehicle` with `row` (its only price row) chosen, or none. */
  const quoteLeadBody = (
    vehicle: typeof car,
    { row, ...fields }: { row: PriceRow | null | undefined; [field: string]: string | PriceRow | null | undefined },
  ) =>
    leadBody(
      quoteLead({ ...vehicle, priceInfo: row ? [row] : [withDeposit] }),
      form({ ...(fields as Record<string, string>), ...(row ? { plan: "0" } : {}) }),
      sent,
    );

  it("names the car, the source and the chosen plan with a split the plan allows", () => {
    expect(quoteLeadBody(car, { ...answers, row: withDeposit, instalment: "70:30" })).toEqual({
      ...answers,
      vehicle: "쏘나타",
      source: "quote",
      plan: { period: "48개월", deposit: "500만원", monthly: "월 45만원", totalKm: "4만km", instalment: "70:30" },
      vehicleSlug: "sonata",
      ...sent,
    });
  });

  it("leaves out a split the plan or the car does not allow, and a plan when none was chosen", () => {
    const plan = (row: PriceRow | undefined, instalment: string, vehicle = car) =>
      quoteLeadBody(vehicle, { ...answers, row, instalment }).plan;
    expect(plan(withDeposit, "50:50")).not.toHaveProperty("instalment");
    expect(plan(noDeposit, "70:30")).not.toHaveProperty("instalment");
    expect(plan(withDeposit, "70:30", { ...car, depositInstallment: "불가능 (기본)" })).not.toHaveProperty(
      "instalment",
    );
    expect(plan(undefined, "70:30")).toBeUndefined();
  });

  it("names a car without a name, and sends the honeypot only when filled", () => {
    const body = quoteLeadBody({ ...car, name: " " }, { ...answers, row: null, website: "" });
    expect(body.vehicle).toBe("차량명 없음");
    expect(body).not.toHaveProperty("website");
    expect(quoteLeadBody(car, { ...answers, row: null, website: "x" })).toHaveProperty("website", "x");
  });

  it("reads the plan by its index among the rows, and nothing else as one", () => {
    const rows = [withDeposit, noDeposit];
    expect(chosenRow(rows, "1")).toBe(noDeposit);
    for (const plan of ["", "2", "-1", "1.0", " 1", "x"]) expect(chosenRow(rows, plan), plan).toBeUndefined();
  });
});

describe("a consultation lead", () => {
  it("takes the car typed where the page names none, and the optional choices only when made", () => {
    const body = leadBody(
      { source: "home" },
      form({ ...answers, vehicle: "카니발", callTime: "evening", customerType: "", agreed: "on" }),
      sent,
    );
    expect(body).toEqual({ ...answers, vehicle: "카니발", source: "home", callTime: "evening", ...sent });
  });

  it("names what the page names, never what was typed, with its slug, quote or cars", () => {
    expect(
      leadBody(soldLead({ name: "그랜저", slug: "granger" }), form({ ...answers, vehicle: "다른 차" }), sent),
    ).toMatchObject({ vehicle: "그랜저", vehicleSlug: "granger", source: "sold" });
    const cars = [{ slug: "k5", name: "K5" }];
    const compared = leadBody({ source: "compare", vehicle: "K5", cars }, form(answers), sent);
    expect(compared).toMatchObject({ vehicle: "K5", cars });
    expect(compared).not.toHaveProperty("plan");
    expect(
      leadBody({ source: "quote-sheet", vehicle: "K8", quoteToken: "tok12345" }, form(answers), sent),
    ).toHaveProperty("quoteToken", "tok12345");
  });
});
