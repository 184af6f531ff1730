import { desc, eq } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { UNSTORABLE_TEXT } from "#domain/field-errors";
import { isKoreanPhone } from "#domain/phone";
import { inquiries, pageViews, partnerApplications, rateEvents, reviews } from "#server/db/schema";
import { createAccount, type TestAccount } from "../support/accounts";
import { storedImageUrl } from "../support/admin-fixtures";
import { type BodyEndpoint, refusesEveryBrokenBody } from "../support/broken-bodies";
import {
  ABSENT,
  blank,
  brokenRating,
  brokenText,
  hostileText,
  notOneOf,
  notTrue,
  Repeat,
  storableText,
  toJsonText,
  tooLong,
  wrongType,
} from "../support/hostile-values";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";
import {
  expectRefusedUnchanged,
  FUZZ_RUNS,
  refusesForeignIds,
  runs,
  type ShapedEndpoint,
  send,
  stateFingerprint,
  storesHostileTextLiterally,
} from "../support/write-fuzz";

/**
 * Fuzzing of the public write endpoints (lead forms, reviews, partner sign-up, sign-in and out, page views,
 * uploads). Rate limits are off so validation, not the limiter, answers; `write-fuzz-admin.test.ts` does
 * the admin and partner writes.
 */

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });
let admin: TestAccount;
let photoUrl: string;
const UNSTORED_PHOTO = `/media/${"0".repeat(32)}/960.webp`;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
  photoUrl = await storedImageUrl(app, "#1f8f4e");
});
const theApp = () => app;

const brokenPhone = fc.oneof(
  brokenText(30),
  hostileText.filter((s) => !isKoreanPhone(s)),
  fc.constantFrom(
    "1588-1234",
    "011-1234-56789",
    "010 1234 5678 9",
    "010-987-654",
    "０１０-９８７-６５４",
    "+82 10-123-456",
    "010-12ab-5678",
    "070-123-4567",
    "010-1234-5678\u0000",
  ),
);
/** The honeypot only passes empty. */
const filledHoneypot = fc.oneof(
  hostileText.filter((s) => s.length > 0),
  wrongType,
);
/**
 * A lead form's honeypot filled with text is not refused (the lead is held as 스팸 의심 and answered as a success,
 * tests/api/lead-intake.test.ts); one that is not text at all still is.
 */
const leadHoneypot = wrongType;
const brokenIdempotencyKey = fc.oneof(wrongType, fc.constantFrom("abc", "  abc  ", ""), tooLong(100));

let seq = 0;
const loginId = () => `fuzz${Date.now().toString(36)}${seq++}`;
const rental = () => ({
  type: "렌트사",
  loginId: loginId(),
  password: "partner-pass-1",
  passwordConfirm: "partner-pass-1",
  companyName: "퍼즈렌터카",
  managerNamePosition: "홍길동 / 팀장",
  managerPhone: "010-2222-3333",
  email: "fuzz@example.com",
  companyAddress: "서울시 중구 세종대로 1",
  privacyAgree: true,
  serviceAgree: true,
});

const inquiry: BodyEndpoint = {
  method: "POST",
  path: "/api/inquiries",
  valid: () => ({ name: "홍길동", contact: "010-1234-5678", region: "만 26세 이상", vehicle: "쏘렌토" }),
  breakers: {
    name: brokenText(30),
    contact: brokenPhone,
    vehicle: brokenText(100),
    region: fc.oneof(wrongType, tooLong(50)),
    source: notOneOf(["home", "quote"], false),
    website: leadHoneypot,
    idempotencyKey: brokenIdempotencyKey,
  },
};

const quoteRequest: BodyEndpoint = {
  method: "POST",
  path: "/api/quote-requests",
  valid: () => ({ customerName: "김민지", customerPhone: "010-2222-3333", specialOptions: "", agreeToPrivacy: true }),
  breakers: {
    customerName: brokenText(30),
    customerPhone: brokenPhone,
    specialOptions: fc.oneof(wrongType, tooLong(200)),
    agreeToPrivacy: notTrue,
    website: leadHoneypot,
    idempotencyKey: brokenIdempotencyKey,
  },
};

