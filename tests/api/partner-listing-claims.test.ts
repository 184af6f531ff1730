import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import { partnerVehiclePayload, partnerVehicleTemplate } from "#domain/partner-vehicle";
import type { Vehicle } from "#domain/vehicle";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { textContent } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

/**
 * Nothing is published that its owner did not state. The partners' add form starts with no claims (the template's
 * terms, benefits, insurance, year and mileage are examples to pick, not values), so a listing sent untouched
 * states none of them; an admin cannot approve it while a required fact is empty unless each is marked 렌트사 문의,
 * which the listing then shows in that fact's place.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
let image: string;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  image = await storedImageUrl(app, "#557733");
});

let serial = 0;
const uniqueName = (label: string) => `주장확인 ${label} ${Date.now().toString(36)}${serial++}`;

/** What the partners' add form sends when the partner gives a name, a photo and one price, and touches nothing else. */
function untouchedForm(name: string, category = "중형 SUV") {
  const draft = partnerVehicleTemplate(category, "신차");
  draft.name = name;
  draft.images = [image];
  draft.priceInfo[0] = { ...draft.priceInfo[0]!, deposit: "300만원", monthly: "55만원" };
  return partnerVehiclePayload(draft);
}

type Answer = { vehicle: Vehicle; message: string; fieldErrors?: Record<string, string> };
async function send(account: TestAccount, method: string, path: string, payload?: unknown) {
  const res = await app.fetch(path, as(account, method, payload));
  return { status: res.status, json: (await res.json()) as Answer };
}
const approve = (id: number, inquire?: string[]) =>
  send(admin, "POST", `/api/listing-reviews/${id}/approve`, inquire ? { inquire } : undefined);
const publicVehicle = async (slug: string) => {
  const res = await app.fetch(`/api/vehicles/slug/${encodeURIComponent(slug)}`);
  return res.status === 200 ? ((await res.json()) as Vehicle) : null;
};
const vehiclePage = async (slug: string) => {
  const res = await app.fetch(`/vehicles/${encodeURIComponent(slug)}`);
  expect(res.status).toBe(200);
  return res.text();
};

type Element = DefaultTreeAdapterTypes.Element;
const elements = (node: DefaultTreeAdapterTypes.Node): Element[] =>
  "childNodes" in node
    ? node.childNodes.flatMap((child) => ["tagName" in child ? [child as Element] : [], elements(child)].flat())
    : [];
const byTestId = (html: string, id: string) =>
  elements(parse(html)).filter((e) => e.attrs.some((a) => a.name === "data-testid" && a.value === id));

/** Every claim of the template the form used to start from, as a customer would read it. */
const TEMPLATE_CLAIMS = [
  "신용등급 무관",
  "중도해지 위약금",
  "만기 시 인수",
  "정비 서비스",
  "km당 100원",
  "최소 운전 연령",
  "운전 경력 1년",
  "25년07월",
  "LED 헤드램프",
  "50만원",
  "1억5천만원",
];

const MISSING_ALL =
  "비어 있는 필수 항목이 있습니다: 연식, 주행거리, 보험 보장, 계약 조건. 각 항목을 '렌트사 문의'로 표시해야 승인할 수 있습니다.";

