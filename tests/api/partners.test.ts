import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import { verifyPassword } from "#server/auth/passwords";
import { partnerApplications, rateEvents, vehicles } from "#server/db/schema";
import { as, createAccount, type TestAccount } from "../support/accounts";
import {
  insertApplication,
  insertBoardPost,
  insertInquiry,
  insertReview,
  insertVehicle,
  storedImageUrl,
} from "../support/admin-fixtures";
import { newPartnerLoginId as newId, rentalApplication as rental } from "../support/partner-fixtures";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

/** An approval that marks 렌트사 문의 whatever required fact the listing leaves empty. */
const MARK_EMPTY = { inquire: [...REQUIRED_FACTS] };

const app = useTestApp();
let admin: TestAccount;

beforeAll(async () => {
  admin = await createAccount(app, "admin");
});
// Every request comes from 127.0.0.1: each test starts with clean sign-up and login windows.
beforeEach(async () => {
  await app.ctx.db.delete(rateEvents);
});

type Answer = { success: boolean; message: string; fieldErrors?: Record<string, string> };

const dealer = (loginId = newId()) => ({
  type: "딜러",
  loginId,
  password: "dealer-pass-1",
  affiliatedCompany: "현대 강남지점",
  dealerNamePosition: "김딜러 / 과장",
  dealerPhone: "02-123-4567",
  dealerEmail: `${loginId}@example.com`,
  dealerAddress: "서울시 서초구",
  privacyAgree: true,
  serviceAgree: true,
});

async function signUp(body: unknown) {
  const res = await app.fetch("/api/partners", jsonRequest("POST", body));
  return { status: res.status, body: (await res.json()) as Answer };
}

async function partnerLogin(username: string, password: string, persistent?: boolean) {
  const res = await app.fetch(
    "/api/auth/login",
    jsonRequest("POST", { username, password, role: "partner", persistent }),
  );
  return { res, body: (await res.json()) as Answer };
}

const sidOf = (res: Response) => /sid=([^;]+)/.exec(res.headers.get("set-cookie") ?? "")?.[1] ?? "";

async function applicationOf(loginId: string) {
  const [row] = await app.ctx.db.select().from(partnerApplications).where(eq(partnerApplications.loginId, loginId));
  if (!row) throw new Error(`no application ${loginId}`);
  return row;
}

/** Signs up, has the admin approve, and signs in: a partner session through the real APIs. */
async function approvedPartner(): Promise<TestAccount> {
  const body = rental();
  expect((await signUp(body)).status).toBe(201);
  const application = await applicationOf(body.loginId);
  expect((await app.fetch(`/api/partners/${application.id}/approve`, as(admin, "POST"))).status).toBe(200);
  const { res } = await partnerLogin(body.loginId, body.password);
  expect(res.status).toBe(200);
  return {
    id: (await applicationOf(body.loginId)).userId ?? 0,
    username: body.loginId,
    password: body.password,
    cookie: `sid=${sidOf(res)}`,
  };
}

