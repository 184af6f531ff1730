import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { canonicalVehicleCategory, NO_DEPOSIT_CATEGORY } from "#domain/categories";
import { DEPOSIT_INSTALLMENTS } from "#domain/vehicle";
import { boardPosts, reviews, vehicles } from "#server/db/schema";
import { createAccount, type TestAccount } from "../support/accounts";
import {
  insertApplication,
  insertBoardPost,
  insertInquiry,
  insertReview,
  insertVehicle,
  storedImageUrl,
} from "../support/admin-fixtures";
import { type BodyEndpoint, refusesEveryBrokenBody } from "../support/broken-bodies";
import {
  ABSENT,
  blank,
  brokenRating,
  brokenText,
  hostileText,
  notOneOf,
  tooLong,
  wrongType,
} from "../support/hostile-values";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";
import {
  type Answer,
  expectRefusedUnchanged,
  FUZZ_RUNS,
  refusesForeignIds,
  type ShapedEndpoint,
  storesHostileTextLiterally,
} from "../support/write-fuzz";

/**
 * Fuzzing of the admin's and the partners' writes, each sent with the session of the role allowed to make
 * it, so validation (not the access check) answers. The public writes are in `write-fuzz.test.ts`.
 */

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let partner: TestAccount;
let storedUrl: string;
/** Real PNGs as data URLs, one per endpoint, so each endpoint's first stray store shows as a change. */
const goodDataUrls: Record<string, string> = {};
const ids = { adminVehicle: 0, partnerVehicle: 0, review: 0, boardPost: 0 };
const UNSTORED_URL = `/media/${"f".repeat(32)}/960.webp`;
const GARBAGE_DATA_URL = "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB";

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  storedUrl = await storedImageUrl(app, "#224466");
  const key = storedUrl.split("/")[2]!;
  ids.adminVehicle = (await insertVehicle(app, { name: "관리자 차량", images: [key] })).id;
  // Not yet public, so the partner's edits are stored as sent (a public listing's would wait beside it for review).
  ids.partnerVehicle = (
    await insertVehicle(app, {
      name: "파트너 차량",
      images: [key],
      ownerPartnerId: partner.id,
      status: "draft",
      priceInfo: COMPLETE_PRICES,
    })
  ).id;
  ids.review = (await insertReview(app)).id;
  ids.boardPost = (await insertBoardPost(app)).id;
  // Rows the deletes, approvals and rejections must never reach.
  await insertInquiry(app);
  await insertApplication(app);
  for (const [i, name] of [
    "board-create",
    "board-update",
    "vehicle-create",
    "vehicle-update",
    "partner-create",
    "partner-update",
  ].entries()) {
    goodDataUrls[name] =
      `data:image/png;base64,${(await makeImage({ color: `#${(0x305070 + i * 0x111111).toString(16)}`, width: 40 + i })).toString("base64")}`;
  }
});
const theApp = () => app;
const asAdmin = () => admin;
const asPartner = () => partner;

const currentUpdatedAt = async (id: number) =>
  (
    await app.ctx.db.select({ updatedAt: vehicles.updatedAt }).from(vehicles).where(eq(vehicles.id, id))
  )[0]!.updatedAt.toISOString();

/** Not a list, or a list of things that are not its items. */
const notAList = fc.oneof(
  fc.constantFrom<unknown>(null, true, 0, "목록", "[", {}),
  fc.dictionary(hostileText, hostileText, { minKeys: 1, maxKeys: 3 }),
  fc.array(fc.oneof(fc.integer(), fc.constant(null), fc.boolean()), { minLength: 1, maxLength: 3 }),
);
const tooMany = <T>(item: T, max: number) =>
  fc.integer({ min: max + 1, max: max + 500 }).map((n) => Array.from({ length: n }, () => item));
const notAnObject = fc.oneof(
  fc.constantFrom<unknown>(true, 0, "객체", [], [{}]),
  fc.array(hostileText, { minLength: 1, maxLength: 2 }),
);

/** Image lists that cannot be saved; `leaky` is a real image followed by a broken one, of which nothing may be stored. */
const brokenImages = (leaky: () => string) =>
  fc.oneof(
    notAList,
    fc.array(hostileText, { minLength: 1, maxLength: 3 }),
    fc.constantFrom<unknown>(
      [UNSTORED_URL],
      ["javascript:alert(1)"],
      ["data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9ImFsZXJ0KDEpIi8+"],
      [GARBAGE_DATA_URL],
    ),
    fc.constant("leaky").map(() => [leaky(), GARBAGE_DATA_URL]),
    fc.constant("leaky-then-missing").map(() => [leaky(), UNSTORED_URL]),
    fc.constant("stored-then-missing").map(() => [storedUrl, UNSTORED_URL]),
  );

