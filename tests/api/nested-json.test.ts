import { describe, expect, it } from "vitest";
import { inquiries } from "#server/db/schema";
import { jsonDepth, MAX_JSON_DEPTH } from "#server/http/json-depth";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true" } });

/** A megabyte of nesting: `[[[…]]]` and `{"a":{"a":…}}`. */
const deepArray = () => "[".repeat(500_000) + "]".repeat(500_000);
const deepObject = () => `${'{"a":'.repeat(150_000)}1${"}".repeat(150_000)}`;

const post = (path: string, body: string) =>
  app.fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body });

async function healthzLatencies(during: Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void during.finally(() => {
    done = true;
  });
  while (!done) {
    const start = performance.now();
    expect((await app.fetch("/healthz")).status).toBe(200);
    latencies.push(performance.now() - start);
  }
  await during;
  return latencies.sort((a, b) => a - b);
}

describe("deeply nested JSON bodies", () => {
  it("reads nesting without parsing, strings and escapes included", () => {
    expect(jsonDepth(Buffer.from('{"a":[1,{"b":"[[[{{{"}],"c":"\\"[["}'))).toBe(3);
    expect(jsonDepth(Buffer.from(deepArray()), MAX_JSON_DEPTH)).toBe(MAX_JSON_DEPTH + 1);
  });

  it("refuses a body nested past the limit with a Korean 400 and stores nothing", async () => {
    const before = await app.ctx.db.$count(inquiries);
    for (const body of [
      deepArray(),
      deepObject(),
      `{"name":${"[".repeat(MAX_JSON_DEPTH + 1)}${"]".repeat(MAX_JSON_DEPTH + 1)}}`,
    ]) {
      const res = await post("/api/inquiries", body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message: "요청 형식이 올바르지 않습니다." });
    }
    expect(await app.ctx.db.$count(inquiries)).toBe(before);
    // A form's own body is far from the limit and still goes through.
    const ok = await post(
      "/api/inquiries",
      JSON.stringify({ name: "깊이확인", contact: "010-2222-3333", region: "만 26세 이상", vehicle: "K5" }),
    );
    expect(ok.status).toBe(201);
  });

  it("keeps /healthz answering while a client floods nested megabytes", async () => {
    // Four clients, five megabyte bodies each, on public and admin routes.
    const flood = Promise.all(
      Array.from({ length: 4 }, async (_, client) => {
        for (let i = 0; i < 5; i++) {
          const res = await post(client % 2 ? "/api/reviews" : "/api/inquiries", i % 2 ? deepObject() : deepArray());
          expect([400, 403]).toContain(res.status);
        }
      }),
    );
    const latencies = await healthzLatencies(flood);
    // Parsed, each body held the process for a few hundred milliseconds: the longest wait passed two seconds
    // (about 0.25 s once refused unparsed, on the same two cores).
    expect(latencies.at(-1)).toBeLessThan(1000);
  });
});
