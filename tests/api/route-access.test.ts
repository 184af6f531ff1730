import { beforeAll, describe, expect, it } from "vitest";
import { createSession } from "#server/auth/sessions";
import { createApp } from "#server/http/app";
import { createAccount, createConsultant, type TestAccount } from "../support/accounts";
import { insertVehicle } from "../support/fixtures";
import { type DeclaredPage, type DeclaredRoute, expressRoutes, pageRoutes, routeKey } from "../support/route-inventory";
import {
  type Caller,
  type Expectation,
  type Fixtures,
  type ManifestRoute,
  ROUTE_MANIFEST,
} from "../support/route-manifest";
import { useTestApp } from "../support/use-test-app";

// Walks tests/support/route-manifest as every kind of caller against the built site (`npm run build` first).
// Rate limits have their own tests; here one address posts every form once per caller.
const app = useTestApp({ pages: true, env: { RATE_LIMIT_DISABLED: "true" } });
let fixtures: Fixtures;
let callers: Record<Caller, TestAccount | null>;
// Read when the tests are collected, so only pages that render a document get a data-request test.
const pages: DeclaredPage[] = await pageRoutes();
const pageOf = (route: ManifestRoute) => pages.find((p) => routeKey(p) === routeKey(route));

beforeAll(async () => {
  const [admin, owner, foreign, spare, consultant] = await Promise.all([
    createAccount(app, "admin"),
    createAccount(app, "partner"),
    createAccount(app, "partner"),
    createAccount(app, "partner"),
    createConsultant(app),
  ]);
  callers = { anonymous: null, partner: owner, foreignPartner: foreign, admin, consultant };
  const vehicle = await insertVehicle(app.ctx, { imageCount: 1 });
  const ownVehicle = await insertVehicle(app.ctx, { ownerPartnerId: owner.id });
  fixtures = {
    app,
    owner,
    vehicle,
    ownVehicle,
    signIn: { username: spare.username, password: spare.password, role: "partner" },
  };
});

/** Real routes absent from the manifest, and manifest entries naming no real route. */
function differences(declared: DeclaredRoute[], listed: ManifestRoute[]) {
  const real = new Set(declared.map(routeKey));
  const named = listed.map(routeKey);
  return {
    missingFromManifest: [...real].filter((key) => !named.includes(key)),
    noLongerRoutes: named.filter((key) => !real.has(key)),
    listedTwice: named.filter((key, i) => named.indexOf(key) !== i),
  };
}

const NONE = { missingFromManifest: [], noLongerRoutes: [], listedTwice: [] };

describe("the route manifest", () => {
  it("lists every route of the Express app (API, health, media), and only those", () => {
    expect(differences(expressRoutes(createApp(app.ctx)), ROUTE_MANIFEST.api)).toEqual(NONE);
  });

  it("lists every page of the built site (each action as POST), and only those", () => {
    expect(differences(pages, ROUTE_MANIFEST.pages)).toEqual(NONE);
  });
});

/** The single-fetch request a client-side navigation makes, narrowed to this page's own loader alone. */
function dataUrl(path: string, routeId: string): string {
  const url = new URL(path, "http://site");
  url.pathname = url.pathname === "/" ? "/_root.data" : `${url.pathname}.data`;
  url.searchParams.set("_routes", routeId);
  return url.pathname + url.search;
}

type Kind = "api" | "document" | "data";

async function call(route: ManifestRoute, caller: Caller, kind: Kind) {
  const request = await route.request(fixtures);
  const account = callers[caller];
  const headers: Record<string, string> = {};
  if (account)
    headers.Cookie = route.spendsSession
      ? `sid=${(await createSession(app.ctx, account.id, false, caller === "admin" || caller === "consultant" ? "admin" : "partner")).token}`
      : account.cookie;
  let body: BodyInit | undefined;
  if (request.json !== undefined) {
    headers["Content-Type"] = "application/json";
    body = JSON.stringify(request.json);
  } else if (request.form) {
    headers["Content-Type"] = "application/x-www-form-urlencoded";
    body = new URLSearchParams(request.form);
  } else if (request.bytes) {
    headers["Content-Type"] = "image/png";
    body = new Uint8Array(request.bytes);
  }
  // A page's form is posted by a browser, which names the page's origin (the sign-in forms refuse a post that doesn't).
  if (kind !== "api" && route.method !== "GET") headers.Origin = app.url;
  let url = request.path;
  if (kind === "data") {
    const declared = pageOf(route);
    if (!declared) throw new Error(`${routeKey(route)} is not a page of the build`);
    url = dataUrl(request.path, declared.id);
  }
  const res = await app.fetch(url, { method: route.method, headers, body, redirect: "manual" });
  return { path: request.path, url, res, text: await res.text() };
}

async function check(route: ManifestRoute, caller: Caller, kind: Kind, expected: Expectation) {
  const { path, url, res, text } = await call(route, caller, kind);
  const what = `${route.method} ${url} as ${caller}`;
  const target = expected.login ? `${expected.login}?next=${encodeURIComponent(path)}` : expected.location;
  if (kind === "data" && target) {
    // Single fetch answers a redirect with 202 and the target in the payload, for the client router to follow.
    expect(res.status, what).toBe(202);
    expect(text, what).toContain(JSON.stringify(target));
  } else {
    expect(res.status, what).toBe(expected.status);
    if (target) expect(res.headers.get("location"), what).toBe(target);
  }
  if (kind === "document" && expected.shows) expect(text, what).toContain(expected.shows);
  if (expected.hides) expect(text, what).not.toContain(expected.hides);
  if (route.access !== "public") expect(res.headers.get("cache-control"), what).toContain("no-store");
  if (kind === "api" && res.status >= 400)
    expect((JSON.parse(text) as { message: string }).message, what).toMatch(/[가-힣]/);
}

/** Every caller of the route's expectations; a 상담원 expects what a 대표 관리자 gets unless the route says otherwise. */
const callersOf = (route: ManifestRoute) =>
  Object.entries({ consultant: route.expect.admin, ...route.expect }) as [Caller, Expectation][];
const named = (routes: ManifestRoute[]) =>
  routes.map((route) => [`${routeKey(route)} (${route.access})`, route] as const);

describe.each(named(ROUTE_MANIFEST.api))("%s", (_name, route) => {
  it.each(callersOf(route))("as %s", (caller, expected) => check(route, caller, "api", expected));
});

describe.each(named(ROUTE_MANIFEST.pages))("page %s", (_name, route) => {
  it.each(callersOf(route))("as %s", (caller, expected) => check(route, caller, "document", expected));

  // A guard in a parent layout alone would be skipped here: every page's own loader must check.
  if (route.method === "GET" && pageOf(route)?.document) {
    it.each(callersOf(route))("as %s, by its data request", (caller, expected) =>
      check(route, caller, "data", expected),
    );
  }
});