/** What breaks each vehicle field; `create` adds leaving a required field out. */
function vehicleBreakers(options: { create: boolean; leaky: string; partner?: boolean }) {
  const required = <T>(arb: fc.Arbitrary<T>) => (options.create ? fc.oneof(fc.constant<unknown>(ABSENT), arb) : arb);
  const images = brokenImages(() => goodDataUrls[options.leaky]!);
  const row = { deposit: "0원", period: "60개월", monthly: "45만원", totalKm: "3만km" };
  return {
    name: options.create ? brokenText(100) : fc.oneof(wrongType, blank, tooLong(100)),
    category: required(
      fc.oneof(
        wrongType,
        hostileText.filter((s) => canonicalVehicleCategory(s) === null),
        fc.constant(NO_DEPOSIT_CATEGORY),
      ),
    ),
    badges: required(
      fc.oneof(
        notAList,
        fc.constantFrom<unknown>([], ["없음"], ["신차", "렌트"], "신차", '["없음"]', '["신차"', [["신차"]]),
      ),
    ),
    // A partner's listing needs a photo: an empty list (or, on create, none) is refused too.
    images: options.partner
      ? fc.oneof(images, fc.constantFrom<unknown>([], ...(options.create ? [ABSENT] : [])))
      : images,
    recommendationTags: fc.oneof(notAList, fc.constantFrom<unknown>(["없는태그"], "추천")),
    priceInfo: fc.oneof(
      notAList,
      fc.constant([{ ...row, deposit: 0 }]),
      tooMany(row, 20),
      tooLong(50).map((monthly) => [{ ...row, monthly }]),
    ),
    depositInstallment: notOneOf(DEPOSIT_INSTALLMENTS, false),
    options: fc.oneof(
      notAnObject,
      fc.constant({ 시트: "통풍시트" }),
      tooMany("옵션", 100).map((시트) => ({ 시트 })),
    ),
    benefits: fc.oneof(
      notAList,
      fc.constant([{ icon: 1, title: "혜택", desc: "" }]),
      tooMany({ icon: "gauge", title: "혜택", desc: "" }, 20),
    ),
    insurance: fc.oneof(notAnObject, fc.constant({ 책임한도: "무한" })),
    contractTerms: fc.oneof(
      notAnObject,
      tooLong(2000).map((개인계약자) => ({ 개인계약자, 법인계약자: "" })),
    ),
    requiredDocuments: fc.oneof(
      fc.constantFrom<unknown>(null, "서류", {}, [1], [null]),
      tooMany("신분증", 20),
      tooLong(100).map((doc) => [doc]),
    ),
    basicInfo: fc.oneof(
      notAnObject,
      fc.constant({ 연료: "우라늄" }),
      tooLong(30).map((차량번호) => ({ 차량번호 })),
    ),
    displayCategoryText: fc.oneof(wrongType, tooLong(200)),
    description: fc.oneof(wrongType, tooLong(5000)),
    ...(options.create
      ? {}
      : {
          updatedAt: fc.oneof(
            fc.constantFrom<unknown>(ABSENT, "어제", "2000-01-01", "2000-01-01T00:00:00.000Z", "2999-01-01T00:00:00Z"),
            wrongType,
          ),
        }),
  };
}

const newVehicle = { name: "퍼즈 차량", category: "중형 세단", badges: ["신차"] };
/** A partner's listing is sent for review only with a complete price row. */
const COMPLETE_PRICES = [{ period: "36개월", deposit: "0", monthly: "45만원", totalKm: "3만km" }];

const vehicleCreate: BodyEndpoint = {
  method: "POST",
  path: "/api/vehicles",
  account: asAdmin,
  valid: () => newVehicle,
  breakers: vehicleBreakers({ create: true, leaky: "vehicle-create" }),
};
const vehicleUpdate = (): BodyEndpoint => ({
  method: "PATCH",
  path: `/api/vehicles/${ids.adminVehicle}`,
  account: asAdmin,
  valid: async () => ({ updatedAt: await currentUpdatedAt(ids.adminVehicle), name: "퍼즈 수정" }),
  breakers: vehicleBreakers({ create: false, leaky: "vehicle-update" }),
});
const partnerCreate = (): BodyEndpoint => ({
  method: "POST",
  path: "/api/partner/vehicles",
  account: asPartner,
  valid: () => ({ ...newVehicle, images: [storedUrl], priceInfo: COMPLETE_PRICES }),
  breakers: vehicleBreakers({ create: true, leaky: "partner-create", partner: true }),
});
const partnerUpdate = (): BodyEndpoint => ({
  method: "PATCH",
  path: `/api/partner/vehicles/${ids.partnerVehicle}`,
  account: asPartner,
  valid: async () => ({ updatedAt: await currentUpdatedAt(ids.partnerVehicle), name: "퍼즈 수정" }),
  breakers: vehicleBreakers({ create: false, leaky: "partner-update", partner: true }),
});

