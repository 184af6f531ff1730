import { describe, expect, it } from "vitest";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import { VEHICLE_MESSAGES } from "#domain/vehicle-input";
import { estimatedSaveSeconds, saveBody, saveFailureMessage, saveVehicle } from "./save-vehicle";

describe("saveFailureMessage", () => {
  it.each([
    ["Request timed out (60 seconds).", 0, VEHICLE_MESSAGES.timeout],
    ["413: Payload Too Large", 0, VEHICLE_MESSAGES.payload],
    ["파일 또는 요청이 너무 큽니다.", 413, VEHICLE_MESSAGES.payload],
    ["차량명을 입력해주세요", 400, "차량명을 입력해주세요"],
    ["", 500, VEHICLE_MESSAGES.saveFailed.description],
    [undefined, 0, VEHICLE_MESSAGES.saveFailed.description],
  ])("%j (%i)", (message, status, expected) => {
    expect(saveFailureMessage(message, status)).toBe(expected);
  });
});

describe("estimatedSaveSeconds", () => {
  it("is half a second per image, at least 10 seconds", () => {
    expect(estimatedSaveSeconds(11)).toBe(10);
    expect(estimatedSaveSeconds(30)).toBe(15);
  });
});

describe("saveBody and saveVehicle", () => {
  const draft = newVehicleTemplate({ now: 5 });
  it("sends the pending slug on create and updatedAt on update", () => {
    expect(saveBody({ kind: "create", slug: "new-vehicle-5" }, draft)).toMatchObject({
      slug: "new-vehicle-5",
      name: "new-vehicle-5",
    });
    expect(saveBody({ kind: "update", id: 3, updatedAt: "2026-01-01T00:00:00.000Z" }, draft)).toMatchObject({
      updatedAt: "2026-01-01T00:00:00.000Z",
    });
  });

  it("reports field errors without a request when the draft is invalid", async () => {
    const result = await saveVehicle({ kind: "create", slug: "x" }, { ...draft, name: " " });
    expect(result).toEqual({
      ok: false,
      status: 400,
      message: "차량명을 입력해주세요",
      fieldErrors: { name: "차량명을 입력해주세요" },
    });
  });
});
