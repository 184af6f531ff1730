import { and, eq } from "drizzle-orm";
import { type DefaultTreeAdapterTypes, parse } from "parse5";
import { beforeAll, describe, expect, it } from "vitest";
import type { ManagedListing } from "#domain/listing";
import { CONTENT_FIELD_LABELS, type ListingDiff } from "#domain/listing-diff";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import { CONTENT_FIELDS, type ContentField } from "#domain/listing-fields";
import type { Vehicle } from "#domain/vehicle";
import { auditLog, mediaObjects, vehicles } from "#server/db/schema";
import { purgeUnusedMedia } from "#server/services/media/media-retention";
import { getDataVersion } from "#server/shared/data-version";
import { as, createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { insertVehicle } from "../support/fixtures";
import { textContent } from "../support/html-scan";
import { useTestApp } from "../support/use-test-app";

/**
 * Partners' listings and their changes wait in the 검수 대기 queue: the diff against the published version, 승인
 * and 반려 with a reason the partner sees, each decision audited.
 */

const app = useTestApp({ pages: true });
let admin: TestAccount;
let partner: TestAccount;
let other: TestAccount;
let image: string;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  other = await createAccount(app, "partner");
  image = await storedImageUrl(app, "#224466");
});

type Saved = { vehicle: Vehicle; outcome: string; message: string };
type Queue = {
  items: { kind: "new" | "change"; listing: ManagedListing; proposed: Vehicle; diff: ListingDiff }[];
};

const template = (monthly = "") =>
  ["60개월", "48개월", "36개월", "24개월", "12개월"].map((period, i) => ({
    period,
    deposit: i === 2 && monthly ? "300만원" : "",
    monthly: i === 2 ? monthly : "",
    totalKm: "3만km",
  }));

let serial = 0;
const body = (fields: Record<string, unknown> = {}) => ({
  name: `검수 테스트 ${Date.now().toString(36)}${serial++}`,
  category: "중형 SUV",
  badges: ["중고차"],
  images: [image],
  priceInfo: template("55만원"),
  description: "처음 설명",
  ...fields,
});

async function send(account: TestAccount | null, method: string, path: string, payload?: unknown) {
  const res = await app.fetch(path, as(account, method, payload));
  return { status: res.status, json: (await res.json()) as Saved & Queue & { message: string } };
}
/** An approval that marks 렌트사 문의 whatever required fact the listing leaves empty. */
const MARK_EMPTY = { inquire: [...REQUIRED_FACTS] };
const queue = async () => (await send(admin, "GET", "/api/listing-reviews")).json.items;
const publicVehicle = async (slug: string) => {
  const res = await app.fetch(`/api/vehicles/slug/${encodeURIComponent(slug)}`);
  return { status: res.status, vehicle: res.status === 200 ? ((await res.json()) as Vehicle) : null };
};
const mine = async (account: TestAccount, id: number) => {
  const res = await app.fetch("/api/vehicles", { headers: { Cookie: account.cookie } });
  return ((await res.json()) as { vehicles: ManagedListing[] }).vehicles.find((v) => v.id === id);
};