const boardBreakers = (create: boolean, leaky: string) => ({
  title: brokenText(200),
  content: brokenText(5000),
  // On update, no list or an empty one keeps the current images.
  images: create
    ? fc.oneof(
        fc.constantFrom<unknown>(ABSENT, []),
        brokenImages(() => goodDataUrls[leaky]!),
        tooMany(storedUrl, 20),
      )
    : brokenImages(() => goodDataUrls[leaky]!),
  category: fc.oneof(wrongType, fc.constantFrom("신차", ` ${NO_DEPOSIT_CATEGORY}`)),
});
const boardCreate = (): BodyEndpoint => ({
  method: "POST",
  path: "/api/board-posts",
  account: asAdmin,
  valid: () => ({ title: "무보증 특가", content: "보증금 없이 출고", images: [storedUrl] }),
  breakers: boardBreakers(true, "board-create"),
});
const boardUpdate = (): BodyEndpoint => ({
  method: "PUT",
  path: `/api/board-posts/${ids.boardPost}`,
  account: asAdmin,
  valid: () => ({ title: "무보증 특가 수정", content: "보증금 없이 바로 출고" }),
  breakers: boardBreakers(false, "board-update"),
});
const reviewUpdate = (): BodyEndpoint => ({
  method: "PUT",
  path: `/api/reviews/${ids.review}`,
  account: asAdmin,
  valid: () => ({
    customerName: "김고객",
    vehicleName: "쏘렌토",
    rating: 4,
    content: "상담이 친절하고 출고가 빨랐어요.",
  }),
  breakers: {
    customerName: brokenText(30),
    vehicleName: brokenText(100),
    rating: brokenRating,
    content: fc.oneof(brokenText(2000), fc.constant("짧은 후기")),
  },
});

// Endpoints whose path names a fixture are built once the fixtures exist.
const bodyEndpoints = () => [
  vehicleCreate,
  vehicleUpdate(),
  partnerCreate(),
  partnerUpdate(),
  boardCreate(),
  boardUpdate(),
  reviewUpdate(),
];
const NAMES = [
  "POST /api/vehicles",
  "PATCH /api/vehicles/{id}",
  "POST /api/partner/vehicles",
  "PATCH /api/partner/vehicles/{id}",
  "POST /api/board-posts",
  "PUT /api/board-posts/{id}",
  "PUT /api/reviews/{id}",
];

describe("admin and partner writes refuse every broken body with a Korean 4xx and store nothing", () => {
  NAMES.forEach((name, i) => {
    it(name, () => refusesEveryBrokenBody(theApp, bodyEndpoints()[i]!, FUZZ_RUNS.brokenBody));
  });
});

const vehicleTexts = { name: (t: string) => t, description: (t: string) => t, displayCategoryText: (t: string) => t };
const storedVehicle = (id: number) =>
  app.ctx.db
    .select({
      name: vehicles.name,
      description: vehicles.description,
      displayCategoryText: vehicles.displayCategoryText,
    })
    .from(vehicles)
    .where(eq(vehicles.id, id))
    .then((rows) => rows[0]);
const answeredVehicle = (answer: Answer) => storedVehicle((answer.json.vehicle as { id: number }).id);
const storedBoardPost = (id: number) =>
  app.ctx.db
    .select({ title: boardPosts.title, content: boardPosts.content })
    .from(boardPosts)
    .where(eq(boardPosts.id, id))
    .then((rows) => rows[0]);

const shapedEndpoints = (): ShapedEndpoint[] => [
  { ...vehicleCreate, texts: vehicleTexts, stored: answeredVehicle },
  { ...vehicleUpdate(), texts: vehicleTexts, stored: () => storedVehicle(ids.adminVehicle) },
  { ...partnerCreate(), texts: vehicleTexts, stored: answeredVehicle },
  { ...partnerUpdate(), texts: vehicleTexts, stored: () => storedVehicle(ids.partnerVehicle) },
  {
    ...boardCreate(),
    texts: { title: (t) => t, content: (t) => t },
    stored: (answer) => storedBoardPost((answer.json.post as { id: number }).id),
  },
  { ...boardUpdate(), texts: { title: (t) => t, content: (t) => t }, stored: () => storedBoardPost(ids.boardPost) },
  {
    ...reviewUpdate(),
    texts: { customerName: (t) => t, vehicleName: (t) => t, content: (t) => `정말 만족스러운 장기렌트 ${t}` },
    stored: () =>
      app.ctx.db
        .select({ customerName: reviews.customerName, vehicleName: reviews.vehicleName, content: reviews.content })
        .from(reviews)
        .where(eq(reviews.id, ids.review))
        .then((rows) => rows[0]),
  },
];

