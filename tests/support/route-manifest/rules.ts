import type { TestAccount } from "../accounts";
import type { TestApp } from "../test-app";

/**
 * Who calls: nobody signed in, a partner on its own resources, a partner on another's, a 대표 관리자 (`admin`), a
 * 상담원 (`consultant`).
 */
export type Caller = "anonymous" | "partner" | "foreignPartner" | "admin" | "consultant";

/** Who may call a route: everyone, an admin, any partner, or a partner on its own resources only. */
export type Access = "public" | "admin" | "partner" | "partner-own";

export interface Expectation {
  status: number;
  /** The sign-in page the caller is sent to, with the requested path and query as `next`. */
  login?: "/admin" | "/partners-login";
  /** Any other redirect's exact target. */
  location?: string;
  /** Text the document must contain (pages whose answer differs by caller but not by status). */
  shows?: string;
  /** Text neither the document nor the page's data request may contain. */
  hides?: string;
}

export type Expectations = Record<"anonymous" | "partner" | "admin", Expectation> & {
  /** Routes on a partner's resource: a partner calling on one another partner owns. */
  foreignPartner?: Expectation;
  /** A 상담원: what a 대표 관리자 gets unless said (the 대표 관리자's own routes say 403). */
  consultant?: Expectation;
};

/** What every request builder may use; each call builds its own rows, so writes never run out of targets. */
export interface Fixtures {
  app: TestApp;
  /** The partner the "own" resources belong to (the `partner` caller); `foreignPartner` is a different one. */
  owner: TestAccount;
  /** A published vehicle with one stored image, listed by nobody in particular. */
  vehicle: { slug: string };
  /** A vehicle the owner listed. */
  ownVehicle: { slug: string };
  /** An account the sign-in route signs into (no caller's session is spent on it). */
  signIn: { username: string; password: string; role: "admin" | "partner" };
}

/** One concrete request: a path with its query, and a JSON body, a form or raw bytes. */
export interface RouteRequest {
  path: string;
  json?: unknown;
  form?: Record<string, string>;
  bytes?: Uint8Array;
}

export interface ManifestRoute {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** The path exactly as the code declares it (`:id`, `*`). */
  path: string;
  access: Access;
  expect: Expectations;
  request(fixtures: Fixtures): RouteRequest | Promise<RouteRequest>;
  /** The call ends the caller's session (sign-in rotates it, sign-out ends it), so it gets a session of its own. */
  spendsSession?: boolean;
}

export const at = (status: number, more: Omit<Expectation, "status"> = {}): Expectation => ({ status, ...more });
type Rule = Pick<ManifestRoute, "access" | "expect">;

/** Everyone gets the same answer. */
export const open = (status: number): Rule => ({
  access: "public",
  expect: { anonymous: at(status), partner: at(status), admin: at(status) },
});

/** Admin API: 401 without a session, 403 for a partner. */
export const adminApi = (status: number): Rule => ({
  access: "admin",
  expect: { anonymous: at(401), partner: at(403), admin: at(status) },
});

/** The 대표 관리자's API (settings, staff, deletions): a 상담원 is refused with 403 too. */
export const ownerApi = (status: number): Rule => ({
  access: "admin",
  expect: { ...adminApi(status).expect, consultant: at(403) },
});

/** Partner API: 401 without a session, 403 for an admin (admins use the admin API). */
export const partnerApi = (status: number): Rule => ({
  access: "partner",
  expect: { anonymous: at(401), partner: at(status), admin: at(403) },
});

/** A partner's own listing: another partner is refused with 403, like an admin. */
export const ownPartnerApi = (status: number): Rule => ({
  access: "partner-own",
  expect: { ...partnerApi(status).expect, foreignPartner: at(403) },
});

/** Admin pages send anyone else to the admin sign-in with a way back. */
export const adminPage = (): Rule => ({
  access: "admin",
  expect: { anonymous: at(302, { login: "/admin" }), partner: at(302, { login: "/admin" }), admin: at(200) },
});

/** The 대표 관리자's pages: a 상담원 gets a 403 under the admin header. */
export const ownerPage = (): Rule => ({
  access: "admin",
  expect: { ...adminPage().expect, consultant: at(403, { shows: "대표 관리자만 이용할 수 있습니다." }) },
});

/** Partners pages send anyone else (an admin too) to the partners sign-in with a way back. */
export const partnerPage = (): Rule => ({
  access: "partner",
  expect: {
    anonymous: at(302, { login: "/partners-login" }),
    partner: at(200),
    admin: at(302, { login: "/partners-login" }),
  },
});