describe("POST /api/partners (sign-up)", () => {
  it("stores a rental company's application as pending, with only an argon2id hash of the password", async () => {
    const body = rental();
    const { status, body: answer } = await signUp(body);
    expect(status).toBe(201);
    expect(answer).toEqual({
      success: true,
      message: "가입 신청이 접수되었습니다. 관리자 승인 후 로그인할 수 있습니다.",
    });
    const row = await applicationOf(body.loginId);
    expect(row).toMatchObject({
      type: "렌트사",
      status: "pending",
      managerPhone: "01022223333",
      privacyAgree: true,
      serviceAgree: true,
      userId: null,
    });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(row.passwordHash, body.password)).toBe(true);
    expect(app.logs.join("\n")).not.toContain("010-2222-3333");
    expect(app.logs.join("\n")).not.toContain("01022223333");
  });

  it("stores a dealer's fields in the application's columns", async () => {
    const body = dealer();
    expect((await signUp(body)).status).toBe(201);
    expect(await applicationOf(body.loginId)).toMatchObject({
      type: "딜러",
      companyName: "현대 강남지점",
      managerNamePosition: "김딜러 / 과장",
      managerPhone: "021234567",
      companyAddress: "서울시 서초구",
    });
  });

  it("refuses missing fields, bad formats, short or mismatched passwords and unticked agreements", async () => {
    const empty = await signUp({ type: "렌트사" });
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toMatchObject({
      loginId: "아이디를 입력해주세요",
      companyName: "회사명을 입력해주세요",
      privacyAgree: expect.any(String),
    });

    const bad = await signUp({ ...rental(), managerPhone: "123", email: "nope", serviceAgree: false });
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors).toMatchObject({
      managerPhone: expect.stringContaining("올바른 연락처"),
      email: "올바른 이메일 주소를 입력해주세요",
      serviceAgree: "서비스 이용약관에 동의해주세요",
    });

    const short = await signUp({ ...rental(), password: "short", passwordConfirm: "short" });
    expect(short.body.fieldErrors?.password).toBe("비밀번호는 10자 이상 입력해주세요");

    const mismatch = await signUp({ ...rental(), passwordConfirm: "another-pass-1" });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({
      message: "비밀번호가 일치하지 않습니다",
      fieldErrors: { passwordConfirm: "비밀번호가 일치하지 않습니다" },
    });

    const unknownType = await signUp({ ...rental(), type: "개인" });
    expect(unknownType.status).toBe(400);
  });

  it("refuses a password under 10 characters or a common one, in Korean, and stores nothing", async () => {
    const cases = [
      ["k7#vQ2m!x", "비밀번호는 10자 이상 입력해주세요"],
      ["qwer1234!!", "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요"],
      ["1q2w3e4r5t", "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요"],
      ["Password1!", "너무 흔한 비밀번호입니다. 다른 비밀번호를 입력해주세요"],
    ] as const;
    for (const [password, message] of cases) {
      const body = rental();
      const answer = await signUp({ ...body, password, passwordConfirm: password });
      expect(answer.status).toBe(400);
      expect(answer.body.fieldErrors?.password).toBe(message);
      const stored = await app.ctx.db
        .select()
        .from(partnerApplications)
        .where(eq(partnerApplications.loginId, body.loginId));
      expect(stored).toEqual([]);
    }
  });

  it("does not tell whether an id is taken until the rest of the form is complete and valid", async () => {
    const first = rental();
    expect((await signUp(first)).status).toBe(201);
    const fresh = newId();
    // Only the id filled in: the same answer for a taken id and a free one.
    const early = [
      await signUp({ type: "렌트사", loginId: first.loginId }),
      await signUp({ type: "렌트사", loginId: fresh }),
    ];
    expect(early[0]).toEqual(early[1]);
    expect(JSON.stringify(early[0])).not.toContain("사용할 수 없는 아이디");
    // Everything filled in but a weak password: still the same, and no word about the id.
    const weak = [
      await signUp({ ...rental(first.loginId), password: "1q2w3e4r5t", passwordConfirm: "1q2w3e4r5t" }),
      await signUp({ ...rental(fresh), password: "1q2w3e4r5t", passwordConfirm: "1q2w3e4r5t" }),
    ];
    expect(weak[0]).toEqual(weak[1]);
    expect(weak[0]?.status).toBe(400);
    expect(weak[0]?.body.fieldErrors).not.toHaveProperty("loginId");
  });

  it("takes a valid sign-up whatever its id: an id applied for or an account's gets the free id's answer", async () => {
    const first = rental();
    expect((await signUp(first)).status).toBe(201);
    const account = await createAccount(app, "admin");
    const free = await signUp(dealer());
    expect(free).toEqual({
      status: 201,
      body: { success: true, message: "가입 신청이 접수되었습니다. 관리자 승인 후 로그인할 수 있습니다." },
    });
    // Five sign-ups in all: the address's limit a minute.
    for (const loginId of [first.loginId, first.loginId.toUpperCase(), account.username])
      expect(await signUp(dealer(loginId)), loginId).toEqual(free);
    // Stored, each waiting for an admin, who settles the clash at approval.
    const stored = await app.ctx.db
      .select({ status: partnerApplications.status })
      .from(partnerApplications)
      .where(eq(partnerApplications.loginId, first.loginId));
    expect(stored).toEqual([{ status: "pending" }, { status: "pending" }]);
  });

  it("answers 429 after five sign-ups a minute from one IP", async () => {
    for (let i = 0; i < 5; i++) expect((await signUp(rental())).status).toBe(201);
    const limited = await signUp(rental());
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/[가-힣]/);
  });
});

