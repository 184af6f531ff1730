import fc from "fast-check";
import { expect } from "vitest";
import type { TestAccount } from "./accounts";
import { ABSENT, hostileText, junkKey, Repeat, toJsonText, wrongType } from "./hostile-values";
import type { TestApp } from "./test-app";
import { type Attempt, describeAttempt, expectKoreanRefusal, runs, send, stateFingerprint } from "./write-fuzz";

/**
 * Broken request bodies for a JSON write endpoint, each built from a body the endpoint accepts so that only
 * what the case breaks is wrong: one field with a wrong value (among junk and prototype-pollution keys),
 * malformed JSON, a wrong content type or encoding, a body that is not an object, one over the size limit.
 */

/** A JSON write endpoint: a body that passes, and for each field the values that alone make it fail. */
export interface BodyEndpoint {
  method: "POST" | "PUT" | "PATCH";
  path: string;
  account?: () => TestAccount;
  valid: () => Promise<Record<string, unknown>> | Record<string, unknown>;
  breakers: Record<string, fc.Arbitrary<unknown>>;
}

const setOwn = (target: Record<string, unknown>, key: string, value: unknown) =>
  Object.defineProperty(target, key, { value, enumerable: true, writable: true, configurable: true });

type BodyCase =
  | {
      kind: "broken-field";
      field: string;
      value: unknown;
      junk: [string, unknown][];
      pollute: "__proto__" | "constructor" | null;
    }
  | { kind: "malformed-json"; how: (typeof MALFORMATIONS)[number]; cut: number }
  | { kind: "content-type"; contentType: string | null; as: "json" | "form" | "multipart" }
  | { kind: "top-level"; value: unknown }
  | { kind: "content-encoding"; encoding: string }
  | { kind: "oversized"; bytes: number };

const MALFORMATIONS = [
  "truncated",
  "trailing-garbage",
  "single-quotes",
  "comment",
  "nan",
  "trailing-comma",
  "unquoted-key",
  "bad-escape",
  "raw-control",
  "leading-bytes",
] as const;

/** Content types the JSON parser must not read as JSON (with JSON, form or multipart bodies). */
const WRONG_CONTENT_TYPES = [
  null,
  "text/plain",
  "text/plain;charset=UTF-8",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "text/json",
  "application/jsonx",
  "application/json-patch+json",
  "application/json; charset=utf-16",
  "application/json; charset=utf-32",
  "application/json; charset=latin1",
  "application/json; charset=ebcdic",
  "image/png",
];

export function bodyCases(endpoint: BodyEndpoint): fc.Arbitrary<BodyCase> {
  const fields = Object.keys(endpoint.breakers);
  const brokenField = fc.constantFrom(...fields).chain((field) =>
    fc.record({
      kind: fc.constant("broken-field" as const),
      field: fc.constant(field),
      value: endpoint.breakers[field]!,
      junk: fc.array(
        fc.tuple(
          junkKey.filter((k) => k !== field && k !== "thumbnails"),
          fc.oneof(hostileText, wrongType),
        ),
        { maxLength: 3 },
      ),
      pollute: fc.constantFrom(null, "__proto__" as const, "constructor" as const),
    }),
  );
  return fc.oneof(
    { arbitrary: brokenField, weight: 12 },
    {
      arbitrary: fc.record({
        kind: fc.constant("malformed-json" as const),
        how: fc.constantFrom(...MALFORMATIONS),
        cut: fc.double({ min: 0, max: 1, noNaN: true }),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("content-type" as const),
        contentType: fc.constantFrom(...WRONG_CONTENT_TYPES),
        as: fc.constantFrom("json" as const, "form" as const, "multipart" as const),
      }),
      weight: 3,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("top-level" as const),
        value: fc.oneof(wrongType, hostileText, fc.constant("valid-in-array")),
      }),
      weight: 2,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("content-encoding" as const),
        encoding: fc.constantFrom("gzip", "deflate", "br", "compress", "x-fuzz", "gzip, gzip"),
      }),
      weight: 1,
    },
    {
      arbitrary: fc.record({
        kind: fc.constant("oversized" as const),
        bytes: fc.integer({ min: 1_050_000, max: 1_500_000 }),
      }),
      weight: 1,
    },
  );
}

