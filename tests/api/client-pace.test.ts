import { readdirSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { storedImageUrl } from "../support/admin-fixtures";
import { useTestApp } from "../support/use-test-app";

// Behind one proxy (TRUST_PROXY=1): each client has its own address in X-Forwarded-For. One request a second per
// address, ten at once.
const app = useTestApp({ pages: true, env: { TRUST_PROXY: "1", CLIENT_REQUESTS_PER_SECOND: "1" } });
const RATE = 1;
const BURST = 10;

const from = (address: string, init: RequestInit = {}): RequestInit => ({
  ...init,
  headers: { ...(init.headers as Record<string, string>), "X-Forwarded-For": address },
});

describe("per-address request pace", () => {
  it("answers a flood from one address with a Korean 429 once its allowance is spent; others are served", async () => {
    const flooder = "203.0.113.10";
    const start = performance.now();
    const answers = await Promise.all(
      Array.from({ length: BURST + 30 }, () => app.fetch("/api/reviews", from(flooder))),
    );
    const seconds = (performance.now() - start) / 1000;
    const served = answers.filter((res) => res.status === 200).length;
    // The allowance, and what refilled while the flood was being answered; the rest refused.
    expect(served).toBeGreaterThanOrEqual(BURST);
    expect(served).toBeLessThanOrEqual(BURST + Math.ceil(seconds * RATE));
    expect(answers.filter((res) => res.status === 429)).toHaveLength(answers.length - served);
    const refused = answers.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect(await refused.json()).toEqual({
      success: false,
      message: "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.",
    });

    // Everyone else is served as before, and the flooder again once its allowance refills (a request a second).
    expect((await app.fetch("/api/reviews", from("203.0.113.11"))).status).toBe(200);
    expect((await app.fetch("/", from("203.0.113.12"))).status).toBe(200);
    await expect.poll(async () => (await app.fetch("/api/reviews", from(flooder))).status, { timeout: 5000 }).toBe(200);
  });

  it("refuses a spent address's post without reading its megabyte, and closes the connection", async () => {
    const flooder = "203.0.113.20";
    const spentPost = async () => {
      await Promise.all(Array.from({ length: BURST + 5 }, () => app.fetch("/api/reviews", from(flooder))));
      return app.fetch(
        "/api/inquiries",
        from(flooder, { method: "POST", headers: { "Content-Type": "application/json" }, body: "[".repeat(1_000_000) }),
      );
    };
    // Spent, the post is refused unread (a request may refill between the two on a busy machine: then again).
    await expect
      .poll(
        async () => {
          const res = await spentPost();
          return `${res.status} ${res.headers.get("connection")}`;
        },
        { timeout: 10_000 },
      )
      .toBe("429 close");
  });

  it("does not count built files, media or /healthz, which a page loads many of", async () => {
    const visitor = "203.0.113.30";
    const asset = `/assets/${readdirSync("build/client/assets").find((name) => name.endsWith(".js"))}`;
    const photo = new URL(await storedImageUrl(app), "http://x").pathname;
    for (const path of [asset, photo, "/healthz"]) {
      const answers = await Promise.all(Array.from({ length: BURST + 10 }, () => app.fetch(path, from(visitor))));
      expect(answers.map((res) => res.status)).toEqual(Array(BURST + 10).fill(200));
    }
    // The allowance is untouched: the visitor's page still comes.
    expect((await app.fetch("/", from(visitor))).status).toBe(200);
  });

  it("never holds back this machine's own addresses (health checks, a local proxy)", async () => {
    const answers = await Promise.all(Array.from({ length: BURST + 20 }, () => app.fetch("/api/reviews")));
    expect(answers.every((res) => res.status === 200)).toBe(true);
  });
});
