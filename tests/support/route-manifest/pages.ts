import { randomBytes } from "node:crypto";
import { sentQuery } from "#domain/call-back";
import { REVIEW_SENT_PATH } from "#domain/review-text";
import { issueQuote } from "#server/services/quotes/issue-quote";
import { insertInquiry, storedImageUrl } from "../admin-fixtures";
import {
  adminPage,
  at,
  type Expectation,
  type Fixtures,
  type ManifestRoute,
  open,
  ownerPage,
  partnerPage,
} from "./rules";

const seg = encodeURIComponent;
const token16 = () => randomBytes(8).toString("hex");
const consultation = {
  name: "홍길동",
  contact: "010-1234-5678",
  vehicle: "쏘렌토",
  region: "만 26세 이상",
  agreed: "on",
};
const quote = { name: "홍길동", contact: "010-1234-5678", region: "만 26세 이상", plan: "0", agreed: "on" };
const leadForm = { name: "홍길동", contact: "010-1234-5678", agreed: "on", vehicle: "쏘렌토" };
const reviewForm = {
  customerName: "박고객",
  vehicleName: "그랜저",
  rating: "4",
  content: "출고까지 빠르고 친절했어요.",
};
/** Shown only on the admin dashboard's inquiries list. */
const DASHBOARD_LEAD = "대시보드접근고객";
/** Shown only on a lead's own admin page. */
const DETAIL_LEAD = "상세접근고객";

const page = (path: string, example: string): ManifestRoute => ({
  method: "GET",
  path,
  ...open(200),
  request: () => ({ path: example }),
});
const vehiclePage = (path: string): ManifestRoute => ({
  method: "GET",
  path,
  ...open(200),
  request: (f) => ({ path: path.replace(":slug", f.vehicle.slug) }),
});

/**
 * A form post that comes back to its page: 303 to the page with `?{param}=sent`, plus the call-back day when it
 * is out of hours. The target is read when the answer is checked, by the clock of that moment.
 */
const sentBack = (target: () => string, param: "inquiry" | "quote", hash = ""): ManifestRoute["expect"] => {
  const answer = (): Expectation => ({
    status: 303,
    get location() {
      // A target ending in `?` or `&` goes on with the parameters of its own query.
      const query = sentQuery(param, new Date());
      return `${target()}${/[?&]$/.test(target()) ? query.slice(1) : query}${hash}`;
    },
  });
  return { anonymous: answer(), partner: answer(), admin: answer() };
};

/** The quick consultation form without JavaScript posts to the home page it sits on, then comes back to it. */
const consultationAction = (path: string, example: string): ManifestRoute => ({
  method: "POST",
  path,
  access: "public",
  expect: sentBack(() => path, "inquiry"),
  request: () => ({ path: example, form: consultation }),
});

/** A vehicle page's own quote form without JavaScript posts to the page, then comes back to the form. */
const quoteAction = (path: string): ManifestRoute => {
  let posted = "";
  return {
    method: "POST",
    path,
    access: "public",
    expect: sentBack(() => posted, "quote", "#quote"),
    request: (f) => {
      posted = path.replace(":slug", f.vehicle.slug);
      return { path: posted, form: quote };
    },
  };
};

/** A page's lead form (app/components/lead/LeadForm.tsx) without JavaScript: back to the form with `?inquiry=sent`. */
const leadFormAction = (path: string, example: (f: Fixtures) => string | Promise<string>): ManifestRoute => {
  let posted = "";
  return {
    method: "POST",
    path,
    access: "public",
    expect: sentBack(() => `${posted}${posted.includes("?") ? "&" : "?"}`, "inquiry", "#lead-form"),
    request: async (f) => {
      posted = await example(f);
      return { path: posted, form: leadForm };
    },
  };
};

const adminVehiclePage = (path: string): ManifestRoute => ({
  method: "GET",
  path,
  ...adminPage(),
  request: (f) => ({ path: path.replace(":slug", f.vehicle.slug) }),
});
const adminCategoryPage = (path: string): ManifestRoute => ({
  method: "GET",
  path,
  ...adminPage(),
  request: () => ({ path: path.replace(":category", seg("전기차")) }),
});
const partnersPage = (path: string, example: string): ManifestRoute => ({
  method: "GET",
  path,
  ...partnerPage(),
  request: () => ({ path: example }),
});

