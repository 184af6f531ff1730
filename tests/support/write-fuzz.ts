import { existsSync, readdirSync } from "node:fs";
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { expect } from "vitest";
import * as schema from "#server/db/schema";
import type { TestAccount } from "./accounts";
import type { BodyEndpoint } from "./broken-bodies";
import { hostileText, isWellFormed, storableText, toJsonText, wrongType } from "./hostile-values";
import type { TestApp } from "./test-app";

/**
 * Property-based fuzzing of the write endpoints: every refused request answers a 4xx with a Korean JSON
 * message and leaves every table, every stored file and Object.prototype as they were.
 */

/** Tables a refused request may write by design: failed logins are counted, a refused upload uses up its slot. */
const BOOKKEEPING = new Set(["rate_events", "upload_tokens"]);
const TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableName(table))
  .filter((name) => !BOOKKEEPING.has(name));

/** A hash of every row of each table, the stored media files and the names on Object.prototype (a diff names what changed). */
export async function stateFingerprint(app: TestApp): Promise<Record<string, unknown>> {
  const hashes = sql.join(
    TABLES.map(
      (name) =>
        sql`(SELECT md5(coalesce(string_agg(t::text, ',' ORDER BY t::text), '')) FROM ${sql.identifier(name)} t) AS ${sql.identifier(name)}`,
    ),
    sql`, `,
  );
  const { rows } = (await app.ctx.db.execute(sql`SELECT ${hashes}`)) as unknown as { rows: Record<string, string>[] };
  const mediaDir = app.ctx.config.mediaDir;
  return {
    ...rows[0],
    mediaFiles: existsSync(mediaDir) ? readdirSync(mediaDir, { recursive: true }).map(String).sort() : [],
    objectPrototype: Object.getOwnPropertyNames(Object.prototype),
  };
}

export interface Attempt {
  method: string;
  path: string;
  account?: TestAccount | null;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
}

export interface Answer {
  status: number;
  json: { success?: boolean; message?: string } & Record<string, unknown>;
  text: string;
  contentType: string;
}

export async function send(app: TestApp, attempt: Attempt): Promise<Answer> {
  const headers: Record<string, string> = { ...attempt.headers };
  if (attempt.account) headers.Cookie = attempt.account.cookie;
  const res = await app.fetch(attempt.path, {
    method: attempt.method,
    headers,
    body: attempt.body as BodyInit | undefined,
  });
  const text = await res.text();
  let json: Answer["json"] = {};
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text, contentType: res.headers.get("content-type") ?? "" };
}

export const describeAttempt = (attempt: Attempt, answer: Answer) =>
  `${attempt.method} ${attempt.path.slice(0, 200)} → ${answer.status} ${answer.text.slice(0, 300)}`;

/** A 4xx with `{ success: false, message }` in Korean. */
export function expectKoreanRefusal(attempt: Attempt, answer: Answer): void {
  const what = describeAttempt(attempt, answer);
  expect(answer.status, what).toBeGreaterThanOrEqual(400);
  expect(answer.status, what).toBeLessThan(500);
  expect(answer.contentType, what).toMatch(/^application\/json/);
  expect(answer.json.success, what).toBe(false);
  expect(answer.json.message, what).toMatch(/[가-힣]/);
}

/** Sends the attempt and expects a Korean 4xx with nothing changed. */
export async function expectRefusedUnchanged(app: TestApp, attempt: Attempt): Promise<Answer> {
  const before = await stateFingerprint(app);
  const answer = await send(app, attempt);
  expectKoreanRefusal(attempt, answer);
  expect(await stateFingerprint(app), `stored something: ${describeAttempt(attempt, answer)}`).toEqual(before);
  return answer;
}

/** Runs per endpoint: broken bodies, valid bodies with hostile text, ids that name nothing. */
export const FUZZ_RUNS = { brokenBody: 50, hostileText: 25, foreignId: 20 };

/**
 * A random seed each run (fast-check prints it with the counterexample). No shrinking: the database carries
 * over between runs, so a smaller input would be judged against a state the failing one already changed;
 * the input that failed is the one reported.
 */
export const runs = (numRuns: number) => ({ numRuns, endOnFailure: true });

// ---------------------------------------------------------------------------------------------
// Valid-shaped bodies with hostile text
// ---------------------------------------------------------------------------------------------