describe("partner sign-in", () => {
  it("tells a pending applicant to wait, but only with the right password", async () => {
    const body = rental();
    await signUp(body);
    const pending = await partnerLogin(body.loginId, body.password);
    expect(pending.res.status).toBe(401);
    expect(pending.body.message).toBe("가입 승인 대기 중입니다. 관리자 승인 후 로그인할 수 있습니다.");
    expect(pending.res.headers.get("set-cookie")).toBeNull();

    const wrong = await partnerLogin(body.loginId, "not-the-password");
    expect(wrong.body.message).toBe("아이디 또는 비밀번호가 올바르지 않습니다");
    const stranger = await partnerLogin("nobody-here", "whatever-pass");
    expect(stranger.body.message).toBe("아이디 또는 비밀번호가 올바르지 않습니다");
  });

  it("tells each of two applicants for one id to wait, by their own password, and an account's owner signs in", async () => {
    const first = rental();
    await signUp(first);
    const second = { ...dealer(first.loginId), password: "second-pass-12", passwordConfirm: "second-pass-12" };
    expect((await signUp(second)).status).toBe(201);
    for (const password of [first.password, second.password]) {
      const pending = await partnerLogin(first.loginId, password);
      expect(pending.res.status).toBe(401);
      expect(pending.body.message).toBe("가입 승인 대기 중입니다. 관리자 승인 후 로그인할 수 있습니다.");
    }
    expect((await partnerLogin(first.loginId, "neither-pass-1")).body.message).toBe(
      "아이디 또는 비밀번호가 올바르지 않습니다",
    );

    // An application with an existing partner's id: its applicant is told to wait, the partner still gets in.
    const partner = await createAccount(app, "partner");
    const squatter = { ...rental(partner.username), password: "squatter-pass-1", passwordConfirm: "squatter-pass-1" };
    expect((await signUp(squatter)).status).toBe(201);
    expect((await partnerLogin(partner.username, squatter.password)).body.message).toBe(
      "가입 승인 대기 중입니다. 관리자 승인 후 로그인할 수 있습니다.",
    );
    expect((await partnerLogin(partner.username, partner.password)).res.status).toBe(200);
  });

  it("tells a rejected applicant so", async () => {
    const body = rental();
    await signUp(body);
    const application = await applicationOf(body.loginId);
    expect((await app.fetch(`/api/partners/${application.id}/reject`, as(admin, "POST"))).status).toBe(200);
    const rejected = await partnerLogin(body.loginId, body.password);
    expect(rejected.res.status).toBe(401);
    expect(rejected.body.message).toBe("가입 신청이 거절되었습니다. 고객센터로 문의해주세요.");
  });

  it("signs an approved partner in; the partner cannot sign in as an admin", async () => {
    const partner = await approvedPartner();
    const me = await app.fetch("/api/auth/me", { headers: { Cookie: partner.cookie } });
    expect(((await me.json()) as { user: { role: string; username: string } }).user).toMatchObject({
      role: "partner",
      username: partner.username,
    });
    const asAdmin = await app.fetch(
      "/api/auth/login",
      jsonRequest("POST", { username: partner.username, password: partner.password, role: "admin" }),
    );
    expect(asAdmin.status).toBe(401);
  });

  it("자동 로그인 sets a cookie that lasts about 30 days; without it the cookie ends with the browser", async () => {
    const partner = await approvedPartner();
    const normal = await partnerLogin(partner.username, partner.password, false);
    const normalCookie = normal.res.headers.get("set-cookie") ?? "";
    expect(normalCookie).toMatch(/^sid=/);
    expect(normalCookie).toMatch(/HttpOnly/i);
    expect(normalCookie).not.toMatch(/Expires=|Max-Age=/i);

    const kept = await partnerLogin(partner.username, partner.password, true);
    const keptCookie = kept.res.headers.get("set-cookie") ?? "";
    const expires = Date.parse(/Expires=([^;]+)/i.exec(keptCookie)?.[1] ?? "");
    const days = (expires - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30.01);
  });

  it("throttles repeated failures like the admin sign-in", async () => {
    const partner = await approvedPartner();
    for (let i = 0; i < 5; i++) expect((await partnerLogin(partner.username, "wrong-password")).res.status).toBe(401);
    const throttled = await partnerLogin(partner.username, partner.password);
    expect(throttled.res.status).toBe(429);
  });

  it("logout ends the session on the server", async () => {
    const partner = await approvedPartner();
    const out = await app.fetch("/api/auth/logout", as(partner, "POST"));
    expect(out.status).toBe(200);
    const me = await app.fetch("/api/auth/me", { headers: { Cookie: partner.cookie } });
    expect(((await me.json()) as { user: unknown }).user).toBeNull();
  });
});

