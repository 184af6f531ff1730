import { afterAll, beforeAll, expect, it } from "vitest";
import { insertVehicle } from "../support/fixtures";
import { startTcpProxy } from "../support/tcp-proxy";
import { jsonRequest } from "../support/test-app";
import { useTestApp } from "../support/use-test-app";

let proxy: Awaited<ReturnType<typeof startTcpProxy>>;

// The proxy the app reaches PostgreSQL through starts before the app and closes after it.
beforeAll(async () => {
  const server = new URL(process.env.TEST_DATABASE_URL ?? "");
  proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
});
afterAll(async () => {
  await proxy?.close();
});
const app = useTestApp(() => ({
  pages: true,
  routeDatabase: (url) => {
    const routed = new URL(url);
    routed.hostname = "127.0.0.1";
    routed.port = String(proxy.port);
    return routed.toString();
  },
}));
// Reconnects the app's database before it closes.
afterAll(async () => {
  await proxy?.restore();
});

const asBrowser = { headers: { Accept: "text/html" } };

it("answers 503 in Korean while PostgreSQL is gone, and recovers by itself when it returns", async () => {
  const vehicle = await insertVehicle(app.ctx, { name: "장애 확인 차량", imageCount: 1 });
  const pages = ["/", "/reviews", `/vehicles/${encodeURIComponent(vehicle.slug)}`, "/new-cars"];
  for (const path of pages) expect((await app.fetch(path, asBrowser)).status, path).toBe(200);
  expect((await app.fetch("/healthz")).status).toBe(200);
  await proxy.cut();

  // Anonymous page views reach React Router, whose loaders meet the outage (no session lookup before them);
  // cached pages are served for the second the data version is trusted, then they ask the database too.
  await expect.poll(async () => (await app.fetch("/", asBrowser)).status, { timeout: 5_000 }).toBe(503);
  for (const path of pages) {
    const res = await app.fetch(path, asBrowser);
    expect(res.status, path).toBe(503);
    expect(res.headers.get("retry-after"), path).toBe("30");
    expect(res.headers.get("content-type"), path).toContain("text/html");
    const html = await res.text();
    expect(html, path).toContain('lang="ko"');
    // The site's own boundary, or the reviews page's, with its way back.
    expect(html, path).toMatch(/<h1[^>]*>(일시적인 오류가 발생했습니다|고객 후기)<\/h1>/);
    expect(html, path).toMatch(/잠시 후 다시 시도해주세요|후기를 불러오는 중 오류가 발생했습니다/);
  }

  // A client-side navigation's data request, with the error for the page's boundary inside.
  const navigation = await app.fetch("/new-cars.data");
  expect(navigation.status).toBe(503);
  expect(navigation.headers.get("retry-after")).toBe("30");
  expect(await navigation.text()).toMatch(/"routes\/site\/new-cars"[\s\S]*"error"/);

  const health = await app.fetch("/healthz");
  expect(health.status).toBe(503);
  expect(await health.json()).toEqual({ ok: false, database: "down" });

  const api = await app.fetch("/api/page-view", jsonRequest("POST", { path: "/" }));
  expect(api.status).toBe(503);
  expect(((await api.json()) as { message: string }).message).toBe(
    "일시적으로 서비스를 이용할 수 없습니다. 잠시 후 다시 시도해주세요.",
  );

  const version = await app.fetch("/api/data-version");
  expect(version.status).toBe(503);

  const page = await app.fetch("/admin-vehicle-list/중형세단", {
    headers: { Accept: "text/html", Cookie: "sid=some-session" },
  });
  expect(page.status).toBe(503);
  expect(page.headers.get("content-type")).toContain("text/html");
  expect(await page.text()).toContain("잠시 후 다시 시도해주세요");

  await proxy.restore();
  await expect.poll(async () => (await app.fetch("/healthz")).status, { timeout: 15_000 }).toBe(200);
  expect((await app.fetch("/api/page-view", jsonRequest("POST", { path: "/" }))).status).toBe(204);
  for (const path of pages) {
    const res = await app.fetch(path, asBrowser);
    expect(res.status, path).toBe(200);
    expect(await res.text(), path).toContain(path === "/reviews" ? "고객 후기" : "장애 확인 차량");
  }
}, 60_000);