const brokenReviewContent = fc.oneof(brokenText(2000), fc.constantFrom("짧은 후기", "  아홉 글자 후기  "));

const review: BodyEndpoint = {
  method: "POST",
  path: "/api/reviews",
  valid: () => ({
    customerName: "김고객",
    vehicleName: "쏘렌토",
    rating: 5,
    content: "상담이 친절하고 출고가 빨랐어요.",
    photoUrl,
  }),
  breakers: {
    customerName: brokenText(30),
    vehicleName: brokenText(100),
    rating: brokenRating,
    content: brokenReviewContent,
    photoUrl: fc.oneof(
      brokenText(300),
      hostileText,
      fc.constantFrom(
        UNSTORED_PHOTO,
        "javascript:alert(1)",
        "https://evil.example/x.png",
        "/media/../../etc/passwd",
        `data:image/png;base64,AAAA`,
      ),
    ),
    website: filledHoneypot,
  },
};

const partnerApplication: BodyEndpoint = {
  method: "POST",
  path: "/api/partners",
  valid: rental,
  breakers: {
    type: notOneOf(["렌트사", "딜러"]),
    loginId: fc.oneof(
      brokenText(30),
      hostileText.filter((s) => !/^[A-Za-z0-9._-]{4,30}$/.test(s.trim())),
      fc.constantFrom("abc", "관리자계정", "a b c d", "admin'--", "a/b/c/d", "ab\u0000cd"),
    ),
    password: fc.oneof(fc.constantFrom<unknown>(ABSENT, "", "1234567"), wrongType, tooLong(200)),
    passwordConfirm: fc.oneof(wrongType, fc.constant("different-pass-9")),
    privacyAgree: notTrue,
    serviceAgree: notTrue,
    companyName: brokenText(100),
    managerNamePosition: brokenText(100),
    managerPhone: brokenPhone,
    email: fc.oneof(
      brokenText(200),
      fc.constantFrom("not-an-email", "a@", "@example.com", "a b@example.com", "홍길동@", "<script>@x"),
    ),
    companyAddress: brokenText(200),
  },
};

const login: BodyEndpoint = {
  method: "POST",
  path: "/api/auth/login",
  // Well-formed but wrong: refused with 401 once the broken field is fixed, so every case stays a refusal.
  valid: () => ({ username: "nobody", password: "wrong-password", role: "admin" }),
  breakers: {
    username: brokenText(50),
    password: fc.oneof(fc.constantFrom<unknown>(ABSENT, ""), wrongType, tooLong(200)),
    role: notOneOf(["admin", "partner"], false),
    persistent: fc.oneof(
      wrongType.filter((v) => typeof v !== "boolean"),
      fc.constantFrom("true", "yes", 1),
    ),
  },
};

const pageView: BodyEndpoint = {
  method: "POST",
  path: "/api/page-view",
  valid: () => ({ path: "/new-cars" }),
  breakers: {
    path: fc.oneof(
      fc.constantFrom<unknown>(ABSENT, ""),
      wrongType,
      blank,
      hostileText.filter((s) => !s.startsWith("/")),
      fc.integer({ min: 251, max: 50_000 }).map((n) => new Repeat("/가", n)),
    ),
  },
};

describe("public write endpoints refuse every broken body with a Korean 4xx and store nothing", () => {
  for (const endpoint of [inquiry, quoteRequest, review, partnerApplication, login, pageView]) {
    it(`${endpoint.method} ${endpoint.path}`, () => refusesEveryBrokenBody(theApp, endpoint, FUZZ_RUNS.brokenBody));
  }
});

const rowOf = async <T>(rows: Promise<T[]>) => (await rows)[0];