describe("hostile text in otherwise valid admin and partner bodies is stored exactly as sent, or refused in Korean", () => {
  NAMES.forEach((name, i) => {
    it(name, async () => {
      expect(await storesHostileTextLiterally(theApp, shapedEndpoints()[i]!, FUZZ_RUNS.hostileText)).toBeGreaterThan(0);
    });
  });
});

describe("writes addressed by id refuse ids that name nothing, touching nothing", () => {
  const targets: [
    string,
    string,
    (segment: string) => string,
    () => TestAccount,
    (() => Promise<unknown> | unknown)?,
  ][] = [
    ["DELETE", "/api/vehicles/{id}", (s) => `/api/vehicles/${s}`, asAdmin],
    ["DELETE", "/api/reviews/{id}", (s) => `/api/reviews/${s}`, asAdmin],
    ["DELETE", "/api/board-posts/{id}", (s) => `/api/board-posts/${s}`, asAdmin],
    ["DELETE", "/api/inquiries/{id}", (s) => `/api/inquiries/${s}`, asAdmin],
    ["POST", "/api/partners/{id}/approve", (s) => `/api/partners/${s}/approve`, asAdmin],
    ["POST", "/api/partners/{id}/reject", (s) => `/api/partners/${s}/reject`, asAdmin],
    ["POST", "/api/reviews/{id}/approve", (s) => `/api/reviews/${s}/approve`, asAdmin],
    ["POST", "/api/reviews/{id}/reject", (s) => `/api/reviews/${s}/reject`, asAdmin],
    [
      "POST",
      "/api/reviews/{id}/approve (수정 후 승인)",
      (s) => `/api/reviews/${s}/approve`,
      asAdmin,
      () => reviewUpdate().valid(),
    ],
    ["DELETE", "/api/partner/vehicles/{id}", (s) => `/api/partner/vehicles/${s}`, asPartner],
    ["PUT", "/api/reviews/{id}", (s) => `/api/reviews/${s}`, asAdmin, () => reviewUpdate().valid()],
    ["PUT", "/api/board-posts/{id}", (s) => `/api/board-posts/${s}`, asAdmin, () => boardUpdate().valid()],
    [
      "PATCH",
      "/api/vehicles/{id}",
      (s) => `/api/vehicles/${s}`,
      asAdmin,
      async () => ({ updatedAt: new Date().toISOString(), name: "퍼즈" }),
    ],
    [
      "PATCH",
      "/api/partner/vehicles/{id}",
      (s) => `/api/partner/vehicles/${s}`,
      asPartner,
      async () => ({ updatedAt: new Date().toISOString(), name: "퍼즈" }),
    ],
  ];
  for (const [method, name, path, account, body] of targets) {
    it(`${method} ${name}`, () => refusesForeignIds(theApp, { method, path, account, body }, FUZZ_RUNS.foreignId));
  }
});

describe("cases the fuzzing found", () => {
  const write = (method: string, path: string, body: unknown, account = admin) =>
    expectRefusedUnchanged(app, {
      method,
      path,
      account,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("a real image followed by a broken one stores neither (board posts and vehicles)", async () => {
    const image = `data:image/png;base64,${(await makeImage({ color: "#0b7a75", width: 33 })).toString("base64")}`;
    await write("POST", "/api/board-posts", { title: "제목", content: "내용", images: [image, GARBAGE_DATA_URL] });
    await write("POST", "/api/board-posts", { title: "제목", content: "내용", images: [image, UNSTORED_URL] });
    await write("PUT", `/api/board-posts/${ids.boardPost}`, {
      title: "제목",
      content: "내용",
      images: [image, GARBAGE_DATA_URL],
    });
    await write("POST", "/api/vehicles", { ...newVehicle, images: [image, GARBAGE_DATA_URL] });
    await write("POST", "/api/partner/vehicles", { ...newVehicle, images: [image, GARBAGE_DATA_URL] }, partner);
  });

  it("NUL in a vehicle's text or its JSON parts is a Korean 400, not a 500", async () => {
    await write("POST", "/api/vehicles", { ...newVehicle, name: "아반떼\u0000" });
    await write("POST", "/api/vehicles", { ...newVehicle, basicInfo: { 차량번호: "12가\u00003456" } });
    await write("PATCH", `/api/vehicles/${ids.adminVehicle}`, {
      updatedAt: await currentUpdatedAt(ids.adminVehicle),
      description: "\u0000",
    });
  });

  it("an id with broken percent-encoding is a Korean 400, not a 500", async () => {
    const answer = await expectRefusedUnchanged(app, {
      method: "DELETE",
      path: "/api/inquiries/%E0%A4%A",
      account: admin,
    });
    expect(answer.status).toBe(400);
  });
});