describe("a partner's new listing", () => {
  it("waits in the queue as a new listing, empty price rows are never published, and 승인 publishes it", async () => {
    const created = await send(partner, "POST", "/api/partner/vehicles", body());
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ outcome: "submitted", vehicle: { status: "pending" } });
    expect(created.json.message).toContain("관리자 승인 후");
    const { id, slug } = created.json.vehicle;
    expect((await publicVehicle(slug)).status).toBe(404);

    const item = (await queue()).find((i) => i.listing.id === id);
    expect(item).toMatchObject({ kind: "new", listing: { status: "pending", listedBy: "테스트 파트너" } });
    expect(item?.diff.prices?.map((r) => r.kind)).toEqual(["added"]);
    expect(item?.diff.images).toEqual({ before: [], after: [image] });

    const version = await getDataVersion(app.ctx);
    const approved = await send(admin, "POST", `/api/listing-reviews/${id}/approve`, MARK_EMPTY);
    expect(approved.status).toBe(200);
    expect(await getDataVersion(app.ctx)).toBeGreaterThan(version);
    const shown = await publicVehicle(slug);
    expect(shown.vehicle?.status).toBe("published");
    // One filled row of five: the page shows that one, never four 상담 문의 rows.
    expect(shown.vehicle?.priceInfo).toEqual([
      { period: "36개월", deposit: "300만원", monthly: "55만원", totalKm: "3만km" },
    ]);
    const page = await (await app.fetch(`/vehicles/${encodeURIComponent(slug)}`)).text();
    expect(page).not.toContain("상담 문의");
    expect((await queue()).some((i) => i.listing.id === id)).toBe(false);
    // Deciding twice: nothing left to review.
    expect((await send(admin, "POST", `/api/listing-reviews/${id}/approve`, MARK_EMPTY)).status).toBe(409);
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, String(id)), eq(auditLog.action, "approve")));
    expect(audits).toEqual([expect.objectContaining({ actorUserId: admin.id, detail: { kind: "new" } })]);
  });

  it("needs a photo and a complete price row to be sent for review, but may be kept as 임시저장 without", async () => {
    const noRow = await send(partner, "POST", "/api/partner/vehicles", body({ priceInfo: template() }));
    expect(noRow.status).toBe(400);
    expect(noRow.json.message).toBe(
      "가격표에 기간, 보증금, 월 납입료, 연 약정거리를 모두 입력한 행이 한 줄 이상 있어야 합니다.",
    );
    const partial = await send(
      partner,
      "POST",
      "/api/partner/vehicles",
      body({ priceInfo: [{ period: "36개월", deposit: "", monthly: "50만원", totalKm: "3만km" }] }),
    );
    expect(partial.status).toBe(400);
    const noPhoto = await send(partner, "POST", "/api/partner/vehicles", body({ images: [] }));
    expect(noPhoto.status).toBe(400);

    const draft = await send(
      partner,
      "POST",
      "/api/partner/vehicles",
      body({ images: [], priceInfo: template(), status: "draft" }),
    );
    expect(draft.status).toBe(201);
    expect(draft.json).toMatchObject({ outcome: "draft", vehicle: { status: "draft" } });
    expect((await queue()).some((i) => i.listing.id === draft.json.vehicle.id)).toBe(false);
    // Completing it later sends it for review.
    const sent = await send(partner, "PATCH", `/api/partner/vehicles/${draft.json.vehicle.id}`, {
      images: [image],
      priceInfo: template("61만원"),
      updatedAt: draft.json.vehicle.updatedAt,
    });
    expect(sent.json).toMatchObject({ outcome: "submitted", vehicle: { status: "pending" } });
    for (const junk of ["published", "sold", 1]) {
      const refused = await send(partner, "POST", "/api/partner/vehicles", body({ status: junk }));
      expect(refused.status, String(junk)).toBe(400);
    }
  });

  it("goes back to 임시저장 on 반려, with the reason the partner sees, and can be sent again", async () => {
    const created = (await send(partner, "POST", "/api/partner/vehicles", body())).json.vehicle;
    const noReason = await send(admin, "POST", `/api/listing-reviews/${created.id}/return`, { reason: "  " });
    expect(noReason).toMatchObject({ status: 400, json: { message: "반려 사유를 입력해주세요." } });
    const tooLong = await send(admin, "POST", `/api/listing-reviews/${created.id}/return`, {
      reason: "가".repeat(501),
    });
    expect(tooLong.status).toBe(400);
    const version = await getDataVersion(app.ctx);
    const returned = await send(admin, "POST", `/api/listing-reviews/${created.id}/return`, {
      reason: "차량 사진이 흐립니다. 선명한 사진으로 바꿔주세요.",
    });
    expect(returned.status).toBe(200);
    // Nothing public changed.
    expect(await getDataVersion(app.ctx)).toBe(version);
    const seen = await mine(partner, created.id);
    expect(seen?.review).toMatchObject({
      status: "draft",
      returnReason: "차량 사진이 흐립니다. 선명한 사진으로 바꿔주세요.",
    });
    // The partner's pages say so too.
    const home = await (await app.fetch("/partners", { headers: { Cookie: partner.cookie } })).text();
    expect(home).toContain("차량 사진이 흐립니다. 선명한 사진으로 바꿔주세요.");
    const page = await app.fetch(`/partners/vehicles/${encodeURIComponent(created.slug)}`, {
      headers: { Cookie: partner.cookie },
    });
    expect(await page.text()).toContain("검수에서 반려되었습니다");

    const again = await send(partner, "PATCH", `/api/partner/vehicles/${created.id}`, {
      images: [image, await storedImageUrl(app, "#88aa22")],
      updatedAt: seen!.updatedAt,
    });
    expect(again.json).toMatchObject({ outcome: "submitted", vehicle: { status: "pending" } });
    expect((await mine(partner, created.id))?.review.returnReason).toBeNull();
    const audits = await app.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(created.id)));
    expect(audits.map((a) => a.action)).toEqual(["create", "return", "submit"]);
  });
});