/** Every page of app/routes.ts: the customer site, the admin pages and the partners pages. */
export const PAGE_ROUTES: ManifestRoute[] = [
  page("/sitemap.xml", "/sitemap.xml"),
  page("/sitemaps/:file", "/sitemaps/pages.xml"),
  page("/robots.txt", "/robots.txt"),

  page("/", "/"),
  page("/home", "/home"),
  page("/customer", "/customer"),
  consultationAction("/", "/?index"),
  consultationAction("/home", "/home"),
  consultationAction("/customer", "/customer"),
  ...["/vehicle-detail", "/customer/vehicle-detail", "/customer/vehicles", "/vehicle"].map((base) =>
    page(`${base}/:category`, `${base}/${seg("중형세단")}`),
  ),
  vehiclePage("/vehicles/:slug"),
  vehiclePage("/vehicle-info/:slug"),
  quoteAction("/vehicles/:slug"),
  quoteAction("/vehicle-info/:slug"),
  {
    method: "GET",
    path: "/quote/:token",
    ...open(200),
    request: async (f) => {
      const { token } = await issueQuote(
        f.app.ctx,
        { slug: f.vehicle.slug, row: 0 },
        { bucket: `manifest:${token16()}` },
      );
      return { path: `/quote/${token}` };
    },
  },
  leadFormAction("/quote/:token", async (f) => {
    const { token } = await issueQuote(
      f.app.ctx,
      { slug: f.vehicle.slug, row: 0 },
      { bucket: `manifest:${token16()}` },
    );
    return `/quote/${token}`;
  }),
  page("/search", `/search?q=${seg("쏘렌토")}`),
  page("/search/:searchTerm", `/search/${seg("쏘렌토")}`),
  page("/customer/search", `/customer/search?q=${seg("쏘렌토")}`),
  // A search that found nothing offers the form; its post names the car the visitor typed.
  leadFormAction("/search", () => `/search?q=${seg("없는차종이름")}`),
  leadFormAction("/search/:searchTerm", () => `/search/${seg("없는차종이름")}`),
  leadFormAction("/customer/search", () => `/customer/search?q=${seg("없는차종이름")}`),
  page("/new-cars", "/new-cars"),
  page("/used-cars", "/used-cars"),
  page("/customer/used-cars", "/customer/used-cars"),
  page("/reviews", "/reviews"),
  page("/reviews/new", "/reviews/new"),
  {
    method: "POST",
    path: "/reviews/new",
    access: "public",
    // 후기 작성 without JavaScript posts to its page; a taken review goes back to the list, which says it waits.
    expect: {
      anonymous: at(303, { location: REVIEW_SENT_PATH }),
      partner: at(303, { location: REVIEW_SENT_PATH }),
      admin: at(303, { location: REVIEW_SENT_PATH }),
    },
    request: async (f) => ({
      path: "/reviews/new",
      form: { ...reviewForm, photoUrl: await storedImageUrl(f.app) },
    }),
  },
  {
    method: "GET",
    path: "/compare",
    ...open(200),
    // Its kept address: a list naming a car the site never knew is redirected to this one (render-budget.test.ts).
    request: (f) => ({ path: `/compare?cars=${seg(f.vehicle.slug)}` }),
  },
  leadFormAction("/compare", (f) => `/compare?cars=${seg(`${f.vehicle.slug},${f.ownVehicle.slug}`)}`),
  {
    method: "GET",
    path: "/saved",
    ...open(200),
    // Its kept address: lists naming cars the site never knew are redirected to this one (render-budget.test.ts).
    request: (f) => ({ path: `/saved?cars=${seg(f.vehicle.slug)}&recent=${seg(f.vehicle.slug)}` }),
  },
  leadFormAction("/saved", (f) => `/saved?cars=${seg(f.vehicle.slug)}`),
  page("/privacy", "/privacy"),
  page("/terms", "/terms"),
  { method: "GET", path: "/*", ...open(404), request: () => ({ path: "/no-such-page" }) },

  {
    method: "GET",
    path: "/admin-login",
    access: "public",
    // A signed-in admin has nothing to do here and goes straight on.
    expect: { anonymous: at(200), partner: at(200), admin: at(302, { location: "/admin" }) },
    request: () => ({ path: "/admin-login" }),
  },
  {
    method: "POST",
    path: "/admin-login",
    access: "public",
    // The sign-in form sent without scripts (from here and from /admin); an empty one is refused on the page.
    expect: { anonymous: at(400), partner: at(400), admin: at(302, { location: "/admin" }) },
    request: () => ({ path: "/admin-login", form: {} }),
  },
  {
    method: "GET",
    path: "/admin",
    access: "admin",
    // The dashboard's address is also its sign-in form: anyone but an admin gets the form and no data.
    expect: {
      anonymous: at(200, { shows: "관리자 로그인", hides: DASHBOARD_LEAD }),
      partner: at(200, { shows: "관리자 로그인", hides: DASHBOARD_LEAD }),
      admin: at(200, { shows: DASHBOARD_LEAD }),
    },
    request: async (f) => {
      await insertInquiry(f.app, { name: DASHBOARD_LEAD });
      return { path: "/admin" };
    },
  },
  adminVehiclePage("/admin/vehicle-info/:slug"),
  adminVehiclePage("/admin/vehicle-edit/:slug"),
  adminVehiclePage("/admin-vehicle-edit/:slug"),
  adminCategoryPage("/admin/vehicle-detail/:category"),
  adminCategoryPage("/admin-vehicle-detail/:category"),
  adminCategoryPage("/admin-vehicle-list/:category"),
  {
    method: "GET",
    path: "/admin/listing-reviews",
    ...adminPage(),
    request: () => ({ path: "/admin/listing-reviews" }),
  },
  { method: "GET", path: "/admin/price-sheet", ...adminPage(), request: () => ({ path: "/admin/price-sheet" }) },
  {
    method: "GET",
    path: "/admin/bulk-price",
    ...adminPage(),
    request: () => ({ path: `/admin/bulk-price?category=${seg("전기차")}&q=${seg("아이오닉")}` }),
  },
  { method: "GET", path: "/admin/settings", ...ownerPage(), request: () => ({ path: "/admin/settings" }) },
  {
    method: "GET",
    path: "/admin/alert-settings",
    ...ownerPage(),
    request: () => ({ path: "/admin/alert-settings" }),
  },
  {
    method: "POST",
    path: "/admin/settings",
    access: "admin",
    // 사이트 설정's form without scripts: saved, then back to the page (one field; the rest stay as they are).
    expect: {
      ...ownerPage().expect,
      admin: at(303, { location: "/admin/settings?saved=1" }),
    },
    request: () => ({ path: "/admin/settings", form: { hours: "평일·주말 10:00-23:00" } }),
  },
  {
    method: "GET",
    path: "/admin/search-synonyms",
    ...ownerPage(),
    request: () => ({ path: "/admin/search-synonyms" }),
  },
  {
    method: "POST",
    path: "/admin/search-synonyms",
    access: "admin",
    // 검색 동의어's form without scripts: added, then back to the page.
    expect: {
      ...ownerPage().expect,
      admin: at(303, { location: "/admin/search-synonyms?done=added" }),
    },
    request: () => ({ path: "/admin/search-synonyms", form: { term: `별명${token16()}`, meaning: "그랜저" } }),
  },
  { method: "GET", path: "/admin/staff", ...ownerPage(), request: () => ({ path: "/admin/staff" }) },
  { method: "GET", path: "/admin/account", ...adminPage(), request: () => ({ path: "/admin/account" }) },
  {
    method: "GET",
    path: "/admin/leads/:id",
    access: "admin",
    // A lead of its own for every call; neither the page nor its data request shows it to anyone but an admin.
    expect: {
      anonymous: at(302, { login: "/admin", hides: DETAIL_LEAD }),
      partner: at(302, { login: "/admin", hides: DETAIL_LEAD }),
      admin: at(200, { shows: DETAIL_LEAD }),
    },
    request: async (f) => ({ path: `/admin/leads/${(await insertInquiry(f.app, { name: DETAIL_LEAD })).id}` }),
  },
  {
    method: "POST",
    path: "/admin/leads/:id",
    ...adminPage(),
    // The lead page's action: status, owner, call-back and memo, from the page and from the list.
    request: async (f) => ({
      path: `/admin/leads/${(await insertInquiry(f.app)).id}`,
      form: { intent: "memo", memo: "접근 확인 메모" },
    }),
  },

  {
    method: "GET",
    path: "/partners-login",
    access: "public",
    expect: { anonymous: at(200), partner: at(302, { location: "/partners" }), admin: at(200) },
    request: () => ({ path: "/partners-login" }),
  },
  {
    method: "POST",
    path: "/partners-login",
    access: "public",
    // The sign-in form sent without scripts; an empty one is refused on the page.
    expect: { anonymous: at(400), partner: at(302, { location: "/partners" }), admin: at(400) },
    request: () => ({ path: "/partners-login", form: {} }),
  },
  page("/partners-signup", "/partners-signup"),
  partnersPage("/partners", "/partners"),
  partnersPage("/partners/new-cars", "/partners/new-cars"),
  partnersPage("/partners/used-cars", "/partners/used-cars?type=suv"),
  partnersPage("/partners/vehicle-add/:category/:type", `/partners/vehicle-add/${seg("중형SUV")}/${seg("중고차")}`),
  partnersPage("/partners/price-sheet", "/partners/price-sheet"),
  {
    method: "GET",
    path: "/partners/vehicles/:slug",
    access: "partner",
    // Every partner sees the shared catalogue; 수정 and 삭제 only on the partner's own listing.
    expect: {
      ...partnerPage().expect,
      partner: at(200, { shows: ">수정<" }),
      foreignPartner: at(200, { hides: ">수정<" }),
    },
    request: (f) => ({ path: `/partners/vehicles/${f.ownVehicle.slug}` }),
  },
];
