import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "#server/config";
import { inquiries } from "#server/db/schema";
import { jsonRequest, startTestApp } from "../support/test-app";

type Answer = { success?: boolean; id?: number; message?: string; fieldErrors?: Record<string, string> };

const TOO_MANY = "요청이 너무 많습니다. 잠시 후 다시 시도해주세요.";
const validInquiry = (name: string) => ({ name, contact: "010-1234-5678", region: "만 26세 이상", vehicle: "쏘렌토" });

/**
 * The test stands for one load balancer in front of the app: it connects from 127.0.0.1 and, as a proxy does,
 * appends the address its client came from to whatever X-Forwarded-For the client wrote.
 */
const throughProxy = (client: string, written?: string) => ({
  "X-Forwarded-For": written === undefined ? client : `${written}, ${client}`,
});

describe("TRUST_PROXY", () => {
  it("refuses `true` (it would believe the client-written leftmost X-Forwarded-For) and bad values, naming the variable", () => {
    for (const value of ["true", "yes", "1,2", "10.0.0.0/33", "example.com"]) {
      const load = () => loadConfig({ DATA_DIR: "/nonexistent/rentcar-config", TRUST_PROXY: value });
      expect(load, value).toThrow(ConfigError);
      expect(load, value).toThrow(/TRUST_PROXY/);
    }
    for (const [value, trusted] of [
      ["false", false],
      ["0", false],
      ["1", 1],
      ["2", 2],
      ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
      ["loopback,fd00::/8", ["loopback", "fd00::/8"]],
    ] as const) {
      const dir = `/tmp/rentcar-config-${process.pid}`;
      expect(loadConfig({ DATA_DIR: dir, SESSION_SECRET: "x".repeat(32), TRUST_PROXY: value }).trustProxy).toEqual(
        trusted,
      );
    }
  });

  for (const trust of ["1", "127.0.0.1/8"]) {
    it(`with TRUST_PROXY=${trust}, forged leftmost X-Forwarded-For values from one real client share its limit`, async () => {
      const app = await startTestApp({ env: { TRUST_PROXY: trust } });
      try {
        const post = (client: string, written: string | undefined, name: string) =>
          app.fetch("/api/inquiries", jsonRequest("POST", validInquiry(name), throughProxy(client, written)));
        for (let i = 0; i < 5; i++) {
          const res = await post("203.0.113.50", `198.51.100.${i}`, `위조${i}`);
          expect(res.status, `forged 198.51.100.${i}`).toBe(201);
        }
        for (const written of ["198.51.100.99", "127.0.0.1", "203.0.113.51", "garbage", "198.51.100.1, 10.0.0.1"]) {
          const res = await post("203.0.113.50", written, "위조초과");
          expect(res.status, written).toBe(429);
          expect(((await res.json()) as Answer).message).toBe(TOO_MANY);
        }
        // The header is read: another real client behind the same proxy still gets in, whatever it writes.
        expect((await post("203.0.113.51", "203.0.113.50", "다른고객")).status).toBe(201);
        const stored = await app.ctx.db.select({ name: inquiries.name }).from(inquiries);
        expect(stored.filter((row) => row.name === "위조초과")).toEqual([]);
        expect(stored).toHaveLength(6);
      } finally {
        await app.close();
      }
    });
  }
});