describe("a partner's new listing sent with the form's claims untouched", () => {
  it("is refused approval in Korean, naming each empty fact, until each is marked 렌트사 문의", async () => {
    const created = await send(partner, "POST", "/api/partner/vehicles", untouchedForm(uniqueName("빈칸")));
    expect(created.status).toBe(201);
    const { id, slug } = created.json.vehicle;

    const refused = await approve(id);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(MISSING_ALL);
    expect(Object.keys(refused.json.fieldErrors ?? {})).toEqual(REQUIRED_FACTS.map((f) => `inquire.${f}`));
    const partly = await approve(id, ["modelYear", "insurance"]);
    expect(partly.status).toBe(400);
    expect(partly.json.message).toBe(
      "비어 있는 필수 항목이 있습니다: 주행거리, 계약 조건. 각 항목을 '렌트사 문의'로 표시해야 승인할 수 있습니다.",
    );
    const unknown = await approve(id, ["color"]);
    expect(unknown.status).toBe(400);
    expect(unknown.json.message).toBe("렌트사 문의로 표시할 항목을 목록에서 선택해주세요.");
    // Nothing was published by a refused approval.
    expect(await publicVehicle(slug)).toBeNull();

    // The review screen says which facts are empty, each with its 렌트사 문의 box.
    const review = await app.fetch("/admin/listing-reviews", { headers: { Cookie: admin.cookie } });
    const card = elements(parse(await review.text())).find((e) =>
      e.attrs.some((a) => a.name === "aria-labelledby" && a.value === `review-${id}`),
    );
    const panel = elements(card!).find((e) => e.attrs.some((a) => a.value === "missing-facts"));
    expect(textContent(panel!)).toContain("비어 있는 필수 항목 4개");
    const boxes = elements(panel!)
      .filter((e) => e.tagName === "label")
      .map((l) => textContent(l).trim());
    expect(boxes).toEqual([
      "연식 → 렌트사 문의",
      "주행거리 → 렌트사 문의",
      "보험 보장 → 렌트사 문의",
      "계약 조건 → 렌트사 문의",
    ]);

    expect((await approve(id, [...REQUIRED_FACTS])).status).toBe(200);
  });

  it("once approved publishes none of the template's claims: each fact reads 렌트사 문의, no insurance value shows", async () => {
    const created = await send(partner, "POST", "/api/partner/vehicles", untouchedForm(uniqueName("게시")));
    expect((await approve(created.json.vehicle.id, [...REQUIRED_FACTS])).status).toBe(200);
    const shown = (await publicVehicle(created.json.vehicle.slug))!;
    expect(shown.benefits).toEqual([]);
    expect(shown.options).toMatchObject({ 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] });
    expect(shown.basicInfo).toMatchObject({ 제조연식: "렌트사 문의", 주행거리: "렌트사 문의" });

    const page = await vehiclePage(shown.slug);
    // What the page shows of the listing (its meta description also carries the site's line about itself).
    const shownText = textContent(byTestId(page, "vehicle-page")[0]!);
    for (const claim of TEMPLATE_CLAIMS) expect(shownText, claim).not.toContain(claim);
    expect(page).not.toContain("25년07월");
    expect(byTestId(page, "insurance-table")).toEqual([]);
    expect(byTestId(page, "insurance-inquire").map((e) => textContent(e).trim())).toEqual(["렌트사 문의"]);
    expect(byTestId(page, "contract-terms-inquire").map((e) => textContent(e).trim())).toEqual(["렌트사 문의"]);
    const mainInfo = textContent(byTestId(page, "main-info")[0]!);
    expect(mainInfo).toContain("연식렌트사 문의");
    expect(mainInfo).toContain("주행거리렌트사 문의");
  });

  it("keeps every fact the partner stated: a 렌트사 문의 mark applies only where the fact is empty", async () => {
    const body = untouchedForm(uniqueName("일부 입력"));
    const stated = {
      ...body,
      basicInfo: { ...body.basicInfo, 제조연식: "24년03월", 주행거리: "1만 2천km" },
      insurance: {
        책임한도: { 대인: "무한", 대물: "2억원", 자손: "1억원" },
        면책금: { 대인: "없음", 대물: "20만원", 자손: "없음", 자차: "30만원" },
      },
      benefits: [{ icon: "badge-check", title: "저신용 상담 가능", desc: "" }],
    };
    const created = await send(partner, "POST", "/api/partner/vehicles", stated);
    const refused = await approve(created.json.vehicle.id);
    expect(refused.json.message).toBe(
      "비어 있는 필수 항목이 있습니다: 계약 조건. 각 항목을 '렌트사 문의'로 표시해야 승인할 수 있습니다.",
    );
    expect((await approve(created.json.vehicle.id, [...REQUIRED_FACTS])).status).toBe(200);
    const shown = (await publicVehicle(created.json.vehicle.slug))!;
    expect(shown.basicInfo).toMatchObject({ 제조연식: "24년03월", 주행거리: "1만 2천km" });
    expect(shown.insurance).toEqual(stated.insurance);
    expect(shown.benefits).toEqual(stated.benefits);
    const page = await vehiclePage(shown.slug);
    expect(textContent(byTestId(page, "insurance-table")[0]!)).toContain("30만원");
    expect(page).not.toContain("50만원");
  });
});

describe("a partner's change that empties a required fact of a published listing", () => {
  it("is approved only with that fact marked 렌트사 문의", async () => {
    const body = untouchedForm(uniqueName("변경"));
    const created = await send(partner, "POST", "/api/partner/vehicles", {
      ...body,
      contractTerms: { 개인계약자: "만 21세 이상", 법인계약자: "" },
    });
    const live = (await approve(created.json.vehicle.id, [...REQUIRED_FACTS])).json.vehicle;
    expect(live.contractTerms?.개인계약자).toBe("만 21세 이상");

    const change = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      contractTerms: { 개인계약자: "", 법인계약자: "" },
      updatedAt: live.updatedAt,
    });
    expect(change.status).toBe(200);
    const refused = await approve(live.id);
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(
      "비어 있는 필수 항목이 있습니다: 계약 조건. 각 항목을 '렌트사 문의'로 표시해야 승인할 수 있습니다.",
    );
    expect((await publicVehicle(live.slug))?.contractTerms?.개인계약자).toBe("만 21세 이상");
    expect((await approve(live.id, ["contractTerms"])).status).toBe(200);
    expect((await publicVehicle(live.slug))?.contractTerms).toEqual({
      개인계약자: "렌트사 문의",
      법인계약자: "렌트사 문의",
    });
  });
});

describe("a partner's categories", () => {
  it("take 전기차: a listing in it is sent, approved and listed under 전기차", async () => {
    const body = untouchedForm(uniqueName("아이오닉"), "전기차");
    expect(body.category).toBe("전기차");
    const created = await send(partner, "POST", "/api/partner/vehicles", body);
    expect(created.status).toBe(201);
    expect(created.json.vehicle.category).toBe("전기차");
    expect((await approve(created.json.vehicle.id, [...REQUIRED_FACTS])).status).toBe(200);
    expect((await publicVehicle(created.json.vehicle.slug))?.category).toBe("전기차");
    const form = await app.fetch(
      `/partners/vehicle-add/${encodeURIComponent("전기차")}/${encodeURIComponent("신차")}`,
      {
        headers: { Cookie: partner.cookie },
      },
    );
    expect(form.status).toBe(200);
    const select = elements(parse(await form.text())).find(
      (e) => e.tagName === "option" && e.attrs.some((a) => a.name === "value" && a.value === "전기차"),
    );
    expect(select).toBeDefined();
  });
});