/** A partner's listing, sent and approved: 게시 중. */
async function published(fields: Record<string, unknown> = {}) {
  const created = (await send(partner, "POST", "/api/partner/vehicles", body(fields))).json.vehicle;
  const approved = (await send(admin, "POST", `/api/listing-reviews/${created.id}/approve`, MARK_EMPTY)).json.vehicle;
  return approved;
}

describe("a partner's change to a published listing", () => {
  it("leaves the published version as it was until approved, shows the changed price cells, and then applies", async () => {
    const live = await published();
    const newImage = await storedImageUrl(app, "#aa2266");
    const rows = template("55만원");
    rows[2] = { ...rows[2]!, monthly: "52만원" };
    rows[0] = { ...rows[0]!, deposit: "0", monthly: "70만원" };
    const change = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      name: `${live.name} 프레스티지`,
      priceInfo: rows,
      images: [newImage, image],
      updatedAt: live.updatedAt,
    });
    expect(change.status).toBe(200);
    expect(change.json.outcome).toBe("revision");
    expect(change.json.message).toBe("변경사항이 검수 대기 중입니다. 승인되면 고객 페이지에 반영됩니다.");

    const shown = await publicVehicle(live.slug);
    expect(shown.vehicle).toMatchObject({
      name: live.name,
      priceInfo: [expect.objectContaining({ monthly: "55만원" })],
    });
    const page = await (await app.fetch(`/vehicles/${encodeURIComponent(live.slug)}`)).text();
    expect(page).not.toContain("프레스티지");

    const item = (await queue()).find((i) => i.listing.id === live.id)!;
    expect(item.kind).toBe("change");
    expect(item.diff.fields).toEqual(["name", "images", "priceInfo"]);
    expect(item.diff.text).toEqual([
      { field: "name", label: "차량명", before: live.name, after: `${live.name} 프레스티지` },
    ]);
    expect(item.diff.prices).toEqual([
      expect.objectContaining({ kind: "added", after: expect.objectContaining({ monthly: "70만원" }) }),
      expect.objectContaining({ kind: "changed", cells: ["monthly"] }),
    ]);
    expect(item.diff.images).toEqual({ before: [image], after: [newImage, image] });
    expect(item.proposed.name).toBe(`${live.name} 프레스티지`);

    // The partner sees what they asked for, marked as waiting.
    const partnerPage = await (
      await app.fetch(`/partners/vehicles/${encodeURIComponent(live.slug)}`, { headers: { Cookie: partner.cookie } })
    ).text();
    expect(partnerPage).toContain("프레스티지");
    expect(partnerPage).toContain("변경사항 검수 대기 중");

    // The change's photo is referenced: the daily clean-up keeps it.
    await purgeUnusedMedia(app.ctx, new Date(Date.now() + 3 * 86_400_000));
    const key = /\/media\/([a-f0-9]{32})\//.exec(newImage)![1]!;
    expect(await app.ctx.db.select().from(mediaObjects).where(eq(mediaObjects.key, key))).toHaveLength(1);

    const before = (await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, live.id)))[0]!;
    expect((await send(admin, "POST", `/api/listing-reviews/${live.id}/approve`, MARK_EMPTY)).status).toBe(200);
    const after = await publicVehicle(live.slug);
    expect(after.vehicle).toMatchObject({ name: `${live.name} 프레스티지`, thumbnails: [newImage, image] });
    expect(after.vehicle?.priceInfo.map((r) => r.monthly)).toEqual(["70만원", "52만원"]);
    expect(Date.parse(after.vehicle!.priceChangedAt)).toBeGreaterThan(before.priceChangedAt.getTime());
    expect((await mine(partner, live.id))?.review).toMatchObject({ status: "published", revision: null });
  });

  it("applies at once only a save that matches the published version, which withdraws the waiting change", async () => {
    const live = await published();
    const waiting = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      description: "설명만 고쳤습니다",
      updatedAt: live.updatedAt,
    });
    expect(waiting.json.outcome).toBe("revision");
    expect((await publicVehicle(live.slug)).vehicle?.description).toBe("처음 설명");
    expect((await queue()).some((i) => i.listing.id === live.id)).toBe(true);

    const back = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      description: "처음 설명",
      updatedAt: waiting.json.vehicle.updatedAt,
    });
    expect(back.json.outcome).toBe("applied");
    expect((await queue()).some((i) => i.listing.id === live.id)).toBe(false);
    expect((await mine(partner, live.id))?.review).toMatchObject({ status: "published", revision: null });
    expect((await publicVehicle(live.slug)).vehicle).toMatchObject({
      description: "처음 설명",
      priceChangedAt: live.priceChangedAt,
    });
  });

  it("is sent back with a reason while the listing stays published, and a second edit replaces the first", async () => {
    const live = await published();
    const first = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      priceInfo: template("40만원"),
      updatedAt: live.updatedAt,
    });
    expect(
      (await send(admin, "POST", `/api/listing-reviews/${live.id}/return`, { reason: "가격이 너무 낮습니다" })).status,
    ).toBe(200);
    const seen = await mine(partner, live.id);
    expect(seen?.review).toMatchObject({
      status: "published",
      revision: "returned",
      returnReason: "가격이 너무 낮습니다",
    });
    expect((await publicVehicle(live.slug)).vehicle?.priceInfo[0]?.monthly).toBe("55만원");
    // A stale form is refused; the fresh one replaces the sent-back change.
    const stale = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      priceInfo: template("50만원"),
      updatedAt: first.json.vehicle.updatedAt,
    });
    expect(stale.status).toBe(409);
    const second = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      priceInfo: template("50만원"),
      updatedAt: seen!.updatedAt,
    });
    expect(second.json.outcome).toBe("revision");
    const item = (await queue()).find((i) => i.listing.id === live.id)!;
    expect(item.diff.prices).toEqual([expect.objectContaining({ kind: "changed", cells: ["monthly"] })]);
    expect(item.proposed.priceInfo[2]?.monthly).toBe("50만원");
  });
});