export interface ShapedEndpoint extends BodyEndpoint {
  /** Text fields filled with hostile text, each wrapped (e.g. padded to a minimum length). */
  texts: Record<string, (text: string) => string>;
  /** What was stored for an accepted body, by field, to compare with the trimmed text sent. */
  stored: (answer: Answer, body: Record<string, unknown>) => Promise<Record<string, unknown> | undefined>;
  /** The stored form of a text sent (default: trimmed, as the schemas do). */
  expected?: (field: string, sent: string) => string | undefined;
}

/**
 * Valid bodies whose text fields carry hostile text: accepted and stored exactly as sent (trimmed), or
 * refused with a Korean 4xx and nothing stored; never a 5xx. Answers how many were accepted.
 */
export async function storesHostileTextLiterally(
  app: () => TestApp,
  endpoint: ShapedEndpoint,
  numRuns: number,
): Promise<number> {
  let accepted = 0;
  let before = await stateFingerprint(app());
  const texts = fc.record(
    Object.fromEntries(
      Object.entries(endpoint.texts).map(([field, wrap]) => [field, fc.oneof(storableText, hostileText).map(wrap)]),
    ),
  );
  await fc.assert(
    fc.asyncProperty(texts, async (values) => {
      const body = { ...(await endpoint.valid()), ...values };
      const attempt: Attempt = {
        method: endpoint.method,
        path: endpoint.path,
        account: endpoint.account?.(),
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      };
      const answer = await send(app(), attempt);
      if (answer.status >= 200 && answer.status < 300) {
        accepted++;
        before = await stateFingerprint(app());
        const stored = await endpoint.stored(answer, body);
        const expected = Object.fromEntries(
          Object.entries(values).map(([field, sent]) => [
            field,
            endpoint.expected ? endpoint.expected(field, sent) : sent.trim(),
          ]),
        );
        expect(stored, describeAttempt(attempt, answer)).toEqual(expected);
        return;
      }
      expectKoreanRefusal(attempt, answer);
      expect(await stateFingerprint(app()), `stored something: ${describeAttempt(attempt, answer)}`).toEqual(before);
    }),
    runs(numRuns),
  );
  return accepted;
}

// ---------------------------------------------------------------------------------------------
// Path parameters
// ---------------------------------------------------------------------------------------------

/** Fixture rows have small ids; anything generated names no row (or no valid id at all). */
const FIRST_UNUSED_ID = 1_000_000;

const namesNoFixture = (segment: string) => {
  let decoded: string;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    return true;
  }
  return !/^\d{1,9}$/.test(decoded) || Number(decoded) >= FIRST_UNUSED_ID;
};

/** Path segments that are not an existing id: text, huge and negative numbers, number look-alikes, broken percent-encoding. */
export const foreignIdSegment = fc
  .oneof(
    hostileText.filter(isWellFormed).map(encodeURIComponent),
    fc.integer({ min: FIRST_UNUSED_ID, max: 999_999_999 }).map(String),
    fc.bigInt({ min: 10n ** 9n, max: 10n ** 40n }).map(String),
    fc.integer({ max: 0 }).map(String),
    fc.constantFrom(
      "1.0",
      "1e3",
      "0x1",
      "%2B1",
      "%201",
      "1%20",
      "%D9%A1",
      "%EF%BC%91",
      "Infinity",
      "NaN",
      "null",
      "%5B1%5D",
      "1%3BDROP%20TABLE%20users",
    ),
    fc.constantFrom("%", "%E0%A4%A", "%ZZ", "%C0%AF", "%00", "1%00", "%uD800", "%ED%A0%80", "..%2F1", "%2e%2e%2F1"),
  )
  .filter(namesNoFixture);

/** Requests to `path(segment)` with a junk body: a Korean 4xx and nothing changed. */
export function refusesForeignIds(
  app: () => TestApp,
  target: {
    method: string;
    path: (segment: string) => string;
    account?: () => TestAccount;
    body?: () => Promise<unknown> | unknown;
  },
  numRuns: number,
) {
  return fc.assert(
    fc.asyncProperty(foreignIdSegment, fc.option(wrongType), async (segment, junk) => {
      const body = target.body ? await target.body() : junk;
      await expectRefusedUnchanged(app(), {
        method: target.method,
        path: target.path(segment),
        account: target.account?.(),
        ...(body === null || body === undefined
          ? {}
          : { headers: { "Content-Type": "application/json" }, body: toJsonText(body) }),
      });
    }),
    runs(numRuns),
  );
}