const shaped: ShapedEndpoint[] = [
  {
    ...inquiry,
    texts: { name: (t) => t, vehicle: (t) => t, region: (t) => t },
    stored: (answer) =>
      rowOf(
        app.ctx.db
          .select({ name: inquiries.name, vehicle: inquiries.vehicle, region: inquiries.region })
          .from(inquiries)
          .where(eq(inquiries.id, Number(answer.json.id))),
      ),
  },
  {
    ...quoteRequest,
    texts: { customerName: (t) => t, specialOptions: (t) => t },
    stored: (answer) =>
      rowOf(
        app.ctx.db
          .select({ customerName: inquiries.name, specialOptions: inquiries.region })
          .from(inquiries)
          .where(eq(inquiries.id, Number(answer.json.id))),
      ),
  },
  {
    ...review,
    texts: { customerName: (t) => t, vehicleName: (t) => t, content: (t) => `정말 만족스러운 장기렌트 ${t}` },
    stored: (answer) =>
      rowOf(
        app.ctx.db
          .select({ customerName: reviews.customerName, vehicleName: reviews.vehicleName, content: reviews.content })
          .from(reviews)
          .where(eq(reviews.id, Number((answer.json.review as { id: number }).id))),
      ),
  },
  {
    ...partnerApplication,
    texts: { companyName: (t) => t, managerNamePosition: (t) => t, companyAddress: (t) => t },
    stored: (_answer, body) =>
      rowOf(
        app.ctx.db
          .select({
            companyName: partnerApplications.companyName,
            managerNamePosition: partnerApplications.managerNamePosition,
            companyAddress: partnerApplications.companyAddress,
          })
          .from(partnerApplications)
          .where(eq(partnerApplications.loginId, String(body.loginId))),
      ),
  },
  {
    ...pageView,
    // Only site pages count; a search counts as the search page, never with what was typed.
    texts: { path: (t) => `/search/${t}` },
    stored: () =>
      rowOf(app.ctx.db.select({ path: pageViews.path }).from(pageViews).orderBy(desc(pageViews.id)).limit(1)),
    expected: () => "/search",
  },
];

describe("hostile text in otherwise valid public bodies is stored exactly as sent, or refused in Korean", () => {
  for (const endpoint of shaped) {
    it(`${endpoint.method} ${endpoint.path}`, async () => {
      const accepted = await storesHostileTextLiterally(theApp, endpoint, FUZZ_RUNS.hostileText);
      expect(accepted).toBeGreaterThan(0);
    });
  }

  it("POST /api/auth/login never signs anyone in with hostile credentials", async () => {
    await fc.assert(
      fc.asyncProperty(
        hostileText,
        hostileText,
        fc.constantFrom("admin", "partner"),
        async (username, password, role) => {
          // A clean throttle window each time, so the password check itself answers.
          await app.ctx.db.delete(rateEvents);
          await expectRefusedUnchanged(app, {
            method: "POST",
            path: login.path,
            headers: { "Content-Type": "application/json" },
            body: JSON.stringify({ username, password, role }),
          });
        },
      ),
      runs(FUZZ_RUNS.hostileText),
    );
    await app.ctx.db.delete(rateEvents);
  });
});

describe("endpoints that take no input ignore hostile bodies and change nothing", () => {
  const anyBody = fc.oneof(wrongType, hostileText, fc.dictionary(hostileText, wrongType, { maxKeys: 4 }));

  it("POST /api/auth/logout with no or a forged session: 200, every session kept; malformed JSON: a Korean 400", async () => {
    const jsonObject = fc.dictionary(
      storableText,
      fc.oneof(storableText, fc.integer(), fc.boolean(), fc.constant(null)),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(
        jsonObject,
        fc.option(storableText.map((t) => `sid=${encodeURIComponent(t)}`)),
        fc.boolean(),
        async (body, cookie, malformed) => {
          const attempt = {
            method: "POST",
            path: "/api/auth/logout",
            headers: { "Content-Type": "application/json", ...(cookie ? { Cookie: cookie } : {}) },
            body: malformed ? `${toJsonText(body)}}` : toJsonText(body),
          };
          if (malformed) return void (await expectRefusedUnchanged(app, attempt));
          const before = await stateFingerprint(app);
          const answer = await send(app, attempt);
          expect(answer.status, answer.text).toBe(200);
          expect(await stateFingerprint(app)).toEqual(before);
        },
      ),
      runs(FUZZ_RUNS.hostileText),
    );
    expect(
      (await app.fetch("/api/auth/me", { headers: { Cookie: admin.cookie } }).then((r) => r.json())).user,
    ).not.toBeNull();
  });

  it("POST /api/objects/upload hands out a slot whatever the body and content type", async () => {
    await fc.assert(
      fc.asyncProperty(
        anyBody,
        fc.constantFrom("application/json", "text/plain", "image/png", "multipart/form-data; boundary=x"),
        async (body, contentType) => {
          const before = await stateFingerprint(app);
          const answer = await send(app, {
            method: "POST",
            path: "/api/objects/upload",
            headers: { "Content-Type": contentType },
            body: toJsonText(body),
          });
          expect(answer.status, answer.text).toBe(200);
          expect(String(answer.json.uploadURL)).toMatch(/\/api\/objects\/upload\/[\w-]{32}$/);
          expect(await stateFingerprint(app)).toEqual(before);
        },
      ),
      runs(FUZZ_RUNS.hostileText),
    );
  });
});