/** What a published listing offers before the partner's change. */
const OFFER = {
  basicInfo: { 제조연식: "19년03월", 주행거리: "12만 3천km", 연료: "디젤", 차량번호: "" },
  recommendationTags: ["추천"],
  depositInstallment: "불가능 (기본)",
  options: { 외관내장: ["선루프"], 안전장치: [], 편의장치: [], 시트: [] },
  benefits: [{ icon: "wrench", title: "정비 지원", desc: "엔진오일 교환 1회" }],
  insurance: {
    책임한도: { 대인: "무한", 대물: "1억원", 자손: "1억원" },
    면책금: { 대인: "30만원", 대물: "30만원", 자손: "30만원", 자차: "50만원" },
  },
  contractTerms: { 개인계약자: "신용 심사 후 계약", 법인계약자: "사업자 심사 후 계약" },
  requiredDocuments: ["운전면허증", "주민등록등본"],
  displayCategoryText: "",
};

const NO_DEDUCTIBLE = {
  책임한도: { 대인: "무한", 대물: "1억원", 자손: "1억원" },
  면책금: { 대인: "0원", 대물: "0원", 자손: "0원", 자차: "0원 전액 면제" },
};

interface FieldCase {
  field: ContentField;
  /** What the partner sends. */
  after: unknown;
  /** The field as the API serves it; `want` is what that reads once the change is live (else `after`). */
  read?: (v: Vehicle) => unknown;
  want?: unknown;
  /** Text in the served vehicle page only once the change is live (none where the site's own text has it anyway). */
  marker?: string;
  /** Text the review's side-by-side row shows before and after (fields shown as text). */
  diff?: [string, string];
}