describe("partner vehicle API", () => {
  let owner: TestAccount;
  let other: TestAccount;
  let image: string;

  beforeAll(async () => {
    owner = await approvedPartner();
    other = await createAccount(app, "partner");
    image = await storedImageUrl(app);
  });

  const vehicleBody = (name: string) => ({
    name,
    category: "수입 차량",
    badges: ["중고차"],
    images: [image],
    basicInfo: { 제조연식: "23년05월", 주행거리: "12,000km", 차량번호: "12가3456", 연료: "디젤" },
    priceInfo: [{ deposit: "400만원", period: "36개월", monthly: "55만원", totalKm: "3만km", selected: true }],
    options: { 외관내장: ["선루프"], 안전장치: [], 편의장치: [], 시트: ["열선시트"] },
    benefits: [{ icon: "percent", title: "중도해지 위약금 30%", desc: "" }],
    displayCategoryText: "풀옵션",
  });

  type Created = { vehicle: { id: number; slug: string; ownerPartnerId: number; category: string; updatedAt: string } };
  const create = async (account: TestAccount | null, body: unknown) => {
    const res = await app.fetch("/api/partner/vehicles", as(account, "POST", body));
    return { status: res.status, body: (await res.json()) as Created & Answer };
  };

  it("lists a vehicle with the partner as its owner; it shows on the customer site once an admin approves it", async () => {
    const { status, body } = await create(owner, vehicleBody("BMW 520i 파트너테스트"));
    expect(status).toBe(201);
    expect(body.vehicle).toMatchObject({ ownerPartnerId: owner.id, category: "수입차" });
    const [row] = await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, body.vehicle.id));
    expect(row?.ownerPartnerId).toBe(owner.id);
    const slugPath = `/api/vehicles/slug/${encodeURIComponent(body.vehicle.slug)}`;
    expect((await app.fetch(slugPath)).status).toBe(404);
    expect(
      (await app.fetch(`/api/listing-reviews/${body.vehicle.id}/approve`, as(admin, "POST", MARK_EMPTY))).status,
    ).toBe(200);
    const page = await app.fetch(slugPath);
    expect(page.status).toBe(200);
  });

  it("refuses a listing without a name or without images, in Korean", async () => {
    const noName = await create(owner, { ...vehicleBody(""), name: "  " });
    expect(noName.status).toBe(400);
    expect(noName.body.message).toBe("차량명을 입력해주세요");
    const noImages = await create(owner, { ...vehicleBody("이미지없음"), images: [] });
    expect(noImages.status).toBe(400);
    expect(noImages.body.message).toBe("최소 1개 이상의 차량 이미지를 업로드해주세요");
  });

  it("lets only the owner change or delete a listing; others, admins' listings and strangers are refused", async () => {
    const mine = (await create(owner, vehicleBody("소유자테스트 차량"))).body.vehicle;
    const theirs = (await create(other, vehicleBody("다른파트너 차량"))).body.vehicle;
    const adminMade = await insertVehicle(app, { name: "관리자 등록 차량" });

    const patch = (account: TestAccount | null, v: { id: number; updatedAt: string }, name: string) =>
      app.fetch(`/api/partner/vehicles/${v.id}`, as(account, "PATCH", { name, updatedAt: v.updatedAt }));
    const remove = (account: TestAccount | null, id: number) =>
      app.fetch(`/api/partner/vehicles/${id}`, as(account, "DELETE"));

    for (const target of [theirs, { id: adminMade.id, updatedAt: adminMade.updatedAt.toISOString() }]) {
      const denied = await patch(owner, target, "가로채기");
      expect(denied.status).toBe(403);
      expect(((await denied.json()) as Answer).message).toBe("본인이 등록한 차량만 수정할 수 있습니다");
      const deleteDenied = await remove(owner, target.id);
      expect(deleteDenied.status).toBe(403);
      expect(((await deleteDenied.json()) as Answer).message).toBe("본인이 등록한 차량만 수정할 수 있습니다");
    }
    expect((await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, adminMade.id)))[0]?.name).toBe(
      "관리자 등록 차량",
    );

    // No session: 401; an admin is not a partner: 403 (admins use the admin API).
    expect((await patch(null, mine, "익명")).status).toBe(401);
    expect((await remove(null, mine.id)).status).toBe(401);
    expect((await create(null, vehicleBody("익명"))).status).toBe(401);
    expect((await patch(admin, mine, "관리자")).status).toBe(403);
    expect((await create(admin, vehicleBody("관리자"))).status).toBe(403);

    const changed = await patch(owner, mine, "소유자테스트 차량 수정됨");
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { vehicle: { name: string } }).vehicle.name).toBe("소유자테스트 차량 수정됨");

    expect((await remove(owner, mine.id)).status).toBe(200);
    expect(await app.ctx.db.select().from(vehicles).where(eq(vehicles.id, mine.id))).toEqual([]);
    expect((await remove(owner, mine.id)).status).toBe(404);
    expect((await remove(owner, 999_999)).status).toBe(404);
  });

  it("is refused on every admin endpoint with 403", async () => {
    const application = await insertApplication(app);
    const review = await insertReview(app);
    const vehicle = await insertVehicle(app);
    const inquiry = await insertInquiry(app);
    const post = await insertBoardPost(app);
    const endpoints: [string, string, unknown?][] = [
      ["GET", "/api/analytics/stats"],
      ["GET", "/api/inquiries"],
      ["GET", "/api/inquiries/download"],
      ["DELETE", `/api/inquiries/${inquiry.id}`],
      ["GET", "/api/partners"],
      ["POST", `/api/partners/${application.id}/approve`],
      ["POST", `/api/partners/${application.id}/reject`],
      [
        "PUT",
        `/api/reviews/${review.id}`,
        { customerName: "가", vehicleName: "나", content: "다섯 글자 이상 내용", rating: 5 },
      ],
      ["DELETE", `/api/reviews/${review.id}`],
      ["POST", "/api/vehicles", vehicleBody("관리자 API 시도")],
      ["PATCH", `/api/vehicles/${vehicle.id}`, { name: "관리자 API 시도", updatedAt: vehicle.updatedAt.toISOString() }],
      ["DELETE", `/api/vehicles/${vehicle.id}`],
      ["POST", "/api/board-posts", { title: "제목", content: "내용", images: [image] }],
      ["PUT", `/api/board-posts/${post.id}`, { title: "제목", content: "내용" }],
      ["DELETE", `/api/board-posts/${post.id}`],
    ];
    for (const [method, path, body] of endpoints) {
      const res = await app.fetch(path, as(owner, method, body));
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await applicationOf(application.loginId)).status).toBe("pending");
  });
});
