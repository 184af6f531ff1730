import { randomBytes } from "node:crypto";
import { REQUIRED_FACTS } from "#domain/listing-facts";
import { newVehicleTemplate } from "#domain/new-vehicle-template";
import { heldLeads, notificationOutbox } from "#server/db/schema";
import { createUploadSlot } from "#server/services/media/upload-slots";
import { previewBulkPrice } from "#server/services/prices/bulk-price";
import { createConsultant } from "../accounts";
import {
  insertApplication,
  insertApprovedApplication,
  insertBoardPost,
  insertInquiry,
  insertReview,
  insertSearchSynonym,
  insertVehicle,
  storedImageUrl,
} from "../admin-fixtures";
import { makeImage } from "../images";
import { rentalApplication } from "../partner-fixtures";
import { priceSheetBytes, sheetChanging } from "../price-sheets";
import type { TestApp } from "../test-app";
import { adminApi, at, type Fixtures, type ManifestRoute, open, ownerApi, ownPartnerApi, partnerApi } from "./rules";

const unique = () => randomBytes(4).toString("hex");
const review = { customerName: "박고객", vehicleName: "그랜저", content: "출고까지 빠르고 친절했어요.", rating: 4 };
const rename = (row: { id: number; updatedAt: Date }) => ({
  name: `새 이름 ${unique()}`,
  updatedAt: row.updatedAt.toISOString(),
});

const partnerVehicle = async (app: TestApp) => ({
  name: `BMW 520i ${unique()}`,
  category: "수입 차량",
  badges: ["중고차"],
  images: [await storedImageUrl(app)],
  priceInfo: [{ deposit: "400만원", period: "36개월", monthly: "55만원", totalKm: "3만km", selected: true }],
});

const PRICED = [{ deposit: "0", period: "36개월", monthly: "45만원", totalKm: "3만km" }];
const ownListing = (f: Fixtures) => insertVehicle(f.app, { ownerPartnerId: f.owner.id });
/** A partner's new listing in the 검수 대기 queue. */
const waitingListing = (f: Fixtures) =>
  insertVehicle(f.app, {
    ownerPartnerId: f.owner.id,
    status: "pending",
    submittedAt: new Date(),
    priceInfo: [{ deposit: "400만원", period: "36개월", monthly: "55만원", totalKm: "3만km" }],
  });

/** A new-lead alert that gave up. */
const failedAlert = async (app: TestApp) => {
  const lead = await insertInquiry(app);
  const [row] = await app.ctx.db
    .insert(notificationOutbox)
    .values({ inquiryId: lead.id, channel: "webhook", status: "failed", attempts: 8, lastError: "HTTP 503" })
    .returning();
  return row!;
};

/** A lead post held as 스팸 의심. */
const heldLead = async (app: TestApp) => {
  const [row] = await app.ctx.db
    .insert(heldLeads)
    .values({ name: "보류고객", contact: "01055554444", vehicle: "레이", reason: "honeypot", clientKey: "fixture" })
    .returning();
  return row!;
};