let newPhoto = "";
const FIELD_CASES: FieldCase[] = [
  {
    field: "name",
    after: "기아 쏘렌토 무사고 인증 특가",
    marker: "무사고 인증 특가",
    diff: ["검수 테스트", "무사고 인증 특가"],
  },
  { field: "category", after: "대형 SUV", diff: ["중형 SUV", "대형 SUV"] },
  { field: "badges", after: ["신차"], diff: ["중고차", "신차"] },
  {
    field: "recommendationTags",
    after: ["추천", "무보증", "즉시출고"],
    diff: ["추천", "추천, 무보증, 즉시출고"],
  },
  {
    field: "images",
    get after() {
      return [newPhoto, image];
    },
    read: (v) => v.thumbnails,
    get marker() {
      return /\/media\/([a-f0-9]{32})\//.exec(newPhoto)?.[1];
    },
  },
  {
    field: "basicInfo",
    after: { 제조연식: "24년11월", 주행거리: "3,210km", 연료: "디젤", 차량번호: "" },
    marker: "24년11월",
    diff: ["제조연식 19년03월", "제조연식 24년11월"],
  },
  {
    field: "priceInfo",
    after: template("49만원"),
    read: (v) => v.priceInfo.filter((r) => r.monthly).map((r) => r.monthly),
    want: ["49만원"],
    marker: "49만원",
  },
  {
    field: "depositInstallment",
    after: "가능 (50:50 2회 분납)",
    diff: ["불가능 (기본)", "가능 (50:50 2회 분납)"],
  },
  {
    field: "options",
    after: { ...OFFER.options, 전체옵션: "파노라마 선루프 풀옵션 패키지" },
    marker: "풀옵션 패키지",
    diff: ["외관/내장: 선루프", "파노라마 선루프 풀옵션 패키지"],
  },
  {
    field: "benefits",
    after: [{ icon: "wrench", title: "정비 지원", desc: "계약 기간 내 정비 전액 무상" }],
    marker: "정비 전액 무상",
    diff: ["엔진오일 교환 1회", "계약 기간 내 정비 전액 무상"],
  },
  { field: "insurance", after: NO_DEDUCTIBLE, marker: "0원 전액 면제", diff: ["자차 50만원", "자차 0원 전액 면제"] },
  {
    field: "contractTerms",
    after: { 개인계약자: "무심사 즉시 계약 가능", 법인계약자: "사업자 심사 후 계약" },
    marker: "무심사 즉시 계약",
    diff: ["개인: 신용 심사 후 계약", "개인: 무심사 즉시 계약 가능"],
  },
  {
    field: "requiredDocuments",
    after: ["서류 없이 계약 가능"],
    marker: "서류 없이 계약 가능",
    diff: ["운전면허증, 주민등록등본", "서류 없이 계약 가능"],
  },
  {
    field: "displayCategoryText",
    after: "면책금 0원 보장 특가",
    marker: "면책금 0원 보장 특가",
    diff: ["", "면책금 0원 보장 특가"],
  },
  {
    field: "description",
    after: "신용 조회 없이 누구나 승인되는 차량",
    marker: "누구나 승인되는 차량",
    diff: ["처음 설명", "신용 조회 없이 누구나 승인되는 차량"],
  },
];

const vehiclePage = async (slug: string) => (await app.fetch(`/vehicles/${encodeURIComponent(slug)}`)).text();

type Element = DefaultTreeAdapterTypes.Element;
function findElements(node: DefaultTreeAdapterTypes.Node, match: (e: Element) => boolean, found: Element[] = []) {
  if ("tagName" in node && match(node)) found.push(node);
  if ("childNodes" in node) for (const child of node.childNodes) findElements(child, match, found);
  return found;
}
const attr = (e: Element, name: string) => e.attrs.find((a) => a.name === name)?.value;

/** The admin's 검수 대기 page, as served: the card of one listing. */
async function reviewCard(id: number): Promise<Element | undefined> {
  const res = await app.fetch("/admin/listing-reviews", { headers: { Cookie: admin.cookie } });
  expect(res.status).toBe(200);
  const cards = findElements(parse(await res.text()), (e) => attr(e, "aria-labelledby") === `review-${id}`);
  return cards[0];
}

