import net from "node:net";
import { count } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { mediaObjects } from "#server/db/schema";
import { makeImage } from "../support/images";
import { useTestApp } from "../support/use-test-app";

const app = useTestApp({ env: { RATE_LIMIT_DISABLED: "true", UPLOAD_IDLE_SECONDS: "1" } });

const slot = async () =>
  ((await (await app.fetch("/api/objects/upload", { method: "POST" })).json()) as { uploadURL: string }).uploadURL;

interface RawAnswer {
  status: number;
  body: string;
  /** Milliseconds from the headers sent to the answer. */
  after: number;
}

/**
 * A PUT over a bare socket: the headers, then only `send` bytes of the body (the client stalls there), then waits
 * for the answer and for the connection to close.
 */
function rawPut(url: string, headers: Record<string, string>, send: number): Promise<RawAnswer> {
  const { hostname, port, pathname } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname);
    let answer = "";
    const start = performance.now();
    socket.on("connect", () => {
      const lines = [`PUT ${pathname} HTTP/1.1`, `Host: ${hostname}:${port}`, "Content-Type: image/png"];
      for (const [name, value] of Object.entries(headers)) lines.push(`${name}: ${value}`);
      socket.write(`${lines.join("\r\n")}\r\n\r\n`);
      if (send > 0) socket.write(Buffer.alloc(send, 1));
    });
    socket.on("data", (chunk) => {
      answer += chunk.toString("utf8");
    });
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1] ?? 0);
      resolve({ status, body: answer.slice(answer.indexOf("\r\n\r\n") + 4), after: performance.now() - start });
    });
  });
}

const mediaRows = async () => (await app.ctx.db.select({ n: count() }).from(mediaObjects))[0]?.n;

describe("PUT /api/objects/upload/:token before its body", () => {
  it("refuses an unknown slot at once, without waiting for the 9 MB it declares", async () => {
    const answer = await rawPut(`${app.url}/api/objects/upload/${"x".repeat(32)}`, { "Content-Length": "9000000" }, 0);
    expect(answer.status).toBe(403);
    expect(answer.body).toMatch(/업로드 주소가 만료되었거나/);
    // Answered and closed without the body: the 9 MB never come.
    expect(answer.after).toBeLessThan(3000);
  });

  it("refuses a declared size past the limit before reading it, and a body of unknown size", async () => {
    const tooLarge = await rawPut(await slot(), { "Content-Length": String(11 * 1024 * 1024) }, 0);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toMatch(/너무 큽니다/);
    const chunked = await rawPut(await slot(), { "Transfer-Encoding": "chunked" }, 0);
    expect(chunked.status).toBe(411);
    expect(chunked.body).toMatch(/[가-힣]/);
    expect(Math.max(tooLarge.after, chunked.after)).toBeLessThan(3000);
  });

  it("drops uploads that stall halfway with a Korean 408, many at once, and stores nothing", async () => {
    const before = await mediaRows();
    const urls = await Promise.all(Array.from({ length: 20 }, slot));
    const answers = await Promise.all(urls.map((url) => rawPut(url, { "Content-Length": "5000000" }, 512 * 1024)));
    for (const answer of answers) {
      expect(answer.status).toBe(408);
      expect(answer.body).toMatch(/업로드가 중단되었습니다/);
      // Dropped after the idle second, not held open.
      expect(answer.after).toBeLessThan(10_000);
    }
    expect(await mediaRows()).toBe(before);
    // The slot is spent: the same address cannot be used again.
    const again = await fetch(urls[0]!, { method: "PUT", body: new Uint8Array(await makeImage()) });
    expect(again.status).toBe(403);
  });

  it("still stores a whole upload sent at once", async () => {
    const res = await fetch(await slot(), {
      method: "PUT",
      headers: { "Content-Type": "image/png" },
      body: new Uint8Array(await makeImage()),
    });
    expect(res.status).toBe(201);
  });
});
