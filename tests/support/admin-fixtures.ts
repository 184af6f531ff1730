import { randomBytes } from "node:crypto";
import { synonymKey } from "#domain/search-synonyms";
import { badgeTypeOf } from "#domain/vehicle";
import { hashPassword } from "#server/auth/passwords";
import { boardPosts, inquiries, partnerApplications, reviews, siteSettings, users, vehicles } from "#server/db/schema";
import { leadsChanged } from "#server/services/leads/lead-answers";
import { storeImage } from "#server/services/media/upload-slots";
import { makeImage } from "./images";
import type { TestApp } from "./test-app";

const unique = () => randomBytes(4).toString("hex");

export async function insertInquiry(app: TestApp, fields: Partial<typeof inquiries.$inferInsert> = {}) {
  const [row] = await app.ctx.db
    .insert(inquiries)
    .values({ name: "홍길동", contact: "01012345678", region: "만 26세 이상", vehicle: "아반떼", ...fields })
    .returning();
  // Written past the services, as another instance would: this app's lead list is told, as a local write tells it.
  leadsChanged(app.ctx);
  return row!;
}

export async function insertReview(app: TestApp, fields: Partial<typeof reviews.$inferInsert> = {}) {
  const [row] = await app.ctx.db
    .insert(reviews)
    .values({
      customerName: "김고객",
      vehicleName: "쏘렌토",
      rating: 5,
      content: "상담이 친절하고 출고가 빨랐어요.",
      ...fields,
    })
    .returning();
  return row!;
}

export async function insertVehicle(app: TestApp, fields: Partial<typeof vehicles.$inferInsert> = {}) {
  const badges = fields.badges ?? ["신차"];
  const [row] = await app.ctx.db
    .insert(vehicles)
    .values({
      slug: `test-car-${unique()}`,
      name: "테스트 차량",
      category: "중형 세단",
      ...fields,
      badges,
      badgeType: badgeTypeOf(badges),
    })
    .returning();
  return row!;
}

export async function insertApplication(
  app: TestApp,
  fields: Partial<typeof partnerApplications.$inferInsert> & { password?: string } = {},
) {
  const { password = "partner-pass-123", ...rest } = fields;
  const [row] = await app.ctx.db
    .insert(partnerApplications)
    .values({
      type: "렌트사",
      loginId: `rent-${unique()}`,
      passwordHash: await hashPassword(password),
      companyName: "바른렌터카",
      managerNamePosition: "김대리 / 대리",
      managerPhone: "01055556666",
      email: "rent@example.com",
      companyAddress: "서울시 강남구",
      privacyAgree: true,
      serviceAgree: true,
      ...rest,
    })
    .returning();
  return row!;
}

/** An approved application with its partner account, or one already suspended (its account switched off). */
export async function insertApprovedApplication(app: TestApp, status: "approved" | "suspended" = "approved") {
  const loginId = `rent-${unique()}`;
  const password = "partner-pass-123";
  const [user] = await app.ctx.db
    .insert(users)
    .values({
      username: loginId,
      passwordHash: await hashPassword(password),
      role: "partner",
      displayName: "바른렌터카",
      disabled: status === "suspended",
    })
    .returning({ id: users.id });
  return insertApplication(app, { loginId, password, status, userId: user!.id });
}

/** A stored image (through the media service), as the URL the board and vehicles carry. */
export async function storedImageUrl(app: TestApp, color = "#3366ff"): Promise<string> {
  return (await storeImage(app.ctx, await makeImage({ color }))).url;
}

export async function insertBoardPost(app: TestApp, fields: Partial<typeof boardPosts.$inferInsert> = {}) {
  const image = await storeImage(app.ctx, await makeImage({ color: "#ff6633" }));
  const [row] = await app.ctx.db
    .insert(boardPosts)
    .values({ title: "무보증 특가", content: "보증금 없이 바로 출고", images: [image.key], ...fields })
    .returning();
  return row!;
}

/** A staff synonym stored as the admin's 검색 동의어 stores it (its own term each call), without moving the data version. */
export async function insertSearchSynonym(app: TestApp, meaning = "그랜저") {
  const synonym = { term: `동의어${unique()}`, meaning };
  await app.ctx.db.insert(siteSettings).values({ key: synonymKey(synonym.term), value: JSON.stringify(synonym) });
  return synonym;
}
