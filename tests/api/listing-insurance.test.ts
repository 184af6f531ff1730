import { eq } from "drizzle-orm";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import { partnerDraftOf, partnerVehiclePayload, partnerVehicleTemplate } from "#domain/partner-vehicle";
import type { Vehicle } from "#domain/vehicle";
import { vehicles } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { insertVehicle } from "../support/fixtures";
import { textContent } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

/**
 * A listing's insurance table has every cell filled or none at all, and shows only what its owner entered: the
 * partners' add form starts empty (no hidden amounts), and a save with a blank cell (the "대인 , 자손 ," customers were
 * shown) is refused with a Korean message on the field, for admins and partners alike, before anything is stored.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
let image: string;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  image = await storedImageUrl(app, "#335577");
});

/** The insurance the partners' add form started from before: no 면책금 for 대인 and 자손. */
const OLD_PARTNER_INSURANCE = {
  책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억5천만원" },
  면책금: { 대인: "", 대물: "20만원", 자손: "", 자차: "50만원" },
};

let serial = 0;
const uniqueName = (label: string) => `보험확인 ${label} ${Date.now().toString(36)}${serial++}`;

/** What the partner types into the form's insurance table. */
const PARTNER_INSURANCE = {
  책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억5천만원" },
  면책금: { 대인: "없음", 대물: "20만원", 자손: "없음", 자차: "30만원" },
};

/** What the partners' add form sends for a new listing, with a name, a photo, one complete price row and terms. */
function partnerFormBody(name: string, insurance = PARTNER_INSURANCE) {
  const draft = partnerVehicleTemplate("중형 SUV", "신차");
  draft.name = name;
  draft.images = [image];
  draft.priceInfo[0] = { ...draft.priceInfo[0]!, deposit: "300만원", monthly: "55만원" };
  draft.basicInfo = { ...draft.basicInfo, 제조연식: "25년01월", 주행거리: "10km" };
  draft.insurance = structuredClone(insurance);
  draft.contractTerms = { 개인계약자: "만 26세 이상", 법인계약자: "" };
  return partnerVehiclePayload(draft);
}

type Saved = { vehicle: Vehicle; message: string; fieldErrors?: Record<string, string> };
async function send(account: TestAccount, method: string, path: string, payload?: unknown) {
  const res = await app.fetch(path, as(account, method, payload));
  return { status: res.status, json: (await res.json()) as Saved };
}

type Element = DefaultTreeAdapterTypes.Element;
const elements = (node: DefaultTreeAdapterTypes.Node): Element[] =>
  "childNodes" in node
    ? node.childNodes.flatMap((child) => ["tagName" in child ? [child as Element] : [], elements(child)].flat())
    : [];

/** The customer page's insurance table: per coverage (대인, 대물, 자손, 자차), its 책임한도 and 면책금 cells as shown. */
async function insuranceTable(slug: string): Promise<Record<string, [string, string]>> {
  const res = await app.fetch(`/vehicles/${encodeURIComponent(slug)}`);
  expect(res.status).toBe(200);
  const table = elements(parse(await res.text())).find((e) =>
    e.attrs.some((a) => a.name === "data-testid" && a.value === "insurance-table"),
  );
  expect(table, "insurance table on the page").toBeDefined();
  const rows = elements(table!).filter((e) => e.tagName === "tr");
  return Object.fromEntries(
    rows.slice(1).map((tr) => {
      const cells = elements(tr).filter((e) => e.tagName === "th" || e.tagName === "td");
      const [coverage, limit, deductible] = cells.map((c) => textContent(c).trim());
      return [coverage!, [limit!, deductible!]];
    }),
  );
}

describe("what the customer's vehicle page shows of the insurance", () => {
  it("before: a listing stored from the old partners' template showed 면책금 대인 and 자손 as a blank '-'", async () => {
    const old = await insertVehicle(app.ctx, {
      name: uniqueName("예전 템플릿"),
      category: "중형 SUV",
      ownerPartnerId: partner.id,
      status: "published",
      imageCount: 1,
      insurance: OLD_PARTNER_INSURANCE,
    });
    expect(await insuranceTable(old.slug)).toEqual({
      대인: ["무한", "-"],
      대물: ["2억원", "20만원"],
      자손: ["1억5천만원", "-"],
      자차: ["-", "50만원"],
    });
  });

  it("after: a listing sent from the partners' add form shows the insurance its partner entered, and nothing else", async () => {
    const created = await send(partner, "POST", "/api/partner/vehicles", partnerFormBody(uniqueName("새 템플릿")));
    expect(created.status).toBe(201);
    const approved = await send(admin, "POST", `/api/listing-reviews/${created.json.vehicle.id}/approve`);
    expect(approved.status).toBe(200);
    // 자차 has no 책임한도 (the car itself is covered by the deductible alone): that one cell is '-' by design.
    expect(await insuranceTable(created.json.vehicle.slug)).toEqual({
      대인: ["무한", "없음"],
      대물: ["2억원", "20만원"],
      자손: ["1억5천만원", "없음"],
      자차: ["-", "30만원"],
    });
  });

  it("a partner who enters no insurance publishes no insurance value: the page says 렌트사 문의", async () => {
    const empty = { 책임한도: { 대인: "", 대물: "", 자손: "" }, 면책금: { 대인: "", 대물: "", 자손: "", 자차: "" } };
    const created = await send(
      partner,
      "POST",
      "/api/partner/vehicles",
      partnerFormBody(uniqueName("보험 미입력"), empty),
    );
    expect(created.status).toBe(201);
    expect(created.json.vehicle.insurance).toBeNull();
    const approved = await send(admin, "POST", `/api/listing-reviews/${created.json.vehicle.id}/approve`, {
      inquire: ["insurance"],
    });
    expect(approved.status).toBe(200);
    const res = await app.fetch(`/vehicles/${encodeURIComponent(created.json.vehicle.slug)}`);
    const found = elements(parse(await res.text())).filter((e) =>
      e.attrs.some((a) => a.name === "data-testid" && /^insurance-/.test(a.value)),
    );
    expect(found.map((e) => [e.attrs.find((a) => a.name === "data-testid")?.value, textContent(e).trim()])).toEqual([
      ["insurance-inquire", "렌트사 문의"],
    ]);
  });
});

