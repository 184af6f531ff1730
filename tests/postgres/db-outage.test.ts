import { afterAll, beforeAll, expect, it } from "vitest";
import { startTcpProxy } from "../support/tcp-proxy";
import { jsonRequest, startTestApp, type TestApp } from "../support/test-app";

let app: TestApp;
let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

beforeAll(async () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? "");
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
  app = await startTestApp({
    pages: true,
    routeDatabase: (url) => {
      const routed = new URL(url);
      routed.hostname = "127.0.0.1";
      routed.port = String(proxy.port);
      return routed.toString();
    },
  });
});
afterAll(async () => {
  await proxy?.restore();
  await app?.close();
  await proxy?.close();
});

it("answers 503 in Korean while PostgreSQL is gone, and recovers by itself when it returns", async () => {
  expect((await app.fetch("/healthz")).status).toBe(200);
  await proxy.cut();

  const health = await app.fetch("/healthz");
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ ok: false, database: "down" });

  const api = await app.fetch("/api/page-view", jsonRequest("POST", { path: "/" }));
  expect(api.status).toBe(503);
  expect(((await api.json()) as { message: string }).message).toBe("일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.");

  const version = await app.fetch("/api/data-version");
  expect(version.status).toBe(503);

  const page = await app.fetch("/admin-vehicle-list/중형세단", { headers: { Accept: "text/html", Cookie: "sid=some-session" } });
  expect(page.status).toBe(503);
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(await page.text()).toContain("잠시 후 다시 시도해주세요");

  await proxy.restore();
  await expect.poll(async () => (await app.fetch("/healthz")).status, { timeout: 15_000 }).toBe(200);
  expect((await app.fetch("/api/page-view", jsonRequest("POST", { path: "/" }))).status).toBe(204);
}, 60_000);