describe("everything a customer reads of a published listing waits for review", () => {
  it("covers every field a listing shows", () => {
    expect(FIELD_CASES.map((c) => c.field).sort()).toEqual([...CONTENT_FIELDS].sort());
  });

  beforeAll(async () => {
    newPhoto = await storedImageUrl(app, "#66aa22");
  });

  for (const c of FIELD_CASES) {
    it(`${CONTENT_FIELD_LABELS[c.field]} (${c.field}): stays as published until 승인, also after 반려`, async () => {
      const read = c.read ?? ((v: Vehicle) => v[c.field as keyof Vehicle]);
      const want = c.want ?? c.after;
      const live = await published(OFFER);
      const before = read((await publicVehicle(live.slug)).vehicle!);
      expect(before).not.toEqual(want);
      const stillPublished = async () => {
        expect(read((await publicVehicle(live.slug)).vehicle!)).toEqual(before);
        const page = await vehiclePage(live.slug);
        expect(page).toContain(live.name);
        if (c.marker) expect(page).not.toContain(c.marker);
      };

      const first = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
        [c.field]: c.after,
        updatedAt: live.updatedAt,
      });
      expect(first.status).toBe(200);
      expect(first.json.outcome).toBe("revision");
      await stillPublished();

      // The review shows the change against the published version, on the API and on the admin's page.
      const item = (await queue()).find((i) => i.listing.id === live.id)!;
      expect(item).toMatchObject({ kind: "change", diff: { fields: [c.field] } });
      expect(read(item.proposed)).toEqual(want);
      const card = await reviewCard(live.id);
      expect(card).toBeDefined();
      // As served, before the page's scripts run, 반려 and 승인 show they are not ready rather than ignore a tap.
      const buttons = findElements(card!, (e) => e.tagName === "button");
      expect(buttons.map((b) => textContent(b).trim())).toEqual(["반려", "승인하고 반영"]);
      for (const b of buttons) expect([attr(b, "disabled"), attr(b, "aria-busy")]).toEqual(["", "true"]);
      if (c.diff) {
        const [was, becomes] = c.diff;
        expect(item.diff.text).toEqual([
          {
            field: c.field,
            label: CONTENT_FIELD_LABELS[c.field],
            before: expect.any(String),
            after: expect.any(String),
          },
        ]);
        expect(item.diff.text[0]!.before).toContain(was);
        expect(item.diff.text[0]!.after).toContain(becomes);
        const row = findElements(card!, (e) => e.tagName === "tr" && attr(e, "data-field") === c.field)[0];
        const cells = findElements(row!, (e) => e.tagName === "th" || e.tagName === "td").map(textContent);
        expect(cells[0]).toBe(CONTENT_FIELD_LABELS[c.field]);
        expect(cells[1]).toContain(was);
        expect(cells[2]).toContain(becomes);
      } else {
        const testId = c.field === "images" ? "photo-diff" : "price-diff";
        expect(findElements(card!, (e) => attr(e, "data-testid") === testId)).toHaveLength(1);
      }

      // 반려: nothing public changes.
      const returned = await send(admin, "POST", `/api/listing-reviews/${live.id}/return`, { reason: "확인 불가" });
      expect(returned.status).toBe(200);
      await stillPublished();
      const seen = await mine(partner, live.id);
      expect(seen?.review).toMatchObject({ status: "published", revision: "returned", returnReason: "확인 불가" });

      // Sent again and 승인: live on the API and the page.
      const again = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
        [c.field]: c.after,
        updatedAt: seen!.updatedAt,
      });
      expect(again.json.outcome).toBe("revision");
      await stillPublished();
      expect((await send(admin, "POST", `/api/listing-reviews/${live.id}/approve`, MARK_EMPTY)).status).toBe(200);
      expect(read((await publicVehicle(live.slug)).vehicle!)).toEqual(want);
      if (c.marker) expect(await vehiclePage(live.slug)).toContain(c.marker);
      expect((await mine(partner, live.id))?.review).toMatchObject({ status: "published", revision: null });
    });
  }

  it("is sent by the listing's partner only, and decided by an admin only", async () => {
    const live = await published(OFFER);
    const path = `/api/partner/vehicles/${live.id}`;
    const change = { insurance: NO_DEDUCTIBLE, updatedAt: live.updatedAt };
    expect((await send(null, "PATCH", path, change)).status).toBe(401);
    expect((await send(other, "PATCH", path, change)).status).toBe(403);
    expect((await send(admin, "PATCH", path, change)).status).toBe(403);
    expect((await queue()).some((i) => i.listing.id === live.id)).toBe(false);

    expect((await send(partner, "PATCH", path, change)).json.outcome).toBe("revision");
    for (const [account, status] of [
      [null, 401],
      [partner, 403],
      [other, 403],
    ] as const) {
      expect((await send(account, "POST", `/api/listing-reviews/${live.id}/approve`)).status).toBe(status);
      const reason = { reason: "반려" };
      expect((await send(account, "POST", `/api/listing-reviews/${live.id}/return`, reason)).status).toBe(status);
    }
    expect((await publicVehicle(live.slug)).vehicle?.insurance).toEqual(OFFER.insurance);
    expect(await vehiclePage(live.slug)).not.toContain("0원 전액 면제");
    const item = (await queue()).find((i) => i.listing.id === live.id);
    expect(item?.proposed.insurance).toEqual(NO_DEDUCTIBLE);
    expect((await mine(partner, live.id))?.review.revision).toBe("pending");
  });

  it("leaves an admin's edit publishing at once, beside a partner's change that still waits", async () => {
    const live = await published(OFFER);
    const waiting = await send(partner, "PATCH", `/api/partner/vehicles/${live.id}`, {
      description: "파트너가 고친 설명",
      updatedAt: live.updatedAt,
    });
    expect(waiting.json.outcome).toBe("revision");
    const terms = { 개인계약자: "관리자가 고친 계약 조건", 법인계약자: "사업자 심사 후 계약" };
    const edited = await send(admin, "PATCH", `/api/vehicles/${live.id}`, {
      insurance: NO_DEDUCTIBLE,
      contractTerms: terms,
      updatedAt: waiting.json.vehicle.updatedAt,
    });
    expect(edited.status).toBe(200);
    expect((await publicVehicle(live.slug)).vehicle).toMatchObject({
      status: "published",
      insurance: NO_DEDUCTIBLE,
      contractTerms: terms,
      description: "처음 설명",
    });
    expect(await vehiclePage(live.slug)).toContain("관리자가 고친 계약 조건");
    const item = (await queue()).find((i) => i.listing.id === live.id);
    expect(item?.diff.fields).toEqual(["description"]);

    expect((await send(admin, "POST", `/api/listing-reviews/${live.id}/approve`, MARK_EMPTY)).status).toBe(200);
    expect((await publicVehicle(live.slug)).vehicle).toMatchObject({
      insurance: NO_DEDUCTIBLE,
      contractTerms: terms,
      description: "파트너가 고친 설명",
    });
  });
});