/** `/api/*`: public reads and forms, sign-in, the admin API and the partner API. */
export const API_ROUTES: ManifestRoute[] = [
  { method: "GET", path: "/api/data-version", ...open(200), request: () => ({ path: "/api/data-version" }) },
  {
    method: "POST",
    path: "/api/page-view",
    ...open(204),
    request: () => ({ path: "/api/page-view", json: { path: "/new-cars" } }),
  },
  {
    method: "POST",
    path: "/api/quote-opens",
    ...open(204),
    request: (f) => ({ path: "/api/quote-opens", json: { path: `/vehicles/${f.vehicle.slug}` } }),
  },

  { method: "GET", path: "/api/vehicles", ...open(200), request: () => ({ path: "/api/vehicles" }) },
  {
    method: "GET",
    path: "/api/vehicles/essential",
    ...open(200),
    request: () => ({ path: "/api/vehicles/essential?minPrice=0" }),
  },
  {
    method: "GET",
    path: "/api/vehicles/suggest",
    ...open(200),
    request: () => ({ path: `/api/vehicles/suggest?q=${encodeURIComponent("ㄱㄹㅈ")}` }),
  },
  {
    method: "GET",
    path: "/api/vehicles/slug/:slug",
    ...open(200),
    request: (f) => ({ path: `/api/vehicles/slug/${f.vehicle.slug}` }),
  },
  ...(["essential", "details", "thumbnails"] as const).map(
    (part): ManifestRoute => ({
      method: "GET",
      path: `/api/vehicles/slug/:slug/${part}`,
      ...open(200),
      request: (f) => ({ path: `/api/vehicles/slug/${f.vehicle.slug}/${part}` }),
    }),
  ),
  {
    method: "GET",
    path: "/api/vehicles/:slug/images.zip",
    ...open(200),
    request: (f) => ({ path: `/api/vehicles/${f.vehicle.slug}/images.zip` }),
  },
  {
    method: "GET",
    path: "/api/vehicles/:slug/meta",
    ...open(200),
    request: (f) => ({ path: `/api/vehicles/${f.vehicle.slug}/meta` }),
  },
  { method: "GET", path: "/api/board-posts", ...open(200), request: () => ({ path: "/api/board-posts" }) },
  { method: "GET", path: "/api/reviews", ...open(200), request: () => ({ path: "/api/reviews" }) },

  {
    method: "POST",
    path: "/api/inquiries",
    ...open(201),
    request: () => ({
      path: "/api/inquiries",
      json: { name: "홍길동", contact: "010-1234-5678", region: "만 26세 이상", vehicle: "쏘렌토" },
    }),
  },
  {
    method: "POST",
    path: "/api/quotes",
    ...open(201),
    request: (f) => ({ path: "/api/quotes", json: { slug: f.vehicle.slug, row: 0 } }),
  },
  {
    method: "POST",
    path: "/api/quote-requests",
    ...open(201),
    request: () => ({
      path: "/api/quote-requests",
      json: { customerName: "이서연", customerPhone: "01098765432", agreeToPrivacy: true },
    }),
  },
  {
    method: "POST",
    path: "/api/reviews",
    ...open(201),
    request: async (f) => ({ path: "/api/reviews", json: { ...review, photoUrl: await storedImageUrl(f.app) } }),
  },
  {
    method: "POST",
    path: "/api/partners",
    ...open(201),
    request: () => ({ path: "/api/partners", json: rentalApplication() }),
  },
  { method: "POST", path: "/api/objects/upload", ...open(200), request: () => ({ path: "/api/objects/upload" }) },
  {
    method: "PUT",
    path: "/api/objects/upload/:token",
    ...open(201),
    request: async (f) => ({
      path: `/api/objects/upload/${await createUploadSlot(f.app.ctx)}`,
      bytes: await makeImage(),
    }),
  },

  {
    method: "POST",
    path: "/api/auth/login",
    ...open(200),
    spendsSession: true,
    request: (f) => ({ path: "/api/auth/login", json: f.signIn }),
  },
  {
    method: "POST",
    path: "/api/auth/logout",
    ...open(200),
    spendsSession: true,
    request: () => ({ path: "/api/auth/logout" }),
  },
  { method: "GET", path: "/api/auth/me", ...open(200), request: () => ({ path: "/api/auth/me" }) },

  { method: "GET", path: "/api/analytics/stats", ...adminApi(200), request: () => ({ path: "/api/analytics/stats" }) },
  { method: "GET", path: "/api/inquiries", ...adminApi(200), request: () => ({ path: "/api/inquiries" }) },
  {
    method: "GET",
    path: "/api/inquiries/download",
    ...ownerApi(200),
    request: () => ({ path: "/api/inquiries/download" }),
  },
  {
    method: "GET",
    path: "/api/inquiries/:id",
    ...adminApi(200),
    request: async (f) => ({ path: `/api/inquiries/${(await insertInquiry(f.app)).id}` }),
  },
  {
    method: "PATCH",
    path: "/api/inquiries/:id",
    ...adminApi(200),
    request: async (f) => ({
      path: `/api/inquiries/${(await insertInquiry(f.app)).id}`,
      json: { status: "consulting", memo: "부재중, 내일 다시 연락" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/inquiries/:id",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/inquiries/${(await insertInquiry(f.app)).id}` }),
  },
  { method: "GET", path: "/api/admin-users", ...adminApi(200), request: () => ({ path: "/api/admin-users" }) },
  { method: "GET", path: "/api/partners", ...adminApi(200), request: () => ({ path: "/api/partners" }) },
  { method: "GET", path: "/api/lead-alerts", ...adminApi(200), request: () => ({ path: "/api/lead-alerts" }) },
  // This app has no alert channel configured: the admin gets past the role check and is told the channel is off.
  {
    method: "POST",
    path: "/api/lead-alerts/:id/retry",
    ...adminApi(409),
    request: async (f) => ({ path: `/api/lead-alerts/${(await failedAlert(f.app)).id}/retry` }),
  },
  { method: "GET", path: "/api/site-settings", ...ownerApi(200), request: () => ({ path: "/api/site-settings" }) },
  {
    method: "PATCH",
    path: "/api/site-settings",
    ...ownerApi(200),
    request: () => ({ path: "/api/site-settings", json: { hours: "평일·주말 10:00-23:00" } }),
  },
  { method: "GET", path: "/api/alert-settings", ...ownerApi(200), request: () => ({ path: "/api/alert-settings" }) },
  {
    method: "PUT",
    path: "/api/alert-settings",
    ...ownerApi(200),
    request: () => ({
      path: "/api/alert-settings",
      json: {
        lead: { on: false, emailTo: "" },
        receipt: { on: false, sms: false, templateId: "" },
        partner: { on: false, email: false, sms: false, templateId: "" },
        solapi: { from: "", pfId: "" },
      },
    }),
  },
  // No channel is saved in this app: the admin gets past the role check and is told to save one first.
  {
    method: "POST",
    path: "/api/alert-settings/test",
    ...ownerApi(400),
    request: () => ({ path: "/api/alert-settings/test", json: { kind: "lead", channel: "webhook" } }),
  },
  {
    method: "POST",
    path: "/api/alert-settings/public-url",
    ...ownerApi(200),
    request: () => ({ path: "/api/alert-settings/public-url" }),
  },
  {
    method: "PUT",
    path: "/api/site-settings/logo",
    ...ownerApi(200),
    request: async () => ({ path: "/api/site-settings/logo", bytes: await makeImage({ width: 240, height: 60 }) }),
  },
  {
    method: "DELETE",
    path: "/api/site-settings/logo",
    ...ownerApi(200),
    request: () => ({ path: "/api/site-settings/logo" }),
  },
  { method: "GET", path: "/api/demo-data", ...ownerApi(200), request: () => ({ path: "/api/demo-data" }) },
  {
    method: "DELETE",
    path: "/api/demo-data",
    ...ownerApi(200),
    request: () => ({ path: "/api/demo-data", json: { confirm: true } }),
  },
  { method: "GET", path: "/api/search-synonyms", ...ownerApi(200), request: () => ({ path: "/api/search-synonyms" }) },
  {
    method: "POST",
    path: "/api/search-synonyms",
    ...ownerApi(201),
    request: () => ({ path: "/api/search-synonyms", json: { term: `별명${unique()}`, meaning: "그랜저" } }),
  },
  {
    method: "DELETE",
    path: "/api/search-synonyms/:term",
    ...ownerApi(200),
    request: async (f) => ({
      path: `/api/search-synonyms/${encodeURIComponent((await insertSearchSynonym(f.app)).term)}`,
    }),
  },
  // 직원 관리 and 문의 배정 방식: the 대표 관리자's; one's own password and 근무 상태: any staff member's.
  { method: "GET", path: "/api/staff", ...ownerApi(200), request: () => ({ path: "/api/staff" }) },
  {
    method: "POST",
    path: "/api/staff",
    ...ownerApi(201),
    request: () => ({
      path: "/api/staff",
      json: { name: "새상담원", loginId: `staff-${unique()}`, phone: "01023456789", email: "staff@example.com" },
    }),
  },
  {
    method: "PATCH",
    path: "/api/staff/:id",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/staff/${(await createConsultant(f.app)).id}`, json: { disabled: true } }),
  },
  {
    method: "POST",
    path: "/api/staff/:id/reset-password",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/staff/${(await createConsultant(f.app)).id}/reset-password` }),
  },
  { method: "GET", path: "/api/lead-routing", ...ownerApi(200), request: () => ({ path: "/api/lead-routing" }) },
  {
    method: "PUT",
    path: "/api/lead-routing",
    ...ownerApi(200),
    request: () => ({ path: "/api/lead-routing", json: { mode: "manual" } }),
  },
  // A wrong current password: past the role check, refused by the password check.
  {
    method: "POST",
    path: "/api/account/password",
    access: "admin",
    expect: { ...adminApi(400).expect, consultant: at(400) },
    request: () => ({
      path: "/api/account/password",
      json: { currentPassword: "not-the-password", newPassword: "a-brand-new-secret-42" },
    }),
  },
  {
    method: "PUT",
    path: "/api/account/duty",
    ...adminApi(200),
    request: () => ({ path: "/api/account/duty", json: { onDuty: false } }),
  },
  { method: "GET", path: "/api/held-leads", ...adminApi(200), request: () => ({ path: "/api/held-leads" }) },
  {
    method: "POST",
    path: "/api/held-leads/:id/release",
    ...adminApi(200),
    request: async (f) => ({ path: `/api/held-leads/${(await heldLead(f.app)).id}/release` }),
  },
  {
    method: "DELETE",
    path: "/api/held-leads/:id",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/held-leads/${(await heldLead(f.app)).id}` }),
  },
  ...(["approve", "reject"] as const).map(
    (decision): ManifestRoute => ({
      method: "POST",
      path: `/api/partners/:id/${decision}`,
      ...adminApi(200),
      request: async (f) => ({ path: `/api/partners/${(await insertApplication(f.app)).id}/${decision}` }),
    }),
  ),
  ...(["suspend", "resume", "revoke"] as const).map(
    (action): ManifestRoute => ({
      method: "POST",
      path: `/api/partners/:id/${action}`,
      ...adminApi(200),
      request: async (f) => ({
        path: `/api/partners/${(await insertApprovedApplication(f.app, action === "resume" ? "suspended" : "approved")).id}/${action}`,
      }),
    }),
  ),
  {
    method: "GET",
    path: "/api/admin-reviews",
    ...adminApi(200),
    request: () => ({ path: "/api/admin-reviews?status=pending" }),
  },
  ...(["approve", "reject"] as const).map(
    (decision): ManifestRoute => ({
      method: "POST",
      path: `/api/reviews/:id/${decision}`,
      ...adminApi(200),
      request: async (f) => ({ path: `/api/reviews/${(await insertReview(f.app)).id}/${decision}` }),
    }),
  ),
  {
    method: "PUT",
    path: "/api/reviews/:id",
    ...adminApi(200),
    request: async (f) => ({ path: `/api/reviews/${(await insertReview(f.app)).id}`, json: review }),
  },
  {
    method: "DELETE",
    path: "/api/reviews/:id",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/reviews/${(await insertReview(f.app)).id}` }),
  },
  {
    method: "POST",
    path: "/api/vehicles",
    ...adminApi(201),
    request: () => ({
      path: "/api/vehicles",
      json: { ...newVehicleTemplate({ category: "중형 SUV" }), name: `쏘렌토 ${unique()}` },
    }),
  },
  {
    method: "PATCH",
    path: "/api/vehicles/:id",
    ...adminApi(200),
    request: async (f) => {
      const row = await insertVehicle(f.app);
      return { path: `/api/vehicles/${row.id}`, json: rename(row) };
    },
  },
  {
    method: "DELETE",
    path: "/api/vehicles/:id",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/vehicles/${(await insertVehicle(f.app)).id}` }),
  },
  {
    method: "POST",
    path: "/api/vehicles/:id/status",
    ...adminApi(200),
    request: async (f) => ({
      path: `/api/vehicles/${(await insertVehicle(f.app)).id}/status`,
      json: { status: "sold" },
    }),
  },
  {
    method: "POST",
    path: "/api/vehicles/:id/copy",
    ...adminApi(201),
    request: async (f) => ({ path: `/api/vehicles/${(await insertVehicle(f.app)).id}/copy` }),
  },
  { method: "GET", path: "/api/listing-reviews", ...adminApi(200), request: () => ({ path: "/api/listing-reviews" }) },
  {
    method: "POST",
    path: "/api/listing-reviews/:id/approve",
    ...adminApi(200),
    request: async (f) => ({
      path: `/api/listing-reviews/${(await waitingListing(f)).id}/approve`,
      json: { inquire: [...REQUIRED_FACTS] },
    }),
  },
  {
    method: "POST",
    path: "/api/listing-reviews/:id/return",
    ...adminApi(200),
    request: async (f) => ({
      path: `/api/listing-reviews/${(await waitingListing(f)).id}/return`,
      json: { reason: "사진을 더 올려주세요" },
    }),
  },
  {
    method: "GET",
    path: "/api/price-sheet",
    ...adminApi(200),
    request: () => ({ path: `/api/price-sheet?category=${encodeURIComponent("중형 세단")}` }),
  },
  {
    method: "POST",
    path: "/api/price-sheet/preview",
    ...adminApi(200),
    request: async () => ({ path: "/api/price-sheet/preview", bytes: await priceSheetBytes() }),
  },
  {
    method: "POST",
    path: "/api/price-sheet/apply",
    ...adminApi(200),
    request: async (f) => {
      const { bytes, basis } = await sheetChanging(f.app, (await insertVehicle(f.app)).slug);
      return { path: `/api/price-sheet/apply?basis=${basis}`, bytes };
    },
  },
  {
    method: "POST",
    path: "/api/bulk-price/preview",
    ...adminApi(200),
    request: async (f) => ({
      path: "/api/bulk-price/preview",
      json: { ids: [(await insertVehicle(f.app, { priceInfo: PRICED })).id], mode: "percent", value: 3 },
    }),
  },
  {
    method: "POST",
    path: "/api/bulk-price/apply",
    ...adminApi(200),
    request: async (f) => {
      const body = { ids: [(await insertVehicle(f.app, { priceInfo: PRICED })).id], mode: "percent", value: -2 };
      const { basis } = await previewBulkPrice(f.app.ctx, body);
      return { path: "/api/bulk-price/apply", json: { ...body, basis } };
    },
  },
  {
    method: "POST",
    path: "/api/board-posts",
    ...adminApi(201),
    request: async (f) => ({
      path: "/api/board-posts",
      json: { title: "무보증 특가", content: "보증금 없이 출고", images: [await storedImageUrl(f.app)] },
    }),
  },
  {
    method: "PUT",
    path: "/api/board-posts/:id",
    ...adminApi(200),
    request: async (f) => ({
      path: `/api/board-posts/${(await insertBoardPost(f.app)).id}`,
      json: { title: "새 제목", content: "새 내용" },
    }),
  },
  {
    method: "DELETE",
    path: "/api/board-posts/:id",
    ...ownerApi(200),
    request: async (f) => ({ path: `/api/board-posts/${(await insertBoardPost(f.app)).id}` }),
  },

  {
    method: "POST",
    path: "/api/partner/vehicles",
    ...partnerApi(201),
    request: async (f) => ({ path: "/api/partner/vehicles", json: await partnerVehicle(f.app) }),
  },
  {
    method: "PATCH",
    path: "/api/partner/vehicles/:id",
    ...ownPartnerApi(200),
    request: async (f) => {
      const row = await ownListing(f);
      return { path: `/api/partner/vehicles/${row.id}`, json: rename(row) };
    },
  },
  {
    method: "DELETE",
    path: "/api/partner/vehicles/:id",
    ...ownPartnerApi(200),
    request: async (f) => ({ path: `/api/partner/vehicles/${(await ownListing(f)).id}` }),
  },
  {
    method: "GET",
    path: "/api/partner/price-sheet",
    ...partnerApi(200),
    request: () => ({ path: "/api/partner/price-sheet" }),
  },
  {
    method: "POST",
    path: "/api/partner/price-sheet/preview",
    ...partnerApi(200),
    request: async () => ({ path: "/api/partner/price-sheet/preview", bytes: await priceSheetBytes() }),
  },
  {
    method: "POST",
    path: "/api/partner/price-sheet/apply",
    ...partnerApi(200),
    request: async (f) => {
      const { bytes, basis } = await sheetChanging(f.app, (await ownListing(f)).slug, f.owner.id);
      return { path: `/api/partner/price-sheet/apply?basis=${basis}`, bytes };
    },
  },
  {
    method: "POST",
    path: "/api/partner/vehicles/:id/status",
    ...ownPartnerApi(200),
    request: async (f) => ({
      path: `/api/partner/vehicles/${(await ownListing(f)).id}/status`,
      json: { status: "sold" },
    }),
  },
  {
    method: "POST",
    path: "/api/partner/vehicles/:id/copy",
    ...ownPartnerApi(201),
    request: async (f) => ({ path: `/api/partner/vehicles/${(await ownListing(f)).id}/copy` }),
  },
];

/** Routes of the app itself, outside `/api` and the pages. */
export const APP_ROUTES: ManifestRoute[] = [
  { method: "GET", path: "/healthz", ...open(200), request: () => ({ path: "/healthz" }) },
  { method: "GET", path: "/readyz", ...open(200), request: () => ({ path: "/readyz" }) },
  {
    method: "GET",
    path: "/media/:key/:file",
    ...open(200),
    request: async (f) => ({ path: new URL(await storedImageUrl(f.app), "http://x").pathname }),
  },
];
