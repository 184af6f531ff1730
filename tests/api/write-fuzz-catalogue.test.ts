import { eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { vehicles } from "#server/db/schema";
import { createAccount, type TestAccount } from "../support/accounts";
import { type BodyEndpoint, refusesEveryBrokenBody } from "../support/broken-bodies";
import { insertVehicle } from "../support/fixtures";
import { brokenText, notOneOf, wrongType } from "../support/hostile-values";
import { useTestApp } from "../support/use-test-app";
import { FUZZ_RUNS, refusesForeignIds, storesHostileTextLiterally } from "../support/write-fuzz";

/**
 * Fuzzing of the catalogue operations' JSON writes (status changes, 반려, 가격 일괄 변경), each with the session of
 * the role allowed to make it: every broken body is a Korean 4xx that changes nothing, and ids that name nothing
 * are refused. The price sheet's uploads are attacked in price-sheet.test.ts.
 */

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let partner: TestAccount;
const ids = { listed: 0, own: 0, waiting: 0 };
/** Listings waiting for review, one per hostile-text run: a listing sent back has nothing left to review. */
const queue: number[] = [];
const PRICES = [{ period: "36개월", deposit: "0", monthly: "45만원", totalKm: "3만km" }];

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  partner = await createAccount(app, "partner");
  ids.listed = (await insertVehicle(app.ctx, { name: "퍼즈 게시 차량", category: "중형 세단", priceInfo: PRICES })).id;
  ids.own = (
    await insertVehicle(app.ctx, {
      name: "퍼즈 파트너 차량",
      category: "중형 세단",
      priceInfo: PRICES,
      ownerPartnerId: partner.id,
    })
  ).id;
  ids.waiting = (
    await insertVehicle(app.ctx, {
      name: "퍼즈 검수 대기",
      category: "중형 세단",
      priceInfo: PRICES,
      ownerPartnerId: partner.id,
      status: "pending",
      submittedAt: new Date(),
    })
  ).id;
  for (let i = 0; i < FUZZ_RUNS.hostileText; i++)
    queue.push(
      (
        await insertVehicle(app.ctx, {
          name: `퍼즈 반려 대상 ${i}`,
          category: "중형 세단",
          ownerPartnerId: partner.id,
          status: "pending",
          submittedAt: new Date(),
        })
      ).id,
    );
}, 60_000);

const theApp = () => app;
const asAdmin = () => admin;
const asPartner = () => partner;

const outOfRange = (limit: number) =>
  fc.oneof(
    fc.constantFrom<unknown>(0, -0, limit + 0.5, -(limit + 1), Number.MAX_SAFE_INTEGER, 1e308, "5", "3%"),
    wrongType,
  );

const endpoints = (): [string, BodyEndpoint][] => [
  [
    "POST /api/vehicles/{id}/status",
    {
      method: "POST",
      path: `/api/vehicles/${ids.listed}/status`,
      account: asAdmin,
      valid: () => ({ status: "hidden" }),
      breakers: { status: notOneOf(["draft", "published", "sold", "hidden"]) },
    },
  ],
  [
    "POST /api/partner/vehicles/{id}/status",
    {
      method: "POST",
      path: `/api/partner/vehicles/${ids.own}/status`,
      account: asPartner,
      valid: () => ({ status: "sold" }),
      breakers: { status: notOneOf(["sold"]) },
    },
  ],
  [
    "POST /api/listing-reviews/{id}/return",
    {
      method: "POST",
      path: `/api/listing-reviews/${ids.waiting}/return`,
      account: asAdmin,
      valid: () => ({ reason: "사진을 바꿔주세요" }),
      breakers: { reason: brokenText(500) },
    },
  ],
  [
    "POST /api/bulk-price/apply",
    {
      method: "POST",
      path: "/api/bulk-price/apply",
      account: asAdmin,
      // Never applied: the basis is not a preview's, so a body that passes validation is refused with 409.
      valid: () => ({ ids: [ids.listed], mode: "percent", value: 3, basis: "not-a-preview" }),
      breakers: {
        ids: fc.oneof(
          wrongType,
          fc.constantFrom<unknown>([], ["1"], [0], [-3], [1.5], [null]),
          fc.integer({ min: 2001, max: 3000 }).map((n) => Array.from({ length: n }, (_, i) => i + 1)),
        ),
        mode: notOneOf(["percent", "amount"]),
        value: outOfRange(50),
      },
    },
  ],
];

describe("catalogue writes refuse every broken body with a Korean 4xx and store nothing", () => {
  for (const name of [
    "POST /api/vehicles/{id}/status",
    "POST /api/partner/vehicles/{id}/status",
    "POST /api/listing-reviews/{id}/return",
    "POST /api/bulk-price/apply",
  ]) {
    it(name, () => refusesEveryBrokenBody(theApp, endpoints().find(([n]) => n === name)![1], FUZZ_RUNS.brokenBody));
  }
});

describe("a 반려 reason with hostile text is stored exactly as sent, or refused in Korean", () => {
  it("POST /api/listing-reviews/{id}/return", async () => {
    // Each run sends back a listing of its own (the path is read after the body is made).
    let current = 0;
    const accepted = await storesHostileTextLiterally(
      theApp,
      {
        method: "POST",
        get path() {
          return `/api/listing-reviews/${current}/return`;
        },
        account: asAdmin,
        valid: () => {
          current = queue.shift() ?? 0;
          return { reason: "사유" };
        },
        breakers: {},
        texts: { reason: (t) => t },
        stored: async () => {
          const [row] = await app.ctx.db
            .select({ reason: vehicles.returnReason })
            .from(vehicles)
            .where(eq(vehicles.id, current));
          return row;
        },
      },
      FUZZ_RUNS.hostileText,
    );
    expect(accepted).toBeGreaterThan(0);
  });
});

describe("catalogue writes addressed by id refuse ids that name nothing, touching nothing", () => {
  const targets: [string, (segment: string) => string, () => TestAccount, unknown][] = [
    ["POST /api/vehicles/{id}/status", (s) => `/api/vehicles/${s}/status`, asAdmin, { status: "sold" }],
    ["POST /api/vehicles/{id}/copy", (s) => `/api/vehicles/${s}/copy`, asAdmin, undefined],
    ["POST /api/listing-reviews/{id}/approve", (s) => `/api/listing-reviews/${s}/approve`, asAdmin, undefined],
    ["POST /api/listing-reviews/{id}/return", (s) => `/api/listing-reviews/${s}/return`, asAdmin, { reason: "x" }],
    [
      "POST /api/partner/vehicles/{id}/status",
      (s) => `/api/partner/vehicles/${s}/status`,
      asPartner,
      { status: "sold" },
    ],
    ["POST /api/partner/vehicles/{id}/copy", (s) => `/api/partner/vehicles/${s}/copy`, asPartner, undefined],
  ];
  for (const [name, path, account, body] of targets) {
    it(name, () =>
      refusesForeignIds(
        theApp,
        { method: "POST", path, account, ...(body ? { body: () => body } : {}) },
        FUZZ_RUNS.foreignId,
      ),
    );
  }
});