describe("the queue's doors", () => {
  it("is the admin's alone, and refuses unknown or undecidable listings", async () => {
    const created = (await send(partner, "POST", "/api/partner/vehicles", body())).json.vehicle;
    for (const [account, status] of [
      [null, 401],
      [partner, 403],
      [other, 403],
    ] as const) {
      expect((await send(account, "GET", "/api/listing-reviews")).status).toBe(status);
      expect((await send(account, "POST", `/api/listing-reviews/${created.id}/approve`)).status).toBe(status);
      const reason = { reason: "반려" };
      expect((await send(account, "POST", `/api/listing-reviews/${created.id}/return`, reason)).status).toBe(status);
    }
    expect((await send(admin, "POST", "/api/listing-reviews/999999/approve")).status).toBe(404);
    expect((await send(admin, "POST", "/api/listing-reviews/abc/approve")).status).toBe(404);
    const listed = await insertVehicle(app.ctx, { name: "검수 없는 차량", category: "중형 SUV" });
    expect((await send(admin, "POST", `/api/listing-reviews/${listed.id}/return`, { reason: "x" })).status).toBe(409);
    expect((await mine(partner, created.id))?.status).toBe("pending");
  });

  it("lets a partner copy only their own listing, as a draft without address, plate or photos", async () => {
    const created = (
      await send(
        partner,
        "POST",
        "/api/partner/vehicles",
        body({ basicInfo: { 차량번호: "12가3456", 연료: "디젤", 제조연식: "24년01월", 주행거리: "1만km" } }),
      )
    ).json.vehicle;
    expect((await send(other, "POST", `/api/partner/vehicles/${created.id}/copy`)).status).toBe(403);
    const copy = await send(partner, "POST", `/api/partner/vehicles/${created.id}/copy`);
    expect(copy.status).toBe(201);
    expect(copy.json.vehicle).toMatchObject({
      status: "draft",
      name: created.name,
      thumbnails: [],
      ownerPartnerId: partner.id,
      basicInfo: { 차량번호: "", 연료: "디젤", 제조연식: "24년01월" },
      priceInfo: created.priceInfo,
      description: "처음 설명",
    });
    expect(copy.json.vehicle.slug).toMatch(/^new-vehicle-\d+/);
  });
});
