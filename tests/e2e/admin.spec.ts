import { readFile } from "node:fs/promises";
import { type APIRequestContext, expect, test } from "@playwright/test";
import ExcelJS from "exceljs";
import { maskAuthorName } from "#domain/review";
import { makeImage } from "../support/images";
import { E2E_ADMIN } from "./global-setup";
import { animationFrames, exclusively, gotoHydrated, signIn } from "./support";

const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** An image stored through the media service, as its URL. */
async function uploadImage(request: APIRequestContext, color = "#2255aa"): Promise<string> {
  const slot = await request.post("/api/objects/upload");
  const { uploadURL } = (await slot.json()) as { uploadURL: string };
  const put = await request.put(new URL(uploadURL).pathname, {
    data: await makeImage({ width: 320, height: 240, color }),
    headers: { "Content-Type": "image/png" },
  });
  expect(put.status()).toBe(201);
  return ((await put.json()) as { url: string }).url;
}

/** Creates an inquiry through the public form's API, as a visitor would. */
async function createInquiry(request: APIRequestContext, name: string): Promise<void> {
  const res = await request.post("/api/inquiries", {
    data: { name, contact: "010-4321-8765", region: "만 26세 이상", vehicle: "E2E 테스트 차량" },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

test.describe("admin sign-in", () => {
  test("signs in on /admin-login, sees the statistics and signs out", async ({ page }) => {
    await gotoHydrated(page, "/admin-login");
    await expect(page.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();
    await page.getByLabel("아이디").fill(E2E_ADMIN.username);
    await page.getByLabel("비밀번호").fill("not-the-password");
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByRole("alert")).toHaveText("아이디 또는 비밀번호가 올바르지 않습니다");

    await page.getByLabel("비밀번호").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("stat-todayVisitors")).toContainText("오늘 방문자");
    await expect(page.getByTestId("stat-todayInquiries")).toContainText("총 문의");
    await expect(page.getByRole("heading", { name: "인기 페이지 (최근 7일)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "문의 관리" })).toHaveAttribute("aria-current", "page");

    await page.getByRole("button", { name: "로그아웃" }).click();
    await expect(page.getByRole("heading", { name: "관리자 로그인" })).toBeVisible();
    const stats = await page.request.get("/api/analytics/stats");
    expect(stats.status()).toBe(401);
  });

  test("an admin page without a session sends the browser to the login and back", async ({ page }) => {
    await gotoHydrated(page, "/admin-vehicle-list/%EC%A0%84%EA%B8%B0%EC%B0%A8");
    await expect(page).toHaveURL(/\/admin\?next=/);
    await page.getByLabel("아이디").fill(E2E_ADMIN.username);
    await page.getByLabel("비밀번호").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "전기차" })).toBeVisible();
  });
});

test.describe("admin sign-in without scripts", () => {
  // Before the page's scripts have run (or without them), the form posts to the sign-in page's action.
  test.use({ javaScriptEnabled: false });

  test("signs in from /admin and lands on it signed in, the password never in an address", async ({ page }) => {
    const addresses: string[] = [];
    page.on("request", (request) => addresses.push(request.url()));
    await page.goto("/admin");
    await page.getByLabel("아이디").fill(E2E_ADMIN.username);
    await page.getByLabel("비밀번호").fill("not-the-password");
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page.getByText("아이디 또는 비밀번호가 올바르지 않습니다")).toBeVisible();
    await page.getByLabel("아이디").fill(E2E_ADMIN.username);
    await page.getByLabel("비밀번호").fill(E2E_ADMIN.password);
    await page.getByRole("button", { name: "로그인" }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByTestId("stat-todayVisitors")).toContainText("오늘 방문자");
    expect(addresses.filter((url) => url.includes("password") || url.includes(E2E_ADMIN.password))).toEqual([]);
  });
});

test.describe("leads", () => {
  test("deletes an inquiry after confirming", async ({ page }) => {
    const name = unique("삭제");
    await createInquiry(page.request, name);
    await signIn(page);
    await gotoHydrated(page, `/admin?tab=inquiries&q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("inquiry-row").filter({ hasText: name });
    await expect(row).toContainText("010-4321-8765");
    await row.getByRole("button", { name: `${name} 문의 삭제` }).click();
    const dialog = page.getByRole("dialog", { name: "이 문의를 삭제하시겠습니까?" });
    await dialog.getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("문의가 삭제되었습니다.")).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test("downloads the inquiries as a spreadsheet with neutralised formulas", async ({ page }) => {
    const name = `=${unique("HACK")}`;
    await createInquiry(page.request, name);
    await signIn(page);
    await gotoHydrated(page, "/admin");
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "엑셀 다운로드" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^상담문의_\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ExcelJS.Buffer);
    const rows = workbook.worksheets[0]!.getSheetValues()
      .filter(Boolean)
      .map((r) => (r as ExcelJS.CellValue[]).slice(1));
    // The columns of docs/spec/admin-and-partners.md §3 (Inquiry) first, then the lead's work (status, owner, plan,
    // source, …).
    expect(rows[0]?.slice(0, 6)).toEqual(["이름", "연락처", "연령", "희망 차량", "신청일시", "상태"]);
    const ours = rows.find((r) => r[0] === `'${name}`);
    expect(ours?.slice(1, 4)).toEqual(["010-4321-8765", "만 26세 이상", "E2E 테스트 차량"]);
    expect(ours?.[5]).toBe("신규");
    // A real date cell holding Seoul wall-clock time, within a minute of now.
    const received = ours?.[4];
    expect(received).toBeInstanceOf(Date);
    expect(Math.abs((received as Date).getTime() - (Date.now() + 9 * 3600_000))).toBeLessThan(120_000);

    // Leave no trace for other tests.
    const list = await page.request.get(`/api/inquiries?q=${encodeURIComponent(name)}`);
    for (const inquiry of ((await list.json()) as { inquiries: { id: number }[] }).inquiries)
      await page.request.delete(`/api/inquiries/${inquiry.id}`);
  });
});

test.describe("reviews", () => {
  test("edits a review in place and deletes it", async ({ page }) => {
    // A new review joins the 승인 대기 queue until it is deleted: the moderation test counts that queue.
    await exclusively("review-queue", async () => {
      const customer = unique("후기");
      const photoUrl = await uploadImage(page.request, "#aa5522");
      const created = await page.request.post("/api/reviews", {
        data: {
          customerName: customer,
          vehicleName: "아반떼",
          rating: 5,
          content: "E2E 테스트로 작성한 후기입니다.",
          photoUrl,
        },
      });
      expect(created.ok(), await created.text()).toBe(true);
      await signIn(page);
      await gotoHydrated(page, "/admin?tab=reviews");
      const row = page.getByTestId("review-row").filter({ hasText: customer });
      await row.getByRole("button", { name: `${customer}님의 후기 수정` }).click();
      const form = page.getByRole("form", { name: `${customer}님의 후기 수정` });
      await form.getByLabel("차량명").fill("쏘렌토 하이브리드");
      await form.getByLabel("평점").selectOption("3");
      await form.getByLabel("후기 내용").fill("수정된 후기 내용입니다. 열 글자 이상.");
      await form.getByRole("button", { name: "저장" }).click();
      await expect(page.getByText("후기가 수정되었습니다.")).toBeVisible();
      await expect(row).toContainText("쏘렌토 하이브리드");
      await expect(row.getByRole("img", { name: "평점 3점" })).toBeVisible();

      await row.getByRole("button", { name: `${customer}님의 후기 삭제` }).click();
      await page
        .getByRole("dialog", { name: `${customer}님의 후기를 삭제하시겠습니까?` })
        .getByRole("button", { name: "삭제" })
        .click();
      await expect(page.getByText("후기가 삭제되었습니다.")).toBeVisible();
      await expect(row).toHaveCount(0);
    });
  });
});

/** A visitor's review through the public form's API; answers its id. */
async function writeReview(request: APIRequestContext, customerName: string, content: string): Promise<number> {
  const res = await request.post("/api/reviews", {
    data: { customerName, vehicleName: "아반떼", rating: 5, content, photoUrl: await uploadImage(request, "#55aa22") },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { review: { id: number } }).review.id;
}

test.describe("review moderation", () => {
  test("approves, edits and approves, and rejects reviews from the 승인 대기 queue", async ({ page, browser }) => {
    // Counts the 승인 대기 queue: no other test adds to it meanwhile.
    await exclusively("review-queue", async () => {
      const [edited, approved, rejected] = [unique("수정"), unique("승인"), unique("거절")];
      await writeReview(page.request, edited, "맞춤법이 틀린 후기 입니다 고쳐주세요.");
      await writeReview(page.request, approved, "그대로 승인될 후기입니다. 만족합니다.");
      await writeReview(page.request, rejected, "거절될 광고 후기입니다. 연락주세요.");
      await signIn(page);
      await gotoHydrated(page, "/admin?tab=reviews");

      const queueLink = page.getByTestId("review-status-pending");
      const waiting = Number(((await queueLink.textContent()) ?? "").replace(/\D/g, ""));
      expect(waiting).toBeGreaterThanOrEqual(3);
      await queueLink.click();
      await expect(page).toHaveURL(/[?&]status=pending/);
      await expect(queueLink).toHaveAttribute("aria-current", "page");
      const row = (name: string) => page.getByTestId("review-row").filter({ hasText: name });
      // The admin sees the full name and where the review stands.
      await expect(row(approved).getByTestId("review-status")).toHaveText("승인 대기");

      await row(approved)
        .getByRole("button", { name: `${approved}님의 후기 승인` })
        .click();
      await expect(page.getByTestId("toast").filter({ hasText: "후기를 승인했습니다." })).toBeVisible();
      await expect(row(approved)).toHaveCount(0);
      await expect(queueLink).toHaveText(`승인 대기${(waiting - 1).toLocaleString("ko-KR")}`);

      await row(edited)
        .getByRole("button", { name: `${edited}님의 후기 수정` })
        .click();
      const form = page.getByRole("form", { name: `${edited}님의 후기 수정` });
      await form.getByLabel("후기 내용").fill("맞춤법을 고친 후기입니다. 고쳐주세요.");
      await form.getByRole("button", { name: "수정 후 승인" }).click();
      await expect(page.getByTestId("toast").filter({ hasText: "후기를 수정하고 승인했습니다." })).toBeVisible();
      await expect(row(edited)).toHaveCount(0);

      await row(rejected)
        .getByRole("button", { name: `${rejected}님의 후기 거절` })
        .click();
      await expect(page.getByTestId("toast").filter({ hasText: "후기를 거절했습니다." })).toBeVisible();
      await expect(row(rejected)).toHaveCount(0);
      await page.getByTestId("review-status-rejected").click();
      await expect(row(rejected).getByTestId("review-status")).toHaveText("거절됨");

      // A visitor (no session) sees the two approved reviews, names masked, and not the rejected one.
      const visitor = await browser.newContext();
      try {
        const anonymous = await visitor.newPage();
        await gotoHydrated(anonymous, "/reviews");
        const cards = anonymous.getByTestId("review-card");
        await expect(cards.filter({ hasText: "맞춤법을 고친 후기입니다." })).toContainText(
          `${maskAuthorName(edited)} 고객님`,
        );
        await expect(cards.filter({ hasText: "그대로 승인될 후기입니다." })).toContainText(
          `${maskAuthorName(approved)} 고객님`,
        );
        await expect(cards.filter({ hasText: "거절될 광고 후기입니다." })).toHaveCount(0);
        await expect(anonymous.getByRole("main")).not.toContainText(edited);
        await expect(anonymous.getByRole("main")).not.toContainText(approved);
      } finally {
        await visitor.close();
      }
    });
  });
});

test.describe("partner applications", () => {
  test("approves an application, after which the partner can sign in", async ({ page }) => {
    const loginId = unique("e2e");
    const applied = await page.request.post("/api/partners", {
      data: {
        type: "렌트사",
        loginId,
        password: "partner-e2e-pass-1",
        companyName: `${loginId} 렌터카`,
        managerNamePosition: "홍길동 / 팀장",
        managerPhone: "010-2222-3333",
        email: `${loginId}@example.com`,
        companyAddress: "서울시 중구",
        privacyAgree: true,
        serviceAgree: true,
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    await signIn(page);
    await gotoHydrated(page, "/admin?tab=partners");
    const card = page.getByTestId("partner-row").filter({ hasText: `${loginId} 렌터카` });
    await expect(card).toContainText("승인 대기");
    await card.getByRole("button", { name: `${loginId} 렌터카 승인` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "승인" }).click();
    await expect(page.getByText("승인 완료")).toBeVisible();
    await expect(card).toContainText("승인됨");
    const partnerLogin = await page.request.post("/api/auth/login", {
      data: { username: loginId, password: "partner-e2e-pass-1", role: "partner" },
    });
    expect(partnerLogin.ok()).toBe(true);
  });

  test("approves an application whose id an account has under another id the admin types", async ({ page }) => {
    const company = `${unique("e2e")} 렌터카`;
    const given = unique("e2e");
    // The signed-in admin's own id: sign-up takes it, as it takes any id, and the admin settles the clash here.
    const applied = await page.request.post("/api/partners", {
      data: {
        type: "렌트사",
        loginId: E2E_ADMIN.username,
        password: "partner-e2e-pass-3",
        companyName: company,
        managerNamePosition: "홍길동 / 팀장",
        managerPhone: "010-2222-3333",
        email: `${given}@example.com`,
        companyAddress: "서울시 중구",
        privacyAgree: true,
        serviceAgree: true,
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    await signIn(page);
    await gotoHydrated(page, "/admin?tab=partners");
    const card = page.getByTestId("partner-row").filter({ hasText: company });
    await expect(card).toContainText("이미 사용 중인 아이디");
    await card.getByRole("button", { name: `${company} 승인` }).click();
    const dialog = page.getByRole("dialog");
    const id = dialog.getByLabel("파트너 아이디");
    await expect(id).toHaveValue("");
    await id.fill(E2E_ADMIN.username.toUpperCase());
    await dialog.getByRole("button", { name: "승인" }).click();
    await expect(
      page.getByTestId("toast").filter({ hasText: "이미 사용 중인 아이디입니다. 다른 아이디를 입력해 승인해주세요." }),
    ).toBeVisible();
    await id.fill(given);
    await dialog.getByRole("button", { name: "승인" }).click();
    await expect(page.getByText("승인 완료")).toBeVisible();
    await expect(card).toContainText("승인됨");
    await expect(card).toContainText(`아이디 ${given}`);
    const partnerLogin = await page.request.post("/api/auth/login", {
      data: { username: given, password: "partner-e2e-pass-3", role: "partner" },
    });
    expect(partnerLogin.ok()).toBe(true);
  });

  test("suspends an approved partner behind a confirm dialog: the partner's session ends and sign-in is refused", async ({
    page,
    request,
  }) => {
    const loginId = unique("e2e");
    const company = `${loginId} 렌터카`;
    const password = "partner-e2e-pass-2";
    const applied = await page.request.post("/api/partners", {
      data: {
        type: "렌트사",
        loginId,
        password,
        companyName: company,
        managerNamePosition: "홍길동 / 팀장",
        managerPhone: "010-2222-3333",
        email: `${loginId}@example.com`,
        companyAddress: "서울시 중구",
        privacyAgree: true,
        serviceAgree: true,
      },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
    await signIn(page);
    const { partners } = (await (await page.request.get("/api/partners")).json()) as {
      partners: { id: number; loginId: string }[];
    };
    const application = partners.find((p) => p.loginId === loginId)!;
    expect((await page.request.post(`/api/partners/${application.id}/approve`)).ok()).toBe(true);
    // The partner signs in elsewhere (its own cookie jar).
    const partnerLogin = () =>
      request.post("/api/auth/login", { data: { username: loginId, password, role: "partner" } });
    expect((await partnerLogin()).ok()).toBe(true);
    const me = async () => ((await (await request.get("/api/auth/me")).json()) as { user: unknown }).user;
    expect(await me()).toMatchObject({ username: loginId });

    await gotoHydrated(page, "/admin?tab=partners");
    const card = page.getByTestId("partner-row").filter({ hasText: company });
    await expect(card).toContainText("승인됨");
    await card.getByRole("button", { name: `${company} 이용 정지` }).click();
    const dialog = page.getByRole("dialog", { name: `${company} 파트너를 이용 정지하시겠습니까?` });
    await expect(dialog).toContainText("로그인 중인 세션이 바로 끝나고");
    await dialog.getByRole("button", { name: "이용 정지" }).click();
    await expect(page.getByText("이용 정지 완료")).toBeVisible();
    await expect(card).toContainText("이용 정지");
    await expect(card.getByRole("button", { name: `${company} 정지 해제` })).toBeVisible();

    expect(await me()).toBeNull();
    const refused = await partnerLogin();
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "이용이 정지된 파트너 계정입니다. 고객센터로 문의해주세요.",
    );
  });
});

test.describe("vehicle category page", () => {
  test("deletes a vehicle from its category page", async ({ page }) => {
    await signIn(page);
    const name = unique("E2E 삭제 차량 ");
    const created = await page.request.post("/api/vehicles", {
      data: {
        name,
        category: "일반번호판 구독카",
        badges: ["중고차"],
        thumbnails: [await uploadImage(page.request, "#557733")],
        recommendationTags: [],
        basicInfo: { 제조연식: "24년01월", 주행거리: "12,000km", 차량번호: "", 연료: "가솔린" },
        priceInfo: [{ deposit: "100만원", period: "36개월", monthly: "45만원", totalKm: "3만km", selected: true }],
        options: { 외관내장: [], 안전장치: [], 편의장치: [], 시트: [] },
        benefits: [],
        depositInstallment: "불가능 (기본)",
        displayCategoryText: "",
        requiredDocuments: [],
      },
    });
    expect(created.ok(), await created.text()).toBe(true);
    // The server derives the slug from the name; link to the one it chose.
    const { vehicle } = (await created.json()) as { vehicle: { slug: string } };

    await gotoHydrated(page, `/admin-vehicle-list/${encodeURIComponent("일반번호판구독카")}`);
    const card = page.getByTestId("admin-vehicle-card").filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card.getByRole("link")).toHaveAttribute(
      "href",
      new RegExp(`/admin-vehicle-edit/${encodeURIComponent(vehicle.slug)}\\?edit=true&returnTo=`),
    );
    await card.getByRole("button", { name: `${name} 삭제` }).click();
    await page
      .getByRole("dialog", { name: `"${name}" 차량을 삭제하시겠습니까?` })
      .getByRole("button", { name: "삭제" })
      .click();
    await expect(card).toHaveCount(0);
    await expect(page.getByText("차량이 삭제되었습니다.")).toBeVisible();
    await page.reload();
    await expect(page.getByRole("heading", { name: /중고차 장기렌트/ })).toBeVisible();
    await expect(page.getByTestId("admin-vehicle-card").filter({ hasText: name })).toHaveCount(0);
  });

  test("shows both sections with their add buttons leading to the editor", async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, "/admin-vehicle-list/%25EC%25A0%2584%25EA%25B8%25B0%25EC%25B0%25A8"); // 전기차, encoded twice
    await expect(page.getByRole("navigation", { name: "이동 경로" })).toContainText("관리자 홈");
    await expect(page.getByRole("heading", { level: 1, name: "전기차" })).toBeVisible();
    await expect(page.getByRole("heading", { name: /신차 장기렌트/ })).toBeVisible();
    await expect(page.getByRole("heading", { name: /중고차 장기렌트/ })).toBeVisible();
    await page.getByRole("button", { name: "중고차 추가" }).click();
    await expect(page).toHaveURL(
      /\/admin-vehicle-edit\/new-vehicle-\d+\?pending=true&returnTo=%EC%A0%84%EA%B8%B0%EC%B0%A8&badge=%EC%A4%91%EA%B3%A0%EC%B0%A8$/,
    );
  });
});

test.describe("무보증 리스트 board", () => {
  test("creates a post with an image, then deletes it", async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, `/admin-vehicle-list/${encodeURIComponent("무보증리스트")}`);
    await expect(page.getByRole("heading", { name: "무보증 리스트 게시판" })).toBeVisible();
    await page.getByRole("button", { name: "글쓰기" }).click();
    const dialog = page.getByRole("dialog", { name: "무보증 리스트 글쓰기" });

    await dialog.getByRole("button", { name: "등록" }).click();
    // The admin goes on to 내용 before the form has answered: the answer leaves the focus there, so what they
    // type is not sent into 제목 (the first field it marks).
    await dialog.getByLabel("내용").focus();
    await expect(page.getByText("제목과 내용을 모두 입력해주세요")).toBeVisible();
    await animationFrames(page, 2);
    await page.keyboard.type("보증금 없이 바로 출고 가능한 차량입니다.");
    await expect(dialog.getByLabel("내용")).toHaveValue("보증금 없이 바로 출고 가능한 차량입니다.");
    await expect(dialog.getByLabel("제목")).toHaveValue("");

    const title = unique("E2E 무보증 ");
    await dialog.getByLabel("제목").fill(title);
    await dialog.getByRole("button", { name: "등록" }).click();
    await expect(page.getByText("최소 1개의 이미지를 업로드해주세요")).toBeVisible();

    await page.getByTestId("board-image-input").setInputFiles({
      name: "car.png",
      mimeType: "image/png",
      buffer: await makeImage({ width: 400, height: 300, color: "#cc3344" }),
    });
    await expect(dialog.getByRole("img", { name: "첨부 이미지 1" })).toBeVisible();
    await dialog.getByRole("button", { name: "등록" }).click();
    await expect(page.getByText("무보증 리스트가 등록되었습니다")).toBeVisible();
    const post = page.getByTestId("board-post").filter({ hasText: title });
    await expect(post.getByRole("img", { name: title })).toHaveAttribute("src", /^\/media\/[a-f0-9]{32}\/960\.webp$/);

    await post.getByRole("button", { name: `${title} 삭제` }).click();
    const confirm = page.getByRole("dialog", { name: "게시글 삭제" });
    await expect(confirm).toContainText("이 게시글을 삭제하시겠습니까? 삭제된 내용은 복구할 수 없습니다.");
    await confirm.getByRole("button", { name: "삭제" }).click();
    await expect(page.getByText("게시글이 삭제되었습니다")).toBeVisible();
    await expect(post).toHaveCount(0);
  });
});

test.describe("dashboard tabs", () => {
  test("the tabs are addressable by URL and the vehicle tab links to each category", async ({ page }) => {
    await signIn(page);
    await gotoHydrated(page, "/admin?tab=vehicles");
    await expect(page.getByRole("link", { name: "차량 관리" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: /^중형 SUV/ }).click();
    await expect(page).toHaveURL(/\/admin-vehicle-list\/%EC%A4%91%ED%98%95SUV$/);
    await expect(page.getByRole("heading", { level: 1, name: "중형 SUV" })).toBeVisible();
    await page.getByRole("link", { name: "관리자 홈으로" }).click();
    await expect(page.getByRole("link", { name: "차량 관리" })).toHaveAttribute("aria-current", "page");
  });
});
