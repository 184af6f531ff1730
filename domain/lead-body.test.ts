import { describe, expect, it } from "vitest";
import { quoteLeadBody } from "./quote-lead";
import type { PriceRow } from "./vehicle";

const withDeposit: PriceRow = { period: "48개월", deposit: "500만원", monthly: "월 45만원", totalKm: "4만km" };
const noDeposit: PriceRow = { period: "48개월", deposit: "0원", monthly: "월 55만원", totalKm: "4만km" };
const car = { name: "쏘나타", slug: "sonata", depositInstallment: "가능 (60:40 또는 70:30 2회 분납)" };
const answers = { name: "홍길동", contact: "01012345678", region: "만 26세 이상" };
const sent = { idempotencyKey: "key-12345678", pageUrl: "/vehicle/sonata" };

describe("a 견적 문의 lead", () => {
  it("names the car, the source and the chosen plan with a split the plan allows", () => {
    expect(quoteLeadBody(car, { ...answers, row: withDeposit, instalment: "70:30" }, sent)).toEqual({
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
      quoteLeadBody(vehicle, { ...answers, row, instalment }, sent).plan;
    expect(plan(withDeposit, "50:50")).not.toHaveProperty("instalment");
    expect(plan(noDeposit, "70:30")).not.toHaveProperty("instalment");
    expect(plan(withDeposit, "70:30", { ...car, depositInstallment: "불가능 (기본)" })).not.toHaveProperty(
      "instalment",
    );
    expect(plan(undefined, "70:30")).toBeUndefined();
  });

  it("names a car without a name, and sends the honeypot only when filled", () => {
    const body = quoteLeadBody({ ...car, name: " " }, { ...answers, row: null, website: "" }, sent);
    expect(body.vehicle).toBe("차량명 없음");
    expect(body).not.toHaveProperty("website");
    expect(quoteLeadBody(car, { ...answers, row: null, website: "x" }, sent)).toHaveProperty("website", "x");
  });
});