describe("a save with a blank insurance cell", () => {
  it("is refused for a partner's new listing, each blank cell named in Korean, and nothing is stored", async () => {
    const name = uniqueName("파트너 빈칸");
    const res = await send(partner, "POST", "/api/partner/vehicles", {
      ...partnerFormBody(name),
      insurance: OLD_PARTNER_INSURANCE,
    });
    expect(res.status).toBe(400);
    expect(res.json.message).toBe("면책금 대인을 입력해주세요");
    expect(res.json.fieldErrors).toEqual({
      "insurance.면책금.대인": "면책금 대인을 입력해주세요",
      "insurance.면책금.자손": "면책금 자손을 입력해주세요",
    });
    expect(await app.ctx.db.select().from(vehicles).where(eq(vehicles.name, name))).toEqual([]);
  });

  it("is refused for an admin's new listing and an admin's change, and the stored insurance stays", async () => {
    const name = uniqueName("관리자 빈칸");
    const base = { name, category: "중형 SUV", badges: ["신차"], images: [image] };
    const blankLimit = {
      책임한도: { 대인: "무한", 대물: "", 자손: "1억원" },
      면책금: { 대인: "30만원", 대물: "30만원", 자손: "30만원", 자차: "50만원" },
    };
    const refused = await send(admin, "POST", "/api/vehicles", { ...base, insurance: blankLimit });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors).toEqual({ "insurance.책임한도.대물": "책임한도 대물을 입력해주세요" });
    expect(await app.ctx.db.select().from(vehicles).where(eq(vehicles.name, name))).toEqual([]);

    const complete = { ...blankLimit, 책임한도: { ...blankLimit.책임한도, 대물: "2억원" } };
    const created = await send(admin, "POST", "/api/vehicles", { ...base, insurance: complete });
    expect(created.status).toBe(201);
    const changed = await send(admin, "PATCH", `/api/vehicles/${created.json.vehicle.id}`, {
      insurance: { ...complete, 면책금: { ...complete.면책금, 자차: "  " } },
      updatedAt: created.json.vehicle.updatedAt,
    });
    expect(changed.status).toBe(400);
    expect(changed.json.fieldErrors).toEqual({ "insurance.면책금.자차": "면책금 자차를 입력해주세요" });
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, created.json.vehicle.id));
    expect(row?.insurance).toEqual(complete);
  });

  it("is not a blank cell when every cell is empty: that listing has no insurance table", async () => {
    const empty = { 책임한도: { 대인: "", 대물: "", 자손: "" }, 면책금: { 대인: "", 대물: "", 자손: "", 자차: "" } };
    const created = await send(admin, "POST", "/api/vehicles", {
      name: uniqueName("보험 없음"),
      category: "중형 SUV",
      badges: ["신차"],
      insurance: empty,
    });
    expect(created.status).toBe(201);
    expect(created.json.vehicle.insurance).toBeNull();
  });

  it("shows a partner editing a listing stored with the old template its blank cells, and takes the save once filled", async () => {
    const old = await insertVehicle(app.ctx, {
      name: uniqueName("예전 임시저장"),
      category: "중형 SUV",
      ownerPartnerId: partner.id,
      status: "draft",
      imageCount: 1,
      insurance: OLD_PARTNER_INSURANCE,
    });
    const loaded = await app.fetch("/api/vehicles", { headers: { Cookie: partner.cookie } });
    const vehicle = ((await loaded.json()) as { vehicles: Vehicle[] }).vehicles.find((v) => v.id === old.id)!;
    const draft = partnerDraftOf(vehicle);
    draft.description = "설명만 고칩니다";
    // The form now holds the insurance too: the two blank deductibles are named, and nothing is stored.
    const refused = await send(partner, "PATCH", `/api/partner/vehicles/${old.id}`, {
      ...partnerVehiclePayload(draft),
      status: "draft",
      updatedAt: vehicle.updatedAt,
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.fieldErrors ?? {})).toEqual(["insurance.면책금.대인", "insurance.면책금.자손"]);
    draft.insurance.면책금.대인 = "없음";
    draft.insurance.면책금.자손 = "없음";
    const saved = await send(partner, "PATCH", `/api/partner/vehicles/${old.id}`, {
      ...partnerVehiclePayload(draft),
      status: "draft",
      updatedAt: vehicle.updatedAt,
    });
    expect(saved.status).toBe(200);
    expect(saved.json.vehicle.description).toBe("설명만 고칩니다");
  });
});
