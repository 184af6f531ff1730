import { describe, expect, it } from "vitest";
import { LISTING_FIELD_KEYS, noneOf } from "./listing-fields";
import { newVehicleTemplate } from "./new-vehicle-template";
import type { Vehicle } from "./vehicle";
import {
  draftOfVehicle,
  firstFreeSlug,
  isVehicleImageRef,
  MAX_VEHICLE_IMAGES,
  parseVehicleInput,
  VEHICLE_MESSAGES,
  vehicleCreateSchema,
  vehicleUpdateSchema,
} from "./vehicle-input";

const KEY = "0123456789abcdef0123456789abcdef";
const MEDIA = `/media/${KEY}/960.webp`;
const PNG = "data:image/png;base64,iVBORw0KGgo=";

const valid = () => ({ ...newVehicleTemplate({ now: 1, category: "중형SUV", badge: "중고차" }), name: "쏘렌토 MQ4" });

describe("vehicleCreateSchema", () => {
  it("accepts the template with a name and canonicalises the category", () => {
    const result = parseVehicleInput(vehicleCreateSchema, { ...valid(), category: "소형준중형 세단" });
    expect(result.success).toBe(true);
    if (!result.success) return;
    expect(result.data.category).toBe("소형/준중형 세단");
    expect(result.data.badges).toEqual(["중고차"]);
    expect(result.data.priceInfo).toHaveLength(5);
    expect(result.data.insurance?.책임한도.대인).toBe("무한");
  });

  it("fills what a minimal body leaves out", () => {
    const result = parseVehicleInput(vehicleCreateSchema, {
      name: "아반떼",
      category: "소형/준중형 세단",
      badges: ["신차"],
    });
    expect(result).toMatchObject({
      success: true,
      data: {
        images: [],
        priceInfo: [],
        depositInstallment: "불가능 (기본)",
        insurance: null,
        contractTerms: null,
        description: "",
      },
    });
  });

  it("names each bad field in Korean", () => {
    const result = parseVehicleInput(vehicleCreateSchema, {
      ...valid(),
      name: "   ",
      category: "트럭",
      badges: [],
      recommendationTags: ["최고"],
      basicInfo: { 연료: "수소" },
      depositInstallment: "가능",
      priceInfo: [{ deposit: "0", period: "60개월", monthly: "x".repeat(51), totalKm: "3만km" }],
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors).toMatchObject({
      name: "차량명을 입력해주세요",
      category: VEHICLE_MESSAGES.category,
      badges: VEHICLE_MESSAGES.badges,
      "recommendationTags.0": VEHICLE_MESSAGES.tags,
      "basicInfo.연료": VEHICLE_MESSAGES.fuel,
      depositInstallment: VEHICLE_MESSAGES.depositInstallment,
      "priceInfo.0.monthly": "50자 이내로 입력해주세요",
    });
    expect(result.message).toBe("차량명을 입력해주세요");
    for (const message of Object.values(result.fieldErrors)) expect(message).toMatch(/[가-힣]/);
  });

  it("refuses a missing name, badge list of other values, and too many images", () => {
    const result = parseVehicleInput(vehicleCreateSchema, {
      category: "전기차",
      badges: ["리스"],
      images: Array.from({ length: MAX_VEHICLE_IMAGES + 1 }, () => MEDIA),
    });
    expect(result.success).toBe(false);
    if (result.success) return;
    expect(result.fieldErrors.name).toBe("차량명을 입력해주세요");
    expect(result.fieldErrors["badges.0"]).toBe(VEHICLE_MESSAGES.badges);
    expect(result.fieldErrors.images).toBe(VEHICLE_MESSAGES.tooManyImages);
  });

  it("accepts stored media URLs and data URLs, nothing else", () => {
    expect(isVehicleImageRef(MEDIA)).toBe(true);
    expect(isVehicleImageRef(`https://rent.example${MEDIA}`)).toBe(true);
    expect(isVehicleImageRef(PNG)).toBe(true);
    expect(isVehicleImageRef("https://evil.example/car.jpg")).toBe(false);
    expect(isVehicleImageRef("/media/../../etc/passwd")).toBe(false);
    expect(isVehicleImageRef("data:text/html;base64,PGgxPg==")).toBe(false);
    const result = parseVehicleInput(vehicleCreateSchema, { ...valid(), images: [MEDIA, "javascript:alert(1)"] });
    expect(result.success ? null : result.fieldErrors["images.1"]).toBe(VEHICLE_MESSAGES.images);
  });

  it("reads the spec's field names and JSON-string lists", () => {
    const result = parseVehicleInput(vehicleCreateSchema, {
      name: "K5",
      category: "중형 세단",
      badges: '["신차","신차"]',
      thumbnails: [MEDIA],
    });
    expect(result).toMatchObject({ success: true, data: { badges: ["신차"], images: [MEDIA] } });
  });

  it("turns empty insurance and contract terms into none and drops blank documents and option items", () => {
    const result = parseVehicleInput(vehicleCreateSchema, {
      ...valid(),
      insurance: { 책임한도: { 대인: "", 대물: "", 자손: "" }, 면책금: { 대인: "", 대물: "", 자손: "", 자차: " " } },
      contractTerms: { 개인계약자: "", 법인계약자: "" },
      requiredDocuments: ["운전면허증", " ", "운전면허증"],
      options: { 외관내장: ["선루프", "", "선루프"], 안전장치: [], 편의장치: [], 시트: [], 전체옵션: "" },
    });
    expect(result).toMatchObject({
      success: true,
      data: {
        insurance: null,
        contractTerms: null,
        requiredDocuments: ["운전면허증"],
        options: { 외관내장: ["선루프"], 안전장치: [], 편의장치: [], 시트: [] },
      },
    });
    if (result.success) expect(result.data.options).not.toHaveProperty("전체옵션");
  });

  it("refuses an insurance table with a blank cell, naming each blank cell in Korean", () => {
    // What the partners' form used to send: 면책금 대인 and 자손 left blank, shown to customers as "대인 , 자손 ,".
    const halfFilled = {
      책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억5천만원" },
      면책금: { 대인: "", 대물: "20만원", 자손: " ", 자차: "50만원" },
    };
    const result = parseVehicleInput(vehicleCreateSchema, { ...valid(), insurance: halfFilled });
    expect(result.success ? null : result.fieldErrors).toEqual({
      "insurance.면책금.대인": "면책금 대인을 입력해주세요",
      "insurance.면책금.자손": "면책금 자손을 입력해주세요",
    });
    expect(result.success ? null : result.message).toBe("면책금 대인을 입력해주세요");
    const update = parseVehicleInput(vehicleUpdateSchema, {
      insurance: { ...halfFilled, 면책금: { ...halfFilled.면책금, 대인: "없음", 자손: "없음", 자차: "" } },
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
    expect(update.success ? null : update.fieldErrors).toEqual({
      "insurance.면책금.자차": "면책금 자차를 입력해주세요",
    });
  });

  it("takes an insurance table with every cell filled", () => {
    const insurance = {
      책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억5천만원" },
      면책금: { 대인: "없음", 대물: "20만원", 자손: "없음", 자차: "50만원" },
    };
    expect(parseVehicleInput(vehicleCreateSchema, { ...valid(), insurance })).toMatchObject({
      success: true,
      data: { insurance },
    });
  });
});

describe("vehicleUpdateSchema", () => {
  it("needs the loaded updatedAt and leaves out what was not sent", () => {
    const missing = parseVehicleInput(vehicleUpdateSchema, { name: "K5" });
    expect(missing.success ? null : missing.fieldErrors.updatedAt).toBe(VEHICLE_MESSAGES.updatedAt);
    const result = parseVehicleInput(vehicleUpdateSchema, { name: "K5", updatedAt: "2026-03-01T10:00:00.000Z" });
    expect(result.success && result.data).toEqual({ name: "K5", updatedAt: "2026-03-01T10:00:00.000Z" });
  });

  it("validates what it is sent as strictly as a create", () => {
    const result = parseVehicleInput(vehicleUpdateSchema, {
      name: "",
      badges: [],
      updatedAt: "2026-03-01T10:00:00.000Z",
    });
    expect(result.success ? null : result.fieldErrors).toEqual({
      name: "차량명을 입력해주세요",
      badges: VEHICLE_MESSAGES.badges,
    });
  });
});

describe("firstFreeSlug", () => {
  it("adds -2, -3 … on collision", () => {
    expect(firstFreeSlug("k5", new Set())).toBe("k5");
    expect(firstFreeSlug("k5", new Set(["k5"]))).toBe("k5-2");
    expect(firstFreeSlug("k5", new Set(["k5", "k5-2", "k5-3"]))).toBe("k5-4");
  });
});

describe("draftOfVehicle", () => {
  it("gives every field of a stored vehicle, empty parts as empty fields", () => {
    // Every other listing field as nothing stated (no benefits, insurance, terms, documents or texts).
    const { images: _gallery, ...nothingStated } = noneOf(LISTING_FIELD_KEYS);
    const vehicle: Vehicle = {
      ...nothingStated,
      id: 1,
      slug: "k5",
      name: "K5",
      category: "중형세단",
      badges: ["신차"],
      badgeType: "신차",
      recommendationTags: ["추천"],
      thumbnails: [MEDIA],
      mainImage: MEDIA,
      basicInfo: { 연료: "LPG" },
      priceInfo: [{ deposit: "0", period: "60개월", monthly: "45만원", totalKm: "3만km" }],
      options: { 외관내장: ["선루프"], 안전장치: [], 편의장치: [], 시트: [] },
      depositInstallment: "불가능 (기본)",
      ownerPartnerId: null,
      status: "published",
      priceChangedAt: "2026-01-01T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
      updatedAt: "2026-01-01T00:00:00.000Z",
    };
    const draft = draftOfVehicle(vehicle);
    expect(draft.category).toBe("중형 세단");
    expect(draft.images).toEqual([MEDIA]);
    expect(draft.basicInfo).toEqual({ 제조연식: "", 주행거리: "", 차량번호: "", 연료: "LPG" });
    expect(draft.insurance.면책금.자차).toBe("");
    expect(draft.contractTerms).toEqual({ 개인계약자: "", 법인계약자: "" });
    expect(draft.options.전체옵션).toBe("");
    const result = parseVehicleInput(vehicleCreateSchema, draft);
    expect(result.success && result.data.insurance).toBeNull();
  });
});