describe("uploads refuse foreign slots and bytes that are not an image, storing nothing", () => {
  it("PUT /api/objects/upload/{token} with a token never handed out", () =>
    refusesForeignIds(theApp, { method: "PUT", path: (token) => `/api/objects/upload/${token}` }, FUZZ_RUNS.foreignId));

  it("PUT /api/objects/upload/{token} with a real slot and junk bytes", async () => {
    const png = await makeImage({ color: "#a01010" });
    const junk = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 4096 }),
      fc.integer({ min: 1, max: 40 }).map((n) => png.subarray(0, n)),
      fc.uint8Array({ minLength: 1, maxLength: 256 }).map((tail) => Buffer.concat([png.subarray(0, 33), tail])),
      hostileText.map((t) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)">${t}</svg>`)),
      hostileText.map((t) => Buffer.from(JSON.stringify({ image: t }))),
    );
    await fc.assert(
      fc.asyncProperty(junk, async (bytes) => {
        const slot = await send(app, { method: "POST", path: "/api/objects/upload" });
        const path = new URL(String(slot.json.uploadURL)).pathname;
        await expectRefusedUnchanged(app, {
          method: "PUT",
          path,
          headers: { "Content-Type": "image/png" },
          body: bytes,
        });
      }),
      runs(FUZZ_RUNS.foreignId),
    );
  });
});

describe("cases the fuzzing found", () => {
  const post = (path: string, body: string, headers: Record<string, string> = { "Content-Type": "application/json" }) =>
    expectRefusedUnchanged(app, { method: "POST", path, headers, body });

  it("text PostgreSQL cannot store as sent (NUL, lone surrogates) is a Korean 400 on its field, not a 500 or altered", async () => {
    const refused = async (path: string, body: unknown, field: string) =>
      expect((await post(path, JSON.stringify(body))).json.fieldErrors).toEqual({ [field]: UNSTORABLE_TEXT });
    await refused("/api/inquiries", { name: "홍\u0000길동", contact: "010-1234-5678", vehicle: "쏘렌토" }, "name");
    await refused("/api/inquiries", { name: "홍길동", contact: "010-1234-5678", vehicle: "쏘렌토\uD800" }, "vehicle");
    await refused("/api/auth/login", { username: "admin\u0000", password: "x" }, "username");
    await refused("/api/page-view", { path: "/\u0000" }, "path");
  });

  it("a body that is not an object, or a field of the wrong type, gets a Korean message", async () => {
    expect((await post("/api/inquiries", "[1,2]")).status).toBe(400);
    expect(
      (await post("/api/auth/login", JSON.stringify({ username: "a", password: "b", persistent: 1 }))).json.fieldErrors,
    ).toEqual({
      persistent: "입력값이 올바르지 않습니다",
    });
  });

  it("a body that claims a compression it does not have is a 400", async () => {
    const answer = await post("/api/inquiries", JSON.stringify({ name: "홍길동" }), {
      "Content-Type": "application/json",
      "Content-Encoding": "gzip",
    });
    expect(answer.status).toBe(400);
  });

  it("an upload token with NUL or broken percent-encoding is refused", async () => {
    await expectRefusedUnchanged(app, { method: "PUT", path: "/api/objects/upload/%00", body: "x" });
    await expectRefusedUnchanged(app, { method: "PUT", path: "/api/objects/upload/%E0%A4%A", body: "x" });
  });
});