function malformed(text: string, how: (typeof MALFORMATIONS)[number], cut: number): string | Uint8Array {
  const open = text.slice(0, -1);
  switch (how) {
    case "truncated":
      return text.slice(0, 1 + Math.floor(cut * (text.length - 2)));
    case "trailing-garbage":
      return `${text}${["}", ",", "x", "]", "{}", "\u0000"][Math.floor(cut * 6)] ?? "x"}`;
    case "single-quotes":
      return text.replaceAll('"', "'");
    case "comment":
      return `/* 주석 */${text}`;
    case "nan":
      return `${open},"n":NaN}`;
    case "trailing-comma":
      return `${open},}`;
    case "unquoted-key":
      return `{fuzz:1,${text.slice(1)}`;
    case "bad-escape":
      return `${open},"e":"\\x41"}`;
    case "raw-control":
      return `${open},"c":"\u0001\n"}`;
    case "leading-bytes":
      return Buffer.concat([Buffer.from([0xff, 0xfe, 0x00, 0xc0]), Buffer.from(text)]);
  }
}

const formEncoded = (body: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(body).map(([k, v]) => [k, String(v)])).toString();
const multipart = (body: Record<string, unknown>) =>
  `${Object.entries(body)
    .map(
      ([k, v]) =>
        `--fuzz\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${typeof v === "string" ? v : JSON.stringify(v)}\r\n`,
    )
    .join("")}--fuzz--\r\n`;

/** The request a case sends: built from the endpoint's valid body, so only what the case breaks is wrong. */
export async function attemptOf(endpoint: BodyEndpoint, c: BodyCase): Promise<Attempt> {
  const valid = await endpoint.valid();
  const base = { method: endpoint.method, path: endpoint.path, account: endpoint.account?.() };
  const json = { "Content-Type": "application/json" };
  switch (c.kind) {
    case "broken-field": {
      const body: Record<string, unknown> = { ...valid };
      for (const [key, value] of c.junk) setOwn(body, key, value);
      // The broken field's good value sits where a merge that follows __proto__ would find it.
      const good = { [c.field]: valid[c.field], polluted: "fuzz", isAdmin: true };
      if (c.pollute === "__proto__") setOwn(body, "__proto__", good);
      if (c.pollute === "constructor") setOwn(body, "constructor", { prototype: good });
      if (c.value === ABSENT) delete body[c.field];
      else setOwn(body, c.field, c.value);
      return { ...base, headers: json, body: toJsonText(body) };
    }
    case "malformed-json":
      return { ...base, headers: json, body: malformed(toJsonText(valid), c.how, c.cut) };
    case "content-type": {
      const text = c.as === "form" ? formEncoded(valid) : c.as === "multipart" ? multipart(valid) : toJsonText(valid);
      // A Uint8Array body lets fetch send no Content-Type at all.
      return { ...base, headers: c.contentType ? { "Content-Type": c.contentType } : {}, body: Buffer.from(text) };
    }
    case "top-level":
      return { ...base, headers: json, body: toJsonText(c.value === "valid-in-array" ? [valid] : c.value) };
    case "content-encoding":
      return { ...base, headers: { ...json, "Content-Encoding": c.encoding }, body: toJsonText(valid) };
    case "oversized":
      return {
        ...base,
        headers: json,
        body: toJsonText({ ...valid, padding: new Repeat("가", Math.ceil(c.bytes / 3)) }),
      };
  }
}

/** Every case of the endpoint: a Korean 4xx, nothing stored, nothing changed. */
export async function refusesEveryBrokenBody(app: () => TestApp, endpoint: BodyEndpoint, numRuns: number) {
  // Nothing may change during the whole property, so one snapshot serves every run.
  const before = await stateFingerprint(app());
  await fc.assert(
    fc.asyncProperty(bodyCases(endpoint), async (c) => {
      const attempt = await attemptOf(endpoint, c);
      const answer = await send(app(), attempt);
      expectKoreanRefusal(attempt, answer);
      expect(await stateFingerprint(app()), `stored something: ${describeAttempt(attempt, answer)}`).toEqual(before);
    }),
    runs(numRuns),
  );
}
